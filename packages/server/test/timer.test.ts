/**
 * The turn timer's deadline travels in `timer` frames of its own: a deal played with a turn timer
 * sends each turn's deadline, and the table information only when the table changes — not once a
 * turn, as when the deadline was part of it.
 */
import type { TableInfo } from '@tarock/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Msg, TestClient, type TimerMsg, isState, isTimer } from './helpers/client';
import { autoplay, dealtTable } from './helpers/play';
import { type TestServer, startedAgain, testServer } from './helpers/server';

let server: TestServer;
beforeAll(async () => {
  server = await testServer();
});
afterAll(async () => {
  await server.stop();
});

describe('the turn timer’s frames', () => {
  it('tell each turn’s deadline; the table information is not sent again each turn', async () => {
    const { table, players } = await dealtTable(server.url, { turnSeconds: 60 });
    const watcher = players[0]?.client;
    if (!watcher) throw new Error('no players');
    const dealt = watcher.lastState();
    if (!dealt) throw new Error('no deal');
    const from = watcher.received.indexOf(dealt);
    const last = await autoplay(players, table, (s) => s.view?.phase === 'finished');
    const end = await watcher.waitFor((m) => isState(m) && m.seq === last.seq, from);
    const during = watcher.received.slice(from, watcher.received.indexOf(end) + 1);
    const turns = during
      .filter(isState)
      .filter((s) => s.view?.toAct !== null && s.view?.phase !== 'finished');
    expect(turns.length).toBeGreaterThan(10);
    // Once, when the deal finished (its count and the match's totals), before its last frame.
    const tables = during.filter((m) => m.t === 'table').map((m) => m['table'] as TableInfo);
    expect(tables.map((t) => [t.status, t.deals])).toEqual([['waiting', 1]]);
    // Every turn of the deal is a person's: each got a deadline of its own, a minute away.
    const timers = watcher.timers();
    for (const s of turns) {
      const timer = timers.find((t) => t.seq === s.seq);
      expect(timer?.deadline).toBeGreaterThan(Date.now() + 50_000);
    }
    for (const p of players) await p.client.close();
  });

  it('come with the answer to a resume in the middle of a turn, after its state', async () => {
    const { table, players } = await dealtTable(server.url, { turnSeconds: 60 });
    const [a] = players;
    if (!a) throw new Error('no players');
    const seq = a.client.lastState()?.seq;
    const told = await a.client.waitFor((m) => isTimer(m) && m.seq === seq);
    const tab = await TestClient.connect(server.url);
    await tab.request({ t: 'resume', table, token: a.token });
    const answer = await tab.waitFor(isTimer);
    expect(answer).toMatchObject({ seq, deadline: told['deadline'] });
    expect(tab.received.map((m) => m.t).filter((t) => t !== 'welcome')).toEqual([
      'joined',
      'table',
      'state',
      'log',
      'timer',
    ]);
    for (const c of [tab, ...players.map((p) => p.client)]) await c.close();
  });

  it('start again with a table rebuilt after a restart: the resume’s answer carries the new deadline', async () => {
    const { table, players } = await dealtTable(server.url, { turnSeconds: 60 });
    const [a] = players;
    if (!a) throw new Error('no players');
    const seq = a.client.lastState()?.seq;
    const before = await a.client.waitFor<Msg & TimerMsg>((m) => isTimer(m) && m.seq === seq);
    for (const p of players) await p.client.close();
    await server.close();
    const again = await startedAgain(server);
    try {
      const back = await TestClient.connect(again.url);
      await back.request({ t: 'resume', table, token: a.token });
      const timer = await back.waitFor<Msg & TimerMsg>(isTimer);
      expect(back.lastState()?.seq).toBe(seq);
      expect(timer.seq).toBe(seq);
      expect(timer.deadline).toBeGreaterThanOrEqual(before.deadline ?? Number.POSITIVE_INFINITY);
      await back.close();
    } finally {
      await again.close();
    }
  });
});
