/**
 * The end of a deal at the terminal, as `tarock play` tells it: the settlement line by line and
 * what lay aside, then the match after it (balances, the pot) from the table's match log (`log`
 * frames, kept whole: on a gap the table is entered again, which sends the log anew).
 */
import { type Game, type View, unitOf } from '@tarock/engine';
import { type LogPiece, keepLog, matchOf } from '@tarock/protocol';
import { asideText, matchText, settlementText } from '../settlement';
import { maybeAskReady } from './nextDeal';
import { enter } from './seating';
import type { Session } from './sessionState';
import { seatNames } from './tableText';

/** Deal `n` finished (`v`): its settlement told once, then the match; then ready for the next? */
export function settle(s: Session, game: Game, v: View, n: number): void {
  s.turn = null;
  if (s.settled !== n && v.settlement) {
    s.settled = n;
    const names = seatNames(s.info, s.seat);
    s.say(['', ...settlementText(game, v.settlement, names), ...asideText(game, v, names)]);
    s.matchUntold = true;
    tellMatch(s);
  }
  maybeAskReady(s);
}

/** The match after the settlement told, once the table information and its whole log are here. */
export function tellMatch(s: Session): void {
  const match = matchOf(s.info?.match ?? null, s.log);
  if (!s.matchUntold || !match || !s.game) return;
  s.matchUntold = false;
  s.say(matchText(match, unitOf(s.game.rules), seatNames(s.info, s.seat)));
}

/** A piece of the match log; on a gap (entries missing) the whole log is asked for again. */
export function matchLog(s: Session, piece: LogPiece): void {
  const log = keepLog(s.log, piece);
  if (log === 'gap') {
    enter(s);
    return;
  }
  s.log = log;
  tellMatch(s);
}
