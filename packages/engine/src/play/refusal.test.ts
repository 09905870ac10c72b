import { describe, expect, test } from 'vitest';
import { TAROCK54, cardOf, tarock } from '../cards/pack';
import { createRng } from '../core/rng';
import type { Action } from '../core/types';
import { PRESETS } from '../presets/index';
import { suiteGames } from '../testing/games';
import { randomAction } from '../testing/random';
import { cardRefusal, cardRefusalText } from './refusal';

const HK = cardOf(TAROCK54, 0, 7);
const HQ = cardOf(TAROCK54, 0, 6);
const DK = cardOf(TAROCK54, 1, 7);
const plays = (...cards: number[]): Action[] => cards.map((card) => ({ type: 'play', card }));

describe('why a held card may not be played', () => {
  test('follow suit: a heart is led and the hand holds one', () => {
    const why = cardRefusal(TAROCK54, plays(HK), [HK, tarock(21)], [HQ], tarock(21));
    expect(why).toEqual({ rule: 'followSuit', suit: 0, trumps: true });
    expect(cardRefusalText(TAROCK54, tarock(21), why)).toBe(
      'T21 may not be played: follow suit (Hearts), else play a trump',
    );
  });

  test('BT-NP-3: a Bettel has no trump, so its refusal says only "follow suit"', () => {
    const why = cardRefusal(TAROCK54, plays(HK), [HK, DK], [HQ], DK, -1);
    expect(why).toEqual({ rule: 'followSuit', suit: 0, trumps: false });
    expect(cardRefusalText(TAROCK54, DK, why)).toBe('DK may not be played: follow suit (Hearts)');
  });

  test('follow trump: a tarock is led and the hand holds one (no "else play a trump")', () => {
    const why = cardRefusal(
      TAROCK54,
      plays(tarock(5)),
      [tarock(5), HK],
      [tarock(9)],
      HK,
      TAROCK54.tarockSuit,
    );
    expect(why).toEqual({ rule: 'followTrump', suit: TAROCK54.tarockSuit });
    expect(cardRefusalText(TAROCK54, HK, why)).toBe('HK may not be played: follow trump (Tarock)');
    // A suit led under a contract whose trump is another suit is still "follow suit".
    expect(cardRefusal(TAROCK54, plays(HK), [HK, DK], [HQ], DK, TAROCK54.tarockSuit)?.rule).toBe(
      'followSuit',
    );
  });

  test('B-06: another tarock is legal but not the Pagat, so only the Pagat rule keeps it back', () => {
    const why = cardRefusal(TAROCK54, plays(tarock(5)), [tarock(1), tarock(5)], [DK], tarock(1));
    expect(why).toEqual({ rule: 'pagatLast' });
    expect(cardRefusalText(TAROCK54, tarock(1), why)).toBe(
      "T1 may not be played: the Pagat only as its holder's last tarock",
    );
  });

  test('nothing to say for a legal card, a card not held, or no legal card at all', () => {
    expect(cardRefusal(TAROCK54, plays(HK), [HK], [HQ], HK)).toBeNull();
    expect(cardRefusal(TAROCK54, plays(HK), [HK], [HQ], DK)).toBeNull();
    expect(cardRefusal(TAROCK54, [{ type: 'pass' }], [HK, DK], [HQ], DK)).toBeNull();
  });

  test.each(suiteGames(PRESETS).map((g) => [g.name, g] as const))(
    '%s: the engine refuses every held illegal card with these words',
    (_name, game) => {
      const rng = createRng(`refusal/${game.name}`);
      let checked = 0;
      let trumpLed = 0;
      for (let deal = 0; deal < 6; deal++) {
        let s = game.newDeal({ dealer: deal % game.seats });
        while (s.phase !== 'finished') {
          if (s.phase === 'play' && typeof s.toAct === 'number') {
            const hand = s.hands[s.toAct] ?? [];
            const actions = game.legalActions(s);
            for (const card of hand) {
              if (actions.some((a) => a.type === 'play' && a.card === card)) continue;
              const r = game.apply(s, { type: 'play', card });
              const why = cardRefusal(game.pack, actions, hand, s.trick, card, s.contract?.trump);
              if (why?.rule === 'followTrump') trumpLed++;
              expect(why).not.toBeNull();
              expect(r).toEqual({ ok: false, error: cardRefusalText(game.pack, card, why) });
              checked++;
            }
          }
          const next = game.apply(s, randomAction(game, s, rng));
          if (!next.ok) throw new Error(next.error);
          s = next.value;
        }
      }
      expect(checked).toBeGreaterThan(0);
      if (game.rules.family === 'illustrated') expect(trumpLed).toBeGreaterThan(0);
    },
  );
});
