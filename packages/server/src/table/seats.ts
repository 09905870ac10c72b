/**
 * Taking and giving up seats: `join` a free seat meant for a player with the seat token the client
 * chose (kept as its hash; the same join again is answered as a `resume`, so a client whose
 * `joined` was lost sends it again safely), `resume` it with the token from any connection, the
 * host's `reissue` of a new token for a taken seat whose player lost the old one, and `leave` for
 * good. A connection holds at most one seat per table, and a token at most one seat.
 */
import type { Seat } from '@tarock/engine';
import type { HeldLogOf } from '@tarock/protocol';
import { hostKeyMatches, newSeatToken, tokenHash, tokenMatches } from '../secrets';
import type { Conn } from './audience';
import { sendBacklog } from './chat';
import type { TableModel } from './model';
import { nameClash } from './names';
import type { TableScope } from './scope';
import { spectatorsFull } from './watch';

/** Why the seat is not one a player may take (or be given a new token for), or null. */
function notForPlayer(m: TableModel, seat: Seat): string | null {
  const kind = m.config.seats[seat]?.kind;
  if (kind === undefined)
    return `there is no seat ${seat} at this table (seats 0–${m.config.seats.length - 1})`;
  if (kind !== 'human') return `seat ${seat} is played by the computer`;
  return null;
}

/** The seat the connection holds; null (and the command rejected) if it holds none. */
export function heldSeat(t: TableScope, conn: Conn, req: number | undefined): Seat | null {
  const seat = t.audience.role(conn);
  if (typeof seat === 'number') return seat;
  t.announce.reject(conn, req, 'seat', 'you hold no seat at this table');
  return null;
}

/** The seat `token` holds at the table, or -1 (compared with every seat's hash in constant time). */
function seatOf(m: TableModel, token: string): number {
  return m.seats.findIndex((s) => s.tokenHash !== null && tokenMatches(token, s.tokenHash));
}

/** A join with the request's `token` (the protocol checked its shape), which the client keeps. */
export interface JoinRequest {
  readonly seat: Seat;
  readonly name: string;
  readonly token: string;
  /** The match log the client holds (it is sent only the entries after them). */
  readonly log?: HeldLogOf | undefined;
}

/** A resume with the request's `token`, and the match log the client holds. */
export interface ResumeRequest {
  readonly token: string;
  readonly log?: HeldLogOf | undefined;
}

export async function join(
  t: TableScope,
  conn: Conn,
  j: JoinRequest,
  req: number | undefined,
): Promise<void> {
  const m = t.model;
  const { seat, name, token } = j;
  const refuse = (message: string) => t.audience.error(conn, req, 'seat-taken', message);
  const not = notForPlayer(m, seat);
  if (not !== null) return refuse(not);
  // The same join again (its `joined` was lost, or its write's answer): the seat is this token's
  // already, and the answer is a resume's. The name of the first join stays.
  if (seatOf(m, token) === seat) return resume(t, conn, { token, log: j.log }, req);
  const role = t.audience.role(conn);
  if (typeof role === 'number') return refuse(`you hold seat ${role} already`);
  if (m.seats[seat]?.tokenHash !== null) return refuse(`seat ${seat} is taken`);
  const clash = nameClash(m, seat, name);
  if (clash !== null) return t.audience.error(conn, req, 'name-taken', clash);
  // Two seats with one token: a resume with it would find only the first.
  const other = seatOf(m, token);
  if (other >= 0) return refuse(`this token holds seat ${other} already: resume it, or make a new one`);
  if (!(await t.log.commit({ k: 'join', seat, name, tokenHash: tokenHash(token) }, conn, req))) return;
  t.audience.set(conn, seat);
  t.absences.back(seat);
  t.audience.reply(conn, { t: 'joined', req, table: m.id, seat });
  t.announce.everything();
  t.announce.logTo(conn, j.log);
  t.announce.timerTo(conn);
  sendBacklog(t, conn);
  t.advance();
}

export async function resume(
  t: TableScope,
  conn: Conn,
  r: ResumeRequest,
  req: number | undefined,
): Promise<void> {
  const seat = seatOf(t.model, r.token);
  if (seat < 0) return t.audience.error(conn, req, 'bad-token', 'this token holds no seat at this table');
  // One seat per connection (as for join): taking another would leave the first seat held by
  // nobody yet never seen as away, so no computer player would take it over.
  const held = t.audience.role(conn);
  if (typeof held === 'number' && held !== seat)
    return t.audience.error(
      conn,
      req,
      'seat-taken',
      `this connection holds seat ${held}; open another connection for seat ${seat}`,
    );
  t.audience.set(conn, seat);
  t.absences.back(seat);
  t.audience.reply(conn, { t: 'joined', req, table: t.model.id, seat });
  // The others hear of it if it changed anything (a second tab of a connected seat does not);
  // the new connection gets the table information either way.
  const info = t.announce.infoText();
  if (!t.audience.sendInfo(info)) conn.send(info);
  t.announce.state(conn, req);
  t.announce.logTo(conn, r.log);
  t.announce.timerTo(conn);
  sendBacklog(t, conn);
  t.advance();
}

/**
 * The host gives a taken seat a new token (its player lost the old one: a cleared browser,
 * another device). The old token holds the seat no more: its connections are told and go on
 * watching, and the seat is away until its player comes back with the new token. The answer
 * goes to the host, who hands the token on; the connection needs no seat at the table.
 */
export async function reissue(
  t: TableScope,
  conn: Conn,
  seat: Seat,
  hostKey: string,
  req: number | undefined,
): Promise<void> {
  const m = t.model;
  const hash = m.config.hostKeyHash;
  if (hash === undefined || !hostKeyMatches(hostKey, hash))
    return t.audience.error(conn, req, 'bad-token', 'this is not the host key of this table');
  const refuse = (message: string) => t.audience.error(conn, req, 'seat-taken', message);
  const not = notForPlayer(m, seat);
  if (not !== null) return refuse(not);
  if (m.seats[seat]?.tokenHash === null) return refuse(`seat ${seat} is free: its player joins it`);
  const token = newSeatToken();
  if (!(await t.log.commit({ k: 'reissue', seat, tokenHash: tokenHash(token) }, conn, req))) return;
  t.unseat(seat, `the host gave seat ${seat} a new token: this one holds it no more`);
  t.audience.reply(conn, { t: 'reissued', req, table: m.id, seat, token });
  t.announce.tableInfo();
  t.advance();
}

export async function leave(t: TableScope, conn: Conn, req: number | undefined): Promise<void> {
  const seat = heldSeat(t, conn, req);
  if (seat === null) return;
  if (!(await t.log.commit({ k: 'leave', seat }, conn, req))) return;
  const { dropped } = t.audience.unseat(seat, t.maxSpectators);
  t.absences.back(seat);
  t.announce.everything();
  t.advance();
  t.announce.ack(conn, req);
  for (const c of dropped) spectatorsFull(t, c, undefined);
}
