/**
 * The table: the seats around, the trick or talon in the middle, the contract bar, the calls open to
 * the human and the hand; after the deal the settlement, the scoreboard and the next deal. It reads
 * only the TableUpdate (the human seat's View) that the worker posts.
 */
import { type Action, type Card, type Seat, unitOf } from '@tarock/engine';
import type { JSX } from 'preact';
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { useI18n } from '../i18n/i18n';
import { Scoreboard } from '../result/Scoreboard';
import { SettlementView } from '../result/SettlementView';
import type { ClientState, TableConnection } from '../worker/client';
import { Center } from './Center';
import { takeLostFocus } from './focusOn';
import { gameFor, tableContext } from './context';
import { Hand } from './Hand';
import { ShareLink } from '../replay/ShareLink';
import { RuleCardView } from '../rules/RuleCardView';
import { HintSaid, HintText } from './HintText';
import { lastCalls, seatPositions } from './model';
import { RefusalNote } from './RefusalNote';
import { SeatPanel } from './SeatPanel';
import { StatusBar } from './StatusBar';
import { TableFeed } from './TableFeed';
import { ThrownIn } from './ThrownIn';
import { TurnStrip } from './TurnStrip';
import { usePageTitle } from './pageTitle';
import { useForcedPlay } from './forcedPlay';
import type { ForcedCard, LetterKeys } from '../app/settings';

export function useClient(client: TableConnection): ClientState {
  const [state, setState] = useState(client.state);
  useEffect(() => {
    const off = client.subscribe(setState);
    // Catch up with anything that arrived between the first render and this subscription.
    setState(client.state);
    return off;
  }, [client]);
  return state;
}

export function download(filename: string, text: string, type = 'application/json'): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/**
 * Scrolls the page so that the settlement's top lies under the status bar (sticky at the top)
 * when it does not show whole above the result's actions (sticky at a phone's foot); a page
 * showing it whole already stays as it is.
 */
export function settlementInView(panel: HTMLElement | null): void {
  const settlement = panel?.querySelector('[data-testid=settlement]') ?? panel;
  if (!panel || !settlement) return;
  const box = settlement.getBoundingClientRect();
  const bar = panel.querySelector('.result-actions')?.getBoundingClientRect();
  const foot = bar && bar.top < window.innerHeight && bar.top > box.top ? bar.top : window.innerHeight;
  if (box.bottom <= foot + 1) return;
  const status = document.querySelector('.table-screen .status-bar');
  const top =
    status && getComputedStyle(status).position === 'sticky' ? status.getBoundingClientRect().height : 0;
  window.scrollBy({ top: box.top - top - 8, behavior: 'instant' });
}

