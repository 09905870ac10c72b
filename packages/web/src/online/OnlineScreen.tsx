/**
 * "Play online": go back to a table of this browser's ("Your tables") or open a table; or (at the
 * invite path `/table/<id>`) see the table, take a seat or watch, say ready, play, and look
 * through the table's finished deals.
 */
import type { Seat } from '@tarock/engine';
import { matchOf } from '@tarock/protocol/matchLog';
import type { JSX } from 'preact';
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import type { ForcedCard, TurnChime } from '../app/settings';
import { useI18n } from '../i18n/i18n';
import { focusLost, takeLostFocus } from '../table/focusOn';
import { usePageTitle } from '../table/pageTitle';
import { type OnlineClient, timerDeadline } from './client';
import { unreadCount } from './chat';
import { ChatPanel } from './ChatPanel';
import { errorText } from './errors';
import { HistoryPanel } from './HistoryPanel';
import { LeaveButton } from './LeaveButton';
import { MyTables } from './MyTables';
import { OnlineTable } from './OnlineTable';
import { OpenForm } from './OpenForm';
import { FOLDED_ID, PhoneFold } from './PhoneFold';
import { seatNames } from './names';
import { Roster, readyDeadline, tableAsks } from './Roster';
import { seatFromHash, seatLink } from './seats';
import { TableInfoPanel } from './TableInfoPanel';
import { useTurnChime } from './turnChime';
import { SeedLine } from './SeedLine';
import { useCountdown, useOnline, useOnlineStrings } from './useOnline';

