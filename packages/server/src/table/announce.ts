/**
 * Telling a table's connections what happened: after an event each connection gets the state
 * frame of its role and everyone the match log's new entries, the table information if it
 * changed, and the timer when one started or stopped; the sender of a command its answer (the
 * state it asked for, an `ack` after the frames its command caused, or why the command was
 * rejected).
 */
import { type HeldLogOf, type RejectCode, type TableInfo, logFrom } from '@tarock/protocol';
import type { Audience, Conn } from './audience';
import type { Countdown } from './countdown';
import type { TableModel } from './model';
import { dealInfo, stateFrame } from './views';

export class Announcer {
  /** The countdown everyone was last told of (null: none runs, or nobody was told of one yet). */
  private told: Countdown | null = null;
  /** The match log as everyone was last told of it: its match and its length. */
  private toldLog: { readonly match: number; readonly length: number };

  constructor(
    private readonly model: TableModel,
    private readonly audience: Audience,
    private readonly info: () => TableInfo,
    /** The countdown the table shows: the turn timer's, or between deals the ready timer's. */
    private readonly clock: () => Countdown | null,
  ) {
    // A table (re)built from its log has no connections yet: each gets the whole log on coming.
    this.toldLog = { match: model.matchNo, length: model.match?.log.length ?? 0 };
  }

  /** Everyone: the table information (if it changed) and the state frame of their role. */
  everything(): void {
    this.tableInfo();
    const deal = dealInfo(this.model);
    this.audience.sendFrames((role) => stateFrame(this.model, role, deal));
  }

  /** Everyone: the match log's new entries, then the table information, if it changed. */
  tableInfo(): void {
    this.matchLog();
    this.audience.sendInfo(this.infoText());
  }

  infoText(): string {
    return JSON.stringify({ t: 'table', table: this.info() });
  }

  /** Everyone: the timer, if one started or stopped since they were last told. */
  timer(): void {
    const clock = this.clock();
    if (clock === this.told) return;
    this.told = clock;
    this.audience.sendAll(this.timerText());
  }

  /** The connection: the timer as it stands (with the state that answers its watch, join or resume). */
  timerTo(conn: Conn): void {
    conn.send(this.timerText());
  }

  private timerText(): string {
    const deadline = this.clock()?.deadline ?? null;
    return JSON.stringify({ t: 'timer', table: this.model.id, seq: this.model.seq, deadline });
  }

  /**
   * Everyone: the entries the match log gained since they were last told (a settlement's), or a
   * new match's log from its start. Before the `table` frame that counts them: a client that puts
   * the two together never has a table frame whose entries are still to come.
   */
  private matchLog(): void {
    const { matchNo, match } = this.model;
    const length = match?.log.length ?? 0;
    const told = this.toldLog;
    if (told.match === matchNo && told.length === length) return;
    this.toldLog = { match: matchNo, length };
    if (!match) return;
    // Within a match its log only grows; a new match's starts at 0.
    this.audience.sendAll(this.logText(told.match === matchNo ? told.length : 0));
  }

  /**
   * The connection: the current match's log (after the state that answers its watch, join or
   * resume), from the length the client holds when it holds the first entries of this match
   * (`logFrom`), else whole. A piece that starts at the client's length joins on to what it holds,
   * so it may be empty.
   */
  logTo(conn: Conn, held: HeldLogOf | undefined): void {
    const { matchNo, match } = this.model;
    if (match) conn.send(this.logText(logFrom(held, matchNo, match.log.length)));
  }

  private logText(from: number): string {
    const { id, matchNo, match } = this.model;
    const entries = match?.log.slice(from) ?? [];
    return JSON.stringify({ t: 'log', table: id, match: matchNo, from, entries });
  }

  /** The connection's state frame (its seat's, or the spectators'), answering `req`. */
  state(conn: Conn, req: number | undefined): void {
    const role = this.audience.role(conn) ?? 'spectator';
    conn.send(stateFrame(this.model, role, dealInfo(this.model), req));
  }

  /** Tells the sender that its command was accepted (after the frames it caused), if it named a req. */
  ack(conn: Conn, req: number | undefined): void {
    if (req !== undefined)
      this.audience.reply(conn, { t: 'ack', req, table: this.model.id, seq: this.model.seq });
  }

  reject(conn: Conn, req: number | undefined, code: RejectCode, reason: string): void {
    this.audience.reject(conn, req, code, reason, this.model.seq);
  }
}
