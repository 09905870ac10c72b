import { PRESETS, createRng, makeGame, sameAction } from '@tarock/engine';
import { suiteGames } from '@tarock/engine/testing';
import { describe, expect, it } from 'vitest';
import { playDeal } from './arena';
import { randomBot } from './random';

const games = suiteGames(PRESETS);
const bots = [randomBot(), randomBot(), randomBot(), randomBot()];

describe('playDeal', () => {
  it.each(games.map((g) => [g.name, g] as const))(
    '%s: plays deals to the end; the history replays to the same state',
    (_name, game) => {
      for (let seed = 0; seed < 20; seed++) {
        const end = playDeal(game, bots, createRng(seed), { dealer: seed % game.seats });
        expect(end.phase).toBe('finished');
        expect(end.settlement).not.toBeNull();
        let s = game.newDeal({ dealer: seed % game.seats });
        for (const t of end.history) {
          if (t.actor !== 'chance')
            expect(game.legalActions(s).some((a) => sameAction(a, t.action))).toBe(true);
          const next = game.apply(s, t.action);
          expect(next.ok).toBe(true);
          if (next.ok) s = next.value;
        }
        expect(s).toEqual(end);
      }
    },
  );

  const game = (() => {
    const preset = PRESETS[0];
    if (!preset) throw new Error('no presets');
    const g = makeGame(preset);
    if (!g.ok) throw new Error(g.error);
    return g.value;
  })();

  it('a deal is reproducible from its seed', () => {
    expect(playDeal(game, bots, createRng(7))).toEqual(playDeal(game, bots, createRng(7)));
  });

  it('the cards dealt do not depend on the players', () => {
    const first = {
      name: 'first',
      act: (v: { legal: readonly import('@tarock/engine').Action[] }) =>
        v.legal[0] as import('@tarock/engine').Action,
    };
    const a = playDeal(game, bots, createRng(3));
    const b = playDeal(game, [first, first, first], createRng(3));
    expect(b.history[0]).toEqual(a.history[0]);
  });

  it('reports a player that returns an illegal action', () => {
    const cheat = { name: 'cheat', act: () => ({ type: 'play', card: 0 }) as const };
    expect(() => playDeal(game, [cheat, cheat, cheat], createRng(1))).toThrow(/cheat .*illegal/);
  });
});
