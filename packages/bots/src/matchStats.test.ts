import { describe, expect, it } from 'vitest';
import { pairedShare } from './matchStats';

describe('a paired share of two per-deal samples', () => {
  it('is the ratio of the means', () => {
    expect(pairedShare([1, 3, 2, 6], [2, 6, 4, 12]).share).toBe(0.5);
  });
  it('has no spread when one sample is a multiple of the other; the independent reading has', () => {
    const s = pairedShare([1, 3, 2, 6], [2, 6, 4, 12]);
    expect(s.ci95).toBe(0);
    expect(s.correlation).toBe(1);
    expect(s.ci95Independent).toBeGreaterThan(0.2);
  });
  it('matches the delta method with the covariance (worked by hand)', () => {
    // a = 1, 2, 3; c = 2, 2, 5: means 2 and 3, R = 2/3; Var a = 1, Var c = 3, Cov = 1.5.
    // Var R ≈ (1 − 2·(2/3)·1.5 + (4/9)·3) / (3 · 9) = (1 − 2 + 4/3) / 27 = 1/81.
    const s = pairedShare([1, 2, 3], [2, 2, 5]);
    expect(s.share).toBeCloseTo(2 / 3, 4);
    expect(s.ci95).toBeCloseTo(1.96 / 9, 4);
    // Independent: (1 + 4/3) / 27 = 7/81.
    expect(s.ci95Independent).toBeCloseTo((1.96 * Math.sqrt(7)) / 9, 4);
  });
  it('rejects samples of different sizes', () => {
    expect(() => pairedShare([1, 2], [1])).toThrow(/same size/);
  });
});
