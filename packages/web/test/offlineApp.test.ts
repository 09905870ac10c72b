/**
 * The build's part of the offline app (server/offlineApp.ts), on a bundle as Vite hands it over:
 * the worker gets the build's version, `/offline.json` lists the page, the bundle's files and the
 * public files, and any change to any file is a new version (a new `/sw.js`, which browsers
 * install). The real build and worker are tested in offline.test.ts.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { offlineApp } from '../server/offlineApp';

const root = mkdtempSync(join(tmpdir(), 'tarock-offline-app-'));
mkdirSync(join(root, 'public'));
writeFileSync(join(root, 'public', 'manifest.webmanifest'), '{}');
writeFileSync(join(root, 'public', 'icon.svg'), '<svg/>');
afterAll(() => rmSync(root, { recursive: true, force: true }));

type Out = { type: 'chunk'; code: string; imports: string[] } | { type: 'asset'; source: string };

function bundle(app = 'app()', workerCode = 'const v=`tarock-__TAROCK_VERSION__`;', imports: string[] = []) {
  return {
    'sw.js': { type: 'chunk', code: workerCode, imports },
    'index.html': { type: 'asset', source: '<html></html>' },
    'assets/index-Ab12Cd34.js': { type: 'chunk', code: app, imports: [] },
    'assets/index-Ab12Cd34.js.map': { type: 'asset', source: '{}' },
    'assets/worker-Zz99Yy88.js': { type: 'chunk', code: 'work()', imports: [] },
  } as Record<string, Out>;
}

/** Runs the plugin's generateBundle; returns the worker's code and the list it emitted. */
function build(b: Record<string, Out>) {
  const emitted: { fileName: string; source: string }[] = [];
  const plugin = offlineApp(root);
  const hook = plugin.generateBundle as unknown as (this: unknown, o: unknown, b: unknown) => void;
  hook.call({ emitFile: (f: { fileName: string; source: string }) => emitted.push(f) }, {}, b);
  const list = JSON.parse(emitted.find((f) => f.fileName === 'offline.json')?.source ?? 'null') as {
    version: string;
    files: string[];
  };
  const sw = b['sw.js'];
  return { code: sw?.type === 'chunk' ? sw.code : '', list };
}

describe('the offline app in the build', () => {
  it("lists the page, the bundle's files and the public files, not the worker or source maps", () => {
    const { list } = build(bundle());
    expect(list.files).toEqual([
      '/assets/index-Ab12Cd34.js',
      '/assets/worker-Zz99Yy88.js',
      '/',
      '/icon.svg',
      '/manifest.webmanifest',
    ]);
  });

  it("writes the build's version into the worker, wherever the marker stands", () => {
    const { code, list } = build(bundle());
    expect(list.version).toMatch(/^[0-9a-f]{16}$/);
    expect(code).toBe(`const v=\`tarock-${list.version}\`;`);
  });

  it('gives a changed file a new version, and the same files the same one', () => {
    expect(build(bundle()).list.version).toBe(build(bundle()).list.version);
    expect(build(bundle('app(2)')).list.version).not.toBe(build(bundle()).list.version);
  });

  it('refuses a worker that would load another file, or that lost its marker', () => {
    expect(() => build(bundle('app()', 'x()', []))).toThrow('marker');
    expect(() => build(bundle('app()', 'import"./a.js"', ['assets/a.js']))).toThrow('stand alone');
  });
});
