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
import { matchTables, relativeAt } from './recordDeals';

interface Part {
  sum: number;
  tables: number;
}

/** The player's role at a table (and the contract), and its result there relative to the others. */
function roleAt(
  rec: GameRecord,
  player: string,
): { role: string; contract: string | null; relative: number } {
  const me = rec.seats.findIndex((s) => s.player === player);
  const result = rec.result;
  if (me < 0 || !result) throw new Error(`a table without ${player} or without a result`);
  const relative = relativeAt(rec, me);
  const contras = rec.turns.filter((t) => t.action.type === 'contra');
  const declarer = result.declarer;
  if (declarer === null) return { role: 'no declarer', contract: null, relative };
  if (declarer === me)
    return {
      role: contras.length > 0 ? 'declarer, contra said' : 'declarer',
      contract: `declarer: ${result.contract}`,
      relative,
    };
  const said = contras.some((t) => t.actor === me)
    ? 'its contra'
    : contras.length > 0
      ? "partner's contra"
      : 'no contra';
  return { role: `defender, ${said}`, contract: `defender: ${result.contract}`, relative };
}

function add(parts: Map<string, Part>, key: string, relative: number): void {
  const p = parts.get(key) ?? { sum: 0, tables: 0 };
  p.sum += relative;
  p.tables++;
  parts.set(key, p);
}

function split(player: string, dirs: readonly string[]): void {
  const roles = new Map<string, Part>();
  const contracts = new Map<string, Part>();
  const perDeal = new Map<string, number>();
  for (const dir of dirs)
    for (const rec of matchTables(dir).values()) {
      const at = roleAt(rec, player);
      const deal = `${dir}/${rec.tags['Seed'] ?? '?'}`;
      perDeal.set(deal, (perDeal.get(deal) ?? 0) + 1);
      add(roles, at.role, at.relative);
      if (at.contract) add(contracts, at.contract, at.relative);
    }
  const tables = Math.max(0, ...perDeal.values());
  const deals = perDeal.size;
  const perDealOf = (p: Part) => p.sum / tables / deals;
  const row = (label: string, p: Part, indent: string) =>
    `${indent}${label.padEnd(32 - indent.length)} ${perDealOf(p).toFixed(2).padStart(7)}   ${(p.sum / p.tables).toFixed(2).padStart(8)} (${p.tables} tables)`;
  const sorted = (m: Map<string, Part>) => [...m].sort(([a], [b]) => a.localeCompare(b));
  const total = [...roles.values()].reduce((t, p) => t + perDealOf(p), 0);
  const lines = [
    `${player}: ${deals} deals, ${tables} tables each; per deal (the roles add up) and per table:`,
    ...sorted(roles).map(([role, p]) => row(role, p, '  ')),
    `  ${'paired difference'.padEnd(30)} ${total.toFixed(2).padStart(7)}`,
    '  by contract:',
    ...sorted(contracts).map(([contract, p]) => row(contract, p, '    ')),
  ];
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
