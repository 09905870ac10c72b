/**
 * The two questions asked of the solver, with a node budget and a clear fallback:
 * - `canReach`: can team 0 still take at least `need` units? (a null-window search);
 * - `exactValue`: exactly how many units does team 0 take? (MTD(f): null-window searches that
 *   converge on the value, sharing the transposition table).
 * When the budget runs out, the answer comes from one greedy playout of the position (every seat
 * playing the solver's first-ordered card) and is flagged `complete: false`.
 */
import type { TrickSolver } from './solver';

export interface ReachResult {
  readonly reached: boolean;
  /** False when the node budget ran out and `reached` comes from the greedy playout. */
  readonly complete: boolean;
  readonly nodes: number;
}

export interface ValueResult {
  /** Units team 0 takes from the remaining tricks (greedy estimate when not complete). */
  readonly value: number;
  readonly complete: boolean;
  readonly nodes: number;
}

/** Can team 0 take at least `need` units from the loaded position? */
export function canReach(
  solver: TrickSolver,
  need: number,
  maxNodes = Number.POSITIVE_INFINITY,
): ReachResult {
  solver.resetCount();
  solver.setBudget(maxNodes);
  const v = solver.search(need - 1, need);
  const nodes = solver.nodes;
  if (solver.aborted) {
    solver.setBudget(Number.POSITIVE_INFINITY);
    return { reached: solver.greedyValue() >= need, complete: false, nodes };
  }
  return { reached: v >= need, complete: true, nodes };
}

/**
 * The exact units team 0 takes from the loaded position: null-window tests that narrow the range
 * of possible values (MTD with a skewed bisection, starting from a greedy guess), sharing the
 * table.
 */
export function exactValue(
  solver: TrickSolver,
  maxNodes = Number.POSITIVE_INFINITY,
  guess?: number,
): ValueResult {
  solver.resetCount();
  solver.setBudget(maxNodes);
  // value ∈ [lower, upper]
  let lower = solver.lowerBound();
  let upper = solver.upperBound();
  let test = Math.min(upper, Math.max(lower + 1, guess ?? solver.greedyValue()));
  while (lower < upper) {
    const g = solver.search(test - 1, test);
    if (solver.aborted) break;
    if (g >= test) lower = g;
    else upper = g;
    // Three quarters up the bracket, not half: proving team 0 reaches a value costs several
    // times more than refuting it (every defence must be answered), so most tests should fail.
    test = lower + Math.ceil((upper - lower) * 0.75);
    if (test <= lower) test = lower + 1;
    if (test > upper) test = upper;
  }
  const nodes = solver.nodes;
  if (solver.aborted) {
    solver.setBudget(Number.POSITIVE_INFINITY);
    return { value: solver.greedyValue(), complete: false, nodes };
  }
  return { value: lower, complete: true, nodes };
}
