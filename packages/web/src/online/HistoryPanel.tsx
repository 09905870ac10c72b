/**
 * The table's finished deals, each with its contract, declarer, result and amounts
 * (`dealSummary`), its seed's hash and its record to download (the same JSON as the offline
 * table's download, so the replay screen opens it).
 */
import { formatRecordJson, recordGameName } from '@tarock/engine';
import type { FinishedDeal, SeatInfo } from '@tarock/protocol';
import type { JSX } from 'preact';
import { useMemo } from 'preact/hooks';
import { useI18n } from '../i18n/i18n';
import { gameFor } from '../table/context';
import { ShareLink } from '../replay/ShareLink';
import { download } from '../table/TableScreen';
import { formatAmount } from '../result/format';
import { dealSummary } from './dealSummary';
import { finishedMatches } from './matchStandings';
import { recordNames } from './names';
import { useOnlineStrings } from './useOnline';

export function HistoryPanel(props: {
  table: string;
  /** The table's seats now, to name its computer seats as the table does. */
  seats: readonly SeatInfo[];
  deals: readonly FinishedDeal[] | null;
  onLoad: () => void;
  /** Loads the next page of deals; null when every deal is loaded. */
  onMore: (() => void) | null;
}): JSX.Element {
  const s = useOnlineStrings();
  const { lang } = useI18n();
  const summary = (d: FinishedDeal): string | null => {
    const game = gameFor(recordGameName(d.record));
    return game && dealSummary(d.record, recordNames(d.record, { seats: props.seats }, s), game.rules, lang);
  };
  // A match over: the standings it ended with, under its last deal.
  // Replayed once per page of deals loaded, not at every frame the table sends.
  const over = useMemo(
    () => new Map(finishedMatches(props.deals ?? []).map((m) => [m.lastDeal, m])),
    [props.deals],
  );
  const overAfter = (d: FinishedDeal): JSX.Element | null => {
    const m = over.get(d.n);
    if (!m) return null;
    const names = recordNames(d.record, { seats: props.seats }, s);
    const totals = m.state.totals.map(
      (t, seat) => `${names[seat] ?? seat + 1} ${formatAmount(t, m.unit, lang, true)}`,
    );
    return (
      <li key={`over-${m.match}`} class="online-match-over" data-testid={`match-over-${m.match}`}>
        <strong>{s.matchOver(m.match)}</strong> · {totals.join(', ')}
      </li>
    );
  };
  return (
    <details
      class="online-history"
      data-testid="history"
      onToggle={(e) => {
        if (e.currentTarget.open) props.onLoad();
      }}
    >
      <summary>{s.history}</summary>
      <button type="button" onClick={props.onLoad}>
        {s.loadHistory}
      </button>
      {props.deals && props.deals.length === 0 && <p>{s.noDeals}</p>}
      {props.deals && props.deals.length > 0 && (
        <ol>
          {props.deals.map((d) => [
            <li key={d.n} data-deal={d.n}>
              <strong>{s.dealN(d.n)}</strong> ·{' '}
              <span data-testid={`history-summary-${d.n}`}>{summary(d)}</span>{' '}
              <span class="online-seed">
                {s.seedHash} <code>{d.seedHashes.map((h) => `${h.slice(0, 16)}…`).join(' ')}</code>
              </span>{' '}
              <button
                type="button"
                data-testid={`history-download-${d.n}`}
                onClick={() => download(`tarock-${props.table}-${d.n}.json`, formatRecordJson(d.record))}
              >
                {s.downloadRecord}
              </button>{' '}
              <ShareLink record={() => Promise.resolve(formatRecordJson(d.record))} />
            </li>,
            overAfter(d),
          ])}
        </ol>
      )}
      {props.deals && props.onMore && (
        <button type="button" onClick={props.onMore} data-testid="history-more">
          {s.moreDeals}
        </button>
      )}
    </details>
  );
}
