/**
 * A table's event log: its configuration (fixed when it is opened) and the events that changed it,
 * in order. Every accepted action is an event, written to the database before anyone is told;
 * a table is rebuilt by replaying its events through `applyEvent` (model.ts), the same code that
 * runs live. Connections, timers and who is away are not events: a restart forgets them.
 */
import type { Action, OptionValue, Seat } from '@tarock/engine';
import type { SeatSpec } from '@tarock/protocol';

export interface TableConfig {
  /** The preset id and the options that differ from its defaults. */
  readonly preset: string;
  readonly options: Readonly<Record<string, OptionValue>>;
  readonly seats: readonly SeatSpec[];
  readonly turnSeconds: number | null;
  readonly createdAt: string;
  /** The hash of the host key given to whoever opened the table (absent on tables opened before). */
  readonly hostKeyHash?: string;
  /**
   * The preset's rules version when the table was opened (absent on tables opened before
   * 2026-12-01): its log replays only under those rules, so a server whose preset has another
   * version says so instead of failing at the first event that no longer replays.
   */
  readonly rulesVersion?: number;
}

export type DealAction = Extract<Action, { type: 'deal' }>;

export type TableEvent =
  /** A player takes a free human seat; only the token's hash is kept. */
  | { readonly k: 'join'; readonly seat: Seat; readonly name: string; readonly tokenHash: string }
  /** The host has the seat given a new token (its player lost the old one); name and all stay. */
  | { readonly k: 'reissue'; readonly seat: Seat; readonly tokenHash: string }
  /** A player gives the seat up; a computer player plays it until someone joins it. */
  | { readonly k: 'leave'; readonly seat: Seat }
  /** A player is ready for the next deal. */
  | { readonly k: 'ready'; readonly seat: Seat }
  /**
   * Chance: the cards are dealt from `seed` (256 random bits, hex). A deal event while no deal is
   * running starts a new deal (and a new match when none is running); during a deal it answers a
   * redeal. The dealt cards are kept too, so the log replays without recomputing the shuffle.
   * The table's first deal carries its first dealer, drawn as the rule set says (from the seed's
   * own stream); a log written before the draw has none, and its first dealer was seat 0.
   */
  | {
      readonly k: 'deal';
      readonly seed: string;
      readonly seedHash: string;
      readonly action: DealAction;
      readonly firstDealer?: Seat;
    }
  /** A seat's action; `by` tells whether its player or a computer player standing in chose it. */
  | { readonly k: 'act'; readonly seat: Seat; readonly action: Action; readonly by: 'player' | 'computer' };

/** Events that move the game on (and the sequence number clients send back). */
export const isGameEvent = (e: TableEvent): boolean => e.k === 'deal' || e.k === 'act';
