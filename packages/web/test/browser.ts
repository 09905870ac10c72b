/**
 * Browser test harness: builds the app if needed, serves it on a free port and drives Debian's
 * chromium with playwright-core. A missing chromium is a failure with instructions, never a skip.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Browser, type BrowserContext, type Page, chromium } from 'playwright-core';
import { ensureBuilt } from '../server/build';
import { SETUP_KEY } from '../src/setup/setupChoices';
import { startServer } from '../server/main';

export const CHROMIUM = process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium';

/**
 * The bound on a test file's closing of its browsers and servers: about 3 s alone, but past
 * vitest's default 10 s for a hook when a full run keeps both cores busy (steady.test.ts and
 * onlineQa.test.ts failed so, every test passed).
 */
export const CLOSE_TIMEOUT_MS = 60_000;

/** A phone as Playwright's device emulation makes one: touch, a mobile viewport, a dense screen. */
const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 3 };

const LAUNCH = {
  executablePath: CHROMIUM,
  headless: true,
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
  ],
};

/**
 * Debian's chromium, headless, on a fresh profile folder (Playwright's own browsers do not install
 * here); with `phone`, emulating a phone. The app's service worker (src/sw/) is blocked unless
 * `offline` says otherwise: the tests of the page alone see every request of it (a route, a
 * server stopped) as a browser without the worker would; offline.test.ts tests the worker.
 */
export function launchChromium(profile: string, phone = false, offline = false): Promise<BrowserContext> {
  return chromium.launchPersistentContext(profile, {
    ...(phone ? PHONE : {}),
    ...LAUNCH,
    acceptDownloads: true,
    serviceWorkers: offline ? 'allow' : 'block',
  });
}

/**
 * Debian's chromium, headless, for contexts of their own (`newContext`): one process serves a test
 * file's people, where a persistent profile each would start a browser each.
 */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch(LAUNCH);
}

/** A fresh context (its own storage, like a profile of its own); with `phone`, emulating a phone. */
export function newContext(browser: Browser, phone = false): Promise<BrowserContext> {
  return browser.newContext({ ...(phone ? PHONE : {}), acceptDownloads: true, serviceWorkers: 'block' });
}

export interface Harness {
  readonly url: string;
  readonly context: BrowserContext;
  /** Console errors and page errors seen on any page, as text. */
  readonly errors: string[];
  /**
   * A new page on the app; `seed` (default "e2e") makes its deals repeatable. Its setup starts at
   * the defaults, as a page did before the setup's choices were kept in the browser (so that one
   * test's rule set, house rules and names do not carry into the next), and keeps its choices
   * across its own reloads; with `keepSetup`, it opens with the choices the profile keeps.
   */
  newPage(opts?: { width?: number; height?: number; seed?: string; keepSetup?: boolean }): Promise<Page>;
  close(): Promise<void>;
}

export async function openHarness(
  settings: Record<string, string> = {},
  opts: { phone?: boolean; offline?: boolean } = {},
): Promise<Harness> {
  if (!existsSync(CHROMIUM))
    throw new Error(
      `chromium is missing at ${CHROMIUM}: the browser tests need Debian's chromium (apt-get install -y chromium), which .ci/run installs`,
    );
  await ensureBuilt({ log: () => {} });
  const server: Server = await startServer(0, '127.0.0.1');
  const addr = server.address();
  if (!addr || typeof addr !== 'object') throw new Error('the server has no port');
  const url = `http://127.0.0.1:${addr.port}/`;
  const profile = mkdtempSync(join(tmpdir(), 'tarock-chromium-'));
  const context = await launchChromium(profile, opts.phone, opts.offline);
  const stored = JSON.stringify({
    lang: 'de',
    theme: 'light',
    deck: 'standard',
    speed: 'instant',
    ...settings,
  });
  await context.addInitScript((s: string) => {
    try {
      if (!localStorage.getItem('tarock.settings.v1')) localStorage.setItem('tarock.settings.v1', s);
    } catch {
      // about:blank has no storage
    }
  }, stored);
  const errors: string[] = [];
  const watch = (page: Page): void => {
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(`console: ${m.text()}`);
    });
    page.on('pageerror', (e) => errors.push(`page: ${e.message}`));
  };
  context.on('page', watch);
  for (const p of context.pages()) watch(p);
  return {
    url,
    context,
    errors,
    async newPage(opts) {
      const page = await context.newPage();
      if (!opts?.keepSetup)
        await page.addInitScript((key: string) => {
          try {
            // Once per tab: a reload of the page keeps what it chose (sessionStorage survives it).
            if (sessionStorage.getItem('tarock.test.freshSetup')) return;
            sessionStorage.setItem('tarock.test.freshSetup', '1');
            localStorage.removeItem(key);
          } catch {
            // about:blank has no storage
          }
        }, SETUP_KEY);
      if (opts?.width && opts.height) await page.setViewportSize({ width: opts.width, height: opts.height });
      await page.goto(`${url}?seed=${encodeURIComponent(opts?.seed ?? 'e2e')}`);
      return page;
    },
    async close() {
      await context.close();
      await new Promise<void>((r) => server.close(() => r()));
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

/**
 * Runs `body` with the table worker's script served with IndexedDB taken from its scope, as a
 * browser without it (or refusing it) has: every request of its stores fails. Not cached, and
 * undone at the end.
 */
export async function withoutIndexedDb(h: Harness, body: () => Promise<void>): Promise<void> {
  const worker = '**/assets/worker-*.js';
  await h.context.route(worker, async (route) => {
    const res = await route.fetch();
    const script = `Object.defineProperty(self, 'indexedDB', { value: undefined, configurable: true });\n${await res.text()}`;
    await route.fulfill({
      response: res,
      body: script,
      headers: { ...res.headers(), 'cache-control': 'no-store' },
    });
  });
  try {
    await body();
  } finally {
    await h.context.unroute(worker);
  }
}
