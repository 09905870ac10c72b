/** A stand-in for the browser's WebSocket in the online client's tests. */
import { afterEach, beforeEach } from 'vitest';

/** Records its URL and what the page sends; the test plays the server's side. */
export class FakeSocket {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 3;
  static all: FakeSocket[] = [];
  readyState = FakeSocket.CONNECTING;
  readonly sent: Record<string, unknown>[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((e: { data: string }) => void) | null = null;
  onclose: (() => void) | null = null;
  constructor(
    readonly url: string,
    readonly protocol: string,
  ) {
    FakeSocket.all.push(this);
  }
  send(text: string): void {
    this.sent.push(JSON.parse(text) as Record<string, unknown>);
  }
  close(): void {
    this.readyState = FakeSocket.CLOSED;
    this.onclose?.();
  }
  /** The server's side: the connection opens. */
  open(): void {
    this.readyState = FakeSocket.OPEN;
    this.onopen?.();
  }
  receive(m: Record<string, unknown>): void {
    this.onmessage?.({ data: JSON.stringify(m) });
  }
}

/** Puts FakeSocket in the place of the global WebSocket for each test of the file. */
export function useFakeSockets(): void {
  const realSocket = globalThis.WebSocket;
  beforeEach(() => {
    FakeSocket.all = [];
    // The page's client uses the global WebSocket; Node's test run has none of its own.
    globalThis.WebSocket = FakeSocket as unknown as typeof WebSocket;
  });
  afterEach(() => {
    globalThis.WebSocket = realSocket;
  });
}

/** The connection drops; the page connects again (after its pause) and the new socket opens. */
export async function reconnect(ws: FakeSocket | undefined): Promise<FakeSocket | undefined> {
  ws?.close();
  await new Promise((resolve) => setTimeout(resolve, 350));
  const next = FakeSocket.all.at(-1);
  next?.open();
  return next;
}
