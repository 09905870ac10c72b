import { createHash } from 'node:crypto';
import {
  type GameRecord,
  type State,
  createWideRng,
  describeReplayError,
  loadGame,
  replay,
} from '@tarock/engine';
import { ServerMessage } from '@tarock/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Msg, type StateMsg, TestClient, isState } from './helpers/client';
import { type Seated, autoplay, humans, openTable, readyAll, seat } from './helpers/play';
import { cardsIn, hiddenFrom } from './helpers/secrecy';
import { type TestServer, testServer } from './helpers/server';

let server: TestServer;
beforeAll(async () => {
  server = await testServer();
});
afterAll(async () => {
  await server.stop();
});

interface Deal {
  readonly n: number;
  readonly seeds: string[];
  readonly seedHashes: string[];
  readonly record: GameRecord;
}

describe('a full deal over real sockets', () => {
  it.each([
    { preset: 'illustrated-mayr-sedlaczek-2016', options: { stake: 1, valat: false }, seats: 3, rngSeed: 3 },
    { preset: 'haferltarock', options: { seats: 4, kontra: true }, seats: 4, rngSeed: 4 },
  ])(
    '$preset $options: every frame holds only what its seat may know; the shuffle checks out',
    async ({ preset, options, seats, rngSeed }) => {
      const { table, invite } = await openTable(server.url, { preset, options, seats: humans(seats) });
      expect(invite).toBe(`/table/${table}`);

      const spectator = await TestClient.connect(server.url);
      await spectator.request({ t: 'watch', table });
      // The invitee sees the preset and every option that differs from its default before joining.
      const info = spectator.lastTable();
      expect(info).toMatchObject({ preset: { id: preset }, status: 'waiting' });
      const shown = Object.fromEntries(
        info.options.filter((o) => o.key !== 'seats').map((o) => [o.key, o.value]),
      );
      expect(shown).toEqual(Object.fromEntries(Object.entries(options).filter(([k]) => k !== 'seats')));
      for (const o of info.options) expect(o.value).not.toEqual(o.default);

      const players: Seated[] = [];
      for (let i = 0; i < seats; i++) players.push(await seat(server.url, table, i, `P${i}`));
      await readyAll(players, table);
      // Play until a deal is played out (a thrown-in deal is followed by the next).
      const last = await autoplay(
        players,
        table,
        (s) => s.view?.phase === 'finished' && s.view.settlement?.outcome !== 'passed',
        rngSeed,
      );
      for (const seed of last.deal?.seeds ?? ['none']) expect(seed).toMatch(/^[0-9a-f]{64}$/);
      await spectator.waitFor((m) => isState(m) && m.seq === last.seq);

      // The records of the deals, with their seeds, from the table's history.
      const history = await spectator.request({ t: 'history', table });
      const deals = history['deals'] as Deal[];
      expect(deals.length).toBeGreaterThanOrEqual(1);
      expect(deals.at(-1)?.n).toBe(last.deal?.n);
      for (const deal of deals) {
        const game = loadGame(
          `${preset}(${Object.entries(options)
            .map(([k, v]) => `${k}=${v}`)
            .join(',')})`,
        );
        if (!game.ok) throw new Error(game.error);
        const g = game.value;
        const r = deal.record;
        expect(r.tags['Seed']).toBe(deal.seeds.join(' '));
        expect(deal.seeds.map((seed) => createHash('sha256').update(seed).digest('hex'))).toEqual(
          deal.seedHashes,
        );
        // The record replays to its result (the engine's replay checks the settlement).
        const replayed = replay(r);
        if (!replayed.ok) throw new Error(describeReplayError(replayed.error));
        expect(replayed.value.final.phase).toBe('finished');
        const stateAt = (turns: number): State => {
          const s = replayed.value.states[turns];
          if (!s) throw new Error(`no state after ${turns} turns`);
          return s;
        };
        // Each time the cards were dealt, the shuffle is the one its seed gives.
        const dealTurns = r.turns.flatMap((t, i) => (t.action.type === 'deal' ? [i] : []));
        expect(dealTurns).toHaveLength(deal.seeds.length);
        for (const [k, i] of dealTurns.entries())
          expect(g.sampleDeal(stateAt(i), createWideRng(deal.seeds[k] ?? ''))).toEqual(r.turns[i]?.action);

        const check = (client: TestClient, viewer: number | 'spectator') => {
          let frames = 0;
          client.raw.forEach((text, i) => {
            const m = client.received[i] as Msg;
            if (!isState(m) || m.deal?.n !== deal.n) return;
            const view = (m as StateMsg).view;
            if (!view) return;
            frames++;
            const truth = stateAt(view.history.length);
            // Exactly the engine's view of that seat at that moment…
            expect(view).toEqual(JSON.parse(JSON.stringify(g.view(truth, viewer))));
            // …so no card hidden from the seat appears anywhere in the frame…
            const hidden = hiddenFrom(g, truth, viewer);
            const leaked = cardsIn(JSON.parse(text)).filter((c) => hidden.has(c));
            expect(leaked, `frame ${i} to ${viewer}`).toEqual([]);
            // …and the seed only once the deal is over.
            if (truth.phase !== 'finished')
              for (const seed of deal.seeds) expect(text.includes(seed)).toBe(false);
          });
          return frames;
        };
        for (const p of players) expect(check(p.client, p.seat)).toBeGreaterThan(0);
        expect(check(spectator, 'spectator')).toBeGreaterThan(0);
      }
      for (const f of spectator.states()) expect(f.view?.hand ?? []).toEqual([]);
      // Every frame anyone received is a message of the protocol's schema.
      for (const c of [spectator, ...players.map((p) => p.client)])
        for (const m of c.received) {
          const parsed = ServerMessage.safeParse(m);
          expect(parsed.success, `${JSON.stringify(m).slice(0, 200)}: ${parsed.error?.message ?? ''}`).toBe(
            true,
          );
        }

      // The table shows the finished deals; the history is also served over HTTP.
      await spectator.request({ t: 'watch', table });
      expect(spectator.lastTable()).toMatchObject({ status: 'waiting', deals: deals.length });
      const res = await fetch(`${server.url}/api/tables/${table}/history`);
      expect(((await res.json()) as { deals: unknown[] }).deals).toHaveLength(deals.length);
      for (const c of [spectator, ...players.map((p) => p.client)]) await c.close();
      expect(server.errors).toEqual([]);
    },
  );
});