export function OnlineScreen({
  client,
  players,
  badInvite = false,
  chime = 'on',
  onChime = () => {},
  forcedCard = 'off',
  pauseMs = 0,
}: {
  /** Play the seat's forced card by itself (the setting), after `pauseMs`. */
  forcedCard?: ForcedCard;
  pauseMs?: number;
  client: OnlineClient;
  /** Whether the table chimes when it asks the player while the tab is in the background. */
  chime?: TurnChime;
  onChime?: (c: TurnChime) => void;
  /** The page was opened at an invite path that names no table (a link cut short). */
  badInvite?: boolean;
  /** The computer players there are (the table worker reports them: the page does not load them). */
  players: readonly string[];
}): JSX.Element {
  const s = useOnlineStrings();
  const st = useOnline(client);
  const { table, held, frame } = st;

  // A seat link (the host's answer to a lost token): take the seat with its token, then drop the
  // token from the address, so it is not bookmarked or shared by accident.
  useEffect(() => {
    const link = st.tableId ? seatFromHash(location.hash) : null;
    if (!link) return;
    client.claim(link.seat, link.token);
    history.replaceState(null, '', `/table/${st.tableId}`);
  }, [client, st.tableId]);

  // The address follows the table, so a reload (or the link) comes back to it.
  useEffect(() => {
    if (st.tableId && location.pathname !== `/table/${st.tableId}`)
      history.pushState(null, '', `/table/${st.tableId}`);
  }, [st.tableId]);

  // A phone folds the table's information and seats away while the player's deal is on the
  // table (PhoneFold); the chat's panel is opened from there too.
  const [unfolded, setUnfolded] = useState(false);
  const [chatOpen, setChatOpen] = useState(false);
  const [chatAsked, setChatAsked] = useState(0);
  const chatBox = useRef<HTMLDivElement>(null);
  useEffect(() => setUnfolded(false), [st.tableId]);
  useEffect(() => {
    if (chatAsked === 0) return;
    chatBox.current?.scrollIntoView({ block: 'end' });
    chatBox.current?.querySelector<HTMLElement>('[data-testid=chat-toggle]')?.focus({ preventScroll: true });
  }, [chatAsked]);

  // Ready (Next deal once a deal is over) takes the focus the pressed control dropped: "Take seat",
  // the last card or call of a deal; and the wait for the others takes it from Ready, to hand it on
  // to the first call or card of the next deal (`focusOn.ts`).
  // The table just opened gives it to the invite link instead (TableInfoPanel).
  const next = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (focusLost('.start-btn')) return;
    takeLostFocus(
      next.current?.querySelector<HTMLElement>('[data-testid=ready], [data-testid=waiting-others]'),
      { preventScroll: true },
    );
  });

  const names = useMemo(() => (table ? seatNames(table, s) : []), [table, s]);
  // The match as the engine has it, for the score sheet: the table frame's match and the log kept.
  const match = useMemo(() => matchOf(table?.match ?? null, st.log), [table?.match, st.log]);
  const deadline = timerDeadline(st);
  const dealsIn = useCountdown(table ? readyDeadline(table, deadline) : null);
  const { t } = useI18n();
  const asked =
    held && table
      ? tableAsks(table, deadline, held.seat, frame?.view ?? null, { turn: t.yourTurn, ready: s.readyAsked })
      : null;
  usePageTitle(asked);
  useTurnChime(asked, chime === 'on');

  const banner = st.outdated ? (
    <p class="online-connection" role="alert" data-testid="connection">
      {s.outdated}{' '}
      <button type="button" onClick={() => location.reload()}>
        {s.reload}
      </button>
    </p>
  ) : st.connection === 'open' ? null : (
    <p class="online-connection" role="status" data-testid="connection">
      {st.connection === 'connecting' && !st.table ? s.connecting : s.reconnecting}
    </p>
  );

  if (!st.tableId)
    return (
      <div class="online">
        {banner}
        {st.error && (
          <p class="error" role="alert">
            {errorText(st.error, s)}
          </p>
        )}
        {badInvite && (
          <p class="error" role="alert" data-testid="online-error">
            {s.badInvite}
          </p>
        )}
        <MyTables storage={client.storage} />
        <OpenForm client={client} players={players} />
      </div>
    );

  if (!table)
    return (
      <div class="online">
        {banner}
        {st.error ? (
          <p class="error" role="alert" data-testid="online-error">
            {errorText(st.error, s)}
          </p>
        ) : (
          <p class="loading">…</p>
        )}
      </div>
    );

  const view = frame?.view ?? null;
  const dealRunning = table.status === 'playing' && view !== null && view.phase !== 'finished';
  const mine = held ? table.seats[held.seat] : undefined;
  const canReady =
    held !== null && !dealRunning && mine !== undefined && !(mine.ready && table.status === 'waiting');
  const readyShown = canReady || (held !== null && !dealRunning && mine?.ready === true);
  const seat: Seat | null = held ? (held.seat as Seat) : null;
  // Folded only for a player with a deal on the table: a spectator has no hand to make room for,
  // and takes a seat in the list.
  const folds = held !== null && view !== null;

  return (
    <div class="online" data-table={table.id} data-seat={held ? String(held.seat) : 'spectator'}>
      {banner}
      {st.error && (
        <p class="error" role="alert" data-testid="online-error">
          {errorText(st.error, s)}
        </p>
      )}
      {folds && (
        <PhoneFold
          open={unfolded}
          onOpen={setUnfolded}
          unread={chatOpen ? 0 : unreadCount(st.chat, held.seat)}
          onChat={() => {
            setChatOpen(true);
            setChatAsked((n) => n + 1);
          }}
        />
      )}
      <div id={FOLDED_ID} class={`online-top${folds && !unfolded ? ' folded' : ''}`}>
        <TableInfoPanel table={table} />
        <Roster
          table={table}
          held={held}
          joining={st.joining}
          live={st.connection === 'open'}
          onJoin={(x, name) => client.join(x, name)}
          onReissue={st.host ? (x) => client.reissue(x) : undefined}
        />
        {held && (
          <label class="online-chime">
            <input
              type="checkbox"
              data-testid="turn-chime"
              checked={chime === 'on'}
              onChange={(e) => onChime(e.currentTarget.checked ? 'on' : 'off')}
            />{' '}
            {s.turnChime}
          </label>
        )}
      </div>
      {st.reissued && (
        <p class="online-seat-link" data-testid="seat-link">
          {s.seatLinkFor(st.reissued.seat + 1)}{' '}
          <input
            type="text"
            readOnly
            aria-label={s.seatLinkFor(st.reissued.seat + 1)}
            value={seatLink(location.origin, table.id, st.reissued.seat, st.reissued.token)}
            onFocus={(e) => e.currentTarget.select()}
          />
        </p>
      )}
      {view && frame && (
        <OnlineTable
          view={view}
          seq={frame.seq}
          seat={seat}
          fromNextDeal={mine?.from === 'next-deal'}
          names={names}
          match={match}
          rejected={st.rejected}
          turnDeadline={table.status === 'playing' ? deadline : null}
          onAct={(a) => client.act(a)}
          forcedCard={forcedCard}
          pauseMs={pauseMs}
        />
      )}
      {frame?.deal && <SeedLine deal={frame.deal} />}
      {/* Under the table: after a deal, below the settlement the player has just read; on a phone
          pinned to the screen's foot (the stylesheet), where it is always in reach. */}
      {(readyShown || dealsIn !== null) && (
        <div class="online-next" data-testid="online-next" ref={next}>
          {readyShown &&
            (canReady ? (
              <button type="button" class="primary" data-testid="ready" onClick={() => client.ready()}>
                {view?.phase === 'finished' ? s.nextDeal : s.ready}
              </button>
            ) : (
              <p data-testid="waiting-others" tabIndex={-1}>
                {s.waitingOthers}
              </p>
            ))}
          {dealsIn !== null && (
            <p class="online-ready-timer" data-testid="ready-timer-left">
              {s.dealsIn(dealsIn)}
            </p>
          )}
        </div>
      )}
      <div class="online-tools" ref={chatBox}>
        <ChatPanel
          chat={st.chat}
          seat={held ? held.seat : null}
          onSay={(text) => client.say(text)}
          onRead={() => client.readChat()}
          open={chatOpen}
          onOpen={setChatOpen}
        />
        <HistoryPanel
          table={table.id}
          seats={table.seats}
          deals={st.history}
          onLoad={() => client.loadHistory()}
          onMore={st.historyNext === null ? null : () => client.moreHistory()}
        />
        {held && <LeaveButton onLeave={() => client.leave()} />}
      </div>
    </div>
  );
}
