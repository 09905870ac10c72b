/**
 * Where a player's results differ from the baseline table's, read from the records of
 * `tarock simulate --duplicate --baseline NAME --records DIR` (JSON records): every seat the
 * player held is set against the same seat of the deal's baseline table (`deal-N-base`), and the
 * differences are split
 * - by role at the two tables (declarer at both, at one only, defender at both against the same
 *   declarer and contract, defender against another declarer or contract, a passed deal);
 * - for the defender at both tables: by what the player decided besides its cards and bids
 *   (contras, announcements), and, where it decided nothing besides, by the declarer's outcome at
 *   the two tables (a game turned, or the same outcome by another margin) and by the fate of the
 *   Pagat / Uhu (the settlement's lines); and by who sat beside and against it;
 * - the player's contras as a defender, by how the doubled game ended.
 * Each line: seats, the mean difference per seat with its 95 % interval (seats of one deal taken
 * as independent: a rough guide; simulate's own figures pair by deal), and the sum.
 *
 * With `--relative` a seat's result is its points less the mean of the other seats' (what a
 * series ranking depends on: in positive scoring a player's own points do not show what it gives
 * the others, e.g. a won doubled game's fourfold score for the declarer).
 *
 *   npx tsx packages/bots/scripts/substitutionRecords.ts --player pimc:strong [--relative] DIR [DIR …]
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { type GameRecord, parseRecordJson } from '@tarock/engine';
import { Tally } from '../src/matchStats';

const relative = process.argv.includes('--relative');
const args = process.argv.slice(2).filter((a) => a !== '--relative');
const at = args.indexOf('--player');
const player = at >= 0 ? args[at + 1] : undefined;
const dirs = args.filter((_, i) => i !== at && i !== at + 1);
if (!player || dirs.length === 0) {
  process.stderr.write('usage: substitutionRecords.ts --player NAME [--relative] DIR [DIR …]\n');
  process.exit(2);
}

function read(file: string): GameRecord {
  const r = parseRecordJson(readFileSync(file, 'utf8'));
  if (!r.ok) throw new Error(`${file}: ${r.error}`);
  return r.value;
}

/** Turns besides the cards, the deal and the auction's routine: contras, announcements, … */
const ROUTINE = new Set(['deal', 'play', 'pass', 'accept', 'ready', 'bid', 'talon', 'discard', 'trump']);

function decisions(r: GameRecord, seat: number): string[] {
  const out = new Set<string>();
  for (const t of r.turns) {
    if (t.actor !== seat || ROUTINE.has(t.action.type)) continue;
    const bonus = 'bonus' in t.action ? `:${String(t.action.bonus)}` : '';
    out.add(`${t.action.type}${bonus}`);
  }
  return [...out].sort();
}

/** The seat's result: its own points, or with `--relative` its points less the others' mean. */
function resultOf(r: NonNullable<GameRecord['result']>, seat: number): number {
  const own = r.deltas[seat] ?? 0;
  if (!relative) return own;
  const others = r.deltas.filter((_, s) => s !== seat);
  return own - others.reduce((a, x) => a + x, 0) / Math.max(1, others.length);
}

function bird(r: GameRecord): string {
  const line = r.result?.lines.find((l) => /Pagat|Uhu/.test(l.text))?.text;
  if (!line) return 'no bird';
  if (line.includes('captured')) return 'captured';
  if (line.includes('won its trick')) return 'won';
  return 'other';
}

const groups = new Map<string, Tally>();
const add = (key: string, x: number) => {
  const t = groups.get(key) ?? new Tally();
  t.add(x);
  groups.set(key, t);
};

for (const dir of dirs) {
  const files = readdirSync(dir).filter((f) => f.endsWith('.json'));
  for (const f of files.filter((x) => x.endsWith('-base.json'))) {
    const base = read(join(dir, f));
    const stem = f.slice(0, -'-base.json'.length);
    const tables = files.filter((x) => x.startsWith(`${stem}-`) && x !== f).map((x) => read(join(dir, x)));
    const b = base.result;
    if (!b) continue;
    for (const t of tables) {
      const r = t.result;
      if (!r) continue;
      t.seats.forEach((s, seat) => {
        if (s.player !== player) return;
        const diff = resultOf(r, seat) - resultOf(b, seat);
        const playedAt = (x: typeof r) => x.declarer !== null && x.outcome !== 'passed';
        let role: string;
        if (!playedAt(r) || !playedAt(b)) role = 'a table passed';
        else if (r.declarer === seat && b.declarer === seat) role = 'declarer at both';
        else if (b.declarer === seat) role = 'declarer at the baseline table only';
        else if (r.declarer === seat) role = 'declarer at the match table only';
        else if (r.declarer === b.declarer && r.contract === b.contract) role = 'defender at both';
        else role = 'defender at both, another declarer or contract';
        add(`role: ${role}`, diff);
        if (r.declarer !== seat && playedAt(r) && decisions(t, seat).some((d) => d.startsWith('contra')))
          add(`its contras as a defender (any role at the baseline table): declarer ${r.outcome}`, diff);
        if (role !== 'defender at both') return;
        const partner = r.cardPoints.find((c) => c.seats.includes(seat))?.seats.find((x) => x !== seat);
        const declarer = r.declarer ?? -1;
        add(
          `defender at both, beside ${t.seats[partner ?? -1]?.player ?? 'nobody'} against ${t.seats[declarer]?.player ?? '?'}`,
          diff,
        );
        const own = decisions(t, seat);
        add(`defender at both, decided: ${own.join(', ') || 'nothing besides cards'}`, diff);
        if (own.length) return;
        add(`defender at both, nothing else: declarer ${b.outcome} (baseline) → ${r.outcome}`, diff);
        add(`defender at both, nothing else: Pagat/Uhu ${bird(base)} (baseline) → ${bird(t)}`, diff);
      });
    }
  }
}

const width = Math.max(...[...groups.keys()].map((k) => k.length));
const rank = (k: string) =>
  k.startsWith('role') ? 0 : k.includes('beside') ? 1 : k.includes('decided') ? 2 : 3;
for (const key of [...groups.keys()].sort((a, b) => rank(a) - rank(b) || a.localeCompare(b))) {
  const t = groups.get(key) as Tally; // a key of the map
  const s = t.summary();
  process.stdout.write(
    `${key.padEnd(width)}  ${String(s.n).padStart(5)} seats  ${s.mean >= 0 ? '+' : ''}${s.mean.toFixed(2)} ± ${s.ci95.toFixed(2)}  sum ${t.sum >= 0 ? '+' : ''}${t.sum}\n`,
  );
}
