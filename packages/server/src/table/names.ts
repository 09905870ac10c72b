/**
 * The names of a table's computer seats. Until the table's first deal a computer seat is named as
 * `computerSeatNames` of @tarock/protocol names it from the seats as they stand (Bert at the
 * second seat, or another name where a player took that one); the first deal fixes the names, so
 * that a player who comes later does not rename a computer seat the table has been playing with.
 * The names follow from the log (the seats at the first `deal` event), so a rebuilt table has the
 * same ones. Clients show the seat's `name` as the server sends it.
 */
import { computerSeatNames } from '@tarock/protocol/seatNames';
import type { TableModel } from './model';

/** Each seat's name as the table shows it: a player's own, a computer seat's (see above), or null. */
export function seatNames(m: TableModel): (string | null)[] {
  const derived = computerSeatNames(
    m.config.seats.map((spec, seat) => ({ seat, kind: spec.kind, name: m.seats[seat]?.name ?? null })),
  );
  return m.seats.map((s, i) =>
    m.config.seats[i]?.kind === 'computer' ? (s.name ?? derived[i] ?? null) : s.name,
  );
}

/** At the table's first deal: the computer seats keep the names they are shown now. */
export function fixComputerNames(m: TableModel): void {
  const names = seatNames(m);
  m.seats.forEach((s, i) => {
    if (m.config.seats[i]?.kind === 'computer') s.name = names[i] ?? null;
  });
}
