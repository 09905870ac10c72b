import { GERMAN36, PAGAT, TAROCK54, createRng, parseCards, playRules, shuffled } from '@tarock/engine';
import { describe, expect, it } from 'vitest';
import { minimaxValue } from './minimax';
import { checkPosition } from './position';
import { cardPointScoring, pointsToUnits } from './scoring';
import { canReach, exactValue } from './search';
import { TrickSolver } from './solver';
import { randomEndgame } from './testing';

const cards = (pack: typeof TAROCK54, text: string) => {
  const r = parseCards(pack, text);
  if (!r.ok) throw new Error(r.error);
  return r.value;
};

describe('the solver agrees with a plain minimax', () => {
  it('on 3,300 random endgames of both families (exact units and reach tests)', () => {
    const rng = createRng('solver-vs-minimax');
    for (let n = 0; n < 3300; n++) {
      // 3,000 endgames of one to three cards a hand, 300 of four.
      const e = randomEndgame(rng, n < 3000 ? 1 + rng.int(3) : 4);
      expect(checkPosition(e.position, e.rules.pack.size)).toBeNull();
      const want = minimaxValue(e.rules, e.scoring, e.position);
      const solver = new TrickSolver(e.rules, e.scoring, { tableBits: 10 });
      solver.load(e.position);
      const got = exactValue(solver);
      expect(got.complete).toBe(true);
      expect({ n, value: got.value }).toEqual({ n, value: want });
      for (const delta of [-3, -1, 0, 1, 2]) {
        solver.load(e.position);
        expect({ n, delta, reached: canReach(solver, want + delta).reached }).toEqual({
          n,
          delta,
          reached: delta <= 0,
        });
      }
    }
  });

  it("on 600 Tarock endgames asking a bonus card's trick alone (no card points: pimc's Pagat question)", () => {
    const rng = createRng('solver-vs-minimax-ultimo');
    let decided = 0;
    for (let n = 0; n < 600; n++) {
      const e = randomEndgame(rng, 1 + rng.int(4));
      if (e.rules.pack !== TAROCK54) continue;
      const scoring = {
        cardValue: new Int32Array(TAROCK54.size),
        ultimo: [{ card: PAGAT, trick: 15, ifWon: 1, ifLost: -1 }],
      };
      const want = minimaxValue(e.rules, scoring, e.position);
      if (want !== 0) decided++;
      const solver = new TrickSolver(e.rules, scoring, { tableBits: 10 });
      solver.load(e.position);
      expect({ n, value: exactValue(solver).value }).toEqual({ n, value: want });
    }
    // Enough of them where the Pagat is won or captured.
    expect(decided).toBeGreaterThan(20);
  });

  it('on 15 five-card endgames (leads ordered by their greedy trick at the root)', () => {
    const rng = createRng('solver-vs-minimax-5');
    for (let n = 0; n < 15; n++) {
      const e = randomEndgame(rng, 5);
      const solver = new TrickSolver(e.rules, e.scoring, { tableBits: 12 });
      solver.load(e.position);
      expect(exactValue(solver).value).toBe(minimaxValue(e.rules, e.scoring, e.position));
    }
  });
});

describe('the solver', () => {
  it('plays a deal without a declarer, where every card costs its value (Trischaken), as minimax does', () => {
    // The paranoid objective of objective.ts: the player to move is team 0 and keeps its units
    // (all negative) as high as it can. Team 0 may take a trick and still gain nothing but cost.
    const rng = createRng('solver-costs');
    for (let n = 0; n < 400; n++) {
      const e = randomEndgame(rng, 1 + rng.int(4));
      const scoring = {
        ...e.scoring,
        cardValue: Array.from(cardPointScoring(e.rules.pack).cardValue, (v) => -v),
      };
      const solver = new TrickSolver(e.rules, scoring, { tableBits: 10 });
      solver.load(e.position);
      expect({ n, value: exactValue(solver).value }).toEqual({
        n,
        value: minimaxValue(e.rules, scoring, e.position),
      });
    }
  });

  it('refuses card values of both signs (no bound holds for them)', () => {
    const values = Array.from(cardPointScoring(GERMAN36).cardValue, (v, c) => (c === 0 ? -1 : v));
    expect(() => new TrickSolver(playRules(GERMAN36, 2), { cardValue: values })).toThrow(/both signs/);
  });

  it('counts Illustrated piles in thirds: 36 points need 107 thirds', () => {
    expect(pointsToUnits(TAROCK54, 36)).toBe(107);
    expect(pointsToUnits(GERMAN36, 61)).toBe(61);
  });

  it('sees that a held Sküs wins the last trick', () => {
    const rules = playRules(TAROCK54, 4);
    const solver = new TrickSolver(rules, cardPointScoring(TAROCK54));
    solver.load({
      hands: [cards(TAROCK54, 'Sk'), cards(TAROCK54, 'T21'), cards(TAROCK54, 'T1')],
      team: [0, 1, 1],
      leader: 1,
      trick: [],
      tricksPlayed: 15,
    });
    // Sküs 13 + Mond 13 + Pagat 13 thirds: 13 points.
    expect(exactValue(solver).value).toBe(39);
  });

  it('finds exact card points from above: every test but the first and the last refutes', () => {
    // A proof that team 0 reaches a value costs several times a refutation, and one just below the
    // value about as much as the one at it: search.ts tests from the bracket's top where cards gain.
    const rules = playRules(GERMAN36, 2);
    const rng = createRng('exact-from-above');
    for (let n = 0; n < 8; n++) {
      const deck = shuffled(rng, GERMAN36.cards);
      const hands = [0, 1, 2].map((seat) => deck.slice(seat * 11, seat * 11 + 11));
      const solver = new TrickSolver(rules, cardPointScoring(GERMAN36), { tableBits: 16 });
      solver.load({ hands, team: [0, 1, 1], leader: 0, trick: [], tricksPlayed: 0 });
      const proved: boolean[] = [];
      const search = solver.search.bind(solver);
      solver.search = (alpha, beta) => {
        const g = search(alpha, beta);
        proved.push(g >= beta);
        return g;
      };
      const { value } = exactValue(solver);
      // A proof only by the first test (the guess lay below the value) or by the last (at the
      // value); every test between refutes, each at the bound the one before returned.
      const between = proved.slice(1, -1);
      expect({ n, between }).toEqual({ n, between: between.map(() => false) });
      expect(proved.length).toBeGreaterThan(2);
      solver.search = search;
      solver.load({ hands, team: [0, 1, 1], leader: 0, trick: [], tricksPlayed: 0 });
      expect(canReach(solver, value).reached && !canReach(solver, value + 1).reached).toBe(true);
    }
  });

  it('stops at the node budget and says so', () => {
    const rng = createRng('budget');
    const e = randomEndgame(rng, 4);
    const solver = new TrickSolver(e.rules, e.scoring);
    solver.load(e.position);
    const r = exactValue(solver, 5);
    expect(r.complete).toBe(false);
    expect(r.nodes).toBeLessThanOrEqual(6);
    // The position is unchanged after an aborted search: a full search still agrees.
    expect(exactValue(solver).value).toBe(minimaxValue(e.rules, e.scoring, e.position));
  });
});
