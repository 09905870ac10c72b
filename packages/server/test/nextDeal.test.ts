/**
 * A free seat taken while a deal is played is the player's from the next deal: until the deal
 * ends the computer goes on playing it, and the seat's connections see only what a spectator
 * sees. Before, a second connection of a player at the table (another tab) could take a seat
 * given up in the middle of a deal and at once see that seat's hand for the rest of the deal.
 */
import { type Game, type GameRecord, type Seat, type State, loadGame, replay } from '@tarock/engine';
import type { TableInfo } from '@tarock/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Msg, type StateMsg, TestClient, isState } from './helpers/client';
import {
  type Seated,
  autoplay,
  dealtTable,
  hostKey,
  humans,
  readyAll,
  seat,
  seatToken,
} from './helpers/play';
import { cardsIn, hiddenFrom } from './helpers/secrecy';
import { type TestServer, startedAgain, testServer } from './helpers/server';

let server: TestServer;
beforeAll(async () => {
  server = await testServer();
});
afterAll(async () => {
  await server.stop();
});

const isTable = (m: Msg) => m.t === 'table';
const finished = (s: StateMsg) => s.view?.phase === 'finished';

/** Every state of the deal's record, by the number of turns taken. */
function statesOf(record: GameRecord): readonly State[] {
  const replayed = replay(record);
  if (!replayed.ok) throw new Error('the record does not replay');
  return replayed.value.states;
}

/** The deal's record from the table's history. */
async function recordOf(client: TestClient, table: string, n: number): Promise<GameRecord> {
  const history = await client.request({ t: 'history', table });
  const deal = (history['deals'] as { n: number; record: GameRecord }[]).find((d) => d.n === n);
  if (!deal) throw new Error(`no deal ${n} in the history`);
  return deal.record;
}

/** The acts of the table's log from event `from` on: seat and who chose. */
async function actsFrom(table: string, from: number) {
  const stored = await server.store.loadTable(table);
  return (stored?.events ?? [])
    .slice(from)
    .flatMap((e) => (e.k === 'act' ? [{ seat: e.seat, by: e.by }] : []));
}

const eventCount = async (table: string) => (await server.store.loadTable(table))?.events.length ?? 0;

/**
 * A dealt table of three players where one player, not the one to act, gave the seat up: the
 * computer plays it, and nobody has acted at it since the deal.
 */
async function seatGivenUp(create: Record<string, unknown> = {}) {
  const { table, players } = await dealtTable(server.url, create);
  const toAct = players[0]?.client.lastState()?.view?.toAct;
  const gone = players.find((p) => p.seat !== toAct) as Seated;
  const stay = players.filter((p) => p !== gone);
  expect(await gone.client.request({ t: 'leave', table })).toMatchObject({ t: 'ack' });
  await gone.client.close();
  return { table, free: gone.seat as Seat, stay };
}

function gameOf(name: string): Game {
  const g = loadGame(name);
  if (!g.ok) throw new Error(g.error);
  return g.value;
}

