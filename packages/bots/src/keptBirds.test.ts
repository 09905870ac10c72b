/**
 * A Pagat or an Uhu announced by its own holder is kept for the trick it must win: pimc leaves it
 * out of the vote while another card may be played (it gave all four of its announced Pagats away
 * as early ruffs), and plays it where nothing else may go or at its trick.
 */
import { type Card, PAGAT, UHU, type View, createRng } from '@tarock/engine';
import { describe, expect, it } from 'vitest';
import { playsOf } from './games';
import { keptBirds } from './keptBirds';
import { PimcSearch, pimcAdvice } from './pimc';
import { gameNamed, testLevel, walkRandomDeal } from './testkit';

const BIRDS: readonly Card[] = [PAGAT, UHU];

/** Card decisions of random deals at which the seat to play holds a bird it announced, still before its trick. */
function announcedBirdViews(name: string, deals: number): View[] {
  const game = gameNamed(name);
  const views: View[] = [];
  for (let d = 0; d < deals && views.length < 12; d++)
    walkRandomDeal(game, `kept/${name}/${d}`, (v) => {
      const me = v.viewer;
      const own = v.announcements.some((a) => a.seat === me && (a.bonus === 'pagat' || a.bonus === 'uhu'));
      if (v.phase === 'play' && own && v.legal.length > 1 && playsOf(v.legal).some((c) => BIRDS.includes(c)))
        views.push(v);
      return false;
    });
  return views;
}

describe('an announced Pagat or Uhu is kept for its trick', () => {
  const game = gameNamed('illustrated-beck');
  const views = announcedBirdViews('illustrated-beck', 400);

  it('finds such decisions along random deals of Beck', () => {
    expect(views.length).toBeGreaterThan(3);
  });

  it('keeps back exactly the own announced birds before their trick, never the last card that may go', () => {
    let kept = 0;
    for (const v of views) {
      const plays = playsOf(v.legal);
      const back = keptBirds(game, v, plays);
      for (const c of back) {
        const u = game.ultimos(v).find((x) => x.card === c);
        expect(u).toBeDefined();
        expect(u && u.trick > v.tricks.length).toBe(true);
        expect(v.announcements.some((a) => a.seat === v.viewer && a.bonus === u?.bonus)).toBe(true);
      }
      expect(back.length).toBeLessThan(plays.length);
      kept += back.length;
      // Alone, a bird is played: nothing else may go.
      for (const c of plays.filter((x) => BIRDS.includes(x))) expect(keptBirds(game, v, [c])).toEqual([]);
    }
    expect(kept).toBeGreaterThan(0);
  });

  it('pimc plays another card where a kept bird could go, and says which it kept', () => {
    let checked = 0;
    for (const v of views) {
      const back = keptBirds(game, v, playsOf(v.legal));
      if (back.length === 0) continue;
      const advice = pimcAdvice(new PimcSearch(testLevel()), v, createRng(5), game);
      if (advice.kind !== 'card' || advice.action.type !== 'play') throw new Error('a card decision');
      expect(back).not.toContain(advice.action.card);
      expect(advice.kept).toEqual(back);
      expect(advice.votes.cards.some((c) => back.includes(c))).toBe(false);
      checked++;
    }
    expect(checked).toBeGreaterThan(0);
  });

  it('keeps nothing back for a bird nobody announced, or another seat announced', () => {
    const silent = gameNamed('illustrated-mayr-sedlaczek-2016');
    walkRandomDeal(silent, 'kept/silent', (v) => {
      if (v.phase !== 'play') return false;
      const mine = v.announcements.some(
        (a) => a.seat === v.viewer && (a.bonus === 'pagat' || a.bonus === 'uhu'),
      );
      if (!mine) expect(keptBirds(silent, v, playsOf(v.legal))).toEqual([]);
      return false;
    });
  });
});
