/**
 * Players selectable by name. Only players that decide from a `View` are listed here: the
 * measurement-only cheater, which needs the whole State, has its own API (see omniscient.ts) and
 * is never offered in play.
 */
import { type Result, err, ok } from '@tarock/engine';
import type { Bot } from './bot';
import { heuristicBot } from './heuristic';
import { type OmniscientPlayer, cheaterPlayer } from './omniscient';
import { PIMC_LEVELS, pimcBot } from './pimc';
import { randomBot } from './random';

const FACTORIES: Readonly<Record<string, () => Bot>> = {
  random: randomBot,
  heuristic: () => heuristicBot(),
  /** `pimc` is the fast level: quick enough for terminal play and long matches. */
  pimc: () => ({ ...pimcBot(PIMC_LEVELS.fast), name: 'pimc' }),
  'pimc:fast': () => pimcBot(PIMC_LEVELS.fast),
  'pimc:strong': () => pimcBot(PIMC_LEVELS.strong),
};

/** The names `createBot` accepts, weakest first. */
export const BOT_NAMES: readonly string[] = Object.keys(FACTORIES);

/** @example const bot = createBot('random'); if (bot.ok) bot.value.act(view, rng) */
export function createBot(name: string): Result<Bot> {
  const factory = FACTORIES[name.trim()];
  if (!factory) return err(`unknown player "${name}" (players: ${BOT_NAMES.join(', ')})`);
  return ok(factory());
}

/**
 * Players for measurement (arena matches): the registry's players and the cheater, which sees
 * every hand. Never use this to seat a player against people.
 */
export function createMeasurementPlayer(name: string): Result<Bot | OmniscientPlayer> {
  if (name.trim() === 'cheater') return ok(cheaterPlayer());
  return createBot(name);
}
