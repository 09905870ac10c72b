import { loadGame, recordOf } from '@tarock/engine';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { TableConfig } from '../table/events';
import { MIGRATIONS, migrate } from './migrations';
import { openSqlite, sqlitePlaceholders } from './sql';
import { EventEmitter } from 'node:events';
import type { Pool, PoolClient } from 'pg';
import { advisoryLocks, openStore } from './store';

const config: TableConfig = {
  preset: 'haferltarock',
  options: {},
  seats: [{ kind: 'human' }, { kind: 'human' }, { kind: 'human' }],
  turnSeconds: null,
  createdAt: '2024-01-01T00:00:00.000Z',
};

describe('the table store', () => {
  it('checkpoints the write-ahead log from a worker thread, not from the writing connection', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'tarock-store-'));
    const file = join(dir, 'tables.sqlite');
    try {
      const store = await openStore(file, { checkpointMs: 50 });
      await store.createTable('t1', config);
      await new Promise((r) => setTimeout(r, 200));
      const before = statSync(file).size;
      for (let pos = 1; pos <= 400; pos++) await store.append('t1', pos, { k: 'ready', seat: pos % 3 });
      // The writing connection never checkpoints: the rows reach the database file only through
      // the worker's checkpoint.
      for (let i = 0; i < 100 && statSync(file).size <= before; i++)
        await new Promise((r) => setTimeout(r, 20));
      expect(statSync(file).size).toBeGreaterThan(before);
      expect((await store.loadTable('t1'))?.events).toHaveLength(400);
      await store.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('rewrites PostgreSQL placeholders for SQLite, in order of use', () => {
    expect(sqlitePlaceholders('UPDATE t SET a = $2, b = $3 WHERE id = $1 AND c = $2')).toEqual({
      text: 'UPDATE t SET a = ?, b = ? WHERE id = ? AND c = ?',
      indices: [1, 2, 0, 1],
    });
  });

  it('appends of many tables in one turn commit together; a conflict fails only its own append', async () => {
    const store = await openStore(':memory:');
    for (let t = 0; t < 100; t++) await store.createTable(`t${t}`, config);
    await store.append('t7', 1, { k: 'ready', seat: 0 });
    const results = await Promise.allSettled(
      Array.from({ length: 100 }, (_, t) => store.append(`t${t}`, 1, { k: 'ready', seat: 1 })),
    );
    expect(results.filter((r) => r.status === 'rejected')).toHaveLength(1);
    expect(results[7]?.status).toBe('rejected');
    expect((await store.loadTable('t7'))?.events).toEqual([{ k: 'ready', seat: 0 }]);
    expect((await store.loadTable('t99'))?.events).toEqual([{ k: 'ready', seat: 1 }]);
    await store.close();
  });

  it('migrates once, in order, and records each version', async () => {
    const sql = openSqlite(':memory:');
    expect(await migrate(sql)).toEqual(MIGRATIONS.map((m) => m.version));
    expect(await migrate(sql)).toEqual([]);
    const rows = await sql.all('SELECT version FROM schema_migrations ORDER BY version');
    expect(rows.map((r) => r['version'])).toEqual(MIGRATIONS.map((m) => m.version));
    await sql.close();
  });

  it('keeps a table, its log in order and its finished deals; a position is written once', async () => {
    const store = await openStore(':memory:');
    await store.createTable('t1', config);
    await store.append('t1', 1, { k: 'join', seat: 0, name: 'A', tokenHash: 'h' });
    await store.append('t1', 2, { k: 'ready', seat: 0 });
    await expect(store.append('t1', 2, { k: 'leave', seat: 0 })).rejects.toThrow();
    expect(await store.loadTable('t1')).toEqual({
      config,
      events: [
        { k: 'join', seat: 0, name: 'A', tokenHash: 'h' },
        { k: 'ready', seat: 0 },
      ],
    });
    expect(await store.loadTable('nope')).toBeNull();
    await store.setStatus('t1', 'playing');
    expect(await store.tablesToResume()).toEqual(['t1']);
    await store.setStatus('t1', 'ready');
    expect(await store.tablesToResume()).toEqual(['t1']);
    await store.setStatus('t1', 'idle');
    expect(await store.tablesToResume()).toEqual([]);
    const game = loadGame('haferltarock');
    if (!game.ok) throw new Error(game.error);
    const record = recordOf(game.value, game.value.newDeal());
    const deal = { n: 1, match: 1, seeds: ['s'], seedHashes: ['h'], record };
    await store.saveDeal('t1', deal);
    await store.saveDeal('t1', { ...deal, seeds: ['other'] });
    expect(await store.deals('t1')).toEqual([deal]);
    expect(await store.dealNumbers('t1')).toEqual([1]);
    expect(await store.claim('t1')).toBe(true);
    await store.close();
  });
});

