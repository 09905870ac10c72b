/**
 * The setup's choices kept across a reload, in a real browser (a profile of its own): the family,
 * the rule set, house rules, names and computer players chosen, not started, are chosen still after
 * a reload; a stored value damaged in parts (a rule set that no longer exists beside good names, a
 * house rule of another rule set) is read as far as it holds, and broken JSON gives the defaults,
 * never an error.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { SETUP_KEY } from '../src/setup/setupChoices';
import { CLOSE_TIMEOUT_MS, type Harness, openHarness } from './browser';

let h: Harness;

beforeAll(async () => {
  h = await openHarness();
}, 180_000);

afterAll(async () => {
  await h?.close();
}, CLOSE_TIMEOUT_MS);

/** The setup as it shows: the family and rule set checked, the house rules, names and levels. */
function setupShown(page: Page) {
  return page.evaluate(() => {
    const checked = (name: string): string =>
      document.querySelector<HTMLInputElement>(`input[name=${name}]:checked`)?.value ?? '';
    const selects = (attr: string): Record<string, string> =>
      Object.fromEntries(
        [...document.querySelectorAll<HTMLSelectElement>(`select[${attr}]`)].map((s) => [
          s.getAttribute(attr) ?? '',
          s.value,
        ]),
      );
    return {
      family: checked('family'),
      preset: checked('preset'),
      options: selects('data-option'),
      names: [...document.querySelectorAll<HTMLInputElement>('.player-row input[type=text]')].map(
        (i) => i.value,
      ),
      levels: selects('data-level'),
    };
  });
}

/** The setup ready to be read: the computer players offered (the worker names them). */
async function setupReady(page: Page): Promise<void> {
  await page.waitForSelector('form.setup');
  await page.waitForSelector('select[data-level="1"] option[value="heuristic"]', { state: 'attached' });
}

describe('the setup’s choices across a reload', () => {
  test('choices made and not started are chosen still after a reload', async () => {
    const page = await h.newPage();
    await setupReady(page);
    const defaults = await setupShown(page);
    expect(defaults.family).toBe('illustrated');

    await page.check('input[name=family][value=bavarian]');
    await page.check('input[data-preset="haferltarock"]');
    await page.click('details.options > summary');
    await page.selectOption('select[data-option="seats"]', '4');
    await page.selectOption('select[data-option="ante"]', '20');
    await page.selectOption('select[data-option="selfRaise"]', 'true');
    const fields = page.locator('.player-row input[type=text]');
    await fields.nth(0).fill('Gustl');
    await fields.nth(3).fill('Sepp');
    await page.selectOption('select[data-level="1"]', 'random');
    await page.selectOption('select[data-level="2"]', 'heuristic');
    const chosen = await setupShown(page);
    expect(chosen).toMatchObject({
      family: 'bavarian',
      preset: 'haferltarock',
      options: { seats: '4', ante: '20', selfRaise: 'true' },
      names: ['Gustl', 'Bert', 'Cilli', 'Sepp'],
      levels: { '1': 'random', '2': 'heuristic' },
    });
    expect(chosen).not.toEqual(defaults);

    await page.reload();
    await setupReady(page);
    expect(await setupShown(page), 'after the reload').toEqual(chosen);

    // Another visit (a new page of the same browser) opens the setup so too.
    const again = await h.newPage({ keepSetup: true });
    await setupReady(again);
    expect(await setupShown(again), 'on another visit').toEqual(chosen);
    await again.close();
    await page.close();
  });

  test('a stored value damaged in parts is read as far as it holds; broken JSON gives the defaults', async () => {
    const page = await h.newPage();
    await setupReady(page);
    const store = (raw: string) =>
      page.evaluate(([k, v]) => localStorage.setItem(k, v), [SETUP_KEY, raw] as const);

    // A rule set no longer there (its house rules with it) beside good names and a level.
    await store(
      JSON.stringify({
        family: 'bavarian',
        presetId: 'haferltarock-1850',
        values: { seats: 4 },
        names: ['Gustl', 7, null],
        levels: [null, 'random', { bot: 'x' }],
      }),
    );
    await page.reload();
    await setupReady(page);
    const partly = await setupShown(page);
    expect(partly).toMatchObject({
      family: 'bavarian',
      names: ['Gustl', 'Bert', 'Cilli'],
      levels: { '1': 'random' },
    });
    // The family's first rule set, at three seats (its default).
    expect(partly.preset).not.toBe('');
    expect(partly.names).toHaveLength(3);

    // A house rule of another rule set and a value not allowed are left out; the rule set kept.
    await store(
      JSON.stringify({ presetId: 'haferltarock', values: { seats: 5, holdAfterRetake: false, ante: 20 } }),
    );
    await page.reload();
    await setupReady(page);
    expect(await setupShown(page)).toMatchObject({
      family: 'bavarian',
      preset: 'haferltarock',
      options: { seats: '3', ante: '20' },
    });

    await store('{"family":');
    await page.reload();
    await setupReady(page);
    expect(await setupShown(page)).toMatchObject({ family: 'illustrated', names: ['Anna', 'Bert', 'Cilli'] });
    await expect(page.locator('[role=alert]').count()).resolves.toBe(0);
    await page.close();
  });

  test('no console errors', () => {
    expect(h.errors).toEqual([]);
  });
});
