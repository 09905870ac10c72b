/**
 * What a table needs from its computer players: one decision from one seat's View. The server's
 * implementation is the worker pool (pool.ts), so a slow player (pimc:strong thinks up to a
 * second) never holds up the event loop that serves every table.
 */
import type { Action, View } from '@tarock/engine';
import type { BotSeed } from './levels';

export interface Decision {
  readonly action: Action;
  /** The worker thread that decided (worker_threads' threadId; never the main thread's 0). */
  readonly thread: number;
}

export interface ComputerPlayers {
  /** Whether a table may seat this level. */
  has(level: string): boolean;
  /**
   * The level's choice for the seat whose View this is. Rejects when the player threw, its
   * worker crashed or took too long, or the players are closed; the caller checks the action
   * with the engine before applying it.
   */
  decide(level: string, view: View, seed: BotSeed): Promise<Decision>;
  close(): Promise<void>;
}
