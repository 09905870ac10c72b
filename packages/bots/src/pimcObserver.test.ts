import { type View, createRng } from '@tarock/engine';
import { describe, expect, it } from 'vitest';
import { type PimcLevel, PimcSearch, type QuestionObserver, pimcAdvice } from './pimc';
import { cardViewsOf, gameNamed, testLevel } from './testkit';

/** A small level whose node shares run out early in the deal, so both kinds of answer occur. */
const LEVEL: PimcLevel = testLevel({ worlds: 4, maxNodes: 300, decisionNodes: 20_000, thinkMs: 100 });

const PRESETS = ['haferltarock', 'illustrated-mayr-sedlaczek-2016'];

const cardViews = (name: string): View[] => cardViewsOf(name, 'observer');

interface Seen {
  readonly pass: string;
  readonly tricks: number;
  readonly nodes: number;
  readonly complete: boolean;
}

describe("pimc's question observer (measurement only)", () => {
  it.each(PRESETS)('%s: it sees every question of a card decision and changes no vote', (name) => {
    const game = gameNamed(name);
    const views = cardViews(name);
    expect(views.length).toBeGreaterThan(3);
    const all: Seen[] = [];
    for (const view of views) {
      const plain = pimcAdvice(new PimcSearch(LEVEL), view, createRng(5), game);
      const watched = new PimcSearch(LEVEL);
      const seen: Seen[] = [];
      const observer: QuestionObserver = (pass, tricks, nodes, complete) => {
        seen.push({ pass, tricks, nodes, complete });
      };
      watched.observer = observer;
      const advice = pimcAdvice(watched, view, createRng(5), game);
      expect(advice).toEqual(plain);
      if (advice.kind !== 'card') continue;
      // At least one question per world and distinct card, each within the level's cap, asked
      // where the deal stands.
      expect(seen.filter((q) => q.pass === 'game').length).toBeGreaterThanOrEqual(advice.votes.worlds);
      for (const q of seen) {
        expect(q.tricks).toBe(view.tricks.length);
        expect(q.nodes).toBeGreaterThanOrEqual(1);
        expect(q.nodes).toBeLessThanOrEqual(LEVEL.maxNodes);
      }
      all.push(...seen);
    }
    // Along two deals some questions finish and some run out of their share.
    expect(all.some((q) => q.complete)).toBe(true);
    expect(all.some((q) => !q.complete)).toBe(true);
  });
});

describe('pimc with minWorlds solves the first worlds on the whole budget, the others while it lasts', () => {
  it.each(PRESETS)('%s: minWorlds at the number of worlds changes nothing', (name) => {
    const game = gameNamed(name);
    for (const view of cardViews(name)) {
      const plain = pimcAdvice(new PimcSearch(LEVEL), view, createRng(3), game);
      const all = pimcAdvice(new PimcSearch({ ...LEVEL, minWorlds: LEVEL.worlds }), view, createRng(3), game);
      expect(all).toEqual(plain);
    }
  });

  it.each(PRESETS)(
    '%s: at least minWorlds worlds vote, and more only where the budget lasts (no clock: not timed out)',
    (name) => {
      const game = gameNamed(name);
      const level = { ...LEVEL, worlds: 6, minWorlds: 2, maxNodes: 2_000, decisionNodes: 20_000 };
      const solved: number[] = [];
      for (const view of cardViews(name)) {
        const advice = pimcAdvice(new PimcSearch(level), view, createRng(3), game);
        if (advice.kind !== 'card') continue;
        expect(advice.votes.timedOut).toBe(false);
        expect(advice.votes.worlds).toBeGreaterThanOrEqual(level.minWorlds);
        expect(advice.votes.worlds).toBeLessThanOrEqual(level.worlds);
        solved.push(advice.votes.worlds);
      }
      // Early decisions stop after the first worlds; the late ones are cheap enough for all six.
      expect(Math.min(...solved)).toBeLessThan(level.worlds);
      expect(Math.max(...solved)).toBe(level.worlds);
    },
  );
});
