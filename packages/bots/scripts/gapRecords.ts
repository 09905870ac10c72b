/**
 * A player's share of the gap between the reference player and the cheater, paired deal by deal,
 * from the records of two duplicate matches on the same seeds: `PLAYER,REF,REF` and
 * `cheater,REF,REF` (`tarock simulate --duplicate --records DIR`; baseline tables are skipped).
 *
 * Per deal the paired difference is the player's mean result over its seats less the other
 * players' mean (the reference player's: what `tarock simulate` pairs), once for each match: a_d and c_d. The share is
 * mean(a) / mean(c), and its interval the delta method's with the covariance of a and c: the two
 * matches deal the same cards, so their differences are correlated and `pool.ts --gap` (which
 * takes them as independent) overstates the interval. Deals are matched by the record's Seed tag;
 * a deal with fewer tables than the others of its match (a run still writing) is left out.
 *
 *   npx tsx packages/bots/scripts/gapRecords.ts --player pimc:strong PLAYER_DIR … -- CHEATER_DIR …
 */
import { pairedShare, round } from '../src/matchStats';
import { matchTables, pairedByDeal } from './recordDeals';

let player: string | undefined;
const before: string[] = [];
const after: string[] = [];
let dirs = before;
const args = process.argv.slice(2);
for (let i = 0; i < args.length; i++) {
  const a = args[i] as string;
  if (a === '--player') player = args[++i];
  else if (a === '--') dirs = after;
  else dirs.push(a);
}
if (!player || before.length === 0 || after.length === 0) {
  process.stderr.write('usage: gapRecords.ts --player NAME PLAYER_DIR … -- CHEATER_DIR …\n');
  process.exit(2);
}

const a = pairedByDeal(
  before.flatMap((d) => [...matchTables(d).values()]),
  player,
);
const c = pairedByDeal(
  after.flatMap((d) => [...matchTables(d).values()]),
  'cheater',
);
const deals = [...a.keys()].filter((d) => c.has(d));
const xs = deals.map((d) => a.get(d) as number);
const ys = deals.map((d) => c.get(d) as number);
const mean = (v: readonly number[]) => round(v.reduce((s, x) => s + x, 0) / Math.max(1, v.length));
process.stdout.write(
  `${JSON.stringify({ deals: deals.length, player: mean(xs), cheater: mean(ys), ...pairedShare(xs, ys) }, null, 2)}\n`,
);
