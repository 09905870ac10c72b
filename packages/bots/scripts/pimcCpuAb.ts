/**
 * pimc's CPU time per card in this checkout against another checkout's (e.g. a worktree of an
 * older commit), in one process, alternating round by round so both share the machine's load.
 * The level's node budget bounds each decision and the clock never moves, so no card is cut and
 * both play the same cards when their choices agree (the card counts must then agree too).
 *
 *   npx tsx packages/bots/scripts/pimcCpuAb.ts OTHER_CHECKOUT [VARIANT=haferltarock] [DEALS=10] [ROUNDS=2] [LEVEL=fast]
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { benchPimc } from '../src/bench/pimcBench';
import { PIMC_LEVELS } from '../src/pimc';

type Bench = typeof benchPimc;
const [other, variantText, dealsText, roundsText, levelText] = process.argv.slice(2);
if (!other) throw new Error('usage: pimcCpuAb.ts OTHER_CHECKOUT [VARIANT] [DEALS] [ROUNDS] [LEVEL]');
const variant = variantText ?? 'haferltarock';
const deals = Number(dealsText ?? 10);
const rounds = Number(roundsText ?? 2);
const level = PIMC_LEVELS[(levelText ?? 'fast') as keyof typeof PIMC_LEVELS];
if (!level) throw new Error(`no pimc level ${levelText}`);
if (!(Number.isInteger(deals) && deals > 0 && Number.isInteger(rounds) && rounds > 0))
  throw new Error(
    `DEALS and ROUNDS must be whole numbers above 0, not ${dealsText ?? 10} and ${roundsText ?? 2}`,
  );
const theirs = (
  (await import(pathToFileURL(path.resolve(other, 'packages/bots/src/bench/pimcBench.ts')).href)) as {
    benchPimc: Bench;
  }
).benchPimc;
const runs: { name: string; bench: Bench; ms: number[]; cards: number }[] = [
  { name: other, bench: theirs, ms: [], cards: 0 },
  { name: 'this checkout', bench: benchPimc, ms: [], cards: 0 },
];
const still = () => 0;
// Warm both up (compilation), untimed.
for (const r of runs) r.bench(variant, level, 1, still);
for (let round = 0; round < rounds; round++)
  for (const r of runs) {
    const t0 = process.cpuUsage();
    r.cards = r.bench(variant, level, deals, still).count;
    const t = process.cpuUsage(t0);
    r.ms.push((t.user + t.system) / 1000);
  }
console.log(`${variant}, pimc:${levelText ?? 'fast'}, ${deals} deals, ${rounds} rounds (CPU ms per card)`);
const [a, b] = runs;
if (a && b && a.cards !== b.cards)
  console.log(
    `  the two played different cards (${a.cards} and ${b.cards}): their choices differ, so the times do not compare card for card`,
  );
for (const r of runs) {
  const per = r.ms.map((ms) => (ms / r.cards).toFixed(2)).join(', ');
  console.log(`  ${r.name}: ${r.cards} cards; ${per}`);
}
