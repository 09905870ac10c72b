import { describe, expect, it } from 'vitest';
import { legalCards } from '../play/kernel';
import { PRESETS } from '../presets/index';
import { createRng } from './rng';
import { suiteGames } from '../testing/games';
import { randomAction } from '../testing/random';

describe('Game.playRules', () => {
  it.each(suiteGames(PRESETS).map((g) => [g.name, g] as const))(
    '%s: a seat’s view gives the trick rules that decide its legal cards',
    (_name, game) => {
      const rng = createRng(`playRules/${game.name}`);
      for (let deal = 0; deal < 20; deal++) {
        let s = game.newDeal({ dealer: deal % game.seats });
        while (s.phase !== 'finished') {
          if (s.phase === 'play' && typeof s.toAct === 'number') {
            const view = game.view(s, s.toAct);
            const rules = game.playRules(view);
            const cards = legalCards(rules, view.hand, view.trick[0] ?? null);
            expect(view.legal).toEqual(cards.map((card) => ({ type: 'play', card })));
          }
          const next = game.apply(s, randomAction(game, s, rng));
          if (!next.ok) throw new Error(next.error);
          s = next.value;
        }
      }
    },
  );
});

describe('View.talonRestOwner', () => {
  it.each(suiteGames(PRESETS).map((g) => [g.name, g] as const))(
    '%s: every seat sees whom the untaken talon counts for',
    (_name, game) => {
      const rng = createRng(`restOwner/${game.name}`);
      for (let deal = 0; deal < 10; deal++) {
        let s = game.newDeal({ dealer: deal % game.seats });
        while (s.phase !== 'finished') {
          for (const p of s.players) expect(game.view(s, p).talonRestOwner).toBe(s.talonRest?.owner ?? null);
          const next = game.apply(s, randomAction(game, s, rng));
          if (!next.ok) throw new Error(next.error);
          s = next.value;
        }
      }
    },
  );
});
