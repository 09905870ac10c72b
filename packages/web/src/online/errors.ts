/**
 * The server's errors in the player's language. The server words its errors in English for
 * developers and logs; the page says what happened by the error's code, and keeps the server's
 * words only where the code alone says too little (a table refused as it is opened).
 */
import type { ErrorCode } from '@tarock/protocol';
import type { OnlineStrings } from './strings';

/**
 * An error as the page tells it: the server's code, `not-host` for a refused seat link, `bad-link`
 * for a seat link whose token holds nothing (the seat held before is kept), or `outdated` for a
 * `bad-table` to a visit (a table opened under an earlier version of its rules;
 * to a `create` it is the table asked for that is refused).
 */
export interface OnlineError {
  readonly code: ErrorCode | 'not-host' | 'bad-link' | 'outdated';
  /** The server's own words (English). */
  readonly message: string;
}

export function errorText(e: OnlineError, s: OnlineStrings): string {
  switch (e.code) {
    case 'unknown-table':
      return s.unknownTable;
    case 'bad-token':
      return s.seatLost;
    case 'not-host':
      return s.notHost;
    case 'bad-link':
      return s.badSeatLink;
    case 'outdated':
      return s.outdatedTable;
    case 'seat-taken':
      return s.seatTaken;
    case 'name-taken':
      return s.nameTaken;
    case 'too-many-spectators':
      return s.tooManySpectators;
    case 'rate':
      return s.slowDown;
    case 'busy':
      return s.busy;
    case 'create-limit':
      return s.createLimit;
    case 'seated-only':
      return s.seatedOnly;
    case 'internal':
      return s.internal;
    case 'bad-table':
    case 'malformed':
    case 'too-large':
    case 'too-many-tables':
    case 'other-table':
      return s.serverSays(e.message);
  }
}
