/**
 * Seeded random play for tests and tools: chance deals with `game.sampleDeal`, every seat picks
 * uniformly among its legal actions. A deal that does not end within `maxTurns` is a bug of the
 * rule set (an endless auction or redeal loop) and throws.
 */
import type { DealSetup, Game } from '../core/game';
import type { Rng } from '../core/rng';
import type { State } from '../core/state';
import type { Action } from '../core/types';

/** Chance's deal, or a uniformly random legal action of the seat to act. */
export function randomAction(game: Game, s: State, rng: Rng): Action {
  if (s.toAct === 'chance') return game.sampleDeal(s, rng);
  const legal = game.legalActions(s);
  const a = legal[rng.int(Math.max(1, legal.length))];
  if (!a) throw new Error(`${game.name}: no legal action in phase ${s.phase} for ${String(s.toAct)}`);
  return a;
}

/**
 * Plays one deal at random and returns every state, the initial one first.
 * @example const states = playRandomDeal(game, createRng(7)); states.at(-1)?.settlement
 */
export function playRandomDeal(game: Game, rng: Rng, setup: DealSetup = {}, maxTurns = 2000): State[] {
  let s = game.newDeal(setup);
  const states = [s];
  while (s.phase !== 'finished') {
    if (states.length > maxTurns)
      throw new Error(`${game.name}: the deal did not end within ${maxTurns} turns`);
    const a = randomAction(game, s, rng);
    const next = game.apply(s, a);
    if (!next.ok) throw new Error(`${game.name}: a legal action was rejected: ${next.error}`);
    s = next.value;
    states.push(s);
  }
  return states;
}
