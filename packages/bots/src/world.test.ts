import { PRESETS, type State, createRng } from '@tarock/engine';
import { randomAction, suiteGames } from '@tarock/engine/testing';
import { describe, expect, it } from 'vitest';
import { exchangeCheck } from './exchangeInference';
import { type Knowledge, knowledgeOf } from './knowledge';
import { MisfitCounter, refineHands } from './playInference';
import { type SampledHands, placesOf, sampleHands } from './sampler';
import { drawWorld } from './world';

const games = suiteGames(PRESETS);

describe('sampled worlds are consistent with the view', () => {
  it.each(games.map((g) => [g.name, g] as const))('%s', (_name, game) => {
    const rng = createRng(`worlds/${game.name}`);
    let checked = 0;
    for (let deal = 0; deal < 12; deal++) {
      let s: State = game.newDeal({ dealer: deal % game.seats });
      while (s.phase !== 'finished') {
        if (typeof s.toAct === 'number' && rng.int(3) === 0) {
          const view = game.view(s, s.toAct);
          const k = knowledgeOf(game, view);
          const world = drawWorld(game, view, rng, k);
          expect(world, `no world at ${s.phase}`).not.toBeNull();
          if (world) {
            // The viewer cannot tell the world from the real deal.
            expect(game.view(world, s.toAct)).toEqual(view);
            checked++;
          }
          const sampled = sampleHands(k, view.hand, rng);
          expect(sampled).not.toBeNull();
          // In the card play, the same of a world refined by inference from the others' plays and
          // the declarer's exchange.
          const refined =
            sampled && s.phase === 'play'
              ? refineHands(
                  new MisfitCounter(game, view, k, exchangeCheck(game, view, k, rng)),
                  sampled,
                  rng,
                  20,
                ).hands
              : null;
          for (const hands of [sampled, refined]) {
            if (!hands) continue;
            expectPlaced(k, hands);
            for (const p of s.players) {
              expect(hands.hands[p]?.length).toBe(s.hands[p]?.length);
              // Never a card of a suit the seat has shown to be out of.
              for (const c of hands.hands[p] ?? [])
                expect((k.voids[p] ?? 0) & (1 << (game.pack.suitOf[c] as number))).toBe(0);
            }
            const all = [
              ...hands.hands.flat(),
              ...hands.discards,
              ...hands.rest,
              ...s.tricks.flatMap((t) => t.cards),
              ...s.trick,
            ];
            const talonStill =
              s.talonRest === null && !s.history.some((t) => t.action.type === 'talon') ? s.talon : [];
            expect(new Set([...all, ...talonStill]).size).toBe(game.pack.size);
          }
        }
        const next = game.apply(s, randomAction(game, s, rng));
        if (!next.ok) throw new Error(next.error);
        s = next.value;
      }
    }
    expect(checked).toBeGreaterThan(0);
  });
});

/** Every hidden card lies where the viewer's knowledge allows it (the sampler's places). */
function expectPlaced(k: Knowledge, hands: SampledHands): void {
  const { slots, cards } = placesOf(k);
  for (const { card, mask } of cards) {
    const at = slots.findIndex((slot) =>
      slot.kind === 'hand'
        ? hands.hands[slot.seat]?.includes(card)
        : (slot.kind === 'discard' ? hands.discards : hands.rest).includes(card),
    );
    expect(at, `card ${card}`).toBeGreaterThanOrEqual(0);
    expect(mask & (1 << at), `card ${card} in slot ${at}`).not.toBe(0);
  }
}
