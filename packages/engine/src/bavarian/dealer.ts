/**
 * Before the first deal (seed 000 Huber: "Jeder Spieler zieht eine Karte … der Spieler mit dem
 * höchsten (oder ersten Ass) wird der erste Dealer"; rules-notes BT-03):
 * - drawing for the first dealer: each player draws a card and the highest deals (players tied for
 *   the highest draw again), or cards are turned to the players in turn until the first Ace;
 * - the cut: the player on the dealer's right lifts part of the pack and the dealer puts the lower
 *   part on top. In software the cut changes nothing about the odds; it is offered for tables that
 *   want the ritual (and for dealing a physical pack in the same order).
 */
import type { Card, Pack } from '../cards/pack';
import { type Result, err, ok } from '../core/result';
import { type Rng, shuffled } from '../core/rng';
import type { Seat } from '../core/types';

export interface DealerDraw {
  /** Every card drawn, in order, with the seat that drew it. */
  readonly draws: readonly { readonly seat: Seat; readonly card: Card }[];
  readonly dealer: Seat;
}

/** Highest card: A > 10 > K > O > U > 9 > … (the suit does not count; ties draw again). */
export function drawForDealer(
  pack: Pack,
  seats: number,
  rng: Rng,
  method: 'highest' | 'firstAce',
): DealerDraw {
  let deck = shuffled(rng, pack.cards);
  const draws: { seat: Seat; card: Card }[] = [];
  let i = 0;
  const next = (): Card => {
    if (i === deck.length) {
      deck = shuffled(rng, pack.cards); // ties all through the pack: shuffle and go on
      i = 0;
    }
    return deck[i++] as Card;
  };
  const top = (c: Card): number => pack.rankOf[c] as number;
  if (method === 'firstAce') {
    for (let k = 0; ; k++) {
      const seat = k % seats;
      const card = next();
      draws.push({ seat, card });
      const suit = pack.suits[pack.suitOf[card] as number];
      if (suit && top(card) === suit.ranks.length - 1) return { draws, dealer: seat };
    }
  }
  let drawing: Seat[] = Array.from({ length: seats }, (_, s) => s);
  for (;;) {
    const round = drawing.map((seat) => ({ seat, card: next() }));
    draws.push(...round);
    const best = Math.max(...round.map((d) => top(d.card)));
    drawing = round.filter((d) => top(d.card) === best).map((d) => d.seat);
    if (drawing.length === 1) return { draws, dealer: drawing[0] as Seat };
  }
}

/** The player who cuts: the one on the dealer's right (the seat before him in playing order). */
export const cutter = (dealer: Seat, seats: number): Seat => (dealer + seats - 1) % seats;

/** Cuts the pack after `at` cards: the lifted top part goes under the rest. */
export function cutPack(deck: readonly Card[], at: number): Result<Card[]> {
  if (!Number.isInteger(at) || at < 1 || at >= deck.length)
    return err(`a cut must lift between 1 and ${deck.length - 1} cards`);
  return ok([...deck.slice(at), ...deck.slice(0, at)]);
}
