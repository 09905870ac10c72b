/**
 * Opening an online table (`tarock host`): one connection to the server's `/ws` (bound to no
 * table), `create` with the preset, the options that differ from its defaults and the seats, and
 * the answer `created {table, hostKey}`; an `error` (a level the server does not seat, the limit of
 * tables an address may open) in the server's words.
 */
import { type Result, err, ok } from '@tarock/engine';
import { type ClientMessageInput, SUBPROTOCOL } from '@tarock/protocol';
import WebSocket from 'ws';
import { failure, readMessage } from './connection';

export interface Opened {
  readonly table: string;
  readonly hostKey: string;
}

/** The table to open: the protocol's `create` as a client writes it, without its tag and request. */
export type TableToOpen = Omit<Extract<ClientMessageInput, { t: 'create' }>, 't' | 'req'>;

/** Opens the table on the server at `origin` (`http://host:port`). */
export function openTable(origin: string, t: TableToOpen): Promise<Result<Opened>> {
  const url = `${origin.replace(/^http/, 'ws')}/ws`;
  return new Promise((resolve) => {
    const ws = new WebSocket(url, SUBPROTOCOL);
    const done = (r: Result<Opened>) => {
      ws.removeAllListeners('message');
      ws.on('error', () => {});
      ws.close();
      resolve(r);
    };
    ws.once('open', () => ws.send(JSON.stringify({ t: 'create', req: 1, ...t })));
    ws.on('message', (data) => {
      const m = readMessage(data.toString());
      if (m?.t === 'created') done(ok({ table: m.table, hostKey: m.hostKey }));
      else if (m?.t === 'error') done(err(`the server did not open the table: ${m.message}`));
    });
    ws.once('error', (e) => {
      if (ws.readyState !== WebSocket.OPEN)
        resolve(err(`cannot reach the server at ${origin}: ${failure(e)}`));
    });
  });
}
