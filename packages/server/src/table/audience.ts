/**
 * The connections at a table and what they are told: each seated connection its seat's frame,
 * the others the spectators' frame (built once per role and event); the table information when
 * it changed; answers to one connection.
 */
import type { Seat } from '@tarock/engine';
import type { ErrorCode, RejectCode } from '@tarock/protocol';

/** A client connection, as a table sees it. */
export interface Conn {
  readonly id: number;
  /** Sends one JSON text frame (dropped if the connection is closed). */
  send(text: string): void;
  /**
   * Closes the connection so that its client connects again (and is routed to the process that
   * holds the table now): the table it followed moved to another server process.
   */
  drop(reason: string): void;
}

export type Role = Seat | 'spectator';

/** An `error` frame (with the `req` it answers, if any): to a table's connection or any other. */
export function errorFrame(code: ErrorCode, message: string, req: number | undefined): string {
  return JSON.stringify({ t: 'error', req, code, message });
}

export class Audience {
  private readonly roles = new Map<Conn, Role>();
  private lastInfo = '';

  constructor(private readonly tableId: string) {}

  get size(): number {
    return this.roles.size;
  }

  role(conn: Conn): Role | undefined {
    return this.roles.get(conn);
  }

  set(conn: Conn, role: Role): void {
    this.roles.set(conn, role);
  }

  /** Forgets the connection; returns the role it had. */
  remove(conn: Conn): Role | undefined {
    const role = this.roles.get(conn);
    this.roles.delete(conn);
    return role;
  }

  /** Connections watching without a seat. */
  spectators(): number {
    let n = 0;
    for (const r of this.roles.values()) if (r === 'spectator') n++;
    return n;
  }

  isConnected(seat: Seat): boolean {
    for (const r of this.roles.values()) if (r === seat) return true;
    return false;
  }

  /** Forgets every connection; returns them. */
  clear(): Conn[] {
    const all = [...this.roles.keys()];
    this.roles.clear();
    return all;
  }

  /**
   * Every connection of `seat` goes on watching as a spectator while there are fewer than
   * `maxSpectators`; the others are forgotten (so taking a free seat and giving it up is no way
   * past the limit). Returns both.
   */
  unseat(seat: Seat, maxSpectators: number): { watching: Conn[]; dropped: Conn[] } {
    const watching: Conn[] = [];
    const dropped: Conn[] = [];
    let spectators = this.spectators();
    for (const [c, r] of this.roles) {
      if (r !== seat) continue;
      if (spectators < maxSpectators) {
        this.roles.set(c, 'spectator');
        watching.push(c);
        spectators++;
      } else {
        this.roles.delete(c);
        dropped.push(c);
      }
    }
    return { watching, dropped };
  }

  /** Sends each connection the frame of its role. */
  sendFrames(frameOf: (role: Role) => string): void {
    const frames = new Map<Role, string>();
    for (const [conn, role] of this.roles) {
      let frame = frames.get(role);
      if (frame === undefined) {
        frame = frameOf(role);
        frames.set(role, frame);
      }
      conn.send(frame);
    }
  }

  /** Sends the table information to everyone, unless it is what they were sent last; true if sent. */
  sendInfo(text: string): boolean {
    if (text === this.lastInfo) return false;
    this.lastInfo = text;
    for (const conn of this.roles.keys()) conn.send(text);
    return true;
  }

  /** Sends one frame to every connection (a line said at the table). */
  sendAll(text: string): void {
    for (const conn of this.roles.keys()) conn.send(text);
  }

  reply(conn: Conn, message: Record<string, unknown>): void {
    conn.send(JSON.stringify(message));
  }

  reject(conn: Conn, req: number | undefined, code: RejectCode, reason: string, seq: number): void {
    this.reply(conn, { t: 'rejected', req, table: this.tableId, code, reason, seq });
  }

  error(conn: Conn, req: number | undefined, code: ErrorCode, message: string): void {
    conn.send(errorFrame(code, message, req));
  }
}
