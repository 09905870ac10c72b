/**
 * The server's secrets, all from node:crypto: table ids (the invite link), the seat tokens of
 * `reissue`, the hashes it keeps of seat tokens and host keys (which clients make since protocol
 * versions 4 and 5) and deal seeds (committed by their SHA-256 at the start of a deal, revealed at
 * its end).
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

export const sha256Hex = (text: string): string => createHash('sha256').update(text, 'utf8').digest('hex');

/** A table id: 96 random bits, base64url (16 characters). Knowing it is the invitation. */
export const newTableId = (): string => randomBytes(12).toString('base64url');

/** A seat token: 256 random bits, base64url (43 characters). Given to the player once. */
export const newSeatToken = (): string => randomBytes(32).toString('base64url');

/** What the database keeps of a seat token. */
export const tokenHash = (token: string): string => sha256Hex(`seat-token:${token}`);

/** Compares a token with a stored hash in constant time. */
export function tokenMatches(token: string, hash: string): boolean {
  return sameHash(tokenHash(token), hash);
}

/**
 * What the database keeps of a table's host key: 256 random bits, base64url, that whoever opens
 * the table makes and sends with `create` (protocol version 5); with it the host has a seat given
 * a new token, and a `create` sent again finds its table. Another prefix than a seat token's, so
 * that neither can stand for the other.
 */
export const hostKeyHash = (key: string): string => sha256Hex(`host-key:${key}`);

/** Compares a host key with a stored hash in constant time. */
export function hostKeyMatches(key: string, hash: string): boolean {
  return sameHash(hostKeyHash(key), hash);
}

function sameHash(hex: string, stored: string): boolean {
  const a = Buffer.from(hex, 'hex');
  const b = Buffer.from(stored, 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}

/** A deal seed: 256 random bits as 64 hex digits, and its commitment (the SHA-256 of the text). */
export function newDealSeed(): { seed: string; seedHash: string } {
  const seed = randomBytes(32).toString('hex');
  return { seed, seedHash: sha256Hex(seed) };
}