describe('PostgreSQL advisory locks', () => {
  /**
   * A pool on a model of the server: each connection is a server process (`pid`) holding its
   * advisory locks until it is gone; the first connect fails; process 1 is
   * another server's. A lost connection's process lingers (as a terminated one does for a moment) until
   * `pg_terminate_backend` is asked for it, or for ever when `lingers` says so.
   */
  function fakePool({ lingers = false } = {}) {
    const clients: (EventEmitter & { released: boolean; processID: number })[] = [];
    const holder = new Map<string, number>();
    const alive = new Set<number>([1]);
    const terminated: number[] = [];
    const gone = (pid: number) => {
      alive.delete(pid);
      for (const [id, p] of holder) if (p === pid) holder.delete(id);
    };
    let attempts = 0;
    const pool = {
      connect: async () => {
        if (attempts++ === 0) throw new Error('the database is not up yet');
        const pid = 100 + clients.length;
        alive.add(pid);
        const c = Object.assign(new EventEmitter(), {
          released: false,
          processID: pid,
          query: async (sql: string, [arg]: unknown[] = []) => {
            if (sql.includes('pg_try_advisory_lock')) {
              const id = String(arg);
              const ok = (holder.get(id) ?? pid) === pid;
              if (ok) holder.set(id, pid);
              return { rows: [{ ok }] };
            }
            if (sql.includes('pg_advisory_unlock_all')) {
              for (const [id, p] of holder) if (p === pid) holder.delete(id);
              return { rows: [{}] };
            }
            if (sql.includes('pg_advisory_unlock')) {
              holder.delete(String(arg));
              return { rows: [{}] };
            }
            if (sql.includes('pg_stat_activity'))
              return { rows: (arg as number[]).filter((p) => alive.has(p)).map((p) => ({ pid: p })) };
            if (sql.includes('pg_terminate_backend')) {
              terminated.push(Number(arg));
              if (!lingers) gone(Number(arg));
              return { rows: [{}] };
            }
            throw new Error(`unexpected query ${sql}`);
          },
          release() {
            c.released = true;
          },
        });
        clients.push(c);
        return c as unknown as PoolClient; // the parts of a PoolClient the locks use
      },
    };
    return { pool: pool as unknown as Pool, clients, holder, terminated, gone };
  }

  it('a failed connection is not kept: the next claim connects again', async () => {
    const { pool } = fakePool();
    const locks = advisoryLocks(
      pool,
      () => {},
      () => {},
    );
    await expect(locks.claim('a')).rejects.toThrow('not up yet');
    await expect(locks.claim('a')).resolves.toBe(true);
    await locks.close();
  });

  it('closing gives the locks back before it returns: a process started next claims its tables at once', async () => {
    // A connection given back to the pool keeps its session's locks, and the pool's `end` does not
    // wait for the server process to end: a restart would find its own tables held.
    const pool = fakePool();
    const locks = advisoryLocks(
      pool.pool,
      () => {},
      () => {},
    );
    await locks.claim('a').catch(() => {});
    expect(await locks.claim('a')).toBe(true);
    expect(await locks.claim('b')).toBe(true);
    await locks.close();
    expect([...pool.holder.keys()]).toEqual([]);
    expect(pool.clients[0]?.released).toBe(true);
  });

  /**
   * Table `a` claimed, then (after `meanwhile`) its lock connection lost (`how`: an error, or
   * closed without one); resolves once the locks were asked for again.
   */
  async function cutAfterClaim(
    how: 'error' | 'end',
    pool: ReturnType<typeof fakePool>,
    meanwhile: () => void = () => {},
  ) {
    const errors: unknown[] = [];
    const lost: string[] = [];
    const locks = advisoryLocks(
      pool.pool,
      (e) => errors.push(e),
      (id) => lost.push(id),
      10,
    );
    await locks.claim('a').catch(() => {});
    expect(await locks.claim('a')).toBe(true);
    expect(pool.holder.get('a')).toBe(100);
    meanwhile();
    if (how === 'error') pool.clients[0]?.emit('error', new Error('terminating connection'));
    else pool.clients[0]?.emit('end');
    expect(errors).toHaveLength(1);
    expect(pool.clients[0]?.released).toBe(true);
    await new Promise((r) => setTimeout(r, 50));
    expect(pool.clients).toHaveLength(2);
    return { errors, lost, locks };
  }

  it('a lost lock connection is reported and its locks are taken again on a new one', async () => {
    const pool = fakePool();
    // The server process ended with its connection.
    const { lost, locks } = await cutAfterClaim('error', pool, () => pool.gone(100));
    expect(lost).toEqual([]);
    expect(pool.holder.get('a')).toBe(101);
    expect(pool.terminated).toEqual([]);
    await locks.close();
  });

  it('a lock connection closed without an error is as lost: its locks are taken again', async () => {
    const pool = fakePool();
    const { errors, lost, locks } = await cutAfterClaim('end', pool, () => pool.gone(100));
    expect(String(errors[0])).toContain('closed');
    expect(lost).toEqual([]);
    expect(pool.holder.get('a')).toBe(101);
    await locks.close();
  });

  it("the lost connection's server process, still there, is told to end before the locks are asked for", async () => {
    // Its locks are ours: asked for while it lives, they would be refused and the table let go.
    const pool = fakePool();
    const { lost, locks } = await cutAfterClaim('error', pool);
    expect(pool.terminated).toEqual([100]);
    expect(lost).toEqual([]);
    expect(pool.holder.get('a')).toBe(101);
    await locks.close();
  });

  it('while that process will not end, the locks are waited for, not given up', async () => {
    const pool = fakePool({ lingers: true });
    const { errors, lost, locks } = await cutAfterClaim('error', pool);
    expect(lost).toEqual([]);
    expect(errors).toHaveLength(1);
    expect(pool.terminated.length).toBeGreaterThan(1); // asked again every retry
    pool.gone(100);
    await new Promise((r) => setTimeout(r, 50));
    expect(lost).toEqual([]);
    expect(pool.holder.get('a')).toBe(101);
    await locks.close();
  });

  it('a table another process took while the lock connection was down is reported as lost', async () => {
    const pool = fakePool();
    const { errors, lost, locks } = await cutAfterClaim('error', pool, () => {
      pool.gone(100);
      pool.holder.set('a', 1); // taken by the other process in the meantime
    });
    expect(lost).toEqual(['a']);
    expect(String(errors.at(-1))).toContain('another process holds it now');
    // No longer held: a claim asks the database again (and is refused).
    expect(await locks.claim('a')).toBe(false);
    await locks.close();
  });
});
