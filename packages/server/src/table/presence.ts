/**
 * Who plays each seat now: a computer player plays a computer seat, a seat left empty, a seat
 * taken during the running deal (its player plays from the next deal) and the seat of a player
 * away longer than the takeover delay (`replaced`); anyone else, its player.
 */
import type { Seat } from '@tarock/engine';
import type { TableModel } from './model';
import type { SeatPresence } from './views';

export function playedByComputer(m: TableModel, seat: Seat, replaced: boolean): boolean {
  const s = m.seats[seat];
  return (
    m.config.seats[seat]?.kind === 'computer' || s?.tokenHash === null || s?.fromNextDeal === true || replaced
  );
}

/** Each seat: whether a connection holds it, and whether a computer player plays it. */
export function seatPresence(
  m: TableModel,
  connected: (seat: Seat) => boolean,
  replaced: (seat: Seat) => boolean,
): SeatPresence[] {
  return m.seats.map((_, seat) => ({
    connected: connected(seat),
    bot: playedByComputer(m, seat, replaced(seat)),
  }));
}
