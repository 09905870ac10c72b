/**
 * The host's new seat link at the terminal (`reissue SEAT` at the table): which seat a line
 * names, whether the seat may be given a new token (it has a player, who is away), the link to
 * hand over (`invite#seat=N&token=T`, as the web's "New seat link"), and the server's refusal in
 * plain words; and the session's side of it: the request sent, its answer shown as an aside.
 */
import type { ServerMessage, TableInfo } from '@tarock/protocol';
import { plainText } from './chat';
import type { Session } from './sessionState';

/** The command: `reissue SEAT` (`reissue 1`, `reissue S1`). */
const REISSUE = /^reissue(?:\s+(\S+))?\s*$/i;

/**
 * The seat a `reissue` line names (a number), the text it gave instead (to be refused), or null
 * when the line is no `reissue`.
 */
export function reissueCommand(line: string): number | string | null {
  const m = REISSUE.exec(line.trim());
  if (!m) return null;
  const arg = m[1] ?? '';
  return /^s?\d$/i.test(arg) ? Number(arg.replace(/^s/i, '')) : arg;
}

/** Why this terminal cannot give `seat` a new link, or null when it may ask the server. */
export function whyNoReissue(
  info: TableInfo | null,
  seat: number | string,
  mine: number | null,
  host: boolean,
): string | null {
  if (!host)
    return 'only the host gives a seat a new link: this terminal keeps no host key for this table (tarock host keeps the one of the table it opens)';
  if (typeof seat !== 'number')
    return `reissue needs the seat's number${seat === '' ? '' : ` (not "${plainText(seat)}")`}: reissue 1`;
  const s = info?.seats[seat];
  if (!info || !s) return `there is no seat ${seat} at this table`;
  if (seat === mine) return `S${seat} is your own seat`;
  if (s.kind !== 'human') return `S${seat} is played by the computer: it has no link`;
  if (s.name === null) return `S${seat} is free: anyone takes it with the invite link`;
  if (s.connected)
    return `${plainText(s.name)} at S${seat} is connected: a new link would only take the seat from them (it is for a player who lost theirs and is away)`;
  return null;
}

/** The new seat link, to hand to the seat's player only. */
export function seatLinkText(invite: string, seat: number, token: string, name: string | null): string[] {
  const whose = name === null ? '' : ` (${plainText(name)})`;
  return [
    `New seat link for S${seat}${whose}; send it to its player only (whoever has it holds the seat):`,
    `  ${invite}#seat=${seat}&token=${token}`,
    'The old link holds the seat no more.',
  ];
}

/** Why the server gave no new link (its error code), in plain words. */
export function reissueRefusal(seat: number, code: string, message: string): string {
  switch (code) {
    case 'bad-token':
      return `no new link for S${seat}: the server does not take this terminal's host key for this table (${message})`;
    case 'seat-taken':
      return `no new link for S${seat}: ${message} (a free seat is taken with the invite link)`;
    case 'rate':
      return `no new link for S${seat}: too many requests at once; try again in a moment`;
    default:
      return `no new link for S${seat}: ${message} (${code})`;
  }
}

/**
 * The host gives seat `seat` a new token (`reissue SEAT`): refused here without the host key, for
 * a seat without a player, or one whose player is connected (the link would only take the seat
 * from them; the web's "New seat link" is offered alike); the rest the server checks.
 */
export function reissueSeat(s: Session, seat: number | string): void {
  const hostKey = s.o.hostKey ?? s.held?.hostKey;
  const why = whyNoReissue(s.info, seat, s.seat, hostKey !== undefined);
  if (why !== null || hostKey === undefined || typeof seat !== 'number')
    s.complain(why ?? 'no seat to reissue');
  else s.reissuing = { req: s.send({ t: 'reissue', table: s.o.address.table, seat, hostKey }), seat };
}

/** The new link the server gave, shown to the host. */
export function reissued(s: Session, m: Extract<ServerMessage, { t: 'reissued' }>): void {
  if (m.req === undefined || m.req !== s.reissuing?.req) return;
  s.reissuing = null;
  s.aside(seatLinkText(s.o.address.invite, m.seat, m.token, s.info?.seats[m.seat]?.name ?? null));
}

/** The server's refusal of the reissue in flight: true when `req` was it. */
export function reissueRefused(s: Session, req: number, code: string, message: string): boolean {
  if (req !== s.reissuing?.req) return false;
  s.aside([reissueRefusal(s.reissuing.seat, code, message)], true);
  s.reissuing = null;
  return true;
}
