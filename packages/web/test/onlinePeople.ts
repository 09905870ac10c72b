/**
 * People at an online table in the browser tests: one browser profile each (its own
 * localStorage, so its own seat), in a language, on a desktop or a phone, with the console errors
 * and page errors it shows.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { launchChromium } from './browser';

export interface Person {
  readonly context: BrowserContext;
  readonly page: Page;
  readonly errors: string[];
  close(): Promise<void>;
}

export async function person(lang: 'en' | 'de', phone = false): Promise<Person> {
  const profile = mkdtempSync(join(tmpdir(), 'tarock-chromium-'));
  const context = await launchChromium(profile, phone);
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
  const page = context.pages()[0] ?? (await context.newPage());
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(`console: ${m.text()}`);
  });
  page.on('pageerror', (e) => errors.push(`page: ${e.message}`));
  return {
    context,
    page,
    errors,
    async close() {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
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
  more: { readonly preset?: string; readonly alone?: boolean } = {},
): Promise<string> {
  await page.goto(`${base}/`);
  await page.click('[data-nav=online]');
  await page.check(`input[name=family][value=${family}]`);
  if (more.preset) await page.check(`input[data-preset="${more.preset}"]`);
  await page.fill('.player-row input[type=text] >> nth=0', 'Hanna');
  await page.selectOption('select[data-level="1"]', more.alone ? 'random' : 'human');
  await page.selectOption('select[data-level="2"]', 'random');
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