describe('a free seat taken during a deal is played from the next deal', () => {
  it("a second tab of a seated player that takes a free seat mid-deal sees no card of that seat's hand until the deal ends", async () => {
    const { table, free, stay } = await seatGivenUp({ turnSeconds: 30 });
    const [a] = stay as [Seated, Seated];
    // The second tab of a player already at the table.
    const tab = await TestClient.connect(server.url);
    await tab.request({ t: 'watch', table });
    const since = await eventCount(table);
    const token = seatToken();
    const joined = await tab.request({ t: 'join', table, seat: free, name: 'Zweit', token });
    expect(joined).toMatchObject({ t: 'joined', seat: free });
    await tab.waitFor(isTable, tab.received.indexOf(joined));
    expect(tab.lastTable().seats[free]).toMatchObject({
      name: 'Zweit',
      from: 'next-deal',
      bot: true,
      connected: true,
    });
    const n = a.client.lastState()?.deal?.n ?? 0;

    const last = await autoplay(stay, table, finished);
    await tab.waitFor((m) => isState(m) && m.seq === last.seq);
    // The deal is over: the seat is the player's, nobody plays it in the meantime.
    expect(tab.lastTable().seats[free]).toMatchObject({ name: 'Zweit', from: null, bot: false });

    // Every frame the tab received during the deal is the spectators' view of that moment.
    const g = gameOf(a.client.lastTable().game);
    const states = statesOf(await recordOf(tab, table, n));
    // Every frame after the join, up to the end of the deal.
    const seated = tab.received.indexOf(joined);
    const during = tab.received.flatMap((m, i) =>
      i > seated && isState(m) && m.deal?.n === n && m.view?.phase !== 'finished'
        ? [{ m, text: tab.raw[i] ?? '' }]
        : [],
    );
    expect(during.length).toBeGreaterThan(1);
    for (const { m, text } of during) {
      const view = m.view;
      if (!view) throw new Error('a frame of the deal without a view');
      const truth = states[view.history.length] as State;
      expect(m.seat).toBe(free);
      expect(view).toEqual(JSON.parse(JSON.stringify(g.view(truth, 'spectator'))));
      const hand = new Set(truth.hands[free]);
      expect(cardsIn(JSON.parse(text)).filter((c) => hand.has(c))).toEqual([]);
      expect(cardsIn(JSON.parse(text)).filter((c) => hiddenFrom(g, truth, 'spectator').has(c))).toEqual([]);
    }
    // The computer played the seat throughout; no turn timer ran for it (nobody was asked).
    const acts = await actsFrom(table, since);
    const atFree = acts.filter((e) => e.seat === free);
    expect(atFree.length).toBeGreaterThan(0);
    expect(atFree.every((e) => e.by === 'computer')).toBe(true);
    const toActAt = new Map(a.client.states().map((s) => [s.seq, s.view?.toAct]));
    const timed = a.client.timers().filter((t) => t.deadline !== null && toActAt.has(t.seq));
    expect(timed.length).toBeGreaterThan(0);
    for (const t of timed) expect(toActAt.get(t.seq)).not.toBe(free);

    // The next deal: the tab gets its seat's view, is asked to play, and plays.
    const me: Seated = { client: tab, seat: free, token };
    const nextFrom = tab.mark();
    await readyAll([...stay, me], table);
    const dealt = tab.received.slice(nextFrom).filter(isState);
    expect(dealt.at(-1)).toMatchObject({ seat: free, deal: { n: n + 1 }, view: { viewer: free } });
    expect(dealt.at(-1)?.view?.hand.length).toBeGreaterThan(0);
    const before = await eventCount(table);
    await autoplay([...stay, me], table, (s) => s.deal?.n === n + 1 && finished(s), 11);
    const mine = (await actsFrom(table, before)).filter((e) => e.seat === free);
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((e) => e.by === 'player')).toBe(true);
    for (const c of [tab, ...stay.map((p) => p.client)]) await c.close();
    expect(server.errors).toEqual([]);
  }, 30_000);

  it('a pending seat may not act: refused as not its seat to play yet', async () => {
    const { table, free, stay } = await seatGivenUp();
    const tab = await seat(server.url, table, free, 'Zweit');
    const frame = await tab.client.waitFor<Msg & StateMsg>(isState);
    expect(frame.view?.viewer).toBe('spectator');
    expect(frame.view?.legal).toEqual([]);
    const refused = await tab.client.request({
      t: 'act',
      table,
      seat: free,
      seq: frame.seq,
      action: { type: 'pass' },
    });
    expect(refused).toMatchObject({
      t: 'rejected',
      code: 'seat',
      reason: expect.stringContaining('next deal'),
    });
    // Not between deals either: ready is refused while the deal runs, as for everyone.
    expect(await tab.client.request({ t: 'ready', table })).toMatchObject({ t: 'rejected', code: 'phase' });
    for (const c of [tab.client, ...stay.map((p) => p.client)]) await c.close();
  });

  it('a join between deals takes the seat at once', async () => {
    const { table, players } = await dealtTable(server.url);
    await autoplay(players, table, finished, 5);
    const [a, b, c] = players as [Seated, Seated, Seated];
    expect(await c.client.request({ t: 'leave', table })).toMatchObject({ t: 'ack' });
    const d = await seat(server.url, table, c.seat, 'D');
    const frame = await d.client.waitFor<Msg & StateMsg>(isState);
    expect(frame).toMatchObject({ seat: c.seat, view: { viewer: c.seat, phase: 'finished' } });
    expect(d.client.lastTable().seats[c.seat]).toMatchObject({ name: 'D', from: null, bot: false });
    await readyAll([a, b, d], table);
    expect(d.client.lastState()?.view).toMatchObject({ viewer: c.seat });
    expect(d.client.lastState()?.view?.hand.length).toBeGreaterThan(0);
    for (const p of [a, b, c, d]) await p.client.close();
  });

  it('leave while pending gives the seat up; the next who takes it waits for the next deal too', async () => {
    const { table, free, stay } = await seatGivenUp();
    const [a] = stay as [Seated, Seated];
    const tab = await seat(server.url, table, free, 'Zweit');
    const mark = a.client.mark();
    expect(await tab.client.request({ t: 'leave', table })).toMatchObject({ t: 'ack' });
    await a.client.waitFor((m) => isTable(m) && (m['table'] as TableInfo).seats[free]?.name === null, mark);
    expect(a.client.lastTable().seats[free]).toMatchObject({ name: null, from: null, bot: true });
    expect(tab.client.lastState()).toMatchObject({ seat: null, view: { viewer: 'spectator' } });
    const other = await seat(server.url, table, free, 'Dritt');
    // The table information comes before the state frame.
    expect((await other.client.waitFor<Msg & StateMsg>(isState)).view?.viewer).toBe('spectator');
    expect(other.client.lastTable().seats[free]).toMatchObject({ name: 'Dritt', from: 'next-deal' });
    const last = await autoplay(stay, table, finished);
    const end = await other.client.waitFor<Msg & StateMsg>((m) => isState(m) && m.seq === last.seq);
    expect(end).toMatchObject({ seat: free, view: { viewer: free } });
    for (const c of [tab.client, other.client, ...stay.map((p) => p.client)]) await c.close();
  });

  it("the host's new token for a pending seat keeps it pending", async () => {
    const host = await TestClient.connect(server.url);
    const key = hostKey();
    const created = await host.request({
      t: 'create',
      preset: 'haferltarock',
      seats: humans(3),
      hostKey: key,
    });
    const table = String(created['table']);
    const players = [await seat(server.url, table, 0, 'A'), await seat(server.url, table, 1, 'B')];
    const c = await seat(server.url, table, 2, 'C');
    await readyAll([...players, c], table);
    expect(await c.client.request({ t: 'leave', table })).toMatchObject({ t: 'ack' });
    const tab = await seat(server.url, table, 2, 'Zweit');
    const answer = await host.request({ t: 'reissue', table, seat: 2, hostKey: key });
    const again = await TestClient.connect(server.url);
    expect(await again.request({ t: 'resume', table, token: answer['token'] })).toMatchObject({ seat: 2 });
    expect(await again.waitFor(isState)).toMatchObject({ seat: 2, view: { viewer: 'spectator', hand: [] } });
    expect(again.lastTable().seats[2]).toMatchObject({ name: 'Zweit', from: 'next-deal' });
    for (const cl of [host, tab.client, again, c.client, ...players.map((p) => p.client)]) await cl.close();
  });
});

