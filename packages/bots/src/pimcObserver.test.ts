import { type View, createRng } from '@tarock/engine';
import { describe, expect, it } from 'vitest';
import { type PimcLevel, PimcSearch, type QuestionObserver, pimcAdvice } from './pimc';
import { gameNamed, viewsOf } from './testkit';

/** A small level whose node shares run out early in the deal, so both kinds of answer occur. */
const LEVEL: PimcLevel = {
  name: 'pimc:test',
  worlds: 4,
  maxNodes: 300,
  decisionNodes: 20_000,
  bidWorlds: 2,
  declarerEdge: 0.3,
  tableBits: 12,
  thinkMs: 100,
};

const PRESETS = ['haferltarock', 'illustrated-mayr-sedlaczek-2016'];

const cardViews = (name: string): View[] =>
  [1, 2]
    .flatMap((d) => viewsOf(gameNamed(name), `observer/${name}/${d}`, 5))
    .filter((v) => v.phase === 'play');

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
