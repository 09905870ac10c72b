/**
 * The text of a bot match's figures (`tarock simulate`): per player the points per deal with a
 * 95 % confidence interval, the declarer's win rate and points, the defenders' points; for two
 * players in a duplicate match the paired difference, the deals significance needs, and the
 * difference in each role; with a baseline table, each player's substitution differences.
 */
import type { Difference, MatchReport, MeanCi, SubstitutionRole } from '@tarock/bots/node';

const signed = (x: number, digits = 2) => (x >= 0 ? '+' : '') + x.toFixed(digits);
const pct = (x: number) => `${(x * 100).toFixed(1)}%`;

/** `+1.23 ± 0.45` (`-` when there is no sample). */
export function ciText(m: MeanCi, digits = 2): string {
  return m.n ? `${signed(m.mean, digits)} ± ${m.ci95.toFixed(digits)}` : '-';
}

function differenceText(d: Difference, scale = 1, digits = 2, unit = ''): string {
  return `${signed(d.mean * scale, digits)} ± ${(d.ci95 * scale).toFixed(digits)}${unit} (${d.significant ? 'significant' : 'not significant'})`;
}

export function matchReportText(r: MatchReport): string[] {
  const head = [
    'player',
    'per deal (95% CI)',
    'declarer won/played',
    'win rate (95% CI)',
    'declarer per deal',
    'defender per deal',
  ];
  const rows = r.players.map((p) => [
    p.player,
    ciText(p.perDeal),
    p.declarer.deals ? `${p.declarer.won}/${p.declarer.deals}` : '-',
    p.declarer.deals ? `${pct(p.declarer.winRate.mean)} ± ${pct(p.declarer.winRate.ci95)}` : '-',
    ciText(p.declarer.points),
    p.defender.deals ? `${ciText(p.defender.points)} (${p.defender.deals})` : '-',
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((row) => (row[i] ?? '').length)));
  const line = (cells: readonly string[]) =>
    cells
      .map((c, i) => c.padEnd(widths[i] ?? 0))
      .join('  ')
      .trimEnd();
  const out = [line(head), ...rows.map(line)];
  const p = r.paired;
  if (p) {
    const d = p.difference;
    const verdict = p.significant
      ? 'significant at 95%'
      : p.dealsNeeded === null
        ? 'no difference'
        : `not significant; a difference this size needs about ${p.dealsNeeded} deals`;
    out.push(
      '',
      `${p.first} − ${p.second}, paired per deal: ${signed(d.mean)} ± ${d.ci95.toFixed(2)} over ${d.n} deals (${verdict})`,
      `  as declarer: win rate ${differenceText(p.roles.declarerWinRate, 100, 1, ' percentage points')}, points ${differenceText(p.roles.declarerPoints)}`,
      `  as defender: points ${differenceText(p.roles.defenderPoints)}`,
    );
  }
  const sub = r.substitution;
  if (sub) {
    const verdict = (significant: boolean) => (significant ? 'significant' : 'not significant');
    const role = (x: SubstitutionRole) =>
      x.difference.n
        ? `${ciText(x.difference)} (${verdict(x.significant)}; ${x.difference.n} deals, ${x.seats} seats; ${ciText(x.player)} against ${ciText(x.baseline)}); relative to the table ${ciText(x.relative.difference)} (${verdict(x.relative.significant)})`
        : '- (no such seat)';
    out.push(
      '',
      `Against the baseline table (${sub.baseline} in every seat), the same seat of the same deal:`,
      "(relative to the table: a seat's points less the mean of the other seats' at its table)",
    );
    for (const p of sub.players)
      out.push(
        `${p.player} (match table) − ${sub.baseline} (baseline table): every seat ${role(p.overall)}`,
        `  as declarer in both tables: ${role(p.declarer)}`,
        `  as defender in both tables (same declarer, same contract): ${role(p.defender)}`,
      );
  }
  out.push(
    '',
    `Outcomes: ${Object.entries(r.outcomes)
      .map(([k, v]) => `${k} ${v}`)
      .join(', ')}`,
  );
  return out;
}
