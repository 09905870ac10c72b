/**
 * The seats' names at an online table. A computer seat is named as the server names it (the
 * seat's `name`: Bert at the second seat, Cilli at the third, Dori at the fourth, or a further
 * Bavarian name where a player at the table chose that one, fixed at the table's first deal, so
 * the web app and `tarock join` show one name and it does not change between deals); it read
 * "Computer, rechnend, schnell" / "computer, searching, fast", lowercase inside an English
 * sentence, its commas in the log's lines, cut short on a phone's seat. Its level is said beside
 * the name where it helps (the seat list, `computerDescription`).
 */
import type { SeatInfo } from '@tarock/protocol';
import type { OnlineStrings } from './strings';

/**
 * Each computer seat's name (null for a seat meant for a player): the server's, else (a server
 * that sends none) by its seat's number.
 *
 * @example computerNames([anna, bertComputer, cilliComputer], s) // [null, 'Bert', 'Cilli']
 */
export function computerNames(seats: readonly SeatInfo[], s: OnlineStrings): (string | null)[] {
  return seats.map((seat) => (seat.kind === 'computer' ? (seat.name ?? s.computerAt(seat.seat + 1)) : null));
}

/** What plays a computer seat, for the seat list: "computer, searching, fast". */
export function computerDescription(seat: SeatInfo, s: OnlineStrings): string {
  return `${s.computer}, ${s.botName(seat.level)}`;
}

/**
 * A seat's name where the seats are listed (the roster, "Your tables"): a player's own, a computer
 * seat's (`computerNames`), or "free".
 */
export function listedName(seat: SeatInfo, computers: readonly (string | null)[], s: OnlineStrings): string {
  if (seat.kind === 'computer') return computers[seat.seat] ?? s.computerAt(seat.seat + 1);
  return seat.name ?? s.free;
}

/**
 * Each seat's name for the table's components. A seat meant for a player that nobody has taken
 * (or that its player gave up) is dealt to and played by the computer: it is named as that, "free"
 * would read as nobody's seat ("free deals"); so is a player's seat the computer plays while they
 * are away ("Gustl (Computer)"). Two players of one name carry their seat's number too: the log,
 * the trick and the settlement must tell them apart.
 */
export function seatNames(table: { readonly seats: readonly SeatInfo[] }, s: OnlineStrings): string[] {
  const computers = computerNames(table.seats, s);
  const base = table.seats.map((seat, i) => (seat.kind === 'computer' ? computers[i] : seat.name) ?? null);
  return table.seats.map((seat, i) => {
    const own = base[i] ?? null;
    if (own === null) return s.computerAt(seat.seat + 1);
    const name = base.filter((b) => b === own).length > 1 ? s.atSeat(own, seat.seat + 1) : own;
    // A player away long enough that the computer plays for them: said at the table too, where a
    // phone shows the seat list no more.
    return seat.kind === 'human' && seat.bot ? s.standIn(name) : name;
  });
}

/**
 * The names for a finished deal's record (the table's history): a player by the name the record
 * keeps (who sat there then, though the seat may have changed hands since), a computer seat by
 * its name at the table (records written before the server named them there say "Computer 2"),
 * a seat nobody had taken as the computer that played it.
 */
export function recordNames(
  record: { readonly seats: readonly { readonly name: string; readonly player: string }[] },
  table: { readonly seats: readonly SeatInfo[] },
  s: OnlineStrings,
): string[] {
  const computers = computerNames(table.seats, s);
  return record.seats.map((x, i) => (x.player === 'human' ? x.name : (computers[i] ?? s.computerAt(i + 1))));
}
