/**
 * A table's queue: its connections' commands and its own moves (deals, computer players, timers
 * running out) run one at a time, in order. A connection's command that throws is answered (the
 * queue's catch only logs); after a failed write the table first catches up with its log, and a
 * command whose write found the log moved on is looked at once more against the table as it now is.
 */
import type { Audience, Conn } from './audience';
import { type TableLog, TableMoved } from './log';

export class TableQueue {
  private tail: Promise<void> = Promise.resolve();
  private lastActive: number;
  /** Set once the table is held elsewhere: commands still queued are refused with this. */
  private refusal: string | null = null;

  constructor(
    private readonly id: string,
    private readonly log: TableLog,
    private readonly audience: Audience,
    private readonly now: () => number,
    private readonly onError: (e: unknown, where: string) => void,
  ) {
    this.lastActive = now();
  }

  /** Resolves once what is queued now has run. */
  drained(): Promise<void> {
    return this.tail;
  }

  /** Refuses the commands still queued, and any later one (the table moved to another process). */
  refuse(reason: string): void {
    this.refusal = reason;
  }

  /** True when nothing has been queued for `ms`. */
  idleFor(ms: number): boolean {
    return this.now() - this.lastActive >= ms;
  }

  enqueue(fn: () => Promise<void> | void): Promise<void> {
    this.lastActive = this.now();
    const next = this.tail.then(fn).catch((e: unknown) => this.onError(e, `table ${this.id}`));
    this.tail = next;
    return next;
  }

  /** A connection's command: if it throws, the sender is told. */
  command(conn: Conn, req: number | undefined, fn: () => Promise<void>): Promise<void> {
    return this.enqueue(async () => {
      if (this.refusal !== null) return this.audience.error(conn, req, 'busy', this.refusal);
      try {
        await this.log.catchUpIfUnsure();
        await fn().catch((e: unknown) => {
          if (!(e instanceof TableMoved)) throw e;
          return fn();
        });
      } catch (e) {
        if (e instanceof TableMoved)
          return this.audience.error(
            conn,
            req,
            'internal',
            'the table changed elsewhere twice while this was being saved; nothing changed, look again',
          );
        this.onError(e, `table ${this.id}`);
        this.audience.error(conn, req, 'internal', 'the server could not handle this message');
      }
    });
  }
}
