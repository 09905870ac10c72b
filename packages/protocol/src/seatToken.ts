/**
 * A seat token's text: 32 random bytes (256 bits) in base64url without padding, 43 characters,
 * as Node writes `randomBytes(32).toString('base64url')`. Since protocol version 4 the client
 * makes its token and keeps it before it sends `join`, so that a `joined` lost on the way cannot
 * lose the seat (docs/decisions/0010). No zod here: the web app imports this module
 * (`@tarock/protocol/seatToken`) and keeps zod out of its bundle.
 */

/** How many random bytes a seat token holds. */
export const SEAT_TOKEN_BYTES = 32;

/**
 * The text of 32 bytes, and only that: 42 characters of 6 bits and a last one of the remaining 2
 * bits followed by four zero bits (one of 16 characters), so one token has one spelling.
 */
export const SEAT_TOKEN_PATTERN = /^[A-Za-z0-9_-]{42}[AEIMQUYcgkosw048]$/;

/**
 * A chosen token has at least this many different characters. 43 random characters have about 31;
 * fewer than 12 come once in 10^21 tokens, while a client that forgot to fill its bytes sends 43
 * times `A`, and every player of that client would share one seat key.
 */
export const SEAT_TOKEN_MIN_DISTINCT = 12;

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/**
 * The token's text of `bytes` (each from a CSPRNG: `crypto.getRandomValues` in a browser,
 * `randomBytes` of `node:crypto`): base64url without padding, as the server reads it.
 * @example seatTokenText(crypto.getRandomValues(new Uint8Array(SEAT_TOKEN_BYTES)))
 */
export function seatTokenText(bytes: Uint8Array): string {
  if (bytes.length !== SEAT_TOKEN_BYTES) throw new RangeError(`a seat token is ${SEAT_TOKEN_BYTES} bytes`);
  let out = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const n = ((bytes[i] ?? 0) << 16) | ((bytes[i + 1] ?? 0) << 8) | (bytes[i + 2] ?? 0);
    const left = bytes.length - i;
    out += ALPHABET[(n >> 18) & 63];
    out += ALPHABET[(n >> 12) & 63];
    if (left > 1) out += ALPHABET[(n >> 6) & 63];
    if (left > 2) out += ALPHABET[n & 63];
  }
  return out;
}

/** Whether `token` is a token's text with enough different characters to have been drawn at random. */
export function isChosenSeatToken(token: string): boolean {
  return SEAT_TOKEN_PATTERN.test(token) && new Set(token).size >= SEAT_TOKEN_MIN_DISTINCT;
}
