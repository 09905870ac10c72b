/**
 * Runs the shared conformance suite outside vitest, with more deals or another seed, and prints
 * per game the time, the states checked, the views compared, the outcomes and any failure.
 * Usage: npm run conformance -- [--games N] [--seed S] [--variant PREFIX] [--options] [--pass W]
 * (`--options`: also every non-default option value of each preset; `--pass W`: a seat that may
 * pass does so with probability W, so that deals where everyone passes come up).
 */
import { parseArgs } from 'node:util';
import { PRESETS } from '../packages/engine/src/index';
import { optionGames, runConformance, suiteGames, withMini } from '../packages/engine/src/testing/index';

const { values } = parseArgs({
  options: {
    games: { type: 'string' },
    seed: { type: 'string' },
    variant: { type: 'string' },
    options: { type: 'boolean' },
    pass: { type: 'string' },
  },
});
const presets = withMini(PRESETS);
const passWeight = Number(values.pass ?? 0);
const games = Number(values.games ?? 1000);
let failed = 0;
for (const game of [...suiteGames(presets), ...(values.options ? optionGames(presets) : [])]) {
  if (values.variant && !game.name.startsWith(values.variant)) continue;
  const t = performance.now();
  const r = runConformance(game, { games, seed: values.seed ?? 'conformance', presets, passWeight });
  const ms = Math.round(performance.now() - t);
  console.log(
    `${game.name}: ${games} deals in ${ms} ms, ${r.states} states, ${r.viewComparisons} views compared, ${JSON.stringify(r.outcomes)}`,
  );
  for (const f of r.failures)
    console.log(`  ${f.check} (deal ${f.index}, state ${String(f.step)}): ${f.message}`);
  failed += r.failures.length;
}
process.exit(failed ? 1 : 0);
