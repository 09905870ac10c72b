/**
 * The mistake finder judges each card by what the engine itself would settle: in endgames of up
 * to three cards a hand, a minimax over `game.apply` down to the settlement (the declarer wants
 * the outcome 'won', the defenders anything else; without a declarer each player the fewest card
 * points) must name the same best cards as the analysis, and leave out the same positions.
 */
import {
  type Action,
  type BavarianRules,
  type Card,
  type Game,
  type Seat,
  type State,
  contractSpec,
  createRng,
} from '@tarock/engine';
import { describe, expect, it } from 'vitest';
import { analyseCardPlay } from './analysis';
import { playsOf } from './games';
import { randomBot } from './random';
import { gameNamed } from './testkit';

function applied(game: Game, s: State, a: Action): State {
  const next = game.apply(s, a);
  if (!next.ok) throw new Error(next.error);
  return next.value;
}

/** 1 when the declarer wins the deal from `s` with best play on both sides, else 0. */
function declarerWins(game: Game, s: State): number {
  if (s.phase !== 'play') return s.settlement?.outcome === 'won' ? 1 : 0;
  const declaring = s.toAct === s.contract?.declarer;
  let best = declaring ? 0 : 1;
  for (const a of game.legalActions(s)) {
    const v = declarerWins(game, applied(game, s, a));
    if (declaring ? v > best : v < best) best = v;
    if (best === (declaring ? 1 : 0)) break;
  }
  return best;
}

/** Thirds `me` takes from `s` on, `me` minimising and the other two maximising (paranoid). */
function thirdsTaken(game: Game, s: State, me: Seat): number {
  if (s.phase !== 'play') {
    const mine = s.settlement?.cardPoints.find((p) => p.seats.includes(me));
    return mine?.thirds ?? 0;
  }
  const mine = s.toAct === me;
  let best = mine ? Number.POSITIVE_INFINITY : Number.NEGATIVE_INFINITY;
  for (const a of game.legalActions(s)) {
    const v = thirdsTaken(game, applied(game, s, a), me);
    best = mine ? Math.min(best, v) : Math.max(best, v);
  }
  return best;
}

/** The deal's states from the first play state with at most `cards` cards a hand to the end. */
function endgame(game: Game, seed: string, cards: number, passAll: boolean): State[] | null {
  const rng = createRng(seed);
  const bot = randomBot();
  let s = game.newDeal();
  const states: State[] = [];
  while (s.phase !== 'finished') {
    if (s.phase === 'play' && (s.hands[s.toAct as Seat]?.length ?? 0) <= cards) states.push(s);
    let a: Action;
    if (s.toAct === 'chance') a = game.sampleDeal(s, rng);
    else {
      const legal = game.legalActions(s);
      const pass = passAll ? legal.find((x) => x.type === 'pass') : undefined;
      a = pass ?? bot.act(game.view(s, s.toAct ?? 0), rng);
    }
    s = applied(game, s, a);
  }
  if (states.length === 0) return null;
  states.push(s);
  return states;
}

/**
 * What the minimax says of each position with a choice: the best cards and each card's value (won
 * 1 / lost 0 for the mover's side; without a declarer, minus the thirds the mover takes), or null
 * when every card is alike.
 */
function truth(game: Game, s: State): { best: Card[]; value: Map<Card, number> } | null {
  const me = s.toAct as Seat;
  const cards = playsOf(game.legalActions(s));
  if (cards.length < 2) return null;
  const declarer = s.contract?.declarer ?? null;
  const values = cards.map((c) => {
    const next = applied(game, s, { type: 'play', card: c });
    if (declarer === null) return -thirdsTaken(game, next, me);
    const w = declarerWins(game, next);
    return me === declarer ? w : 1 - w;
  });
  const top = Math.max(...values);
  if (values.every((v) => v === top)) return null;
  return {
    best: cards.filter((_, k) => values[k] === top),
    value: new Map(cards.map((c, k) => [c, values[k] ?? 0])),
  };
}

describe('the mistake finder (analyseCardPlay)', () => {
  for (const [name, passAll] of [
    ['haferltarock', false],
    ['bavarian-no-point-bidding', false],
    ['illustrated-mayr-sedlaczek-2016', false],
    ['illustrated-beck', false],
    ['illustrated-beck(allPass=trischaken)', true],
  ] as const) {
    it(`names the cards the engine's own settlement prefers, in endgames of ${name}`, () => {
      const game = gameNamed(name);
      let positions = 0;
      let mistakes = 0;
      for (let deal = 0; positions < 30 && deal < 400; deal++) {
        const states = endgame(game, `analysis/${name}/${deal}`, 3, passAll);
        if (!states) continue;
        const found = new Map(analyseCardPlay(game, states).map((a) => [a.turn, a]));
        for (let i = 0; i + 1 < states.length; i++) {
          const s = states[i] as State;
          if (s.phase !== 'play') continue;
          const t = truth(game, s);
          const a = found.get(i);
          expect({ deal, i, judged: a ? [...a.best].sort() : null }).toEqual({
            deal,
            i,
            judged: t ? [...t.best].sort() : null,
          });
          if (!a || !t) continue;
          const best = t.best;
          positions++;
          expect(a.verdict).not.toBe('unjudged');
          const played = (s.hands[a.seat] ?? []).find(
            (c) => !(states[i + 1]?.hands[a.seat] ?? []).includes(c),
          );
          expect(a.card).toBe(played);
          expect(a.verdict).toBe(best.includes(a.card) ? 'best' : 'mistake');
          if (a.verdict === 'mistake') mistakes++;
          // The aim, and (without a declarer) what the card cost against the best one, in thirds.
          const declarer = s.contract?.declarer ?? null;
          const bettel =
            game.rules.family === 'bavarian' &&
            s.contract !== null &&
            contractSpec(game.rules as BavarianRules, s.contract.id)?.kind === 'bettel';
          expect(a.aim).toBe(declarer === null ? 'fewest-points' : bettel ? 'no-trick' : 'target');
          const top = t.value.get(best[0] as Card) ?? 0;
          expect(a.cost).toBe(declarer === null ? top - (t.value.get(a.card) ?? 0) : 0);
        }
      }
      // Random players make mistakes; the test has judged both kinds of card.
      expect(positions).toBeGreaterThanOrEqual(20);
      expect(mistakes).toBeGreaterThan(0);
      expect(mistakes).toBeLessThan(positions);
    });
  }
});
