import type { TableInfo } from '@tarock/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Msg, type StateMsg, TestClient, type TimerMsg, isState, isTimer } from './helpers/client';
import {
  type Seated,
  autoplay,
  dealtTable,
  hostKey,
  humans,
  openTable,
  readyAll,
  seat,
} from './helpers/play';
import { type TestServer, testServer } from './helpers/server';

const TAKEOVER_MS = 300;
let server: TestServer;
beforeAll(async () => {
  server = await testServer({ takeoverMs: TAKEOVER_MS });
});
afterAll(async () => {
  await server.stop();
});

const seatInfo = (m: Msg, n: number) => (m['table'] as TableInfo).seats[n]; // a `table` message
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const threeAtTable = (options: Record<string, unknown> = {}) => dealtTable(server.url, options);

/** A Haferltarock table with one person (seat 0) and two random computer players. */
async function aloneAtTable() {
  const { table } = await openTable(server.url, {
    preset: 'haferltarock',
    seats: [{ kind: 'human' }, { kind: 'computer', level: 'random' }, { kind: 'computer', level: 'random' }],
  });
  return { table, me: await seat(server.url, table, 0, 'Solo') };
}

/**
 * The store refuses the next `times` writes of events of kind `k` ("the database is away"); with
 * `by`, only acts made by that hand (a player's refused act is the player's to send again).
 */
function refuseWrites(k: 'act' | 'deal', times: number, by?: 'computer' | 'player') {
  const store = server.store;
  const append = store.append;
  let refused = 0;
  store.append = async (...args) => {
    const e = args[2];
    if (refused < times && e.k === k && (by === undefined || (e.k === 'act' && e.by === by))) {
      refused++;
      throw new Error('the database is away');
    }
    return append(...args);
  };
  return {
    refused: () => refused,
    restore: () => {
      store.append = append;
    },
  };
}

async function byOfEvents(table: string) {
  const stored = await server.store.loadTable(table);
  return (stored?.events ?? []).flatMap((e) => (e.k === 'act' ? [{ seat: e.seat, by: e.by }] : []));
}

