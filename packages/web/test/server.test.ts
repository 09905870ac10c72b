/** The static server: files with their types, nothing outside dist/, and the bundle budget. */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { type Server, createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { BUDGET_BYTES, measureInitialJs } from '../server/build';
import { resolveFile, staticHandler } from '../server/static';

let root: string;
let server: Server;
let base: string;

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'tarock-static-'));
  mkdirSync(join(root, 'assets'));
  writeFileSync(join(root, 'index.html'), '<script type="module" src="./assets/app.js"></script>');
  writeFileSync(join(root, 'assets', 'app.js'), `console.log(${JSON.stringify('x'.repeat(5000))});`);
  writeFileSync(join(tmpdir(), 'tarock-secret.txt'), 'secret');
  const serve = staticHandler(root);
  server = createServer((req, res) => serve(req, res));
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  const addr = server.address();
  base = `http://127.0.0.1:${typeof addr === 'object' && addr ? addr.port : 0}`;
});

afterAll(async () => {
  await new Promise<void>((r) => server.close(() => r()));
  rmSync(root, { recursive: true, force: true });
});

describe('the static server', () => {
  test('serves index.html for the root and assets with their content type and caching', async () => {
    const index = await fetch(`${base}/`);
    expect(index.status).toBe(200);
    expect(index.headers.get('content-type')).toMatch(/text\/html/);
    expect(index.headers.get('cache-control')).toBe('no-cache');
    const js = await fetch(`${base}/assets/app.js`);
    expect(js.headers.get('content-type')).toMatch(/text\/javascript/);
    expect(js.headers.get('cache-control')).toMatch(/immutable/);
  });
  test('never serves a file outside its folder', () => {
    expect(resolveFile(root, '/../tarock-secret.txt')).toBeNull();
    expect(resolveFile(root, '/%2e%2e/tarock-secret.txt')).toBeNull();
    expect(resolveFile(root, '/assets/%2e%2e/%2e%2e/tarock-secret.txt')).toBeNull();
    expect(resolveFile(root, '/%00')).toBeNull();
    expect(resolveFile(root, '/%E0%A4%A')).toBeNull();
  });
  test('answers 404 for a missing file and 405 for other methods', async () => {
    expect((await fetch(`${base}/nothing.js`)).status).toBe(404);
    expect((await fetch(`${base}/`, { method: 'POST' })).status).toBe(405);
  });
  test('measures the initial JavaScript gzipped from what index.html loads', () => {
    const size = measureInitialJs(root);
    expect(size.files.map((f) => f.file)).toEqual(['./assets/app.js']);
    expect(size.gzip).toBeGreaterThan(0);
    expect(size.gzip).toBeLessThan(5000);
    expect(BUDGET_BYTES).toBe(200 * 1024);
  });
});
