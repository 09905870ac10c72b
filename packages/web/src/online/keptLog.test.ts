/**
 * The page keeps each table's match log across a reload (`keptLog.ts`, docs/decisions/0011 "The
 * web page keeps its log"): the `log` frames' entries are written as they come (a settlement's
 * piece added, not the log rewritten), a new page reads them before its first request and says
 * their length, the server's piece joins on; a kept log that does not fit, or a store that
 * fails or does not answer, never stops play: the page asks for the whole log, as before.
 */
import type { MatchEntry } from '@tarock/engine';
import { type KeptLog, type LogPiece, matchOf } from '@tarock/protocol/matchLog';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { OnlineClient, socketUrl } from './client';
import { FakeSocket, useFakeSockets } from './fakeSocket.test-helper';
import { idbKeptLogs } from './idbKeptLogs';
import {
  KEPT_LOG_MS,
  KEPT_LOG_READ_MS,
  KEPT_LOG_TABLES,
  type KeptLogStore,
  assemble,
  fitsTable,
  toForget,
} from './keptLog';
import { entries, entry } from './matchEntries.test-helper';
import { MemoryStorage } from './memoryStorage.test-helper';
import { saveSeat } from './seats';

const loc = { protocol: 'https:', host: 'tarock.example.org' } as Location; // socketUrl reads these two only
const urlFor = (table: string | null) => socketUrl(loc, table);
const TABLE = 'AbCdEfGhIjKlMnOp';
const OTHER = 'ZyXwVuTsRqPoNmLk';
const TOKEN = 't'.repeat(43);

useFakeSockets();

/** The table frame's match: number `n`, `length` deals settled (its totals the last entry's). */
function tableMatch(n: number, length: number) {
  return {
    game: 'illustrated-beck',
    seats: 3,
    totals: [20 * length, 0 - 10 * length, 0 - 10 * length],
    pot: 0,
    dealer: length % 3,
    deals: length,
    round: 0,
    finished: false,
    winners: [],
    n,
    logLength: length,
  };
}
const tableFrame = (n: number, length: number) => ({
  t: 'table',
  table: { id: TABLE, seats: [], status: 'playing', deals: length, match: tableMatch(n, length) },
});
const logFrame = (match: number, from: number, list: MatchEntry[]) => ({
  t: 'log',
  table: TABLE,
  match,
  from,
  entries: list,
});

/** A store in memory, as IndexedDB keeps it: a head and its pieces per table; what was written. */
class MemoryLogs implements KeptLogStore {
  readonly heads = new Map<string, unknown>();
  readonly pieces = new Map<string, unknown[]>();
  /** Each write: the table and the entries written (a piece, or the whole log). */
  readonly writes: { table: string; from: number; count: number }[] = [];
  dropped: string[] = [];
  set(table: string, log: KeptLog): void {
    this.heads.set(table, {
      table,
      match: log.match,
      length: log.entries.length,
      pieces: 1,
      used: Date.now(),
    });
    this.pieces.set(table, [{ table, from: 0, match: log.match, entries: log.entries }]);
  }
  async read(table: string): Promise<KeptLog | null> {
    const head = this.heads.get(table);
    if (head === undefined) return null;
    const log = assemble(head, this.pieces.get(table) ?? [], table);
    return typeof log === 'string' ? null : log;
  }
  async keep(table: string, log: KeptLog, piece: LogPiece): Promise<void> {
    const h = this.heads.get(table) as { match: number; length: number; pieces: number } | undefined;
    if (h && h.match === log.match && piece.from > 0 && h.length === piece.from) {
      this.pieces.get(table)?.push({ table, from: piece.from, match: log.match, entries: piece.entries });
      this.heads.set(table, {
        ...h,
        table,
        length: log.entries.length,
        pieces: h.pieces + 1,
        used: Date.now(),
      });
      this.writes.push({ table, from: piece.from, count: piece.entries.length });
      return;
    }
    this.set(table, log);
    this.writes.push({ table, from: 0, count: log.entries.length });
  }
  async drop(table: string): Promise<void> {
    this.dropped.push(table);
    this.heads.delete(table);
    this.pieces.delete(table);
  }
  async prune(): Promise<void> {}
}

/** Every request fails (IndexedDB refused, its quota spent). */
const failing: KeptLogStore = {
  read: () => Promise.reject(new Error('QuotaExceededError')),
  keep: () => Promise.reject(new Error('QuotaExceededError')),
  drop: () => Promise.reject(new Error('QuotaExceededError')),
  prune: () => Promise.reject(new Error('QuotaExceededError')),
};

/** Lets the store's answers (promises) and the client's reactions to them run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** The match the page's score sheet shows. */
const shown = (c: OnlineClient) => matchOf(c.state.table?.match ?? null, c.state.log);

