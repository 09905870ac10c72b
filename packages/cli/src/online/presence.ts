/**
 * People coming and going at an online table, as the terminal tells them: what changed at the
 * other players' seats between two `table` frames (a seat taken or given up, its player away or
 * back), one short line each; and the turn timer (`timer` frames), once, when it runs for this
 * seat's turn. Both are told as asides under the prompt (terminal.ts).
 */
import type { ServerMessage, TableInfo } from '@tarock/protocol';
import { plainText } from './chat';
import type { Session } from './sessionState';

type Seat = TableInfo['seats'][number];

/** One line per change at a seat other than `mine` meant for a player; none when nothing changed. */
export function seatChanges(before: TableInfo, after: TableInfo, mine: number | null): string[] {
  const out: string[] = [];
  for (const now of after.seats) {
    const was: Seat | undefined = before.seats[now.seat];
    if (now.seat === mine || now.kind !== 'human' || !was) continue;
    const name = now.name === null ? null : plainText(now.name);
    const wasName = was.name === null ? null : plainText(was.name);
    if (wasName !== name) {
      if (wasName !== null) out.push(`${wasName} gave up S${now.seat}; ${now.level} plays it now.`);
      // Taken during the deal: the computer goes on playing it until the deal ends.
      const later =
        now.from === 'next-deal' ? ` and plays from the next deal (${now.level} finishes this one)` : '';
      if (name !== null) out.push(`${name} takes S${now.seat}${now.connected ? '' : ' (away)'}${later}.`);
      continue;
    }
    if (name === null || was.connected === now.connected) continue;
    out.push(
      now.connected
        ? `${name} is back at S${now.seat}.`
        : `${name} at S${now.seat} went away (${now.level} plays for them if they stay away).`,
    );
  }
  return out;
}

/**
 * The seconds left of this seat's turn by the timer's deadline (epoch ms), at most the table's
 * turn time (the two clocks need not agree); null without a turn timer.
 */
export function secondsLeft(info: TableInfo, deadline: number | null, now: number): number | null {
  if (info.turnSeconds === null || deadline === null || info.status !== 'playing') return null;
  return Math.max(0, Math.min(info.turnSeconds, Math.round((deadline - now) / 1000)));
}

export function turnTimerText(seconds: number): string {
  return `You have ${seconds} s for this turn; then a computer player makes the move for you.`;
}

/**
 * The turn timer, once a turn: the `timer` frame that starts it comes after the frame that shows
 * the turn, with the turn's `seq`; a turn come back to in its middle (a resume) gets one after
 * the answer's state frame.
 */
export function tellTimer(s: Session, m: Extract<ServerMessage, { t: 'timer' }>): void {
  const turn = s.turn;
  if (s.mode !== 'seated' || !s.info || !turn || turn.seq !== m.seq) return;
  if (s.acting || s.timerTold === turn.seq) return;
  const seconds = secondsLeft(s.info, m.deadline, Date.now());
  if (seconds === null) return;
  s.timerTold = turn.seq;
  s.aside([turnTimerText(seconds)]);
}
