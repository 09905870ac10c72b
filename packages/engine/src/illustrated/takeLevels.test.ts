/**
 * L-02, B-01: every take level a rule set's contracts reach has the table's name for the
 * settlement's game line (`rules.auction.takeLevels`), under every option value.
 */
import { describe, expect, test } from 'vitest';
import { optionGames, suiteGames } from '../testing/index';
import { PRESETS } from '../presets/index';
import { type IllustratedRules, maxTakeLevel } from './rules';

const games = [...suiteGames(PRESETS), ...optionGames(PRESETS)].filter(
  (g) => g.rules.family === 'illustrated',
);

describe('take levels are named', () => {
  test('the Illustrated games are all here', () => {
    expect(new Set(games.map((g) => g.rules.id))).toEqual(
      new Set(['illustrated-loew-1954', 'illustrated-beck', 'illustrated-mayr-sedlaczek-2016']),
    );
  });

  test.each(games.map((g) => [g.name, g.rules as IllustratedRules] as const))('%s', (_name, rules) => {
    const named = 'takeLevels' in rules.auction ? rules.auction.takeLevels.length : 0;
    for (const c of rules.contracts) expect(maxTakeLevel(c)).toBeLessThanOrEqual(named);
  });
});
