/**
 * The host's new seat link at the terminal (`reissue SEAT` at the table): which seat a line
 * names, whether the seat may be given a new token (it has a player, who is away), the link to
 * hand over (`invite#seat=N&token=T`, as the web's "New seat link"), and the server's refusal in
 * plain words.
 */
import type { TableInfo } from '@tarock/protocol';
import { plainText } from './chat';

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
