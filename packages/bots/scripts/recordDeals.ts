/**
 * Reading the records of `tarock simulate --duplicate --records DIR` deal by deal, for the scripts
 * that pair two matches on the same seeds (gapRecords.ts, versusRecords.ts).
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { type GameRecord, gameOfRecord, parseRecordJson } from '@tarock/engine';
import { lessOthers } from '../src/matchStats';

/** The match tables of a records directory by file name (the baseline tables left out). */
export function matchTables(dir: string): Map<string, GameRecord> {
  const out = new Map<string, GameRecord>();
  for (const f of readdirSync(dir)) {
    if (!f.endsWith('.json') || f.endsWith('-base.json')) continue;
    const r = parseRecordJson(readFileSync(join(dir, f), 'utf8'));
    if (!r.ok) throw new Error(`${join(dir, f)}: ${r.error}`);
    out.set(f, r.value);
  }
  return out;
}

/**
 * Per deal (the record's Seed tag): `player`'s mean result over its seats less the other players'
 * mean, over all the deal's tables — the paired difference `tarock simulate` reports. A deal with
 * fewer tables than the others (a run still writing) is left out.
 */
export function pairedByDeal(tables: Iterable<GameRecord>, player: string): Map<string, number> {
  const sums = new Map<
    string,
    { mine: number; mineN: number; rest: number; restN: number; tables: number }
  >();
  for (const rec of tables) {
    const deal = rec.tags['Seed'];
    const deltas = rec.result?.deltas;
    if (!deal || !deltas) throw new Error(`a record without a Seed tag or a result (${deal ?? '?'})`);
    const s = sums.get(deal) ?? { mine: 0, mineN: 0, rest: 0, restN: 0, tables: 0 };
    s.tables++;
    rec.seats.forEach((seat, i) => {
      const x = deltas[i] ?? 0;
      if (seat.player === player) {
        s.mine += x;
        s.mineN++;
      } else {
        s.rest += x;
        s.restN++;
      }
    });
    sums.set(deal, s);
  }
  const most = Math.max(0, ...[...sums.values()].map((s) => s.tables));
  const out = new Map<string, number>();
  for (const [deal, s] of sums)
    if (s.tables === most && s.mineN && s.restN) out.set(deal, s.mine / s.mineN - s.rest / s.restN);
  return out;
}

/**
 * A seat's points at a table less the mean of the deal's other active players (a dealer who sits
 * out is not one of them), as `tarock simulate` reads a table.
 */
export function relativeAt(rec: GameRecord, seat: number): number {
  const game = gameOfRecord(rec);
  if (!game.ok) throw new Error(`a record that does not load: ${game.error}`);
  return lessOthers(rec.result?.deltas ?? [], seat, game.value.newDeal({ dealer: rec.dealer }).players);
}
