import { describe, expect, test } from 'vitest';
import { countPile, pileRange, unitsAsPoints } from './counting';
import { GERMAN24, GERMAN36, TAROCK54, tarock } from './pack';

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

describe('pileRange: what a pile of n cards can count, in thirds', () => {
  test('the whole pack is its total; three German cards at most three Aces; three tarock cards 1 to 13 points', () => {
    expect(pileRange(TAROCK54, 54)).toEqual([210, 210]);
    expect(pileRange(GERMAN36, 3)).toEqual([0, 99]);
    expect(pileRange(TAROCK54, 3)).toEqual([3, 39]);
    expect(pileRange(GERMAN24, 0)).toEqual([0, 0]);
  });
});
