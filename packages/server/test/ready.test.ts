/**
 * The ready timer: a present player who never says `ready` does not hold the next deal up for
 * good. Once someone present is ready, the others have `readyMs`; then the deal starts as if they
 * had said it (their seats stay theirs, as after a turn timer's move). The `timer` frames carry
 * the moment as their `deadline`.
 */
import type { TableInfo } from '@tarock/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Msg, type StateMsg, TestClient, type TimerMsg, isState, isTimer } from './helpers/client';
import { type Seated, humans, openTable, seat, seatThree } from './helpers/play';
import { type TestServer, startedAgain, testServer } from './helpers/server';

const READY_MS = 500;
let server: TestServer;
beforeAll(async () => {
  server = await testServer({ readyMs: READY_MS });
});
afterAll(async () => {
  await server.stop();
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const dealt = (m: Msg) => isState(m) && m.view !== null && m.view.phase !== 'finished';

/** Sends `ready` and waits until the table shows the seat ready. */
async function sayReady(p: Seated, table: string): Promise<void> {
  const from = p.client.mark();
  p.client.send({ t: 'ready', table });
  await p.client.waitFor(
    (m) => m.t === 'table' && (m['table'] as TableInfo).seats[p.seat]?.ready === true, // a `table` message
    from,
  );
}

async function threeSeated(): Promise<{ table: string; players: Seated[] }> {
  const { table } = await openTable(server.url, { preset: 'haferltarock', seats: humans(3) });
  return { table, players: await seatThree(server.url, table) };
}

describe('the ready timer', () => {
  it('deals when it runs out, as if the idle player had said ready; the seat stays the player’s', async () => {
    const { table, players } = await threeSeated();
    const [a, b, c] = players as [Seated, Seated, Seated];
    const from = c.client.mark();
    const asked = Date.now();
    await sayReady(a, table);
    await sayReady(b, table);
    const waiting = await c.client.waitFor<Msg & TimerMsg>((m) => isTimer(m) && m.deadline !== null, from);
    expect(c.client.lastTable().status).toBe('waiting');
    expect(waiting.deadline).toBeGreaterThanOrEqual(asked + READY_MS - 50);
    expect(waiting.deadline).toBeLessThanOrEqual(Date.now() + READY_MS);
    // Started once, at A's ready: B's did not start it again.
    expect(c.client.timers().filter((t) => t.deadline !== null)).toHaveLength(1);
    const frame = await c.client.waitFor<Msg & StateMsg>(dealt, from, 5000);
    expect(Date.now()).toBeGreaterThanOrEqual(waiting.deadline ?? 0);
    // C plays its own seat: its hand, not a computer player's.
    expect(frame.seat).toBe(2);
    expect(c.client.lastTable().seats.map((s) => s.bot)).toEqual([false, false, false]);
    // The deal stops the ready timer, after its frames (no turn timer here).
    expect(c.client.lastTable()).toMatchObject({ status: 'playing' });
    const stopped = await c.client.waitFor(isTimer, c.client.received.indexOf(frame));
    expect(stopped).toMatchObject({ seq: frame.seq, deadline: null });
    const events = (await server.store.loadTable(table))?.events ?? [];
    expect(events.map((e) => (e.k === 'ready' ? `ready ${e.seat}` : e.k))).toEqual([
      'join',
      'join',
      'join',
      'ready 0',
      'ready 1',
      'deal',
    ]);
    for (const p of players) await p.client.close();
  });

  it('does not run while nobody is ready', async () => {
    const { table, players } = await threeSeated();
    await sleep(READY_MS * 2);
    expect(players[0]?.client.lastTable()).toMatchObject({ status: 'waiting' });
    expect(players[0]?.client.timers().every((t) => t.deadline === null)).toBe(true);
    expect(players[0]?.client.states().some(dealt)).toBe(false);
    for (const p of players) await p.client.close();
    expect(table).toBeTruthy();
  });

  it('a seat nobody takes holds the first deal up only as long as the timer; computers play it, and who takes it later plays from the next deal', async () => {
    const { table } = await openTable(server.url, { preset: 'haferltarock', seats: humans(3) });
    const alone = await seat(server.url, table, 0, 'A');
    const from = alone.client.mark();
    await sayReady(alone, table);
    const waiting = await alone.client.waitFor<Msg & TimerMsg>(
      (m) => isTimer(m) && m.deadline !== null,
      from,
    );
    expect(waiting.deadline).toBeGreaterThan(Date.now() - 50);
    const frame = await alone.client.waitFor<Msg & StateMsg>(dealt, from, 5000);
    expect(Date.now()).toBeGreaterThanOrEqual(waiting.deadline ?? 0);
    expect(frame.seat).toBe(0);
    expect(alone.client.lastTable().seats.map((s) => s.bot)).toEqual([false, true, true]);
    // B arrives during the deal: the seat is B's, the computer finishes the deal for it.
    const late = await seat(server.url, table, 1, 'B');
    const seen = await late.client.waitFor(
      (m) => m.t === 'table' && (m['table'] as TableInfo).seats[1]?.name === 'B',
      0,
    );
    expect((seen['table'] as TableInfo).seats[1]?.bot).toBe(true);
    for (const c of [alone.client, late.client]) await c.close();
  });

  it('a table rebuilt from its log after the timer dealt is at the same moment', async () => {
    const { table, players } = await threeSeated();
    const [a] = players as [Seated, Seated, Seated];
    const from = a.client.mark();
    await sayReady(a, table);
    const frame = await a.client.waitFor<Msg & StateMsg>(dealt, from, 5000);
    for (const p of players) await p.client.close();
    await server.close();
    const again = await startedAgain(server);
    try {
      const back = await TestClient.connect(again.url);
      await back.request({ t: 'resume', table, token: a.token });
      const state = await back.waitFor<Msg & StateMsg>(isState);
      expect(state.seq).toBe(frame.seq);
      expect(state.view).toEqual(frame.view);
      await back.close();
    } finally {
      await again.close();
    }
  });
});
