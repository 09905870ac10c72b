/**
 * The table store: tables, their append-only event logs and their finished deals, in SQLite or
 * PostgreSQL with the same statements. `append` is the commit point of an action: once it has
 * returned, the event survives a crash of the server process.
 */
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { CHAT_BACKLOG, type ChatLine, type FinishedDeal } from '@tarock/protocol';
import type { TableConfig, TableEvent } from '../table/events';
import { migrate } from './migrations';
import { claimSqliteFile, type SoleServer } from './soleServer';
import { type Param, type Sql, openPostgres, openSqlite } from './sql';

/**
 * What the store keeps of where a table stands, for the next start of the server: `waiting`
 * before its first deal, `playing` while a deal runs, `ready` between deals (a deal is over and
 * the table waits for its players to say ready), `idle` let go after nobody was at it for the idle
 * time. A start rebuilds the `playing` and `ready` ones (`tablesToResume`); the others are rebuilt
 * when someone comes to them. The log, not the status, is the table: a rebuild writes the status
 * its log gives.
 */
export type TableStatus = 'waiting' | 'playing' | 'ready' | 'idle';

/** A table's stored log cannot be read (a gap, a row that is not JSON): the table cannot be rebuilt. */
export class DamagedLog extends Error {}

/** A table as it was opened: its id and configuration. */
export interface OpenedTable {
  readonly id: string;
  readonly config: TableConfig;
}

export interface StoredTable {
  readonly config: TableConfig;
  readonly events: readonly TableEvent[];
}

export interface Store {
  readonly dialect: Sql['dialect'];
  /**
   * Opens the table, unless a table holds the hash of its host key already (the same `create`
   * sent again, perhaps at the same moment): answers the table that holds it, this one or the
   * earlier (one table a host key, by a unique index).
   */
  createTable(id: string, config: TableConfig): Promise<OpenedTable>;
  /** The table opened with the host key of this hash, or null. */
  tableByHostKey(hash: string): Promise<OpenedTable | null>;
  loadTable(id: string): Promise<StoredTable | null>;
  /** Whether the table was opened (without reading its log). */
  hasTable(id: string): Promise<boolean>;
  /**
   * The events after position `pos`, in order (a table catching up after a write conflict);
   * throws DamagedLog if they cannot be read.
   */
  eventsAfter(id: string, pos: number): Promise<TableEvent[]>;
  /** Appends the event at position `pos` (1-based); fails if that position is taken. */
  append(id: string, pos: number, event: TableEvent): Promise<void>;
  setStatus(id: string, status: TableStatus): Promise<void>;
  /**
   * The tables to rebuild at start, most recently changed first: those in the middle of a deal
   * (their computer players go on) and those waiting between deals (their ready timer runs again).
   */
  tablesToResume(): Promise<string[]>;
  /** Keeps a finished deal (idempotent: a deal already kept is left as it is). */
  saveDeal(id: string, deal: FinishedDeal): Promise<void>;
  /** The finished deals numbered `from` (default 1) or higher, in order, at most `limit` of them. */
  deals(id: string, from?: number, limit?: number): Promise<FinishedDeal[]>;
  dealNumbers(id: string): Promise<number[]>;
  /**
   * Keeps a line said at the table (fails if its number is taken) and forgets the table's lines
   * older than the last `CHAT_BACKLOG`.
   */
  saveChat(id: string, line: ChatLine): Promise<void>;
  /** The table's last `CHAT_BACKLOG` lines, oldest first (a row that is not JSON is skipped). */
  chat(id: string): Promise<ChatLine[]>;
  /**
   * Claims the table for this process (PostgreSQL: a session advisory lock, released when the
   * process or its connection dies). False when another process owns it.
   */
  claim(id: string): Promise<boolean>;
  release(id: string): Promise<void>;
  close(): Promise<void>;
}

export interface StoreOptions {
  /** SQLite: how often the WAL is checkpointed by a worker thread (ms). Default 1000. */
  readonly checkpointMs?: number;
  readonly onError?: (e: unknown) => void;
  /**
   * PostgreSQL: the claim on this table was lost to another process (the lock connection dropped
   * and the table was taken meanwhile); this process must stop serving it.
   */
  readonly onLost?: (id: string) => void;
  /**
   * SQLite: this store is the one server process of its file; opening fails with
   * `FileServedElsewhere` while another process holds it (soleServer.ts). A second store of the
   * same file opened without it (a tool, a test's other writer) is not refused.
   */
  readonly soleServer?: boolean;
}

