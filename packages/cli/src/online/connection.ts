/**
 * One WebSocket to an online table (`ws` of Node: Node 20 has no stable global WebSocket), with
 * the protocol's subprotocol, connected again after a drop with a growing pause (300 ms, 600 ms,
 * … up to 5 s) until it is closed. What arrives is handed on as parsed JSON objects with a type
 * `t`; anything else is dropped, and so are message types this client does not know (a newer
 * server's additions), so they never stop a game. A connection that hears nothing, not even the
 * server's heartbeat ping, for `SILENCE_MS` is dead though no close came (a network gone silent:
 * a laptop's lid closed, a NAT's mapping dropped): it is ended and made again, as after a drop.
 */
import { SUBPROTOCOL, type ServerMessage } from '@tarock/protocol';
import WebSocket from 'ws';

/**
 * The server messages the terminal reads: every type of ServerMessage (a record over the union, so
 * that a type the protocol adds is named here too, or the build fails).
 */
const READ: Record<ServerMessage['t'], true> = {
  welcome: true,
  created: true,
  joined: true,
  reissued: true,
  table: true,
  state: true,
  timer: true,
  log: true,
  rejected: true,
  error: true,
  history: true,
  pong: true,
  ack: true,
  said: true,
  chat: true,
};
const KNOWN: ReadonlySet<string> = new Set(Object.keys(READ));

/** A message as read: one of the protocol's, checked by its type only (the server checks what it sends). */
export function readMessage(text: string): ServerMessage | null {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof json !== 'object' || json === null || Array.isArray(json)) return null;
  const t = (json as { t?: unknown }).t;
  return typeof t === 'string' && KNOWN.has(t) ? (json as ServerMessage) : null;
}

export interface ConnectionHandlers {
  message(m: ServerMessage): void;
  /** The connection dropped; it is being made again. */
  lost(): void;
  /** Connected again after `lost`. */
  back(): void;
  /**
   * Connecting again was refused for good (the server, upgraded meanwhile, speaks another protocol
   * version), in words; no more attempts are made.
   */
  refused(reason: string): void;
}

export interface Backoff {
  readonly firstMs: number;
  readonly maxMs: number;
}

export const BACKOFF: Backoff = { firstMs: 300, maxMs: 5000 };

/**
 * How long a connection may hear nothing before it counts as dead: the server pings every
 * connection every 30 s (its heartbeat), so two pings missed and some slack.
 */
export const SILENCE_MS = 75_000;

/**
 * How long the opening of a connection may go unanswered: a server that takes the connection and
 * never answers it (its process stopped, another program on the port) is given up then, the first
 * time with the reason, after a drop to be tried again, as `tarock host` gives up its create.
 */
export const HANDSHAKE_MS = 20_000;

/** The server answered the upgrade without this client's subprotocol: it speaks another version. */
function otherVersion(e: unknown): boolean {
  return e instanceof Error && /no subprotocol|Invalid Sec-WebSocket-Protocol/.test(e.message);
}

/** Why a connection could not be made, in a few words (`connection refused`, `HTTP 404`). */
export function failure(e: unknown): string {
  const code = (e as { code?: string }).code;
  if (code === 'ECONNREFUSED') return 'connection refused (is the server running?)';
  if (code === 'ENOTFOUND') return 'no such host';
  if (code === 'ETIMEDOUT') return 'timed out';
  const message = e instanceof Error ? e.message : String(e);
  if (otherVersion(e))
    return `the server speaks another version of the table protocol than this tarock (${SUBPROTOCOL}): use a tarock of the server's version`;
  if (/handshake has timed out/.test(message)) return 'no answer (is it a tarock server, and running?)';
  const status = /Unexpected server response: (\d+)/.exec(message)?.[1];
  if (status) return `the server answered HTTP ${status} (is it a tarock server?)`;
  return message;
}

export class Connection {
  private ws: WebSocket | null = null;
  private closed = false;
  private retry = 0;
  private timer: ReturnType<typeof setTimeout> | null = null;
  /** Ends the open connection when it has heard nothing for `silenceMs`. */
  private silence: ReturnType<typeof setTimeout> | null = null;

  constructor(
    private readonly url: string,
    private readonly on: ConnectionHandlers,
    private readonly backoff: Backoff = BACKOFF,
    private readonly silenceMs: number = SILENCE_MS,
    private readonly handshakeMs: number = HANDSHAKE_MS,
  ) {}

  /** The first connection; rejects with the reason in words when the server cannot be reached. */
  open(): Promise<void> {
    return new Promise((resolve, reject) => {
      const ws = this.socket();
      ws.once('open', () => {
        this.watch(ws);
        resolve();
      });
      ws.once('error', (e) => {
        if (ws.readyState !== WebSocket.OPEN) reject(new Error(failure(e)));
      });
    });
  }

  private socket(): WebSocket {
    const ws = new WebSocket(this.url, SUBPROTOCOL, { handshakeTimeout: this.handshakeMs });
    this.ws = ws;
    ws.on('message', (data, isBinary) => {
      if (isBinary || this.ws !== ws) return;
      const m = readMessage(data.toString());
      if (m) this.on.message(m);
    });
    return ws;
  }

  /** Once open: a drop, or a silence as long as `silenceMs`, connects again (unless closed on purpose). */
  private watch(ws: WebSocket): void {
    this.retry = 0;
    // After 'open' an error is followed by 'close', which does the work.
    ws.on('error', () => {});
    const heard = () => {
      if (this.silence) clearTimeout(this.silence);
      // terminate(): a close handshake would wait for an answer that never comes.
      this.silence = setTimeout(() => ws.terminate(), this.silenceMs);
    };
    heard();
    ws.on('message', heard);
    ws.on('ping', heard);
    ws.once('close', () => {
      if (this.silence) clearTimeout(this.silence);
      this.silence = null;
      if (this.ws !== ws || this.closed) return;
      this.ws = null;
      this.on.lost();
      this.again();
    });
  }

  private again(): void {
    if (this.closed) return;
    const wait = Math.min(this.backoff.maxMs, this.backoff.firstMs * 2 ** this.retry++);
    this.timer = setTimeout(() => {
      this.timer = null;
      if (this.closed) return;
      const ws = this.socket();
      ws.once('open', () => {
        if (this.closed) return ws.close();
        this.watch(ws);
        this.on.back();
      });
      ws.once('error', (e) => {
        if (ws.readyState === WebSocket.OPEN) return;
        ws.removeAllListeners('message');
        if (this.ws === ws) this.ws = null;
        if (otherVersion(e)) this.on.refused(failure(e));
        else this.again();
      });
    }, wait);
  }

  /** Sends a message now; false when there is no open connection (it is not queued). */
  send(m: Record<string, unknown>): boolean {
    const ws = this.ws;
    if (!ws || ws.readyState !== WebSocket.OPEN) return false;
    ws.send(JSON.stringify(m));
    return true;
  }

  /** Closes for good: no reconnecting. */
  close(): void {
    this.closed = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    if (this.silence) clearTimeout(this.silence);
    this.silence = null;
    const ws = this.ws;
    this.ws = null;
    if (ws && (ws.readyState === WebSocket.OPEN || ws.readyState === WebSocket.CONNECTING)) ws.terminate();
  }

  /** For tests: drops the connection as a network failure would (it reconnects). */
  drop(): void {
    this.ws?.terminate();
  }
}
