import { createHash } from 'node:crypto';
import { type Game, type Preset, type Turn, createWideRng, makeGame } from '@tarock/engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Msg, type StateMsg, TestClient, isState } from './helpers/client';
import { autoplay, humans, openTable, readyAll, seat } from './helpers/play';
import { cardsIn, hiddenFrom, stateAt } from './helpers/secrecy';
import { type TestServer, testServer } from './helpers/server';
import { tinyPreset } from './helpers/tinyPreset';

let server: TestServer;
beforeAll(async () => {
  server = await testServer();
});
afterAll(async () => {
  await server.stop();
});

const gameOf = (preset: Preset, options: Record<string, number | string | boolean>): Game => {
  const g = makeGame(preset, options);
  if (!g.ok) throw new Error(g.error);
  return g.value;
};

describe('a full deal over real sockets', () => {
  it('three players and a spectator: each frame holds only what its seat may know; the shuffle checks out', async () => {
    const game = gameOf(tinyPreset as unknown as Preset, { matchDeals: 1 }); // widened like the server's registry
    const { table, invite } = await openTable(server.url, {
      preset: 'test-tiny',
      options: { matchDeals: 1 },
      seats: humans(3),
    });
    expect(invite).toBe(`/table/${table}`);

    const spectator = await TestClient.connect(server.url);
    spectator.send({ t: 'watch', table });
    const info = await spectator.waitFor((m) => m.t === 'table');
    // The invitee sees the preset and every option that differs from its default before joining.
    expect(info['table']).toMatchObject({
      preset: { id: 'test-tiny', name: 'Tiny test game' },
      options: [{ key: 'matchDeals', value: 1, default: 2 }],
      status: 'waiting',
    });

    const players = [
      await seat(server.url, table, 0, 'Anna'),
      await seat(server.url, table, 1, 'Bert'),
      await seat(server.url, table, 2, 'Cleo'),
    ];
    await readyAll(players, table);
    const last = await autoplay(players, table, (s) => s.view?.phase === 'finished');
    expect(last.deal?.seed).toMatch(/^[0-9a-f]{64}$/);
    await spectator.waitFor((m) => isState(m) && m.seq === last.seq);

    // The record of the deal, with its seed, from the table's history.
    const history = await players[0]?.client.request({ t: 'history', table });
    const deals = history?.['deals'] as {
      n: number;
      seed: string;
      seedHash: string;
      record: { turns: Turn[]; tags: Record<string, string> };
    }[];
    expect(deals).toHaveLength(1);
    const deal = deals[0];
    if (!deal) throw new Error('no deal');
    expect(deal.seed).toBe(last.deal?.seed);
    expect(createHash('sha256').update(deal.seed).digest('hex')).toBe(deal.seedHash);
    const turns = deal.record.turns;
    const initial = game.newDeal({ dealer: Number(deal.record.tags['dealer']) });
    expect(game.sampleDeal(initial, createWideRng(deal.seed))).toEqual(turns[0]?.action);
    const final = stateAt(game, initial, turns, turns.length);
    expect(final.phase).toBe('finished');

    const check = (client: TestClient, viewer: number | 'spectator') => {
      let frames = 0;
      client.raw.forEach((text, i) => {
        const m = client.received[i] as Msg;
        if (!isState(m) || m.view === null) return;
        const view = (m as StateMsg).view;
        if (!view) return;
        frames++;
        const truth = stateAt(game, initial, turns, view.history.length);
        // Exactly the engine's view of that seat at that moment…
        expect(view).toEqual(JSON.parse(JSON.stringify(game.view(truth, viewer))));
        // …so no card hidden from the seat appears anywhere in the frame…
        const hidden = hiddenFrom(game, truth, viewer);
        const leaked = cardsIn(JSON.parse(text)).filter((c) => hidden.has(c));
        expect(leaked, `frame ${i} to ${viewer}`).toEqual([]);
        // …and the seed only once the deal is over.
        if (truth.phase !== 'finished') expect(text.includes(deal.seed)).toBe(false);
      });
      return frames;
    };
    for (const p of players) expect(check(p.client, p.seat)).toBeGreaterThan(turns.length / 2);
    expect(check(spectator, 'spectator')).toBeGreaterThan(turns.length / 2);
    for (const f of spectator.states()) expect(f.view?.hand ?? []).toEqual([]);

    // The match (one deal) is over and the table shows it.
    const finalInfo = await spectator.request({ t: 'watch', table }, (m) => m.t === 'state');
    expect(finalInfo.t).toBe('state');
    const tableMsg = spectator.received.filter((m) => m.t === 'table').pop();
    expect(tableMsg?.['table']).toMatchObject({
      status: 'waiting',
      deals: 1,
      match: { finished: true, deals: 1 },
    });

    // The history is also served over HTTP.
    const res = await fetch(`${server.url}/api/tables/${table}/history`);
    expect(((await res.json()) as { deals: unknown[] }).deals).toHaveLength(1);
    for (const c of [spectator, ...players.map((p) => p.client)]) await c.close();
    expect(server.errors).toEqual([]);
  });
});
