/**
 * The longest player name, in characters after trimming: the online tables' server refuses a
 * longer one (`MAX_NAME_LENGTH` of @tarock/protocol, which a test holds this to; not imported, so
 * zod stays out of the bundle), and the table's seats are laid out for it. A longer name is not
 * cut short as it is typed: the field says so and the form waits until it fits.
 */
export const NAME_MAX = 20;

/**
 * How many characters too long a name is once trimmed (0 when it fits), counted as the server
 * counts them (UTF-16 units, as zod's `max` and the input's `maxLength` do).
 */
export function nameExcess(name: string): number {
  return Math.max(0, name.trim().length - NAME_MAX);
}

/**
 * What a name may not hold, as a game record's reader refuses it (engine `records/json.ts`) and an
 * online table's server too: control and format characters (a tab, a line break, a soft hyphen, a
 * zero-width space pasted with the name), half a surrogate pair, line and paragraph separators. The
 * zero-width joiner that makes one emoji of several (🤷‍♀️) is let through, as the reader does.
 */
const UNPRINTABLE = /(?!\u200d)[\p{Cc}\p{Cf}\p{Cs}\p{Zl}\p{Zp}]/u;

/** Whether a name, once trimmed, holds a character no record or table takes in a name. */
export function nameUnprintable(name: string): boolean {
  return UNPRINTABLE.test(name.trim());
}

/** The names the setup gives the seats, seat by seat (the computer players' at an online table too). */
export { SEAT_NAMES as DEFAULT_NAMES } from '@tarock/protocol/seatNames';
