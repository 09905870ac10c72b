/**
 * The match store in the browser: the IndexedDB database `tarock` (`idb.ts`), version 2, with one
 * store `matches` of kept matches (key: the match's id), opened from the worker. Version 1 kept one
 * match under the key `current` of the store `match`: the upgrade carries it into `matches`
 * (`keptFromOld`) and deletes the old store, in the one upgrade transaction. Each write reads the
 * entry first, in the same transaction, so that a match another tab has continued is not written
 * over, nor a match discarded since written back (`writeVerdict`). A write in a success handler
 * that throws (a value IndexedDB cannot store, a quota spent, a database closed) aborts its
 * transaction (`guarded`): the request is answered with an error value, as every other failure
 * is, and nothing escapes as an uncaught error (before, it reached the worker's `onerror`). A
 * browser without IndexedDB (or one refusing it, as some private modes do) answers each request
 * with an error value; the table plays on, only unsaved.
 */
import { type Result, ok } from '@tarock/engine';
import { guarded, idbDatabase } from './idb';
import { newIdentity } from './session';
import {
  type KeptEntry,
  type MatchStore,
  type Written,
  keptFromOld,
  owedDeal,
  ownerOf,
  writeVerdict,
} from './store';

const MATCHES = 'matches';
/** Version 1's store and key: the one match kept. */
const OLD_STORE = 'match';
const OLD_KEY = 'current';

const db = idbDatabase('tarock', 2, (d, tx, from) => {
  if (!d.objectStoreNames.contains(MATCHES)) d.createObjectStore(MATCHES, { keyPath: 'id' });
  if (from >= 2 || !d.objectStoreNames.contains(OLD_STORE)) return;
  const old = tx.objectStore(OLD_STORE).get(OLD_KEY);
  old.onsuccess = () =>
    guarded(tx, () => {
      const entry = keptFromOld(old.result, newIdentity(), Date.now());
      if (entry) tx.objectStore(MATCHES).put(entry);
      d.deleteObjectStore(OLD_STORE);
    });
});

/** One transaction over the store, answered once it is done (written for good). */
function run<T>(mode: IDBTransactionMode, work: (s: IDBObjectStore) => () => T): Promise<Result<T>> {
  return db.transact([MATCHES], mode, ([s]) => work(s as IDBObjectStore)); // the one store asked for
}

export const idbStore: MatchStore = {
  all: () =>
    run('readonly', (s) => {
      const req = s.getAll();
      // What was stored, as it was: an entry not of this shape is dropped by the host as damaged.
      return () => (req.result as unknown[]).map(asEntry);
    }),
  put: (entry, mode) =>
    run('readwrite', (s) => {
      let written: Written = 'elsewhere';
      const stored = s.get(entry.id);
      stored.onsuccess = () =>
        guarded(s.transaction, () => {
          written = writeVerdict(stored.result, entry, mode);
          if (written === 'kept') s.put(entry);
        });
      return () => written;
    }),
  settle: (id, deal) =>
    run('readwrite', (s) => {
      const stored = s.get(id);
      stored.onsuccess = () =>
        guarded(s.transaction, () => {
          const e = stored.result as Record<string, unknown> | undefined;
          if (!e || owedDeal(e['owed']) !== deal) return;
          const { owed: _, ...rest } = e;
          s.put(rest);
        });
      return () => undefined;
    }),
  owner: (id) =>
    run('readonly', (s) => {
      const req = s.get(id);
      return () => ownerOf(req.result);
    }),
  remove: (id) =>
    run('readwrite', (s) => {
      s.delete(id);
      return () => undefined;
    }).then((r) => (r.ok ? ok(undefined) : r)),
};

/** An entry read back: its fields where they are of their kind (the snapshot is checked later). */
function asEntry(x: unknown): KeptEntry {
  const e = (typeof x === 'object' && x !== null ? x : {}) as Partial<Record<keyof KeptEntry, unknown>>;
  return {
    id: typeof e.id === 'string' ? e.id : '',
    used: typeof e.used === 'number' ? e.used : 0,
    owner: typeof e.owner === 'string' ? e.owner : '',
    snapshot: e.snapshot,
    ...(e.owed !== undefined ? { owed: e.owed } : {}),
  };
}
