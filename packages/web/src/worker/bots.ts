/**
 * The computer players at a web table, from @tarock/bots by name. Each receives only its own
 * seat's View. (The hint asks pimc itself for its reasons: hint.ts.)
 */
import { BOT_NAMES, type Bot, createBot } from '@tarock/bots';
import type { Result } from '@tarock/engine';

/** The computer players offered at the table, weakest first. */
export const BOT_LEVELS: readonly string[] = BOT_NAMES;

export function makeBot(name: string): Result<Bot> {
  return createBot(name);
}
