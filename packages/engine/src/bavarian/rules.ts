/**
 * The Bavarian Tarock rule set, written the way the rule books are: the pack and the deal, the
 * contracts with their use of the stock and their trumps, the auction, the win threshold, the
 * Schneider and Schwarz thresholds, Kontra and the payments. Every preset (seed 000; rules-notes
 * Part C) is one value of this type; the options resolve into it and the flow reads only it.
 */
import { assertNever } from '../core/result';
import type { RulesetBase } from '../core/ruleset';

/** Which suits a contract may have as trump. German pack suits: 0 Eichel, 1 Gras, 2 Herz, 3 Schellen. */
export type TrumpChoice = 'hearts' | 'nonHearts' | 'any' | 'none';

/**
 * What happens to the stock (rules-notes BT-06): `exchange` the declarer takes it and lays away any
 * three cards (they count for him); `aside` it lies unseen and counts for him at the end (Hand, Solo);
 * `unused` (Bettel) it lies unseen and counts as the rule set's `bettelStock` says.
 */
export type StockUse = 'exchange' | 'aside' | 'unused';

/** The payment class of a contract: a stock game (Frage, pick-up), a hand game (Solo, Hand), a Bettel. */
export type ContractKind = 'stock' | 'hand' | 'bettel';

export interface ContractSpec {
  /** The contract id used in actions, records and summaries ("frage", "hand", "farbSolo", …). */
  readonly id: string;
  /** The German name, for display. */
  readonly name: string;
  readonly kind: ContractKind;
  readonly stock: StockUse;
  readonly trump: TrumpChoice;
  /**
   * When a trump choice is named: `beforeStock` at once, before the stock is taken (1933 Frage, Hand);
   * `afterExchange` after the exchange (Haferltarock pick-up, rules-notes HT-03).
   */
  readonly trumpTiming: 'beforeStock' | 'afterExchange';
  /** Units of the stake (Huber ×1 / ×2 / ×4; the no-point-bidding table); 1 where unused. */
  readonly value: number;
}

/** Huber's one-round auction (rules-notes H-02): the contracts each level allows. */
export interface HuberAuctionSpec {
  readonly kind: 'huber';
  /** Level 1 "ich spiele", 2 "ich spiele besser", 3 "ich spiele am besten". */
  readonly levels: readonly { readonly bid: string; readonly contracts: readonly string[] }[];
}

/** Haferltarock's auction (rules-notes HT-02) and the Berliner restriction. */
export interface HaferlAuctionSpec {
  readonly kind: 'haferl';
  /** The highest target that may be bid (rules-notes HT-02 `maxTarget`). */
  readonly maxTarget: number;
  /** Who may bid the pick-up (stock) game: anyone, or the dealer only (Berliner). */
  readonly stockGameBy: 'anyone' | 'dealer';
  /** Berliner with four seats, where the dealer sits out: who has the dealer's privilege (rules-notes Berliner). */
  readonly fourSeatStockPrivilege: 'lastActive' | 'nobody';
  /** May a player who won at pick-up level play Hand instead (rules-notes HT-02 `mayElectHand`)? */
  readonly mayElectHand: boolean;
  /** May the declarer of a Hand raise his own target in fives (rules-notes HT-02 `selfRaise`)? */
  readonly selfRaise: boolean;
  /** The contracts the bids lead to: the pick-up (stock game) and the Hand. */
  readonly stockContract: string;
  readonly handContract: string;
}

/** The auction without point bidding (rules-notes BT-NP-2): bids are the contracts, lowest first. */
export interface NoPointAuctionSpec {
  readonly kind: 'nopoint';
  readonly order: readonly string[];
  /** May an earlier player hold a later player's bid (rules-notes BT-NP-2), or must every bid be higher? */
  readonly holding: boolean;
}

/** Scharfes Tarock: "spiele" or "spiele Herz"; the first Herz bid wins, else the first bid. */
export interface ScharfAuctionSpec {
  readonly kind: 'scharf';
  /** "spiele" leads to a Solo in another suit; "spiele Herz" to Herzsolo, or for a sole bidder also the Frage. */
  readonly spieleContract: string;
  readonly herzContract: string;
  readonly soleHerzContracts: readonly string[];
}

export type AuctionSpec = HuberAuctionSpec | HaferlAuctionSpec | NoPointAuctionSpec | ScharfAuctionSpec;

/** Fixed units per contract (Huber 1923, the 1933 variant, the no-point-bidding game; rules-notes H-03, H-05, BT-NP-1). */
export interface UnitPayment {
  readonly scheme: 'units';
  /** Cents per unit. */
  readonly unit: number;
  /** Each defender pays/receives value × unit, or the declarer's total is value × unit (rules-notes H-03). */
  readonly split: 'perOpponent' | 'total';
  /** Extra units per opponent for winning Schneider (1933; 0 = none). */
  readonly schneiderBonus: number;
}

/** Sirch 2008 (rules-notes H-04). */
export interface SirchPayment {
  readonly scheme: 'sirch';
  readonly mode: 'perPoint' | 'flat';
  /** The per-point amounts are rounded up to a multiple of this (5 ¢). */
  readonly step: number;
  /** On a loss the odd 5 ¢ comes from the pot (true) or goes into it (false). */
  readonly oddStepFromPot: boolean;
  /** Frage pays half: exactly (half-cents) or rounded up to 5 ¢. */
  readonly frageHalf: 'exact' | 'roundUp5';
  /** Flat system: a simple win (61–90) and a Schneider win (91+). */
  readonly flatWin: number;
  readonly flatSchneider: number;
  /** Flat system: the winning declarer is paid from the pot or by each opponent. */
  readonly flatWinFrom: 'pot' | 'eachOpponent';
}

