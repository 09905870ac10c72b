/**
 * This checkout's solver alone on the bench's positions, for a profiler (no timing of its own):
 *
 *   npx tsx --cpu-prof --cpu-prof-dir=DIR packages/bots/scripts/solverProfile.ts bw|be|it|iw [COUNT]
 */
import { TrickSolver, canReach, exactValue } from '@tarock/solver';
import { BAVARIAN, ILLUSTRATED, benchPosition } from '../src/bench/solverDeals';

const [mode = 'bw', countText] = process.argv.slice(2);
const family = mode.startsWith('b') ? BAVARIAN : ILLUSTRATED;
const from = mode === 'it' ? 4 : 0;
const count = Number(countText ?? (mode === 'be' || mode === 'iw' ? 15 : 30));
const solver = new TrickSolver(family.rules, family.scoring, { tableBits: 20 });
let nodes = 0;
const t0 = performance.now();
for (let seed = 0; seed < count; seed++) {
  const { position, need } = benchPosition(family, seed, from);
  solver.clearTable();
  solver.load(position);
  nodes += (mode === 'be' ? exactValue(solver) : canReach(solver, need)).nodes;
}
const ms = performance.now() - t0;
console.log(
  `${mode}: ${count} positions, ${nodes} nodes, ${ms.toFixed(0)} ms, ${((ms * 1e6) / nodes).toFixed(0)} ns/node`,
);
