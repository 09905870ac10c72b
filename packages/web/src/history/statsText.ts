/**
 * The statistics (`stats.ts`) in words: per rule set a table, one row a figure and one column a
 * player, every cell a text in the page's language. Amounts as the History's table and the
 * scoreboard write them (`formatAmount`); a mean rounded to the unit's step (a whole cent, a
 * tenth of a point); a rate a whole percent, "–" where there is nothing to divide by.
 */
import { contractsOf } from '@tarock/engine';
import type { Lang } from '../app/settings';
import { presetName } from '../i18n/presetNames';
import { contractLabel, formatAmount } from '../result/format';
import type { PlayerStats, RuleSetStats } from './stats';
import { STATS_STRINGS } from './statsStrings';

export interface StatsRow {
  /** What the row counts (`data-stat`): a figure, or `contract:<id>`. */
  readonly key: string;
  readonly label: string;
  /** Whether the row is one of a group (the contracts under the declarer's games). */
  readonly sub: boolean;
  /** One text per player. */
  readonly cells: readonly string[];
}

export interface StatsTable {
  readonly preset: string;
  /** The rule set's name in the language. */
  readonly name: string;
  readonly players: readonly string[];
  readonly rows: readonly StatsRow[];
}

/** `part` of `whole` as a whole percent in the language ("33 %", "33%"); "–" when `whole` is 0. */
export function percentText(part: number, whole: number, lang: Lang): string {
  if (whole === 0) return '–';
  return new Intl.NumberFormat(lang === 'de' ? 'de-DE' : 'en-GB', {
    style: 'percent',
    maximumFractionDigits: 0,
  }).format(part / whole);
}

/** The mean of `total` over `deals`, rounded to a whole cent or a tenth of a point; "–" for none. */
export function meanText(total: number, deals: number, unit: 'points' | 'cents', lang: Lang): string {
  if (deals === 0) return '–';
  const step = unit === 'cents' ? 1 : 0.1;
  const mean = Math.round(total / deals / step) * step;
  // A tenth as its decimal (0.30000000000000004 read as 0.3); -0 as 0.
  const value = unit === 'cents' ? mean : Number(mean.toFixed(1));
  return formatAmount(value === 0 ? 0 : value, unit, lang, true);
}

/** The table of one rule set in the language. */
export function statsTable(set: RuleSetStats, lang: Lang): StatsTable {
  const s = STATS_STRINGS[lang];
  const ps = set.players;
  const rules = set.game.rules;
  const row = (key: string, label: string, cell: (p: PlayerStats) => string, sub = false): StatsRow => ({
    key,
    label,
    sub,
    cells: ps.map(cell),
  });
  const any = (f: (p: PlayerStats) => number): boolean => ps.some((p) => f(p) > 0);
  // The contracts declared, in the rule set's order, any other after them.
  const order = contractsOf(rules).map((c) => c.id);
  const ids = [...new Set(ps.flatMap((p) => p.contracts.map((c) => c.contract)))].sort(
    (a, b) => rank(order, a) - rank(order, b),
  );
  const rows: StatsRow[] = [
    row('matches', s.matches, (p) => `${p.matches} (${p.finished})`),
    row('deals', s.deals, (p) => `${p.deals}`),
    row('mean', s.mean, (p) => meanText(p.total, p.deals, set.unit, lang)),
    row('total', s.total, (p) => formatAmount(p.total, set.unit, lang, true)),
    row('declared', s.declared, (p) => `${p.declared}`),
    row('won', s.won, (p) => `${p.won} (${percentText(p.won, p.declared, lang)})`, true),
    ...(any((p) => p.drawn) ? [row('drawn', s.drawn, (p) => `${p.drawn}`, true)] : []),
  ];
  if (ids.length > 0) {
    rows.push({ key: 'contracts', label: s.contracts, sub: false, cells: ps.map(() => '') });
    for (const id of ids)
      rows.push(
        row(
          `contract:${id}`,
          id === '' ? '–' : contractLabel(id, lang, rules),
          (p) => {
            const c = p.contracts.find((x) => x.contract === id);
            return c ? `${c.played} / ${c.won}` : '0 / 0';
          },
          true,
        ),
      );
  }
  rows.push(
    row('defended', s.defended, (p) => `${p.defended}`),
    row(
      'declarerLost',
      s.declarerLost,
      (p) => `${p.declarerLost} (${percentText(p.declarerLost, p.defended, lang)})`,
      true,
    ),
  );
  if (any((p) => p.defendedDrawn))
    rows.push(row('defendedDrawn', s.drawn, (p) => `${p.defendedDrawn}`, true));
  rows.push(row('thrownIn', s.thrownIn, (p) => `${p.thrownIn}`));
  if (any((p) => p.trischaken)) rows.push(row('trischaken', s.trischaken, (p) => `${p.trischaken}`));
  if (any((p) => p.satOut)) rows.push(row('satOut', s.satOut, (p) => `${p.satOut}`));
  return {
    preset: set.preset,
    name: presetName(set.game.preset.rules, lang),
    players: ps.map((p) => p.name),
    rows,
  };
}

const rank = (order: readonly string[], id: string): number => {
  const i = order.indexOf(id);
  return i < 0 ? order.length : i;
};
