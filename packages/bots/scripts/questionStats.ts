/**
 * How often pimc's solver questions finish within the nodes they are given, by pass and by the
 * tricks already played (docs/strength.md section 18). pimc plays seat 0 of seeded deals against
 * heuristic players, the dealer turning; every question of its card decisions is counted through
 * `PimcSearch.observer`. A question that does not finish counts by its greedy estimate.
 *
 *   npx tsx packages/bots/scripts/questionStats.ts --variant ID --level fast|strong --deals N [--seed S]
 */
import { parseArgs } from 'node:util';
import { createRng, loadGame } from '@tarock/engine';
import { type Player, playDeal } from '../src/arena';
import { PIMC_LEVELS, PimcSearch, pimcAdvice } from '../src/pimc';
import { createMeasurementPlayer } from '../src/registry';

const { values } = parseArgs({
  options: {
    variant: { type: 'string', default: 'illustrated-mayr-sedlaczek-2016' },
    level: { type: 'string', default: 'strong' },
    deals: { type: 'string', default: '8' },
    seed: { type: 'string', default: 'questions' },
  },
});
const level = values.level === 'fast' || values.level === 'strong' ? PIMC_LEVELS[values.level] : null;
const loaded = loadGame(values.variant ?? '');
const heuristic = loaded.ok ? createMeasurementPlayer('heuristic', loaded.value) : null;
if (!level || !loaded.ok || !heuristic?.ok) {
  process.stderr.write('usage: questionStats.ts --variant ID --level fast|strong --deals N [--seed S]\n');
  process.exit(2);
}
const game = loaded.value;

/** Per pass and tricks played: questions, those not finished, nodes given. */
const tally = new Map<string, { n: number; incomplete: number; nodes: number }>();
const search = new PimcSearch(level);
search.observer = (pass, tricks, nodes, complete) => {
  const key = `${pass}/${tricks}`;
  const t = tally.get(key) ?? { n: 0, incomplete: 0, nodes: 0 };
  t.n++;
  if (!complete) t.incomplete++;
  t.nodes += nodes;
  tally.set(key, t);
};
const pimc: Player = { name: level.name, act: (view, rng) => pimcAdvice(search, view, rng, game).action };
const seats: Player[] = Array.from({ length: game.seats }, (_, i) => (i === 0 ? pimc : heuristic.value));
const start = game.preset.match.start(game.rules, game.name, game.seats, 0);
const deals = Number(values.deals);
for (let d = 0; d < deals; d++) {
  playDeal(game, seats, createRng(`${values.seed}/deal/${d}`), { dealer: d % game.seats, pot: start.pot });
  process.stderr.write(`${d + 1}/${deals} deals\r`);
}

console.log(`${game.name}, ${level.name}, ${deals} deals (seed ${values.seed})`);
console.log('pass    tricks played  questions  not finished  mean nodes given');
const passes = ['game', 'margin', 'points', 'ultimo'];
for (const pass of passes)
  for (let t = 0; t < 20; t++) {
    const x = tally.get(`${pass}/${t}`);
    if (!x) continue;
    console.log(
      `${pass.padEnd(8)}${String(t).padStart(13)}${String(x.n).padStart(11)}${`${((100 * x.incomplete) / x.n).toFixed(1)} %`.padStart(14)}${String(Math.round(x.nodes / x.n)).padStart(18)}`,
    );
  }
