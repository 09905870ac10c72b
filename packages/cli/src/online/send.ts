/**
 * The seat's action sent: with the `seq` of the frame that showed the turn, so that the table
 * refuses it when it moved on meanwhile (action.ts says a refusal).
 */
import type { Action } from '@tarock/engine';
import type { Session } from './sessionState';

/** Sends the action chosen at the turn of frame `seq`, or says that it cannot go yet. */
export function sendAction(s: Session, seq: number, action: Action): void {
  const req = s.trySend({ t: 'act', table: s.o.address.table, seat: s.seat, seq, action });
  if (req !== null) {
    s.acting = { req, seq, action };
    s.sentActs.set(req, seq);
  } else s.say('Not connected; your turn comes back once the connection does.');
}
