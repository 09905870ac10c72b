/**
 * The service worker: keeps the files of one build at install and serves the app from them when
 * there is no network (offlineRoutes.ts says which request goes where), so a player who opened
 * the app once can play against the computer offline and install it to a phone's home screen.
 * Built as `/sw.js` by the Vite plugin in server/offlineApp.ts, which writes the build's version
 * in place of the marker below and the build's files into `/offline.json`; a new build is a new
 * version (so a new `/sw.js`, which the browser installs), whose install keeps its own files and
 * whose activation drops the older ones.
 *
 * Only the few service-worker types used are declared here: the page's `dom` library and
 * `webworker` cannot be in one program.
 */
import { PAGE_WAIT_MS, offlineRoute, pageFirst, parseOfflineFiles } from './offlineRoutes';

interface ExtendableEvent extends Event {
  waitUntil(p: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  readonly request: Request;
  respondWith(r: Promise<Response>): void;
}
interface WorkerScope {
  readonly location: { readonly origin: string };
  readonly clients: { claim(): Promise<void> };
  skipWaiting(): Promise<void>;
  addEventListener(type: 'install' | 'activate', f: (e: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', f: (e: FetchEvent) => void): void;
}

/** The build's version: a hash of its files (written by the build). */
const VERSION: string = '__TAROCK_VERSION__';

const scope = self as unknown as WorkerScope;
const PREFIX = 'tarock-';
const CACHE = `${PREFIX}${VERSION}`;

scope.addEventListener('install', (e) => {
  e.waitUntil(install());
});

/**
 * Keeps this build's files. `reload`: past the browser's HTTP cache, so the files kept are this
 * build's; a list of another build (the server was updated meanwhile) fails the install, and the
 * browser tries the newer worker instead.
 */
async function install(): Promise<void> {
  const res = await fetch('/offline.json', { cache: 'reload' });
  const list = parseOfflineFiles(await res.json(), VERSION);
  if (typeof list === 'string') throw new Error(list);
  const cache = await caches.open(CACHE);
  await cache.addAll(list.files.map((path) => new Request(path, { cache: 'reload' })));
  await scope.skipWaiting();
}

scope.addEventListener('activate', (e) => {
  e.waitUntil(
    caches
      .keys()
      .then((keys) =>
        Promise.all(keys.filter((k) => k.startsWith(PREFIX) && k !== CACHE).map((k) => caches.delete(k))),
      )
      .then(() => scope.clients.claim()),
  );
});

scope.addEventListener('fetch', (e) => {
  const route = offlineRoute(e.request, scope.location.origin);
  switch (route) {
    case 'network':
      return;
    case 'page':
      e.respondWith(page(e.request));
      return;
    case 'kept':
      e.respondWith(kept(e.request));
      return;
    default: {
      const never: never = route;
      throw new Error(`unknown route ${String(never)}`);
    }
  }
});

/** The page from the network; without one (or a slow one), this build's page. */
function page(req: Request): Promise<Response> {
  return pageFirst(
    () => fetch(req),
    () => caches.match('/', { cacheName: CACHE }),
    PAGE_WAIT_MS,
  );
}

/** A file of this build as kept; any other (a newer page's assets, the favicon) from the network. */
async function kept(req: Request): Promise<Response> {
  const hit = await caches.match(req, { cacheName: CACHE, ignoreSearch: true });
  return hit ?? fetch(req);
}
