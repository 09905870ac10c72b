/**
 * This checkout's playout loop against another checkout's (e.g. a worktree of an older commit),
 * in one process, alternating round by round so both share the machine's load; playouts per
 * second of CPU time, best and median of the rounds, and the mean declarer's points (which must
 * agree: both loops play the same game).
 *
 *   npx tsx packages/bots/scripts/playoutsAb.ts OTHER_CHECKOUT [PLAYOUTS=500000] [ROUNDS=5]
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { createRng } from '@tarock/engine';
import { PLAYOUT_SETUPS } from '../src/bench/index';
import { type PlayoutSetup, runPlayouts } from '../src/bench/playouts';

type Loop = typeof runPlayouts;
const [other, nText, roundsText] = process.argv.slice(2);
if (!other) throw new Error('usage: playoutsAb.ts OTHER_CHECKOUT [PLAYOUTS] [ROUNDS]');
const n = Number(nText ?? 500_000);
const rounds = Number(roundsText ?? 5);
const theirs = (
  (await import(pathToFileURL(path.resolve(other, 'packages/bots/src/bench/playouts.ts')).href)) as {
    runPlayouts: Loop;
  }
).runPlayouts;
const loops: { name: string; run: Loop }[] = [
  { name: other, run: theirs },
  { name: 'this checkout', run: runPlayouts },
];
const setups: [string, PlayoutSetup][] = Object.entries(PLAYOUT_SETUPS);
for (const [family, setup] of setups) {
  const per = setup.rules.pack.counting === 'thirds' ? 3 : 1;
  for (const l of loops) l.run(setup, createRng('warm-up'), n / 10);
  const rates = loops.map(() => [] as number[]);
  const means = loops.map(() => 0);
  for (let r = 0; r < rounds; r++) {
    loops.forEach((l, i) => {
      const c0 = process.cpuUsage();
      const sum = l.run(setup, createRng('bench-playouts'), n);
      const c = process.cpuUsage(c0);
      rates[i]?.push(n / ((c.user + c.system) / 1e6));
      means[i] = sum / n / per;
    });
  }
  loops.forEach((l, i) => {
    const rs = (rates[i] ?? []).sort((x, y) => y - x);
    const f = (x: number | undefined) => Math.round(x ?? 0).toLocaleString('en');
    console.log(
      `${family} ${l.name}: best ${f(rs[0])}, median ${f(rs[rs.length >> 1])} per CPU second; mean declarer's points ${(means[i] ?? 0).toFixed(3)}`,
    );
  });
}
