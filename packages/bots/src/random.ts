/** The floor of every comparison: a uniformly random legal action. */
import type { Action, Rng, View } from '@tarock/engine';
import type { Bot } from './bot';

export function randomBot(): Bot {
  return {
    name: 'random',
    act(view: View, rng: Rng): Action {
      const n = view.legal.length;
      if (n === 0) throw new Error('random bot asked to act without a legal action');
      return view.legal[rng.int(n)] as Action;
    },
  };
}
