/**
 * The WebSocket adapter: it reads messages (size-limited, rate-limited, validated by the
 * protocol's schemas) and hands them to tables; it knows no rules. The client names the protocol
 * version as its subprotocol (`tarock.v5`); other versions are refused at the upgrade. A client
 * may name its table in the URL (`/ws?table=<id>`, which a proxy routes by): the connection is
 * then bound to that table, and a message about another table is refused (`other-table`).
 * Opening tables is limited per address (`create-limit`), not per connection, which a client
 * could simply open again.
 */
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import {
  type ClientMessage,
  type ErrorCode,
  MAX_CLIENT_MESSAGE_BYTES,
  MAX_FRAME_BYTES,
  PROTOCOL_VERSION,
  SUBPROTOCOL,
  TableId,
  decodeClientMessage,
  requestIdOf,
} from '@tarock/protocol';
import { type RawData, WebSocket, WebSocketServer } from 'ws';
import { AddressBuckets, RateLimiter } from '../rateLimit';
import { clientAddress } from './address';
import { foreignOrigin } from './origin';
import { requestUrl } from './http';
import { errorFrame } from '../table/audience';
import type { Conn, Table } from '../table/table';
import type { TableRegistry } from '../table/tables';

export interface WsOptions {
  readonly rate: { readonly perSecond: number; readonly burst: number };
  /** Close a connection after this many messages over the rate limit in a row. */
  readonly maxViolations: number;
  readonly heartbeatMs: number;
  /** Tables one address may open within an hour (all of them at once, then one every 3600/n s). */
  readonly tablesPerHour: number;
  /** Count connections under the last `X-Forwarded-For` entry (behind a reverse proxy). */
  readonly trustProxy: boolean;
  /** Compress frames for a client that offers permessage-deflate (`DEFLATE`). */
  readonly compress: boolean;
  /** Open WebSocket connections the server holds at most, and from one address at most. */
  readonly maxConnections: number;
  readonly connectionsPerAddress: number;
  readonly onError: (e: unknown, where: string) => void;
}

/**
 * permessage-deflate (RFC 7692) with the context kept from frame to frame: a `state` frame
 * repeats most of the one before it, so a watcher of a deal reads about a twentieth of the text
 * (test/compression.test.ts). An 8 KB window holds the frame before (6–7 KB at a deal's end) at
 * 96 KB of zlib memory a connection (deflate's default, 15 bits and memLevel 8: 256 KB); frames
 * under 1 KB go as they are. docs/server.md "Compression" has the figures.
 */
const DEFLATE = { serverMaxWindowBits: 13, zlibDeflateOptions: { memLevel: 7 }, threshold: 1024 } as const;

/** Seats one address may take, give up or have reissued at a table at once, then one every so many seconds. */
const SEAT_CHANGE_BURST = 30;
const SEAT_CHANGE_SECONDS = 10;

/** Tables one connection may follow at once. */
const MAX_TABLES_PER_CONNECTION = 16;
/** A client whose unsent data exceeds this is too slow to follow a table: it is dropped. */
const MAX_BUFFERED = 4 * 1024 * 1024;

export interface WsHandle {
  handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): void;
  readonly clients: () => number;
  close(): Promise<void>;
}

