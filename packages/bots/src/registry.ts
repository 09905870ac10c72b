/**
 * Players selectable by name. Only players that decide from a `View` are listed here: the
 * measurement-only cheater, which needs the whole State, has its own API (see omniscient.ts) and
 * is never offered in play.
 */
import { type Result, err, ok } from '@tarock/engine';
import type { Bot } from './bot';
import { randomBot } from './random';

const FACTORIES: Readonly<Record<string, () => Bot>> = {
  random: randomBot,
};

/** The names `createBot` accepts, weakest first. */
export const BOT_NAMES: readonly string[] = Object.keys(FACTORIES);

/** @example const bot = createBot('random'); if (bot.ok) bot.value.act(view, rng) */
export function createBot(name: string): Result<Bot> {
  const factory = FACTORIES[name.trim()];
  if (!factory) return err(`unknown player "${name}" (players: ${BOT_NAMES.join(', ')})`);
  return ok(factory());
}