describe('whether a seat is pending follows from the log', () => {
  it('a server restarted mid-deal keeps the seat pending and its hand hidden', async () => {
    const own = await testServer();
    try {
      const { table, players } = await dealtTable(own.url);
      const toAct = players[0]?.client.lastState()?.view?.toAct;
      const gone = players.find((p) => p.seat !== toAct) as Seated;
      const stay = players.filter((p) => p !== gone);
      await gone.client.request({ t: 'leave', table });
      const tab = await seat(own.url, table, gone.seat, 'Zweit');
      for (const c of [tab.client, gone.client, ...stay.map((p) => p.client)]) await c.close();
      await own.close();

      const again = await startedAgain(own);
      try {
        const back = await TestClient.connect(again.url);
        expect(await back.request({ t: 'resume', table, token: tab.token })).toMatchObject({
          seat: gone.seat,
        });
        const frame = await back.waitFor<Msg & StateMsg>(isState);
        expect(frame).toMatchObject({ seat: gone.seat, view: { viewer: 'spectator', hand: [] } });
        expect(back.lastTable().seats[gone.seat]).toMatchObject({
          name: 'Zweit',
          from: 'next-deal',
          bot: true,
        });
        // The others come back and finish the deal; then the seat is the player's.
        const resumed: Seated[] = [];
        for (const p of stay) {
          const client = await TestClient.connect(again.url);
          await client.request({ t: 'resume', table, token: p.token });
          resumed.push({ ...p, client });
        }
        const last = await autoplay(resumed, table, finished);
        const end = await back.waitFor<Msg & StateMsg>((m) => isState(m) && m.seq === last.seq);
        expect(end).toMatchObject({ seat: gone.seat, view: { viewer: gone.seat } });
        for (const s of back.states().filter((s) => s.view?.phase !== 'finished'))
          expect(s.view?.viewer).toBe('spectator');
        for (const c of [back, ...resumed.map((p) => p.client)]) await c.close();
      } finally {
        await again.close();
      }
    } finally {
      await own.stop();
    }
  }, 30_000);
});
