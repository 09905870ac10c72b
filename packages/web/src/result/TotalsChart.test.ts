import { describe, expect, test } from 'vitest';
import { chartRange } from './TotalsChart';

describe('the totals chart range', () => {
  test('labels the highest and lowest totals, with 0 always inside', () => {
    expect(chartRange([0, 30, -20])).toEqual({ min: -20, max: 30, labels: [30, -20] });
    expect(chartRange([5, 12])).toEqual({ min: 0, max: 12, labels: [12, 0] });
  });

  test('when no total is above 0 the top is 0, not a made-up step above it', () => {
    expect(chartRange([0, -50, -50, -100])).toEqual({ min: -100, max: 0, labels: [0, -100] });
    expect(chartRange([0, 0, 0])).toEqual({ min: 0, max: 0, labels: [0] });
  });
});
