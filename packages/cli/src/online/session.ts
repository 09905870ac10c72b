/**
 * `tarock join`'s side of an online table: one connection (connection.ts), the seat token kept
 * in the seat file (seatFile.ts), and the terminal (terminal.ts). Everything that happens — a
 * message from the server, a line typed, the connection lost or back — goes through one queue and
 * is handled in order, so the session is one state machine: looking at the table, choosing a seat
 * (seating.ts), seated (between deals: ready?, nextDeal.ts; in a deal: the frames, frames.ts, the
 * turn shown as `tarock play` shows it, the answer sent with the frame's `seq`, input.ts and
 * action.ts), and done. It only ever shows what the server sent this seat: its View, its legal
 * actions, the public table information. This file makes the session and routes the events.
 */
import { assertNever, loadGame } from '@tarock/engine';
import { SeatToken, type ServerMessage, type TableInfo } from '@tarock/protocol';
import type { Io } from '../io';
import { rejected } from './action';
import { chatRefused, heardBacklog, heardSaid } from './chat';
import { Connection } from './connection';
import { dealFrame } from './frames';
import { typed } from './input';
import { matchLog } from './matchReport';
import { maybeAskReady } from './nextDeal';
import { seatChanges, tellTimer } from './presence';
import { reissueRefused, reissued } from './reissue';
import { loadSeat, seatKey } from './seatFile';
import { chooseSeat, enter, joined, left, serverError } from './seating';
import { type JoinOptions, REFUSED, type Session, startState } from './sessionState';
import { tableText } from './tableText';
import { readLines, terminal } from './terminal';

type Event =
  | { readonly k: 'msg'; readonly m: ServerMessage }
  | { readonly k: 'line'; readonly line: string | null; readonly waited?: boolean }
  | { readonly k: 'lost' }
  | { readonly k: 'back' }
  | { readonly k: 'refused'; readonly reason: string };

/** Plays a seat at the table `o` names, to the session's end; returns the exit code. */
export async function joinTable(io: Io, o: JoinOptions): Promise<number> {
  const queue: Event[] = [];
  let wake: (() => void) | null = null;
  const push = (e: Event): void => {
    queue.push(e);
    wake?.();
  };
  let conn: Connection | null = null;
  let nextReq = 1;
  const trySend = (m: Record<string, unknown>): number | null => {
    const req = nextReq++;
    return conn?.send({ ...m, req }) ? req : null;
  };
  const term = terminal(io, (line) => push({ k: 'line', line, waited: true }), o.command);
  const s: Session = {
    say: term.say,
    ask: term.ask,
    complain: term.complain,
    aside: term.aside,
    io,
    o,
    key: seatKey(o.address.origin, o.address.table),
    send: (m) => {
      const req = nextReq++;
      conn?.send({ ...m, req });
      return req;
    },
    trySend,
    ...startState(o.name),
  };

  const { address } = o;
  const kept = loadSeat(o.seatFile, s.key);
  if (!kept.ok) {
    s.complain(kept.error);
    return REFUSED;
  }
  s.held = kept.value;
  // A token mangled in the file holds nothing, and the server refuses to read it: said here, with
  // the file to mend (a seat link, below, replaces it).
  if (s.held && !address.link && !SeatToken.safeParse(s.held.token).success) {
    s.complain(
      `the seat kept for this table in ${o.seatFile} is damaged: its token is not 43 characters of base64url as tarock writes it; mend it, or remove the entry "${s.key}" to take a seat afresh`,
    );
    return REFUSED;
  }
  // One seat a table per terminal: --seat of another than the one kept is not taken silently
  // instead of it, nor ignored.
  if (s.held && !address.link && o.seat !== undefined && o.seat !== s.held.seat) {
    const { invite } = address;
    s.complain(
      `this terminal holds S${s.held.seat} at this table, not S${o.seat}: tarock join ${invite} comes back to it; to take S${o.seat} instead, give S${s.held.seat} up first (tarock join ${invite} --leave)`,
    );
    return REFUSED;
  }
  // A seat link (`#seat=N&token=T`) the host handed over replaces a token kept before (and a
  // join kept unanswered: the link's token holds a seat already).
  if (address.link) {
    const { joining: _joining, ...kept } = s.held ?? { name: '', used: '' };
    s.held = { ...kept, ...address.link };
  }
  if (o.leave && !s.held) {
    s.complain(`this terminal holds no seat at ${address.invite} (nothing to leave)`);
    return REFUSED;
  }
  const connection = new Connection(
    address.socket,
    {
      message: (m) => push({ k: 'msg', m }),
      lost: () => push({ k: 'lost' }),
      back: () => push({ k: 'back' }),
      refused: (reason) => push({ k: 'refused', reason }),
    },
    o.backoff,
  );
  try {
    await connection.open();
  } catch (e) {
    s.complain(`cannot reach the server at ${address.origin}: ${e instanceof Error ? e.message : e}`);
    return REFUSED;
  }
  conn = connection;
  enter(s);
  void readLines(
    io,
    () => s.result !== null,
    (line) => push({ k: 'line', line }),
  );
  try {
    while (s.result === null) {
      const e = queue.shift();
      if (!e) {
        await new Promise<void>((resolve) => {
          wake = resolve;
        });
        wake = null;
        continue;
      }
      handle(s, e, term.heard);
    }
    return s.result;
  } finally {
    connection.close();
  }
}

