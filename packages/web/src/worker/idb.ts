/**
 * An IndexedDB database, for the kept match (`idbStore.ts`) and the offline history
 * (`idbHistory.ts`), opened from the worker, and for the online tables' logs
 * (`online/idbKeptLogs.ts`), opened from the page: opened once and kept open (a failed opening is tried again
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

/**
 * Runs `work` in a request's success handler (or an upgrade's) of `tx`: a write it makes that
 * throws (a value IndexedDB cannot store, a quota spent, a transaction or database gone) aborts
 * the transaction, so that the request is answered with the store's refusal (an error value, or
 * the opening's failure) instead of the error escaping as uncaught.
 */
export function guarded(tx: IDBTransaction, work: () => void): void {
  try {
    work();
  } catch {
    try {
      tx.abort();
    } catch {
      // Aborted or finished already: nothing more of it is written.
    }
  }
}

/**
 * How a database is brought to its version: run in the opening's upgrade transaction (`tx`) when
 * the database is new (`from` 0) or older (`from` its version).
 */
export type Upgrade = (db: IDBDatabase, tx: IDBTransaction, from: number) => void;

/**
 * The database `name` at `version`, its stores made by `upgrade` when it is new or older. A newer
 * version opened in another tab closes this connection (else that tab's upgrade would wait for
 * this one); the next request opens the database again.
 */
export function idbDatabase(name: string, version: number, upgrade: Upgrade): IdbDatabase {
  let database: Promise<Result<IDBDatabase>> | null = null;
  const opened = (): Promise<Result<IDBDatabase>> => {
    database ??= open(name, version, upgrade).then((r) => {
      if (!r.ok) database = null;
      else
        r.value.onversionchange = () => {
          r.value.close();
          database = null;
        };
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

function open(name: string, version: number, upgrade: Upgrade): Promise<Result<IDBDatabase>> {
  return new Promise((resolve) => {
    if (typeof indexedDB === 'undefined') {
      resolve(err('this browser has no IndexedDB'));
      return;
    }
    let req: IDBOpenDBRequest;
    try {
      req = indexedDB.open(name, version);
    } catch (e) {
      // A browser refusing the site's storage may throw here rather than fail the request.
      resolve(err(`IndexedDB refused to open: ${e instanceof Error ? e.message : String(e)}`));
      return;
    }
    req.onupgradeneeded = (e) => {
      // The opening's transaction is there while it upgrades.
      if (req.transaction) upgrade(req.result, req.transaction, e.oldVersion);
    };
    req.onsuccess = () => resolve(ok(req.result));
    req.onerror = () => resolve(err(`IndexedDB refused to open: ${req.error?.message ?? 'unknown error'}`));
    req.onblocked = () => resolve(err('IndexedDB is blocked by another tab'));
  });
}
