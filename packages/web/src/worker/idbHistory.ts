/**
 * The offline history in the browser: an IndexedDB database of its own beside the kept match
 * (`tarock-history`, version 1; `idb.ts`), with a store of match entries (key: the match's id)
 * and one of records (key: [match id, deal number]). Opened from the worker; a browser without
 * IndexedDB (or refusing it) answers each request with an error value, and the history screen
 * says so.
 */
import type { Result } from '@tarock/engine';
import { idbDatabase } from './idb';
import type { HistoryBackend } from './history';

const MATCHES = 'matches';
const RECORDS = 'records';

const db = idbDatabase('tarock-history', 1, (d) => {
  if (!d.objectStoreNames.contains(MATCHES)) d.createObjectStore(MATCHES, { keyPath: 'id' });
  if (!d.objectStoreNames.contains(RECORDS)) d.createObjectStore(RECORDS, { keyPath: ['match', 'deal'] });
});

/** One transaction over both stores, answered once it is done (written for good). */
function run<T>(
  mode: IDBTransactionMode,
  work: (matches: IDBObjectStore, records: IDBObjectStore) => () => T,
): Promise<Result<T>> {
  // The two stores asked for, in that order.
  return db.transact([MATCHES, RECORDS], mode, ([m, r]) => work(m as IDBObjectStore, r as IDBObjectStore));
}

/** Every record of a match: keys [id, any deal number]. */
const ofMatch = (id: string): IDBKeyRange => IDBKeyRange.bound([id, -Infinity], [id, Infinity]);

export const idbHistory: HistoryBackend = {
  put: (match, records) =>
    run('readwrite', (m, r) => {
      m.put(match);
      for (const record of records) r.put(record);
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
  matchRecords: (match) =>
    run('readonly', (_, r) => {
      const req = r.getAll(ofMatch(match));
      return () => req.result as unknown[]; // IndexedDB's getAll answers a list of what was stored
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
