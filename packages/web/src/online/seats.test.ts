import { describe, expect, test } from 'vitest';
import { MemoryStorage } from './memoryStorage.test-helper';
import { forgetSeat, loadSeat, saveSeat, tableFromPath } from './seats';

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
});