export function webSockets(registry: TableRegistry, opts: WsOptions): WsHandle {
  const wss = new WebSocketServer({
    noServer: true,
    maxPayload: MAX_FRAME_BYTES,
    perMessageDeflate: opts.compress ? DEFLATE : false,
    handleProtocols: (protocols) => (protocols.has(SUBPROTOCOL) ? SUBPROTOCOL : false),
  });
  let nextId = 1;
  const alive = new WeakSet<WebSocket>();
  /** Per address, the tables it may still open; an address whose bucket is full again is forgotten. */
  const creators = new AddressBuckets(opts.tablesPerHour / 3600, opts.tablesPerHour);
  /**
   * Per address and table, the seats it may still take, give up or have reissued there: each is
   * an event of the table's log, kept for good, so joining and leaving over and over would grow
   * it without end.
   */
  const seatChanges = new AddressBuckets(1 / SEAT_CHANGE_SECONDS, SEAT_CHANGE_BURST);

  /** Open connections by address (an address with none is forgotten). */
  const perAddress = new Map<string, number>();

  wss.on('connection', (ws: WebSocket, req: IncomingMessage) => {
    const bound = urlTable(req);
    const address = clientAddress(req, opts.trustProxy);
    perAddress.set(address, (perAddress.get(address) ?? 0) + 1);
    ws.once('close', () => {
      const n = (perAddress.get(address) ?? 1) - 1;
      if (n > 0) perAddress.set(address, n);
      else perAddress.delete(address);
    });
    const conn: Conn = {
      id: nextId++,
      send(text) {
        if (ws.readyState !== WebSocket.OPEN) return;
        if (ws.bufferedAmount > MAX_BUFFERED) {
          ws.terminate();
          return;
        }
        ws.send(text);
      },
      drop(reason) {
        // 1012, "service restart": the client connects again (and is routed anew).
        ws.close(1012, reason.slice(0, 120));
      },
    };
    const tables = new Set<Table>();
    const limiter = new RateLimiter(opts.rate.perSecond, opts.rate.burst);
    let violations = 0;
    alive.add(ws);
    ws.on('pong', () => alive.add(ws));
    const error = (code: ErrorCode, message: string, req?: number) =>
      conn.send(errorFrame(code, message, req));

    ws.on('message', (data: RawData, isBinary: boolean) => {
      const buf = Buffer.isBuffer(data)
        ? data
        : Array.isArray(data)
          ? Buffer.concat(data)
          : Buffer.from(data);
      if (!limiter.take()) {
        if (++violations >= opts.maxViolations) ws.close(1008, 'rate limit');
        // Quoting the request lets the client tell which one was lost (a chat line kept to retry).
        else
          error(
            'rate',
            'too many messages: slow down',
            isBinary ? undefined : requestIdOf(buf.toString('utf8'), buf.byteLength),
          );
        return;
      }
      violations = 0;
      if (isBinary) return error('malformed', 'send JSON text frames');
      if (buf.byteLength > MAX_CLIENT_MESSAGE_BYTES)
        return error('too-large', `messages are limited to ${MAX_CLIENT_MESSAGE_BYTES} bytes`);
      const decoded = decodeClientMessage(buf.toString('utf8'), buf.byteLength);
      if (!decoded.ok) return error(decoded.code, decoded.message, decoded.req);
      dispatch(decoded.message).catch((e: unknown) => {
        opts.onError(e, 'dispatch');
        error('internal', 'the server could not handle this message', decoded.message.req);
      });
    });

    ws.on('close', () => {
      for (const t of tables) t.detach(conn);
      tables.clear();
    });
    ws.on('error', () => ws.terminate());

    conn.send(
      JSON.stringify({ t: 'welcome', v: PROTOCOL_VERSION, maxMessageBytes: MAX_CLIENT_MESSAGE_BYTES }),
    );

    async function dispatch(msg: ClientMessage): Promise<void> {
      if (msg.t === 'ping') return conn.send(JSON.stringify({ t: 'pong', req: msg.req }));
      if (msg.t === 'create') return create(msg);
      if (bound !== null && msg.table !== bound)
        return error(
          'other-table',
          `this connection is for table ${bound} (its URL says so); open another connection for table ${msg.table}`,
          msg.req,
        );
      const found = await registry.get(msg.table);
      if (found === 'unknown') return error('unknown-table', `there is no table ${msg.table}`, msg.req);
      if (found === 'elsewhere')
        return error('busy', 'this table is held by another server process', msg.req);
      if (found === 'damaged')
        return error('internal', `table ${msg.table} cannot be opened: its saved log is damaged`, msg.req);
      if (found === 'outdated')
        return error(
          'bad-table',
          `table ${msg.table} was played under an earlier version of its rules and cannot be resumed on this server; its finished deals are in its history (/api/tables/${msg.table}/history)`,
          msg.req,
        );
      if (ws.readyState !== WebSocket.OPEN) return;
      if (!tables.has(found) && tables.size >= MAX_TABLES_PER_CONNECTION)
        return error(
          'too-many-tables',
          `one connection follows at most ${MAX_TABLES_PER_CONNECTION} tables`,
          msg.req,
        );
      // Counted while the command waits in the table's queue (so that a close meanwhile detaches
      // it), and afterwards only if the connection follows the table: a refused watch or seat
      // does not use up one of its 16.
      tables.add(found);
      await command(found, msg);
      if (found.follows(conn)) tables.add(found);
      else tables.delete(found);
    }

    /**
     * Opens a table, or answers the one this host key opened already (a `create` sent again after
     * its `created` was lost): that answer does not count against the address's tables an hour.
     */
    async function create(msg: Extract<ClientMessage, { t: 'create' }>): Promise<void> {
      const opening = {
        preset: msg.preset,
        options: msg.options,
        seats: msg.seats,
        turnSeconds: msg.turnSeconds,
      };
      const before = await registry.opened(msg.hostKey, opening);
      if (!before.ok) return error('bad-table', before.error, msg.req);
      let id = before.value;
      if (id === null) {
        if (!creators.take(address))
          return error(
            'create-limit',
            `too many tables opened from your address (${opts.tablesPerHour} an hour): the next one in ${Math.ceil(creators.waitMs(address) / 60_000)} min`,
            msg.req,
          );
        const made = await registry.create({ ...opening, createdAt: new Date().toISOString() }, msg.hostKey);
        if (!made.ok) return error('bad-table', made.error, msg.req);
        id = made.value;
      }
      conn.send(JSON.stringify({ t: 'created', req: msg.req, table: id, invite: `/table/${id}` }));
    }

    function command(table: Table, msg: Exclude<ClientMessage, { t: 'ping' | 'create' }>): Promise<void> {
      const changes = `${address} ${table.id}`;
      if ((msg.t === 'join' || msg.t === 'leave' || msg.t === 'reissue') && !seatChanges.take(changes)) {
        error(
          'rate',
          `too many seats taken and given up at this table from your address: the next in ${Math.ceil(seatChanges.waitMs(changes) / 1000)} s`,
          msg.req,
        );
        return Promise.resolve();
      }
      switch (msg.t) {
        case 'watch':
          return table.watch(conn, { req: msg.req, log: msg.log });
        case 'join':
          return table.join(
            conn,
            { seat: msg.seat, name: msg.name, token: msg.token, log: msg.log },
            msg.req,
          );
        case 'resume':
          return table.resume(conn, { token: msg.token, log: msg.log }, msg.req);
        case 'reissue':
          return table.reissue(conn, msg.seat, msg.hostKey, msg.req);
        case 'ready':
          return table.ready(conn, msg.req);
        case 'act':
          return table.act(conn, msg);
        case 'leave':
          return table.leave(conn, msg.req);
        case 'history':
          return table.history(conn, msg.from ?? 1, msg.req);
        case 'say':
          return table.say(conn, msg.text, msg.req);
      }
    }
  });

  // Dead connections (no pong to the last ping) are dropped, so their seats are seen as away.
  const heartbeat = setInterval(() => {
    creators.forgetFull();
    seatChanges.forgetFull();
    for (const ws of wss.clients) {
      if (!alive.has(ws)) {
        ws.terminate();
        continue;
      }
      alive.delete(ws);
      ws.ping();
    }
  }, opts.heartbeatMs);
  heartbeat.unref();

  return {
    handleUpgrade(req, socket, head) {
      // A client that names no version would be served this one's frames (ws asks
      // `handleProtocols` only when the client names some): it is told which to name instead.
      if (req.headers['sec-websocket-protocol'] === undefined) {
        socket.end(
          `HTTP/1.1 400 Bad Request\r\nContent-Type: text/plain\r\n\r\nname the protocol version as the WebSocket subprotocol: ${SUBPROTOCOL}\n`,
        );
        return;
      }
      const foreign = foreignOrigin(req, opts.trustProxy);
      if (foreign !== null) {
        socket.end(`HTTP/1.1 403 Forbidden\r\nContent-Type: text/plain\r\n\r\n${foreign}\n`);
        return;
      }
      // Every connection costs memory (about 100 KB with compression): a bound for the server
      // and one per address, so that one machine cannot take every place.
      const full =
        wss.clients.size >= opts.maxConnections
          ? `this server holds ${opts.maxConnections} connections already: try again later`
          : (perAddress.get(clientAddress(req, opts.trustProxy)) ?? 0) >= opts.connectionsPerAddress
            ? `your address holds ${opts.connectionsPerAddress} connections to this server already: close some`
            : null;
      if (full !== null) {
        socket.end(
          `HTTP/1.1 503 Service Unavailable\r\nContent-Type: text/plain\r\nRetry-After: 30\r\n\r\n${full}\n`,
        );
        return;
      }
      if (urlTable(req) === undefined) {
        socket.end(
          'HTTP/1.1 400 Bad Request\r\nContent-Type: text/plain\r\n\r\n/ws?table= needs a table id\n',
        );
        return;
      }
      wss.handleUpgrade(req, socket, head, (ws) => wss.emit('connection', ws, req));
    },
    clients: () => wss.clients.size,
    close: () =>
      new Promise((resolve) => {
        clearInterval(heartbeat);
        for (const ws of wss.clients) ws.terminate();
        wss.close(() => resolve());
      }),
  };
}

/** The table named in the URL's query: null when none is named, undefined when it is no table id. */
function urlTable(req: IncomingMessage): string | null | undefined {
  const url = requestUrl(req);
  if (url === null) return undefined;
  const param = url.searchParams.get('table');
  if (param === null) return null;
  return TableId.safeParse(param).success ? param : undefined;
}
