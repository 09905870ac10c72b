/**
 * The Illustrated Tarock rule set: everything the three rule books (Löw 1954, Beck, Mayr &
 * Sedlaczek 2016) say, as named data. Options resolve into this shape (see preset.ts); the flow and
 * the settlement read only these fields, never a preset id.
 *
 * Sources: seeds 001 (complete) and 002 (cut short); rules-notes Parts A and B, and the Appendix.
 */
import type { Card } from '../cards/pack';
import type { RulesetBase } from '../core/ruleset';

/** How the exposed talon may be taken (rules-notes IT-07): top/bottom three, a pair, one card, none. */
export type TalonGroups = 'halves' | 'pairs' | 'singles' | 'none';

export interface ContractSpec {
  /** "dreiblatt", "zweiblatt", "einblatt", "solo": the bid and contract id, lowest first. */
  readonly id: string;
  /** The book's name ("3 Blatt" in Löw, "Dreiblatt" in Beck and M&S). */
  readonly name: string;
  /** Game value by take level: [basic, taken, retaken/held]; one entry when it cannot be taken. */
  readonly gameValues: readonly number[];
  readonly multiplier: number;
  readonly talon: TalonGroups;
  /** Naming it ends the auction at once (Löw and Beck: Solo). */
  readonly endsAuction: boolean;
}

/**
 * The auction kinds. `loew`: take ("Ablösung", value 4), hold ("mein Spiel", value kept), retake
 * ("zweite Ablösung", 5) — L-02. `beck`: only Dreiblatt may be taken, once ("Unterer", 4); if held
 * the holder plays at 5 — B-01. `overcall`: pass, "gut" or any higher bid — M-02.
 */
export type AuctionRules =
  | {
      readonly kind: 'loew';
      /** After a retake the first bidder may hold again at 5 (L-02). */
      readonly holdAfterRetake: boolean;
      /** The player entering after a duel may take over, not only accept or outbid (L-02). */
      readonly thirdPlayerMayTake: boolean;
      readonly takeLevels: readonly TakeLevelName[];
    }
  | { readonly kind: 'beck'; readonly takeLevels: readonly TakeLevelName[] }
  | { readonly kind: 'overcall' };

/**
 * What the table calls a contract's take level 1, 2, … (`takeLevels[level - 1]`), as the
 * settlement names it: Löw's "Ablösung" and "zweite Ablösung" (L-02), Beck's "Unterer" and the
 * Unterer held (B-01).
 */
export type TakeLevelName = 'abloesung' | 'zweiteAbloesung' | 'unterer' | 'untererHeld';

export type BonusId = 'pagat' | 'uhu' | 'forty' | 'fifty' | 'valat' | 'withoutTrull' | 'withoutKings';
export const BONUS_IDS: readonly BonusId[] = [
  'pagat',
  'uhu',
  'forty',
  'fifty',
  'valat',
  'withoutTrull',
  'withoutKings',
];

/** One row of a book's announcement and bonus table (raw game points, before multiplier and contra). */
export interface BonusSpec {
  readonly id: BonusId;
  readonly name: string;
  /** Announced before the talon pickup / after it / made silently; null where the column has "–". */
  readonly pre: number | null;
  readonly post: number | null;
  readonly silent: number | null;
  /** Who may announce it: the declarer only, or any player (a defender when answering, after the pickup). */
  readonly announcers: 'declarer' | 'any';
  /** Whose silent achievement scores: the declarer's only, or any player's. */
  readonly silentFor: 'declarer' | 'any';
}

export type HonourId = 'tarockTrull' | 'royalTrull' | 'twoHonours';

/** Honours (IT-15): Tarock Trull = Sküs + XXI + I; Royal Trull = the four Kings; two honours = exactly two Trull cards. */
export interface HonourSpec {
  readonly id: HonourId;
  readonly name: string;
  readonly value: number;
}

export interface ContraRules {
  /** Factor of a contra on an item announced before / after the pickup (L-04, B-04, M-05). */
  readonly factor: { readonly pre: number; readonly post: number };
  /** The declarer's recontra factor per stage, or null when there is no recontra. */
  readonly recontra: { readonly pre: number; readonly post: number } | null;
  /** The round in which the defenders may contra the game itself, or null (no game contra). */
  readonly game: 'pre' | 'post' | null;
  /** A game contra also multiplies announced Without Trull / Without Kings without a contra of their own (IT-20). */
  readonly gameCoversWithoutBonuses: boolean;
}

/** Who deals after a thrown-in deal and how a deal is thrown in (IT-13, B-02). */
export interface RedealRules {
  /** A player dealt no tarock shows his hand and the same dealer deals again (Löw). */
  readonly noTarock: boolean;
  /** Part D 4 (Königrufen house rule): also a hand whose only tarock is one Trull card. */
  readonly loneTrull: boolean;
  /** When all pass: the deal is thrown in, or (Beck, by agreement) Trischaken is played. */
  readonly allPass: 'redeal' | 'trischaken';
  /** Who deals after all passed: the next dealer (forehand) or the same dealer again. */
  readonly allPassDealer: 'next' | 'same';
}

