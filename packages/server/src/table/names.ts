/**
 * The names of a table's computer seats. Until the table's first deal a computer seat is named as
 * `computerSeatNames` of @tarock/protocol names it from the seats as they stand (Bert at the
 * second seat, or another name where a player took that one); the first deal fixes the names, so
 * that a player who comes later does not rename a computer seat the table has been playing with.
 * The names follow from the log (the seats at the first `deal` event), so a rebuilt table has the
 * same ones. Clients show the seat's `name` as the server sends it.
 */
import { computerSeatNames, nameAsRead, sameName } from '@tarock/protocol/seatNames';
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

/**
 * Why a player may not take `seat` under `name`, or null: another seat is called so already (a
 * player, or a computer seat whose name the first deal fixed; before it a computer seat takes
 * another name instead), or it is the name a record gives a seat nobody took ("Computer 2"). So
 * nobody at the table passes for another person or for a computer player in the chat or the
 * records.
 */
export function nameClash(m: TableModel, seat: number, name: string): string | null {
  const other = m.seats.findIndex((s, i) => i !== seat && s.name !== null && sameName(s.name, name));
  if (other >= 0)
    return `seat ${other} is called ${m.seats[other]?.name ?? name} already: choose another name`;
  if (/^computer ?\d+$/u.test(nameAsRead(name)))
    return `"${name.trim()}" is how a record names a computer seat: choose another name`;
  return null;
}
