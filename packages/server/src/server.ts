/**
 * `startServer`: one process serves the web app's static build, the HTTP API and the online
 * tables over WebSocket, on an embedded SQLite file or a shared PostgreSQL.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { PRESETS, type Preset } from '@tarock/engine';
import type { ComputerPlayers } from './computer/players';
import { BotPool } from './computer/pool';
import { type Store, openStore } from './store/store';
import { TableRegistry } from './table/tables';
import { httpHandler, requestUrl } from './transport/http';
import { webSockets } from './transport/ws';

export interface ServerOptions {
  /** TCP port; 0 picks a free one (see the returned `port`). Default 8080. */
  readonly port?: number;
  /** Interface to listen on; default all. */
  readonly host?: string;
  /** `postgres://…`, or a SQLite file path (created with its folder). Default `data/tarock.sqlite`. */
  readonly databaseUrl?: string;
  /**
   * SQLite: claim the file for this process, so that a second server on it is refused
   * (`FileServedElsewhere`; docs/server.md "One process per SQLite file"). Default true; false
   * only where a test stands in for a second process of a shared database (PostgreSQL's case).
   */
  readonly soleServer?: boolean;
  /** The web app's build (`packages/web/dist`); null serves no app. */
  readonly staticDir?: string | null;
  /** The presets tables may use (default: the engine's PRESETS). */
  readonly presets?: readonly Preset[];
  /**
   * The computer players (default: a pool of `botWorkers` worker threads; the server closes the
   * players it was given as well).
   */
  readonly players?: ComputerPlayers;
  /** Worker threads of the default pool (default: one fewer than the cores, 1–4). */
  readonly botWorkers?: number;
  /** How long a player may be away before a computer player takes the seat. Default 30 s. */
  readonly takeoverMs?: number;
  /** A computer player's pause before acting. Default 400 ms. */
  readonly botDelayMs?: number;
  /**
   * Between deals, once a present player is ready: how long the others have to say so before the
   * next deal starts as if they had. Default 60 s.
   */
  readonly readyMs?: number;
  /** Connections that may watch one table without a seat. Default 50. */
  readonly maxSpectators?: number;
  /** WebSocket connections the server holds at most. Default 5,000. */
  readonly maxConnections?: number;
  /** WebSocket connections from one address (as `trustProxy` counts it) at most. Default 50. */
  readonly connectionsPerAddress?: number;
  /** Tables one address may open within an hour (all at once, then one every 3600/n s). Default 20. */
  readonly tablesPerHour?: number;
  /**
   * Requests to the HTTP table API (`/api/tables/<id>` and its history) one address may make at
   * once, then one more every 60/n s. Default 60.
   */
  readonly apiPerMinute?: number;
  /** Behind a reverse proxy: count addresses by the last `X-Forwarded-For` entry. Default false. */
  readonly trustProxy?: boolean;
  /**
   * Compress frames for clients that offer permessage-deflate (browsers and `tarock` do): about a
   * twentieth of the bytes. Default false; `npm start` turns it on (COMPRESS=0 to turn it off).
   * The protocol tests read frames as one batch per command, which compression (zlib works off
   * the event loop) spreads over ticks; test/compression.test.ts and the browser tests run with it.
   */
  readonly compress?: boolean;
  /** A table with no connections and no deal running is let go after this long. Default 10 min. */
  readonly idleMs?: number;
  /** Messages per second per connection, and the burst allowed. Default 20/s, 60. */
  readonly rate?: { readonly perSecond: number; readonly burst: number };
  readonly heartbeatMs?: number;
  /**
   * Rebuild, at start, every table that was in the middle of a deal (so its computer players play
   * on) or waiting between deals (its ready timer runs again). Default true; with several
   * processes on one PostgreSQL turn it off and let each table be claimed by the process its
   * players are routed to (docs/server.md).
   */
  readonly resumeTables?: boolean;
  /** Where errors are reported (default: stderr). */
  readonly onError?: (e: unknown, where: string) => void;
}

export interface RunningServer {
  readonly port: number;
  /** `http://host:port` */
  readonly url: string;
  readonly store: Store;
  readonly registry: TableRegistry;
  close(): Promise<void>;
}

