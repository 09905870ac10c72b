/**
 * A deal without a declarer (Beck's Trischaken, rules-notes B-06): every player avoids card
 * points, and a player judges its cards by the paranoid objective (objective.ts): its own side
 * alone, the other two against it, every card costing its value. The cheater's open judgement of
 * each card (the solver) must equal that objective's minimax value over the engine's own play.
 */
import { type Action, type Card, type Game, type Seat, type State, createRng } from '@tarock/engine';
import { cardUnits } from '@tarock/solver';
import { describe, expect, it } from 'vitest';
import { playsOf } from './games';
import { openCardScores } from './omniscient';
import { randomBot } from './random';
import { gameNamed } from './testkit';

function applied(game: Game, s: State, a: Action): State {
  const next = game.apply(s, a);
  if (!next.ok) throw new Error(next.error);
  return next.value;
}

/** What `me` pays for the trick `next` completed after `s`: the values of its cards, if `me` won it. */
function trickCost(s: State, next: State, me: Seat, units: ArrayLike<number>): number {
  const t = next.tricks[next.tricks.length - 1];
  if (next.tricks.length === s.tricks.length || t?.winner !== me) return 0;
  return -t.cards.reduce((sum, c) => sum + (units[c] as number), 0);
}

/** Units `me` keeps from the remaining tricks (minus the values of the cards it takes): `me` maximises, the others minimise. */
function paranoid(game: Game, s: State, me: Seat, units: ArrayLike<number>): number {
  if (s.phase !== 'play') return 0;
  const mine = s.toAct === me;
  let best = mine ? Number.NEGATIVE_INFINITY : Number.POSITIVE_INFINITY;
  for (const a of game.legalActions(s)) {
    const next = applied(game, s, a);
    const v = trickCost(s, next, me, units) + paranoid(game, next, me, units);
    best = mine ? Math.max(best, v) : Math.min(best, v);
  }
  return best;
}

describe('Trischaken: the cheater judges each card by the paranoid objective', () => {
  it('as a minimax over the engine does, in endgames of three cards a hand', () => {
    const game = gameNamed('illustrated-beck(allPass=trischaken)');
    const units = cardUnits(game.pack);
    const bot = randomBot();
    let checked = 0;
    for (let deal = 0; checked < 12; deal++) {
      const rng = createRng(`trischaken/${deal}`);
      let s: State = game.newDeal();
      while (s.phase !== 'play' || (s.hands[s.toAct as Seat]?.length ?? 0) > 3) {
        if (s.phase === 'finished') break;
        let a: Action;
        if (s.toAct === 'chance') a = game.sampleDeal(s, rng);
        else {
          const legal = game.legalActions(s);
          a = legal.find((x) => x.type === 'pass') ?? bot.act(game.view(s, s.toAct ?? 0), rng);
        }
        s = applied(game, s, a);
      }
      if (s.phase !== 'play') continue;
      expect(s.contract?.declarer ?? null).toBeNull();
      const me = s.toAct as Seat;
      const cards = playsOf(game.legalActions(s));
      if (cards.length < 2) continue;
      const judged = openCardScores(game, s, me, cards, new Map(), Number.POSITIVE_INFINITY, 10);
      expect(judged.exact).toBe(true);
      // Each card's value: its own trick (when it ends one) and the rest of the deal.
      const want = cards.map((c: Card) => {
        const next = applied(game, s, { type: 'play', card: c });
        return trickCost(s, next, me, units) + paranoid(game, next, me, units);
      });
      expect({ deal, scores: judged.scores }).toEqual({ deal, scores: want });
      checked++;
    }
  });
});
