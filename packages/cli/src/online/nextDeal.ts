/**
 * Between deals at the terminal: once the table waits and the seat's last frame shows no deal
 * running, the player is asked once whether they are ready for the next deal (or the first, or a
 * new match's), and Enter (or `ready`) tells the table so.
 */
import type { Session } from './sessionState';
import { PROMPTS } from './terminal';

/**
 * Whether no deal runs: the table says so and the seat's last frame shows none or a finished one
 * (the table information comes before the frame that finishes a deal: its settlement first).
 */
export function betweenDeals(s: Session): boolean {
  const v = s.frame?.view;
  return s.info?.status === 'waiting' && s.frame !== null && (!v || v.phase === 'finished');
}

/** Between deals, while this seat has not said ready: asks once. */
export function maybeAskReady(s: Session): void {
  const info = s.info;
  const me = s.seat;
  if (s.mode !== 'seated' || !info || me === null || s.away) return;
  const mine = info.seats[me];
  if (!betweenDeals(s) || !mine || mine.ready || s.readyAsked === info.deals) return;
  s.readyAsked = info.deals;
  const what = info.deals === 0 ? 'the first deal' : 'the next deal';
  const over = info.match?.finished ? 'The match is over; a new one starts. ' : '';
  s.ask(
    `${over}Ready for ${what}? Enter (or ready) says so; quit leaves for now, leave gives the seat up.\n${PROMPTS.ready}`,
  );
}

/** Whether the seat was asked whether it is ready, and has not said so. */
export function readyPending(s: Session): boolean {
  const info = s.info;
  const me = s.seat;
  return betweenDeals(s) && s.readyAsked !== null && info !== null && me !== null && !info.seats[me]?.ready;
}

/** A line typed at no turn (`lower`: trimmed, in lower case): true when it said ready. */
export function readyTyped(s: Session, lower: string): boolean {
  const info = s.info;
  const me = s.seat;
  if (!betweenDeals(s) || !info || me === null || (lower !== '' && lower !== 'ready')) return false;
  if (info.seats[me]?.ready) {
    s.say('You said ready; waiting for the others.');
    return true;
  }
  s.send({ t: 'ready', table: s.o.address.table });
  s.say('Ready; waiting for the others.');
  return true;
}