describe('presence: reconnect, computer takeover and handback, turn timer', () => {
  it('a player who reloads comes back to the same seat and the same moment with the seat token', async () => {
    const { table, players } = await threeAtTable();
    // The one who reloads is not to act, so nothing moves even if the computer stands in meanwhile.
    const toAct = players[0]?.client.lastState()?.view?.toAct;
    const b = players.find((p) => p.seat !== toAct) as Seated;
    const a = players.find((p) => p !== b) as Seated;
    await b.client.waitFor((m) => isState(m) && m.seq === a.client.lastState()?.seq);
    const seen = b.client.lastState();
    const from = a.client.mark();
    await b.client.close();
    const away = await a.client.waitFor(
      (m) => m.t === 'table' && seatInfo(m, b.seat)?.connected === false,
      from,
    );
    expect(seatInfo(away, b.seat)).toMatchObject({ name: ['A', 'B', 'C'][b.seat] });

    const again = await TestClient.connect(server.url);
    const joined = await again.request({ t: 'resume', table, token: b.token });
    expect(joined).toMatchObject({ t: 'joined', seat: b.seat });
    expect(joined['token']).toBeUndefined();
    const state = await again.waitFor<Msg & StateMsg>(isState);
    expect(state.seq).toBe(seen?.seq);
    expect(state.view).toEqual(seen?.view);
    await a.client.waitFor(
      (m) => m.t === 'table' && seatInfo(m, b.seat)?.connected === true && seatInfo(m, b.seat)?.bot === false,
      from,
    );
    for (const c of [again, ...players.map((p) => p.client)]) await c.close();
  });

  it('a second tab (or a reload before the old connection is gone) gets the table information, the match log and the timer too', async () => {
    const { table, players } = await threeAtTable();
    const tab = await TestClient.connect(server.url);
    const joined = await tab.request({ t: 'resume', table, token: players[0]?.token });
    expect(joined).toMatchObject({ t: 'joined', seat: 0 });
    await tab.waitFor(isTimer);
    expect(tab.received.map((m) => m.t)).toEqual(['welcome', 'joined', 'table', 'state', 'log', 'timer']);
    expect(tab.lastTable().seats.map((s) => s.name)).toEqual(['A', 'B', 'C']);
    for (const c of [tab, ...players.map((p) => p.client)]) await c.close();
  });

  it('a connection that closes while its resume waits in the queue leaves the seat away, not held by nobody', async () => {
    const { table, players } = await threeAtTable();
    const [a, b] = players as [Seated, Seated, Seated];
    await b.client.close();
    await a.client.waitFor((m) => m.t === 'table' && seatInfo(m, 1)?.bot === true);
    // A slow read keeps the table's queue busy while the player's flaky connection comes and goes.
    const store = server.store;
    const deals = store.deals;
    store.deals = async (id) => {
      await sleep(300);
      return deals(id);
    };
    try {
      a.client.send({ t: 'history', table });
      await sleep(50);
      const flaky = await TestClient.connect(server.url);
      flaky.send({ t: 'resume', table, token: b.token });
      await sleep(50);
      await flaky.close();
    } finally {
      store.deals = deals;
    }
    await sleep(400 + TAKEOVER_MS);
    await a.client.request({ t: 'watch', table });
    const seat1 = a.client.lastTable().seats[1];
    expect(seat1).toMatchObject({ connected: false, bot: true });
    for (const p of players) await p.client.close();
  });

  it('a move of its own that keeps failing is tried again less and less often', async () => {
    const { table, me } = await aloneAtTable();
    const store = server.store;
    const append = store.append;
    const attempts: number[] = [];
    const t0 = Date.now();
    store.append = async (...args) => {
      if (args[2].k !== 'deal') return append(...args);
      attempts.push(Date.now() - t0);
      throw new Error('the database is away');
    };
    try {
      me.client.send({ t: 'ready', table });
      await sleep(3500);
    } finally {
      store.append = append;
    }
    // At once, after 1 s and after 2 s more (not at 1, 2 and 3 s).
    expect(attempts).toHaveLength(3);
    expect(attempts[2] ?? 0).toBeGreaterThan(2800);
    await me.client.close();
  }, 20_000);

  it('a timed-out move whose write failed: the timer starts again and the move is made', async () => {
    const { table, players } = await threeAtTable({ turnSeconds: 5 });
    const [a] = players as [Seated, Seated, Seated];
    const seq = a.client.lastState()?.seq ?? 0;
    const refusing = refuseWrites('act', 1);
    try {
      await a.client.waitFor<Msg & StateMsg>((m) => isState(m) && m.seq === seq + 1, 0, 14_000);
    } finally {
      refusing.restore();
    }
    expect(refusing.refused()).toBe(1);
    expect((await byOfEvents(table)).map((e) => e.by)).toEqual(['computer']);
    for (const p of players) await p.client.close();
  }, 20_000);

  it('a computer move or a deal whose write failed is tried again (the table does not stall)', async () => {
    const { table, me } = await aloneAtTable();
    // The database refuses to write the deal twice (the first time and on the first retry).
    const deals = refuseWrites('deal', 2);
    try {
      await readyAll([me], table);
    } finally {
      deals.restore();
    }
    expect(deals.refused()).toBe(2);
    // And a computer player's move: refused once, then written. (Only a computer's: the first dealer
    // is drawn, and when the player leads, the first act is the player's own.)
    const acts = refuseWrites('act', 1, 'computer');
    try {
      const last = await autoplay([me], table, (s) => s.view?.phase === 'finished');
      expect(last.view?.settlement).not.toBeNull();
    } finally {
      acts.restore();
    }
    expect(acts.refused()).toBe(1);
    expect((await byOfEvents(table)).some((e) => e.by === 'computer')).toBe(true);
    await me.client.close();
  }, 20_000);

  it('after the takeover delay a computer player plays the seat, and hands it back on return', async () => {
    const { table, players } = await threeAtTable();
    const [a, b, c] = players as [Seated, Seated, Seated];
    await b.client.close();
    const from = a.client.mark();
    // The others play on; the computer plays seat 1 once the delay has passed.
    const finished = autoplay([a, c], table, (s) => s.view?.phase === 'finished');
    await a.client.waitFor((m) => m.t === 'table' && seatInfo(m, 1)?.bot === true, from);
    await finished;
    const acts = await byOfEvents(table);
    expect(acts.filter((e) => e.seat === 1 && e.by === 'computer').length).toBeGreaterThan(0);
    expect(acts.filter((e) => e.seat === 1 && e.by === 'player')).toEqual([]);

    // Back: the seat is the player's again, the computer no longer plays it.
    const back = await TestClient.connect(server.url);
    const mark = a.client.mark();
    await back.request({ t: 'resume', table, token: b.token });
    await a.client.waitFor(
      (m) => m.t === 'table' && seatInfo(m, 1)?.bot === false && seatInfo(m, 1)?.connected === true,
      mark,
    );
    const returned: Seated = { client: back, seat: 1, token: b.token };
    const before = (await byOfEvents(table)).length;
    // The next deal (of the two-deal match) is played by all three players.
    const dealt = a.client.mark();
    for (const p of [a, returned, c]) p.client.send({ t: 'ready', table });
    await a.client.waitFor((m) => isState(m) && m.deal?.n === 2, dealt);
    await autoplay([a, returned, c], table, (s) => s.deal?.n === 2 && s.view?.phase === 'finished', 7);
    const later = (await byOfEvents(table)).slice(before);
    expect(later.filter((e) => e.seat === 1 && e.by === 'player').length).toBeGreaterThan(0);
    expect(later.filter((e) => e.by === 'computer')).toEqual([]);
    for (const p of [a, returned, c]) await p.client.close();
  });

  it("a connection holding a seat cannot resume another seat's token (the first seat would be left unplayed)", async () => {
    const { table, players } = await threeAtTable();
    const [a, b, c] = players as [Seated, Seated, Seated];
    const from = a.client.mark();
    await c.client.close();
    const refused = await b.client.request({ t: 'resume', table, token: c.token });
    expect(refused).toMatchObject({ t: 'error', code: 'seat-taken' });
    // Seat 1 is still this connection's, and seat 2, whose player is away, goes to a computer.
    expect(await b.client.request({ t: 'resume', table, token: b.token })).toMatchObject({ seat: 1 });
    await a.client.waitFor((m) => m.t === 'table' && seatInfo(m, 2)?.bot === true, from);
    expect(a.client.lastTable().seats.map((s) => [s.connected, s.bot])).toEqual([
      [true, false],
      [true, false],
      [false, true],
    ]);
    await autoplay([a, b], table, (s) => s.view?.phase === 'finished', 5);
    for (const p of [a, b]) await p.client.close();
  });

  it('a player who leaves frees the seat: a computer plays it, the old token is void, someone else may join', async () => {
    const { table, players } = await threeAtTable();
    const [a, b, c] = players as [Seated, Seated, Seated];
    const from = a.client.mark();
    b.client.send({ t: 'leave', table });
    await a.client.waitFor(
      (m) => m.t === 'table' && seatInfo(m, 1)?.name === null && seatInfo(m, 1)?.bot === true,
      from,
    );
    const stranger = await TestClient.connect(server.url);
    expect(await stranger.request({ t: 'resume', table, token: b.token })).toMatchObject({
      t: 'error',
      code: 'bad-token',
    });
    const d = await seat(server.url, table, 1, 'D');
    expect(d.token).not.toBe(b.token);
    await autoplay([a, d, c], table, (s) => s.view?.phase === 'finished', 3);
    for (const cl of [stranger, ...players.map((p) => p.client), d.client]) await cl.close();
  });

  it('computer seats play on their own; an unknown level is refused', async () => {
    const bad = await TestClient.connect(server.url);
    const refused = await bad.request({
      t: 'create',
      preset: 'haferltarock',
      seats: [{ kind: 'human' }, { kind: 'computer', level: 'grandmaster' }, { kind: 'human' }],
      hostKey: hostKey(),
    });
    expect(refused).toMatchObject({ t: 'error', code: 'bad-table' });
    expect(
      await bad.request({ t: 'create', preset: 'no-such-game', seats: humans(3), hostKey: hostKey() }),
    ).toMatchObject({
      t: 'error',
      code: 'bad-table',
    });
    expect(
      await bad.request({ t: 'create', preset: 'haferltarock', seats: humans(4), hostKey: hostKey() }),
    ).toMatchObject({
      t: 'error',
      code: 'bad-table',
    });
    await bad.close();

    const { table } = await openTable(server.url, {
      preset: 'haferltarock',
      seats: [
        { kind: 'computer', level: 'random' },
        { kind: 'human' },
        { kind: 'computer', level: 'random' },
      ],
    });
    const me = await seat(server.url, table, 1, 'Solo');
    await readyAll([me], table);
    const last = await autoplay([me], table, (s) => s.view?.phase === 'finished');
    expect(last.view?.settlement).not.toBeNull();
    const acts = await byOfEvents(table);
    expect(new Set(acts.filter((e) => e.by === 'computer').map((e) => e.seat))).toEqual(new Set([0, 2]));
    await me.client.close();
  });

  it('the turn timer: when it runs out a computer player makes that one move', async () => {
    const { table, players } = await threeAtTable({ turnSeconds: 5 });
    const [a] = players as [Seated, Seated, Seated];
    const seq = a.client.lastState()?.seq ?? 0;
    const { deadline } = await a.client.waitFor<Msg & TimerMsg>((m) => isTimer(m) && m.seq === seq);
    expect(deadline).toBeGreaterThan(Date.now());
    expect(deadline).toBeLessThanOrEqual(Date.now() + 5000);
    const from = a.client.mark();
    const next = await a.client.waitFor<Msg & StateMsg>((m) => isState(m) && m.seq === seq + 1, 0, 8000);
    // Once the time ran out, and before the stand-in's move, the timer shows no deadline (it
    // showed the moment gone by while the computer player decided).
    const moved = a.client.received.indexOf(next);
    const shown = a.client.received.slice(from, moved).filter(isTimer);
    expect(shown.at(-1)).toMatchObject({ seq, deadline: null });
    const acts = await byOfEvents(table);
    expect(acts).toHaveLength(1);
    expect(acts[0]?.by).toBe('computer');
    // Still the player's seat: nobody is shown as replaced.
    expect(a.client.lastTable().seats.every((s) => !s.bot)).toBe(true);
    expect(next.view?.history).toHaveLength(2);
    for (const p of players) await p.client.close();
    await sleep(0);
  }, 15_000);

  it('the turn timer runs once per turn: reconnecting (the player or anyone) does not restart it', async () => {
    const { table, players } = await threeAtTable({ turnSeconds: 5 });
    const [a, b] = players as [Seated, Seated, Seated];
    const toAct = a.client.lastState()?.view?.toAct;
    const mover = players.find((p) => p.seat === toAct);
    if (!mover) throw new Error('nobody to act');
    const seq = a.client.lastState()?.seq ?? 0;
    const timer = await a.client.waitFor<Msg & TimerMsg>((m) => isTimer(m) && m.seq === seq);
    const deadline = timer.deadline ?? 0;
    const tabs: TestClient[] = [];
    for (const token of [mover.token, b.token]) {
      await sleep(300);
      const tab = await TestClient.connect(server.url);
      tabs.push(tab);
      await tab.request({ t: 'resume', table, token });
      expect(await tab.waitFor(isTimer)).toMatchObject({ seq, deadline });
    }
    const next = await a.client.waitFor<Msg & StateMsg>((m) => isState(m) && m.seq === seq + 1, 0, 8000);
    expect(Date.now()).toBeLessThan(deadline + 2000);
    expect(next.view?.history.at(-1)?.actor).toBe(mover.seat);
    expect((await byOfEvents(table)).map((e) => e.by)).toEqual(['computer']);
    for (const c of [...tabs, ...players.map((p) => p.client)]) await c.close();
  }, 15_000);
});
