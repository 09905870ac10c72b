/**
 * The Vite plugin that makes the app work offline (src/sw/): it builds the service worker as
 * `/sw.js` (a fixed name, which the browser checks for updates), writes the build's version into
 * it, and lists the build's files in `/offline.json` for the worker to keep at install: the page
 * (as `/`), every file of the bundle (the app, its lazy chunks, the table worker, the styles) and
 * the files of `public/` (the manifest and icons). The version is a hash of all those files, so
 * any change to any of them is a new worker.
 */
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';

export const SERVICE_WORKER = 'sw.js';
export const OFFLINE_LIST = 'offline.json';
const MARKER = '__TAROCK_VERSION__';

export function offlineApp(webRoot: string): Plugin {
  const publicDir = join(webRoot, 'public');
  return {
    name: 'tarock-offline-app',
    apply: 'build',
    // After Vite's own plugins: the page (index.html) is in the bundle only then.
    enforce: 'post',
    buildStart() {
      this.emitFile({
        type: 'chunk',
        id: join(webRoot, 'src/sw/serviceWorker.ts'),
        fileName: SERVICE_WORKER,
      });
    },
    generateBundle(_options, bundle) {
      const worker = bundle[SERVICE_WORKER];
      if (worker?.type !== 'chunk') throw new Error(`the service worker ${SERVICE_WORKER} was not built`);
      if (worker.imports.length > 0)
        throw new Error(`the service worker must stand alone, it imports ${worker.imports.join(', ')}`);
      const hash = createHash('sha256');
      const files: string[] = [];
      for (const [name, out] of Object.entries(bundle).sort(([a], [b]) => a.localeCompare(b))) {
        if (name === SERVICE_WORKER || name.endsWith('.map')) continue;
        files.push(name === 'index.html' ? '/' : `/${name}`);
        hash.update(name).update(out.type === 'chunk' ? out.code : out.source);
      }
      for (const name of readdirSync(publicDir).sort()) {
        files.push(`/${name}`);
        hash.update(name).update(readFileSync(join(publicDir, name)));
      }
      if (!files.includes('/')) throw new Error('the build has no index.html');
      const version = hash.digest('hex').slice(0, 16);
      if (!worker.code.includes(MARKER)) throw new Error(`the service worker lost its ${MARKER} marker`);
      worker.code = worker.code.replaceAll(MARKER, version);
      this.emitFile({
        type: 'asset',
        fileName: OFFLINE_LIST,
        source: `${JSON.stringify({ version, files }, null, 1)}\n`,
      });
    },
  };
}
