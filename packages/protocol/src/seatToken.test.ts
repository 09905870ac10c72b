import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ChosenSeatToken, SeatToken } from './client';
import { SEAT_TOKEN_BYTES, SEAT_TOKEN_PATTERN, isChosenSeatToken, seatTokenText } from './seatToken';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** The bytes of a token's text, read back the long way (6 bits per character). */
function bytesOf(token: string): number[] {
  const bits = [...token].map((c) => ALPHABET.indexOf(c).toString(2).padStart(6, '0')).join('');
  return Array.from({ length: Math.floor(bits.length / 8) }, (_, i) =>
    Number.parseInt(bits.slice(i * 8, i * 8 + 8), 2),
  );
}

const bytes = fc.uint8Array({ minLength: SEAT_TOKEN_BYTES, maxLength: SEAT_TOKEN_BYTES });

describe('the seat token a client makes', () => {
  it('is written as node:crypto writes base64url (the server’s tokens before version 4)', () => {
    // Buffer.from(bytes).toString('base64url') for these bytes.
    const counting = Uint8Array.from({ length: 32 }, (_, i) => i * 7 + 1);
    expect(seatTokenText(counting)).toBe('AQgPFh0kKzI5QEdOVVxjanF4f4aNlJuiqbC3vsXM09o');
    expect(seatTokenText(new Uint8Array(32).fill(255))).toBe(`${'_'.repeat(42)}8`);
  });

  it('is 43 characters of base64url, one spelling of its 32 bytes, read back to them', () => {
    fc.assert(
      fc.property(bytes, (b) => {
        const token = seatTokenText(b);
        expect(token).toMatch(SEAT_TOKEN_PATTERN);
        expect(bytesOf(token)).toEqual([...b]);
        expect(SeatToken.safeParse(token).success).toBe(true);
      }),
    );
  });

  it('refuses another number of bytes (a programmer’s slip, not a value)', () => {
    expect(() => seatTokenText(new Uint8Array(16))).toThrow(RangeError);
  });

  it.each([
    ['42 characters', 'AQgPFh0kKzI5QEdOVVxjanF4f4aNlJuiqbC3vsXM09'],
    ['44 characters', 'AQgPFh0kKzI5QEdOVVxjanF4f4aNlJuiqbC3vsXM09oA'],
    ['padding', 'AQgPFh0kKzI5QEdOVVxjanF4f4aNlJuiqbC3vsXM09o='],
    ['standard base64’s + and /', 'AQgPFh0kKzI5QEdOVVxjanF4f4aNlJuiqbC3vsXM+/o'],
    ['a last character with bits past the 32 bytes', 'AQgPFh0kKzI5QEdOVVxjanF4f4aNlJuiqbC3vsXM09p'],
    ['a space', 'AQgPFh0kKzI5QEdOVVxjanF4f4aNlJuiqbC3vsX 09o'],
    ['unfilled bytes (all zero)', seatTokenText(new Uint8Array(32))],
    ['a pattern of few characters', `${'abcdefghij'.repeat(5).slice(0, 42)}A`],
  ])('is refused when it has %s', (_what, token) => {
    expect(isChosenSeatToken(token)).toBe(false);
    expect(ChosenSeatToken.safeParse(token).success).toBe(false);
  });

  it('is taken when its bytes look drawn at random', () => {
    const token = 'AQgPFh0kKzI5QEdOVVxjanF4f4aNlJuiqbC3vsXM09o';
    expect(isChosenSeatToken(token)).toBe(true);
    expect(ChosenSeatToken.safeParse(token).success).toBe(true);
  });
});
