/**
 * The online tables' match logs over IndexedDB (`idbKeptLogs.ts`), on an IndexedDB in memory
 * (`worker/fakeIndexedDb.test-helper.ts`): the store keeps its bound on the logs' number and age
 * (the 20 written last, none 14 days old) while a page stays open. It was pruned only when a page
 * was loaded: a page left open for days, going from
 * table to table, grew the store past the bound. Now the write of a table's log not kept yet (the
 * one moment their number grows) prunes it to the 20 written last, none 14 days old, in the same
 * transaction; a piece added to a log kept does not read the heads.
 */
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { useFakeIndexedDb } from '../worker/fakeIndexedDb.test-helper';
import { OnlineClient, socketUrl } from './client';
import { FakeSocket, useFakeSockets } from './fakeSocket.test-helper';
import { KEPT_LOG_MS, KEPT_LOG_TABLES } from './keptLog';
import { entry } from './matchEntries.test-helper';
import { MemoryStorage } from './memoryStorage.test-helper';
import { saveSeat } from './seats';

const idb = useFakeIndexedDb();
useFakeSockets();

beforeEach(() => {
  vi.resetModules();
});

/** The store, its database opened afresh on this test's IndexedDB. */
const store = async () => (await import('./idbKeptLogs')).idbKeptLogs;

const DB = 'tarock-online';
const NEW = 'NewTableNewTable';
/** Table ids of the heads set up: `Table00000000000` … */
const id = (i: number) => `Table${String(i).padStart(11, '0')}`;

/**
 * The heads and pieces of `tables` (the first written last, a minute ago), each log one entry of
 * match 1; `stale` last written 14 days and a minute ago.
 */
function seed(tables: readonly string[], now: number, stale: readonly string[] = []): void {
  const head = (table: string, used: number) => ({ table, match: 1, length: 1, pieces: 1, used });
  idb.current.seed(DB, 1, {
    heads: {
      keyPath: 'table',
      values: [
        ...tables.map((table, i) => head(table, now - (i + 1) * 60_000)),
        ...stale.map((table) => head(table, now - KEPT_LOG_MS - 60_000)),
      ],
    },
    pieces: {
      keyPath: ['table', 'from'],
      values: [...tables, ...stale].map((table) => ({ table, from: 0, match: 1, entries: [entry(1)] })),
    },
  });
}

const headsKept = () =>
  idb.current
    .values(DB, 'heads')
    .map((h) => (h as { table: string }).table)
    .sort();
const piecesKept = () =>
  [...new Set(idb.current.values(DB, 'pieces').map((p) => (p as { table: string }).table))].sort();

describe('the kept logs keep their bound while the page stays open', () => {
  test('the log of a table not kept yet is written and the store pruned: the 20 written last, none 14 days old', async () => {
    const now = Date.now();
    // Kept: 21 tables (the first written last), one not written for 14 days.
    const tables = Array.from({ length: KEPT_LOG_TABLES + 1 }, (_, i) => id(i));
    const stale = id(90);
    seed(tables, now, [stale]);
    const logs = await store();
    await logs.keep(NEW, { match: 1, entries: [entry(1)] }, { match: 1, from: 0, entries: [entry(1)] });
    expect(idb.current.uncaught).toEqual([]);
    // The new one and the 19 written last before it; their pieces with them.
    const staying = [...tables.slice(0, KEPT_LOG_TABLES - 1), NEW].sort();
    expect(headsKept()).toEqual(staying);
    expect(piecesKept()).toEqual(staying);

    // A piece added to a log kept: nothing pruned (the heads are not read), the piece added.
    seed(tables, now, [stale]);
    await logs.keep(
      id(0),
      { match: 1, entries: [entry(1), entry(2)] },
      { match: 1, from: 1, entries: [entry(2)] },
    );
    expect(headsKept()).toEqual([...tables, stale].sort());
    const first = idb.current.values(DB, 'heads').find((h) => (h as { table: string }).table === id(0));
    expect(first).toMatchObject({ length: 2, pieces: 2 });
  });

  test('a page at a table not kept yet (the store at its bound at the load): its first log frame prunes the store to the bound', async () => {
    const now = Date.now();
    const storage = new MemoryStorage();
    const seats = Array.from({ length: KEPT_LOG_TABLES }, (_, i) => id(i));
    for (const t of seats) saveSeat(storage, t, { seat: 0, token: 't'.repeat(43), name: 'Anna' });
    seed(seats, now);
    const logs = await store();
    const urlFor = (table: string | null) =>
      socketUrl({ protocol: 'https:', host: 'x.example' } as Location, table);
    const client = new OnlineClient(urlFor, storage, NEW, async () => 5, logs);
    const ws = FakeSocket.all[0];
    ws?.open();
    await vi.waitFor(() => expect(ws?.sent.map((m) => m['t'])).toEqual(['watch']));
    // Pruned at the page's load: the 20 seats' logs stay.
    expect(headsKept()).toEqual([...seats].sort());
    ws?.receive({ t: 'table', table: { id: NEW, seats: [], status: 'playing', deals: 0, match: null } });
    ws?.receive({ t: 'log', table: NEW, match: 1, from: 0, entries: [entry(1)] });
    await vi.waitFor(() => expect(headsKept()).toContain(NEW));
    expect(headsKept()).toHaveLength(KEPT_LOG_TABLES);
    expect(headsKept()).toEqual([...seats.slice(0, KEPT_LOG_TABLES - 1), NEW].sort());
    expect(idb.current.uncaught).toEqual([]);
    client.close();
  });
});
