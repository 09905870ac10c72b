/**
 * The conformance suite (src/testing/conformance.ts) over every option value a preset offers
 * besides its defaults: one game per preset, option and non-default value (every other option at
 * its default), fewer deals each than the presets at their defaults get (conformanceSuite.ts).
 * Options change the flow (Beck's Trischaken, Bavarian redeals, …), so each needs its own deals,
 * and seats pass more often than uniform play would (everyone passing is rare otherwise): a
 * Trischaken record that could not be read back went unnoticed while only defaults were run.
 */
import { describe, expect, it } from 'vitest';
import { PRESETS } from '../src/index';
import { optionGames, runConformance, withMini } from '../src/testing/index';

/** Deals per option value. */
const GAMES = 60;
/** Seats pass half the time they may, so that flows where everyone passes come up (1 deal in 8). */
const PASS_WEIGHT = 0.5;

const presets = withMini(PRESETS);

describe.each(optionGames(presets).map((game) => ({ name: game.name, game })))(
  'conformance: $name',
  ({ game }) => {
    it(`keeps every invariant over ${GAMES} seeded random deals`, () => {
      const report = runConformance(game, {
        games: GAMES,
        seed: 'conformance-options',
        presets,
        passWeight: PASS_WEIGHT,
      });
      expect(report.failures).toEqual([]);
      expect(Object.values(report.outcomes).reduce((a, b) => a + b, 0)).toBe(GAMES);
      // The option's own flow came up: Trischaken is played where everyone passes.
      if (game.name.includes('allPass=trischaken')) expect(report.outcomes['trischaken']).toBeGreaterThan(0);
    });
  },
);
