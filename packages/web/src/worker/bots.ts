/**
 * The computer players at a web table. Each receives only its own seat's View.
 */
import type { Action, Rng, View } from '@tarock/engine';

export interface TableBot {
  readonly name: string;
  act(view: View, rng: Rng): Action | Promise<Action>;
}

/** Uniformly random legal actions: the floor of every comparison. */
function randomBot(): TableBot {
  return {
    name: 'random',
    act(view, rng) {
      const a = view.legal[rng.int(Math.max(1, view.legal.length))];
      if (!a) throw new Error('the bot was asked to act without a legal action');
      return a;
    },
  };
}

export function makeBot(name: string): TableBot {
  switch (name) {
    default:
      return { ...randomBot(), name };
  }
}

/** The computer players offered at the table, weakest first. */
export const BOT_LEVELS: readonly string[] = ['random'];
