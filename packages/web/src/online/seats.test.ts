import { describe, expect, test } from 'vitest';
import { MemoryStorage } from './memoryStorage.test-helper';
import {
  forgetSeat,
  forgetTable,
  keptTables,
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

describe('the tables this browser keeps ("Your tables")', () => {
  const T1 = 'table1AAAAAAAAAA';
  const T2 = 'table2BBBBBBBBBB';
  const T3 = 'table3CCCCCCCCCC';
  const T4 = 'table4DDDDDDDDDD';
  const TOKEN = 't'.repeat(43);

  test('an entry kept before the time of use was recorded still loads; a damaged time only loses the order', () => {
    const s = new MemoryStorage();
    s.setItem(`tarock.online.seat.${T1}`, JSON.stringify({ seat: 2, token: TOKEN, name: 'Gustl' }));
    expect(loadSeat(s, T1)).toStrictEqual({ seat: 2, token: TOKEN, name: 'Gustl' });
    s.setItem(
      `tarock.online.seat.${T1}`,
      JSON.stringify({ seat: 2, token: TOKEN, name: 'Gustl', used: 'x' }),
    );
    expect(loadSeat(s, T1)).toStrictEqual({ seat: 2, token: TOKEN, name: 'Gustl' });
    saveSeat(s, T1, { seat: 2, token: TOKEN, name: 'Gustl', used: 1_700_000_000_000 });
    expect(loadSeat(s, T1)?.used).toBe(1_700_000_000_000);
  });

  test('the seat used last comes first; seats without a time and a host key alone after them, by table id', () => {
    const s = new MemoryStorage();
    s.setItem(`tarock.online.seat.${T4}`, JSON.stringify({ seat: 0, token: TOKEN, name: 'Old' }));
    saveSeat(s, T1, { seat: 1, token: TOKEN, name: 'Anna', used: 1000 });
    saveSeat(s, T2, { seat: 0, token: TOKEN, name: 'Anna', used: 3000 });
    saveHostKey(s, T2, 'h'.repeat(43));
    saveHostKey(s, T3, 'h'.repeat(43));
    expect(keptTables(s)).toStrictEqual([
      { table: T2, held: { seat: 0, token: TOKEN, name: 'Anna', used: 3000 }, host: true },
      { table: T1, held: { seat: 1, token: TOKEN, name: 'Anna', used: 1000 }, host: false },
      { table: T3, held: null, host: true },
      { table: T4, held: { seat: 0, token: TOKEN, name: 'Old' }, host: false },
    ]);
  });

  test('damaged entries, keys that are no table id and other keys are left out', () => {
    const s = new MemoryStorage();
    s.setItem(`tarock.online.seat.${T1}`, 'not json');
    s.setItem(`tarock.online.seat.${T2}`, '{"seat":"x","token":1}');
    s.setItem(`tarock.online.host.${T3}`, 'too short');
    s.setItem('tarock.online.seat.short', JSON.stringify({ seat: 0, token: TOKEN, name: 'X' }));
    s.setItem('tarock.settings.v1', '{}');
    expect(keptTables(s)).toStrictEqual([]);
    // Next to a damaged seat entry, the table's host key still lists it.
    saveHostKey(s, T1, 'h'.repeat(43));
    expect(keptTables(s)).toStrictEqual([{ table: T1, held: null, host: true }]);
  });

  test('forgetting a table forgets its seat token and its host key, and nothing of another table', () => {
    const s = new MemoryStorage();
    saveSeat(s, T1, { seat: 1, token: TOKEN, name: 'Anna', used: 1 });
    saveHostKey(s, T1, 'h'.repeat(43));
    saveSeat(s, T2, { seat: 0, token: TOKEN, name: 'Anna', used: 2 });
    forgetTable(s, T1);
    expect(loadSeat(s, T1)).toBeNull();
    expect(loadHostKey(s, T1)).toBeNull();
    expect(keptTables(s).map((t) => t.table)).toStrictEqual([T2]);
  });
});
