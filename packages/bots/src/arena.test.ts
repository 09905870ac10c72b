import { createRng, makeGame, sameAction } from '@tarock/engine';
import { describe, expect, it } from 'vitest';
import { playDeal } from './arena';
import { randomBot } from './random';
import { toyPreset } from './testing/toyPreset';

const game = (() => {
  const g = makeGame(toyPreset);
  if (!g.ok) throw new Error(g.error);
  return g.value;
})();
const bots = [randomBot(), randomBot(), randomBot()];

describe('playDeal', () => {
  it('plays a deal to the end with every action legal when it was taken', () => {
    for (let seed = 0; seed < 200; seed++) {
      const end = playDeal(game, bots, createRng(seed));
      expect(end.phase).toBe('finished');
      expect(end.settlement).not.toBeNull();
      // Replaying the history through the engine reproduces the final state.
      let s = game.newDeal();
      for (const t of end.history) {
        if (t.actor !== 'chance')
          expect(game.legalActions(s).some((a) => sameAction(a, t.action))).toBe(true);
        const next = game.apply(s, t.action);
        expect(next.ok).toBe(true);
        if (next.ok) s = next.value;
      }
      expect(s).toEqual(end);
    }
  });

  it('a deal is reproducible from its seed', () => {
    expect(playDeal(game, bots, createRng(7))).toEqual(playDeal(game, bots, createRng(7)));
  });

  it('the cards dealt do not depend on the players', () => {
    const passer = { name: 'passer', act: () => ({ type: 'pass' }) as const };
    const a = playDeal(game, bots, createRng(3));
    const b = playDeal(game, [passer, passer, passer], createRng(3));
    expect(b.history[0]).toEqual(a.history[0]);
  });

  it('reports a player that returns an illegal action', () => {
    const cheat = { name: 'cheat', act: () => ({ type: 'play', card: 0 }) as const };
    expect(() => playDeal(game, [cheat, cheat, cheat], createRng(1))).toThrow(/cheat .*illegal/);
  });
});
