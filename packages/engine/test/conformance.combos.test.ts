/**
 * The conformance suite (src/testing/conformance.ts) over random combinations of option values:
 * per preset, seeded combinations of every option (the seat count among them), a few deals each,
 * seats passing half the time they may. Options that are right alone may still meet badly.
 */
import { describe, expect, it } from 'vitest';
import { type OptionValue, PRESETS, createRng, makeGame } from '../src/index';
import { runConformance, withMini } from '../src/testing/index';

/** Combinations per preset, and deals per combination. */
const COMBOS = 30;
const GAMES = 10;

const presets = withMini(PRESETS);

describe.each(presets.map((preset) => ({ id: preset.rules.id, preset })))(
  'conformance of $id',
  ({ preset }) => {
    it(`keeps every invariant under ${COMBOS} random combinations of its options, ${GAMES} deals each`, () => {
      const rng = createRng(`combos/${preset.rules.id}`);
      const failures: string[] = [];
      for (let k = 0; k < COMBOS; k++) {
        const values: Record<string, OptionValue> = {};
        for (const o of preset.options) values[o.key] = o.values[rng.int(o.values.length)] as OptionValue;
        const game = makeGame(preset, values);
        if (!game.ok) {
          failures.push(`${JSON.stringify(values)} does not load: ${game.error}`);
          continue;
        }
        const report = runConformance(game.value, {
          games: GAMES,
          seed: `combo-${k}`,
          presets,
          passWeight: 0.5,
        });
        for (const f of report.failures)
          failures.push(`${game.value.name}: ${f.check} at deal ${f.index}: ${f.message}`);
      }
      expect(failures).toEqual([]);
    });
  },
);
