/**
 * Two settings of the rule-based player at one table (heuristic.ts `HeuristicOptions`): every
 * deal of the seed (`SEED/deal/i`, dealer `i mod 3`, as `tarock simulate --duplicate` deals it)
 * is played in every seating of A,B,B, and per deal A's mean points over its seat less B's mean
 * over the others are averaged, with a 95 % interval (mean ± 1.96 · sd / √n). Counts: tables
 * thrown in, games declared and won by A's and by B's seats.
 *
 *   npx tsx packages/bots/scripts/heuristicDuel.ts --variant ID --seed S --deals N --a '{"bidEdge":0.6}' [--b '{}']
 */
import { parseArgs } from 'node:util';
import { createRng, loadGame } from '@tarock/engine';
import { playDeal } from '../src/arena';
import { type HeuristicOptions, heuristicBot } from '../src/heuristic';

const { values } = parseArgs({
  options: {
    variant: { type: 'string' },
    seed: { type: 'string', default: '1' },
    deals: { type: 'string', default: '100' },
    a: { type: 'string', default: '{}' },
    b: { type: 'string', default: '{}' },
  },
});
const loaded = values.variant ? loadGame(values.variant) : null;
if (!loaded?.ok) {
  process.stderr.write("usage: heuristicDuel.ts --variant ID --seed S --deals N --a '{…}' [--b '{…}']\n");
  process.exit(2);
}
const game = loaded.value;
if (game.seats !== 3) throw new Error('heuristicDuel seats three players');
const A = heuristicBot(game, JSON.parse(values.a) as HeuristicOptions);
const B = heuristicBot(game, JSON.parse(values.b) as HeuristicOptions);
const deals = Number(values.deals);
const diffs: number[] = [];
const count = { tables: 0, thrownIn: 0, aDeclared: 0, aWon: 0, bDeclared: 0, bWon: 0 };
for (let i = 1; i <= deals; i++) {
  let a = 0;
  let b = 0;
  for (let seatA = 0; seatA < 3; seatA++) {
    const bots = [0, 1, 2].map((s) => (s === seatA ? A : B));
    const end = playDeal(game, bots, createRng(`${values.seed}/deal/${i}`), { dealer: i % 3 });
    const st = end.settlement;
    const deltas = st?.deltas ?? [];
    count.tables++;
    a += deltas[seatA] ?? 0;
    for (let s = 0; s < 3; s++) if (s !== seatA) b += (deltas[s] ?? 0) / 2;
    if (st?.declarer === null || st?.declarer === undefined) count.thrownIn++;
    else if (st.declarer === seatA) {
      count.aDeclared++;
      if (st.outcome === 'won') count.aWon++;
    } else {
      count.bDeclared++;
      if (st.outcome === 'won') count.bWon++;
    }
  }
  diffs.push((a - b) / 3);
}
const n = diffs.length;
const mean = diffs.reduce((x, y) => x + y, 0) / n;
const sd = Math.sqrt(diffs.reduce((x, y) => x + (y - mean) ** 2, 0) / Math.max(1, n - 1));
const round = (x: number) => Math.round(x * 1000) / 1000;
process.stdout.write(
  `${JSON.stringify({ variant: values.variant, seed: values.seed, deals, a: values.a, b: values.b, difference: round(mean), ci95: round((1.96 * sd) / Math.sqrt(n)), ...count })}\n`,
);
