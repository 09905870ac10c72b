/**
 * A bot match from the command line, for measurements (docs/strength.md):
 *   npx tsx packages/bots/scripts/match.ts --game haferltarock --players pimc:strong,heuristic,heuristic \
 *     --deals 2000 --seed 1 --duplicate [--workers 2] [--out result.json]
 * Prints progress to standard error and the match report as JSON. The cheater may be seated here
 * (measurement only); `tarock simulate` seats the players of the registry.
 */
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { runMatch } from '../src/node';

const { values } = parseArgs({
  options: {
    game: { type: 'string' },
    players: { type: 'string' },
    deals: { type: 'string', default: '100' },
    seed: { type: 'string', default: '1' },
    duplicate: { type: 'boolean', default: false },
    workers: { type: 'string' },
    out: { type: 'string' },
  },
});
if (!values.game || !values.players) {
  process.stderr.write(
    'usage: match.ts --game ID --players a,b,c --deals N --seed S [--duplicate] [--workers W] [--out FILE]\n',
  );
  process.exit(2);
}
const t0 = Date.now();
const report = await runMatch(
  {
    game: values.game,
    players: values.players.split(','),
    deals: Number(values.deals),
    seed: values.seed ?? '1',
    duplicate: values.duplicate ?? false,
  },
  {
    ...(values.workers ? { workers: Number(values.workers) } : {}),
    onProgress: (done, total) => {
      if (done % 20 === 0 || done === total)
        process.stderr.write(`${done}/${total} deals, ${((Date.now() - t0) / 1000).toFixed(0)} s\n`);
    },
  },
);
const text = `${JSON.stringify({ ...report, seconds: (Date.now() - t0) / 1000 }, null, 2)}\n`;
if (values.out) writeFileSync(values.out, text);
process.stdout.write(text);
