/**
 * The offline history ("Archiv" / "History"): the matches against the computer kept by the table
 * worker, newest first — when each started, the rule set with its changed house rules, the
 * players, the deals, the totals — and for each its finished deals (contract, declarer, result per
 * seat) with Replay (the replay screen opens the record) and Download (its JSON). A match, or the
 * whole history, can be deleted, each asked twice. Under the matches, collapsed, the statistics of
 * the person playing (`StatsView.tsx`). The worker hands out only finished deals.
 */
import { type Game, optionsDiff, unitOf } from '@tarock/engine';
import type { JSX } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import type { Lang } from '../app/settings';
import { useI18n } from '../i18n/i18n';
import { optionTitle } from '../i18n/optionTitles';
import { optionValueText } from '../i18n/optionValues';
import { presetName } from '../i18n/presetNames';
import { STRINGS } from '../i18n/strings';
import { Amount } from '../result/Amount';
import { contractLabel, outcomeWord } from '../result/format';
import { hasPot } from '../scoresheet/rulesShape';
import { gameFor } from '../table/context';
import { download, useClient } from '../table/TableScreen';
import type { HistoryExport, TableClient } from '../worker/client';
import type { HistoryDeal, HistoryMatch } from '../worker/history';
import { HistoryFile } from './HistoryFile';
import { StatsView } from './StatsView';
import { HISTORY_STRINGS, type HistoryStrings } from './strings';

export function HistoryScreen(props: {
  client: TableClient;
  /** The record of a deal is open in the replay: show that screen. */
  onReplay: () => void;
}): JSX.Element {
  const { client } = props;
  const { lang } = useI18n();
  const s = HISTORY_STRINGS[lang];
  const st = useClient(client);
  // The store's reason, worded at each render (in the language of the moment).
  const [error, setError] = useState<string | null>(null);
  useEffect(() => client.askHistory(), [client]);

  const history = st.history;
  const record = (m: HistoryMatch, deal: number): Promise<string | null> =>
    client.historyRecord(m.id, deal).then(
      (json) => {
        setError(null);
        return json;
      },
      (e: unknown) => {
        setError(e instanceof Error ? e.message : String(e));
        return null;
      },
    );
  const actions: DealActions = {
    replay: (m, deal) =>
      void record(m, deal).then((json) => {
        if (json === null) return;
        client.openReplay(json);
        props.onReplay();
      }),
    download: (m, game, deal) =>
      void record(m, deal).then((json) => {
        if (json !== null) download(fileName(m, game, deal), json);
      }),
  };

  return (
    <section
      class="history"
      aria-labelledby="history-title"
      data-testid="history-screen"
      data-state={history === undefined ? 'asking' : history.matches === null ? 'unavailable' : 'ready'}
    >
      <h2 id="history-title">{s.title}</h2>
      <p class="history-intro">{s.intro}</p>
      {error && (
        <p class="error" role="alert">
          {s.notKept(error)}
        </p>
      )}
      {history === undefined && <p class="loading">{s.loading}</p>}
      {history && history.matches === null && (
        <p
          class="history-unavailable"
          role="status"
          data-testid="history-unavailable"
          title={history.reason ?? ''}
        >
          {s.unavailable}
        </p>
      )}
      {history?.matches?.length === 0 && <p data-testid="history-empty">{s.empty}</p>}
      {history?.matches && history.matches.length > 0 && (
        <>
          <ol class="history-matches">
            {history.matches.map((m, i) => (
              <MatchEntry
                key={m.id}
                match={m}
                open={i === 0}
                s={s}
                lang={lang}
                actions={actions}
                onSave={() => client.exportHistory(m.id)}
                onDelete={() => client.deleteHistory(m.id)}
              />
            ))}
          </ol>
          <StatsView matches={history.matches} lang={lang} />
          <AskTwice
            label={s.deleteAll}
            question={s.deleteAllAsk}
            s={s}
            testid="history-delete-all"
            onYes={() => client.deleteHistory(null)}
          />
        </>
      )}
      {history?.matches && <HistoryFile client={client} s={s} canSave={history.matches.length > 0} />}
    </section>
  );
}

