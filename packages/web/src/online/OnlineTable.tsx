/**
 * The deal at an online table, on the offline table's components, driven only by the server's
 * frames: the seat's View (a spectator, or a seat taken during the deal until it ends: the public
 * view, no hand), legal actions only from it, each action sent with the sequence number of the
 * frame it was chosen in; when the server refuses one, the card, discard or call is explained
 * again in the player's words (`refusalText`).
 */
import { type Action, type Card, type MatchState, type Seat, type View, unitOf } from '@tarock/engine';
import type { RejectCode } from '@tarock/protocol';
import type { JSX } from 'preact';
import { useMemo } from 'preact/hooks';
import { useI18n } from '../i18n/i18n';
import { Scoreboard } from '../result/Scoreboard';
import { SettlementView } from '../result/SettlementView';
import { Center } from '../table/Center';
import { gameFor, tableContext } from '../table/context';
import { Hand } from '../table/Hand';
import { lastCalls, seatPositions } from '../table/model';
import { RefusalNote } from '../table/RefusalNote';
import { SeatPanel } from '../table/SeatPanel';
import { StatusBar } from '../table/StatusBar';
import { TableFeed } from '../table/TableFeed';
import { ThrownIn } from '../table/ThrownIn';
import { TurnStrip } from '../table/TurnStrip';
import { useCountdown, useOnlineStrings } from './useOnline';
import { useForcedPlay } from '../table/forcedPlay';
import type { ForcedCard } from '../app/settings';

export function OnlineTable(props: {
  view: View;
  seq: number;
  /** The seat this page plays, or null for a spectator. */
  seat: Seat | null;
  /**
   * The seat was taken during this deal (`SeatInfo.from`): the computer finishes the deal, and
   * the page is sent the spectators' view (no hand) until it ends.
   */
  fromNextDeal: boolean;
  names: readonly string[];
  match: MatchState | null;
  /** The server's refusal of this page's last action, with that action when it was one. */
  rejected: { readonly reason: string; readonly action: Action | null; readonly code: RejectCode } | null;
  /** When the turn timer runs out for the seat to act (epoch ms), or null without one. */
  turnDeadline: number | null;
  onAct: (a: Action) => void;
  /** Play the seat's forced card by itself (the setting), after `pauseMs`. */
  forcedCard?: ForcedCard;
  pauseMs?: number;
}): JSX.Element | null {
  const { lang } = useI18n();
  const s = useOnlineStrings();
  const { view, seat } = props;
  const game = gameFor(view.game);
  // The seat's own forced card plays by itself where the setting says so, as a click plays it.
  const playing = seat !== null && !props.fromNextDeal ? seat : null;
  useForcedPlay(view, props.seq, playing, props.forcedCard ?? 'off', props.pauseMs ?? 0, (card) =>
    props.onAct({ type: 'play', card }),
  );
  // A spectator looks from the first seat's place; no hand is shown.
  const bottom: Seat = seat ?? 0;
  // Also here, not only in the seat list: on a phone the list is scrolled away above the hand.
  const turnLeft = useCountdown(props.turnDeadline);
  const ctx = useMemo(
    () => (game ? tableContext(game, lang, props.names, bottom) : null),
    [game, lang, props.names, bottom],
  );
  if (!game || !ctx) return null;
  const positions = seatPositions(view.seats, bottom, game.rules.direction);
  const calls = lastCalls(view);
  const finished = view.phase === 'finished';
  const myTurn = seat !== null && view.toAct === seat && view.legal.length > 0;
  const unit = view.settlement?.unit ?? unitOf(game.rules);
  const onCard = (card: Card, mode: 'play' | 'discard'): void =>
    props.onAct(mode === 'play' ? { type: 'play', card } : { type: 'discard', card });
  return (
    <div
      class={`table-screen online-table family-${game.rules.family}${myTurn ? ' my-turn' : ''}`}
      data-phase={view.phase}
      data-seq={props.seq}
      data-viewer={String(view.viewer)}
    >
      <StatusBar view={view} ctx={ctx} />
      <div class="table" data-seats={view.seats}>
        {Array.from({ length: view.seats }, (_, x) => x as Seat).map((x) => (
          <SeatPanel
            key={x}
            seat={x}
            position={positions[x] ?? 'top'}
            view={view}
            ctx={ctx}
            call={calls.get(x) ?? null}
            thinking={false}
          />
        ))}
        <Center view={view} ctx={ctx} positions={positions} reviewLast={false} onAct={props.onAct} />
      </div>
      <TableFeed view={view} ctx={ctx} />
      <TurnStrip
        view={view}
        ctx={ctx}
        myTurn={myTurn}
        onAct={props.onAct}
        hinted={null}
        notes={
          <>
            <ThrownIn view={view} ctx={ctx} />
            {props.rejected && (
              <RefusalNote view={view} ctx={ctx} label={s.refused} refused={props.rejected} />
            )}
          </>
        }
      >
        {turnLeft !== null && typeof view.toAct === 'number' && (
          <p class="online-turn-timer" data-testid="table-turn-timer">
            {myTurn ? s.yourTimeLeft(turnLeft) : s.theirTimeLeft(props.names[view.toAct] ?? '', turnLeft)}
          </p>
        )}
      </TurnStrip>
      {seat !== null && !finished && !props.fromNextDeal && <Hand view={view} ctx={ctx} onCard={onCard} />}
      {seat === null && <p class="online-watching">{s.watching}</p>}
      {seat !== null && props.fromNextDeal && (
        <p class="online-watching" data-testid="from-next-deal">
          {s.youFromNextDeal}
        </p>
      )}
      {finished && view.settlement && (
        <div class="result-panel">
          <SettlementView
            settlement={view.settlement}
            names={props.names}
            seats={Array.from({ length: view.seats }, (_, x) => x)}
            rules={game.rules}
          />
          {props.match && <Scoreboard match={props.match} names={props.names} unit={unit} game={game} />}
        </div>
      )}
    </div>
  );
}
