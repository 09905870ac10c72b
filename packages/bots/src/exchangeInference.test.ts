import { PRESETS, type Seat, type State, createRng } from '@tarock/engine';
import { describe, expect, it } from 'vitest';
import { type Player, playDeal } from './arena';
import { exchangeCheck } from './exchangeInference';
import { heuristicBot, isBidding } from './heuristic';
import { knowledgeOf } from './knowledge';
import { MisfitCounter, misfits, refineHands } from './playInference';
import { randomBot } from './random';
import { sampleHands } from './sampler';
import { gameNamed } from './testkit';

/**
 * The states at the first card of seeded deals with a declarer (up to `atLeast`, at most 150
 * deals): every seat bids and plays at random, and the exchange (trump, talon, discards) is chosen
 * by `exchange`.
 */
function firstCards(id: string, atLeast: number, exchange: 'heuristic' | 'random'): State[] {
  const game = gameNamed(id);
  const states: State[] = [];
  const ruled = exchange === 'heuristic' ? heuristicBot(game) : randomBot();
  const other = randomBot();
  let seen = false;
  const recorder: Player = {
    name: 'recorder',
    omniscient: true,
    actOnState(g, s, rng) {
      const view = g.view(s, s.toAct as Seat);
      if (s.phase === 'play') {
        if (!seen && s.tricks.length === 0 && s.trick.length === 0 && s.contract) states.push(s);
        seen = true;
        return other.act(view, rng);
      }
      return isBidding(s) ? other.act(view, rng) : ruled.act(view, rng);
    },
  };
  for (let d = 0; d < 150 && states.length < atLeast; d++) {
    seen = false;
    playDeal(
      game,
      Array.from({ length: game.seats }, () => recorder),
      createRng(`exchange/${id}/${d}`),
      { dealer: d % game.seats },
    );
  }
  return states;
}

/** Is there anything to ask in this state, from `seat`'s view? */
const checkFor = (id: string, s: State, seat: Seat) => {
  const game = gameNamed(id);
  const view = game.view(s, seat);
  const k = knowledgeOf(game, view);
  return { game, view, k, check: exchangeCheck(game, view, k, createRng(`check/${seat}`)) };
};

const asked = (id: string) =>
  firstCards(id, 20, 'heuristic').some((s) =>
    s.players.some((seat) => seat !== s.contract?.declarer && checkFor(id, s, seat).check !== null),
  );
const withExchange = PRESETS.map((p) => p.rules.id).filter(asked);

describe('inference from the declarer exchange', () => {
  it('asks the rule sets whose declarers choose by rule after the auction', () => {
    // Every Illustrated rule set (talon and discards); the Bavarian ones where a declarer takes
    // the stock and lays away.
    expect(withExchange).toEqual(
      expect.arrayContaining(PRESETS.filter((p) => p.rules.pack === 'tarock54').map((p) => p.rules.id)),
    );
  });

  it.each(withExchange)('the true deal has no exchange misfit for a rule-based declarer (%s)', (id) => {
    let judged = 0;
    for (const s of firstCards(id, 60, 'heuristic'))
      for (const seat of s.players) {
        const { check } = checkFor(id, s, seat);
        if (seat === s.contract?.declarer) {
          expect(check).toBeNull();
          continue;
        }
        if (!check) continue;
        const declarer = s.contract?.declarer as Seat;
        expect(check.misfits(s.hands[declarer] ?? [], s.discards)).toBe(0);
        judged++;
      }
    expect(judged).toBeGreaterThanOrEqual(8);
  });

  it.each(withExchange)('a random exchange is often not the rule-based one (%s)', (id) => {
    let judged = 0;
    let misfitting = 0;
    for (const s of firstCards(id, 60, 'random'))
      for (const seat of s.players) {
        const { check } = checkFor(id, s, seat);
        if (!check) continue;
        const declarer = s.contract?.declarer as Seat;
        judged++;
        if (check.misfits(s.hands[declarer] ?? [], s.discards) > 0) misfitting++;
      }
    expect(judged).toBeGreaterThanOrEqual(8);
    // Illustrated declarers lay away cards after every talon choice; a Bavarian exchange is often
    // a trump choice of few suits, or none at all.
    expect(misfitting / judged).toBeGreaterThan(gameNamed(id).rules.pack === 'tarock54' ? 0.5 : 0.08);
  });

  it.each(withExchange)('refining at the first card brings drawn worlds towards the exchange (%s)', (id) => {
    let before = 0;
    let after = 0;
    for (const s of firstCards(id, 15, 'heuristic'))
      for (const seat of s.players) {
        const { game, view, k, check } = checkFor(id, s, seat);
        if (!check) continue;
        const rng = createRng(`refine/${id}/${seat}`);
        const drawn = sampleHands(k, view.hand, rng);
        if (!drawn) continue;
        const start = misfits(game, view, k, drawn.hands, drawn.discards, check);
        const refined = refineHands(new MisfitCounter(game, view, k, check), drawn, rng, 300);
        expect(refined.misfits).toBeLessThanOrEqual(start);
        expect(misfits(game, view, k, refined.hands.hands, refined.hands.discards, check)).toBe(
          refined.misfits,
        );
        before += start;
        after += refined.misfits;
      }
    if (gameNamed(id).rules.pack === 'tarock54') expect(before).toBeGreaterThan(0);
    expect(after).toBeLessThanOrEqual(before / 2);
  });
});
