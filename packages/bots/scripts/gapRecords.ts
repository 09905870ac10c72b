/**
 * A player's share of the gap between the reference player and the cheater, paired deal by deal,
 * from the records of two duplicate matches on the same seeds: `PLAYER,REF,REF` and
 * `cheater,REF,REF` (`tarock simulate --duplicate --records DIR`; baseline tables are skipped).
 *
 * Per deal the paired difference is the player's mean result over its seats less the reference
 * player's mean (what `tarock simulate` pairs), once for each match: a_d and c_d. The share is
 * mean(a) / mean(c), and its interval the delta method's with the covariance of a and c: the two
 * matches deal the same cards, so their differences are correlated and `pool.ts --gap` (which
 * takes them as independent) overstates the interval. Deals are matched by the record's Seed tag;
 * a deal with fewer tables than the others of its match (a run still writing) is left out.
 *
 *   npx tsx packages/bots/scripts/gapRecords.ts --player pimc:strong --reference heuristic PLAYER_DIR … -- CHEATER_DIR …
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { parseRecordJson } from '@tarock/engine';
import { pairedShare, round } from '../src/matchStats';

let player: string | undefined;
let reference = 'heuristic';
const before: string[] = [];
const after: string[] = [];
let dirs = before;
const args = process.argv.slice(2);
for (let i = 0; i < args.length; i++) {
  const a = args[i] as string;
  if (a === '--player') player = args[++i];
  else if (a === '--reference') reference = args[++i] ?? reference;
  else if (a === '--') dirs = after;
  else dirs.push(a);
}
if (!player || before.length === 0 || after.length === 0) {
  process.stderr.write(
    'usage: gapRecords.ts --player NAME [--reference heuristic] PLAYER_DIR … -- CHEATER_DIR …\n',
  );
  process.exit(2);
}

/** Per deal (by its Seed tag): the paired difference of `first` over `reference`. */
function pairedByDeal(folders: readonly string[], first: string): Map<string, number> {
  const sums = new Map<string, { mine: number; mineN: number; ref: number; refN: number; tables: number }>();
  for (const dir of folders)
    for (const f of readdirSync(dir)) {
      if (!f.endsWith('.json') || f.endsWith('-base.json')) continue;
      const r = parseRecordJson(readFileSync(join(dir, f), 'utf8'));
      if (!r.ok) throw new Error(`${join(dir, f)}: ${r.error}`);
      const rec = r.value;
      const deal = rec.tags['Seed'];
      const deltas = rec.result?.deltas;
      if (!deal || !deltas) throw new Error(`${join(dir, f)}: no Seed tag or no result`);
      const s = sums.get(deal) ?? { mine: 0, mineN: 0, ref: 0, refN: 0, tables: 0 };
      s.tables++;
      rec.seats.forEach((seat, i) => {
        const x = deltas[i] ?? 0;
        if (seat.player === first) {
          s.mine += x;
          s.mineN++;
        } else if (seat.player === reference) {
          s.ref += x;
          s.refN++;
        }
      });
      sums.set(deal, s);
    }
  const tables = Math.max(0, ...[...sums.values()].map((s) => s.tables));
  const out = new Map<string, number>();
  for (const [deal, s] of sums)
    if (s.tables === tables && s.mineN && s.refN) out.set(deal, s.mine / s.mineN - s.ref / s.refN);
  return out;
}

const a = pairedByDeal(before, player);
const c = pairedByDeal(after, 'cheater');
const deals = [...a.keys()].filter((d) => c.has(d));
const xs = deals.map((d) => a.get(d) as number);
const ys = deals.map((d) => c.get(d) as number);
const mean = (v: readonly number[]) => round(v.reduce((s, x) => s + x, 0) / Math.max(1, v.length));
process.stdout.write(
  `${JSON.stringify({ deals: deals.length, player: mean(xs), cheater: mean(ys), ...pairedShare(xs, ys) }, null, 2)}\n`,
);
