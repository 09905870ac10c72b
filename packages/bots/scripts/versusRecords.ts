/**
 * Two versions of a player on the same deals, from the records of two duplicate matches with the
 * same players and seeds (`tarock simulate --duplicate --records DIR`, once with each version):
 * - per deal, the player's paired difference (its mean result less the other players' mean, as
 *   `tarock simulate` pairs) in the new records less that in the old, with its 95 % interval;
 * - with `--decision TYPE` (e.g. `talon`), the tables where the player's seat took an action of
 *   that type in both versions, split by whether it chose the same: its result relative to the
 *   table (its points less the other seats' mean), new less old, per seat. Where the choice was
 *   the same, the difference is the noise of everything else (the random stream diverges after
 *   the first changed decision); where it changed, the choice's effect plus that noise.
 * - with `--contract ID` (e.g. `trischaken`), the tables played as that contract in both versions:
 *   the player's result relative to the table, new − old per seat.
 * - with `--as NAME`, the player of the new records is another (e.g. `cheater-then-pimc:strong`
 *   against `pimc:strong`): two players on the same deals and seats.
 * Deals with fewer tables than the others (a run still writing) are left out.
 *
 *   npx tsx packages/bots/scripts/versusRecords.ts --player pimc:strong [--as NAME] [--decision talon] [--contract ID] OLD_DIR NEW_DIR [OLD_DIR NEW_DIR …]
 * (pairs of directories, one pair per seed).
 */
import type { GameRecord } from '@tarock/engine';
import { Tally } from '../src/matchStats';
import { matchTables, pairedByDeal, relativeAt } from './recordDeals';

let player: string | undefined;
let decision: string | undefined;
let contract: string | undefined;
let as: string | undefined;
const dirs: string[] = [];
const args = process.argv.slice(2);
for (let i = 0; i < args.length; i++) {
  const a = args[i] as string;
  if (a === '--player') player = args[++i];
  else if (a === '--decision') decision = args[++i];
  else if (a === '--contract') contract = args[++i];
  else if (a === '--as') as = args[++i];
  else dirs.push(a);
}
if (!player || dirs.length === 0 || dirs.length % 2 !== 0) {
  process.stderr.write(
    'usage: versusRecords.ts --player NAME [--as NAME] [--decision TYPE] [--contract ID] OLD_DIR NEW_DIR [OLD_DIR NEW_DIR …]\n',
  );
  process.exit(2);
}

/** The player's name in the new records (`--as`): another player on the same deals. */
const newName = as ?? player;
const pairs: [Map<string, GameRecord>, Map<string, GameRecord>][] = [];
for (let i = 0; i < dirs.length; i += 2)
  pairs.push([matchTables(dirs[i] as string), matchTables(dirs[i + 1] as string)]);
const perDeal = new Tally();
for (const [older, newer] of pairs) {
  const a = pairedByDeal(older.values(), player);
  const b = pairedByDeal(newer.values(), newName);
  for (const [deal, x] of a) {
    const y = b.get(deal);
    if (y !== undefined) perDeal.add(y - x);
  }
}
const text = (t: Tally) => {
  const s = t.summary();
  return `${s.n} × ${s.mean >= 0 ? '+' : ''}${s.mean.toFixed(2)} ± ${s.ci95.toFixed(2)}`;
};
process.stdout.write(
  `${newName === player ? player : `${newName} − ${player}`}, per deal, new − old (paired difference over the others): ${text(perDeal)}\n`,
);

if (decision) {
  const same = new Tally();
  const changed = new Tally();
  const choice = (r: GameRecord, seat: number) =>
    r.turns.find((t) => t.actor === seat && t.action.type === decision)?.action;
  for (const [older, newer] of pairs)
    for (const [file, o] of older) {
      const n = newer.get(file);
      if (!n) continue;
      n.seats.forEach((seat, i) => {
        if (seat.player !== newName) return;
        const x = choice(o, i);
        const y = choice(n, i);
        if (!x || !y) return;
        (JSON.stringify(x) === JSON.stringify(y) ? same : changed).add(relativeAt(n, i) - relativeAt(o, i));
      });
    }
  process.stdout.write(
    `${decision} by the player in both versions, result relative to the table, new − old per seat:\n  the same choice: ${text(same)}\n  another choice:  ${text(changed)}\n`,
  );
}

if (contract) {
  const played = new Tally();
  for (const [older, newer] of pairs)
    for (const [file, o] of older) {
      const n = newer.get(file);
      if (!n || o.result?.contract !== contract || n.result?.contract !== contract) continue;
      n.seats.forEach((seat, i) => {
        if (seat.player === newName) played.add(relativeAt(n, i) - relativeAt(o, i));
      });
    }
  process.stdout.write(
    `${contract} in both versions, the player's result relative to the table, new − old per seat: ${text(played)}\n`,
  );
}