/** Haferltarock (Danyliuk; rules-notes HT-04). */
export interface HaferlPayment {
  readonly scheme: 'haferl';
  /** The first band: 61–65 won or 56–60 lost pays this many cents; each further point 1 ¢. */
  readonly band: number;
  /** Hand: each defender pays/receives double the rate, or the declarer's net is double the rate. */
  readonly handPayment: 'perOpponentDouble' | 'netDouble';
  /** Bid games: loss measured from the target (rules-notes HT-04) or from 61 as in the pick-up table. */
  readonly bidGameRates: 'winOver60_lossShortOfTarget' | 'plain';
}

/** Scharfes Tarock (Vogl's app; rules-notes "Scharfes Tarock"). */
export interface ScharfPayment {
  readonly scheme: 'scharf';
  readonly frageWin: number;
  readonly frageLoss: number;
  readonly solo: number;
  readonly schneider: number;
  readonly schwarz: number;
  readonly unitOfPayment: 'perOpponent' | 'sideTotal';
  readonly bonusesHalvedInFrage: boolean;
}

export type Payment = UnitPayment | SirchPayment | HaferlPayment | ScharfPayment;

/** The pot (Kasse, Schreckensteiner, Haferl) and its antes (rules-notes H-03, HT-01, BT-02). */
export interface PotRules {
  /**
   * Which contracts the pot serves: none (no pot), all, the stock games only (a Kasse beside a
   * Schreckensteiner) or the hand games only (the Schreckensteiner: Solo and Herzsolo).
   */
  readonly serves: 'none' | 'all' | 'stock' | 'hand';
  /** How the pot pays: the Kasse is taken whole or doubled; otherwise it pays amounts (Sirch, Haferl). */
  readonly style: 'kasse' | 'amounts';
  /** Ante per player whenever the pot is empty, in cents. */
  readonly ante: number;
  /** With four seats, does the sitting-out dealer ante too (rules-notes BT-02)? */
  readonly sittingOutDealerAntes: boolean;
  /**
   * A pot that holds less than it owes (rules-notes HT-01): it pays what it has and the rest is
   * lost, or it pays in full and the shortfall is carried over as a debt the next antes settle.
   */
  readonly shortfall: 'paysWhatItHas' | 'carriedOver';
}

/** Kontra, Re, Supp, Resupp, Hirsch (rules-notes BT-09). */
export interface KontraRules {
  readonly enabled: boolean;
  /** The highest call: 1 Kontra … 5 Hirsch; 2 = up to Re. */
  readonly maxLevel: number;
  /** Each call moves the burden of reaching the target to the other party (reading (a)). */
  readonly shiftsBurden: boolean;
  /** Does the factor also multiply amounts taken from the pot? */
  readonly multipliesPot: boolean;
}

export interface BavarianRules extends RulesetBase {
  readonly family: 'bavarian';
  readonly contracts: readonly ContractSpec[];
  readonly auction: AuctionSpec;
  /** 60–60: a draw with no payment, or the declarer loses (rules-notes BT-07). */
  readonly tie60: 'draw' | 'declarerLoses';
  /** Schneider: the winner has ≥ 91, or the loser ≤ 30 (rules-notes BT-08). */
  readonly schneider: 'winnerAtLeast91' | 'loserAtMost30';
  /** Schwarz (slam, Matsch): one side took every trick, or every card point (rules-notes BT-08). */
  readonly schwarz: 'allTricks' | 'allPoints';
  readonly kontra: KontraRules;
  readonly payment: Payment;
  readonly pot: PotRules;
  /**
   * A second pot beside `pot`, or null (rules-notes H-03: the Schreckensteiner, "a second pot fed
   * with a double ante and applied only to Solo and Herzsolo", kept beside a Kasse).
   */
  readonly sidePot: PotRules | null;
  /** Each player's bank at the start of a match, in cents (Scharfes Tarock: €10). */
  readonly startingBank: number;
  /** Bettel: to whom the unused stock counts (rules-notes BT-06). */
  readonly bettelStock: 'nobody' | 'declarer';
  /** All pass: the cards are thrown in and the next player deals, or the same dealer deals again (rules-notes H-02, BT-NP-2). */
  readonly allPass: 'nextDealer' | 'sameDealer';
}

/** The suit index of Herz in the German packs. */
export const HERZ = 2;

/**
 * Haferltarock's point bids as the table calls them, by step of 5 over 61 (rules-notes HT-02):
 * "fünf mehr" for 66, "zehn mehr" for 71, … up to 116.
 */
export const RAISE_CALLS = [
  'fünf',
  'zehn',
  'fünfzehn',
  'zwanzig',
  'fünfundzwanzig',
  'dreißig',
  'fünfunddreißig',
  'vierzig',
  'fünfundvierzig',
  'fünfzig',
  'fünfundfünfzig',
].map((n) => `${n} mehr`);

/** The names of the calls, by level (rules-notes BT-09). */
export const KONTRA_CALLS = ['', 'Kontra', 'Re', 'Supp', 'Resupp', 'Hirsch'] as const;

export function contractSpec(rules: BavarianRules, id: string): ContractSpec | undefined {
  return rules.contracts.find((c) => c.id === id);
}

/** The suits a contract may name as trump, in suit order. */
export function trumpSuits(spec: ContractSpec): number[] {
  switch (spec.trump) {
    case 'hearts':
      return [HERZ];
    case 'nonHearts':
      return [0, 1, 3];
    case 'any':
      return [0, 1, 2, 3];
    case 'none':
      return [];
    default:
      return assertNever(spec.trump);
  }
}