/** Opens (and migrates) the store a DATABASE_URL names: `postgres://…`, or a SQLite file path. */
export async function openStore(databaseUrl: string, options: StoreOptions = {}): Promise<Store> {
  let sql: Sql;
  let lock: LockHolder | null = null;
  if (/^postgres(ql)?:\/\//.test(databaseUrl)) {
    const pgSql = openPostgres(databaseUrl);
    sql = pgSql;
    lock = advisoryLocks(pgSql.pool, options.onError ?? (() => {}), options.onLost ?? (() => {}));
  } else {
    const file = databaseUrl.replace(/^sqlite:(\/\/)?/, '');
    if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
    const sole =
      options.soleServer === true && file !== ':memory:' && file !== '' ? claimSqliteFile(file) : null;
    try {
      sql = withRelease(openSqlite(file, options), sole);
    } catch (e) {
      sole?.release();
      throw e;
    }
  }
  try {
    await migrate(sql);
  } catch (e) {
    await lock?.close();
    await sql.close();
    throw e;
  }
  return storeOver(sql, lock);
}

/** The SQLite connection, closing which also lets go of the file's claim (after the database). */
function withRelease(sql: Sql, sole: SoleServer | null): Sql {
  if (!sole) return sql;
  return {
    ...sql,
    async close() {
      try {
        await sql.close();
      } finally {
        sole.release();
      }
    },
  };
}

interface LockHolder {
  claim(id: string): Promise<boolean>;
  release(id: string): Promise<void>;
  close(): Promise<void>;
}

/**
 * Session advisory locks on one dedicated connection: they live as long as this process does.
 * If that connection is lost (the database restarted, the connection was cut), so are the locks:
 * the loss is reported and the locks of the tables still held are taken again on a new
 * connection, retried every `retryMs` until the database answers; a table another process took
 * meanwhile is reported and given to `onLost`. The lost connection's server process may outlive
 * the loss (it is still ending, or a cut network has not reached it): it is told to end, and the
 * locks are asked for only once it is gone, since until then it holds them and the tables would
 * be let go as if another process had taken them.
 */
export function advisoryLocks(
  pool: import('pg').Pool,
  onError: (e: unknown) => void,
  onLost: (id: string) => void,
  retryMs = 1000,
): LockHolder {
  let client: Promise<import('pg').PoolClient> | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | null = null;
  const held = new Set<string>();
  /** Server processes of lost lock connections that may still hold our locks. */
  const ended = new Set<number>();
  const tryLock = async (c: import('pg').PoolClient, id: string) => {
    const r = await c.query('SELECT pg_try_advisory_lock(hashtextextended($1, 0)) AS ok', [id]);
    return (r.rows[0] as { ok?: unknown } | undefined)?.ok === true;
  };
  const relock = async () => {
    retry = null;
    if (closed) return;
    try {
      const c = await get();
      if (ended.size > 0 && (await stillAlive(c)) > 0) {
        retry ??= setTimeout(() => void relock(), retryMs);
        return;
      }
      for (const id of [...held])
        if (!(await tryLock(c, id))) {
          held.delete(id);
          onError(new Error(`table ${id}: its lock was lost and another process holds it now`));
          onLost(id);
        }
    } catch (e) {
      onError(e);
      retry ??= setTimeout(() => void relock(), retryMs);
    }
  };
  /** How many of the `ended` processes are still there; each is told to end (it is ours). */
  const stillAlive = async (c: import('pg').PoolClient) => {
    const pids = [...ended];
    const r = await c.query('SELECT pid FROM pg_stat_activity WHERE pid = ANY($1::int[])', [pids]);
    const alive = new Set(r.rows.map((row: { pid?: unknown }) => Number(row.pid)));
    for (const pid of pids)
      if (!alive.has(pid)) ended.delete(pid);
      // Refused only to a role that may not end it; then it is waited for.
      else await c.query('SELECT pg_terminate_backend($1)', [pid]).catch(() => {});
    return ended.size;
  };
  const get = () => {
    if (client) return client;
    const connecting = pool.connect().then((c) => {
      let lost = false;
      const onLoss = (e: unknown) => {
        if (lost || closed) return;
        lost = true;
        onError(e);
        const pid = (c as { processID?: unknown }).processID;
        if (typeof pid === 'number') ended.add(pid);
        if (client === connecting) client = null;
        c.release(true);
        if (held.size > 0) retry ??= setTimeout(() => void relock(), 0);
      };
      // Without a listener this error would end the process.
      c.on('error', onLoss);
      // A connection the server closed without an error message is as lost.
      c.on('end', () => onLoss(new Error('the lock connection was closed')));
      return c;
    });
    // A failed connect is not kept: the next claim tries again.
    connecting.catch(() => {
      if (client === connecting) client = null;
    });
    client = connecting;
    return connecting;
  };
  return {
    async claim(id) {
      if (held.has(id)) return true;
      const ok = await tryLock(await get(), id);
      if (ok) held.add(id);
      return ok;
    },
    async release(id) {
      if (!held.delete(id)) return;
      const c = await get();
      await c.query('SELECT pg_advisory_unlock(hashtextextended($1, 0))', [id]);
    },
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      const c = client;
      client = null;
      held.clear();
      const x = await c?.catch(() => null);
      if (!x) return;
      // The locks are given back before this returns: they would otherwise live until the
      // connection's server process has ended, which the pool's `end` does not wait for, and a
      // process started next (a restart) would find its tables held and not rebuild them.
      try {
        await x.query('SELECT pg_advisory_unlock_all()');
        x.release();
      } catch (e) {
        onError(e);
        x.release(true);
      }
    },
  };
}

