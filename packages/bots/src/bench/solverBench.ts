/**
 * Solver timings over the fixed seeded positions: each position is solved on a fresh table (no
 * knowledge carried over from earlier positions), timed with the given clock.
 */
import { TrickSolver, canReach, exactValue } from '@tarock/solver';
import { type BenchFamily, benchPosition } from './solverDeals';
import { type Timing, round3, timing } from './stats';

export interface SolverFigures extends Timing {
  readonly nodesPerSecond: number;
  /** Positions the node budget cut short (their time is counted). */
  readonly incomplete: number;
  /** Win/lose: how many positions the declarer wins; exact: the mean units. */
  readonly result: number;
}

export interface SolverRun {
  readonly family: BenchFamily;
  readonly deals: number;
  /** Tricks of random play before the solve (0: from the deal). */
  readonly fromTrick: number;
  readonly mode: 'winLose' | 'exact';
  readonly maxNodes: number;
}

export function benchSolver(run: SolverRun, now: () => number): SolverFigures {
  const solver = new TrickSolver(run.family.rules, run.family.scoring, { tableBits: 20 });
  const ms: number[] = [];
  let nodes = 0;
  let incomplete = 0;
  let result = 0;
  for (let seed = 0; seed < run.deals; seed++) {
    const { position, need } = benchPosition(run.family, seed, run.fromTrick);
    solver.clearTable();
    solver.load(position);
    const t0 = now();
    if (run.mode === 'winLose') {
      const r = canReach(solver, need, run.maxNodes);
      ms.push(now() - t0);
      nodes += r.nodes;
      if (!r.complete) incomplete++;
      if (r.reached) result++;
    } else {
      const r = exactValue(solver, run.maxNodes);
      ms.push(now() - t0);
      nodes += r.nodes;
      if (!r.complete) incomplete++;
      result += r.value / run.deals;
    }
  }
  const total = ms.reduce((a, b) => a + b, 0);
  return {
    ...timing(ms),
    nodesPerSecond: Math.round((nodes / Math.max(total, 1e-9)) * 1000),
    incomplete,
    result: round3(result),
  };
}
