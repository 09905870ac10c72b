/**
 * Two solvers on the bench's positions in one process, alternating position by position (so both
 * share whatever load the machine has): this checkout's solver and the one of another checkout
 * (e.g. a worktree of an older commit). Prints per solver the median, p95 and total time and the
 * nodes; only the ratios mean much on a busy machine. Each position is solved once untimed by each
 * solver, then ROUNDS times timed (default 1; more rounds steady the ratio of the totals, and the
 * nodes printed are those of one round). The two solvers' answers must agree: a position where they
 * differ is printed (a change that is faster but wrong shows here first).
 *
 *   npx tsx packages/bots/scripts/solverAb.ts OTHER_CHECKOUT bw|be|it|iw [COUNT] [ROUNDS]
 *   (bw: Bavarian win/lose, be: Bavarian exact, it: Illustrated from trick 5, iw: Illustrated full)
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import * as here from '@tarock/solver';
import { BAVARIAN, ILLUSTRATED, benchPosition } from '../src/bench/solverDeals';
import { quantile } from '../src/bench/stats';

type SolverModule = typeof here;
const [other, mode = 'bw', countText, roundsText] = process.argv.slice(2);
if (!other) throw new Error('usage: solverAb.ts OTHER_CHECKOUT bw|be|it|iw [COUNT] [ROUNDS]');
const there = (await import(
  pathToFileURL(path.resolve(other, 'packages/solver/src/index.ts')).href
)) as SolverModule;
const family = mode.startsWith('b') ? BAVARIAN : ILLUSTRATED;
const from = mode === 'it' ? 4 : 0;
const count = Number(countText ?? (mode === 'be' || mode === 'iw' ? 15 : 30));
const rounds = 1 + Number(roundsText ?? 1);
const sides = [
  { name: other, lib: there, ms: [] as number[], cpu: [] as number[], nodes: 0 },
  { name: 'this checkout', lib: here, ms: [] as number[], cpu: [] as number[], nodes: 0 },
];
// The main thread's time on a core in ms (Linux schedstat, in ns): unlike the clock, it does not
// count the time the thread waits for a core while other processes run.
const schedstat = `/proc/self/task/${process.pid}/schedstat`;
const cpuNow = (): number => Number(readFileSync(schedstat, 'utf8').split(' ')[0]) / 1e6;
const solvers = sides.map((s) => new s.lib.TrickSolver(family.rules, family.scoring, { tableBits: 20 }));
/** Per position, each side's answer (reached: 1 or 0; exact: the units) in the first timed round. */
const answers = sides.map(() => [] as number[]);
for (let round = 0; round < rounds; round++) {
  for (let seed = 0; seed < count; seed++) {
    const { position, need } = benchPosition(family, seed, from);
    const order = (round + seed) % 2 === 0 ? [0, 1] : [1, 0];
    for (const k of order) {
      const side = sides[k] as (typeof sides)[number];
      const solver = solvers[k] as here.TrickSolver;
      solver.clearTable();
      solver.load(position);
      const c0 = cpuNow();
      const t0 = performance.now();
      const r = mode === 'be' ? side.lib.exactValue(solver) : side.lib.canReach(solver, need);
      const ms = performance.now() - t0;
      const cpu = cpuNow() - c0;
      if (round > 0) {
        side.ms.push(ms);
        side.cpu.push(cpu);
      }
      if (round === 1) {
        side.nodes += r.nodes;
        (answers[k] as number[])[seed] = 'value' in r ? r.value : r.reached ? 1 : 0;
      }
    }
  }
}
const [theirs, ours] = answers as [number[], number[]];
const differ = theirs.flatMap((a, seed) => (a === ours[seed] ? [] : [seed]));
console.log(
  differ.length === 0
    ? `${mode}: both solvers gave the same answer on all ${count} positions`
    : `${mode}: ANSWERS DIFFER on ${differ.length} positions: ${differ.map((seed) => `seed ${seed} ${theirs[seed]} vs ${ours[seed]}`).join(', ')}`,
);
for (const s of sides) {
  const total = s.ms.reduce((a, b) => a + b, 0);
  console.log(
    `${mode} ${s.name}: median ${quantile(s.ms, 0.5).toFixed(2)} ms, p95 ${quantile(s.ms, 0.95).toFixed(1)} ms, total ${total.toFixed(0)} ms, nodes ${s.nodes}`,
  );
}
const perSolve = (a: number[], b: number[]): string => {
  // Per solve, this checkout's time over the other's (the two ran back to back): steadier than the
  // totals when the machine's load changes within a run. Solves under a millisecond are left out.
  const logs = a.flatMap((x, i) => (x >= 1 && (b[i] as number) >= 1 ? [Math.log((b[i] as number) / x)] : []));
  return Math.exp(logs.reduce((x, y) => x + y, 0) / Math.max(logs.length, 1)).toFixed(3);
};
const sum = (ms: number[]): number => ms.reduce((x, y) => x + y, 0);
for (const key of ['ms', 'cpu'] as const) {
  const [a, b] = sides.map((s) => s[key]) as [number[], number[]];
  // n/a: the other checkout's figure is 0 (solves shorter than schedstat's update read as no time).
  const ratio = (f: (ms: number[]) => number): string => (f(a) > 0 ? (f(b) / f(a)).toFixed(3) : 'n/a');
  console.log(
    `${mode} this checkout / other, ${key === 'ms' ? 'clock' : 'main thread on a core'}: total ${ratio(sum)}, median ${ratio((ms) => quantile(ms, 0.5))}, p95 ${ratio((ms) => quantile(ms, 0.95))}, per solve (geometric mean) ${perSolve(a, b)}`,
  );
}