/** A seat held at TABLE, and a new page (a reload) at it, with `logs`. */
function reloaded(logs: KeptLogStore | null, storage = new MemoryStorage()): OnlineClient {
  saveSeat(storage, TABLE, { seat: 0, token: TOKEN, name: 'Anna' });
  return new OnlineClient(urlFor, storage, TABLE, async () => 5, logs);
}

afterEach(() => {
  vi.useRealTimers();
});

describe('the page keeps the table’s match log', () => {
  test('each log frame is kept as it comes: the whole log first, then each settlement’s piece added', async () => {
    const logs = new MemoryLogs();
    const client = reloaded(logs);
    const ws = FakeSocket.all[0];
    ws?.open();
    await settle();
    // Nothing kept yet: the resume says no log.
    expect(ws?.sent).toEqual([{ t: 'resume', req: expect.any(Number), table: TABLE, token: TOKEN }]);
    ws?.receive(tableFrame(1, 2));
    ws?.receive(logFrame(1, 0, entries(0, 2)));
    ws?.receive(logFrame(1, 2, entries(2, 3)));
    ws?.receive(tableFrame(1, 3));
    ws?.receive(logFrame(1, 3, entries(3, 4)));
    await settle();
    expect(logs.writes).toEqual([
      { table: TABLE, from: 0, count: 2 },
      { table: TABLE, from: 2, count: 1 },
      { table: TABLE, from: 3, count: 1 },
    ]);
    expect(await logs.read(TABLE)).toEqual({ match: 1, entries: entries(0, 4) });
    // A new match: its log from 0 replaces the kept one.
    ws?.receive(logFrame(2, 0, entries(0, 1)));
    await settle();
    expect(logs.writes.at(-1)).toEqual({ table: TABLE, from: 0, count: 1 });
    expect(await logs.read(TABLE)).toEqual({ match: 2, entries: entries(0, 1) });
    client.close();
  });

  test('a reload resumes with the kept length; the server’s piece joins on, the sheet is whole and the store grows by the piece', async () => {
    const logs = new MemoryLogs();
    logs.set(TABLE, { match: 1, entries: entries(0, 3) });
    const client = reloaded(logs);
    const ws = FakeSocket.all[0];
    ws?.open();
    // The first request waits for the kept log: nothing goes before it.
    expect(ws?.sent).toEqual([]);
    await settle();
    expect(ws?.sent).toEqual([
      { t: 'resume', req: expect.any(Number), table: TABLE, token: TOKEN, log: { match: 1, length: 3 } },
    ]);
    ws?.receive({ t: 'joined', table: TABLE, seat: 0 });
    ws?.receive(tableFrame(1, 5));
    // Before the piece: no sheet (the kept log is not borne out yet).
    expect(shown(client)).toBeNull();
    ws?.receive(logFrame(1, 3, entries(3, 5)));
    expect(shown(client)).toMatchObject({ deals: 5, log: entries(0, 5) });
    await settle();
    expect(logs.writes).toEqual([{ table: TABLE, from: 3, count: 2 }]);
    expect(await logs.read(TABLE)).toEqual({ match: 1, entries: entries(0, 5) });
    // The whole log held: an empty piece, the sheet as it was, nothing more written than the time.
    const again = reloaded(logs);
    const second = FakeSocket.all[1];
    second?.open();
    await settle();
    expect(second?.sent[0]).toMatchObject({ t: 'resume', log: { match: 1, length: 5 } });
    second?.receive(tableFrame(1, 5));
    second?.receive(logFrame(1, 5, []));
    expect(shown(again)?.log).toEqual(entries(0, 5));
    client.close();
    again.close();
  });

  test('a watch and an unanswered join say the kept length too', async () => {
    const logs = new MemoryLogs();
    logs.set(TABLE, { match: 1, entries: entries(0, 2) });
    const watching = new OnlineClient(urlFor, new MemoryStorage(), TABLE, async () => 5, logs);
    FakeSocket.all[0]?.open();
    await settle();
    expect(FakeSocket.all[0]?.sent).toEqual([{ t: 'watch', table: TABLE, log: { match: 1, length: 2 } }]);
    watching.close();

    const storage = new MemoryStorage();
    saveSeat(storage, TABLE, { seat: 1, token: TOKEN, name: 'Bert', joining: true });
    const joining = new OnlineClient(urlFor, storage, TABLE, async () => 5, logs);
    FakeSocket.all[1]?.open();
    await settle();
    expect(FakeSocket.all[1]?.sent).toMatchObject([{ t: 'join', seat: 1, log: { match: 1, length: 2 } }]);
    joining.close();
  });

  test('a kept log of another match, or longer than the server’s: the whole log that answers replaces it', async () => {
    for (const [kept, server] of [
      [
        { match: 1, entries: entries(0, 4) },
        { n: 2, length: 1 },
      ],
      [
        { match: 1, entries: entries(0, 6) },
        { n: 1, length: 4 },
      ],
    ] as const) {
      const logs = new MemoryLogs();
      logs.set(TABLE, kept);
      const client = reloaded(logs);
      const ws = FakeSocket.all.at(-1);
      ws?.open();
      await settle();
      expect(ws?.sent[0]).toMatchObject({ log: { match: kept.match, length: kept.entries.length } });
      ws?.receive(tableFrame(server.n, server.length));
      // The cut kept log is not shown while the answer's piece has not come.
      expect(shown(client)).toBeNull();
      ws?.receive(logFrame(server.n, 0, entries(0, server.length)));
      expect(shown(client)).toMatchObject({ deals: server.length, log: entries(0, server.length) });
      await settle();
      expect(await logs.read(TABLE)).toEqual({ match: server.n, entries: entries(0, server.length) });
      expect(ws?.sent).toHaveLength(1);
      client.close();
    }
  });

  test('a kept log that does not fit the server’s match is dropped, and the whole log asked for', async () => {
    // The last entry's totals not the table's (nothing settled since: an empty piece), and an
    // entry not of an entry's shape (a deal settled since: the piece has it). An entry altered in
    // the middle of the log, keeping its shape, cannot be told: the server says no more of it.
    const cases = [
      { kept: [...entries(0, 2), { ...entry(3), totals: [999, 0, 0] }], length: 3 },
      { kept: [...entries(0, 2), { deal: 3 } as unknown as MatchEntry], length: 4 },
    ];
    for (const { kept, length } of cases) {
      const logs = new MemoryLogs();
      logs.set(TABLE, { match: 1, entries: kept });
      const client = reloaded(logs);
      const ws = FakeSocket.all.at(-1);
      ws?.open();
      await settle();
      expect(ws?.sent[0]).toMatchObject({ t: 'resume', log: { match: 1, length: 3 } });
      ws?.receive(tableFrame(1, length));
      ws?.receive(logFrame(1, 3, entries(3, length)));
      // Not shown; dropped; asked again without a log.
      expect(shown(client)).toBeNull();
      await settle();
      expect(logs.dropped).toEqual([TABLE]);
      expect(ws?.sent[1]).toEqual({ t: 'resume', req: expect.any(Number), table: TABLE, token: TOKEN });
      ws?.receive(tableFrame(1, length));
      ws?.receive(logFrame(1, 0, entries(0, length)));
      expect(shown(client)?.log).toEqual(entries(0, length));
      await settle();
      expect(await logs.read(TABLE)).toEqual({ match: 1, entries: entries(0, length) });
      client.close();
    }
    // A piece after the end of what was kept (the server's log changed under it): a gap, dropped.
    const logs = new MemoryLogs();
    logs.set(TABLE, { match: 1, entries: entries(0, 2) });
    const client = reloaded(logs);
    const ws = FakeSocket.all.at(-1);
    ws?.open();
    await settle();
    ws?.receive(tableFrame(1, 5));
    ws?.receive(logFrame(1, 4, entries(4, 5)));
    await settle();
    expect(logs.dropped).toEqual([TABLE]);
    expect(ws?.sent.map((m) => m['log'] ?? null)).toEqual([{ match: 1, length: 2 }, null]);
    client.close();
  });

  test('a damaged store (pieces with a gap, of another match, a head not of its shape) reads as nothing kept', () => {
    const piece = (from: number, n: number, match = 1) => ({
      table: TABLE,
      from,
      match,
      entries: entries(from, n),
    });
    const head = (length: number, match = 1) => ({ table: TABLE, match, length, pieces: 2, used: 1 });
    expect(assemble(head(3), [piece(0, 2), piece(2, 3)], TABLE)).toEqual({
      match: 1,
      entries: entries(0, 3),
    });
    expect(assemble(head(3), [piece(0, 1), piece(2, 3)], TABLE)).toMatch(/from 2 after 1/);
    expect(assemble(head(3), [piece(0, 2), piece(2, 3, 2)], TABLE)).toMatch(/another match/);
    expect(assemble(head(4), [piece(0, 2), piece(2, 3)], TABLE)).toMatch(/3 entries, not 4/);
    expect(assemble({ table: TABLE, match: 0 }, [], TABLE)).toMatch(/head/);
    expect(assemble(head(1), [{ ...piece(0, 1), entries: [7] }], TABLE)).toMatch(/without entries/);
  });

  test('fitsTable: the table’s match number, length, entries’ shape, and its deals, totals and pot', () => {
    const m = tableMatch(1, 3);
    expect(fitsTable({ match: 1, entries: entries(0, 3) }, m)).toBe(true);
    // A settlement's piece may come before its table frame: longer is cut to the frame's length.
    expect(fitsTable({ match: 1, entries: entries(0, 4) }, m)).toBe(true);
    expect(fitsTable({ match: 2, entries: entries(0, 3) }, m)).toBe(false);
    expect(fitsTable({ match: 1, entries: entries(0, 2) }, m)).toBe(false);
    expect(fitsTable({ match: 1, entries: [...entries(0, 2), { ...entry(3), pot: 5 }] }, m)).toBe(false);
    expect(fitsTable({ match: 1, entries: [...entries(0, 2), { ...entry(3), deltas: [1] }] }, m)).toBe(false);
    expect(fitsTable({ match: 1, entries: [] }, tableMatch(1, 0))).toBe(true);
  });

  test('the bound: tables without a seat or key here, not written for two weeks, and past the newest twenty are forgotten', () => {
    const now = 1_000_000_000_000;
    const head = (table: string, used: number) => ({ table, match: 1, length: 1, pieces: 1, used });
    const tables = Array.from(
      { length: KEPT_LOG_TABLES + 2 },
      (_, i) => `table-${String(i).padStart(12, '0')}`,
    );
    const heads = tables.map((t, i) => head(t, now - i * 1000));
    const held = new Set(tables);
    expect(toForget(heads, held, now - KEPT_LOG_MS)).toEqual(tables.slice(KEPT_LOG_TABLES));
    expect(toForget([head(TABLE, now)], new Set([OTHER]), now - KEPT_LOG_MS)).toEqual([TABLE]);
    expect(toForget([head(TABLE, now - KEPT_LOG_MS - 1)], new Set([TABLE]), now - KEPT_LOG_MS)).toEqual([
      TABLE,
    ]);
    expect(toForget([{ table: TABLE, match: 'x' }], new Set([TABLE]), 0)).toEqual([TABLE]);
  });
});

