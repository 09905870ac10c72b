/**
 * Beck's honours claimed after the last trick (`honoursMustBeClaimed`, rules-notes IT-15 [d]) at an
 * online table: the claims are turns like any other. Only the holder is asked, and a seat whose turn
 * timer runs out there has its computer stand-in claim the honour rather than give it away.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Msg, type StateMsg, isState } from './helpers/client';
import { autoplay, dealtTable } from './helpers/play';
import { type TestServer, testServer } from './helpers/server';

let server: TestServer;
beforeAll(async () => {
  server = await testServer();
});
afterAll(async () => {
  await server.stop();
});

describe('Beck with honours claimed after the last trick, at an online table', () => {
  it('the holder alone is asked; when his time runs out, the stand-in claims', async () => {
    const { table, players } = await dealtTable(server.url, {
      preset: 'illustrated-beck',
      options: { honoursMustBeClaimed: true },
      turnSeconds: 5,
    });
    // Deals are played at random until one reaches the claims (most do: two of the trull cards in
    // one hand are an honour).
    const claim = await autoplay(players, table, (s) => s.view?.phase === 'claim', 11);
    const holder = claim.view?.toAct;
    if (typeof holder !== 'number') throw new Error('nobody to claim');
    for (const p of players) {
      const seen = await p.client.waitFor<Msg & StateMsg>((m) => isState(m) && m.seq === claim.seq);
      const legal = seen.view?.legal ?? [];
      if (p.seat === holder) {
        expect(legal.some((a) => a.type === 'announce')).toBe(true);
        expect(legal).toContainEqual({ type: 'ready' });
      } else expect(legal).toEqual([]);
    }
    // Nobody answers: the turn timer runs out and the computer player stands in for that move.
    const asker = players[0];
    if (!asker) throw new Error('no players');
    // The 5 s timer, then the stand-in's decision on a worker that boots for it (seconds more on
    // a machine busy with other work: 9 s did not suffice once at a load average of 13).
    await asker.client.waitFor((m) => isState(m) && m.seq === claim.seq + 1, 0, 20_000);
    const stored = await server.store.loadTable(table);
    const last = stored?.events.at(-1);
    expect(last).toMatchObject({ k: 'act', seat: holder, by: 'computer', action: { type: 'announce' } });
    for (const p of players) await p.client.close();
  }, 40_000);
});
