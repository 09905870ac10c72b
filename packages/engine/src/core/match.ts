/**
 * A match: a series of deals with running totals (Illustrated: game points, series to 100 with the
 * 10-point bonus) or balances and a pot (Bavarian: money in cents). The preset's MatchRules say
 * how a settlement changes the match; this module only threads the state through.
 */
import type { RulesetBase } from './ruleset';
import type { ExplanationLine, Seat, Settlement } from './types';

export interface MatchState {
  readonly game: string;
  readonly seats: number;
  /** Per seat: game points (Illustrated) or money balance in cents (Bavarian). */
  readonly totals: readonly number[];
  /** The pot in cents (money games). */
  readonly pot: number;
  /** The side pot in cents, where the rules keep a second pot (Bavarian Schreckensteiner). */
  readonly sidePot?: number;
  /** The dealer of the next deal. */
  readonly dealer: Seat;
  /** Deals settled so far (thrown-in deals included). */
  readonly deals: number;
  /** Rounds started (Haferltarock: a round ends when the pot is empty and everyone antes again). */
  readonly round: number;
  readonly finished: boolean;
  /** Seats that won the match (highest total) once finished. */
  readonly winners: readonly Seat[];
  /** Every change so far, for the scoreboard: per deal the deltas and the lines of match events. */
  readonly log: readonly MatchEntry[];
}

export interface MatchEntry {
  readonly deal: number;
  readonly deltas: readonly number[];
  readonly potDelta: number;
  readonly totals: readonly number[];
  readonly pot: number;
  /** The side pot's change and size after the entry, where the rules keep one. */
  readonly sidePotDelta?: number;
  readonly sidePot?: number;
  /** Match events: antes, the end bonus, the end of a round or of the match. */
  readonly lines: readonly ExplanationLine[];
}

export interface MatchRules<R extends RulesetBase = RulesetBase> {
  /** A new match (antes paid, starting banks set) with the first dealer. */
  start(rules: R, game: string, seats: number, firstDealer: Seat): MatchState;
  /** The match after a settled deal: totals, pot, next dealer, end of round or match. */
  next(rules: R, m: MatchState, s: Settlement): MatchState;
  /**
   * Whether a match under these rules can end (a series to a target; a bank a player can lose),
   * or runs until the players stop (Bavarian balances and pot without a starting bank).
   */
  ends(rules: R): boolean;
}
