/**
 * What the service worker (serviceWorker.ts) does with each request of the page, so the app opens
 * and plays against the computer without a network once it has been loaded:
 * - `page`: a navigation (the app's root, an invite link `/table/<id>`): from the network, so an
 *   online page is always the newest build; without one, or when the network has not answered
 *   within `PAGE_WAIT_MS` (a train's connection), the app's page kept at install (`pageFirst`);
 * - `kept`: any other file of the app's own (the build's hashed assets, the manifest, the icons):
 *   as kept at install, else from the network;
 * - `network`: everything else (the tables' API, the health check, other sites, any method but
 *   GET) is not touched; the WebSocket of the online tables never passes a service worker.
 */
export type OfflineRoute = 'page' | 'kept' | 'network';

/** Paths the server answers itself, never with the app's page (a folder, or one path). */
const SERVER_PATHS = ['/api/', '/healthz', '/ws'];

export interface RequestFacts {
  readonly method: string;
  readonly url: string;
  /** `navigate` for a page load (Request.mode). */
  readonly mode: string;
}

/** `origin`: the app's own. */
export function offlineRoute(req: RequestFacts, origin: string): OfflineRoute {
  if (req.method !== 'GET') return 'network';
  let url: URL;
  try {
    url = new URL(req.url);
  } catch {
    return 'network';
  }
  if (url.origin !== origin) return 'network';
  const path = url.pathname;
  if (SERVER_PATHS.some((p) => (p.endsWith('/') ? path.startsWith(p) : path === p))) return 'network';
  return req.mode === 'navigate' ? 'page' : 'kept';
}

/** The list of a build's files the service worker keeps (`/offline.json`, written by the build). */
export interface OfflineFiles {
  readonly version: string;
  /** Paths from the root; `/` is the app's page. */
  readonly files: readonly string[];
}

/** The list as read from the server, or why it cannot be used by the worker of `version`. */
export function parseOfflineFiles(json: unknown, version: string): OfflineFiles | string {
  if (typeof json !== 'object' || json === null) return 'the list of files is not an object';
  const o = json as Record<string, unknown>;
  if (o['version'] !== version)
    return `the list of files is of build ${String(o['version'])}, this worker of ${version}`;
  const files = o['files'];
  if (!Array.isArray(files) || !files.every((f) => typeof f === 'string' && f.startsWith('/')))
    return 'the list of files is not a list of paths';
  return { version, files };
}

/** How long a page load waits for the network before the kept page is shown instead. */
export const PAGE_WAIT_MS = 4000;

/**
 * The page from the network (`fromNetwork`), unless it fails or has not answered within `waitMs`
 * while a kept page (`keptPage`) is there: then the kept one. Without a kept page the network's
 * answer (or its failure) is waited for, as without a service worker.
 */
export async function pageFirst<R>(
  fromNetwork: () => Promise<R>,
  keptPage: () => Promise<R | undefined>,
  waitMs: number,
  after: (ms: number) => Promise<void> = (ms) => new Promise((r) => setTimeout(r, ms)),
): Promise<R> {
  type Won = { kind: 'answer'; r: R } | { kind: 'failed'; err: unknown } | { kind: 'late' };
  const network = fromNetwork();
  const won: Won = await Promise.race([
    network.then(
      (r): Won => ({ kind: 'answer', r }),
      (err: unknown): Won => ({ kind: 'failed', err }),
    ),
    after(waitMs).then((): Won => ({ kind: 'late' })),
  ]);
  switch (won.kind) {
    case 'answer':
      return won.r;
    case 'failed': {
      const hit = await keptPage();
      if (hit !== undefined) return hit;
      throw won.err;
    }
    case 'late':
      return (await keptPage()) ?? network;
  }
}
