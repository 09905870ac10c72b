/**
 * Opening an online table (`tarock host`): one connection to the server's `/ws` (bound to no
 * table), `create` with the preset, the options that differ from its defaults, the seats and the
 * host key made here (protocol version 5), and the answer `created {table}`; an `error` (a level
 * the server does not seat, the limit of tables an address may open) in the server's words.
 * The host key is kept in the seat file, with what was asked for, before the create goes out
 * (seatFile.ts, `creating`): a connection lost before the answer is made again and the same
 * create sent again (a few times, with growing pauses), and a run that ended without the answer
 * leaves it for the next run asking for the same table. The server answers the same key with the
 * same table, so no table is left that nobody holds the key of (docs/decisions/0011).
 */
import { randomBytes } from 'node:crypto';
import { type Result, err, ok } from '@tarock/engine';
import { type ClientMessageInput, SEAT_TOKEN_BYTES, SUBPROTOCOL } from '@tarock/protocol';
import WebSocket from 'ws';
import { BACKOFF, type Backoff, failure, readMessage } from './connection';
import { createKey, loadCreate, storeCreate } from './seatFile';

export interface Opened {
  readonly table: string;
  readonly hostKey: string;
  /** The seat file's key of the create (`createKey`): forgotten once the host holds its seat. */
  readonly asked: string;
}

/** The table to open: the protocol's `create` as a client writes it, without its tag, request and key. */
export type TableToOpen = Omit<Extract<ClientMessageInput, { t: 'create' }>, 't' | 'req' | 'hostKey'>;

/** Connections made for one create before `tarock host` gives up (the next run asks again). */
export const CREATE_ATTEMPTS = 6;

/** How long a connection may go without an answer to the create before it is given up and made again. */
export const ANSWER_MS = 20_000;

/** What one connection's create came to: an answer, or the connection gone without one. */
type Attempt =
  | { readonly k: 'created'; readonly table: string }
  | { readonly k: 'refused'; readonly code: string; readonly message: string }
  | { readonly k: 'lost'; readonly reason: string; readonly opened: boolean };

/**
 * Opens the table on the server at `origin` (`http://host:port`) with the host key kept for it in
 * `seatFile` (made and kept first when none is).
 */
export async function openTable(
  origin: string,
  t: TableToOpen,
  seatFile: string,
  backoff: Backoff = BACKOFF,
): Promise<Result<Opened>> {
  const asked = createKey(origin, t);
  const kept = loadCreate(seatFile, asked);
  if (!kept.ok) return kept;
  const hostKey = kept.value?.hostKey ?? randomBytes(SEAT_TOKEN_BYTES).toString('base64url');
  // Where it cannot be kept the create goes out all the same: the key lives in this run.
  if (!kept.value) storeCreate(seatFile, asked, { hostKey, asked: new Date().toISOString() });
  const url = `${origin.replace(/^http/, 'ws')}/ws`;
  const message = JSON.stringify({ t: 'create', req: 1, ...t, hostKey });
  let last = '';
  for (let attempt = 0; attempt < CREATE_ATTEMPTS; attempt++) {
    if (attempt > 0)
      await new Promise((resolve) =>
        setTimeout(resolve, Math.min(backoff.maxMs, backoff.firstMs * 2 ** (attempt - 1))),
      );
    const a = await once(url, message);
    if (a.k === 'created') return ok({ table: a.table, hostKey, asked });
    if (a.k === 'refused') {
      // Refused for good: nothing was opened with this key, or it opened another table. After
      // rate, busy or internal it may still have been opened: kept for the next run.
      if (!['rate', 'busy', 'internal'].includes(a.code)) storeCreate(seatFile, asked, null);
      return err(`the server did not open the table: ${a.message}`);
    }
    // Not even the first connection opened: the server cannot be reached (nothing was sent).
    if (attempt === 0 && !a.opened) return err(`cannot reach the server at ${origin}: ${a.reason}`);
    last = a.reason;
  }
  return err(
    `the server did not answer the opening of the table (${last}): run the same command again, which asks for the same table`,
  );
}

/** One connection: the create sent as it opens, and what came of it. */
function once(url: string, message: string): Promise<Attempt> {
  return new Promise((resolve) => {
    const ws = new WebSocket(url, SUBPROTOCOL);
    let opened = false;
    let settled = false;
    // A network gone silent closes nothing: no answer in time counts as a lost connection.
    const silent = setTimeout(() => done({ k: 'lost', reason: 'no answer', opened }), ANSWER_MS);
    const done = (a: Attempt) => {
      if (settled) return;
      settled = true;
      clearTimeout(silent);
      ws.removeAllListeners('message');
      ws.on('error', () => {});
      ws.terminate();
      resolve(a);
    };
    ws.once('open', () => {
      opened = true;
      ws.send(message);
    });
    ws.on('message', (data) => {
      const m = readMessage(data.toString());
      if (m?.t === 'created') done({ k: 'created', table: m.table });
      else if (m?.t === 'error') done({ k: 'refused', code: m.code, message: m.message });
    });
    ws.once('error', (e) => done({ k: 'lost', reason: failure(e), opened }));
    ws.once('close', () => done({ k: 'lost', reason: 'the connection was lost', opened }));
  });
}
