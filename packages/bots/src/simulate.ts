/**
 * Decisions by simulation: each candidate action is tried in the same sampled worlds (so their
 * luck is shared), each world played to the end by rollout; the action with the best mean result
 * for the seat wins. Worlds are drawn from the seat's view only (world.ts).
 */
import type { Action, Game, Rng, Seat, State, View } from '@tarock/engine';
import { knowledgeOf } from './knowledge';
import { rollout, scoreOf } from './rollout';
import { drawWorld } from './world';

export interface SimulationResult {
  readonly action: Action;
  /** Mean result per candidate, in `candidates` order. */
  readonly means: readonly number[];
  readonly worlds: number;
  /** What the means count: game points or money in cents (as the deal's settlement does). */
  readonly unit: 'points' | 'cents';
}

/** Simulates every candidate in `worlds` sampled worlds and returns the best (ties: the earliest). */
export function simulateChoice(
  game: Game,
  view: View,
  candidates: readonly Action[],
  worlds: number,
  rng: Rng,
): SimulationResult {
  const me = view.viewer as Seat;
  const k = knowledgeOf(game, view);
  const sums = candidates.map(() => 0);
  let used = 0;
  let unit: 'points' | 'cents' = 'points';
  for (let w = 0; w < worlds; w++) {
    const world = drawWorld(game, view, rng, k);
    if (!world) continue;
    used++;
    candidates.forEach((a, i) => {
      const next = game.apply(world, a);
      if (!next.ok) return;
      const end = rollout(game, next.value, rng);
      unit = end.settlement?.unit ?? unit;
      sums[i] = (sums[i] as number) + scoreOf(end, me);
    });
  }
  const means = sums.map((x) => (used ? x / used : 0));
  let best = 0;
  means.forEach((m, i) => {
    if (m > (means[best] as number) + 1e-9) best = i;
  });
  return { action: candidates[best] as Action, means, worlds: used, unit };
}

/** The same choice with every card known (the cheater's simulation): one rollout per candidate. */
export function simulateOpen(
  game: Game,
  s: State,
  candidates: readonly Action[],
  rng: Rng,
  runs = 1,
): Action {
  const me = s.toAct as Seat;
  let best = candidates[0] as Action;
  let bestMean = -Infinity;
  for (const a of candidates) {
    const next = game.apply(s, a);
    if (!next.ok) continue;
    let sum = 0;
    for (let r = 0; r < runs; r++) sum += scoreOf(rollout(game, next.value, rng), me);
    if (sum / runs > bestMean + 1e-9) {
      bestMean = sum / runs;
      best = a;
    }
  }
  return best;
}
