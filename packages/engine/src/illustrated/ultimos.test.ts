/**
 * The Pagat and the Uhu as bonuses in play (rules-notes IT-16, M-07, L-03): which card must win
 * which trick, and what each seat's success scores, silent or announced.
 */
import { describe, expect, test } from 'vitest';
import { PAGAT, UHU } from '../cards/pack';
import { illustratedBeck, illustratedLoew1954, illustratedMayrSedlaczek2016 } from '../presets/illustrated';
import { PLAIN_DEAL, gameOf, scenario } from './testkit';

const bidDreiblatt = ['bid dreiblatt', 'accept', 'accept'];

describe('the ultimo bonuses in play (IT-16)', () => {
  test('Mayr & Sedlaczek: only the declarer’s silent Pagat scores, 5 points, in the last of 16 tricks (M-07)', () => {
    const game = gameOf(illustratedMayrSedlaczek2016);
    const s = scenario(game, PLAIN_DEAL, bidDreiblatt);
    const declarer = s.contract?.declarer as number;
    const value = [0, 0, 0];
    value[declarer] = 5;
    expect(game.ultimos(s)).toEqual([{ bonus: 'pagat', card: PAGAT, trick: 15, value }]);
  });

  test("Mayr & Sedlaczek with defenderSilentPagat: every player's silent Pagat scores", () => {
    const game = gameOf(illustratedMayrSedlaczek2016, { defenderSilentPagat: true });
    const s = scenario(game, PLAIN_DEAL, bidDreiblatt);
    expect(game.ultimos(s).map((u) => u.value)).toEqual([[5, 5, 5]]);
  });

  test('an announced Pagat is worth its column: 20 before the pickup', () => {
    const game = gameOf(illustratedMayrSedlaczek2016);
    const s = scenario(game, PLAIN_DEAL, [...bidDreiblatt, 'announce pagat']);
    const declarer = s.contract?.declarer as number;
    expect(game.ultimos(s)[0]?.value[declarer]).toBe(20);
  });

  test('Beck: the Pagat in the last trick and the Uhu in the penultimate, anyone’s silent success scores', () => {
    const game = gameOf(illustratedBeck);
    const s = scenario(game, PLAIN_DEAL, bidDreiblatt);
    expect(game.ultimos(s)).toEqual([
      { bonus: 'pagat', card: PAGAT, trick: 15, value: [5, 5, 5] },
      { bonus: 'uhu', card: UHU, trick: 14, value: [5, 5, 5] },
    ]);
  });

  test('Löw: the Uhu only by agreement (L-03)', () => {
    expect(
      gameOf(illustratedLoew1954)
        .ultimos(scenario(gameOf(illustratedLoew1954), PLAIN_DEAL, bidDreiblatt))
        .map((u) => u.bonus),
    ).toEqual(['pagat']);
    const withUhu = gameOf(illustratedLoew1954, { uhu: true });
    expect(withUhu.ultimos(scenario(withUhu, PLAIN_DEAL, bidDreiblatt)).map((u) => u.bonus)).toEqual([
      'pagat',
      'uhu',
    ]);
  });

  test('before a contract there is none to weigh', () => {
    const game = gameOf(illustratedMayrSedlaczek2016);
    expect(game.ultimos(scenario(game, PLAIN_DEAL, []))).toEqual([]);
  });
});
