/** The shared conformance suite for every Bavarian preset in PRESETS (see conformance.test.ts). */
import { describe, expect, it } from 'vitest';
import { PRESETS } from '../src/index';
import { suiteGames } from '../src/testing/index';
import { conformanceTests } from './conformanceSuite';

const bavarian = PRESETS.filter((p) => p.rules.family === 'bavarian');
conformanceTests(suiteGames(bavarian), PRESETS);

describe('the conformance split', () => {
  it('covers every preset in one of the two files', () => {
    expect(PRESETS.every((p) => p.rules.family === 'bavarian' || p.rules.family === 'illustrated')).toBe(
      true,
    );
  });
});
