/**
 * Where a player's paired difference comes from, by its role at each table, from the records of
 * `tarock simulate --duplicate --records DIR` (baseline tables skipped). At each table the
 * player's result less the mean of the others' is split by the player's role there — declarer
 * (by contract), defender (whether a contra was said, and by whom), no game — and each part is
 * summed over the tables and divided by tables per deal and deals, so the parts add up to the
 * paired difference `tarock simulate` reports for three seats (each deal must have all its tables;
 * "the others" are every other seat of the record).
 *
 *   npx tsx packages/bots/scripts/roleSplit.ts PLAYER DIR … [-- PLAYER DIR …]
 */
import type { GameRecord } from '@tarock/engine';
import { lessOthers } from '../src/matchStats';
import { matchTables } from './recordDeals';

interface Part {
  sum: number;
  tables: number;
}

/** The player's role at a table, and its result there relative to the others. */
function roleAt(rec: GameRecord, player: string): { roles: string[]; relative: number } | null {
  const me = rec.seats.findIndex((s) => s.player === player);
  const result = rec.result;
  if (me < 0 || !result) return null;
  const relative = lessOthers(
    result.deltas,
    me,
    rec.seats.map((_, i) => i),
  );
  const contras = rec.turns.filter((t) => t.action.type === 'contra');
  const declarer = result.declarer;
  if (declarer === null) return { roles: ['no declarer'], relative };
  if (declarer === me)
    return {
      roles: [contras.length > 0 ? 'declarer, contra said' : 'declarer', `  declarer: ${result.contract}`],
      relative,
    };
  const said = contras.some((t) => t.actor === me)
    ? 'its contra'
    : contras.length > 0
      ? "partner's contra"
      : 'no contra';
  return { roles: [`defender, ${said}`, `  defender: ${result.contract}`], relative };
}

function split(player: string, dirs: readonly string[]): void {
  const parts = new Map<string, Part>();
  const perDeal = new Map<string, number>();
  for (const dir of dirs)
    for (const rec of matchTables(dir).values()) {
      const at = roleAt(rec, player);
      if (!at) throw new Error(`${dir}: a table without ${player} or without a result`);
      const deal = `${dir}/${rec.tags['Seed'] ?? '?'}`;
      perDeal.set(deal, (perDeal.get(deal) ?? 0) + 1);
      for (const role of at.roles) {
        const p = parts.get(role) ?? { sum: 0, tables: 0 };
        p.sum += at.relative;
        p.tables++;
        parts.set(role, p);
      }
    }
  const tables = Math.max(0, ...perDeal.values());
  const deals = perDeal.size;
  const lines = [
    `${player}: ${deals} deals, ${tables} tables each; per deal (the roles add up) and per table:`,
  ];
  const row = (role: string, p: Part, indent = '  ') =>
    `${indent}${role.trim().padEnd(32 - indent.length)} ${(p.sum / tables / deals).toFixed(2).padStart(7)}   ${(p.sum / p.tables).toFixed(2).padStart(8)} (${p.tables} tables)`;
  const sorted = [...parts].sort(([a], [b]) => a.localeCompare(b));
  let total = 0;
  for (const [role, p] of sorted.filter(([r]) => !r.startsWith(' '))) {
    total += p.sum / tables / deals;
    lines.push(row(role, p));
  }
  lines.push(`  ${'paired difference'.padEnd(30)} ${total.toFixed(2).padStart(7)}`, '  by contract:');
  for (const [role, p] of sorted.filter(([r]) => r.startsWith(' '))) lines.push(row(role, p, '    '));
  process.stdout.write(`${lines.join('\n')}\n`);
}

const args = process.argv.slice(2);
if (args.length < 2) {
  process.stderr.write('usage: roleSplit.ts PLAYER DIR … [-- PLAYER DIR …]\n');
  process.exit(2);
}
const groups: string[][] = [[]];
for (const a of args)
  if (a === '--') groups.push([]);
  else groups[groups.length - 1]?.push(a);
for (const [player, ...dirs] of groups) if (player) split(player, dirs);
