/**
 * What every rule set declares, whichever family it belongs to, and the named house-rule options.
 * A preset is a rule set (data, read like the rule book it cites) plus its options (each with the
 * preset's default and the rules-notes item it comes from) plus the flow that carries its phases.
 * Shared code never asks which preset it runs; it reads these named properties.
 */
import type { PackId } from '../cards/pack';
import type { Flow } from './flow';
import type { MatchRules } from './match';
import type { Result } from './result';
import type { RuleCard } from './ruleCard';
import type { Settlement } from './types';

export type OptionValue = string | number | boolean;
export type OptionValues = Readonly<Record<string, OptionValue>>;

export interface OptionSpec {
  /** The option's key, e.g. "overshootMode", "trischaken", "seats". */
  readonly key: string;
  /** One sentence: what the option changes. */
  readonly description: string;
  /** The allowed values (an option with a numeric range lists its allowed values). */
  readonly values: readonly OptionValue[];
  /** The preset's default. */
  readonly default: OptionValue;
  /** Where the question comes from (e.g. "rules-notes L-05"). */
  readonly source: string;
}

/** One step of the deal: cards to the talon/stock, or a packet to each active player in turn. */
export type DealStep =
  | { readonly to: 'talon'; readonly n: number }
  | { readonly to: 'each'; readonly n: number };

export interface RulesetBase {
  readonly id: string;
  readonly family: 'illustrated' | 'bavarian';
  readonly name: string;
  /**
   * The source the rule set follows, with the documents it was read from and the readings taken
   * (book, year, the seed passage, the rules-notes items): for docs/rules and `tarock variants`.
   */
  readonly source: string;
  /**
   * The same source as a player reads it (the setup, an online table's invite page): the published
   * work alone — author, book, year, pages — in English, without the project's documents.
   */
  readonly publishedSource: string;
  /** Bumped whenever the rule set's behaviour changes: records carry it. */
  readonly version: number;
  readonly pack: PackId;
  /** Seat counts this rule set can be played with (4 = the dealer deals and sits out). */
  readonly seatCounts: readonly number[];
  /** Direction of deal and play around the table, for display (seats are numbered in playing order). */
  readonly direction: 'cw' | 'ccw';
  readonly deal: readonly DealStep[];
  /** Cards each active player holds after the deal. */
  readonly handSize: number;
  readonly talonSize: number;
  /** Who may look back at the last completed trick until the next is played. */
  readonly lastTrickReview: 'none' | 'all';
  /** May players inspect the untaken talon during play (M&S: yes; Löw, Beck, Bavarian: no)? */
  readonly unchosenTalonVisible: boolean;
  /**
   * How the first dealer of a match is found (core/firstDealer.ts): each player draws a card and
   * the highest deals (Bavarian, BT-03), or by lot (Illustrated, IT-06).
   */
  readonly firstDealer: 'highestCard' | 'lot';
}

/**
 * What a rule set's deals and matches are counted in (a Settlement's `unit`): money in cents in the
 * Bavarian family (payments between players and the pot), game points in the Illustrated one.
 */
export const unitOf = (rules: RulesetBase): 'points' | 'cents' =>
  rules.family === 'bavarian' ? 'cents' : 'points';

export interface Preset<R extends RulesetBase = RulesetBase> {
  /** The rule set with every option at its default. */
  readonly rules: R;
  readonly options: readonly OptionSpec[];
  /** The rule set with the given options applied (values already validated against `options`). */
  resolve(values: OptionValues): R;
  readonly flow: Flow<R>;
  /** How deals add up to a match (series to 100; balances and pot). */
  readonly match: MatchRules<R>;
  /**
   * The scorekeeping entry point: settles a deal from what a score-keeper writes down (see
   * docs/scorekeeping.md), with the same settlement code the engine uses for played deals.
   */
  settleSummary(summary: unknown, rules: R, seats: number): Result<Settlement>;
  /** A short summary for players (docs/rules has the long form). */
  readonly summary: string;
  /**
   * What the resolved rule set pays, as a card for the table (core/ruleCard.ts): contracts,
   * target, card values, bonuses, contra, payments, pot, all-pass and match end, at `seats` seats.
   */
  ruleCard(rules: R, seats: number): RuleCard;
}
