/**
 * The computer players at a web table, from @tarock/bots by name. Each receives only its own
 * seat's View. A player may also say why it chose an action (`explain`); the hint shows that.
 */
import { BOT_NAMES, type Bot, createBot } from '@tarock/bots';
import type { Action, Result, View } from '@tarock/engine';

export type TableBot = Bot & { explain?(view: View, action: Action): string | null };

/** The computer players offered at the table, weakest first. */
export const BOT_LEVELS: readonly string[] = BOT_NAMES;

/** The hint's player: the strong searching player, or the strongest there is. */
export const HINT_BOT: string = BOT_LEVELS.includes('pimc:strong')
  ? 'pimc:strong'
  : (BOT_LEVELS[BOT_LEVELS.length - 1] ?? 'random');

export function makeBot(name: string): Result<TableBot> {
  return createBot(name);
}
