/**
 * Counting card points.
 *
 * Tarock pack (seed 001/002 "Cards"; rules-notes IT-03): count in threes, deducting 2 per group and
 * 2/3 per leftover card, i.e. exactly `Σ nominal − ⅔ × cards`, kept in thirds and rounded once per
 * pile to the nearest whole point (a .5 tie cannot occur). The whole pack is 106 − 36 = 70.
 * German pack (seed 000 "Kartenwerte"): plain sum, the pack totals 120.
 */
import type { Card, Pack } from './pack';

export interface PileCount {
  /** The exact value in thirds of a point (German pack: 3 × points). */
  readonly thirds: number;
  /** The value rounded once to the nearest whole point. */
  readonly points: number;
}

/** @example countPile(TAROCK54, [king, cavalier, tarockX]).points === 7 */
export function countPile(pack: Pack, cards: readonly Card[]): PileCount {
  let nominal = 0;
  for (const c of cards) nominal += pack.points[c] as number;
  if (pack.counting === 'sum') return { thirds: 3 * nominal, points: nominal };
  const thirds = 3 * nominal - 2 * cards.length;
  return { thirds, points: roundThirds(thirds) };
}

/** Rounds a value in thirds to the nearest whole number (x.⅓ down, x.⅔ up). */
export function roundThirds(thirds: number): number {
  const whole = Math.floor(thirds / 3);
  const rest = thirds - 3 * whole;
  return rest === 2 ? whole + 1 : whole;
}
