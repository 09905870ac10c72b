/**
 * The text of a bot match's figures (`tarock simulate`): per player the points per deal with a
 * 95 % confidence interval, the declarer's win rate and points, the defenders' points and win rate
 * (the share of defended games the declarer lost; a draw is no win of either side); for two
 * players in a duplicate match the paired difference, the deals significance needs, and the
 * difference in each role; with a baseline table, each player's substitution differences.
 * A mean reads `+1.23 ± 0.45` (none from a single sample: `n=1: no CI`, not ± 0); a rate reads
 * with its Wilson interval, `100.0% [43.8%, 100.0%]` (matchStats.ts in @tarock/bots).
 */
import {
  type Difference,
  type Interval,
  type MatchReport,
  type MeanCi,
  type PlayerStats,
  type SubstitutionRole,
  differenceInterval,
  meanInterval,
  rateDifference,
  wilson,
} from '@tarock/bots/node';
import { counted } from './render';
import { WIDTH, wrapList } from './wrap';

const signed = (x: number, digits = 2) => (x >= 0 ? '+' : '') + x.toFixed(digits);
const pct = (x: number) => `${(x * 100).toFixed(1)}%`;

/** Four decimal places, as the report's figures have them (not 33.31999999999999 in --json). */
export const places4 = (x: number): number => Math.round(x * 1e4) / 1e4;
/** An interval to four places, as --json writes it. */
export const interval4 = (i: Interval | null) => (i ? [places4(i[0]), places4(i[1])] : null);

/** `+1.23 ± 0.45`; `+1.23 (n=1: no CI)` from one sample, whose spread is unknown; `-` from none. */
export function ciText(m: MeanCi, digits = 2): string {
  if (!m.n) return '-';
  return meanInterval(m)
    ? `${signed(m.mean, digits)} ± ${m.ci95.toFixed(digits)}`
    : `${signed(m.mean, digits)} (n=1: no CI)`;
}

/** `k` of `n` as a rate with its Wilson interval, `66.7% [20.8%, 93.9%]`; `-` without a trial. */
export function rateText(k: number, n: number): string {
  const i = wilson(k, n);
  return i ? `${pct(k / n)} [${pct(i[0])}, ${pct(i[1])}]` : '-';
}

const verdict = (significant: boolean) => (significant ? 'significant' : 'not significant');

/**
 * The verdict on a difference of means: clear of 0 but not significant means too few samples for
 * the normal approximation (the stats call nothing significant below their floor); "not
 * significant" beside an interval such as -122.36 ± 26.26 misread.
 */
const meanVerdict = (
  d: { readonly mean: number; readonly ci95: number; readonly n?: number },
  significant: boolean,
) =>
  // Without an interval (a single sample: "n=1: no CI") there is nothing clear of 0.
  !significant && (d.n === undefined || d.n > 1) && Math.abs(d.mean) > d.ci95
    ? 'too few deals for a verdict'
    : verdict(significant);

/** A difference of two means, from samples `a` and `b`: no interval when one has a single sample. */
function differenceText(d: Difference, a: MeanCi, b: MeanCi): string {
  if (!a.n || !b.n) return '- (none on one side)';
  if (!differenceInterval(d, a, b)) return `${signed(d.mean)} (a side has 1: no CI)`;
  return `${signed(d.mean)} ± ${d.ci95.toFixed(2)} (${meanVerdict(d, d.significant)})`;
}

type Role = 'declarer' | 'defender';

/**
 * The two players' win rates in a role apart, with Newcombe's interval (null: one never declared,
 * or never defended).
 */
const winRates = (a: PlayerStats, b: PlayerStats, role: Role = 'declarer') =>
  rateDifference(a[role].won, a[role].deals, b[role].won, b[role].deals);

/** …in percentage points, with the interval's verdict (significant when it excludes 0, at any count). */
function rateDifferenceText(a: PlayerStats, b: PlayerStats, role: Role = 'declarer'): string {
  const d = winRates(a, b, role);
  if (!d) return role === 'declarer' ? '- (one never declared)' : '- (one never defended)';
  const points = (x: number) => signed(x * 100, 1);
  return `${points(d.difference)} percentage points [${points(d.interval95[0])}, ${points(d.interval95[1])}] (${verdict(d.significant)})`;
}

/** Columns padded to their widest cell, two spaces apart. */
function columns(head: readonly string[], rows: readonly (readonly string[])[]): string[] {
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((row) => (row[i] ?? '').length)));
  const line = (cells: readonly string[]) =>
    cells
      .map((c, i) => c.padEnd(widths[i] ?? 0))
      .join('  ')
      .trimEnd();
  return [line(head), ...rows.map(line)];
}

