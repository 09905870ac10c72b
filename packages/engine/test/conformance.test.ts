/**
 * The shared conformance suite for every Illustrated preset in PRESETS (and each 4-seat form),
 * plus the test rule set Mini Tarock. The Bavarian presets run in conformance.bavarian.test.ts,
 * so that vitest spreads the two families over two workers.
 */
import { PRESETS } from '../src/index';
import { miniPreset, suiteGames, withMini } from '../src/testing/index';
import { conformanceTests } from './conformanceSuite';

const presets = withMini(PRESETS);
conformanceTests(
  suiteGames([...PRESETS.filter((p) => p.rules.family === 'illustrated'), miniPreset]),
  presets,
);
