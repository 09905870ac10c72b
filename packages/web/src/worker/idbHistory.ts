/**
 * The offline history in the browser: an IndexedDB database of its own beside the kept match
 * (`tarock-history`, version 1), with a store of match entries (key: the match's id) and one of
 * records (key: [match id, deal number]). Opened from the worker; a browser without IndexedDB (or
 * refusing it) answers each request with an error value, and the history screen says so.
 */
import { type Result, err, ok } from '@tarock/engine';
import type { HistoryBackend } from './history';

const DB = 'tarock-history';
const MATCHES = 'matches';
const RECORDS = 'records';

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
      const db = req.result;
      if (!db.objectStoreNames.contains(MATCHES)) db.createObjectStore(MATCHES, { keyPath: 'id' });
      if (!db.objectStoreNames.contains(RECORDS))
        db.createObjectStore(RECORDS, { keyPath: ['match', 'deal'] });
    };
    req.onsuccess = () => resolve(ok(req.result));
    req.onerror = () => resolve(err(`IndexedDB refused to open: ${req.error?.message ?? 'unknown error'}`));
    req.onblocked = () => resolve(err('IndexedDB is blocked by another tab'));
  });
}

/** One transaction over both stores, answered once it is done (written for good). */
function run<T>(
  mode: IDBTransactionMode,
  work: (matches: IDBObjectStore, records: IDBObjectStore) => () => T,
): Promise<Result<T>> {
  return opened().then(
    (db) =>
      new Promise<Result<T>>((resolve) => {
        if (!db.ok) {
          resolve(db);
          return;
        }
        try {
          const tx = db.value.transaction([MATCHES, RECORDS], mode);
          const answer = work(tx.objectStore(MATCHES), tx.objectStore(RECORDS));
          tx.oncomplete = () => resolve(ok(answer()));
          tx.onerror = tx.onabort = () =>
            resolve(err(`IndexedDB: ${tx.error?.message ?? 'the request failed'}`));
        } catch (e) {
          resolve(err(`IndexedDB: ${e instanceof Error ? e.message : String(e)}`));
        }
      }),
  );
}

/** Every record of a match: keys [id, any deal number]. */
const ofMatch = (id: string): IDBKeyRange => IDBKeyRange.bound([id, -Infinity], [id, Infinity]);

export const idbHistory: HistoryBackend = {
  put: (match, record) =>
    run('readwrite', (m, r) => {
      m.put(match);
      r.put(record);
      return () => undefined;
    }),
  matches: () =>
    run('readonly', (m) => {
      const req = m.getAll();
      return () => req.result as unknown[]; // IndexedDB's getAll answers a list of what was stored
    }),
  record: (match, deal) =>
    run('readonly', (_, r) => {
      const req = r.get([match, deal]);
      return () => req.result as unknown;
    }),
  remove: (ids) =>
    run('readwrite', (m, r) => {
      for (const id of ids) {
        m.delete(id);
        r.delete(ofMatch(id));
      }
      return () => undefined;
    }),
  clear: () =>
    run('readwrite', (m, r) => {
      m.clear();
      r.clear();
      return () => undefined;
    }),
};
