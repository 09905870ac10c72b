/**
 * What the Illustrated auctions share: the order of speaking (rules-notes IT-05: anticlockwise like
 * play, or the seed's literal "clockwise" as an option) and the shape of an auction's outcome.
 */
import type { State } from '../../core/state';
import type { Seat } from '../../core/types';
import type { IllustratedRules } from '../rules';

/** The active players in the order they speak in the auction, forehand first. */
export function auctionOrder(s: State, rules: IllustratedRules): Seat[] {
  const p = s.players.slice();
  return rules.auctionDirection === 'ccw' ? p : [p[0] as Seat, ...p.slice(1).reverse()];
}

/** The next player after `from` in auction order who is not in `skip`, or null. */
export function nextSpeaker(
  s: State,
  rules: IllustratedRules,
  from: Seat,
  skip: readonly Seat[],
): Seat | null {
  const order = auctionOrder(s, rules);
  const i = order.indexOf(from);
  for (let k = 1; k <= order.length; k++) {
    const seat = order[(i + k) % order.length] as Seat;
    if (!skip.includes(seat)) return seat;
  }
  return null;
}

/** Where an auction stands after a call. */
export type AuctionStep<A> =
  | { readonly kind: 'continue'; readonly auction: A; readonly toAct: Seat }
  | {
      readonly kind: 'won';
      readonly auction: A;
      readonly declarer: Seat;
      readonly contract: string;
      readonly takeLevel: number;
    }
  | { readonly kind: 'allPass'; readonly auction: A };
