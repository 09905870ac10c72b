/**
 * The state of one deal. Plain data: JSON-serialisable, never mutated. Family-owned parts (the
 * auction's bookkeeping) are typed through the `AuctionStates` registry that each auction module
 * augments, so the core never needs to know a family's names.
 */
import type { Card } from '../cards/pack';
import type { Actor, Announcement, Doubling, Seat, Settlement, TrickRecord, Turn } from './types';

export type PhaseId =
  | 'deal' // chance deals the cards
  | 'auction' // bidding
  | 'declare' // the auction winner names his contract (where the bid leaves a choice)
  | 'trump' // the declarer names trumps
  | 'talon' // the declarer chooses a talon part / takes the stock
  | 'discard' // the declarer lays away cards
  | 'announce' // announcements, answers, contras (Illustrated), Kontra/Re/raise (Bavarian)
  | 'play' // trick play
  | 'claim' // honours claimed after the last trick, before the next deal (Beck, by agreement)
  | 'finished';

/**
 * Each auction kind registers the shape of its bookkeeping here by declaration merging:
 * `declare module '../core/state' { interface AuctionStates { loew: LoewAuction } }`.
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled by declaration merging in each auction module
export interface AuctionStates {}
export type AuctionState = AuctionStates[keyof AuctionStates];

/**
 * A hand shown to everyone when the deal was thrown in for what it held (Löw: "a player with no
 * tarock shows his hand and the dealer redeals", IT-13; the house rule of a lone Trull card, Part
 * D 4). The rules show it, so it is public.
 */
export interface ShownHand {
  readonly seat: Seat;
  /** The hand as it was dealt, in dealt order. */
  readonly cards: readonly Card[];
  /** Why: no tarock at all, or a single Trull card as its only tarock. */
  readonly reason: 'noTarock' | 'loneTrull';
}

/** The contract being played, fixed by the auction and the declarer's choices. */
export interface ContractState {
  /** A contract id of the rule set ("dreiblatt", "solo", "frage", "hand", "bettel", "trischaken", …). */
  readonly id: string;
  /** The declarer, or null in a game without one (Trischaken). */
  readonly declarer: Seat | null;
  /** Game value for the deal (Illustrated: 3/4/5/8…; Bavarian: the contract's unit factor). */
  readonly gameValue: number;
  /** Take-over level reached in the auction: 0 none, 1 taken/Unterer, 2 retaken/held. */
  readonly takeLevel: number;
  /** Card points the declarer needs (36 Illustrated; 61, 66, 71, … Bavarian). */
  readonly target: number;
  /** Trump suit index, or -1 (Bettel); the tarock suit in Illustrated Tarock; null until named. */
  readonly trump: number | null;
  /** Index of the talon group taken, or null. */
  readonly talonGroup: number | null;
  /** Bonus points raised by the declarer himself after the auction (Haferltarock self-raise: +5 steps). */
  readonly raised: number;
}

/** The contract and the calls on it, as a State, a View or a player's public record has them. */
export interface CallsOnGame {
  readonly contract: ContractState | null;
  readonly doublings: readonly Pick<Doubling, 'target' | 'level'>[];
}

/** An open round of announcements and answers. */
export interface AnnounceRound {
  readonly stage: 'pre' | 'post';
  /** Seats still to speak in this round, the first one to act first. */
  readonly queue: readonly Seat[];
}

export interface State {
  /** The preset id and the options (full, resolved) the game was loaded with: `Game.name`. */
  readonly game: string;
  readonly seats: number;
  readonly dealer: Seat;
  /** The active players of this deal in playing order, forehand first. */
  readonly players: readonly Seat[];
  readonly phase: PhaseId;
  readonly toAct: Actor | null;
  /** Each seat's hand (a sitting-out dealer's stays empty). */
  readonly hands: readonly (readonly Card[])[];
  /** The talon (Illustrated) or stock (Bavarian) as dealt, in order. */
  readonly talon: readonly Card[];
  /** True while the talon lies face up for everyone (exposure before the choice). */
  readonly talonExposed: boolean;
  /** True once the talon has lain face up for everyone in this deal (it stays known to all). */
  readonly talonShown: boolean;
  readonly auction: AuctionState | null;
  readonly contract: ContractState | null;
  /** Cards the declarer laid away (count for him); tarocks among them lie face up. */
  readonly discards: readonly Card[];
  /** Talon cards not taken: to whom they count ('defenders', 'declarer', 'nobody'). */
  readonly talonRest: {
    readonly cards: readonly Card[];
    readonly owner: 'declarer' | 'defenders' | 'nobody';
  } | null;
  readonly announcements: readonly Announcement[];
  readonly doublings: readonly Doubling[];
  readonly round: AnnounceRound | null;
  /** The trick being played, in playing order, and who led it. */
  readonly trick: readonly Card[];
  readonly leader: Seat;
  readonly tricks: readonly TrickRecord[];
  /** The pot before this deal, in cents (money games; 0 otherwise). */
  readonly pot: number;
  /**
   * A second pot before this deal, in cents, where the rules keep one beside the pot (Bavarian
   * Schreckensteiner beside the Kasse, played for only in some contracts); absent otherwise.
   */
  readonly sidePot?: number;
  /** Deals thrown in before this one in the same round (redeals), for display. */
  readonly redeals: number;
  /**
   * The hands shown when this deal's cards were last thrown in for what a hand held, kept from the
   * throw-in until the redealt deal ends (a further throw-in replaces them); null if none was.
   */
  readonly thrownIn: readonly ShownHand[] | null;
  readonly history: readonly Turn[];
  readonly settlement: Settlement | null;
}

/** Returns a copy of `s` with `patch` applied. */
export const patch = (s: State, p: Partial<State>): State => ({ ...s, ...p });

/** The next active player after `seat` in playing order. */
export function nextPlayer(s: State, seat: Seat): Seat {
  const i = s.players.indexOf(seat);
  return s.players[(i + 1) % s.players.length] as Seat;
}

/** The defenders: the active players other than the declarer. */
export function defenders(s: State): Seat[] {
  const d = s.contract?.declarer;
  return s.players.filter((p) => p !== d);
}