interface DealActions {
  replay(m: HistoryMatch, deal: number): void;
  download(m: HistoryMatch, game: Game, deal: number): void;
}

/** When the match started, in the page's language: date and time. */
function startedText(started: number, lang: Lang): string {
  return new Intl.DateTimeFormat(lang === 'de' ? 'de-DE' : 'en-GB', {
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(new Date(started));
}

/** The download's name: the rule set, the match's start and the deal's number. */
function fileName(m: HistoryMatch, game: Game, deal: number): string {
  return `${game.rules.id}-${startedStamp(m)}-${deal}.json`;
}

/** A match saved alone: a history file (read back under History) named by its rule set and start. */
function matchFileName(m: HistoryMatch, game: Game): string {
  return `tarock-history-${game.rules.id}-${startedStamp(m)}.json`;
}

/** When the match started, for a file's name: 2026-12-05-2015 (the browser's time zone). */
function startedStamp(m: HistoryMatch): string {
  const d = new Date(m.started);
  const two = (n: number): string => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())}-${two(d.getHours())}${two(d.getMinutes())}`;
}

function MatchEntry(props: {
  match: HistoryMatch;
  open: boolean;
  s: HistoryStrings;
  lang: Lang;
  actions: DealActions;
  /** The match alone as a history file (`HistoryFile.tsx` reads it back). */
  onSave: () => Promise<HistoryExport>;
  onDelete: () => void;
}): JSX.Element | null {
  const { match: m, s, lang } = props;
  const [saveFailed, setSaveFailed] = useState<string | null>(null);
  const game = gameFor(m.game);
  if (!game) return null;
  const unit = unitOf(game.rules);
  const options = Object.entries(optionsDiff(game));
  const rules =
    presetName(game.rules, lang) +
    (options.length > 0
      ? ` (${options.map(([k, v]) => `${optionTitle(k, lang)}: ${optionValueText(k, v, lang)}`).join(', ')})`
      : '');
  const players = m.names.map((name, seat) => {
    const p = m.players[seat];
    return p?.kind === 'bot' ? `${name}: ${s.computer(STRINGS[lang].botNames[p.bot] ?? p.bot)}` : name;
  });
  const pot = hasPot(game.rules);
  return (
    <li class="history-match" data-match={m.id} data-testid="history-match">
      <details open={props.open}>
        <summary class="history-summary">
          <span class="history-when" data-testid="history-when">
            {startedText(m.started, lang)}
          </span>{' '}
          · <span class="history-rules">{rules}</span> · {s.deals(m.deals.length)}
          <span class="history-players">{players.join(' · ')}</span>
        </summary>
        <p class="history-totals" data-testid="history-totals">
          {m.finished ? s.finalTotals : s.totals}:{' '}
          {m.names.map((name, seat) => (
            <span key={seat} class="history-total">
              {name} <Amount value={m.totals[seat] ?? 0} unit={unit} lang={lang} />
            </span>
          ))}
          {pot && (
            <span class="history-total">
              {STRINGS[lang].pot} <Amount value={m.pot} unit="cents" lang={lang} />
            </span>
          )}
        </p>
        <div class="history-deals-box">
          <table class="history-deals">
            <thead>
              <tr>
                <th scope="col" class="history-cell">
                  {s.deal}
                </th>
                <th scope="col" class="history-cell">
                  {s.contract}
                </th>
                <th scope="col" class="history-cell">
                  {s.declarer}
                </th>
                {m.names.map((name, seat) => (
                  <th key={seat} scope="col" class="history-cell history-num">
                    {name}
                  </th>
                ))}
                {pot && (
                  <th scope="col" class="history-cell history-num">
                    {STRINGS[lang].pot}
                  </th>
                )}
                <th scope="col" class="history-cell">
                  <span class="visually-hidden">{s.replay}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {m.deals.map((d) => (
                <DealRow
                  key={d.deal}
                  deal={d}
                  match={m}
                  game={game}
                  unit={unit}
                  pot={pot}
                  s={s}
                  lang={lang}
                  actions={props.actions}
                />
              ))}
            </tbody>
          </table>
        </div>
        <div class="history-match-actions">
          <p class="history-save">
            <button
              type="button"
              data-testid="history-save-match"
              onClick={() =>
                void props.onSave().then(
                  (e) => {
                    setSaveFailed(null);
                    download(matchFileName(m, game), e.text);
                  },
                  (e: unknown) => setSaveFailed(e instanceof Error ? e.message : String(e)),
                )
              }
            >
              {s.saveMatch}
            </button>
          </p>
          <AskTwice
            label={s.deleteMatch}
            question={s.deleteMatchAsk}
            s={s}
            testid="history-delete"
            onYes={props.onDelete}
          />
        </div>
        {saveFailed !== null && (
          <p class="error" role="alert">
            {s.saveFailed(saveFailed)}
          </p>
        )}
      </details>
    </li>
  );
}

function DealRow(props: {
  deal: HistoryDeal;
  match: HistoryMatch;
  game: Game;
  unit: 'points' | 'cents';
  /** Whether the rules keep a pot: its column shows what it holds after the deal. */
  pot: boolean;
  s: HistoryStrings;
  lang: Lang;
  actions: DealActions;
}): JSX.Element {
  const { deal: d, match: m, game, s, lang } = props;
  const t = STRINGS[lang];
  const contract =
    d.contract !== null
      ? contractLabel(d.contract, lang, game.rules)
      : outcomeWord(t, d.outcome, game.rules.family);
  return (
    <tr data-deal={d.deal} data-testid="history-deal">
      <td class="history-cell history-num">{d.deal}</td>
      <td class="history-cell" data-testid="history-contract">
        {contract}
      </td>
      <td class="history-cell">{d.declarer !== null ? (m.names[d.declarer] ?? '') : '–'}</td>
      {m.names.map((_, seat) => (
        <td key={seat} class="history-cell history-num">
          <Amount value={d.deltas[seat] ?? 0} unit={props.unit} lang={lang} signed />
        </td>
      ))}
      {props.pot && (
        <td class="history-cell history-num">
          <Amount value={d.pot} unit="cents" lang={lang} />
        </td>
      )}
      <td class="history-cell history-deal-actions">
        <button
          type="button"
          class="history-action"
          data-testid="history-replay"
          onClick={() => props.actions.replay(m, d.deal)}
        >
          {s.replay}
        </button>
        <button
          type="button"
          class="history-action"
          data-testid="history-download"
          onClick={() => props.actions.download(m, game, d.deal)}
        >
          {s.download}
        </button>
      </td>
    </tr>
  );
}

/** A button whose action is asked about once more before it is done. */
function AskTwice(props: {
  label: string;
  question: string;
  s: HistoryStrings;
  testid: string;
  onYes: () => void;
}): JSX.Element {
  const [asking, setAsking] = useState(false);
  if (!asking)
    return (
      <p class="history-delete">
        <button type="button" data-testid={props.testid} onClick={() => setAsking(true)}>
          {props.label}
        </button>
      </p>
    );
  return (
    <p class="history-delete" role="alert">
      {props.question}{' '}
      <button
        type="button"
        data-testid={`${props.testid}-yes`}
        onClick={() => {
          setAsking(false);
          props.onYes();
        }}
      >
        {props.s.yes}
      </button>{' '}
      <button type="button" data-testid={`${props.testid}-no`} onClick={() => setAsking(false)}>
        {props.s.no}
      </button>
    </p>
  );
}
