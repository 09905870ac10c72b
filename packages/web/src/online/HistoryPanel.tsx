/**
 * The table's finished deals, each with its seed's hash and its record to download (the same JSON
 * as the offline table's download, so the replay screen opens it).
 */
import { formatRecordJson } from '@tarock/engine';
import type { FinishedDeal } from '@tarock/protocol';
import type { JSX } from 'preact';
import { download } from '../table/TableScreen';
import { useOnlineStrings } from './useOnline';

export function HistoryPanel(props: {
  table: string;
  deals: readonly FinishedDeal[] | null;
  onLoad: () => void;
  /** Loads the next page of deals; null when every deal is loaded. */
  onMore: (() => void) | null;
}): JSX.Element {
  const s = useOnlineStrings();
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
          {props.deals.map((d) => (
            <li key={d.n} data-deal={d.n}>
              {s.dealN(d.n)} · {s.seedHash}{' '}
              <code>{d.seedHashes.map((h) => `${h.slice(0, 16)}…`).join(' ')}</code>{' '}
              <button
                type="button"
                data-testid={`history-download-${d.n}`}
                onClick={() => download(`tarock-${props.table}-${d.n}.json`, formatRecordJson(d.record))}
              >
                {s.downloadRecord}
              </button>
            </li>
          ))}
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
