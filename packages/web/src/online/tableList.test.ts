import type { TableInfo } from '@tarock/protocol';
import { describe, expect, test } from 'vitest';
import type { KeptTable } from './seats';
import { fetchTableNow, listEntry, tableNow } from './tableList';

const TABLE = 'AbCdEfGhIjKlMnOp';
const TOKEN = 't'.repeat(43);

const info: TableInfo = {
  id: TABLE,
  game: 'bavarian-sirch-2008',
  preset: {
    id: 'bavarian-sirch-2008',
    name: 'Bavarian Tarock (Sirch 2008)',
    family: 'bavarian',
    source: 'Sirch',
  },
  options: [],
  seats: [
    {
      seat: 0,
      kind: 'human',
      level: 'heuristic',
      name: 'Hanna',
      connected: false,
      ready: false,
      bot: false,
      from: null,
    },
    {
      seat: 1,
      kind: 'human',
      level: 'heuristic',
      name: 'Gustl',
      connected: false,
      ready: false,
      bot: false,
      from: null,
    },
    {
      seat: 2,
      kind: 'computer',
      level: 'random',
      name: null,
      connected: true,
      ready: true,
      bot: true,
      from: null,
    },
  ],
  status: 'playing',
  turnSeconds: null,
  deals: 3,
  match: null,
};

const gustl: KeptTable = {
  table: TABLE,
  held: { seat: 1, token: TOKEN, name: 'Gustl', used: 5 },
  host: false,
};

describe('what the server says of a kept table', () => {
  test('the table information is a live table', () => {
    expect(tableNow(TABLE, 200, info)).toStrictEqual({ kind: 'live', info });
  });

  test('an answer that is not this table’s information says nothing of it', () => {
    expect(tableNow(TABLE, 200, { ...info, id: 'ZyXwVuTsRqPoNmLk' }).kind).toBe('unknown');
    expect(tableNow(TABLE, 200, { ...info, seats: [{ seat: 0 }] }).kind).toBe('unknown');
    expect(tableNow(TABLE, 200, '<html>').kind).toBe('unknown');
    expect(tableNow(TABLE, 200, null).kind).toBe('unknown');
  });

  test('the table API’s 404 is a table gone; a 404 of a server without that API is not', () => {
    expect(tableNow(TABLE, 404, { error: 'unknown' }).kind).toBe('gone');
    expect(tableNow(TABLE, 404, { error: 'no such table' }).kind).toBe('gone');
    expect(tableNow(TABLE, 404, null).kind).toBe('unknown');
    expect(tableNow(TABLE, 404, { error: 'not found' }).kind).toBe('unknown');
  });

  test('a table of an earlier rules version is outdated; too many requests or a damaged log say nothing', () => {
    expect(tableNow(TABLE, 409, { error: 'outdated' }).kind).toBe('outdated');
    expect(tableNow(TABLE, 429, { error: 'too many requests' }).kind).toBe('unknown');
    expect(tableNow(TABLE, 500, { error: 'damaged' }).kind).toBe('unknown');
    expect(tableNow(TABLE, 502, null).kind).toBe('unknown');
  });

  test('asking the server: the table API’s path; no answer (the server unreachable) is unknown', async () => {
    const asked: string[] = [];
    const answer =
      (status: number, body: string): typeof fetch =>
      (input) => {
        asked.push(String(input));
        return Promise.resolve(new Response(body, { status }));
      };
    await expect(fetchTableNow(TABLE, undefined, answer(200, JSON.stringify(info)))).resolves.toStrictEqual({
      kind: 'live',
      info,
    });
    expect(asked).toStrictEqual([`/api/tables/${TABLE}`]);
    await expect(fetchTableNow(TABLE, undefined, answer(404, '{"error":"unknown"}'))).resolves.toStrictEqual({
      kind: 'gone',
    });
    await expect(fetchTableNow(TABLE, undefined, answer(200, 'not json'))).resolves.toStrictEqual({
      kind: 'unknown',
    });
    const unreachable: typeof fetch = () => Promise.reject(new TypeError('Failed to fetch'));
    await expect(fetchTableNow(TABLE, undefined, unreachable)).resolves.toStrictEqual({ kind: 'unknown' });
  });
});

describe('a line of "Your tables"', () => {
  test('a live table: its rule set, its players with this browser’s seat marked, the deal being played', () => {
    const e = listEntry(gustl, { kind: 'live', info });
    expect(e.state).toBe('live');
    expect(e.href).toBe(`/table/${TABLE}`);
    expect(e.preset).toStrictEqual({ id: 'bavarian-sirch-2008', name: 'Bavarian Tarock (Sirch 2008)' });
    expect(e.seats.map((x) => [x.info.name, x.mine])).toStrictEqual([
      ['Hanna', false],
      ['Gustl', true],
      [null, false],
    ]);
    expect(e.playing).toBe(true);
    expect(e.deals).toBe(3);
    expect(e.removeAsks).toBe(true);
    expect(listEntry(gustl, { kind: 'live', info: { ...info, status: 'waiting' } }).playing).toBe(false);
  });

  test('the host’s browser without a seat marks no seat as its own', () => {
    const e = listEntry({ table: TABLE, held: null, host: true }, { kind: 'live', info });
    expect(e.seats.some((x) => x.mine)).toBe(false);
    expect(e.host).toBe(true);
    expect(e.removeAsks).toBe(true);
  });

  test('a table gone (or outdated) has nothing to show and is removed without asking', () => {
    for (const kind of ['gone', 'outdated'] as const) {
      const e = listEntry(gustl, { kind });
      expect(e.state).toBe(kind);
      expect(e.preset).toBeNull();
      expect(e.seats).toStrictEqual([]);
      expect(e.deals).toBeNull();
      expect(e.removeAsks).toBe(false);
    }
  });

  test('a table whose state is unknown (or not answered yet) keeps the seat as kept, and removing it is asked', () => {
    for (const now of [{ kind: 'unknown' } as const, null]) {
      const e = listEntry(gustl, now);
      expect(e.state).toBe(now === null ? 'loading' : 'unknown');
      expect(e.held).toStrictEqual(gustl.held);
      expect(e.preset).toBeNull();
      expect(e.removeAsks).toBe(true);
    }
  });
});
