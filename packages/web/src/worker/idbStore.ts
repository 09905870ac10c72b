/**
 * The match store in the browser: one record under one key in an IndexedDB database, opened from
 * the worker. A browser without IndexedDB (or one refusing it, as some private modes do) answers
 * each request with an error value; the table plays on, only unsaved.
 */
import { type Result, err, ok } from '@tarock/engine';
import type { MatchStore } from './store';

const DB = 'tarock';
const STORE = 'match';
const KEY = 'current';

/** The database, opened once and kept open (a failed opening is tried again next time). */
let database: Promise<Result<IDBDatabase>> | null = null;
function opened(): Promise<Result<IDBDatabase>> {
  database ??= open().then((r) => {
    if (!r.ok) database = null;
    return r;
  });
  return database;
}

function open(): Promise<Result<IDBDatabase>> {
  return new Promise((resolve) => {
    if (typeof indexedDB === 'undefined') {
      resolve(err('this browser has no IndexedDB'));
      return;
    }
    const req = indexedDB.open(DB, 1);
    req.onupgradeneeded = () => {
      if (!req.result.objectStoreNames.contains(STORE)) req.result.createObjectStore(STORE);
    };
    req.onsuccess = () => resolve(ok(req.result));
    req.onerror = () => resolve(err(`IndexedDB refused to open: ${req.error?.message ?? 'unknown error'}`));
    req.onblocked = () => resolve(err('IndexedDB is blocked by another tab'));
  });
}

/** One request in its own transaction, answered once the transaction is done (written for good). */
function run<T>(mode: IDBTransactionMode, ask: (s: IDBObjectStore) => IDBRequest): Promise<Result<T>> {
  return opened().then(
    (db) =>
      new Promise<Result<T>>((resolve) => {
        if (!db.ok) {
          resolve(db);
          return;
        }
        try {
          const tx = db.value.transaction(STORE, mode);
          const req = ask(tx.objectStore(STORE));
          tx.oncomplete = () => resolve(ok(req.result as T));
          tx.onerror = tx.onabort = () =>
            resolve(err(`IndexedDB: ${tx.error?.message ?? 'the request failed'}`));
        } catch (e) {
          resolve(err(`IndexedDB: ${e instanceof Error ? e.message : String(e)}`));
        }
      }),
  );
}

export const idbStore: MatchStore = {
  get: () => run<unknown>('readonly', (s) => s.get(KEY)),
  put: (snapshot) =>
    run<void>('readwrite', (s) => s.put(snapshot, KEY)).then((r) => (r.ok ? ok(undefined) : r)),
  clear: () => run<void>('readwrite', (s) => s.delete(KEY)).then((r) => (r.ok ? ok(undefined) : r)),
};
