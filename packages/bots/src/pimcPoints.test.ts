/**
 * Where the settlement pays card points one by one (Illustrated over- and undershoot, rules-notes
 * IT-04; Haferltarock's cent a point, HT-04: `Game.pointStakes`), pimc weighs the cards level on
 * the game and the bonus by the card points its side takes from the cards still in play, found
 * exactly by the solver in each world (pimc.ts, CardVotes.points); where a game pays by thresholds
 * only (Huber's units) by the 10-point margin.
 */
import { createRng } from '@tarock/engine';
import { describe, expect, it } from 'vitest';
import { PimcSearch, pimcAdvice } from './pimc';
import { gameNamed, lateCardViews, testLevel } from './testkit';

// Budgets that solve the last tricks exactly.
const LEVEL = testLevel({ maxNodes: 20_000, decisionNodes: 2_000_000 });
const lateViews = (name: string, deals: number, fromEnd: number) =>
  lateCardViews(gameNamed(name), `points/${name}`, deals, fromEnd);

describe('pimc weighs level cards by the card points where the settlement pays them one by one (IT-04)', () => {
  it.each(['illustrated-beck', 'illustrated-mayr-sedlaczek-2016', 'haferltarock'])(
    '%s: the card points are asked of the cards level on the game and the bonus, the chosen card takes the most, and the pass sets cards apart',
    (name) => {
      const game = gameNamed(name);
      let asked = 0;
      let differed = 0;
      for (const view of lateViews(name, 30, 4)) {
        const advice = pimcAdvice(new PimcSearch(LEVEL), view, createRng(5), game);
        if (advice.kind !== 'card') continue;
        const v = advice.votes;
        // Card points are paid in every game of these books: the margin is never asked.
        expect(v.margin.every((m) => m === null)).toBe(true);
        const counted = v.points.flatMap((p, i) => (p === null ? [] : [i]));
        if (counted.length === 0) continue;
        asked++;
        const top = Math.max(...v.reached);
        const bonus = Math.max(...counted.map((i) => v.ultimo[i] ?? 0));
        for (const i of counted) {
          expect(v.reached[i]).toBe(top);
          expect(v.ultimo[i] ?? 0).toBe(bonus);
        }
        const most = Math.max(...counted.map((i) => v.points[i] as number));
        if (counted.some((i) => v.points[i] !== most)) differed++;
        const chosen = v.cards.indexOf(advice.action.type === 'play' ? advice.action.card : -1);
        expect(v.points[chosen]).toBe(most);
      }
      expect(asked).toBeGreaterThan(10);
      expect(differed).toBeGreaterThan(0);
    },
  );

  it('Huber pays a game at its thresholds: the margin, no card points', () => {
    const game = gameNamed('bavarian-huber-1923');
    let margins = 0;
    for (const view of lateViews('bavarian-huber-1923', 20, 4)) {
      const advice = pimcAdvice(new PimcSearch(LEVEL), view, createRng(5), game);
      if (advice.kind !== 'card') continue;
      expect(advice.votes.points.every((p) => p === null)).toBe(true);
      if (advice.votes.margin.some((m) => m !== null)) margins++;
    }
    expect(margins).toBeGreaterThan(0);
  });
});
