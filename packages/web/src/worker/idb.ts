/**
 * An IndexedDB database opened from the worker, for the kept match (`idbStore.ts`) and the
 * offline history (`idbHistory.ts`): opened once and kept open (a failed opening is tried again
 * next time), each request one transaction answered once it is done (written for good). A browser
 * without IndexedDB, or one refusing it (as some private modes do), answers every request with an
 * error value.
 */
import { type Result, err, ok } from '@tarock/engine';

export interface IdbDatabase {
  /**
   * Runs `work` in one transaction over `stores` (in that order); its answer is read once the
   * transaction is complete.
   */
  transact<T>(
    stores: readonly string[],
    mode: IDBTransactionMode,
    work: (stores: readonly IDBObjectStore[]) => () => T,
  ): Promise<Result<T>>;
}

/** The database `name` at `version`, its stores made by `upgrade` when it is new or older. */
export function idbDatabase(name: string, version: number, upgrade: (db: IDBDatabase) => void): IdbDatabase {
  let database: Promise<Result<IDBDatabase>> | null = null;
  const opened = (): Promise<Result<IDBDatabase>> => {
    database ??= open(name, version, upgrade).then((r) => {
      if (!r.ok) database = null;
      return r;
    });
    return database;
  };
  return {
    transact: (stores, mode, work) =>
      opened().then(
        (db) =>
          new Promise((resolve) => {
            if (!db.ok) {
              resolve(db);
              return;
            }
            try {
              const tx = db.value.transaction([...stores], mode);
              const answer = work(stores.map((s) => tx.objectStore(s)));
              tx.oncomplete = () => resolve(ok(answer()));
              tx.onerror = tx.onabort = () =>
                resolve(err(`IndexedDB: ${tx.error?.message ?? 'the request failed'}`));
            } catch (e) {
              resolve(err(`IndexedDB: ${e instanceof Error ? e.message : String(e)}`));
            }
          }),
      ),
  };
}

function open(
  name: string,
  version: number,
  upgrade: (db: IDBDatabase) => void,
): Promise<Result<IDBDatabase>> {
  return new Promise((resolve) => {
    if (typeof indexedDB === 'undefined') {
      resolve(err('this browser has no IndexedDB'));
      return;
    }
    const req = indexedDB.open(name, version);
    req.onupgradeneeded = () => upgrade(req.result);
    req.onsuccess = () => resolve(ok(req.result));
    req.onerror = () => resolve(err(`IndexedDB refused to open: ${req.error?.message ?? 'unknown error'}`));
    req.onblocked = () => resolve(err('IndexedDB is blocked by another tab'));
  });
}
