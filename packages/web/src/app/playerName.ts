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

/** The names the setup gives the seats, seat by seat (the computer players' at an online table too). */
export { SEAT_NAMES as DEFAULT_NAMES } from '@tarock/protocol/seatNames';
