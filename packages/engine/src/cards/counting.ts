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

/**
 * The least and the most `n` cards of the pack can count, in thirds as `countPile` gives them: the
 * `n` cheapest and the `n` dearest cards (what a pile of that many cards can hold).
 */
export function pileRange(pack: Pack, n: number): [number, number] {
  const each = pack.cards.map((c) => countPile(pack, [c]).thirds).sort((a, b) => a - b);
  const sum = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0);
  return [sum(each.slice(0, n)), sum(each.slice(each.length - n))];
}

/** Rounds a value in thirds to the nearest whole number (x.⅓ down, x.⅔ up). */
export function roundThirds(thirds: number): number {
  const whole = Math.floor(thirds / 3);
  const rest = thirds - 3 * whole;
  return rest === 2 ? whole + 1 : whole;
}

/**
 * Card-point units of a pack (thirds in the tarock pack, points in the German pack) as points
 * with a fraction: 4 thirds → "1⅓", 2 → "⅔"; German 11 → "11".
 */
export function unitsAsPoints(pack: Pack, units: number): string {
  if (pack.counting !== 'thirds') return String(units);
  const whole = Math.floor(units / 3);
  const rest = units - 3 * whole;
  const frac = rest === 0 ? '' : rest === 1 ? '⅓' : '⅔';
  return whole === 0 && frac ? frac : `${whole}${frac}`;
}
