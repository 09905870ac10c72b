/**
 * Builds the web bundle when the sources are newer than the last build, and measures the initial
 * JavaScript (the scripts index.html loads before the app runs) gzipped, against the 200 KB budget.
 */
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

export const WEB_ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
export const DIST = join(WEB_ROOT, 'dist');
const STAMP = join(DIST, '.build-stamp');
/** Initial JavaScript budget, gzipped bytes (issue 5). */
export const BUDGET_BYTES = 200 * 1024;

function newest(path: string): number {
  if (!existsSync(path)) return 0;
  const st = statSync(path);
  if (!st.isDirectory()) return st.mtimeMs;
  let m = 0;
  for (const e of readdirSync(path)) {
    if (e === 'node_modules' || e === 'dist') continue;
    m = Math.max(m, newest(join(path, e)));
  }
  return m;
}

/** Every source the bundle is built from: the web app and the workspace packages it bundles. */
function sourcesMtime(): number {
  const packages = join(WEB_ROOT, '..');
  const roots = [
    join(WEB_ROOT, 'src'),
    join(WEB_ROOT, 'index.html'),
    join(WEB_ROOT, 'public'),
    join(WEB_ROOT, 'vite.config.ts'),
    join(WEB_ROOT, 'server', 'offlineApp.ts'),
    join(WEB_ROOT, 'package.json'),
  ];
  for (const p of readdirSync(packages)) if (p !== 'web') roots.push(join(packages, p, 'src'));
  return Math.max(...roots.map(newest));
}

export function isStale(): boolean {
  if (!existsSync(STAMP) || !existsSync(join(DIST, 'index.html'))) return true;
  return sourcesMtime() > statSync(STAMP).mtimeMs;
}

export interface JsSize {
  readonly files: readonly { readonly file: string; readonly bytes: number; readonly gzip: number }[];
  readonly gzip: number;
}

/** The initial JavaScript: module scripts and modulepreloads of index.html. */
export function measureInitialJs(dist = DIST): JsSize {
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const refs = new Set<string>();
  for (const m of html.matchAll(
    /<(?:script[^>]*\bsrc|link[^>]*rel="modulepreload"[^>]*\bhref)="([^"]+\.js)"/g,
  ))
    if (m[1]) refs.add(m[1]);
  const files = [...refs].map((ref) => {
    const data = readFileSync(join(dist, ref.replace(/^\.?\//, '')));
    return { file: ref, bytes: data.length, gzip: gzipSync(data, { level: 9 }).length };
  });
  return { files, gzip: files.reduce((s, f) => s + f.gzip, 0) };
}

/** The JavaScript loaded later (the table worker, lazy chunks). */
export function measureLaterJs(dist = DIST, initial: JsSize = measureInitialJs(dist)): number {
  const assets = join(dist, 'assets');
  const initialFiles = new Set(initial.files.map((f) => f.file.replace(/^\.?\//, '')));
  return readdirSync(assets)
    .filter((f) => f.endsWith('.js') && !initialFiles.has(`assets/${f}`))
    .reduce((s, f) => s + gzipSync(readFileSync(join(assets, f)), { level: 9 }).length, 0);
}

const kb = (n: number): string => `${(n / 1024).toFixed(1)} KB`;

export function sizeReport(dist = DIST): string {
  const initial = measureInitialJs(dist);
  const later = measureLaterJs(dist, initial);
  return `initial JavaScript: ${kb(initial.gzip)} gzipped (budget ${kb(BUDGET_BYTES)}); worker and later chunks: ${kb(later)} gzipped`;
}

const LOCK = join(WEB_ROOT, '.build-lock');
/** A lock left by a build that died is taken over after this long. */
const LOCK_STALE_MS = 5 * 60_000;

/**
 * Holds the build lock (a directory: creating it is atomic) while `fn` runs, so that processes
 * and test workers starting together build once and never serve a half-emptied dist/.
 */
async function withBuildLock<T>(fn: () => Promise<T>): Promise<T> {
  for (;;) {
    try {
      mkdirSync(LOCK);
      break;
    } catch {
      const age = Date.now() - (statSync(LOCK, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
      if (age > LOCK_STALE_MS) rmSync(LOCK, { recursive: true, force: true });
      else await new Promise((r) => setTimeout(r, 200));
    }
  }
  try {
    return await fn();
  } finally {
    rmSync(LOCK, { recursive: true, force: true });
  }
}

/** Builds with Vite if needed; prints the size report. Returns true when it built. */
export function ensureBuilt(opts: { force?: boolean; log?: (s: string) => void } = {}): Promise<boolean> {
  return withBuildLock(() => buildIfNeeded(opts));
}

async function buildIfNeeded(opts: { force?: boolean; log?: (s: string) => void }): Promise<boolean> {
  const log = opts.log ?? ((s: string) => console.log(s));
  if (!opts.force && !isStale()) {
    log(`web bundle is up to date; ${sizeReport()}`);
    return false;
  }
  log('building the web bundle…');
  const { build } = await import('vite');
  // Always the bundle players get: under vitest (NODE_ENV=test) Vite would build a development
  // bundle (import.meta.env.PROD false: no service worker), and `npm start` would then serve it.
  const env = process.env['NODE_ENV'];
  process.env['NODE_ENV'] = 'production';
  try {
    await build({ root: WEB_ROOT, configFile: join(WEB_ROOT, 'vite.config.ts'), logLevel: 'warn' });
  } finally {
    if (env === undefined) delete process.env['NODE_ENV'];
    else process.env['NODE_ENV'] = env;
  }
  writeFileSync(STAMP, new Date().toISOString());
  log(sizeReport());
  const size = measureInitialJs().gzip;
  if (size > BUDGET_BYTES)
    throw new Error(`initial JavaScript ${kb(size)} gzipped is over the ${kb(BUDGET_BYTES)} budget`);
  return true;
}
