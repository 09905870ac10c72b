/**
 * The online tables' match logs in the browser (`keptLog.ts`): an IndexedDB database of their own
 * (`tarock-online`, version 1; opened by `worker/idb.ts`, here from the page), with a store of
 * heads (key: the table id) and one of pieces (key: [table id, index of the piece's first entry]).
 * A settlement adds one piece and rewrites the head, in one transaction; the whole log is written
 * (as one piece) when it was replaced (a new match, a log that did not fit), when the kept log does
 * not end where the piece starts (another tab wrote, a write was lost), or after
 * `KEPT_LOG_PIECES` pieces. The log of a table not kept yet is written with the store pruned to
 * its number and age in the same transaction (`prunedAfter`), so that a page left open does not
 * grow the store past its bound. A browser without IndexedDB, or refusing it, or one whose quota
 * is spent answers each request as if nothing were kept: the page asks for the whole log.
 */
import { guarded, idbDatabase } from '../worker/idb';
import {
  KEPT_LOG_MS,
  KEPT_LOG_PIECES,
  type KeptHead,
  type KeptLogStore,
  type KeptPiece,
  assemble,
  readHead,
  toForget,
} from './keptLog';

const HEADS = 'heads';
const PIECES = 'pieces';

const db = idbDatabase('tarock-online', 1, (d) => {
  if (!d.objectStoreNames.contains(HEADS)) d.createObjectStore(HEADS, { keyPath: 'table' });
  if (!d.objectStoreNames.contains(PIECES)) d.createObjectStore(PIECES, { keyPath: ['table', 'from'] });
});

/** Every piece of a table: keys [table, any index]. */
const ofTable = (table: string): IDBKeyRange => IDBKeyRange.bound([table, -Infinity], [table, Infinity]);

/** One transaction over both stores; its answer once it is done, or `otherwise` when it failed. */
async function run<T>(
  mode: IDBTransactionMode,
  otherwise: T,
  work: (heads: IDBObjectStore, pieces: IDBObjectStore) => () => T,
): Promise<T> {
  try {
    // The two stores asked for, in that order.
    const r = await db.transact([HEADS, PIECES], mode, ([h, p]) =>
      work(h as IDBObjectStore, p as IDBObjectStore),
    );
    return r.ok ? r.value : otherwise;
  } catch {
    return otherwise;
  }
}

/** Forgets a table's head and pieces within a transaction. */
function forget(heads: IDBObjectStore, pieces: IDBObjectStore, table: string): void {
  heads.delete(table);
  pieces.delete(ofTable(table));
}

/**
 * After the requests made so far in the transaction (the write of a table's log not kept yet),
 * forgets the logs not written for `KEPT_LOG_MS` and those past the `KEPT_LOG_TABLES` written last:
 * the bound on their number and age, kept while the page stays open. Which tables may stay at all
 * (those with a seat or host key here) is left to the page's load (`prune`): a table watched in
 * another tab of this browser is not known here, and forgetting its log would have that tab
 * write it whole again. One read of the heads, only when a table's log is new.
 */
function prunedAfter(heads: IDBObjectStore, pieces: IDBObjectStore): void {
  const all = heads.getAll();
  all.onsuccess = () =>
    guarded(heads.transaction, () => {
      const found = all.result as unknown[];
      const tables = new Set(
        found.map((h) => (h as { table?: unknown }).table).filter((t): t is string => typeof t === 'string'),
      );
      for (const t of toForget(found, tables, Date.now() - KEPT_LOG_MS)) forget(heads, pieces, t);
    });
}

export const idbKeptLogs: KeptLogStore = {
  async read(table) {
    const found = await run('readonly', null, (heads, pieces) => {
      const head = heads.get(table);
      const all = pieces.getAll(ofTable(table));
      return () => ({ head: head.result as unknown, pieces: all.result as unknown[] });
    });
    if (found === null || found.head === undefined) return null;
    const log = assemble(found.head, found.pieces, table);
    if (typeof log !== 'string') return log;
    // Damaged: forgotten, and the page asks for the whole log.
    await run('readwrite', undefined, (heads, pieces) => {
      forget(heads, pieces, table);
      return () => undefined;
    });
    return null;
  },
  keep: (table, log, piece) =>
    run('readwrite', undefined, (heads, pieces) => {
      const stored = heads.get(table);
      stored.onsuccess = () =>
        guarded(heads.transaction, () => {
          const h = readHead(stored.result, table);
          const used = Date.now();
          const sameMatch = h !== null && h.match === log.match;
          if (sameMatch && h.length === log.entries.length) {
            // Written already (another tab at the table), or an empty piece: only the time of use.
            heads.put({ ...h, used } satisfies KeptHead);
            return;
          }
          if (sameMatch && piece.from > 0 && h.length === piece.from && h.pieces < KEPT_LOG_PIECES) {
            const added: KeptPiece = { table, from: piece.from, match: log.match, entries: piece.entries };
            pieces.put(added);
            heads.put({ ...h, length: log.entries.length, pieces: h.pieces + 1, used } satisfies KeptHead);
            return;
          }
          forget(heads, pieces, table);
          const whole: KeptPiece = { table, from: 0, match: log.match, entries: log.entries };
          if (log.entries.length > 0) pieces.put(whole);
          const head: KeptHead = {
            table,
            match: log.match,
            length: log.entries.length,
            pieces: log.entries.length > 0 ? 1 : 0,
            used,
          };
          heads.put(head);
          // A table not kept yet: the number of logs grows, and the store is pruned after the write.
          if (stored.result === undefined) prunedAfter(heads, pieces);
        });
      return () => undefined;
    }),
  drop: (table) =>
    run('readwrite', undefined, (heads, pieces) => {
      forget(heads, pieces, table);
      return () => undefined;
    }),
  prune: (tables, before) =>
    run('readwrite', undefined, (heads, pieces) => {
      const all = heads.getAll();
      all.onsuccess = () =>
        guarded(heads.transaction, () => {
          for (const table of toForget(all.result as unknown[], tables, before)) forget(heads, pieces, table);
        });
      return () => undefined;
    }),
};
