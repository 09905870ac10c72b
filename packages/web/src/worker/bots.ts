/**
 * The computer players at a web table, from @tarock/bots by name. Each receives only its own
 * seat's View. (The hint asks pimc itself for its reasons: hint.ts.)
 */
import { BOT_NAMES, type Bot, createBot } from '@tarock/bots';
import type { Result } from '@tarock/engine';

/** The computer players offered at the table, weakest first. */
export const BOT_LEVELS: readonly string[] = BOT_NAMES;

/**
 * With the page's clock: on a slow phone a card decision still keeps to its level's time (the
 * record keeps the actions, so a game needs no replay of the player's choices).
 */
export function makeBot(name: string): Result<Bot> {
  return createBot(name, undefined, () => performance.now());
}