describe('a store that cannot keep never stops play', () => {
  test('every request refused (blocked, quota): the resume says no log, the whole log is shown', async () => {
    const client = reloaded(failing);
    const ws = FakeSocket.all[0];
    ws?.open();
    await settle();
    expect(ws?.sent).toEqual([{ t: 'resume', req: expect.any(Number), table: TABLE, token: TOKEN }]);
    ws?.receive(tableFrame(1, 2));
    ws?.receive(logFrame(1, 0, entries(0, 2)));
    ws?.receive(logFrame(1, 2, entries(2, 3)));
    ws?.receive(tableFrame(1, 3));
    await settle();
    expect(shown(client)?.log).toEqual(entries(0, 3));
    client.close();
  });

  test('a store that never answers is waited for KEPT_LOG_READ_MS, then the page asks without a log', async () => {
    vi.useFakeTimers();
    const never: KeptLogStore = { ...failing, read: () => new Promise(() => {}), prune: async () => {} };
    const client = reloaded(never);
    const ws = FakeSocket.all[0];
    ws?.open();
    // A move or line said meanwhile waits behind the resume.
    client.say('hallo');
    await vi.advanceTimersByTimeAsync(KEPT_LOG_READ_MS - 10);
    expect(ws?.sent).toEqual([]);
    await vi.advanceTimersByTimeAsync(20);
    expect(ws?.sent.map((m) => m['t'])).toEqual(['resume', 'say']);
    expect(ws?.sent[0]).not.toHaveProperty('log');
    client.close();
  });

  test('the IndexedDB store without IndexedDB (as in Node), or one whose opening throws: nothing kept, nothing thrown', async () => {
    expect(await idbKeptLogs.read(TABLE)).toBeNull();
    await expect(
      idbKeptLogs.keep(TABLE, { match: 1, entries: [] }, { match: 1, from: 0, entries: [] }),
    ).resolves.toBe(undefined);
    const real = Object.getOwnPropertyDescriptor(globalThis, 'indexedDB');
    Object.defineProperty(globalThis, 'indexedDB', {
      configurable: true,
      value: {
        open() {
          throw new DOMException('The operation is insecure.', 'SecurityError');
        },
      },
    });
    try {
      expect(await idbKeptLogs.read(TABLE)).toBeNull();
      const client = reloaded(idbKeptLogs);
      const ws = FakeSocket.all[0];
      ws?.open();
      await settle();
      await settle();
      expect(ws?.sent).toEqual([{ t: 'resume', req: expect.any(Number), table: TABLE, token: TOKEN }]);
      ws?.receive(tableFrame(1, 1));
      ws?.receive(logFrame(1, 0, entries(0, 1)));
      await settle();
      expect(shown(client)?.log).toEqual(entries(0, 1));
      client.close();
    } finally {
      if (real) Object.defineProperty(globalThis, 'indexedDB', real);
      else Reflect.deleteProperty(globalThis, 'indexedDB');
    }
  });
});