/**
 * A table in columns; one wider than the terminal is given as two (or, failing that, as many as
 * it takes), one below the other, each with the first `keep` columns (who the row is) and its
 * share of the others: split before one of the columns `breaks` allows (what belongs together
 * stays together), where the two are most alike in width.
 */
export function tableText(
  head: readonly string[],
  rows: readonly (readonly string[])[],
  keep = 1,
  breaks: readonly number[] = head.map((_, i) => i),
): string[] {
  const who = head.slice(0, keep).map((_, i) => i);
  const pick = (cols: readonly number[]) =>
    columns(
      cols.map((i) => head[i] ?? ''),
      rows.map((row) => cols.map((i) => row[i] ?? '')),
    );
  const width = (t: readonly string[]) => Math.max(...t.map((l) => l.length));
  const all = head.map((_, i) => i);
  const whole = pick(all);
  if (width(whole) <= WIDTH) return whole;
  const range = (from: number, to: number) => all.slice(from, to);
  let best: string[][] | null = null;
  for (const at of breaks.filter((i) => i > keep && i < head.length)) {
    const two = [pick([...who, ...range(keep, at)]), pick([...who, ...range(at, head.length)])];
    if (two.some((t) => width(t) > WIDTH)) continue;
    if (!best || Math.max(...two.map(width)) < Math.max(...best.map(width))) best = two;
  }
  if (!best) {
    // No two fit: as many of the other columns to a table as fit, in order.
    best = [];
    let cols = who;
    for (let i = keep; i < head.length; i++) {
      if (cols.length > keep && width(pick([...cols, i])) > WIDTH) {
        best.push(pick(cols));
        cols = [...who, i];
      } else cols = [...cols, i];
    }
    best.push(pick(cols));
  }
  return best.flatMap((t, i) => (i ? ['', ...t] : t));
}

/**
 * The figures as `--json` writes them: the report's, every mean and rate also with its 95 %
 * interval as `interval95: [lo, hi]` — mean ± ci95 for a mean, the Wilson interval for the
 * declarer's and the defenders' win rates, Newcombe's for the difference of two win rates — or
 * null where there is none (a mean of one sample, a rate of no trial). The old keys (`ci95`) stay
 * as they were; a difference of two win rates is `significant` as the text says, when Newcombe's
 * interval excludes 0.
 */
export function matchReportJson(r: MatchReport) {
  const mean = (m: MeanCi) => ({ ...m, interval95: meanInterval(m) });
  const role = (x: SubstitutionRole) => ({
    ...x,
    difference: mean(x.difference),
    player: mean(x.player),
    baseline: mean(x.baseline),
    relative: { ...x.relative, difference: mean(x.relative.difference) },
  });
  const figures = r.players.map((p) => ({
    ...p,
    perDeal: mean(p.perDeal),
    declarer: {
      ...p.declarer,
      winRate: { ...p.declarer.winRate, interval95: interval4(wilson(p.declarer.won, p.declarer.deals)) },
      points: mean(p.declarer.points),
    },
    defender: {
      ...p.defender,
      points: mean(p.defender.points),
      winRate: { ...p.defender.winRate, interval95: interval4(wilson(p.defender.won, p.defender.deals)) },
    },
  }));
  const p = r.paired;
  const [a, b] = r.players;
  const rates = a && b ? winRates(a, b) : null;
  const defence = a && b ? winRates(a, b, 'defender') : null;
  const paired =
    p && a && b
      ? {
          ...p,
          difference: mean(p.difference),
          roles: {
            declarerWinRate: {
              ...p.roles.declarerWinRate,
              // The text's verdict: Newcombe's interval clear of 0 (the normal one's ci95 stays).
              ...(rates ? { significant: rates.significant } : {}),
              interval95: interval4(rates?.interval95 ?? null),
            },
            declarerPoints: {
              ...p.roles.declarerPoints,
              interval95: differenceInterval(p.roles.declarerPoints, a.declarer.points, b.declarer.points),
            },
            defenderPoints: {
              ...p.roles.defenderPoints,
              interval95: differenceInterval(p.roles.defenderPoints, a.defender.points, b.defender.points),
            },
            defenderWinRate: {
              ...p.roles.defenderWinRate,
              ...(defence ? { significant: defence.significant } : {}),
              interval95: interval4(defence?.interval95 ?? null),
            },
          },
        }
      : null;
  const substitution = r.substitution && {
    ...r.substitution,
    players: r.substitution.players.map((x) => ({
      ...x,
      overall: role(x.overall),
      declarer: role(x.declarer),
      defender: role(x.defender),
    })),
  };
  return { figures, paired, substitution };
}