function handle(s: Session, e: Event, heard: (line: string | null, waited: boolean) => boolean): void {
  switch (e.k) {
    case 'lost':
      s.away = true;
      s.acting = null;
      s.say('Connection lost; connecting again (Ctrl-C stops; the seat stays yours)…');
      return;
    case 'refused':
      s.complain(`cannot connect again: ${e.reason}`);
      s.result = REFUSED;
      return;
    case 'back':
      s.away = false;
      // The turn is shown again from the frame the resume brings.
      s.turn = null;
      s.say('Connected again.');
      enter(s);
      return;
    case 'line':
      if (heard(e.line, e.waited === true)) typed(s, e.line);
      return;
    case 'msg':
      message(s, e.m);
      return;
  }
}

function message(s: Session, m: ServerMessage): void {
  const table = s.o.address.table;
  switch (m.t) {
    case 'table':
      tableInfo(s, m.table);
      return;
    case 'joined':
      joined(s, m.seat);
      return;
    case 'state':
      if (m.table === table) dealFrame(s, m);
      return;
    case 'timer':
      if (m.table === table) tellTimer(s, m);
      return;
    case 'log':
      if (m.table === table) matchLog(s, m);
      return;
    case 'rejected':
      rejected(s, m);
      return;
    case 'ack':
      s.sentActs.delete(m.req);
      s.sayReqs.delete(m.req);
      if (s.acting?.req === m.req) s.acting = null;
      if (m.req === s.leaveReq) left(s);
      return;
    case 'error':
      // Before serverError(): a bad-token answering a reissue is the host key's, not the seat's.
      if (
        m.req !== undefined &&
        (chatRefused(s, m.req, m.code, m.message) || reissueRefused(s, m.req, m.code, m.message))
      )
        return;
      serverError(s, m.code, m.message, m.req);
      return;
    case 'said':
      heardSaid(s, m);
      return;
    case 'chat':
      heardBacklog(s, m);
      return;
    case 'reissued':
      reissued(s, m);
      return;
    case 'welcome':
    case 'pong':
    case 'history':
    case 'created':
      // Nothing for the terminal to do.
      return;
    default:
      // connection.ts hands on only the protocol's types.
      assertNever(m);
  }
}

/** The table information: the game loaded and the table shown at first, changes told after. */
function tableInfo(s: Session, info: TableInfo): void {
  if (info.id !== s.o.address.table) return;
  const before = s.info;
  const first = before === null;
  s.info = info;
  if (before && s.mode === 'seated') s.aside(seatChanges(before, info, s.seat));
  if (first) {
    const game = loadGame(info.game, s.io.presets);
    if (!game.ok) {
      s.complain(`this tarock does not know the table's game ${info.game}: ${game.error}`);
      s.result = REFUSED;
      return;
    }
    s.game = game.value;
    s.say(tableText(info, s.o.address.origin, s.seat));
    if (s.mode === 'entering' && !s.held) chooseSeat(s);
  }
  if (s.mode === 'seated') maybeAskReady(s);
}
