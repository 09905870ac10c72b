/**
 * One decision of a computer player, as a worker thread runs it: the player of the level (one
 * per level, kept between decisions; each loads the game named in the view) acts on the seat's
 * View with the given seed. It sees nothing but the View.
 */
import { type Bot, createBot } from '@tarock/bots';
import { type Action, type View, createRng } from '@tarock/engine';
import type { BotSeed } from './levels';

const players = new Map<string, Bot>();

/** @throws when the level is unknown or the player fails (the worker reports it). */
export function decide(level: string, view: View, seed: BotSeed): Action {
  let bot = players.get(level);
  if (!bot) {
    // The clock keeps a card decision to its level's time on a slow host (the log keeps the
    // actions, so a table needs no replay of the player's choices).
    const made = createBot(level, undefined, () => performance.now());
    if (!made.ok) throw new Error(made.error);
    bot = made.value;
    players.set(level, bot);
  }
  if (view.legal.length === 0) throw new Error('asked to act without a legal action');
  return bot.act(view, createRng(0, seed));
}
