/**
 * The seats of an online table: who sits where, who is connected, away or played by the computer,
 * who took a seat during the deal and plays from the next one, who is ready; a free seat meant for
 * a player can be taken with a name. The turn timer is shown
 * at the table, beside the hand, once (`OnlineTable`): here it made a seat's line wrap as the turn
 * came and went, and the hand below moved.
 */
import type { View } from '@tarock/engine';
import type { SeatInfo, TableInfo } from '@tarock/protocol';
import type { JSX } from 'preact';
import { useState } from 'preact/hooks';
import { NAME_MAX, nameExcess, nameUnprintable } from '../app/playerName';
import { useI18n } from '../i18n/i18n';
import { computerDescription, computerNames, listedName } from './names';
import type { HeldSeat } from './seats';
import type { OnlineStrings } from './strings';
import { useOnlineStrings } from './useOnline';

/** Where a seat's player is; `live` false: this page has lost the server and cannot know. */
export function presence(seat: SeatInfo, s: OnlineStrings, live = true): string {
  if (seat.kind === 'computer') return computerDescription(seat, s);
  if (seat.name === null) return seat.bot ? s.playedByComputer : s.free;
  const where = !live ? s.presenceUnknown : seat.connected ? s.connected : s.away;
  // Taken during the deal: the computer plays it until the deal ends, and says so once.
  if (seat.from === 'next-deal') return `${where}, ${s.fromNextDeal}`;
  return seat.bot ? `${where}, ${s.playedByComputer}` : where;
}

/**
 * When the next deal starts even if not everyone has said ready (epoch ms), or null: between
 * deals the table's timer (`deadline`, `timerDeadline`) is the ready timer, during a deal the turn timer.
 */
export function readyDeadline(table: TableInfo, deadline: number | null): number | null {
  return table.status === 'waiting' ? deadline : null;
}

/**
 * What the table waits for from the player at `seat` (for the page's title), or null: their turn
 * (`turn`), or, while another player's ready runs the ready timer, their ready (`ready`).
 */
export function tableAsks(
  table: TableInfo,
  deadline: number | null,
  seat: number,
  view: View | null,
  asks: { readonly turn: string; readonly ready: string },
): string | null {
  if (table.status === 'playing' && view && view.toAct === seat && view.legal.length > 0) return asks.turn;
  const mine = table.seats[seat];
  return readyDeadline(table, deadline) !== null && mine?.kind === 'human' && !mine.ready ? asks.ready : null;
}

/**
 * Whether the host is offered a new seat link for this seat: a taken human seat not the host's own
 * whose player is away, as the connected server says. A player at the table keeps the seat; the
 * button would only take it from them by a slip of the finger.
 */
export function mayReissue(seat: SeatInfo, mine: boolean, live: boolean): boolean {
  return live && !mine && seat.kind === 'human' && seat.name !== null && !seat.connected;
}

export function Roster(props: {
  table: TableInfo;
  held: HeldSeat | null;
  /**
   * The seat whose join this page has not seen answered (`OnlineState.joining`): said so, and its
   * form stays (taking it again sends the same join); no other seat is offered meanwhile.
   */
  joining?: { readonly seat: number } | null | undefined;
  /** Whether this page is connected to the server (the presence it shows is the server's). */
  live: boolean;
  onJoin: (seat: number, name: string) => void;
  /** Only for the host: has a taken seat given a new token (its player lost the old one). */
  onReissue?: ((seat: number) => void) | undefined;
}): JSX.Element {
  const s = useOnlineStrings();
  const { t } = useI18n();
  const { table, held } = props;
  const pending = props.joining?.seat ?? null;
  const [name, setName] = useState('');
  // A name over the cap, or holding a control or invisible character, is told under the field and
  // not sent (the server would refuse it).
  const excess = nameExcess(name);
  const note =
    excess > 0 ? t.nameTooLong(NAME_MAX, excess) : nameUnprintable(name) ? t.nameUnprintable : null;
  const computers = computerNames(table.seats, s);
  return (
    <section class="online-roster" aria-label={s.seats}>
      <h3>{s.seats}</h3>
      <ul>
        {table.seats.map((seat) => {
          const mine = held?.seat === seat.seat;
          const free = seat.kind === 'human' && seat.name === null;
          const joiningHere = free && pending === seat.seat;
          return (
            <li
              key={seat.seat}
              data-seat={seat.seat}
              data-connected={props.live ? String(seat.connected) : 'unknown'}
              data-bot={String(seat.bot)}
              data-ready={String(seat.ready)}
              data-from={seat.from ?? undefined}
              data-joining={joiningHere ? 'true' : undefined}
              class={mine ? 'mine' : undefined}
            >
              <span class="roster-seat">{s.seat(seat.seat + 1)}:</span>{' '}
              <strong>{listedName(seat, computers, s)}</strong>
              {mine && ` (${s.you})`} ·{' '}
              <span class="roster-presence">{joiningHere ? s.joining : presence(seat, s, props.live)}</span>
              {seat.ready && table.status === 'waiting' && <> · {s.isReady}</>}
              {props.onReissue && mayReissue(seat, mine, props.live) && (
                <>
                  {' '}
                  <button
                    type="button"
                    class="link"
                    title={s.newSeatLinkTitle}
                    onClick={() => props.onReissue?.(seat.seat)}
                    data-testid={`reissue-${seat.seat}`}
                  >
                    {s.newSeatLink}
                  </button>
                </>
              )}
              {free && !held && (pending === null || joiningHere) && (
                <form
                  class="join-form"
                  onSubmit={(e) => {
                    e.preventDefault();
                    if (name.trim() && note === null) props.onJoin(seat.seat, name.trim());
                  }}
                >
                  <input
                    type="text"
                    required
                    placeholder={s.yourName}
                    aria-label={s.yourName}
                    aria-invalid={note !== null}
                    aria-describedby={note !== null ? `join-note-${seat.seat}` : undefined}
                    value={name}
                    onInput={(e) => setName(e.currentTarget.value)}
                    data-testid={`join-name-${seat.seat}`}
                  />{' '}
                  <button type="submit" disabled={note !== null} data-testid={`join-${seat.seat}`}>
                    {s.takeSeat}
                  </button>
                  {note !== null && (
                    <div
                      class="name-note"
                      id={`join-note-${seat.seat}`}
                      role="alert"
                      data-testid={`join-note-${seat.seat}`}
                    >
                      {note}
                    </div>
                  )}
                </form>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
