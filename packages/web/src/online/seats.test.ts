import { describe, expect, test } from 'vitest';
import { MemoryStorage } from './memoryStorage.test-helper';
import {
  forgetSeat,
  loadHostKey,
  loadSeat,
  saveHostKey,
  saveSeat,
  seatFromHash,
  seatLink,
  tableFromPath,
} from './seats';

describe('held seats', () => {
  test('a saved seat comes back for its table only, and is gone once forgotten', () => {
    const s = new MemoryStorage();
    saveSeat(s, 'abcdefghijkl', { seat: 1, token: 't'.repeat(43), name: 'Anna' });
    expect(loadSeat(s, 'abcdefghijkl')).toEqual({ seat: 1, token: 't'.repeat(43), name: 'Anna' });
    expect(loadSeat(s, 'otherTable12')).toBeNull();
    forgetSeat(s, 'abcdefghijkl');
    expect(loadSeat(s, 'abcdefghijkl')).toBeNull();
  });

  test('a damaged entry reads as no seat', () => {
    const s = new MemoryStorage();
    s.setItem('tarock.online.seat.abcdefghijkl', '{"seat":"x"}');
    expect(loadSeat(s, 'abcdefghijkl')).toBeNull();
    s.setItem('tarock.online.seat.abcdefghijkl', 'not json');
    expect(loadSeat(s, 'abcdefghijkl')).toBeNull();
  });

  test('the invite path names the table; other paths do not', () => {
    expect(tableFromPath('/table/AbC_def-123456')).toBe('AbC_def-123456');
    expect(tableFromPath('/table/AbC_def-123456/')).toBe('AbC_def-123456');
    expect(tableFromPath('/table/short')).toBeNull();
    expect(tableFromPath('/')).toBeNull();
    expect(tableFromPath('/table/../etc/passwd')).toBeNull();
  });

  test('the host keeps the host key per table', () => {
    const s = new MemoryStorage();
    saveHostKey(s, 'abcdefghijkl', 'h'.repeat(43));
    expect(loadHostKey(s, 'abcdefghijkl')).toBe('h'.repeat(43));
    expect(loadHostKey(s, 'otherTable12')).toBeNull();
  });

  test('a seat link carries the seat and its new token in the fragment (never sent to a server)', () => {
    const link = seatLink('https://tarock.example.org', 'AbC_def-123456', 2, 't'.repeat(43));
    expect(link).toBe(`https://tarock.example.org/table/AbC_def-123456#seat=2&token=${'t'.repeat(43)}`);
    expect(seatFromHash(new URL(link).hash)).toEqual({ seat: 2, token: 't'.repeat(43) });
    expect(seatFromHash('')).toBeNull();
    expect(seatFromHash('#seat=x&token=abc')).toBeNull();
    expect(seatFromHash(`#seat=1&token=${'t'.repeat(42)}`)).toBeNull();
  });
});
