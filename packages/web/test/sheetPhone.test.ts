/**
 * The score sheet on a phone (390×844 and 360×740 upright, Chromium's phone emulation): its form
 * to start a match and its form to enter a deal lie within the screen, each label whole on its
 * line. The rule set's select took the width of its longest rule set's name and ran past the
 * screen's right edge, and "Name 2" broke between its word and its number.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { CLOSE_TIMEOUT_MS, type Harness, openHarness } from './browser';
import { SHEET_KEY } from '../src/scoresheet/sheet';
import { goTo } from './drive';

let h: Harness;

beforeAll(async () => {
  h = await openHarness({}, { phone: true });
}, 120_000);

afterAll(async () => {
  await h?.close();
}, CLOSE_TIMEOUT_MS);

/** The sheet's fields, labels and buttons that reach past the screen's right edge, or whose label breaks over two lines. */
const outOfShape = (page: Page): Promise<string[]> =>
  page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const out: string[] = [];
    for (const el of document.querySelectorAll<HTMLElement>(
      '.sheet label, .sheet select, .sheet input, .sheet button',
    )) {
      const r = el.getBoundingClientRect();
      if (r.width > 0 && r.right > width + 0.5)
        out.push(
          `${el.tagName.toLowerCase()} ${el.textContent?.trim().slice(0, 30) ?? ''} ends at ${Math.round(r.right)} of ${width}`,
        );
    }
    for (const label of document.querySelectorAll<HTMLElement>('.sheet label.sheet-name')) {
      // The label's own words: one line box for them all.
      const range = document.createRange();
      const text = label.firstChild;
      if (!text) continue;
      range.selectNodeContents(label);
      range.setEndBefore(label.querySelector('input') ?? label);
      const tops = new Set(
        [...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)),
      );
      if (tops.size > 1) out.push(`"${label.textContent?.trim()}" over ${tops.size} lines`);
    }
    return out;
  });

describe('the score sheet on a phone', () => {
  for (const size of [
    { width: 390, height: 844 },
    { width: 360, height: 740 },
  ])
    test(`at ${size.width}×${size.height} its forms lie within the screen, each name's label on one line`, async () => {
      const page = await h.newPage(size);
      // The sheet the size before started is kept in the profile: from its first form again.
      await page.evaluate((key) => localStorage.removeItem(key), SHEET_KEY);
      await goTo(page, 'sheet');
      await page.waitForSelector('[data-testid=sheet-preset]');
      expect(await outOfShape(page), 'the form that starts a match').toEqual([]);
      await page.selectOption('[data-testid=sheet-preset]', 'illustrated-mayr-sedlaczek-2016');
      await page.click('.sheet .primary');
      await page.click('[data-testid=sheet-add]');
      await page.waitForSelector('[data-testid=sheet-contract]');
      expect(await outOfShape(page), 'the form that enters a deal').toEqual([]);
      expect(h.errors).toEqual([]);
      await page.close();
    });
});
