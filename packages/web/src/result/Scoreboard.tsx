/**
 * The match so far: each deal's change and the running totals (or balances and the pots: the Kasse
 * and, where the rules keep one, the Schreckensteiner), a row of
 * its own for what the match's events changed besides (an Illustrated series' end bonus), and the
 * chart.
 */
import type { Game, MatchState } from '@tarock/engine';
import type { JSX } from 'preact';
import { useI18n } from '../i18n/i18n';
import { hasPot } from '../scoresheet/rulesShape';
import { Amount, UnitHead } from './Amount';
import { lineText } from './lineText';
import { matchStart, potAt, potColumns, type ScoreRow, scoreRows } from './scoreRows';
import { TotalsChart } from './TotalsChart';

export function Scoreboard(props: {
  match: MatchState;
  names: readonly string[];
  unit: 'points' | 'cents';
  /** The game of the match: the totals it starts from. */
  game: Pick<Game, 'preset' | 'rules' | 'name' | 'seats'>;
}): JSX.Element {
  const { t, lang } = useI18n();
  const { match, unit } = props;
  const seats = Array.from({ length: match.seats }, (_, s) => s);
  const pots = potColumns(match, unit, hasPot(props.game.rules));
  const start = matchStart(props.game);
  const label = (kind: ScoreRow['kind'], deal: number): string =>
    kind === 'bank'
      ? t.startingBank
      : kind === 'start'
        ? t.antes
        : kind === 'startSidePot'
          ? t.antesSidePot
          : kind === 'events'
            ? t.matchEvents
            : String(deal);
  return (
    <section class="scoreboard" aria-labelledby="scoreboard-title" data-testid="scoreboard">
      <h2 id="scoreboard-title">{t.scoreboard}</h2>
      <div class="table-scroll">
        <table>
          <thead>
            <tr>
              <th scope="col">
                {t.deal}
                <UnitHead unit={unit} brackets />
              </th>
              {seats.map((s) => (
                <th key={s} scope="col">
                  {props.names[s]}
                </th>
              ))}
              {pots.map((p) => (
                <th key={p.id} scope="col">
                  {t[p.id]}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {scoreRows(match, start).map((r) => (
              <tr
                key={r.key}
                class={`score-${r.kind}`}
                title={r.lines.map((l) => lineText(l, props.names, lang)).join('\n')}
              >
                <th scope="row">{label(r.kind, r.deal)}</th>
                {seats.map((s) => (
                  <td key={s} class="num">
                    <Amount value={r.totals[s] ?? 0} unit={unit} lang={lang} />
                    {r.kind !== 'bank' && (
                      <small>
                        {' ('}
                        <Amount value={r.changes[s] ?? 0} unit={unit} lang={lang} signed />)
                      </small>
                    )}
                  </td>
                ))}
                {pots.map((p) => (
                  <td key={p.id} class="num" data-pot={p.id}>
                    <Amount value={potAt(r, p.id)} unit="cents" lang={lang} />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">{t.total}</th>
              {seats.map((s) => (
                <td key={s} class="num" data-testid={`total-${s}`}>
                  <strong>
                    <Amount value={match.totals[s] ?? 0} unit={unit} lang={lang} />
                  </strong>
                </td>
              ))}
              {pots.map((p) => (
                <td key={p.id} class="num" data-testid={`total-${p.id}`}>
                  <Amount value={p.total} unit="cents" lang={lang} />
                </td>
              ))}
            </tr>
          </tfoot>
        </table>
      </div>
      {match.log.flatMap((e) => e.lines).length > 0 && (
        <ul class="match-events">
          {match.log
            .slice(-1)
            .flatMap((e) => e.lines)
            .map((l, i) => (
              <li key={i}>{lineText(l, props.names, lang)}</li>
            ))}
        </ul>
      )}
      {match.finished && (
        <p class="match-over" role="status">
          {t.matchOver}. {t.winner}: {match.winners.map((w) => props.names[w]).join(', ')}
        </p>
      )}
      <TotalsChart
        match={match}
        start={start}
        names={props.names}
        title={t.chartTitle}
        unit={unit}
        lang={lang}
      />
    </section>
  );
}
