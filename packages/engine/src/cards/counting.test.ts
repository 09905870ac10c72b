import { describe, expect, test } from 'vitest';
import { countPile, unitsAsPoints } from './counting';
import { GERMAN36, TAROCK54, tarock } from './pack';

describe('counting card points', () => {
  test('IT-03: a tarock pile counts Σ nominal − ⅔ per card, rounded once (the whole pack is 70)', () => {
    expect(countPile(TAROCK54, TAROCK54.cards)).toEqual({ thirds: 210, points: 70 });
    expect(countPile(TAROCK54, [tarock(22), tarock(21), tarock(2)])).toEqual({ thirds: 27, points: 9 });
  });

  test('card-point units as points with a fraction: thirds in the tarock pack, whole in the German pack', () => {
    expect([0, 1, 2, 3, 4, 5, 13].map((u) => unitsAsPoints(TAROCK54, u))).toEqual([
      '0',
      '⅓',
      '⅔',
      '1',
      '1⅓',
      '1⅔',
      '4⅓',
    ]);
    expect(unitsAsPoints(GERMAN36, 11)).toBe('11');
  });
});
