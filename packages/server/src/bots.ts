/**
 * Computer players for the seats no player holds, from @tarock/bots. A bot sees only its seat's
 * View (as a player would) and answers one of `view.legal`. A seat meant for a player that a
 * computer plays (empty, its player away, or its turn timer run out) gets the stand-in level.
 */
import { BOT_NAMES, type Bot, createBot } from '@tarock/bots';
import { type Rng, createRng } from '@tarock/engine';
import { randomBytes } from 'node:crypto';

export type { Bot };

/** Makes the bot for a level, or null for an unknown level. */
export type BotFactory = (level: string) => Bot | null;

/** The levels a table may seat (the bots registry's names, weakest first). */
export const BOT_LEVELS: readonly string[] = BOT_NAMES;

/** The level that stands in for an absent player: a heuristic player where there is one. */
export const DEFAULT_LEVEL: string = BOT_NAMES.includes('heuristic')
  ? 'heuristic'
  : (BOT_NAMES[0] ?? 'random');

export const defaultBots: BotFactory = (level) => {
  const bot = createBot(level);
  return bot.ok ? bot.value : null;
};

/** A fresh RNG for one decision: a bot's choices need no replay (the log keeps its actions). */
export function botRng(): Rng {
  const b = randomBytes(16);
  return createRng(0, [b.readUInt32LE(0), b.readUInt32LE(4), b.readUInt32LE(8), b.readUInt32LE(12) | 1]);
}
