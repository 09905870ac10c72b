/**
 * Solver timings over the fixed seeded positions: each position is solved on a fresh table (no
 * knowledge carried over from earlier positions), timed with the given clock. Before them the
 * same question is asked, untimed, of `warmup` positions of other seeds, so the timed searches run
 * on the compiled code a player's thousands of searches run on, not on the JIT's first tiers
 * (measured: the first pass over the Bavarian win/lose positions has p95 25–35 ms, every later
 * pass 18.5–20.4 ms on the same machine; docs/bench.md).
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
  /** Positions of other seeds solved untimed before the timed ones. */
  readonly warmup: number;
}

export interface SolverRun {
  readonly family: BenchFamily;
  readonly deals: number;
  /** Tricks of random play before the solve (0: from the deal). */
  readonly fromTrick: number;
  readonly mode: 'winLose' | 'exact';
  readonly maxNodes: number;
  /** Positions of other seeds solved first, untimed (0: none). */
  readonly warmup?: number;
}

/** Warm-up positions are seeded from here on: never one of the timed positions. */
export const WARMUP_SEED = 1_000_000;

export function benchSolver(run: SolverRun, now: () => number): SolverFigures {
  const solver = new TrickSolver(run.family.rules, run.family.scoring, { tableBits: 20 });
  const ms: number[] = [];
  let nodes = 0;
  let incomplete = 0;
  let result = 0;
  for (let i = 0; i < (run.warmup ?? 0); i++) {
    const { position, need } = benchPosition(run.family, WARMUP_SEED + i, run.fromTrick);
    solver.clearTable();
    solver.load(position);
    if (run.mode === 'winLose') canReach(solver, need, run.maxNodes);
    else exactValue(solver, run.maxNodes);
  }
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
    warmup: run.warmup ?? 0,
  };
}
