/**
 * Tables between deals across a restart: a table whose deal is over and which waits for its
 * players to say ready is rebuilt at start as it was (seats, readiness, match), and its ready
 * timer runs again; a crash between the store's writes at the start or the end of a deal leaves a
 * table that the next start rebuilds; a table let go for idleness is rebuilt on first use, not at
 * every start. On SQLite and on PostgreSQL.
 */
import type { TableInfo } from '@tarock/protocol';
import { afterAll, describe, expect, it } from 'vitest';
import type { RunningServer, ServerOptions } from '../src/server';
import type { Store } from '../src/store/store';
import { type Msg, type StateMsg, TestClient, isState } from './helpers/client';
import { type Seated, autoplay, humans, openTable, seat, seatThree } from './helpers/play';
import { usePostgres } from './helpers/postgres';
import { type TestServer, startedAgain, testServer } from './helpers/server';

const random = { kind: 'computer', level: 'random' } as const;

const until = async (cond: () => boolean | Promise<boolean>, ms = 10_000): Promise<boolean> => {
  for (let t = 0; t < ms; t += 50) {
    if (await cond()) return true;
    await new Promise((r) => setTimeout(r, 50));
  }
  return cond();
};

/** The table information without what only a live connection changes (presence). */
const atRest = (info: TableInfo | string) =>
  typeof info === 'string'
    ? info
    : { ...info, seats: info.seats.map(({ connected: _c, bot: _b, ...s }) => s) };

/**
 * The process dies once `when` says so of a write that went through: every later write of the
 * store fails, as the writes a killed process would have made next never happen.
 */
function dieAfter(store: Store, when: (write: 'append' | 'saveDeal', event?: { k: string }) => boolean) {
  const gone = { dead: false };
  const { append, setStatus, saveDeal } = store;
  const check = () => {
    if (gone.dead) throw new Error('the process is gone');
  };
  store.append = async (id, pos, e) => {
    check();
    await append(id, pos, e);
    if (when('append', e)) gone.dead = true;
  };
  store.setStatus = async (id, status) => {
    check();
    await setStatus(id, status);
  };
  store.saveDeal = async (id, deal) => {
    check();
    if (when('saveDeal')) gone.dead = true;
    check();
    await saveDeal(id, deal);
  };
  return gone;
}

function restartSuite(databaseUrl: () => string | undefined) {
  let server: TestServer;
  const started: TestServer[] = [];
  const again: RunningServer[] = [];
  const start = async (options: ServerOptions = {}) => {
    const s = await testServer({ ...dbOption(), ...options });
    started.push(s);
    return s;
  };
  const restart = async (options: ServerOptions = {}) => {
    const s = await startedAgain(server, { ...dbOption(), ...options });
    again.push(s);
    return s;
  };
  const dbOption = (): ServerOptions => {
    const url = databaseUrl();
    return url ? { databaseUrl: url } : {};
  };
  afterAll(async () => {
    for (const s of again) await s.close();
    for (const s of started) await s.stop();
  });

  it('a table waiting between deals comes back at start as it was, and its ready timer runs again', async () => {
    server = await start({ readyMs: 60_000 });
    const { table } = await openTable(server.url, { preset: 'haferltarock', seats: humans(3) });
    const players = await seatThree(server.url, table);
    for (const p of players) p.client.send({ t: 'ready', table });
    const done = await autoplay(players, table, (s) => s.view?.phase === 'finished');
    const [a, b, c] = players as [Seated, Seated, Seated];
    await c.client.waitFor((m) => isState(m) && m.seq === done.seq);
    // A and B say ready, C does not: the table waits for C (or for the ready timer).
    for (const p of [a, b]) {
      const from = c.client.mark();
      p.client.send({ t: 'ready', table });
      await c.client.waitFor(
        (m) => m.t === 'table' && (m['table'] as TableInfo).seats[p.seat]?.ready === true,
        from,
      );
    }
    const before = await server.registry.info(table);
    const seen = c.client.lastState();
    for (const p of players) await p.client.close();
    await server.close();

    const restarted = await restart({ readyMs: 1500 });
    // Rebuilt at start, before anyone came back.
    expect(restarted.registry.has(table)).toBe(true);
    expect(atRest(await restarted.registry.info(table))).toEqual(atRest(before));
    const back = await TestClient.connect(restarted.url);
    const state = await back.request<Msg & StateMsg>({ t: 'resume', table, token: c.token }, isState);
    expect(state.seq).toBe(seen?.seq);
    expect(state.view).toEqual(seen?.view);
    await back.close();
    // Nobody said ready for C: the ready timer, started again with the rebuild, deals.
    expect(
      await until(async () => {
        const info = await restarted.registry.info(table);
        return typeof info !== 'string' && info.status === 'playing';
      }),
    ).toBe(true);
    await restarted.close();
  }, 60_000);

  it('a table whose first deal was written just before a crash (its status not) is rebuilt at start and played on', async () => {
    server = await start();
    const { table } = await openTable(server.url, {
      preset: 'haferltarock',
      seats: [{ kind: 'human' }, random, random],
    });
    const gone = dieAfter(server.store, (write, e) => write === 'append' && e?.k === 'deal');
    const me = await seat(server.url, table, 0, 'Solo');
    me.client.send({ t: 'ready', table });
    expect(await until(() => gone.dead)).toBe(true);
    await me.client.close();
    await server.close();

    // The player stays away: after the takeover delay the computer plays the deal to its end.
    const restarted = await restart({ takeoverMs: 100 });
    expect(restarted.registry.has(table)).toBe(true);
    expect(await until(async () => (await restarted.store.deals(table)).length > 0)).toBe(true);
    await restarted.close();
  }, 60_000);

  it('a table whose deal ended just before a crash (its record and status not written) is rebuilt, kept as between deals, and once let go for idleness not rebuilt at every start', async () => {
    server = await start();
    const { table } = await openTable(server.url, {
      preset: 'haferltarock',
      seats: [{ kind: 'human' }, random, random],
    });
    const gone = dieAfter(server.store, (write) => write === 'saveDeal');
    const me = await seat(server.url, table, 0, 'Solo');
    me.client.send({ t: 'ready', table });
    void autoplay([me], table, () => gone.dead);
    expect(await until(() => gone.dead, 30_000)).toBe(true);
    expect(await server.store.deals(table)).toEqual([]);
    await me.client.close();
    await server.close();

    const restarted = await restart({ idleMs: 1000 });
    expect(restarted.registry.has(table)).toBe(true);
    // The missing record is written by the rebuild; the table waits for its player.
    expect((await restarted.store.deals(table)).map((d) => d.n)).toEqual([1]);
    expect(await restarted.registry.info(table)).toMatchObject({ status: 'waiting', deals: 1 });
    // Nobody comes: it is let go, and the next start leaves it in the store until someone does.
    expect(await until(() => !restarted.registry.has(table))).toBe(true);
    await restarted.close();
    const third = await restart();
    expect(third.registry.has(table)).toBe(false);
    const back = await TestClient.connect(third.url);
    expect(await back.request({ t: 'resume', table, token: me.token })).toMatchObject({
      t: 'joined',
      seat: 0,
    });
    expect(third.registry.has(table)).toBe(true);
    await back.close();
    await third.close();
  }, 60_000);
}

describe('tables between deals across a restart', () => {
  describe('on SQLite', () => {
    restartSuite(() => undefined);
  });

  describe('on PostgreSQL (a private cluster on loopback)', () => {
    const pgUrl = usePostgres();
    restartSuite(pgUrl);
  });
});
