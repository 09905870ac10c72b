/**
 * Computer players for the seats no player holds. A bot sees only its seat's View (as a player
 * would) and answers one of `view.legal`. The levels come from `@tarock/bots` once it is wired in;
 * until then `random` (a uniformly random legal action) is the level the server knows.
 */
import { type Action, type Rng, type View, createRng } from '@tarock/engine';
import { randomBytes } from 'node:crypto';

export interface Bot {
  readonly name: string;
  act(view: View, rng: Rng): Action | Promise<Action>;
}

/** Makes the bot for a level, or null for an unknown level. */
export type BotFactory = (level: string) => Bot | null;

export const randomBot: Bot = {
  name: 'random',
  act(view, rng) {
    const legal = view.legal;
    const pick = legal[rng.int(legal.length)];
    if (!pick) throw new Error('a bot was asked to act with no legal action');
    return pick;
  },
};

export const BOT_LEVELS: readonly string[] = ['random'];
export const DEFAULT_LEVEL = 'random';

export const defaultBots: BotFactory = (level) => (level === 'random' ? randomBot : null);

/** A fresh RNG for one decision: a bot's choices need no replay (the log keeps its actions). */
export function botRng(): Rng {
  const b = randomBytes(16);
  return createRng(0, [b.readUInt32LE(0), b.readUInt32LE(4), b.readUInt32LE(8), b.readUInt32LE(12) | 1]);
}
