/**
 * Where a player's paired difference comes from, by its role at each table, from the records of
 * `tarock simulate --duplicate --records DIR` (baseline tables skipped). At each table the
 * player's result less the mean of the others' is split by the player's role there — declarer
 * (by contract), defender (whether a contra was said, and by whom), no game — and each part is
 * summed over the tables and divided by tables per deal and deals, so the parts add up to the
 * paired difference `tarock simulate` reports for three seats (each deal must have all its tables;
 * "the others" are every other seat of the record).
 *
 * With `--pairs` and two groups (two players' matches on the same seeds, directory by directory),
 * the same tables are paired (same deal, same seating) and split by the pair of roles the two
 * players had there (declarer by contract, defender, no declarer): per pair, the tables, each
 * player's mean result per table, and the second player's gain over the first per deal — where two
 * players' difference comes from, e.g. which contracts a cheater declares where pimc declares a
 * smaller one.
 *
 *   npx tsx packages/bots/scripts/roleSplit.ts PLAYER DIR … [-- PLAYER DIR …]
 *   npx tsx packages/bots/scripts/roleSplit.ts --pairs PLAYER DIR … -- PLAYER DIR …
 */
import { existsSync, statSync } from 'node:fs';
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

/** The role pairs of two players at the same tables (`firstDirs[i]` and `secondDirs[i]` one seed). */
function pairs(
  first: string,
  firstDirs: readonly string[],
  second: string,
  secondDirs: readonly string[],
): void {
  if (firstDirs.length !== secondDirs.length)
    throw new Error('--pairs needs as many directories for each player');
  const kind = (at: ReturnType<typeof roleAt>): string =>
    at.role.startsWith('declarer')
      ? (at.contract ?? at.role)
      : at.role.startsWith('defender')
        ? 'defender'
        : at.role;
  const cells = new Map<string, { tables: number; a: number; b: number }>();
  const deals = new Set<string>();
  let tablesPerDeal = 0;
  firstDirs.forEach((dir, i) => {
    const theirs = matchTables(secondDirs[i] as string);
    const perDeal = new Map<string, number>();
    for (const [name, rec] of matchTables(dir)) {
      const other = theirs.get(name);
      if (!other) continue;
      const deal = `${i}/${rec.tags['Seed'] ?? '?'}`;
      deals.add(deal);
      perDeal.set(deal, (perDeal.get(deal) ?? 0) + 1);
      const mine = roleAt(rec, first);
      const theirsAt = roleAt(other, second);
      const key = `${kind(mine)} | ${kind(theirsAt)}`;
      const c = cells.get(key) ?? { tables: 0, a: 0, b: 0 };
      c.tables++;
      c.a += mine.relative;
      c.b += theirsAt.relative;
      cells.set(key, c);
    }
    tablesPerDeal = Math.max(tablesPerDeal, ...perDeal.values());
  });
  const per = tablesPerDeal * deals.size;
  const lines = [
    `${first} | ${second}: ${deals.size} deals, ${tablesPerDeal} tables each; by the roles at the same table:`,
    `  ${'roles'.padEnd(44)} ${'tables'.padStart(6)} ${'first'.padStart(8)} ${'second'.padStart(8)}  second − first, per deal`,
    ...[...cells]
      .sort(([, x], [, y]) => y.b - y.a - (x.b - x.a))
      .map(
        ([key, c]) =>
          `  ${key.padEnd(44)} ${String(c.tables).padStart(6)} ${(c.a / c.tables).toFixed(2).padStart(8)} ${(c.b / c.tables).toFixed(2).padStart(8)}  ${((c.b - c.a) / per).toFixed(2).padStart(7)}`,
      ),
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
}

const args = process.argv.slice(2);
const paired = args[0] === '--pairs';
if (paired) args.shift();
if (args.length < 2) {
  process.stderr.write('usage: roleSplit.ts [--pairs] PLAYER DIR … [-- PLAYER DIR …]\n');
  process.exit(2);
}
const groups: string[][] = [[]];
for (const a of args)
  if (a === '--') groups.push([]);
  else groups[groups.length - 1]?.push(a);
// A flag or a mistyped directory gets a usage line, not a stack trace from the first read.
for (const group of groups)
  for (const arg of group) {
    const problem = arg.startsWith('-')
      ? `unknown option ${arg}`
      : arg === group[0]
        ? ''
        : !existsSync(arg) || !statSync(arg).isDirectory()
          ? `not a directory: ${arg}`
          : '';
    if (problem) {
      process.stderr.write(
        `roleSplit.ts: ${problem}\nusage: roleSplit.ts [--pairs] PLAYER DIR … [-- PLAYER DIR …]\n`,
      );
      process.exit(2);
    }
  }
if (paired) {
  const [first, second] = groups;
  const [a, ...aDirs] = first ?? [];
  const [b, ...bDirs] = second ?? [];
  if (!a || !b || groups.length !== 2) {
    process.stderr.write('usage: roleSplit.ts --pairs PLAYER DIR … -- PLAYER DIR …\n');
    process.exit(2);
  }
  pairs(a, aDirs, b, bDirs);
} else for (const [player, ...dirs] of groups) if (player) split(player, dirs);
