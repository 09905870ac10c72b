/**
 * An open (perfect-information) trick-play position: the three active players' hands, the trick
 * on the table, who is on which side, and how far the deal has come. Seats here are the solver's
 * own 0..2 in playing order (the caller maps them to table seats).
 */
import type { Card } from '@tarock/engine';

export interface OpenPosition {
  /** The three hands, in playing order (hand i + 1 plays after hand i). */
  readonly hands: readonly (readonly Card[])[];
  /** Per hand: 0 = the counted side (the declarer's), 1 = the other side. */
  readonly team: readonly number[];
  /** The hand that led the current trick (or leads the next one when `trick` is empty). */
  readonly leader: number;
  /** The cards played to the current trick so far, in playing order. */
  readonly trick: readonly Card[];
  /** Completed tricks of the deal before this position (ultimo bonuses need the trick number). */
  readonly tricksPlayed: number;
  /** Completed tricks won by team 0 and by team 1 (a valat needs all of them); default none. */
  readonly tricksWon?: readonly [number, number];
}

/** Null when the position is consistent; otherwise what is wrong. */
export function checkPosition(p: OpenPosition, packSize: number): string | null {
  if (p.hands.length !== 3) return 'an open position needs three hands';
  if (p.team.length !== 3 || p.team.some((t) => t !== 0 && t !== 1)) return 'team must be 0 or 1 per hand';
  if (!Number.isInteger(p.leader) || p.leader < 0 || p.leader > 2) return 'leader must be 0, 1 or 2';
  if (p.trick.length > 2) return 'a trick on the table holds at most two cards';
  const seen = new Set<number>();
  for (const c of [...p.trick, ...p.hands.flat()]) {
    if (!Number.isInteger(c) || c < 0 || c >= packSize) return `${c} is not a card`;
    if (seen.has(c)) return `card ${c} appears twice`;
    seen.add(c);
  }
  const sizes = p.hands.map((h, i) => h.length + ((i - p.leader + 3) % 3 < p.trick.length ? 1 : 0));
  if (sizes.some((n) => n !== sizes[0])) return 'the hands must hold equal numbers of cards for the trick';
  return null;
}
