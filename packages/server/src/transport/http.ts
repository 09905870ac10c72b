/**
 * HTTP: the web app's static files (one `npm start` serves the app and the tables), a small
 * read-only API and the health check. Any path that is not a file gets the app's index.html, so
 * an invite link `/table/<id>` opens the app. The WebSocket endpoint is `/ws` (see ws.ts).
 */
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { PROTOCOL_VERSION, TableId } from '@tarock/protocol';
import { AddressBuckets } from '../rateLimit';
import { historyPage } from '../table/history';
import type { TableRegistry } from '../table/tables';
import type { Store } from '../store/store';
import { clientAddress } from './address';
import { SECURITY_HEADERS } from './pageHeaders';

const TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.webmanifest': 'application/manifest+json',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
};

export interface HttpDeps {
  readonly registry: TableRegistry;
  readonly store: Store;
  readonly staticDir: string | null;
  readonly onError: (e: unknown, where: string) => void;
  /** Process figures for /healthz (connections, event-loop delay since the last call). */
  readonly health: () => Record<string, unknown>;
  /** Requests to `/api/tables/…` one address may make at once, then one more every 60/n s. */
  readonly apiPerMinute: number;
  /** Count addresses by the last `X-Forwarded-For` entry (behind a reverse proxy). */
  readonly trustProxy: boolean;
}

interface Handling extends HttpDeps {
  readonly apiLimit: AddressBuckets;
}

export interface HttpHandle {
  readonly handler: (req: IncomingMessage, res: ServerResponse) => void;
  /** Stops forgetting idle addresses. */
  close(): void;
}

export function httpHandler(options: HttpDeps): HttpHandle {
  const deps: Handling = {
    ...options,
    apiLimit: new AddressBuckets(options.apiPerMinute / 60, options.apiPerMinute),
  };
  // An address whose bucket is full again is forgotten.
  const sweeper = setInterval(() => deps.apiLimit.forgetFull(), 60_000);
  sweeper.unref();
  return {
    handler: (req, res) => {
      handle(deps, req, res).catch((e: unknown) => {
        deps.onError(e, `http ${req.url ?? ''}`);
        if (!res.headersSent) json(res, 500, { error: 'internal error' });
        else res.destroy();
      });
    },
    close: () => clearInterval(sweeper),
  };
}

/**
 * The request's URL, or null when its request target is none (`//[/ws`, `http://a:99999/`): the
 * HTTP parser lets such a target through, and `new URL` throws on it.
 */
export function requestUrl(req: IncomingMessage): URL | null {
  try {
    return new URL(req.url ?? '/', 'http://localhost');
  } catch {
    return null;
  }
}

async function handle(deps: Handling, req: IncomingMessage, res: ServerResponse): Promise<void> {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(405, { allow: 'GET, HEAD', ...SECURITY_HEADERS }).end();
    return;
  }
  const url = requestUrl(req);
  if (url === null) return json(res, 400, { error: 'the request target is not a URL' });
  const path = url.pathname;
  if (path === '/healthz')
    // `protocol`: a web page left open across an upgrade asks it after its handshakes are refused.
    return json(res, 200, {
      ok: true,
      protocol: PROTOCOL_VERSION,
      tables: deps.registry.size,
      ...deps.health(),
    });
  const api = /^\/api\/tables\/([^/]+)(\/history)?$/.exec(path);
  if (api) {
    // Reads only: neither answer claims the table for this process (a proxy routes by table only
    // the WebSockets), so the process its players are routed to can still take it.
    const id = TableId.safeParse(api[1]);
    if (!id.success) return json(res, 404, { error: 'no such table' });
    const address = clientAddress(req, deps.trustProxy);
    if (!deps.apiLimit.take(address)) {
      const seconds = Math.ceil(deps.apiLimit.waitMs(address) / 1000);
      res.setHeader('retry-after', String(seconds));
      return json(res, 429, {
        error: `too many requests from your address (${deps.apiPerMinute} a minute): try again in ${seconds} s`,
      });
    }
    if (api[2]) {
      const raw = url.searchParams.get('from') ?? '1';
      const from = /^[1-9][0-9]{0,9}$/.test(raw) ? Number(raw) : Number.NaN;
      if (!(from <= 2 ** 31)) return json(res, 400, { error: 'from must be a deal number (1 or more)' });
      if (!(await deps.store.hasTable(id.data))) return json(res, 404, { error: 'unknown' });
      return json(res, 200, { table: id.data, ...(await historyPage(deps.store, id.data, from)) });
    }
    const info = await deps.registry.info(id.data);
    if (typeof info === 'string')
      return json(res, info === 'unknown' ? 404 : info === 'outdated' ? 409 : 500, { error: info });
    return json(res, 200, info);
  }
  if (path.startsWith('/api/')) return json(res, 404, { error: 'not found' });
  return serveStatic(deps.staticDir, path, req, res);
}

function json(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-store',
    ...SECURITY_HEADERS,
  });
  res.end(JSON.stringify(body));
}

async function serveStatic(dir: string | null, path: string, req: IncomingMessage, res: ServerResponse) {
  if (!dir) {
    res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8', ...SECURITY_HEADERS });
    res.end('The web app is not built: run `npm run build -w packages/web`, then start the server again.\n');
    return;
  }
  const root = resolve(dir);
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    res.writeHead(400, SECURITY_HEADERS).end();
    return;
  }
  const file = normalize(join(root, decoded));
  if (file !== root && !file.startsWith(root + sep)) {
    res.writeHead(404, SECURITY_HEADERS).end();
    return;
  }
  let target = file;
  let info = await stat(target).catch(() => null);
  if (info?.isDirectory()) {
    target = join(target, 'index.html');
    info = await stat(target).catch(() => null);
  }
  if (!info?.isFile()) {
    // A route of the app (no file extension): the app's page. A missing asset: 404.
    if (extname(decoded) !== '') {
      res
        .writeHead(404, { 'content-type': 'text/plain; charset=utf-8', ...SECURITY_HEADERS })
        .end('not found\n');
      return;
    }
    target = join(root, 'index.html');
    info = await stat(target).catch(() => null);
    if (!info?.isFile()) {
      res
        .writeHead(404, { 'content-type': 'text/plain; charset=utf-8', ...SECURITY_HEADERS })
        .end('not found\n');
      return;
    }
  }
  const hashed = /[.-][A-Za-z0-9_-]{8,}\.(js|css|svg|woff2)$/.test(target);
  res.writeHead(200, {
    'content-type': TYPES[extname(target)] ?? 'application/octet-stream',
    'content-length': info.size,
    'cache-control': hashed ? 'public, max-age=31536000, immutable' : 'no-cache',
    ...SECURITY_HEADERS,
  });
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  createReadStream(target).pipe(res);
}
