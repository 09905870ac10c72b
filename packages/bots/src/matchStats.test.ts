import { describe, expect, it } from 'vitest';
import { meanInterval, pairedShare, rateDifference, wilson } from './matchStats';

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

describe('the Wilson score interval of a rate (95 %)', () => {
  it('is wide and inside [0, 1] at the ends, where the normal approximation gives ±0', () => {
    const all = wilson(3, 3);
    expect(all?.[0]).toBeCloseTo(0.4385, 4);
    expect(all?.[1]).toBe(1);
    expect(all?.map((x) => x.toFixed(3))).toEqual(['0.438', '1.000']);
    const none = wilson(0, 10);
    expect(none?.[0]).toBe(0);
    expect(none?.[1]).toBeCloseTo(0.2775, 4);
  });
  it('is near p ± 1.96 · √(p(1−p)/n) in the middle, and symmetric about ½ there', () => {
    const half = wilson(50, 100);
    expect(half?.[0]).toBeCloseTo(0.4038, 4);
    expect(half?.[1]).toBeCloseTo(0.5962, 4);
    expect(wilson(7, 20)?.[0]).toBeCloseTo(1 - (wilson(13, 20)?.[1] ?? 0), 4);
  });
  it('is none without a trial', () => {
    expect(wilson(0, 0)).toBeNull();
  });
});

describe('the interval of a difference of two rates (Newcombe)', () => {
  it('holds the difference, stays within [−1, 1], and is none when a rate has no trial', () => {
    const d = rateDifference(3, 3, 0, 3);
    expect(d?.difference).toBe(1);
    expect(d?.interval95[0]).toBeGreaterThan(0);
    expect(d?.interval95[0]).toBeLessThan(0.6);
    expect(d?.interval95[1]).toBe(1);
    // Two equal rates: symmetric about 0.
    const same = rateDifference(5, 10, 5, 10);
    expect(same?.interval95[0]).toBeCloseTo(-(same?.interval95[1] ?? 0), 4);
    expect(rateDifference(1, 2, 0, 0)).toBeNull();
  });
  it('is significant when its interval excludes 0, from a few games on (no floor of 30)', () => {
    expect(rateDifference(24, 26, 42, 562)?.significant).toBe(true);
    expect(rateDifference(3, 3, 0, 3)?.significant).toBe(true);
    expect(rateDifference(2, 3, 1, 3)?.significant).toBe(false);
    expect(rateDifference(5, 10, 5, 10)?.significant).toBe(false);
  });
  it('matches Newcombe’s worked example (56/70 − 48/80: [0.0524, 0.3339])', () => {
    const d = rateDifference(56, 70, 48, 80);
    expect(d?.interval95[0]).toBeCloseTo(0.0524, 3);
    expect(d?.interval95[1]).toBeCloseTo(0.3339, 3);
  });
});

describe('the interval of a mean', () => {
  it('is mean ± the half-width, and none from a single sample (not ±0)', () => {
    expect(meanInterval({ n: 4, mean: 2, ci95: 0.5 })).toEqual([1.5, 2.5]);
    expect(meanInterval({ n: 1, mean: 27, ci95: 0 })).toBeNull();
    expect(meanInterval({ n: 0, mean: 0, ci95: 0 })).toBeNull();
  });
});