const INSERT_EVENT = 'INSERT INTO events (table_id, pos, event, at) VALUES ($1, $2, $3, $4)';
const MAX_BATCH = 64;

/**
 * Group commit: the appends of one turn of the event loop (from different tables) go to the
 * database as one multi-row INSERT, one transaction. Each append's promise resolves only once
 * that statement is committed. If the batch fails, each append is tried alone, so one table's
 * conflict fails only that table's append.
 */
function groupCommit(sql: Sql): (params: Param[]) => Promise<void> {
  const pending: { params: Param[]; resolve: () => void; reject: (e: unknown) => void }[] = [];
  const flush = async () => {
    const batch = pending.splice(0, MAX_BATCH);
    if (pending.length > 0) setImmediate(() => void flush());
    try {
      const rows = batch.map((_, i) => `($${4 * i + 1}, $${4 * i + 2}, $${4 * i + 3}, $${4 * i + 4})`);
      await sql.run(
        `INSERT INTO events (table_id, pos, event, at) VALUES ${rows.join(', ')}`,
        batch.flatMap((b) => b.params),
      );
      for (const b of batch) b.resolve();
    } catch {
      for (const b of batch) await sql.run(INSERT_EVENT, b.params).then(b.resolve, b.reject);
    }
  };
  return (params) =>
    new Promise((resolve, reject) => {
      pending.push({ params, resolve, reject });
      if (pending.length === 1) setImmediate(() => void flush());
    });
}

/** A stored JSON text, or DamagedLog saying what it was. */
function parseStored(id: string, text: unknown, what: string): unknown {
  try {
    return JSON.parse(String(text));
  } catch (e) {
    throw new DamagedLog(`table ${id}: ${what} is not JSON (${String(e)})`);
  }
}

