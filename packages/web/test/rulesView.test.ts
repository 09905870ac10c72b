/**
 * The Rules view from the setup, in a real browser, on a desktop screen and a 360 px phone: the
 * chosen rule set's card with its house rules (Haferltarock with Kontra and four seats) shows its
 * contracts in a table with header cells under a real heading, and nothing on the page runs wider
 * than the screen — a wide table scrolls inside its own box.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { CLOSE_TIMEOUT_MS, type Harness, openHarness } from './browser';
import { startMatch } from './drive';

let h: Harness;

beforeAll(async () => {
  h = await openHarness();
}, 180_000);

afterAll(async () => {
  await h?.close();
}, CLOSE_TIMEOUT_MS);

/** What lies outside the screen: the page's own width, and any part of the card outside its table boxes. */
function overflow(page: Page) {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const out: string[] = [];
    if (document.documentElement.scrollWidth > width)
      out.push(`page ${document.documentElement.scrollWidth} > ${width}`);
    for (const el of document.querySelectorAll<HTMLElement>('.rule-card, .rule-card *')) {
      if (el.closest('.rule-table') && !el.classList.contains('rule-table')) continue;
      const r = el.getBoundingClientRect();
      if (r.width > 0 && (r.left < -0.5 || r.right > width + 0.5))
        out.push(`${el.tagName.toLowerCase()}.${el.className} ${Math.round(r.left)}–${Math.round(r.right)}`);
    }
    return out;
  });
}

/**
 * Cells of the card's tables squeezed: more than two lines tall though narrower than the 16em a
 * phrase may take before it wraps (a column squeezed to a word a line); a long phrase at its full
 * width may wrap.
 */
function tallCells(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('.rule-card .rule-table :is(td, th)')]
      .filter((c) => {
        const style = getComputedStyle(c);
        const font = Number.parseFloat(style.fontSize);
        const line = Number.parseFloat(style.lineHeight) || font * 1.2;
        // The text's own height: a row's other cells make every cell as tall as the tallest.
        const range = document.createRange();
        range.selectNodeContents(c);
        return (
          range.getBoundingClientRect().height > 2.5 * line && c.getBoundingClientRect().width < 15 * font
        );
      })
      .map((c) => c.textContent),
  );
}

describe('the Rules view from the setup', () => {
  for (const size of [
    { width: 1280, height: 900 },
    { width: 360, height: 740 },
  ])
    test(`at ${size.width}×${size.height}: Haferltarock's card with the house rules chosen, then Mayr & Sedlaczek's, within the screen`, async () => {
      const page = await h.newPage(size);
      await page.waitForSelector('form.setup');
      await page.check('input[name=family][value=bavarian]');
      await page.check('input[data-preset="haferltarock"]');
      await page.click('details.options > summary');
      await page.selectOption('select[data-option="seats"]', '4');
      await page.selectOption('select[data-option="kontra"]', 'true');
      await page.click('[data-testid=rules-open] > summary');
      const card = page.locator('[data-testid=rule-card]');
      await card.waitFor();
      await expect(card.locator('h3').first().textContent()).resolves.toBe('Regeln: Haferltarock (Danyliuk)');
      const contracts = card.locator('[data-section=contracts] table');
      expect(await contracts.locator('thead th[scope=col]').allTextContents()).toEqual([
        'Spiel',
        'Stock',
        'Trumpf',
      ]);
      expect(await contracts.locator('tbody th[scope=row]').allTextContents()).toEqual([
        'Aufnahmespiel',
        'Handspiel',
      ]);
      const text = (await card.textContent()) ?? '';
      expect(text).toContain('4 Plätze: Der Geber gibt und setzt aus');
      expect(text).toContain('Kontra, Re; jede verdoppelt, bis ×4');
      expect(await overflow(page)).toEqual([]);
      // The widest table (the card values) scrolls in its box when the screen is narrow, by keyboard too.
      expect(await card.locator('.rule-table').first().getAttribute('tabindex')).toBe('0');

      // Mayr & Sedlaczek: the bonus table's six columns are wider than a phone.
      await page.check('input[name=family][value=illustrated]');
      await page.check('input[data-preset="illustrated-mayr-sedlaczek-2016"]');
      if (!(await page.locator('[data-testid=rules-open][open]').count()))
        await page.click('[data-testid=rules-open] > summary');
      const ms = card.locator('[data-section=contracts] table');
      await expect(card.locator('h3').first().textContent()).resolves.toContain('Mayr');
      expect(
        await ms
          .locator('tbody tr')
          .evaluateAll((rows) => rows.map((r) => [...r.children].map((c) => c.textContent))),
      ).toEqual([
        ['Dreiblatt', '3', '×1', 'die oberen oder unteren drei'],
        ['Zweiblatt', '5', '×2', 'das obere, mittlere oder untere Paar'],
        ['Einblatt', '7', '×3', 'eine beliebige Karte'],
        ['Solo', '10', '×4', 'keine'],
      ]);
      expect(await overflow(page)).toEqual([]);
      // A table wider than the phone scrolls in its box; its columns are not squeezed instead.
      expect(await tallCells(page)).toEqual([]);
      expect(h.errors).toEqual([]);
      await page.close();
    });
});

describe('the Rules view at the table', () => {
  for (const size of [
    { width: 1280, height: 900 },
    { width: 360, height: 740 },
  ])
    test(`at ${size.width}×${size.height}: a match's own card, its house rules applied, one closed line after the table`, async () => {
      const page = await h.newPage(size);
      await startMatch(page, 'bavarian', 'haferltarock', [], { kontra: 'true' });
      const rules = page.locator('[data-testid=table-rules]');
      await rules.waitFor();
      await expect(rules.getAttribute('open')).resolves.toBeNull();
      // Closed, it is the table screen's last line: nothing of the table moves for it.
      await expect(
        page.evaluate(() => {
          const box = document.querySelector('[data-testid=table-rules]')?.getBoundingClientRect();
          const others = [...document.querySelectorAll('.table-screen > :not([data-testid=table-rules])')];
          return others.every((e) => e.getBoundingClientRect().bottom <= (box?.top ?? 0) + 0.5);
        }),
      ).resolves.toBe(true);
      await page.click('[data-testid=table-rules] > summary');
      const card = rules.locator('[data-testid=rule-card]');
      await expect(card.locator('h3').first().textContent()).resolves.toBe('Regeln: Haferltarock (Danyliuk)');
      await expect(card.textContent()).resolves.toContain('Kontra, Re; jede verdoppelt, bis ×4');
      expect(await overflow(page)).toEqual([]);
      expect(await tallCells(page)).toEqual([]);
      expect(h.errors).toEqual([]);
      await page.close();
    });
});
