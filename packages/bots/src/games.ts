/** The Game a view belongs to: given to the player, or loaded once from the view's game name. */
import { type Game, type View, loadGame } from '@tarock/engine';

const loaded = new Map<string, Game>();

export function gameOf(view: View, given?: Game): Game {
  if (given && given.name === view.game) return given;
  let g = loaded.get(view.game);
  if (!g) {
    const r = loadGame(view.game);
    if (!r.ok) throw new Error(`cannot load the game of this view: ${r.error}`);
    g = r.value;
    loaded.set(view.game, g);
  }
  return g;
}

export const playsOf = (legal: readonly { type: string; card?: number }[]): number[] =>
  legal.flatMap((a) => (a.type === 'play' && typeof a.card === 'number' ? [a.card] : []));
