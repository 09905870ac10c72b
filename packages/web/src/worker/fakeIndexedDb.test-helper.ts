/**
 * A small IndexedDB in memory for unit tests of the stores over it (`idbStore.ts`,
 * `online/idbKeptLogs.ts`), with the browser's rules where those stores meet them: requests
 * answered in order, each in a task of its own; a transaction writes for good only once it
 * completes (an abort writes nothing); a value is stored as a structured clone (a function in it
 * throws `DataCloneError` at `put`); a write outside a success handler of a live transaction
 * throws. As in a browser, an error thrown by a success or upgrade handler aborts the transaction
 * and is reported as uncaught: here it is kept in `uncaught` instead, for the test to look at.
 * `refuse` makes every `put` throw (a quota spent, a database closed under the page).
 */
import { afterEach, beforeEach } from 'vitest';

type Key = number | string | Key[];
type Value = unknown;

const rank = (k: Key): number => (typeof k === 'number' ? 1 : typeof k === 'string' ? 2 : 3);

/** IndexedDB's order of keys: numbers, then strings, then arrays (element by element). */
export function compareKeys(a: Key, b: Key): number {
  if (rank(a) !== rank(b)) return rank(a) - rank(b);
  if (Array.isArray(a) && Array.isArray(b)) {
    for (let i = 0; i < Math.min(a.length, b.length); i++) {
      const c = compareKeys(a[i] as Key, b[i] as Key);
      if (c !== 0) return c;
    }
    return a.length - b.length;
  }
  return a < b ? -1 : a > b ? 1 : 0;
}

function isKey(x: unknown): x is Key {
  if (typeof x === 'number') return !Number.isNaN(x);
  if (typeof x === 'string') return true;
  return Array.isArray(x) && x.every(isKey);
}

export class FakeKeyRange {
  constructor(
    readonly lower: Key,
    readonly upper: Key,
  ) {}
  static bound(lower: Key, upper: Key): FakeKeyRange {
    return new FakeKeyRange(lower, upper);
  }
  includes(k: Key): boolean {
    return compareKeys(this.lower, k) <= 0 && compareKeys(k, this.upper) <= 0;
  }
}

interface StoreData {
  readonly keyPath: string | string[];
  /** Sorted by key. */
  records: { key: Key; value: Value }[];
}

interface DbData {
  version: number;
  stores: Map<string, StoreData>;
}

const copyStores = (stores: Map<string, StoreData>): Map<string, StoreData> =>
  new Map([...stores].map(([n, s]) => [n, { keyPath: s.keyPath, records: [...s.records] }]));

class FakeRequest {
  result: unknown = undefined;
  error: DOMException | null = null;
  transaction: FakeTransaction | null = null;
  onsuccess: ((e: Event) => void) | null = null;
  onerror: ((e: Event) => void) | null = null;
  onupgradeneeded: ((e: { oldVersion: number }) => void) | null = null;
  onblocked: (() => void) | null = null;
}

class FakeTransaction {
  error: DOMException | null = null;
  oncomplete: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  /** Requests a handler may add to: answered in order. */
  private readonly queue: { req: FakeRequest; answer: () => unknown }[] = [];
  active = true;
  private state: 'running' | 'done' | 'aborted' = 'running';
  /** What the transaction has written: the database's own once it completes. */
  readonly stores: Map<string, StoreData>;

  constructor(
    readonly idb: FakeIndexedDb,
    readonly db: FakeDatabase,
    readonly names: readonly string[],
    readonly mode: IDBTransactionMode | 'versionchange',
    /** Called once the transaction completed (true) or aborted (false). */
    private readonly finished: (ok: boolean) => void = () => {},
  ) {
    this.stores = copyStores(db.data.stores);
    setTimeout(() => {
      this.active = false;
      this.next();
    }, 0);
  }

  objectStore(name: string): FakeObjectStore {
    if (!this.names.includes(name) && this.mode !== 'versionchange')
      throw new DOMException(`no store ${name} in this transaction`, 'NotFoundError');
    if (!this.stores.has(name)) throw new DOMException(`no store ${name}`, 'NotFoundError');
    return new FakeObjectStore(this, name);
  }

  request(answer: () => unknown): FakeRequest {
    if (!this.active || this.state !== 'running')
      throw new DOMException('the transaction is not active', 'TransactionInactiveError');
    const req = new FakeRequest();
    req.transaction = this;
    this.queue.push({ req, answer });
    return req;
  }

