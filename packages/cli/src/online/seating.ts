/**
 * Taking, keeping and leaving a seat at the table: the seat held resumed (else the table watched),
 * the free seat taken or asked for (and the name first), the seat's token made here and kept in
 * the seat file (seatFile.ts) before the join is sent, so that a join whose answer was lost is
 * sent again with it (on the next connection, or the next run), given up (`leave`) or left for
 * now (`quit`), and the server's refusals of all that in plain words.
 */
import { randomBytes } from 'node:crypto';
import { PlayerName, SEAT_TOKEN_BYTES, heldOf } from '@tarock/protocol';
import { plainText } from './chat';
import { type HeldSeat, storeCreate, storeSeat } from './seatFile';
import { DONE, REFUSED, type Session } from './sessionState';
import { PROMPTS } from './terminal';

/**
 * Resume the seat held (or send its unanswered join again), or watch the table to choose one;
 * each says which match log the session holds (kept across a reconnect), so that only the
 * entries it lacks come (protocol version 5).
 */
export function enter(s: Session): void {
  const table = s.o.address.table;
  if (s.held?.joining) sendJoin(s, s.held);
  else if (s.held) s.resuming = s.send({ t: 'resume', table, token: s.held.token, ...heldOf(s.log) });
  else s.send({ t: 'watch', table, ...heldOf(s.log) });
}

/** Sends the join of the seat kept with its token. */
function sendJoin(s: Session, held: HeldSeat): void {
  s.mode = 'entering';
  s.joinReq = s.send({
    t: 'join',
    table: s.o.address.table,
    seat: held.seat,
    name: held.name,
    token: held.token,
    ...heldOf(s.log),
  });
}

/** Takes the free seat, or asks which (or for the name first). */
export function chooseSeat(s: Session): void {
  const info = s.info;
  if (!info) return;
  const free = info.seats.filter((x) => x.kind === 'human' && x.name === null).map((x) => x.seat);
  const wanted = s.o.seat;
  if (wanted !== undefined) {
    const seat = info.seats[wanted];
    if (!seat) {
      refuse(s, `there is no seat ${wanted} at this table (seats 0–${info.seats.length - 1})`);
      return;
    }
    if (seat.kind !== 'human') {
      refuse(s, `seat ${wanted} is played by the computer; free seats: ${freeList(free)}`);
      return;
    }
    if (seat.name !== null) {
      refuse(s, `seat ${wanted} is taken by ${plainText(seat.name)}; free seats: ${freeList(free)}`);
      return;
    }
    s.free = [wanted];
  } else s.free = free;
  if (s.free.length === 0) {
    refuse(s, 'every seat at this table is taken');
    return;
  }
  if (s.name === undefined) {
    s.mode = 'naming';
    s.ask(`Your name at the table (1–20 characters):\n${PROMPTS.name}`);
    return;
  }
  pickSeat(s);
}

/** Says why the session cannot go on, and ends it. */
function refuse(s: Session, message: string): void {
  s.complain(message);
  s.result = REFUSED;
}

function freeList(free: readonly number[]): string {
  return free.length ? free.map((seat) => `S${seat}`).join(', ') : 'none';
}

function pickSeat(s: Session): void {
  const [only, ...others] = s.free;
  if (only !== undefined && others.length === 0) {
    takeSeat(s, only);
    return;
  }
  s.mode = 'choosing';
  s.ask(`Which seat? ${s.free.map((seat) => `${seat}`).join(', ')} (or --seat N)\n${PROMPTS.seat}`);
}

/**
 * Takes the free seat with a new token (256 bits of node:crypto, the server's text), kept in the
 * seat file before the join goes out. Where it cannot be kept the join goes out all the same: the
 * token lives in this session, and `joined` says where it could not be kept.
 */
function takeSeat(s: Session, seat: number): void {
  const hostKey = s.o.hostKey;
  const held: HeldSeat = {
    seat,
    token: randomBytes(SEAT_TOKEN_BYTES).toString('base64url'),
    name: s.name ?? '',
    used: new Date().toISOString(),
    ...(hostKey ? { hostKey } : {}),
    joining: true,
  };
  s.held = held;
  const kept = storeSeat(s.o.seatFile, s.key, held);
  // The host key is kept with the seat now: the create that opened the table is done with.
  if (kept.ok && s.o.asked !== undefined) storeCreate(s.o.seatFile, s.o.asked, null);
  sendJoin(s, held);
}

/** The name typed when asked for. */
export function nameTyped(s: Session, line: string): void {
  const name = PlayerName.safeParse(line);
  if (!name.success) {
    s.ask(`A name of 1 to 20 printable characters, please.\n${PROMPTS.name}`);
    return;
  }
  s.name = name.data;
  pickSeat(s);
}

