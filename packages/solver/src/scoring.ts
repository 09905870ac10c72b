/**
 * What the solver counts. Values are integers in solver units: card points for the German pack,
 * exact thirds of a point for the tarock pack (a card is worth 3·nominal − 2 thirds, so a pile's
 * exact value is the sum of its cards: seed 001 "counting in threes", rules-notes IT-03). The
 * counted side is team 0 (the declarer's); the solver maximises team 0's units from the remaining
 * tricks, team 1 minimises them.
 *
 * Tarock bonuses are optional terms in the same units, set by the caller: an ultimo (Pagat in the
 * last trick, Uhu in the penultimate: rules-notes IT-16) and a valat (all tricks: IT-18, BT-08).
 * How many units a bonus is worth against card points is the caller's choice (a player converts
 * game points into card units by its own judgement); the default scoring counts cards only.
 */
import type { Card, Pack } from '@tarock/engine';

export interface UltimoBonus {
  /** The bonus card (the Pagat, the Uhu). */
  readonly card: Card;
  /** The 0-based trick of the deal it must win (15 = the last of 16 tricks). */
  readonly trick: number;
  /** Units for team 0 when the card wins that trick (negative when it belongs to team 1). */
  readonly ifWon: number;
  /** Units for team 0 when the card is played to that trick and beaten (a captured Pagat). */
  readonly ifLost: number;
}

export interface Scoring {
  /** The value of every card of the pack, in solver units (index = card). */
  readonly cardValue: ArrayLike<number>;
  /** Units for team 0 per trick it wins (Bettel: −1 with card values 0; default 0). */
  readonly perTrick?: number;
  readonly ultimo?: readonly UltimoBonus[];
  /** Units for team 0 when team 0 (team1: team 1) wins every trick of the deal. */
  readonly valat?: { readonly team0: number; readonly team1: number };
}

/** Card values in solver units: thirds (3·nominal − 2) for the tarock pack, points otherwise. */
export function cardUnits(pack: Pack): Int32Array {
  const out = new Int32Array(pack.size);
  for (let c = 0; c < pack.size; c++) {
    const nominal = pack.points[c] as number;
    out[c] = pack.counting === 'thirds' ? 3 * nominal - 2 : nominal;
  }
  return out;
}

/** Units per card point: 3 for the tarock pack (thirds), 1 for the German pack. */
export const unitsPerPoint = (pack: Pack): number => (pack.counting === 'thirds' ? 3 : 1);

/**
 * The fewest units a pile needs to count `points` once rounded (tarock pack: 35⅔ rounds to 36,
 * so 36 points need 107 thirds).
 * @example pointsToUnits(TAROCK54, 36) === 107; pointsToUnits(GERMAN36, 61) === 61
 */
export const pointsToUnits = (pack: Pack, points: number): number =>
  pack.counting === 'thirds' ? 3 * points - 1 : points;

/** The plain card-point scoring of a pack: no bonuses. */
export const cardPointScoring = (pack: Pack): Scoring => ({ cardValue: cardUnits(pack) });
