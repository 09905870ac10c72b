/**
 * Who deals the first deal of a match, as the rule set says (`firstDealer`):
 * - `highestCard` (Bavarian; seed 000 Huber: "Jeder Spieler zieht eine Karte … der Spieler mit
 *   dem höchsten … wird der erste Dealer", rules-notes BT-03): each player draws a card from the
 *   shuffled pack and the highest deals, A > 10 > K > O > U > 9 > … whatever the suit; players tied
 *   for the highest draw again. (BT-03's other custom, turning cards to the players in turn until
 *   the first Ace, is `drawForDealer(…, 'firstAce')`.)
 * - `lot` (Illustrated; Beck: "the first dealer is chosen by lot", IT-06): a seat at random.
 * Randomness comes from the caller's seeded RNG, so a seeded match draws the same dealer again.
 */
import type { Card, Pack } from '../cards/pack';
import type { Game } from './game';
import { type Rng, shuffled } from './rng';
import type { Seat } from './types';

export interface DealerDraw {
  /** Every card drawn, in order, with the seat that drew it (none when drawn by lot). */
  readonly draws: readonly { readonly seat: Seat; readonly card: Card }[];
  readonly dealer: Seat;
}

export function drawFirstDealer(game: Pick<Game, 'rules' | 'pack' | 'seats'>, rng: Rng): DealerDraw {
  switch (game.rules.firstDealer) {
    case 'highestCard':
      return drawForDealer(game.pack, game.seats, rng, 'highest');
    case 'lot':
      return { draws: [], dealer: rng.int(game.seats) };
  }
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
