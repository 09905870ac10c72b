/**
 * Where an online table is: the invite link `http(s)://host:port/table/<id>` (as the web app shows
 * it; a seat link's fragment `#seat=N&token=T`, which the host hands to a player who lost the
 * token, is read too), or a server address and a table id. The WebSocket is `/ws?table=<id>` on
 * the same origin (`ws:` for `http:`, `wss:` for `https:`), as the web app connects.
 */
import { type Preset, type Result, err, ok } from '@tarock/engine';
import { SeatToken, TableId } from '@tarock/protocol';

export interface TableAddress {
  /** `http://host:port`: the server, as the seat file keys it. */
  readonly origin: string;
  readonly table: string;
  /** The invite link. */
  readonly invite: string;
  /** The WebSocket address for the table. */
  readonly socket: string;
  /** A seat link's seat and token, when the link carried them. */
  readonly link: { readonly seat: number; readonly token: string } | null;
}

const EXAMPLE = 'http://host:8080/table/<id>';

function originOf(text: string, what: string): Result<URL> {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return err(`${what} "${text}" is not a web address (e.g. ${EXAMPLE})`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    return err(`${what} "${text}" is not an http or https address (e.g. ${EXAMPLE})`);
  return ok(url);
}

/** The most seats a table of `presets` can have (4: the dealer deals and sits out). */
export const mostSeats = (presets: readonly Preset[]): number =>
  Math.max(...presets.flatMap((p) => p.rules.seatCounts));

function address(url: URL, table: string, fragment: string, seats: number): Result<TableAddress> {
  if (!TableId.safeParse(table).success) return err(`"${table}" is not a table id`);
  const origin = url.origin;
  const ws = `${url.protocol === 'https:' ? 'wss:' : 'ws:'}//${url.host}`;
  const params = new URLSearchParams(fragment.replace(/^#/, ''));
  const seat = params.get('seat');
  const token = params.get('token');
  const link =
    seat !== null && /^\d$/.test(seat) && token !== null && SeatToken.safeParse(token).success
      ? { seat: Number(seat), token }
      : null;
  // A seat link cut short or mangled is no invite link: read as one, it would resume another seat
  // kept here or take a free one, not the seat the host meant.
  if (!link && (seat !== null || token !== null))
    return err(
      "the seat link is damaged: it should end in #seat=N&token=T (the seat's number and its token's 43 characters) as the host sent it",
    );
  // A seat no table has (the link mistyped, or cut from another): said here, not once connected.
  if (link && link.seat >= seats)
    return err(
      `the seat link names seat ${link.seat}, but no table has more than ${seats} seats (0–${seats - 1}): it should end in #seat=N&token=T as the host sent it`,
    );
  return ok({
    origin,
    table,
    invite: `${origin}/table/${table}`,
    socket: `${ws}/ws?table=${encodeURIComponent(table)}`,
    link,
  });
}

/** The table of an invite link (or seat link), at a server whose tables have at most `seats` seats. */
export function parseInvite(text: string, seats: number): Result<TableAddress> {
  const url = originOf(text, 'the invite link');
  if (!url.ok) return url;
  const m = /^\/table\/([^/]+)\/?$/.exec(url.value.pathname);
  if (!m?.[1]) return err(`"${text}" is not an invite link: it should read ${EXAMPLE}`);
  return address(url.value, decodeURIComponent(m[1]), url.value.hash, seats);
}

/** The table `table` of the server at `server` (`http://host:port`). */
export function tableAt(server: string, table: string): Result<TableAddress> {
  const url = originOf(server, '--server');
  if (!url.ok) return url;
  return address(url.value, table, '', Number.POSITIVE_INFINITY);
}