/** Beck's Trischaken (B-06): every player for himself, the most card points loses. */
export interface TrischakenRules {
  readonly win: number;
  readonly loss: number;
  /** Extra for a winner who took no trick ('extra': +5 on top of the win; 'flat': the win only). */
  readonly trickless: number;
  readonly tricklessMode: 'extra' | 'flat';
  /** The Pagat may not be played while its holder has another tarock. */
  readonly pagatLastTrump: boolean;
}

/** The series (IT-21): ends after the deal in which a total reaches the target; +bonus to all at or above it. */
export interface SeriesRules {
  readonly target: number;
  readonly trigger: 'atLeast' | 'exceeds';
  readonly bonus: number;
  /** Money at the end: each player pays every higher player the difference × this many cents (0: none). */
  readonly stakeCents: number;
}

export interface IllustratedRules extends RulesetBase {
  readonly family: 'illustrated';
  /** Order of the auction relative to play: 'ccw' = playing order from forehand; 'cw' = the reverse (IT-05). */
  readonly auctionDirection: 'ccw' | 'cw';
  /** Contracts from the lowest to the highest bid. */
  readonly contracts: readonly ContractSpec[];
  readonly auction: AuctionRules;
  /** Card points the declarer needs (36); overshoot and undershoot are counted from `base` (35). */
  readonly winAt: number;
  readonly base: number;
  /** Talon and discards (IT-10 to IT-12). */
  readonly talon: {
    readonly soloOwner: 'defenders' | 'declarer';
    /** Cards that may never be discarded: Sküs, Mond, Pagat, the Kings. */
    readonly forbiddenDiscards: readonly Card[];
    /** A tarock may be discarded only when too few other discardable cards are left. */
    readonly tarockOnlyIfForced: boolean;
  };
  readonly bonuses: readonly BonusSpec[];
  readonly honours: readonly HonourSpec[];
  /** Honours score only if their holder claims them (announce), at `honoursClaimedAt` (IT-15). */
  readonly honoursMustBeClaimed: boolean;
  /**
   * When claimed honours are claimed (IT-15, footnote [d]): in the round after the pickup, before
   * the first lead (Löw: "before play starts"), or after the last trick, before the next deal
   * (Beck: "at the end of the game, but before the next deal").
   */
  readonly honoursClaimedAt: 'startOfPlay' | 'endOfDeal';
  readonly contra: ContraRules;
  /**
   * L-05: 'always' adds overshoot/undershoot; 'suppressedByPointAnnouncement' (R1): a won game with
   * "40" or "50" announced scores no overshoot; 'soloFlat' (R2): a Solo has no over- or undershoot.
   */
  readonly overshootMode: 'always' | 'suppressedByPointAnnouncement' | 'soloFlat';
  /** Points credited to the defenders for the declarer's failed or lost bonus are multiplied by M (B-05). */
  readonly failedBonusMultiplied: boolean;
  /** A defender's silent Pagat (Uhu) captured by the other defender: nobody scores, or the declarer does (IT-16). */
  readonly birdCapturedByOwnSide: 'noScore' | 'opponentsScore';
  /** A made Valat replaces every other score of the deal (IT-18). */
  readonly valatReplacesOtherScores: boolean;
  /**
   * Point announcements a seat makes only in this order (M-03: with 40, with 50, Valat): none of
   * them after a later one of the list, neither in the same round nor in a later one. Empty: any
   * order.
   */
  readonly pointAnnouncementOrder: readonly BonusId[];
  readonly redeal: RedealRules;
  readonly trischaken: TrischakenRules;
  readonly series: SeriesRules;
}

/** The bonus row with this id, if the rule set has it. */
export function bonusSpec(rules: IllustratedRules, id: string): BonusSpec | undefined {
  return rules.bonuses.find((b) => b.id === id);
}

export function contractSpec(rules: IllustratedRules, id: string): ContractSpec | undefined {
  return rules.contracts.find((c) => c.id === id);
}

/** Position of a contract in the bidding order (-1 if unknown). */
export function contractRank(rules: IllustratedRules, id: string): number {
  return rules.contracts.findIndex((c) => c.id === id);
}

/** The game value of a contract at a take level (the last value if the level is beyond the list). */
export function gameValue(spec: ContractSpec, takeLevel: number): number {
  return (spec.gameValues[Math.min(takeLevel, spec.gameValues.length - 1)] ?? 0) as number;
}

/** How many take-overs a contract allows (0 for a Solo or, in Beck, anything but Dreiblatt). */
export function maxTakeLevel(spec: ContractSpec): number {
  return spec.gameValues.length - 1;
}