export function TableScreen(props: {
  client: TableConnection;
  names: readonly string[];
  onLeave: () => void;
  /** Play a forced card by itself (the setting), after `pauseMs` (the computer players' pace). */
  forcedCard?: ForcedCard;
  /** Whether the one-letter keys (H, U, L, N) act (the setting; Escape and the hand's keys always do). */
  letterKeys?: LetterKeys;
  pauseMs?: number;
}): JSX.Element {
  const { t, lang } = useI18n();
  const { client } = props;
  const letters = (props.letterKeys ?? 'on') === 'on';
  const st = useClient(client);
  const [review, setReview] = useState(false);
  const u = st.update;
  const game = u ? gameFor(u.view.game) : null;
  const ctx = useMemo(
    () => (game && u ? tableContext(game, lang, props.names, u.human) : null),
    [game, lang, props.names, u?.human],
  );

  const myTurn = !!u && u.view.toAct === u.human && u.view.legal.length > 0;
  // A forced card plays by itself where the setting says so, as a click plays it.
  useForcedPlay(
    u?.view ?? null,
    u?.seq ?? null,
    u?.human ?? null,
    props.forcedCard ?? 'off',
    props.pauseMs ?? 0,
    (card) => client.act({ type: 'play', card }),
  );
  usePageTitle(myTurn ? t.yourTurn : null);

  // Close the last-trick review once a new card lands.
  const cardsSeen = u ? u.view.tricks.length * 10 + u.view.trick.length : 0;
  useEffect(() => setReview(false), [cardsSeen]);

  useEffect(() => {
    const onKey = (e: KeyboardEvent): void => {
      if (
        e.target instanceof HTMLInputElement ||
        e.target instanceof HTMLSelectElement ||
        e.target instanceof HTMLTextAreaElement
      )
        return;
      if (e.ctrlKey || e.metaKey || e.altKey) return;
      const key = e.key.toLowerCase();
      if (key === 'escape') client.dismissHint();
      else if (!letters) return;
      else if (key === 'h') client.hint();
      else if (key === 'u') client.undo();
      else if (key === 'l' && game?.rules.lastTrickReview === 'all') setReview((r) => !r);
      else if (key === 'n' && client.state.update?.view.phase === 'finished') client.nextDeal();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [client, game, letters]);

  // At the deal's end: Next deal takes the focus the last card played dropped (`focusOn.ts`),
  // and the settlement is brought into view where it lay mostly under the screen's foot (on a
  // phone its first two lines showed above the pinned Next deal).
  const nextButton = useRef<HTMLButtonElement>(null);
  const resultPanel = useRef<HTMLDivElement>(null);
  const settled = u?.view.phase === 'finished' && !!u.view.settlement;
  useEffect(() => {
    if (!settled) return;
    takeLostFocus(nextButton.current, { preventScroll: true });
    settlementInView(resultPanel.current);
  }, [settled]);

  if (st.error && !u)
    return (
      <p role="alert" class="error">
        {t.error}: {st.error}
      </p>
    );
  if (!u || !ctx || !game) return <p class="loading">…</p>;
  const view = u.view;
  const positions = seatPositions(view.seats, u.human, game.rules.direction);
  const calls = lastCalls(view);
  const finished = view.phase === 'finished';
  const hinted = st.hint?.seq === u.seq ? st.hint.action : null;
  const unit = view.settlement?.unit ?? unitOf(game.rules);
  const canReview =
    game.rules.lastTrickReview === 'all' &&
    view.tricks.length > (view.trick.length > 0 ? 0 : 1) &&
    view.phase === 'play';

  const onCard = (card: Card, mode: 'play' | 'discard'): void =>
    client.act(mode === 'play' ? { type: 'play', card } : { type: 'discard', card });
  const act = (a: Action): void => client.act(a);
  // The record holds every hand: the worker gives it once the deal is over (a refusal is shown
  // as the worker's error).
  const dealRecord = (): Promise<string> => client.record().then((r) => r.json);
  const saveRecord = (): void => {
    client.record().then(
      (r) => download(r.filename, r.json),
      () => {},
    );
  };

  return (
    <div
      class={`table-screen family-${game.rules.family}${myTurn ? ' my-turn' : ''}`}
      data-phase={view.phase}
      data-seq={u.seq}
      data-thinking={String(u.thinking)}
    >
      <StatusBar
        view={view}
        ctx={ctx}
        note={
          st.elsewhere
            ? ((text) => ({ text, title: text }))(
                st.elsewhere === 'discarded' ? t.elsewhereDiscarded : t.elsewhere,
              )
            : st.unkept
              ? { text: t.unkept, title: st.unkept }
              : null
        }
      />
      <div class="table" data-seats={view.seats}>
        {Array.from({ length: view.seats }, (_, seat) => seat as Seat).map((seat) => (
          <SeatPanel
            key={seat}
            seat={seat}
            position={positions[seat] ?? 'top'}
            view={view}
            ctx={ctx}
            call={calls.get(seat) ?? null}
            thinking={u.thinking}
          />
        ))}
        <Center view={view} ctx={ctx} positions={positions} reviewLast={review} onAct={act} />
      </div>
      <TableFeed view={view} ctx={ctx} />
      <TurnStrip
        view={view}
        ctx={ctx}
        myTurn={myTurn}
        onAct={act}
        hinted={hinted}
        notes={
          <>
            <ThrownIn view={view} ctx={ctx} />
            {st.rejected && <RefusalNote view={view} ctx={ctx} label={t.refused} refused={st.rejected} />}
            {st.error && (
              <p role="alert" class="error">
                {t.error}: {st.error}
              </p>
            )}
            {st.hint && st.hint.seq === u.seq && (
              <HintText hint={st.hint} view={view} ctx={ctx} onDismiss={() => client.dismissHint()} />
            )}
          </>
        }
      />
      <HintSaid hint={st.hint && st.hint.seq === u.seq ? st.hint : null} view={view} ctx={ctx} />
      {!finished && <Hand view={view} ctx={ctx} onCard={onCard} hinted={hinted} />}
      <div class="table-tools">
        <button type="button" onClick={() => client.hint()} disabled={!myTurn} aria-keyshortcuts="H">
          {t.hint}
        </button>
        <button
          type="button"
          onClick={() => client.undo()}
          disabled={!u.canUndo}
          aria-keyshortcuts="U"
          data-testid="undo"
        >
          {t.undo}
        </button>
        {game.rules.lastTrickReview === 'all' && (
          <button
            type="button"
            onClick={() => setReview(!review)}
            disabled={!canReview && !review}
            aria-pressed={review}
            aria-keyshortcuts="L"
          >
            {review ? t.hideLastTrick : t.lastTrick}
          </button>
        )}
        <button type="button" onClick={props.onLeave}>
          {t.leaveTable}
        </button>
      </div>
      <p class="keyboard-help">{t.keyboardHelp(game.rules.lastTrickReview === 'all', letters)}</p>
      {finished && view.settlement && (
        <div class="result-panel" ref={resultPanel}>
          <SettlementView
            settlement={view.settlement}
            names={props.names}
            seats={Array.from({ length: view.seats }, (_, s) => s)}
            rules={game.rules}
          />
          <Scoreboard match={u.match} names={props.names} unit={unit} game={game} />
          <div class="result-actions">
            <button
              type="button"
              class="primary"
              ref={nextButton}
              onClick={() => client.nextDeal()}
              data-testid="next-deal"
              aria-keyshortcuts="N"
            >
              {u.match.finished ? t.newMatch : t.newDeal}
            </button>
            {/* The deal's one Download (the table's buttons had a second, greyed until the deal's end). */}
            <button type="button" onClick={saveRecord} data-testid="download">
              {t.download}
            </button>
            {/* A new deal's settlement is another record: its own link (keyed, so the last is gone). */}
            <ShareLink key={u.seq} record={dealRecord} />
          </div>
        </div>
      )}
      {/* What the game being played pays, at hand without leaving the table: closed, one line
          after everything else (its place after a deal too, rules-on-table in app.css). */}
      <details class="rule-card-details table-rules" data-testid="table-rules">
        <summary>{t.ruleCard}</summary>
        <RuleCardView card={game.preset.ruleCard(game.rules, game.seats)} rules={game.rules} />
      </details>
    </div>
  );
}