function storeOver(sql: Sql, lock: LockHolder | null): Store {
  const now = () => new Date().toISOString();
  const appendEvent = groupCommit(sql);
  /** The events after position `after`, checked to follow on without a gap. */
  const readEvents = async (id: string, after: number): Promise<TableEvent[]> => {
    const rows = await sql.all(
      'SELECT pos, event FROM events WHERE table_id = $1 AND pos > $2 ORDER BY pos',
      [id, after],
    );
    rows.forEach((e, i) => {
      if (Number(e['pos']) !== after + i + 1)
        throw new DamagedLog(`table ${id}: event log has a gap at ${after + i + 1}`);
    });
    return rows.map((e) => parseStored(id, e['event'], `event ${String(e['pos'])}`) as TableEvent); // written by append
  };
  const byHostKey = async (hash: string): Promise<OpenedTable | null> => {
    const row = (await sql.all('SELECT id, config FROM tables WHERE host_key_hash = $1', [hash]))[0];
    if (!row) return null;
    const id = String(row['id']);
    return { id, config: parseStored(id, row['config'], 'the configuration') as TableConfig }; // written by createTable
  };
  return {
    dialect: sql.dialect,
    async createTable(id, config) {
      const at = now();
      const hash = config.hostKeyHash ?? null;
      await sql.run(
        `INSERT INTO tables (id, config, status, created_at, updated_at, host_key_hash)
         VALUES ($1, $2, $3, $4, $4, $5) ON CONFLICT (host_key_hash) DO NOTHING`,
        [id, JSON.stringify(config), 'waiting', at, hash],
      );
      return (hash === null ? null : await byHostKey(hash)) ?? { id, config };
    },
    tableByHostKey: (hash) => byHostKey(hash),
    async hasTable(id) {
      return (await sql.all('SELECT 1 AS one FROM tables WHERE id = $1', [id])).length > 0;
    },
    async loadTable(id) {
      const rows = await sql.all('SELECT config FROM tables WHERE id = $1', [id]);
      const row = rows[0];
      if (!row) return null;
      return {
        config: parseStored(id, row['config'], 'the configuration') as TableConfig, // written by createTable
        events: await readEvents(id, 0),
      };
    },
    eventsAfter: (id, pos) => readEvents(id, pos),
    append: (id, pos, event) => appendEvent([id, pos, JSON.stringify(event), now()]),
    async setStatus(id, status) {
      await sql.run('UPDATE tables SET status = $2, updated_at = $3 WHERE id = $1', [id, status, now()]);
    },
    async tablesToResume() {
      const rows = await sql.all(
        "SELECT id FROM tables WHERE status IN ('playing', 'ready') ORDER BY updated_at DESC",
      );
      return rows.map((r) => String(r['id']));
    },
    async saveDeal(id, deal) {
      await sql.run('INSERT INTO deals (table_id, n, deal) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING', [
        id,
        deal.n,
        JSON.stringify(deal),
      ]);
    },
    async deals(id, from = 1, limit) {
      const rows =
        limit === undefined
          ? await sql.all('SELECT deal FROM deals WHERE table_id = $1 AND n >= $2 ORDER BY n', [id, from])
          : await sql.all('SELECT deal FROM deals WHERE table_id = $1 AND n >= $2 ORDER BY n LIMIT $3', [
              id,
              from,
              limit,
            ]);
      return rows.map((r) => JSON.parse(String(r['deal'])) as FinishedDeal); // written by saveDeal
    },
    async dealNumbers(id) {
      const rows = await sql.all('SELECT n FROM deals WHERE table_id = $1 ORDER BY n', [id]);
      return rows.map((r) => Number(r['n']));
    },
    async saveChat(id, line) {
      const { n, ...rest } = line;
      await sql.run('INSERT INTO chat (table_id, n, line) VALUES ($1, $2, $3)', [
        id,
        n,
        JSON.stringify(rest),
      ]);
      // The line is kept once the insert is done; older lines that stay when this fails are never
      // read (`chat` reads the last ones) and go with the next line's delete.
      await sql
        .run('DELETE FROM chat WHERE table_id = $1 AND n <= $2', [id, n - CHAT_BACKLOG])
        .catch(() => {});
    },
    async chat(id) {
      const rows = await sql.all('SELECT n, line FROM chat WHERE table_id = $1 ORDER BY n DESC LIMIT $2', [
        id,
        CHAT_BACKLOG,
      ]);
      const lines: ChatLine[] = [];
      for (const r of rows.reverse()) {
        try {
          // Written by saveChat: the line without its number.
          const rest = JSON.parse(String(r['line'])) as Omit<ChatLine, 'n'>;
          lines.push({ n: Number(r['n']), ...rest });
        } catch {
          // A damaged line is lost; the table and the other lines are not.
        }
      }
      return lines;
    },
    claim: (id) => (lock ? lock.claim(id) : Promise.resolve(true)),
    release: (id) => (lock ? lock.release(id) : Promise.resolve()),
    async close() {
      await lock?.close();
      await sql.close();
    },
  };
}
