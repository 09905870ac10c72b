/**
 * The facts a Bavarian deal is settled from, whether the deal was played here (`factsFromState`)
 * or written down by a score-keeper (summary.ts): the contract, the declarer and his target, the
 * trump, card points and tricks per party, the Kontra level and the pot before the deal.
 */
import { countPile } from '../cards/counting';
import type { Card, Pack } from '../cards/pack';
import { defenders, type State } from '../core/state';
import type { Seat } from '../core/types';
import { kontraLevel } from './announce';

export interface DealFacts {
  readonly seats: number;
  /** The active players, forehand first (the defenders are paid in this order). */
  readonly players: readonly Seat[];
  /** The contract id, or null when the deal was thrown in. */
  readonly contract: string | null;
  readonly declarer: Seat | null;
  /** Card points the declarer needs (61, or his bid / raised target). */
  readonly target: number;
  /** The trump suit, −1 for none (Bettel), null if never named (thrown in). */
  readonly trump: number | null;
  readonly points: { readonly declarer: number; readonly defenders: number };
  /**
   * True where a score-keeper left the card points out (a Bettel, decided by tricks): `points` is
   * then zeros, and the settlement names no card points.
   */
  readonly pointsUnknown?: boolean;
  readonly tricks: { readonly declarer: number; readonly defenders: number };
  /** 0 none, 1 Kontra, 2 Re, 3 Supp, 4 Resupp, 5 Hirsch. */
  readonly kontra: number;
  /**
   * The pot before the deal, in cents; null when a score-keeper did not write it down (the pot is
   * then taken to hold whatever it owes).
   */
  readonly pot: number | null;
  /** The side pot before the deal (rules with a second pot), in cents; null when not written down. */
  readonly sidePot?: number | null;
  /** Piles that belong to neither party (Bettel's unused stock, cards left unplayed), for display. */
  readonly otherPiles?: readonly { readonly party: string; readonly points: number }[];
}

const pts = (pack: Pack, cards: readonly Card[]): number => countPile(pack, cards).points;

export function factsFromState(s: State, pack: Pack): DealFacts {
  const c = s.contract;
  const base = {
    seats: s.seats,
    players: s.players,
    kontra: kontraLevel(s),
    pot: s.pot,
    ...(s.sidePot !== undefined ? { sidePot: s.sidePot } : {}),
  };
  if (!c || c.declarer === null) {
    return {
      ...base,
      contract: null,
      declarer: null,
      target: 61,
      trump: null,
      points: { declarer: 0, defenders: 0 },
      tricks: { declarer: 0, defenders: 0 },
    };
  }
  const d = c.declarer;
  const won = (seats: readonly Seat[]): Card[] =>
    s.tricks.filter((t) => seats.includes(t.winner)).flatMap((t) => t.cards);
  const rest = s.talonRest;
  const declarerCards = [...won([d]), ...s.discards, ...(rest?.owner === 'declarer' ? rest.cards : [])];
  const defenderCards = [...won(defenders(s)), ...(rest?.owner === 'defenders' ? rest.cards : [])];
  const others: { party: string; points: number }[] = [];
  if (rest?.owner === 'nobody') others.push({ party: 'stock', points: pts(pack, rest.cards) });
  const unplayed = [...s.hands.flat(), ...s.trick];
  if (unplayed.length > 0) others.push({ party: 'unplayed', points: pts(pack, unplayed) });
  const declarerTricks = s.tricks.filter((t) => t.winner === d).length;
  return {
    ...base,
    contract: c.id,
    declarer: d,
    target: c.target + c.raised,
    trump: c.trump,
    points: { declarer: pts(pack, declarerCards), defenders: pts(pack, defenderCards) },
    tricks: { declarer: declarerTricks, defenders: s.tricks.length - declarerTricks },
    ...(others.length > 0 ? { otherPiles: others } : {}),
  };
}
