/**
 * The names of a table's computer seats, the same in every client (the web app and `tarock join`
 * show one table, and its players talk of "Bert" in the chat). A computer seat is named as the
 * offline setup names its computer players, by its seat (Bert at the second, Cilli at the third,
 * Dori at the fourth), or, where a player at the table chose that name, by one of a few more
 * Bavarian names. The server names a table's computer seats with it (fixed at the table's first
 * deal) and sends the name as the seat's `name`; the clients show that. No zod here: the web app
 * imports this module (`@tarock/protocol/seatNames`) and keeps zod out of its bundle.
 */

/** The names the setup gives the seats, seat by seat (the computer players' at an online table too). */
export const SEAT_NAMES: readonly string[] = ['Anna', 'Bert', 'Cilli', 'Dori'];

/** For a computer seat whose own name a player at the table has taken. */
const MORE_NAMES: readonly string[] = ['Evi', 'Ferdl', 'Gretl', 'Hias', 'Kathi', 'Loisl', 'Resi', 'Sepp'];

/** What naming needs of a seat (the protocol's `SeatInfo` has it). */
export interface NamedSeat {
  readonly seat: number;
  readonly kind: 'human' | 'computer';
  readonly name: string | null;
}

/** A name as it reads: case, width forms (NFKC) and runs of spaces aside. */
export const nameAsRead = (name: string): string =>
  name.normalize('NFKC').trim().replace(/\s+/gu, ' ').toLocaleLowerCase('de');

/** Whether two names read the same ("Anna" and "ＡＮＮＡ ", say): one table seats one of them. */
export const sameName = (a: string, b: string): boolean => nameAsRead(a) === nameAsRead(b);

/**
 * Each computer seat's name (null for a seat meant for a player): its seat's name from the setup,
 * else the first of the further names that neither a player nor another computer seat has (null
 * in the unlikely case that all are taken: the client names it by its seat).
 *
 * @example computerSeatNames([anna, bertComputer, cilliComputer]) // [null, 'Bert', 'Cilli']
 */
export function computerSeatNames(seats: readonly NamedSeat[]): (string | null)[] {
  const taken = new Set(
    seats.flatMap((x) => (x.kind === 'human' && x.name !== null ? [nameAsRead(x.name)] : [])),
  );
  return seats.map((seat) => {
    if (seat.kind !== 'computer') return null;
    const own = SEAT_NAMES[seat.seat];
    const name = [...(own === undefined ? [] : [own]), ...MORE_NAMES].find((n) => !taken.has(nameAsRead(n)));
    if (name !== undefined) taken.add(nameAsRead(name));
    return name ?? null;
  });
}
