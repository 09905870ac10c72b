/**
 * Every auction from a dealt position walked through the engine (`legalActions`, `apply`), for the
 * rule cards' "a pass is final" statements: how often a seat was to act again after an action that
 * `drops` it out (a pass, an acceptance), and how many auctions were walked to their end.
 */
import type { Game } from '../core/game';
import type { State } from '../core/state';
import type { Action } from '../core/types';

export function askedAfterDropping(
  game: Game,
  start: State,
  drops: (a: Action) => boolean,
): { readonly again: number; readonly walked: number } {
  let again = 0;
  let walked = 0;
  const visit = (s: State, out: ReadonlySet<number>): void => {
    if (typeof s.toAct === 'number' && out.has(s.toAct)) again++;
    for (const a of game.legalActions(s)) {
      const next = game.apply(s, a);
      if (!next.ok) throw new Error(`a legal action was refused: ${next.error}`);
      const left = drops(a) && typeof s.toAct === 'number' ? new Set([...out, s.toAct]) : out;
      if (next.value.phase === 'auction') visit(next.value, left);
      else walked++;
    }
  };
  visit(start, new Set());
  return { again, walked };
}