/** @example const s = await startServer({ port: 0, databaseUrl: ':memory:' }); … await s.close() */
export async function startServer(options: ServerOptions = {}): Promise<RunningServer> {
  checkOptions(options);
  const onError =
    options.onError ??
    ((e: unknown, where: string) =>
      console.error(`[tarock-server] ${where}:`, e instanceof Error ? e.stack : e));
  // The registry, once made, is told of a table whose claim was lost to another process.
  let lostTo: TableRegistry | null = null;
  const store = await openStore(options.databaseUrl ?? 'data/tarock.sqlite', {
    onError: (e) => onError(e, 'store'),
    onLost: (id) => lostTo?.lost(id),
    // One server per SQLite file: a second one is refused (FileServedElsewhere).
    soleServer: options.soleServer ?? true,
  });
  const players =
    options.players ??
    new BotPool({
      ...(options.botWorkers !== undefined ? { size: options.botWorkers } : {}),
      onWorkerLost: (reason) => onError(new Error(reason), 'computer players'),
    });
  const registry = new TableRegistry(
    {
      store,
      players,
      timing: {
        takeoverMs: options.takeoverMs ?? 30_000,
        botDelayMs: options.botDelayMs ?? 400,
        readyMs: options.readyMs ?? 60_000,
      },
      maxSpectators: options.maxSpectators ?? 50,
      now: Date.now,
      onError,
    },
    options.presets ?? PRESETS,
    options.idleMs ?? 600_000,
  );
  lostTo = registry;
  const ws = webSockets(registry, {
    rate: options.rate ?? { perSecond: 20, burst: 60 },
    maxViolations: 50,
    heartbeatMs: options.heartbeatMs ?? 30_000,
    tablesPerHour: options.tablesPerHour ?? 20,
    trustProxy: options.trustProxy ?? false,
    compress: options.compress ?? false,
    maxConnections: options.maxConnections ?? 5_000,
    connectionsPerAddress: options.connectionsPerAddress ?? 50,
    onError,
  });
  // How late the event loop runs (ms), since the previous /healthz: the server's own latency floor.
  const lag = monitorEventLoopDelay({ resolution: 10 });
  lag.enable();
  const health = () => {
    const ms = (ns: number) => Math.round(ns / 1e4) / 100;
    const out = {
      connections: ws.clients(),
      ...(players instanceof BotPool ? { computerPlayers: players.stats() } : {}),
      eventLoopDelayMs: { p50: ms(lag.percentile(50)), p99: ms(lag.percentile(99)), max: ms(lag.max) },
    };
    lag.reset();
    return out;
  };
  const api = httpHandler({
    registry,
    store,
    staticDir: options.staticDir ?? null,
    onError,
    health,
    apiPerMinute: options.apiPerMinute ?? 60,
    trustProxy: options.trustProxy ?? false,
  });
  const http = createServer(api.handler);
  http.on('upgrade', (req, socket, head) => {
    // Node takes its own error listener off an upgraded socket: a client that resets the
    // connection while it is refused (or before ws has taken it) would otherwise end the process.
    socket.on('error', () => socket.destroy());
    // Thrown here, in an event listener, an invalid URL would end the process.
    const url = requestUrl(req);
    if (url === null) {
      socket.end(
        'HTTP/1.1 400 Bad Request\r\nContent-Type: text/plain\r\n\r\nthe request target is not a URL\n',
      );
      return;
    }
    if (url.pathname !== '/ws') {
      socket.end('HTTP/1.1 404 Not Found\r\n\r\n');
      return;
    }
    ws.handleUpgrade(req, socket, head);
  });
  http.keepAliveTimeout = 5_000;
  // A request's head must come within 15 s and the whole request within 30 s (Node's defaults,
  // 60 s and 5 min, let a slow sender hold a socket that long for nothing).
  http.headersTimeout = 15_000;
  http.requestTimeout = 30_000;
  await new Promise<void>((resolve, reject) => {
    http.once('error', reject);
    http.listen(options.port ?? 8080, options.host, () => resolve());
  });
  if (options.resumeTables ?? true) await registry.resumeTables();
  const address = http.address() as AddressInfo; // listening on TCP: an AddressInfo, not a pipe name
  const host =
    options.host && options.host !== '0.0.0.0' && options.host !== '::' ? options.host : 'localhost';
  let closing: Promise<void> | null = null;
  return {
    port: address.port,
    url: `http://${host.includes(':') ? `[${host}]` : host}:${address.port}`,
    store,
    registry,
    close() {
      closing ??= (async () => {
        lag.disable();
        api.close();
        await ws.close();
        await new Promise<void>((resolve) => http.close(() => resolve()));
        await registry.close();
        await players.close();
        await store.close();
      })();
      return closing;
    },
  };
}

/**
 * Refuses numbers the server cannot run with before anything is opened, naming the option (as
 * main.ts does for the environment): a NaN compares false with everything, so it would lift the
 * bound it was meant to set.
 */
function checkOptions(o: ServerOptions): void {
  const check = (name: string, value: number | undefined, min: number, max: number, whole: boolean) => {
    if (value === undefined) return;
    if (!(value >= min && value <= max) || (whole && !Number.isInteger(value)))
      throw new RangeError(
        `startServer: ${name} must be ${whole ? 'a whole number' : 'a number'} from ${min} to ${max} (got ${value})`,
      );
  };
  check('port', o.port, 0, 65_535, true);
  check('botWorkers', o.botWorkers, 1, 64, true);
  check('takeoverMs', o.takeoverMs, 0, 86_400_000, false);
  check('botDelayMs', o.botDelayMs, 0, 60_000, false);
  check('readyMs', o.readyMs, 0, 86_400_000, false);
  check('idleMs', o.idleMs, 0, 86_400_000, false);
  check('maxSpectators', o.maxSpectators, 0, 100_000, true);
  check('maxConnections', o.maxConnections, 1, 1_000_000, true);
  check('connectionsPerAddress', o.connectionsPerAddress, 1, 1_000_000, true);
  check('tablesPerHour', o.tablesPerHour, 1, 1_000_000, true);
  check('apiPerMinute', o.apiPerMinute, 1, 1_000_000, true);
  check('heartbeatMs', o.heartbeatMs, 1, 3_600_000, false);
  check('rate.perSecond', o.rate?.perSecond, Number.MIN_VALUE, 1e6, false);
  check('rate.burst', o.rate?.burst, 1, 1e6, true);
}
