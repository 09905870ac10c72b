/** A protocol client for the tests: real WebSocket, every received message kept in order. */
import { SUBPROTOCOL, type TableInfo } from '@tarock/protocol';
import type { View } from '@tarock/engine';
import WebSocket from 'ws';

export type Msg = { readonly t: string } & Record<string, unknown>;
export interface StateMsg {
  readonly t: 'state';
  readonly table: string;
  readonly seq: number;
  readonly seat: number | null;
  readonly deal: { n: number; match: number; seedHashes: string[]; seeds?: string[] } | null;
  readonly view: View | null;
}

export const isState = (m: Msg): m is Msg & StateMsg => m.t === 'state';

export interface TimerMsg {
  readonly t: 'timer';
  readonly table: string;
  readonly seq: number;
  readonly deadline: number | null;
}

export const isTimer = (m: Msg): m is Msg & TimerMsg => m.t === 'timer';

export class TestClient {
  readonly received: Msg[] = [];
  /** Raw text of every frame, to scan for leaks. */
  readonly raw: string[] = [];
  private readonly waiters: { pred: (m: Msg) => boolean; from: number; resolve: (m: Msg) => void }[] = [];
  closed = false;

  private constructor(readonly ws: WebSocket) {
    ws.on('message', (data) => {
      const text = data.toString();
      this.raw.push(text);
      const msg = JSON.parse(text) as Msg; // the server sends JSON objects with a `t`
      this.received.push(msg);
      const index = this.received.length - 1;
      for (const w of [...this.waiters]) {
        if (index >= w.from && w.pred(msg)) {
          this.waiters.splice(this.waiters.indexOf(w), 1);
          w.resolve(msg);
        }
      }
    });
    ws.on('close', () => {
      this.closed = true;
    });
  }

  /**
   * Connects to `/ws`, or to `/ws?table=<table>` (a connection bound to that table); `options` as
   * the ws package takes them (it offers permessage-deflate unless told not to, as browsers do).
   */
  static connect(
    url: string,
    protocol = SUBPROTOCOL,
    table?: string,
    options: WebSocket.ClientOptions = {},
  ): Promise<TestClient> {
    return new Promise((resolve, reject) => {
      const query = table === undefined ? '' : `?table=${encodeURIComponent(table)}`;
      const ws = new WebSocket(`${url.replace(/^http/, 'ws')}/ws${query}`, protocol, options);
      const client = new TestClient(ws);
      ws.once('open', () => resolve(client));
      ws.once('error', reject);
    });
  }

  send(msg: unknown): void {
    this.ws.send(typeof msg === 'string' ? msg : JSON.stringify(msg));
  }

  /** Index to wait from: only messages received after this moment. */
  mark(): number {
    return this.received.length;
  }

  /** The first message (from `from` on) that satisfies `pred`. */
  waitFor<T extends Msg = Msg>(pred: (m: Msg) => boolean, from = 0, timeoutMs = 10_000): Promise<T> {
    for (let i = from; i < this.received.length; i++) {
      const m = this.received[i];
      if (m && pred(m)) return Promise.resolve(m as T); // the caller's predicate narrows to T
    }
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.waiters.splice(this.waiters.indexOf(waiter), 1);
        reject(new Error(`timed out waiting; last messages: ${this.raw.slice(-3).join('\n')}`));
      }, timeoutMs);
      const waiter = {
        pred,
        from,
        resolve: (m: Msg) => {
          clearTimeout(timer);
          resolve(m as T); // as above
        },
      };
      this.waiters.push(waiter);
    });
  }

  /** Sends a request with a fresh `req` id and waits for the reply that echoes it. */
  async request<T extends Msg = Msg>(msg: Record<string, unknown>, pred?: (m: Msg) => boolean): Promise<T> {
    const req = nextReq++;
    const from = this.mark();
    this.send({ ...msg, req });
    return this.waitFor<T>((m) => m['req'] === req && (pred ? pred(m) : true), from);
  }

  states(): (Msg & StateMsg)[] {
    return this.received.filter(isState);
  }

  lastState(): (Msg & StateMsg) | undefined {
    const s = this.states();
    return s[s.length - 1];
  }

  /** The `timer` frames received, in order. */
  timers(): (Msg & TimerMsg)[] {
    return this.received.filter(isTimer);
  }

  /** The last table information received. */
  lastTable(): TableInfo {
    const m = this.received.filter((x) => x.t === 'table').pop();
    if (!m) throw new Error('no table message yet');
    return m['table'] as TableInfo; // the server's `table` message carries a TableInfo
  }

  close(): Promise<void> {
    if (this.closed) return Promise.resolve();
    return new Promise((resolve) => {
      this.ws.once('close', () => resolve());
      this.ws.close();
    });
  }
}

let nextReq = 1;