export function matchReportText(r: MatchReport): string[] {
  // What the deals move: game points, or money in cents (the heading says which), by its word.
  const amounts = r.unit === 'cents' ? 'cents' : 'points';
  const head = [
    'player',
    'per deal (95% CI)',
    'declarer won/played',
    'win rate (95% CI)',
    'per declared game',
    'per defended game',
    'defence won/played',
    'defence win rate (95% CI)',
  ];
  const rows = r.players.map((p) => [
    p.player,
    ciText(p.perDeal),
    p.declarer.deals ? `${p.declarer.won}/${p.declarer.deals}` : '-',
    rateText(p.declarer.won, p.declarer.deals),
    ciText(p.declarer.points),
    p.defender.deals ? `${ciText(p.defender.points)} (${p.defender.deals})` : '-',
    p.defender.deals ? `${p.defender.won}/${p.defender.deals}` : '-',
    rateText(p.defender.won, p.defender.deals),
  ]);
  // Split, if it must be, between the points per deal and the roles, or between the roles.
  const out = tableText(head, rows, 1, [2, 5]);
  // The sentences below wrap between their phrases (never inside `+1.23 ± 0.45`), continued
  // deeper than they start.
  const phrases = (head: string, items: readonly string[], indent: string) =>
    wrapList(head, items, ' ', WIDTH, indent);
  const p = r.paired;
  const [a, b] = r.players;
  if (p && a && b) {
    const d = p.difference;
    const over = `over ${counted(d.n, 'deal')}`;
    const paired = !meanInterval(d)
      ? [signed(d.mean), over, '(n=1: no CI, no verdict)']
      : [
          `${signed(d.mean)} ± ${d.ci95.toFixed(2)}`,
          over,
          ...(p.significant
            ? ['(significant at 95%)']
            : p.dealsNeeded === null
              ? ['(no difference)']
              : ['(not significant;', `a difference this size needs about ${p.dealsNeeded} deals)`]),
        ];
    out.push(
      '',
      ...phrases(`${p.first} − ${p.second}, paired per deal: `, paired, '    '),
      ...phrases(
        '  as declarer: ',
        [
          `win rate ${rateDifferenceText(a, b)},`,
          `${amounts} ${differenceText(p.roles.declarerPoints, a.declarer.points, b.declarer.points)}`,
        ],
        '      ',
      ),
      ...phrases(
        '  as defender: ',
        [
          `win rate ${rateDifferenceText(a, b, 'defender')},`,
          `${amounts} ${differenceText(p.roles.defenderPoints, a.defender.points, b.defender.points)}`,
        ],
        '      ',
      ),
    );
  }
  const sub = r.substitution;
  if (sub) {
    const role = (x: SubstitutionRole) =>
      x.difference.n
        ? [
            ciText(x.difference),
            `(${meanVerdict(x.difference, x.significant)};`,
            `${counted(x.difference.n, 'deal')}, ${counted(x.seats, 'seat')};`,
            `${ciText(x.player)} against ${ciText(x.baseline)});`,
            `relative to the table ${ciText(x.relative.difference)}`,
            `(${meanVerdict(x.relative.difference, x.relative.significant)})`,
          ]
        : ['- (no such seat)'];
    out.push(
      '',
      `Against the baseline table (${sub.baseline} in every seat), the same seat of the same deal:`,
      `(relative to the table: a seat's ${amounts} less the mean of the other seats' at its table)`,
    );
    for (const p of sub.players)
      out.push(
        ...phrases(
          `${p.player} (match table) − ${sub.baseline} (baseline table): every seat `,
          role(p.overall),
          '    ',
        ),
        ...phrases('  as declarer in both tables: ', role(p.declarer), '      '),
        ...phrases(
          '  as defender in both tables (same declarer, same contract): ',
          role(p.defender),
          '      ',
        ),
      );
  }
  out.push(
    '',
    `Outcomes: ${outcomesInOrder(r.outcomes)
      .map(([k, v]) => `${k} ${v}`)
      .join(', ')}`,
  );
  return out;
}

/** A settlement's outcomes in the order the engine lists them; any other after them, by name. */
const OUTCOME_ORDER: readonly string[] = ['won', 'lost', 'draw', 'passed', 'trischaken'];

/**
 * The counts of each outcome in a fixed order, whatever order the deals came in (they are counted
 * as first seen, which differs from seed to seed and between worker threads).
 */
export function outcomesInOrder(outcomes: Readonly<Record<string, number>>): [string, number][] {
  const rank = (k: string) => {
    const i = OUTCOME_ORDER.indexOf(k);
    return i < 0 ? OUTCOME_ORDER.length : i;
  };
  return Object.entries(outcomes).sort(([a], [b]) => rank(a) - rank(b) || a.localeCompare(b));
}
