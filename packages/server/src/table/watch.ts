/**
 * Looking at a table: `watch` (the table information, the state, a spectator's unless the
 * connection holds a seat, the match log, the timer and the chat's recent lines; at most
 * `maxSpectators` connections watch without one) and `history` (a page of the finished deals).
 */
import type { HeldLogOf } from '@tarock/protocol';
import type { Conn } from './audience';
import { sendBacklog } from './chat';
import { historyPage } from './history';
import type { TableScope } from './scope';

/** A `watch`: the request number and the match log the client holds, if it said. */
export interface WatchRequest {
  readonly req: number | undefined;
  readonly log?: HeldLogOf | undefined;
}

export async function watch(t: TableScope, conn: Conn, w: WatchRequest): Promise<void> {
  const { req } = w;
  if (t.audience.role(conn) === undefined) {
    if (t.audience.spectators() >= t.maxSpectators) {
      // The table information once, so that an invited player can still take a free seat.
      conn.send(t.announce.infoText());
      return spectatorsFull(t, conn, req);
    }
    t.audience.set(conn, 'spectator');
  }
  conn.send(t.announce.infoText());
  t.announce.state(conn, req);
  t.announce.logTo(conn, w.log);
  t.announce.timerTo(conn);
  sendBacklog(t, conn);
}

/** Tells the connection that the table has as many spectators as it takes. */
export function spectatorsFull(t: TableScope, conn: Conn, req: number | undefined): void {
  t.audience.error(
    conn,
    req,
    'too-many-spectators',
    `table ${t.model.id} has ${t.maxSpectators} spectators already: take a free seat, or watch later`,
  );
}

export async function history(
  t: TableScope,
  conn: Conn,
  from: number,
  req: number | undefined,
): Promise<void> {
  const page = await historyPage(t.store, t.model.id, from);
  t.audience.reply(conn, { t: 'history', req, table: t.model.id, ...page });
}
