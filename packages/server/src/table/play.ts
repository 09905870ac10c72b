/**
 * A seated player's part in the game: `ready` for the next deal, and `act` in the running one.
 * An action is checked against the seat (held, and not only from the next deal), the deal, the
 * `seq` the player saw, the turn and the engine's legal actions, in that order, before it is
 * written to the log.
 */
import type { Action, Seat } from '@tarock/engine';
import type { RejectCode } from '@tarock/protocol';
import type { Conn } from './audience';
import { dealRunning } from './model';
import type { TableScope } from './scope';
import { heldSeat } from './seats';

export async function ready(t: TableScope, conn: Conn, req: number | undefined): Promise<void> {
  const seat = heldSeat(t, conn, req);
  if (seat === null) return;
  if (dealRunning(t.model)) return t.announce.reject(conn, req, 'phase', 'a deal is running');
  if (!t.model.seats[seat]?.ready && !(await t.log.commit({ k: 'ready', seat }, conn, req))) return;
  t.announce.tableInfo();
  t.advance();
  t.announce.ack(conn, req);
}

export async function act(
  t: TableScope,
  conn: Conn,
  msg: { seat: Seat; seq: number; action: Action; req?: number | undefined },
): Promise<void> {
  const m = t.model;
  const req = msg.req;
  const reject = (code: RejectCode, reason: string) => t.announce.reject(conn, req, code, reason);
  const own = heldSeat(t, conn, req);
  if (own === null) return;
  if (own !== msg.seat) return reject('seat', `seat ${msg.seat} is not yours (you hold seat ${own})`);
  if (m.seats[own]?.fromNextDeal)
    return reject('seat', `you play seat ${own} from the next deal; the computer finishes this one`);
  const run = m.deal;
  if (!run || !dealRunning(m)) return reject('phase', 'no deal is running');
  if (msg.seq !== m.seq) return reject('stale', `you saw move ${msg.seq}, the table is at move ${m.seq}`);
  const toAct = run.state.toAct;
  if (toAct !== own) return reject('turn', `it is not your turn (seat ${String(toAct)} is to act)`);
  const checked = m.game.apply(run.state, msg.action);
  if (!checked.ok) return reject('illegal', checked.error);
  if (!(await t.log.commit({ k: 'act', seat: own, action: msg.action, by: 'player' }, conn, req))) return;
  t.announce.everything();
  t.advance();
  t.announce.ack(conn, req);
}
