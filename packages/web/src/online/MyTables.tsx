/**
 * "Your tables" on the online screen: the tables this browser holds a seat at or opened, the one
 * used last first, each with what the server says of it now (the rule set, the players with this
 * browser's seat marked, whether a deal is being played) and a link back to it, where the page
 * resumes the seat. A table the server no longer knows is shown as gone; removing a table from
 * the list forgets this browser's seat token and host key for it, nothing on the server.
 */
import { Fragment, type JSX } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { useI18n } from '../i18n/i18n';
import { presetName } from '../i18n/presetNames';
import { computerNames, listedName } from './names';
import { type KeptTable, forgetTable, keptTables } from './seats';
import type { OnlineStrings } from './strings';
import { LIST_MAX, type ListEntry, type TableNow, fetchTableNow, listEntry } from './tableList';
import { useOnlineStrings } from './useOnline';

export function MyTables({ storage }: { storage: Storage }): JSX.Element | null {
  const s = useOnlineStrings();
  // Read once as the screen opens; a table removed here leaves the list at once.
  const [all] = useState(() => keptTables(storage));
  const [removed, setRemoved] = useState<ReadonlySet<string>>(new Set());
  const [now, setNow] = useState<ReadonlyMap<string, TableNow>>(new Map());

  // One request per listed table, all at once, once.
  useEffect(() => {
    const abort = new AbortController();
    for (const kept of all.slice(0, LIST_MAX))
      void fetchTableNow(kept.table, abort.signal).then((answer) => {
        if (!abort.signal.aborted) setNow((m) => new Map(m).set(kept.table, answer));
      });
    return () => abort.abort();
  }, [all]);

  // The tables listed stay those asked about as the screen opened: one removed makes no room for
  // another, which would wait for an answer never asked for.
  const listed = all.slice(0, LIST_MAX).filter((k) => !removed.has(k.table));
  const more = all.length - Math.min(all.length, LIST_MAX);
  if (listed.length === 0 && more === 0) return null;
  const remove = (table: string): void => {
    forgetTable(storage, table);
    setRemoved((r) => new Set(r).add(table));
  };
  return (
    <section class="my-tables" aria-labelledby="my-tables-title" data-testid="my-tables">
      <h2 id="my-tables-title">{s.myTables}</h2>
      <p class="my-tables-intro">{s.myTablesIntro}</p>
      <ul>
        {listed.map((k) => (
          <TableLine key={k.table} entry={entryOf(k, now)} onRemove={() => remove(k.table)} />
        ))}
      </ul>
      {more > 0 && <p class="my-tables-more">{s.moreTables(more)}</p>}
    </section>
  );
}

const entryOf = (k: KeptTable, now: ReadonlyMap<string, TableNow>): ListEntry =>
  listEntry(k, now.get(k.table) ?? null);

function TableLine({ entry, onRemove }: { entry: ListEntry; onRemove: () => void }): JSX.Element {
  const s = useOnlineStrings();
  const { lang } = useI18n();
  const [asking, setAsking] = useState(false);
  const live = entry.state === 'live';
  const title = entry.preset ? presetName(entry.preset, lang) : s.tableNamed(entry.table);
  const reachable = entry.state !== 'gone' && entry.state !== 'outdated';
  const computers = computerNames(
    entry.seats.map((x) => x.info),
    s,
  );
  return (
    <li class="my-table" data-table={entry.table} data-state={entry.state}>
      <div class="my-table-head">
        {reachable ? (
          <a href={entry.href} class="my-table-link" data-testid="my-table-link">
            {title}
          </a>
        ) : (
          <span class="my-table-title">{title}</span>
        )}
      </div>
      {live ? (
        <p class="my-table-seats" data-testid="my-table-seats">
          {entry.seats.map((x, i) => (
            <Fragment key={x.info.seat}>
              {i > 0 && ', '}
              {x.mine ? (
                <strong class="my-seat">{s.mine(listedName(x.info, computers, s))}</strong>
              ) : x.info.kind === 'computer' ? (
                s.computerSeat(listedName(x.info, computers, s))
              ) : (
                listedName(x.info, computers, s)
              )}
            </Fragment>
          ))}
        </p>
      ) : (
        entry.held && <p class="my-table-seats">{s.yourSeat(entry.held.seat + 1, entry.held.name)}</p>
      )}
      <p class="my-table-state" data-testid="my-table-state">
        {stateText(entry, s)}
        {entry.host && <> {s.youOpened}</>}
      </p>
      {asking ? (
        <p class="my-table-remove">
          {s.removeSure(entry.held !== null, entry.host)}{' '}
          <button type="button" onClick={onRemove} data-testid="my-table-remove-yes">
            {s.removeYes}
          </button>{' '}
          <button type="button" onClick={() => setAsking(false)} data-testid="my-table-remove-no">
            {s.removeNo}
          </button>
        </p>
      ) : (
        <button
          type="button"
          class="my-table-remove-btn"
          onClick={() => (entry.removeAsks ? setAsking(true) : onRemove())}
          data-testid="my-table-remove"
        >
          {s.removeFromList}
        </button>
      )}
    </li>
  );
}

function stateText(entry: ListEntry, s: OnlineStrings): string {
  switch (entry.state) {
    case 'loading':
      return s.askingServer;
    case 'gone':
      return s.tableGone;
    case 'outdated':
      return s.tableOutdated;
    case 'unknown':
      return s.stateUnknown;
    case 'live': {
      const deals = entry.deals ?? 0;
      const phase = entry.playing ? s.dealRunning : deals === 0 ? s.waitingFirst : s.waitingNext;
      return deals > 0 ? `${phase} ${s.dealsPlayed(deals)}` : phase;
    }
  }
}
