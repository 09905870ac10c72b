/**
 * Before the first deal (seed 000 Huber: "Jeder Spieler zieht eine Karte … der Spieler mit dem
 * höchsten (oder ersten Ass) wird der erste Dealer"; rules-notes BT-03):
 * - drawing for the first dealer (core/firstDealer.ts, as every rule set says how its first
 *   dealer is found);
 * - the cut: the player on the dealer's right lifts part of the pack and the dealer puts the lower
 *   part on top. In software the cut changes nothing about the odds; it is offered for tables that
 *   want the ritual (and for dealing a physical pack in the same order).
 */
import type { Card } from '../cards/pack';
import { type Result, err, ok } from '../core/result';
import type { Seat } from '../core/types';

// The draw for the first dealer is the rule set's (`firstDealer`), in core/firstDealer.ts.
export { type DealerDraw, drawForDealer } from '../core/firstDealer';

/** The player who cuts: the one on the dealer's right (the seat before him in playing order). */
export const cutter = (dealer: Seat, seats: number): Seat => (dealer + seats - 1) % seats;

/** Cuts the pack after `at` cards: the lifted top part goes under the rest. */
export function cutPack(deck: readonly Card[], at: number): Result<Card[]> {
  if (!Number.isInteger(at) || at < 1 || at >= deck.length)
    return err(`a cut must lift between 1 and ${deck.length - 1} cards`);
  return ok([...deck.slice(at), ...deck.slice(0, at)]);
}
