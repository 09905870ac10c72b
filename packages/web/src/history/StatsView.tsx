/**
 * The statistics of the person playing under the History's match list ("Statistik" /
 * "Statistics"): collapsed, its summary the matches and deals counted; open, a table per rule
 * set (a column a player at a human seat, a row a figure) and how the figures are counted.
 * Nothing when no match counts.
 */
import type { JSX } from 'preact';
import { useMemo } from 'preact/hooks';
import type { Lang } from '../app/settings';
import { gameFor } from '../table/context';
import type { HistoryMatch } from '../worker/history';
import { historyStats } from './stats';
import { STATS_STRINGS } from './statsStrings';
import { statsTable } from './statsText';

export function StatsView(props: { matches: readonly HistoryMatch[]; lang: Lang }): JSX.Element | null {
  const { lang } = props;
  const stats = useMemo(() => historyStats(props.matches, gameFor), [props.matches]);
  if (stats.matches === 0) return null;
  const s = STATS_STRINGS[lang];
  return (
    <details class="history-stats" data-testid="history-stats">
      <summary class="history-summary" data-testid="history-stats-summary">
        {s.summary(stats.matches, stats.deals)}
      </summary>
      {stats.ruleSets.map((set) => {
        const t = statsTable(set, lang);
        return (
          <div key={t.preset} class="history-deals-box">
            <table class="history-deals history-stats-table" data-preset={t.preset}>
              <caption class="history-stats-caption">{t.name}</caption>
              <thead>
                <tr>
                  <th scope="col" class="history-cell">
                    <span class="visually-hidden">{s.figure}</span>
                  </th>
                  {t.players.map((name) => (
                    <th key={name} scope="col" class="history-cell history-num">
                      {name}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {t.rows.map((r) => (
                  <tr key={r.key} data-stat={r.key}>
                    <th scope="row" class={`history-cell${r.sub ? ' history-stats-sub' : ''}`}>
                      {r.label}
                    </th>
                    {r.cells.map((c, i) => (
                      <td key={t.players[i] ?? i} class="history-cell history-num history-stats-cell">
                        {c}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        );
      })}
      <ul class="history-stats-notes">
        {s.notes.map((n) => (
          <li key={n}>{n}</li>
        ))}
      </ul>
    </details>
  );
}