  /** Runs a handler as a browser does: what it throws aborts the transaction and is reported. */
  handle(handler: () => void): void {
    this.active = true;
    try {
      handler();
    } catch (e) {
      this.idb.uncaught.push(e);
      if (this.state === 'running') this.finish(false, new DOMException('aborted', 'AbortError'));
    } finally {
      this.active = false;
    }
  }

  private next(): void {
    if (this.state !== 'running') return;
    const first = this.queue.shift();
    if (!first) {
      this.state = 'done';
      this.db.data.stores = this.stores;
      this.finished(true);
      this.oncomplete?.();
      return;
    }
    first.req.result = first.answer();
    const handler = first.req.onsuccess;
    if (handler) this.handle(() => handler(new Event('success')));
    setTimeout(() => this.next(), 0);
  }

  abort(): void {
    if (this.state !== 'running') throw new DOMException('the transaction is finished', 'InvalidStateError');
    this.finish(false, null);
  }

  private finish(ok: boolean, error: DOMException | null): void {
    this.state = ok ? 'done' : 'aborted';
    this.error = error;
    this.finished(ok);
    setTimeout(() => this.onabort?.(), 0);
  }
}

class FakeObjectStore {
  constructor(
    readonly transaction: FakeTransaction,
    readonly name: string,
  ) {}

  private get data(): StoreData {
    const s = this.transaction.stores.get(this.name);
    if (!s) throw new DOMException(`store ${this.name} deleted`, 'InvalidStateError');
    return s;
  }

  private matching(q: Key | FakeKeyRange | undefined): { key: Key; value: Value }[] {
    if (q === undefined) return this.data.records;
    return this.data.records.filter((r) =>
      q instanceof FakeKeyRange ? q.includes(r.key) : compareKeys(q, r.key) === 0,
    );
  }

  get(key: Key): FakeRequest {
    return this.transaction.request(() => {
      const found = this.matching(key)[0];
      return found === undefined ? undefined : structuredClone(found.value);
    });
  }

  getAll(range?: FakeKeyRange): FakeRequest {
    return this.transaction.request(() => this.matching(range).map((r) => structuredClone(r.value)));
  }

  put(value: Value): FakeRequest {
    if (this.transaction.mode === 'readonly') throw new DOMException('read only', 'ReadOnlyError');
    const refused = this.transaction.idb.refuse;
    if (refused) throw refused;
    const stored = structuredClone(value); // throws DataCloneError as a browser does
    const { keyPath } = this.data;
    const field = (p: string): unknown => (stored as Record<string, unknown>)[p];
    const key = Array.isArray(keyPath) ? keyPath.map(field) : field(keyPath);
    if (!isKey(key)) throw new DOMException('the value has no valid key', 'DataError');
    const req = this.transaction.request(() => key);
    const data = this.data;
    data.records = [
      ...data.records.filter((r) => compareKeys(r.key, key) !== 0),
      { key, value: stored },
    ].sort((a, b) => compareKeys(a.key, b.key));
    return req;
  }

  delete(q: Key | FakeKeyRange): FakeRequest {
    if (this.transaction.mode === 'readonly') throw new DOMException('read only', 'ReadOnlyError');
    const req = this.transaction.request(() => undefined);
    const gone = new Set(this.matching(q));
    const data = this.data;
    data.records = data.records.filter((r) => !gone.has(r));
    return req;
  }
}

class FakeDatabase {
  onversionchange: (() => void) | null = null;
  private closed = false;
  constructor(
    readonly idb: FakeIndexedDb,
    readonly data: DbData,
    /** The upgrade transaction while it runs (stores are made and deleted in it). */
    public upgrading: FakeTransaction | null = null,
  ) {}

  get objectStoreNames(): { contains(n: string): boolean } {
    const names = this.upgrading ? this.upgrading.stores : this.data.stores;
    return { contains: (n) => names.has(n) };
  }

  createObjectStore(name: string, opts: { keyPath: string | string[] }): void {
    this.upgrading?.stores.set(name, { keyPath: opts.keyPath, records: [] });
  }

  deleteObjectStore(name: string): void {
    this.upgrading?.stores.delete(name);
  }

