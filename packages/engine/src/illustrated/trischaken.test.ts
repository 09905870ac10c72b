/** Beck's Trischaken (rules-notes B-06): scores, ties judged on exact thirds, the Pagat as last trump. */
import { describe, expect, test } from 'vitest';
import { illustratedBeck } from '../presets/illustrated';
import { gameOf, legalText, playOut, scenario, PLAIN_DEAL, dealOf } from './testkit';
import { settleTrischakenFacts } from './trischaken';
import { TAROCK54 } from '../cards/pack';
import { countPile } from '../cards/counting';

const game = gameOf(illustratedBeck, { allPass: 'trischaken' });
const rules = game.rules;
const players = [0, 1, 2];

describe('Trischaken scores', () => {
  test.each([
    [
      'the most card points loses 10; the others win 5, +5 more without a trick',
      [120, 75, 0],
      [10, 6, 0],
      [-10, 5, 10],
    ],
    ['two tied for the most both lose; the third wins', [90, 90, 15], [7, 7, 2], [-10, -10, 5]],
    ['a three-way tie scores nothing', [68, 68, 68], [5, 6, 5], [0, 0, 0]],
    [
      'ties are judged on exact thirds: 23⅓ and 23 both round to 23, only 23⅓ loses',
      [70, 69, 65],
      [6, 5, 5],
      [-10, 5, 5],
    ],
  ] as const)('%s', (_name, thirds, tricks, expected) => {
    expect(settleTrischakenFacts({ players, thirds, tricks }, rules, 3).deltas).toEqual(expected);
  });

  test('option trischakenTrickless=flat: a winner without a trick scores just the win', () => {
    const flat = gameOf(illustratedBeck, { allPass: 'trischaken', trischakenTrickless: 'flat' }).rules;
    expect(
      settleTrischakenFacts({ players, thirds: [120, 75, 0], tricks: [10, 6, 0] }, flat, 3).deltas,
    ).toEqual([-10, 5, 5]);
  });

  test('through the scorekeeping entry point', () => {
    const r = illustratedBeck.settleSummary(
      {
        format: 'tarock-deal-summary',
        version: 1,
        variant: 'illustrated-beck',
        options: { allPass: 'trischaken' },
        contract: 'trischaken',
        cardPoints: [40, 25, 0],
        tricks: [10, 6, 0],
      },
      rules,
      3,
    );
    expect(r.ok && r.value.deltas).toEqual([-10, 5, 10]);
  });

  test('B-06: the talon is unused, so the piles of a summary hold 70 less what its 6 cards can hold (2 to 26)', () => {
    const summary = (cardPoints: number[]) =>
      illustratedBeck.settleSummary(
        {
          format: 'tarock-deal-summary',
          version: 1,
          variant: 'illustrated-beck',
          options: { allPass: 'trischaken' },
          contract: 'trischaken',
          cardPoints,
          tricks: [6, 5, 5],
        },
        rules,
        3,
      );
    const why = "but with the unused talon's 6 cards (2 to 26 card points) the piles hold 44 to 68";
    expect(summary([30, 25, 15])).toEqual({ ok: false, error: `the card points add up to 70, ${why}` });
    expect(summary([30, 25, 14])).toEqual({ ok: false, error: `the card points add up to 69, ${why}` });
    expect(summary([20, 13, 10])).toEqual({ ok: false, error: `the card points add up to 43, ${why}` });
    expect(summary([30, 25, 13]).ok).toBe(true);
    expect(summary([20, 14, 10]).ok).toBe(true);
  });
});

describe('Trischaken play', () => {
  test('the Pagat may not be played while its holder has another tarock', () => {
    const s = scenario(game, PLAIN_DEAL, ['pass', 'pass', 'pass']);
    expect(s.toAct).toBe(0);
    const legal = legalText(game, s);
    expect(legal).toContain('play T2');
    expect(legal).not.toContain('play T1');
  });

  test('playing the Pagat then is refused with that reason', () => {
    const s = scenario(game, PLAIN_DEAL, ['pass', 'pass', 'pass']);
    const pagat = TAROCK54.base[TAROCK54.tarockSuit] ?? 0;
    const r = game.apply(s, { type: 'play', card: pagat });
    expect(r).toEqual({
      ok: false,
      error: "T1 may not be played: the Pagat only as its holder's last tarock",
    });
  });

  test('the Pagat may be played once it is the last tarock', () => {
    const lone = dealOf(
      [
        'T1 HK HQ HC HJ H1 H2 H3 H4 DK DQ DC DJ D1 D2 D3',
        'T2 T3 T4 T5 T6 T7 T8 T9 T10 T11 D4 SK SQ SC SJ S10',
        'T12 T13 T14 T15 T16 T17 T18 S9 S8 S7 CK CQ CC CJ C10 C9',
      ],
      'T19 T20 T21 Sk C8 C7',
    );
    expect(legalText(game, scenario(game, lone, ['pass', 'pass', 'pass']))).toContain('play T1');
  });

  test('a played Trischaken ends with one pile per player and the talon counting for nobody', () => {
    const end = playOut(game, scenario(game, PLAIN_DEAL, ['pass', 'pass', 'pass']));
    const st = end.settlement;
    expect(st?.outcome).toBe('trischaken');
    expect(st?.cardPoints.map((c) => c.party)).toEqual(['seat0', 'seat1', 'seat2', 'talon']);
    const talon = st?.cardPoints.find((c) => c.party === 'talon');
    expect(talon?.seats).toEqual([]);
    expect(talon?.thirds).toBe(countPile(TAROCK54, end.talon).thirds);
    expect(st?.cardPoints.reduce((a, c) => a + c.thirds, 0)).toBe(210);
    expect(st?.deltas.filter((d) => d === -10).length).toBeGreaterThan(0);
  });
});
