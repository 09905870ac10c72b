/**
 * Pools the reports of several `tarock simulate --duplicate --json` runs of the same game and
 * players on different seeds (independent deals) into one, for docs/strength.md:
 *   npx tsx packages/bots/scripts/pool.ts a.json b.json …            the pooled figures
 *   npx tsx packages/bots/scripts/pool.ts --gap pimc/*.json -- cheater/*.json
 *                                    the share of the cheater's edge that pimc's edge makes up
 * How each figure is pooled (means exactly, win rates with Wilson intervals, the defenders' win
 * rates beside the declarer's, substitution figures, the gap's interval): src/pool.ts.
 */
import { readFileSync } from 'node:fs';
import { gap, pool, type Report } from '../src/pool';

const read = (files: readonly string[]) => files.map((f) => JSON.parse(readFileSync(f, 'utf8')) as Report);

const args = process.argv.slice(2);
if (args[0] === '--gap') {
  const cut = args.indexOf('--');
  process.stdout.write(
    `${JSON.stringify(gap(read(args.slice(1, cut)), read(args.slice(cut + 1))), null, 2)}\n`,
  );
} else process.stdout.write(`${JSON.stringify(pool(read(args)), null, 2)}\n`);
