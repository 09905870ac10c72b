/**
 * The computer players a table may seat (the levels of @tarock/bots), the level that stands in
 * for a player who is away, the seed of one decision, and the cheap fallback used when a
 * decision fails.
 */
import { BOT_NAMES, randomBot } from '@tarock/bots';
import { type Action, type View, createRng } from '@tarock/engine';
import { randomBytes } from 'node:crypto';

/** The levels a table may seat (the bots registry's names, weakest first). */
export const BOT_LEVELS: readonly string[] = BOT_NAMES;

/** The level that stands in for an absent player: a heuristic player where there is one. */
export const DEFAULT_LEVEL: string = BOT_NAMES.includes('heuristic')
  ? 'heuristic'
  : (BOT_NAMES[0] ?? 'random');

/** An RNG state (sfc32's four words): one decision's randomness, sent with the view. */
export type BotSeed = readonly [number, number, number, number];

/** A fresh seed for one decision: a bot's choices need no replay (the log keeps its actions). */
export function newBotSeed(): BotSeed {
  const b = randomBytes(16);
  return [b.readUInt32LE(0), b.readUInt32LE(4), b.readUInt32LE(8), b.readUInt32LE(12) | 1];
}

/**
 * What the seat plays when its computer player failed (threw, crashed, hung or answered an
 * illegal action): the random player's choice, which costs nothing. Null without a legal action.
 */
export function fallbackAction(view: View, seed: BotSeed): Action | null {
  if (view.legal.length === 0) return null;
  return randomBot().act(view, createRng(0, seed));
}
