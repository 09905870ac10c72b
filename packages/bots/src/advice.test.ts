import { type Action, type Game, type View, createRng, sameAction } from '@tarock/engine';
import { describe, expect, it } from 'vitest';
import { type PimcLevel, PimcSearch, pimcAdvice, pimcBot } from './pimc';
import { SIMULATED_CHOICES, gameNamed, viewsOf, walkRandomDeal } from './testkit';

const LEVEL: PimcLevel = {
  name: 'pimc:test',
  worlds: 4,
  maxNodes: 500,
  decisionNodes: 20_000,
  bidWorlds: 2,
  declarerEdge: 0.3,
  tableBits: 12,
  thinkMs: 1_000,
};

describe('pimcAdvice: what pimc would do, and why', () => {
  it.each(['haferltarock', 'illustrated-mayr-sedlaczek-2016'])(
    '%s: the advice is the action the pimc player takes, with a reason for every choice',
    (name) => {
      const game = gameNamed(name);
      const bot = pimcBot(LEVEL, game);
      const search = new PimcSearch(LEVEL);
      const kinds = new Set<string>();
      for (const view of viewsOf(game, `advice/${name}`, 4)) {
        const advice = pimcAdvice(search, view, createRng(5), game);
        expect(sameAction(advice.action, bot.act(view, createRng(5)))).toBe(true);
        expect(view.legal.some((a) => sameAction(a, advice.action))).toBe(true);
        kinds.add(advice.kind);
        if (advice.kind === 'card') {
          const v = advice.votes;
          expect(v.cards).toHaveLength(view.legal.length);
          expect(v.worlds).toBeGreaterThan(0);
          for (const r of v.reached) if (!v.exact) expect(r).toBeGreaterThanOrEqual(0);
          for (const r of v.reached) if (!v.exact) expect(r).toBeLessThanOrEqual(v.worlds);
          // The chosen card has the most votes; margins are given for tied cards only.
          const chosen = v.cards.indexOf(advice.action.type === 'play' ? advice.action.card : -1);
          expect(v.votes[chosen]).toBe(Math.max(...v.votes));
          v.margin.forEach((m, i) => {
            if (m !== null) expect(v.reached[i]).toBe(v.reached[chosen]);
          });
        }
        if (advice.kind === 'simulation') {
          const { means, worlds } = advice.result;
          expect(advice.choices).toEqual(view.legal);
          expect(means).toHaveLength(view.legal.length);
          expect(worlds).toBeGreaterThan(0);
          const chosen = advice.choices.findIndex((a) => sameAction(a, advice.action));
          const best = advice.declinedDouble ?? advice.action;
          expect(means[advice.choices.findIndex((a) => sameAction(a, best))]).toBe(Math.max(...means));
          if (advice.declinedDouble) expect(advice.action.type).not.toBe('contra');
          else expect(means[chosen]).toBe(Math.max(...means));
        }
      }
      expect(kinds).toContain('card');
      expect(kinds).toContain('simulation');
    },
  );
});

/** The first view (seeded deals of random players) with a choice between several `type` actions. */
function viewChoosing(game: Game, type: Action['type']): View {
  for (let deal = 0; deal < 200; deal++) {
    let found: View | null = null;
    walkRandomDeal(game, `choosing/${type}/${deal}`, (v) => {
      if (v.legal.length > 1 && v.legal.every((x) => x.type === type)) found = v;
      return found !== null;
    });
    if (found) return found;
  }
  throw new Error(`no choice of ${type} in 200 deals`);
}

describe('pimc takes the talon part, names trumps and lays away by simulation, not by hand value', () => {
  it.each(SIMULATED_CHOICES)('%s: %s', (name, type) => {
    const game = gameNamed(name);
    const view = viewChoosing(game, type);
    const advice = pimcAdvice(new PimcSearch(LEVEL), view, createRng(3), game);
    expect(advice.kind).toBe('simulation');
    if (advice.kind !== 'simulation') return;
    expect(advice.choices).toEqual(view.legal);
    expect(advice.result.worlds).toBe(LEVEL.bidWorlds);
    const chosen = advice.choices.findIndex((a) => sameAction(a, advice.action));
    expect(advice.result.means[chosen]).toBe(Math.max(...advice.result.means));
  });
});
