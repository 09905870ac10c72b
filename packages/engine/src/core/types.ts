/**
 * The engine's vocabulary: seats, actions, the deal state, seat views, settlements.
 * A State is plain, serialisable data and is never mutated; `Game.apply` returns a new one.
 */
import type { Card } from '../cards/pack';
import type { Phrase } from './phrase';

/** A seat at the table, 0-based, numbered in playing order (the next seat to act is seat + 1). */
export type Seat = number;
/** Who acts next: a seat, or chance (the deal). */
export type Actor = Seat | 'chance';

/**
 * Every decision in a deal, structured. The words of the game are in the comments; the text form
 * of each action is in records/actionText.ts.
 */
export type Action =
  /** Chance: the cards of every seat (in seat order; a sitting-out dealer gets none) and the talon/stock in dealt order. */
  | { readonly type: 'deal'; readonly hands: readonly (readonly Card[])[]; readonly talon: readonly Card[] }
  /** "weiter", "passe": no bid now (and, where the rules say so, none later). */
  | { readonly type: 'pass' }
  /** Name a bid of the rule set's auction ("dreiblatt", "solo", "spiele", "besser", "hand", "hand66", …). */
  | { readonly type: 'bid'; readonly bid: string }
  /** "gut": accept the standing bid (auction) or the declarer's game and announcements (defenders). */
  | { readonly type: 'accept' }
  /** Take a bid over: Löw's "Ablösung"/"zweite Ablösung", Beck's "Unterer". */
  | { readonly type: 'take' }
  /** Keep a bid against a later player at the same level: "mein Spiel", "ich spiele weiter/vorn", hold. */
  | { readonly type: 'hold' }
  /** After the auction: name the contract the won bid allows (e.g. Huber's "ich spiele" → Frage/Solo/Herzsolo). */
  | { readonly type: 'declare'; readonly contract: string }
  /** Name the trump suit (a suit index of the pack). */
  | { readonly type: 'trump'; readonly suit: number }
  /** Choose a part of the exposed talon (its group index) or, with one group, take the stock. */
  | { readonly type: 'talon'; readonly group: number }
  /** Lay away one card (repeated until the required number is discarded). */
  | { readonly type: 'discard'; readonly card: Card }
  /** Announce a bonus ("pagat", "uhu", "forty", "fifty", "valat", "withoutTrull", "withoutKings", …). */
  | { readonly type: 'announce'; readonly bonus: string }
  /** End one's announcements: "es liegt", "ich liege"; or a defender's "gut" to all that is open. */
  | { readonly type: 'ready' }
  /** Double an item: "contra" on the game or an announced bonus; the declarer's "recontra"; Kontra, Re, Supp, … */
  | { readonly type: 'contra'; readonly target: string }
  /** Raise one's own target by five (Haferltarock's self-raise). */
  | { readonly type: 'raise' }
  /** Play a card to the trick. */
  | { readonly type: 'play'; readonly card: Card };

export type ActionType = Action['type'];

export interface Turn {
  readonly actor: Actor;
  readonly action: Action;
}

export interface TrickRecord {
  readonly leader: Seat;
  /** The cards in playing order, starting with the leader's. */
  readonly cards: readonly Card[];
  readonly winner: Seat;
}

/** An announcement made during the deal. */
export interface Announcement {
  readonly seat: Seat;
  readonly bonus: string;
  /** Before or after the talon pickup (Illustrated), or during the Kontra round (Bavarian). */
  readonly stage: 'pre' | 'post';
}

/**
 * A bonus won by one card in one trick of the deal (Illustrated: the Pagat ultimo, tarock I
 * winning the last trick; the Uhu, tarock II winning the penultimate: rules-notes IT-16), as the
 * contract in play and the announcements made so far score it for each seat.
 */
export interface Ultimo {
  readonly bonus: string;
  readonly card: Card;
  /** The 0-based trick of the deal the card must win (handSize − 1: the last). */
  readonly trick: number;
  /**
   * Per seat, the game points (before multipliers and contras) its success with the card scores:
   * the announced value where the seat announced it, else the silent value where its silent
   * success scores (the declarer's only in some books, M-07), else 0. A card beaten in its trick
   * scores the same for the capturing side (IT-16).
   */
  readonly value: readonly number[];
}

/**
 * Whether the settlement pays the declaring side's card points one by one beside the game's value,
 * under the contract and the calls made so far: `over` in a won game (the overshoot), `under` in a
 * lost one (the undershoot). Players weigh their card play by it; the settlement is what counts.
 */
export interface PointStakes {
  readonly over: boolean;
  readonly under: boolean;
}

/** The doubling level reached on an item: 1 = contra/Kontra, 2 = recontra/Re, 3 = Supp, … */
/** Who must reach the contract's target (the other side wins if they do not). */
export type Burden = 'declarer' | 'defenders';

export interface Doubling {
  /** "game" or `bonus@seat` for an announced bonus. */
  readonly target: string;
  readonly level: number;
  /** The stage in which the doubled item was announced (it fixes the factor). */
  readonly stage: 'pre' | 'post';
  readonly by: Seat;
}

/** One line of a settlement's explanation. */
export interface ExplanationLine {
  /** The line in English; with a phrase, that phrase in its family's English templates. */
  readonly text: string;
  /** Per seat: what this line adds to the seat's points (or money, in cents). */
  readonly amounts?: readonly number[];
  /** Money into (+) or out of (−) the pot, in cents. */
  readonly pot?: number;
  /** Money into (+) or out of (−) the side pot, in cents (where the rules keep a second pot). */
  readonly sidePot?: number;
  /**
   * The line as data, for displays to say it in their language (core/phrase.ts). Records keep
   * only the text: a replay computes the phrases again from the actions.
   */
  readonly phrase?: Phrase;
}

/** The result of one deal. */
export interface Settlement {
  /** 'points': positive game points per player (Illustrated); 'cents': money between players and pot. */
  readonly unit: 'points' | 'cents';
  /** What each seat adds in this deal (points or cents; cents may be fractional by halves). */
  readonly deltas: readonly number[];
  /** Change of the pot in cents (0 for points games). */
  readonly potDelta: number;
  /** Change of the side pot in cents, where the rules keep a second pot (Bavarian Schreckensteiner). */
  readonly sidePotDelta?: number;
  /** Card points of the parties: declarer's side first, then the defenders' (Trischaken: per seat). */
  readonly cardPoints: readonly {
    readonly party: string;
    readonly seats: readonly Seat[];
    readonly points: number;
    readonly thirds: number;
  }[];
  /** 'won' | 'lost' | 'draw' for the declarer; 'passed' when the deal was thrown in; 'trischaken'. */
  readonly outcome: 'won' | 'lost' | 'draw' | 'passed' | 'trischaken';
  readonly declarer: Seat | null;
  readonly contract: string | null;
  readonly lines: readonly ExplanationLine[];
}
