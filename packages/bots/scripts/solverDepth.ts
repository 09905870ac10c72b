/**
 * Where the solver's nodes are: this checkout's solver on the bench's positions, its nodes counted
 * by tricks left and by the card of the trick (lead, second, third), in per cent of all nodes.
 *
 *   npx tsx packages/bots/scripts/solverDepth.ts bw|be|it|iw [COUNT]
 */
import { TrickSolver, canReach, exactValue } from '@tarock/solver';
import { BAVARIAN, ILLUSTRATED, benchPosition } from '../src/bench/solverDeals';

const [mode = 'bw', countText] = process.argv.slice(2);
const family = mode.startsWith('b') ? BAVARIAN : ILLUSTRATED;
const from = mode === 'it' ? 4 : 0;
const count = Number(countText ?? (mode === 'be' || mode === 'iw' ? 15 : 30));
const TRICKS = 20;
const counts = new Float64Array(TRICKS * 3);

/** The solver with a count per node by tricks left and card of the trick. */
class CountingSolver extends TrickSolver {
  protected override node(alpha: number, beta: number, ply: number): number {
    const i = this.tricks * 3 + this.trickPos;
    counts[i] = (counts[i] ?? 0) + 1;
    return super.node(alpha, beta, ply);
  }
}

const solver = new CountingSolver(family.rules, family.scoring, { tableBits: 20 });
let nodes = 0;
for (let seed = 0; seed < count; seed++) {
  const { position, need } = benchPosition(family, seed, from);
  solver.clearTable();
  solver.load(position);
  nodes += (mode === 'be' ? exactValue(solver) : canReach(solver, need)).nodes;
}
console.log(
  `${mode}: ${count} positions, ${nodes} nodes (the last trick's extra node is in the total, not the rows)`,
);
console.log('tricks left\tlead %\tsecond %\tthird %\tall %');
for (let t = TRICKS - 1; t >= 0; t--) {
  const row = [0, 1, 2].map((p) => counts[t * 3 + p] ?? 0);
  const sum = row.reduce((a, b) => a + b, 0);
  if (sum === 0) continue;
  const pct = (x: number): string => ((100 * x) / nodes).toFixed(1);
  console.log(`${t}\t\t${row.map(pct).join('\t')}\t\t${pct(sum)}`);
}
