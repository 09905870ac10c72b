/**
 * The app without a network: opened once, its service worker (src/sw/) keeps the build's files;
 * with the server gone, the app opens again (at its root and at an invite link) and a match
 * against the computer is played, its computer players running from the kept table worker. A
 * browser with the worker blocked (every other browser test) is the app as before.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DIST, ensureBuilt } from '../server/build';
import { startServer } from '../server/main';
import { CLOSE_TIMEOUT_MS, launchChromium } from './browser';
import { awaitTurn, startMatch, takeTurn } from './drive';

let server: Server;
let url: string;
let context: BrowserContext;
let profile: string;
const errors: string[] = [];

beforeAll(async () => {
  await ensureBuilt({ log: () => {} });
  server = await startServer(0, '127.0.0.1');
  const addr = server.address();
  if (!addr || typeof addr !== 'object') throw new Error('the server has no port');
  url = `http://127.0.0.1:${addr.port}/`;
  profile = mkdtempSync(join(tmpdir(), 'tarock-offline-'));
  context = await launchChromium(profile, false, true);
  await context.addInitScript(() => {
    try {
      localStorage.setItem('tarock.settings.v1', JSON.stringify({ lang: 'en', speed: 'instant' }));
    } catch {
      // about:blank has no storage
    }
  });
  context.on('page', (page) => {
    page.on('pageerror', (e) => errors.push(`page: ${e.message}`));
  });
}, 180_000);

afterAll(async () => {
  await context?.close();
  if (server?.listening) await new Promise<void>((r) => server.close(() => r()));
  if (profile) rmSync(profile, { recursive: true, force: true });
}, CLOSE_TIMEOUT_MS);

/** The server gone: no file of the app can be fetched any more. */
async function stopServer(): Promise<void> {
  const closed = new Promise<void>((r) => server.close(() => r()));
  server.closeAllConnections();
  await closed;
}

const kept = (page: Page) =>
  page.evaluate(async () => {
    const names = await caches.keys();
    const all: string[] = [];
    for (const name of names) {
      const cache = await caches.open(name);
      for (const req of await cache.keys()) all.push(new URL(req.url).pathname);
    }
    return { names, paths: all.sort() };
  });

describe('the app without a network', () => {
  test("the service worker keeps the build's files; with the server gone the app opens and a match against the computer is played", async () => {
    const page = await context.newPage();
    await page.goto(`${url}?seed=offline1`);
    await page.waitForSelector('[data-nav=setup], .start-btn');
    // The worker installs, activates and takes the page.
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
      timeout: 30_000,
    });
    const list = JSON.parse(readFileSync(join(DIST, 'offline.json'), 'utf8')) as {
      version: string;
      files: string[];
    };
    const cached = await kept(page);
    expect(cached.names).toEqual([`tarock-${list.version}`]);
    expect(cached.paths).toEqual([...list.files].sort());
    expect(list.files).toContain('/');
    expect(list.files.some((f) => /^\/assets\/worker-.*\.js$/.test(f))).toBe(true);

    await stopServer();
    const fetched = await page.evaluate(() =>
      fetch('/healthz').then(
        () => 'answered',
        () => 'failed',
      ),
    );
    expect(fetched).toBe('failed');

    await page.reload();
    await startMatch(page, 'bavarian', 'haferltarock');
    let turns = 0;
    for (; turns < 12; turns++) {
      if (await awaitTurn(page)) break;
      await takeTurn(page);
    }
    expect(turns).toBeGreaterThan(0);
    // Computer players acted: the log holds more than the human's own actions.
    expect(await page.locator('.table-screen').getAttribute('data-seq')).not.toBe('0');

    // An invite link opened offline shows the app's online screen, which cannot reach the table
    // and says so.
    const invite = await context.newPage();
    await invite.goto(`${url}table/k3x9Qm2Lp7Zt`);
    await invite.getByText('Connection lost, reconnecting').waitFor({ timeout: 30_000 });
    expect(errors).toEqual([]);
  }, 180_000);
});
