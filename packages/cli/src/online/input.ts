/**
 * The lines typed at a `tarock join` session, by what it asked: the name, the seat, and once
 * seated the turn's answer (as `tarock play` reads it: a number, a choice, an action, a card,
 * `help`, `hint`), ready between deals, and at any prompt `say`, `reissue`, `leave` and `quit`.
 * A line that answered nothing asked leaves the prompt standing: it is asked again.
 */
import { PIMC_LEVELS, PimcSearch } from '@tarock/bots';
import { seatName } from '../render';
import { type Turn, answerTurn, hintText, isQuit, visibleInput } from '../turn';
import { sendAction } from './send';
import { sayCommand, sayLine } from './chat';
import { readyPending, readyTyped } from './nextDeal';
import { reissueCommand, reissueSeat } from './reissue';
import { leave, nameTyped, quit, seatTyped } from './seating';
import type { Session } from './sessionState';
import { seatNames } from './tableText';
import { PROMPTS } from './terminal';

/** The one-line commands the session adds to `help`. */
const MORE_HELP = [
  '  say TEXT          say a line at the table (the players seated there read it), at any prompt',
  '  reissue N         the host: a new seat link for seat N, for its player who lost theirs (away)',
  '  leave             give the seat up for good (a computer player takes it; anyone may join it)',
];

/** A line typed, or null: the input's end. */
export function typed(s: Session, line: string | null): void {
  if (line !== null && s.io.echoInput) s.io.write(`${visibleInput(line)}\n`); // piped answers: a readable transcript
  if (line === null || (s.mode !== 'naming' && isQuit(line))) {
    quit(s);
    return;
  }
  const t = line.trim();
  switch (s.mode) {
    case 'naming':
      nameTyped(s, line);
      return;
    case 'choosing':
      seatTyped(s, t);
      return;
    case 'seated':
      seatedLine(s, t);
      return;
    default:
      return;
  }
}

function seatedLine(s: Session, t: string): void {
  const lower = t.toLowerCase();
  if (lower === 'leave') {
    leave(s);
    return;
  }
  if (s.away) {
    s.say('Not connected; waiting for the connection to come back.');
    return;
  }
  const said = sayCommand(t);
  if (said !== null) {
    sayLine(s, said);
    askAgain(s);
    return;
  }
  const reissue = reissueCommand(t);
  if (reissue !== null) {
    reissueSeat(s, reissue);
    askAgain(s);
    return;
  }
  const turn = s.turn;
  if (turn) {
    if (s.acting) {
      s.say('Your action is on its way; waiting for the table.');
      return;
    }
    const answer = answerTurn(
      turn.turn,
      t,
      () => hint(s, turn.turn),
      MORE_HELP,
      'leave the table for now (the seat stays yours)',
    );
    switch (answer.kind) {
      case 'action':
        sendAction(s, turn.seq, answer.action);
        return;
      case 'say':
        s.ask(`${answer.text}\n${PROMPTS.turn}`);
        return;
      case 'quit':
        quit(s);
        return;
      case 'nothing':
        s.ask(PROMPTS.turn);
        return;
    }
  }
  if (readyTyped(s, lower)) return;
  const pending = readyPending(s);
  if (lower === 'help' || lower === '?') {
    s.say([
      'Between turns type:',
      '  ready (or Enter)  between deals: ready for the next deal',
      ...MORE_HELP,
      '  quit              leave the table for now (the seat stays yours)',
    ]);
    if (pending) s.ask(PROMPTS.ready);
    return;
  }
  if (pending) {
    s.ask(
      `Enter (or ready) says you are ready; quit leaves for now, leave gives the seat up.\n${PROMPTS.ready}`,
    );
    return;
  }
  if (lower === '') return;
  const v = s.frame?.view;
  const who = typeof v?.toAct === 'number' ? seatName(seatNames(s.info, s.seat), v.toAct) : null;
  s.say(who ? `It is ${who}'s turn; wait for yours.` : 'Nothing to answer now.');
}

/** The prompt a line answered that was no answer (a line said), asked again. */
function askAgain(s: Session): void {
  if (s.turn && !s.acting) {
    s.ask(PROMPTS.turn);
    return;
  }
  if (readyPending(s)) s.ask(PROMPTS.ready);
}

function hint(s: Session, turn: Turn): string {
  s.hintSearch ??= new PimcSearch(PIMC_LEVELS.fast);
  return hintText(turn.game, turn.view, s.hintRng, s.hintSearch, turn.names);
}
