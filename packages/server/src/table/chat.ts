/**
 * Table chat: a line said by a seated player (`say`) is kept in the store and then sent to every
 * connection at the table (`said`); the last `CHAT_BACKLOG` lines go to whoever watches, joins or
 * resumes the table (`chat`), and survive a restart (the store's `chat` table, not the event log:
 * a line is no game event, so it neither counts in `seq` nor replays). Spectators read and may
 * not speak (`error seated-only`); each seat may say `CHAT_BURST` lines at once, then one every
 * `CHAT_EVERY_MS` (`error rate`), however many connections it has. A line is only what its player
 * typed: the protocol's `ChatText` (trimmed, 1–200 characters, no control characters) and the
 * name seated there; never a card or a view.
 */
import type { Seat } from '@tarock/engine';
import { CHAT_BACKLOG, type ChatLine } from '@tarock/protocol';
import { RateLimiter } from '../rateLimit';
import type { Conn } from './audience';
import type { TableScope } from './scope';

/** Lines a seat may say at once, and then one every `CHAT_EVERY_MS`. */
export const CHAT_BURST = 5;
export const CHAT_EVERY_MS = 2000;

export class TableChat {
  private lines: ChatLine[];
  private readonly limits = new Map<Seat, RateLimiter>();

  constructor(
    private readonly tableId: string,
    /** The lines kept in the store (the last ones, oldest first). */
    kept: readonly ChatLine[],
    private readonly now: () => number,
  ) {
    this.lines = [...kept];
  }

  /** The number the next line gets. */
  get next(): number {
    return (this.lines.at(-1)?.n ?? 0) + 1;
  }

  /** Takes one of the seat's lines; false when it has said too many too quickly. */
  take(seat: Seat): boolean {
    let limit = this.limits.get(seat);
    if (!limit) {
      limit = new RateLimiter(1000 / CHAT_EVERY_MS, CHAT_BURST, this.now);
      this.limits.set(seat, limit);
    }
    return limit.take();
  }

  /** Seconds until the seat may speak again. */
  waitSeconds(seat: Seat): number {
    return Math.ceil((this.limits.get(seat)?.waitMs() ?? 0) / 1000);
  }

  line(seat: Seat, name: string, text: string): ChatLine {
    return { n: this.next, seat, name, text, at: this.now() };
  }

  /** A line kept in the store: it is one of the recent lines now. */
  add(line: ChatLine): void {
    this.lines = [...this.lines, line].slice(-CHAT_BACKLOG);
  }

  /** Numbers the next line after the store's last one (after a failed write: another process may have written). */
  caughtUp(kept: readonly ChatLine[]): void {
    const last = kept.at(-1);
    if (last && last.n >= this.next) this.lines = [...kept];
  }

  /** The recent lines as a `chat` frame, or null when nothing was said yet. */
  backlogFrame(): string | null {
    if (this.lines.length === 0) return null;
    return JSON.stringify({ t: 'chat', table: this.tableId, lines: this.lines });
  }
}

/** Sends the connection the table's recent lines, if there are any. */
export function sendBacklog(t: TableScope, conn: Conn): void {
  const frame = t.chat.backlogFrame();
  if (frame !== null) conn.send(frame);
}

export async function say(t: TableScope, conn: Conn, text: string, req: number | undefined): Promise<void> {
  const seat = t.audience.role(conn);
  if (typeof seat !== 'number')
    return t.audience.error(
      conn,
      req,
      'seated-only',
      'only the players seated at this table may speak at it; spectators read the lines',
    );
  if (!t.chat.take(seat))
    return t.audience.error(
      conn,
      req,
      'rate',
      `too many lines at once: seat ${seat} may speak again in ${t.chat.waitSeconds(seat)} s`,
    );
  const line = t.chat.line(seat, t.model.seats[seat]?.name ?? '', text);
  try {
    await t.store.saveChat(t.model.id, line);
  } catch (e) {
    t.onError(e, `table ${t.model.id}: chat`);
    // Another process may have said lines here (its number was taken): number on after them.
    await t.store.chat(t.model.id).then(
      (kept) => t.chat.caughtUp(kept),
      () => {},
    );
    return t.audience.error(
      conn,
      req,
      'internal',
      'the line could not be saved: nobody heard it, say it again',
    );
  }
  t.chat.add(line);
  t.audience.sendAll(JSON.stringify({ t: 'said', table: t.model.id, ...line }));
  t.announce.ack(conn, req);
}
