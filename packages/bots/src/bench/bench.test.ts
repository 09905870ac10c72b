import { GERMAN36, TAROCK54, createRng, playRules } from '@tarock/engine';
import { cardUnits } from '@tarock/solver';
import { describe, expect, it } from 'vitest';
import { runPlayouts, runPlayoutsBaseline } from './playouts';
import { BAVARIAN, ILLUSTRATED, benchPosition } from './solverDeals';
import { quantile } from './stats';

describe('benchmark playouts', () => {
  it.each([
    [
      'Bavarian',
      { rules: playRules(GERMAN36, 2), handSize: 11, cardValue: cardUnits(GERMAN36), talonToDeclarer: true },
    ],
    [
      'Illustrated',
      { rules: playRules(TAROCK54, 4), handSize: 16, cardValue: cardUnits(TAROCK54), talonToDeclarer: false },
    ],
    [
      'Illustrated with the Pagat rule of Trischaken',
      {
        rules: playRules(TAROCK54, 4, { pagatLastTrump: true }),
        handSize: 16,
        cardValue: cardUnits(TAROCK54),
        talonToDeclarer: false,
      },
    ],
  ] as const)('%s: the bitmask and the array paths play the same game', (_name, setup) => {
    const n = 4000;
    const fast = runPlayouts(setup, createRng(1), n) / n;
    const slow = runPlayoutsBaseline(setup, createRng(2), n) / n;
    // Same game, independent random streams: the mean declarer's units agree closely.
    expect(Math.abs(fast - slow)).toBeLessThan(0.06 * slow);
    // The declarer (forehand, one of three) takes about a third of the points in play.
    const total = setup.rules.pack.counting === 'thirds' ? 210 : 120;
    expect(fast).toBeGreaterThan(total / 5);
    expect(fast).toBeLessThan(total / 2);
  });
});

describe('benchmark positions', () => {
  it('are full deals, or have twelve tricks left from trick 5', () => {
    const full = benchPosition(BAVARIAN, 3);
    expect(full.position.hands.map((h) => h.length)).toEqual([11, 11, 11]);
    const later = benchPosition(ILLUSTRATED, 3, 4);
    expect(later.position.hands.map((h) => h.length)).toEqual([12, 12, 12]);
    expect(later.position.tricksPlayed).toBe(4);
    expect(benchPosition(ILLUSTRATED, 3, 4)).toEqual(later);
  });
  it('quantiles by nearest rank', () => {
    expect(quantile([5, 1, 3, 2, 4], 0.5)).toBe(3);
    expect(quantile([5, 1, 3, 2, 4], 0.95)).toBe(5);
  });
});
