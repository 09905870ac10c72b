import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { goldenDeals, goldenText } from './analysisGolden';

describe('the mistake finder where no bonus card’s trick is in play', () => {
  it('gives the verdicts of analysis.golden.txt, to the byte (Bavarian games, Illustrated Trischaken)', () => {
    const golden = readFileSync(new URL('./analysis.golden.txt', import.meta.url), 'utf8');
    expect(goldenText(goldenDeals())).toBe(golden);
  });
});