/** The seat typed when asked which (`t`: the line trimmed). */
export function seatTyped(s: Session, t: string): void {
  const n = Number(t.replace(/^s/i, ''));
  if (!/^s?\d+$/i.test(t) || !s.free.includes(n)) {
    s.ask(`One of ${s.free.join(', ')}, please.\n${PROMPTS.seat}`);
    return;
  }
  takeSeat(s, n);
}

/** The seat taken or resumed: kept in the seat file with the token held, its join answered. */
export function joined(s: Session, seat: number): void {
  const took = s.held?.joining === true;
  s.seat = seat;
  s.resuming = null;
  s.joinReq = null;
  const used = new Date().toISOString();
  const name = s.held?.name || s.name || '';
  const hostKey = s.o.hostKey ?? s.held?.hostKey;
  const held: HeldSeat = {
    seat,
    token: s.held?.token ?? '',
    name,
    used,
    ...(hostKey ? { hostKey } : {}),
  };
  s.held = held;
  const kept = storeSeat(s.o.seatFile, s.key, held);
  if (!kept.ok) {
    // The token is shown once: where it cannot be kept, the player gets it as a seat link.
    s.complain(
      `${kept.error}; to come back to this seat, keep this link: ${s.o.address.invite}#seat=${seat}&token=${held.token}`,
    );
  }
  // --leave; or leave typed at the table whose message was lost with the connection (or never
  // sent: typed while it was away): given up now.
  if (s.o.leave || s.mode === 'leaving') {
    leave(s);
    return;
  }
  const wasSeated = s.mode === 'seated';
  s.mode = 'seated';
  if (!wasSeated)
    s.say(
      took
        ? `You sit at S${seat} as ${name}. Type help for what you may type; quit leaves for now (the seat stays yours).`
        : `You are back at S${seat}. Type help for what you may type; quit leaves for now.`,
    );
}

/** Gives the seat up for good (`leave`): the table's answer ends the session (`left`). */
export function leave(s: Session): void {
  s.mode = 'leaving';
  s.leaveReq = s.send({ t: 'leave', table: s.o.address.table });
}

/** The seat given up, as the table confirmed. */
export function left(s: Session): void {
  forget(s);
  s.say(`You gave up seat S${s.seat}; a computer player plays it now, and anyone may take it.`);
  s.result = DONE;
}

/** The seat is no more this terminal's: its entry leaves the seat file. */
export function forget(s: Session): void {
  const gone = storeSeat(s.o.seatFile, s.key, null);
  if (!gone.ok) s.complain(gone.error);
}

/** Leaves for now (`quit`, the input's end): the seat stays this terminal's. */
export function quit(s: Session): void {
  const { invite } = s.o.address;
  s.say(
    s.seat === null
      ? '\nYou left without taking a seat.'
      : `\nYou left the table; seat S${s.seat} stays yours (a computer player plays it while you are away). To come back: tarock join ${invite}`,
  );
  s.result = DONE;
}

/** The server's `error` answer to the session's commands (not a line said nor a reissue). */
export function serverError(s: Session, code: string, message: string, req: number | undefined): void {
  const table = s.o.address.table;
  switch (code) {
    case 'unknown-table':
      refuse(s, `there is no table ${table} at ${s.o.address.origin}`);
      return;
    case 'bad-token':
      if (s.mode === 'seated') {
        forget(s);
        refuse(s, `the seat is held no more: ${message}`);
        return;
      }
      if (req !== undefined && req === s.resuming) {
        s.resuming = null;
        // The leave reached the table and its answer was lost with the connection: given up.
        if (s.mode === 'leaving') {
          left(s);
          return;
        }
        // The seat link's token holds nothing (an old link, one of another table): the link is
        // wrong, not the seat kept here, which stays kept.
        if (s.o.address.link && s.held?.token === s.o.address.link.token) {
          refuse(s, `the seat link's token holds no seat at this table: ask the host for a new link`);
          return;
        }
        // The seat kept here was given up or given a new token: take a free one instead.
        forget(s);
        s.held = null;
        if (s.o.leave) {
          refuse(s, `the seat kept for this table is held no more (${message}); nothing to leave`);
          return;
        }
        s.say(`The seat kept for this table is held no more (${message}).`);
        s.send({ t: 'watch', table, ...heldOf(s.log) });
      }
      return;
    case 'seat-taken':
    case 'name-taken':
      // The join's seat is someone else's (or its name is): its token holds nothing, and is not kept.
      if (req !== undefined && req === s.joinReq && s.held?.joining) {
        forget(s);
        s.held = null;
      }
      refuse(s, code === 'name-taken' ? `${message} (--name NAME)` : message);
      return;
    case 'too-many-spectators':
      // The table information came with it: a seat may still be taken.
      return;
    case 'rate':
      return;
    default:
      s.complain(`the server refused: ${message} (${code})`);
      if (s.mode !== 'seated') s.result = REFUSED;
      return;
  }
}