  transaction(names: string[], mode: IDBTransactionMode): FakeTransaction {
    if (this.closed) throw new DOMException('the database is closed', 'InvalidStateError');
    for (const n of names)
      if (!this.data.stores.has(n)) throw new DOMException(`no store ${n}`, 'NotFoundError');
    return new FakeTransaction(this.idb, this, names, mode);
  }

  close(): void {
    this.closed = true;
  }
}

/** The IndexedDB of one test: its databases, and the errors its handlers threw. */
export class FakeIndexedDb {
  readonly databases = new Map<string, DbData>();
  /** What the stores' handlers threw: a browser reports each as an uncaught error. */
  readonly uncaught: unknown[] = [];
  /** Thrown by every `put` while set. */
  refuse: DOMException | null = null;

  /** A database as a test sets it up (afresh): its version and its stores' records. */
  seed(
    name: string,
    version: number,
    stores: Record<string, { keyPath: string | string[]; values: Value[] }>,
  ) {
    const data: DbData = { version, stores: new Map() };
    for (const [n, s] of Object.entries(stores)) {
      const field = (v: Value, p: string): unknown => (v as Record<string, unknown>)[p];
      const keyOf = (v: Value) =>
        (Array.isArray(s.keyPath) ? s.keyPath.map((p) => field(v, p)) : field(v, s.keyPath)) as Key;
      const records = s.values.map((value) => ({ key: keyOf(value), value }));
      data.stores.set(n, { keyPath: s.keyPath, records: records.sort((a, b) => compareKeys(a.key, b.key)) });
    }
    // A database open already is set up in place: its connections see the new records.
    const open = this.databases.get(name);
    if (open) Object.assign(open, data);
    else this.databases.set(name, data);
  }

  /** The values a store holds now (written for good), in the order of their keys. */
  values(name: string, store: string): unknown[] {
    return (
      this.databases
        .get(name)
        ?.stores.get(store)
        ?.records.map((r) => r.value) ?? []
    );
  }

  open(name: string, version: number): FakeRequest {
    const req = new FakeRequest();
    setTimeout(() => {
      const data = this.databases.get(name) ?? { version: 0, stores: new Map<string, StoreData>() };
      if (version < data.version) {
        req.error = new DOMException('a newer version is open', 'VersionError');
        req.onerror?.(new Event('error'));
        return;
      }
      const db = new FakeDatabase(this, data);
      req.result = db;
      if (version === data.version) {
        req.onsuccess?.(new Event('success'));
        return;
      }
      const from = data.version;
      const tx = new FakeTransaction(this, db, [], 'versionchange', (ok) => {
        db.upgrading = null;
        if (ok) {
          data.version = version;
          this.databases.set(name, data);
          setTimeout(() => req.onsuccess?.(new Event('success')), 0);
        } else {
          req.error = new DOMException('the upgrade was aborted', 'AbortError');
          setTimeout(() => req.onerror?.(new Event('error')), 0);
        }
      });
      db.upgrading = tx;
      req.transaction = tx;
      const upgrade = req.onupgradeneeded;
      if (upgrade) tx.handle(() => upgrade({ oldVersion: from }));
    }, 0);
    return req;
  }
}

/**
 * A fresh FakeIndexedDb as the global `indexedDB` (and `IDBKeyRange`) for each test of the file,
 * the globals put back after it; the one of the test running. Import the store under test within
 * the test (its database is opened on first use and kept open: `vi.resetModules()` before).
 */
export function useFakeIndexedDb(): { readonly current: FakeIndexedDb } {
  const now = { current: new FakeIndexedDb() };
  let real: Record<string, PropertyDescriptor | undefined> = {};
  beforeEach(() => {
    now.current = new FakeIndexedDb();
    real = {
      indexedDB: Object.getOwnPropertyDescriptor(globalThis, 'indexedDB'),
      IDBKeyRange: Object.getOwnPropertyDescriptor(globalThis, 'IDBKeyRange'),
    };
    Object.defineProperty(globalThis, 'indexedDB', { configurable: true, value: now.current });
    Object.defineProperty(globalThis, 'IDBKeyRange', { configurable: true, value: FakeKeyRange });
  });
  afterEach(() => {
    for (const [name, d] of Object.entries(real)) {
      if (d) Object.defineProperty(globalThis, name, d);
      else Reflect.deleteProperty(globalThis, name);
    }
  });
  return now;
}
