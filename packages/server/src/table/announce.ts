/**
 * Telling a table's connections what happened: after an event each connection gets the state
 * frame of its role and everyone the table information if it changed; the sender of a command
 * its answer (the state it asked for, an `ack` after the frames its command caused, or why the
 * command was rejected).
 */
import type { RejectCode, TableInfo } from '@tarock/protocol';
import type { Audience, Conn } from './audience';
import type { TableModel } from './model';
import { dealInfo, stateFrame } from './views';

export class Announcer {
  constructor(
    private readonly model: TableModel,
    private readonly audience: Audience,
    private readonly info: () => TableInfo,
  ) {}

  /** Everyone: the table information (if it changed) and the state frame of their role. */
  everything(): void {
    this.tableInfo();
    const deal = dealInfo(this.model);
    this.audience.sendFrames((role) => stateFrame(this.model, role, deal));
  }

  /** Everyone: the table information, if it changed. */
  tableInfo(): void {
    this.audience.sendInfo(this.infoText());
  }

  infoText(): string {
    return JSON.stringify({ t: 'table', table: this.info() });
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
