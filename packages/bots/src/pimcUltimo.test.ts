/**
 * pimc weighs a bonus card's trick still open (the Pagat ultimo, the Uhu: rules-notes IT-16) after
 * the game and before the margin: among the cards level on the game it plays one that makes the
 * most of the bonus for its side (pimc.ts, CardVotes.ultimo).
 */
import { PAGAT, UHU, type View, createRng } from '@tarock/engine';
import { describe, expect, it } from 'vitest';
import { PimcSearch, pimcAdvice } from './pimc';
import { gameNamed, lateCardViews, testLevel } from './testkit';

const LEVEL = testLevel();

/** Card decisions in the last `fromEnd` tricks while the Pagat or the Uhu is still out, along seeded random deals. */
function lateViews(name: string, deals: number, fromEnd: number): View[] {
  return lateCardViews(gameNamed(name), `ultimo/${name}`, deals, fromEnd, (v) => {
    const played = new Set([...v.tricks.flatMap((t) => t.cards)]);
    return !played.has(PAGAT) || !played.has(UHU);
  });
}

describe('pimc weighs the Pagat and the Uhu after the game, before the margin (IT-16)', () => {
  /** Over late decisions of seeded deals: how many asked the bonus pass, and in how many it set cards apart. */
  function levelCards(name: string): { weighed: number; differed: number } {
    const game = gameNamed(name);
    let weighed = 0;
    let differed = 0;
    for (const view of lateViews(name, 40, 4)) {
      const advice = pimcAdvice(new PimcSearch(LEVEL), view, createRng(3), game);
      if (advice.kind !== 'card') continue;
      const v = advice.votes;
      const chosen = v.cards.indexOf(advice.action.type === 'play' ? advice.action.card : -1);
      const top = Math.max(...v.reached);
      v.ultimo.forEach((u, i) => {
        if (u !== null) expect(v.reached[i]).toBe(top);
      });
      const asked = v.ultimo.filter((u): u is number => u !== null);
      if (asked.length === 0) continue;
      weighed++;
      const best = Math.max(...asked);
      if (Math.min(...asked) < best) differed++;
      expect(v.ultimo[chosen]).toBe(best);
      // The margin weighs only the cards that are level on the bonus too.
      v.margin.forEach((m, i) => {
        if (m !== null) expect(v.ultimo[i]).toBe(best);
      });
    }
    return { weighed, differed };
  }

  it('Beck (every player’s silent Pagat and Uhu score): the chosen card makes the most of the bonus among the cards level on the game, and the pass sets cards apart', () => {
    const { weighed, differed } = levelCards('illustrated-beck');
    expect(weighed).toBeGreaterThan(5);
    expect(differed).toBeGreaterThan(0);
  });

  it('Mayr & Sedlaczek (the declarer’s Pagat only, M-07): the same among the cards level on the game', () => {
    expect(levelCards('illustrated-mayr-sedlaczek-2016').weighed).toBeGreaterThan(5);
  });

  it('Haferltarock has no bonus card: no pass, as before', () => {
    const game = gameNamed('haferltarock');
    for (const view of lateViews('haferltarock', 10, 4)) {
      const advice = pimcAdvice(new PimcSearch(LEVEL), view, createRng(3), game);
      if (advice.kind === 'card') expect(advice.votes.ultimo.every((u) => u === null)).toBe(true);
    }
  });
});
