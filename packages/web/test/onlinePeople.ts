/**
 * People at an online table in the browser tests: one browser context each (its own
 * localStorage, so its own seat), in a language, on a desktop or a phone, with the console errors
 * and page errors it shows; and the harness of a test file of them (`onlineTests`).
 */
import type { RunningServer, ServerOptions } from '@tarock/server';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { OPEN_KEY } from '../src/online/openChoices';
import { type AppServer, appServer } from './appServer';
import { CLOSE_TIMEOUT_MS, launchBrowser, newContext } from './browser';
import { goTo } from './drive';

export interface Person {
  readonly context: BrowserContext;
  readonly page: Page;
  readonly errors: string[];
  close(): Promise<void>;
}

export async function person(browser: Browser, lang: 'en' | 'de', phone = false): Promise<Person> {
  const context = await newContext(browser, phone);
  await context.addInitScript((l: string) => {
    try {
      if (!localStorage.getItem('tarock.settings.v1'))
        localStorage.setItem(
          'tarock.settings.v1',
          JSON.stringify({ lang: l, theme: 'light', deck: 'standard', speed: 'instant' }),
        );
    } catch {
      // about:blank has no storage
    }
  }, lang);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(`console: ${m.text()}`);
  });
  page.on('pageerror', (e) => errors.push(`page: ${e.message}`));
  return { context, page, errors, close: () => context.close() };
}

export interface OnlineTests {
  /** The real server (once the file's `beforeAll` has started it). */
  readonly server: RunningServer;
  /** Everyone the file's tests have brought to a table, in order (their errors kept). */
  readonly people: readonly Person[];
  /** Someone new, in a context of their own (closed with the file's browser, as tests may run concurrently). */
  someone(lang: 'en' | 'de', phone?: boolean): Promise<Person>;
}

/**
 * A test file's server (with `options`) and browser, started before its tests and stopped after
 * them.
 */
export function onlineTests(options: ServerOptions = {}): OnlineTests {
  let app: AppServer | undefined;
  let browser: Browser | undefined;
  const people: Person[] = [];
  beforeAll(async () => {
    [app, browser] = await Promise.all([appServer(options), launchBrowser()]);
  }, 120_000);
  afterAll(async () => {
    // Closing the browser closes every context in it.
    await browser?.close();
    await app?.close();
  }, CLOSE_TIMEOUT_MS);
  return {
    get server() {
      if (!app) throw new Error('the server has not started');
      return app.server;
    },
    people,
    async someone(lang, phone = false) {
      if (!browser) throw new Error('the browser has not started');
      const p = await person(browser, lang, phone);
      people.push(p);
      return p;
    },
  };
}

/**
 * The host opens a table of `family` from the start page: seat 2 for a friend, seat 3 a computer
 * player; with a turn timer of `timer` seconds if given. With `preset`, of that rule set; `alone`,
 * every other seat a computer player.
 */
export async function openTable(
  page: Page,
  base: string,
  family: 'illustrated' | 'bavarian',
  timer?: number,
  /** `twoFree`: seat 3 (2 from 0) is left to a player too, as seat 2 is. */
  more: { readonly preset?: string; readonly alone?: boolean; readonly twoFree?: boolean } = {},
): Promise<string> {
  await page.goto(`${base}/`);
  // From the form's defaults: a person who opened a table before would find that table's choices.
  await page.evaluate((key) => localStorage.removeItem(key), OPEN_KEY);
  await goTo(page, 'online');
  await page.check(`input[name=family][value=${family}]`);
  if (more.preset) await page.check(`input[data-preset="${more.preset}"]`);
  await page.fill('.player-row input[type=text] >> nth=0', 'Hanna');
  await page.selectOption('select[data-level="1"]', more.alone ? 'random' : 'human');
  await page.selectOption('select[data-level="2"]', more.twoFree ? 'human' : 'random');
  if (timer !== undefined) await page.selectOption('[data-testid=turn-timer]', String(timer));
  await page.click('.start-btn');
  const invite = page.locator('[data-testid=invite-link]');
  await invite.waitFor({ timeout: 15_000 });
  await page.waitForSelector('.online[data-seat="0"]', { timeout: 15_000 });
  return invite.inputValue();
}

/** A friend opens the invite link and takes seat 2 with a name. */
export async function takeSeat(page: Page, link: string, name: string): Promise<void> {
  await page.goto(link);
  await page.fill('[data-testid=join-name-1]', name);
  await page.click('[data-testid=join-1]');
  await page.waitForSelector('.online[data-seat="1"]', { timeout: 15_000 });
}
