/**
 * The match store in the browser: one record under one key in an IndexedDB database (`idb.ts`),
 * opened from the worker. A browser without IndexedDB (or one refusing it, as some private modes
 * do) answers each request with an error value; the table plays on, only unsaved.
 */
import { type Result, ok } from '@tarock/engine';
import { idbDatabase } from './idb';
import type { MatchStore } from './store';

const STORE = 'match';
const KEY = 'current';

const db = idbDatabase('tarock', 1, (d) => {
  if (!d.objectStoreNames.contains(STORE)) d.createObjectStore(STORE);
});

/** One request on the store, answered once its transaction is done. */
function run<T>(mode: IDBTransactionMode, ask: (s: IDBObjectStore) => IDBRequest): Promise<Result<T>> {
  return db.transact([STORE], mode, ([s]) => {
    const req = ask(s as IDBObjectStore); // the one store asked for
    return () => req.result as T;
  });
}

export const idbStore: MatchStore = {
  get: () => run<unknown>('readonly', (s) => s.get(KEY)),
  put: (snapshot) =>
    run<void>('readwrite', (s) => s.put(snapshot, KEY)).then((r) => (r.ok ? ok(undefined) : r)),
  clear: () => run<void>('readwrite', (s) => s.delete(KEY)).then((r) => (r.ok ? ok(undefined) : r)),
};
