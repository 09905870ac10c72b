/**
 * A table's event log, as the table writes and reads it: an event is written first and only then
 * applied (commit before telling). A write goes to the place after the last event applied, and
 * the log refuses a place that is taken; so after a failed write the table catches up with the
 * log (events written by another process, or by a write whose answer was lost) before it goes on.
 * A move of the table's own whose write failed is tried again later, waiting longer each time.
 */
import type { FinishedDeal } from '@tarock/protocol';
import type { Store } from '../store/store';
import type { Audience, Conn } from './audience';
import type { TableEvent } from './events';
import { type TableModel, applyEvent, dealRunning, storedStatus } from './model';

/**
 * How long the table waits before it tries again to write a move of its own that failed; doubled
 * after each failure in a row (a computer player thinks again each time), up to the maximum.
 */
const RETRY_MS = 1000;
const RETRY_MAX_MS = 60_000;

/**
 * A command's write found its place in the log taken (another process wrote first, or an earlier
 * write went through though its answer was lost): the table has caught up with the log, and the
 * command is looked at again against the table as it now is.
 */
export class TableMoved extends Error {}

export interface LogHooks {
  /**
   * The table applied events of the log it had not applied: tell everyone and go on. `holders`:
   * each seat's token hash before them.
   */
  readonly caughtUp: (holders: readonly (string | null)[]) => void;
  /** Time to try the table's own move again (after a failed write). */
  readonly retry: () => void;
}

export class TableLog {
  /** After a failed write of the table's own move (a deal, a computer's action): try again. */
  private retryTimer: NodeJS.Timeout | null = null;
  private retryMs = RETRY_MS;
  /** A write failed and the log could not be read since: try to catch up before the next command. */
  private unsure = false;
  private closed = false;

  constructor(
    private readonly model: TableModel,
    private readonly store: Store,
    private readonly audience: Audience,
    private readonly onError: (e: unknown, where: string) => void,
    private readonly hooks: LogHooks,
  ) {}

  /**
   * Writes the event, then applies it. False (and an error to `conn`) if the write failed. If the
   * log had moved on meanwhile, the table first catches up with it: a connection's command is
   * then looked at again (TableMoved, caught by the queue's `command`), the table's own move
   * decided anew.
   */
  async commit(e: TableEvent, conn: Conn | null, req: number | undefined): Promise<boolean> {
    const m = this.model;
    try {
      // A new deal: the store marks the table as one a start rebuilds before the log holds the
      // deal, so that a crash between the two writes cannot leave a running deal that no start
      // rebuilds. (Written without the deal, it rebuilds a table that waits: the rebuild writes
      // the status its log gives.)
      if (e.k === 'deal' && !dealRunning(m)) await this.store.setStatus(m.id, 'playing');
      await this.store.append(m.id, m.pos + 1, e);
    } catch (error) {
      this.onError(error, `table ${m.id}: append`);
      if ((await this.catchUp()) === 'moved') {
        if (conn) throw new TableMoved();
        return false;
      }
      if (conn) this.audience.error(conn, req, 'internal', 'the move could not be saved; nothing changed');
      // A player sends the move again; the table's own moves (deals, computer players) would
      // wait for the next event at the table, which may never come.
      else this.retryLater();
      return false;
    }
    // Written at the place after the last event applied: memory and log agree.
    this.unsure = false;
    this.retryMs = RETRY_MS;
    const applied = applyEvent(m, e);
    if (!applied.ok) throw new Error(`table ${m.id}: a checked event did not apply: ${applied.error}`);
    if (applied.value) await this.keepDeal(applied.value);
    return true;
  }

  /**
   * Before a command, if a write failed and the log could not be read since: catch up. Best
   * effort: a write is safe without it (it goes to the place after the last event applied, and
   * the log refuses a place that is taken), but what is shown is fresher.
   */
  async catchUpIfUnsure(): Promise<void> {
    if (this.unsure) await this.catchUp();
  }

  /**
   * Applies the events of the log that this table has not applied (written by another process,
   * or by a write whose answer was lost), so that memory and log agree again, and tells everyone.
   * `same`: there were none; `unknown`: the log could not be read (tried again before the next
   * command).
   */
  private async catchUp(): Promise<'same' | 'moved' | 'unknown'> {
    const m = this.model;
    let events: TableEvent[];
    try {
      events = await this.store.eventsAfter(m.id, m.pos);
    } catch (error) {
      this.onError(error, `table ${m.id}: reading its log to catch up`);
      this.unsure = true;
      return 'unknown';
    }
    if (events.length === 0) {
      this.unsure = false;
      return 'same';
    }
    const holders = m.seats.map((s) => s.tokenHash);
    for (const e of events) {
      const applied = applyEvent(m, e);
      if (!applied.ok) {
        this.unsure = true;
        throw new Error(`table ${m.id}: event ${m.pos + 1} of its log does not apply: ${applied.error}`);
      }
      if (applied.value) await this.keepDeal(applied.value);
    }
    this.unsure = false;
    this.hooks.caughtUp(holders);
    return 'moved';
  }

  /** Writes where the table stands (a start rebuilds the tables in a deal or between deals). */
  async persistStatus(): Promise<void> {
    await this.store.setStatus(this.model.id, storedStatus(this.model));
  }

  /** Stops trying again. */
  close(): void {
    this.closed = true;
    if (this.retryTimer) clearTimeout(this.retryTimer);
  }

  private async keepDeal(deal: FinishedDeal): Promise<void> {
    try {
      await this.store.saveDeal(this.model.id, deal);
      await this.persistStatus();
    } catch (error) {
      // The log has the deal; a rebuild of the table writes its record again.
      this.onError(error, `table ${this.model.id}: save deal`);
    }
  }

  private retryLater(): void {
    if (this.retryTimer || this.closed) return;
    const wait = this.retryMs;
    this.retryMs = Math.min(RETRY_MAX_MS, wait * 2);
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      this.hooks.retry();
    }, wait);
  }
}
