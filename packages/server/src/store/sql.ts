/**
 * One small SQL interface over the two databases: SQLite (better-sqlite3, the embedded default)
 * and PostgreSQL (pg). Statements are written once, in PostgreSQL's `$1` placeholder style, in
 * the SQL both understand; for SQLite the placeholders are rewritten to `?` in order of use.
 */
import Database from 'better-sqlite3';
import pg from 'pg';
import { type Checkpointer, startCheckpointer } from './checkpointer';

export type Param = string | number | null;
export type Row = Record<string, unknown>;

export interface Sql {
  readonly dialect: 'sqlite' | 'postgres';
  run(sql: string, params?: readonly Param[]): Promise<void>;
  all(sql: string, params?: readonly Param[]): Promise<Row[]>;
  /** Runs `fn` in one transaction (the migrations). */
  transaction<T>(fn: (tx: Sql) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** `$2, $1, $2` → `?, ?, ?` reading the parameters at indices [1, 0, 1]. */
export function sqlitePlaceholders(sql: string): { text: string; indices: number[] } {
  const indices: number[] = [];
  const text = sql.replace(/\$(\d+)/g, (_m, n: string) => {
    indices.push(Number(n) - 1);
    return '?';
  });
  return { text, indices };
}

export interface SqliteOptions {
  /** How often the worker thread checkpoints the WAL (ms). */
  readonly checkpointMs?: number;
  readonly onError?: (e: unknown) => void;
}

export function openSqlite(file: string, options: SqliteOptions = {}): Sql {
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  const inMemory = file === ':memory:' || file === '';
  let checkpointer: Checkpointer | null = null;
  if (!inMemory) {
    db.pragma('wal_autocheckpoint = 0');
    checkpointer = startCheckpointer(file, options.checkpointMs ?? 1000, options.onError ?? (() => {}));
  }
  // In WAL mode NORMAL loses nothing when the process dies (SIGKILL): a commit is in the WAL file
  // before `run` returns. Only a power cut can lose the last commits; FULL closes that too.
  db.pragma(`synchronous = ${process.env['SQLITE_SYNCHRONOUS'] === 'FULL' ? 'FULL' : 'NORMAL'}`);
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  const cache = new Map<string, { stmt: Database.Statement; order: (p: readonly Param[]) => Param[] }>();
  const prepare = (sql: string) => {
    let entry = cache.get(sql);
    if (!entry) {
      const { text, indices } = sqlitePlaceholders(sql);
      entry = { stmt: db.prepare(text), order: (p) => indices.map((i) => p[i] ?? null) };
      cache.set(sql, entry);
    }
    return entry;
  };
  const sqlite: Sql = {
    dialect: 'sqlite',
    async run(sql, params = []) {
      const e = prepare(sql);
      e.stmt.run(...e.order(params));
    },
    async all(sql, params = []) {
      const e = prepare(sql);
      return e.stmt.all(...e.order(params)) as Row[]; // better-sqlite3 types rows as unknown
    },
    async transaction(fn) {
      db.exec('BEGIN IMMEDIATE');
      try {
        const out = await fn(sqlite);
        db.exec('COMMIT');
        return out;
      } catch (e) {
        db.exec('ROLLBACK');
        throw e;
      }
    },
    async close() {
      await checkpointer?.stop();
      db.close();
    },
  };
  return sqlite;
}

export function openPostgres(url: string): Sql & { readonly pool: pg.Pool } {
  const pool = new pg.Pool({ connectionString: url, max: 8 });
  // An idle client that errors (the database restarted) must not crash the process.
  pool.on('error', () => {});
  const over = (client: pg.Pool | pg.PoolClient): Sql => ({
    dialect: 'postgres',
    async run(sql, params = []) {
      await client.query(sql, params.slice());
    },
    async all(sql, params = []) {
      const r = await client.query(sql, params.slice());
      return r.rows as Row[]; // pg types rows as any
    },
    transaction: () => Promise.reject(new Error('nested transactions are not supported')),
    close: async () => {},
  });
  return {
    ...over(pool),
    pool,
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const out = await fn(over(client));
        await client.query('COMMIT');
        return out;
      } catch (e) {
        await client.query('ROLLBACK').catch(() => {});
        throw e;
      } finally {
        client.release();
      }
    },
    async close() {
      await pool.end();
    },
  };
}
