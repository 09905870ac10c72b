/**
 * Browser tests of taps on a phone (Chromium's phone emulation: touch, a mobile viewport, on a
 * profile of its own): a tap plays the card whose visible part is under the finger, in both
 * families, upright and sideways, also when the hand moves under a finger that is already down; and
 * every card of a full hand shows enough of itself to be hit with a finger.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { type Harness, openHarness, CLOSE_TIMEOUT_MS } from './browser';
import { DOUBLE_TAP_MS } from '../src/table/touchTap';
import { awaitTurn, handAtRest, nextDeal, startMatch, takeTurn } from './drive';

let h: Harness;

beforeAll(async () => {
  h = await openHarness({}, { phone: true });
}, 120_000);

afterAll(async () => {
  await h?.close();
}, CLOSE_TIMEOUT_MS);

/** A finger is wider than this (CSS px): a card showing a narrower strip is easily missed. */
const FINGER_PX = 24;

interface VisiblePart {
  readonly card: string;
  readonly legal: boolean;
  /** The middle of the part of the card that the next card of its row leaves uncovered. */
  readonly x: number;
  readonly y: number;
  readonly width: number;
  /** The card the page finds at (x, y): the card itself when the part is really visible. */
  readonly under: string | null;
}

/** The visible part of each card of the hand, once the cards have come to rest. */
async function visibleParts(page: Page): Promise<VisiblePart[]> {
  await page.locator('.hand').scrollIntoViewIfNeeded();
  await handAtRest(page);
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('.hand-card')].map((el) => {
      const box = el.getBoundingClientRect();
      const next = el.nextElementSibling?.classList.contains('hand-card')
        ? el.nextElementSibling.getBoundingClientRect()
        : null;
      const right = next ? Math.min(box.right, next.left) : box.right;
      const x = (box.left + right) / 2;
      const y = box.top + box.height / 2;
      const under = document.elementFromPoint(x, y)?.closest<HTMLElement>('.hand-card');
      return {
        card: el.dataset['card'] ?? '',
        legal: el.classList.contains('legal'),
        x,
        y,
        width: right - box.left,
        under: under?.dataset['card'] ?? null,
      };
    }),
  );
}

const handCards = (page: Page): Promise<string[]> =>
  page.locator('.hand-card').evaluateAll((els) => els.map((e) => e.getAttribute('data-card') ?? ''));

const seq = async (page: Page): Promise<string> =>
  (await page.getAttribute('.table-screen', 'data-seq')) ?? '';

/** The cards that left the hand once the view has moved past `before` (none if it does not). */
async function leftHand(page: Page, hand: string[], before: string): Promise<string[]> {
  const moved = await page
    .waitForFunction((b) => document.querySelector('.table-screen')?.getAttribute('data-seq') !== b, before)
    .then(() => true)
    .catch(() => false);
  if (!moved) return [];
  const after = await handCards(page);
  return hand.filter((c) => !after.includes(c));
}

const CASES = [
  { family: 'illustrated', preset: 'illustrated-mayr-sedlaczek-2016', width: 390, height: 844 },
  { family: 'bavarian', preset: 'haferltarock', width: 390, height: 844 },
  { family: 'illustrated', preset: 'illustrated-mayr-sedlaczek-2016', width: 844, height: 390 },
  { family: 'bavarian', preset: 'haferltarock', width: 740, height: 360 },
] as const;

describe('taps on a phone', () => {
  for (const c of CASES)
    test(`${c.preset} at ${c.width}×${c.height}: a tap on a card's visible part plays that card`, async () => {
      const page = await h.newPage({ width: c.width, height: c.height });
      await startMatch(page, c.family, c.preset);
      let taps = 0;
      for (let turn = 0; turn < 400 && taps < 12; turn++) {
        if (await awaitTurn(page)) {
          await nextDeal(page);
          continue;
        }
        if ((await page.locator('.hand-card.legal').count()) === 0) {
          await takeTurn(page);
          continue;
        }
        const parts = await visibleParts(page);
        for (const p of parts) expect(p.under, `the middle of ${p.card}'s visible part`).toBe(p.card);
        const legal = parts.filter((p) => p.legal);
        // Turn by turn a different one of the legal cards, left to right.
        const tapped = legal[taps % legal.length];
        if (!tapped) throw new Error('no legal card');
        const hand = await handCards(page);
        const before = await seq(page);
        // A person's next tap, not the second of a double tap (which plays nothing, touchTap.ts).
        await page.waitForTimeout(DOUBLE_TAP_MS);
        await page.touchscreen.tap(tapped.x, tapped.y);
        expect(await leftHand(page, hand, before)).toEqual([tapped.card]);
        taps++;
      }
      expect(taps).toBe(12);
      await page.close();
    });

  test('a card still plays when the hand moves under the finger (the page grows above it)', async () => {
    const page = await h.newPage({ width: 390, height: 844 });
    const cdp = await page.context().newCDPSession(page);
    await startMatch(page, 'illustrated', 'illustrated-mayr-sedlaczek-2016');
    let held = 0;
    for (let turn = 0; turn < 400 && held < 3; turn++) {
      if (await awaitTurn(page)) {
        await nextDeal(page);
        continue;
      }
      if ((await page.getAttribute('.table-screen', 'data-phase')) !== 'play') {
        await takeTurn(page);
        continue;
      }
      const tapped = (await visibleParts(page)).find((p) => p.legal);
      if (!tapped) throw new Error('no legal card at the human turn in play');
      const hand = await handCards(page);
      const before = await seq(page);
      const top = (): Promise<number> =>
        page.locator(`.hand-card[data-card="${tapped.card}"]`).evaluate((e) => e.getBoundingClientRect().top);
      const topBefore = await top();
      await cdp.send('Input.dispatchTouchEvent', {
        type: 'touchStart',
        touchPoints: [{ x: tapped.x, y: tapped.y }],
      });
      // While the finger is down the page grows above the hand and pushes it down (as the status
      // line did taking a second line; the hint and a refusal no longer move it).
      await page.locator('.hand').evaluate((e: HTMLElement) => {
        e.style.marginTop = '3rem';
      });
      expect(await top()).toBeGreaterThan(topBefore);
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
      expect(await leftHand(page, hand, before)).toEqual([tapped.card]);
      await page.locator('.hand').evaluate((e: HTMLElement) => {
        e.style.marginTop = '';
      });
      held++;
    }
    expect(held).toBe(3);
    await cdp.detach();
    await page.close();
  });

  test('a full Illustrated hand on a 360 px phone shows every card at least a finger wide', async () => {
    const page = await h.newPage({ width: 360, height: 740 });
    await startMatch(page, 'illustrated', 'illustrated-mayr-sedlaczek-2016');
    await page.waitForFunction(() => document.querySelectorAll('.hand-card').length === 16);
    const parts = await visibleParts(page);
    for (const p of parts) {
      expect(p.under, `the middle of ${p.card}'s visible part`).toBe(p.card);
      expect(p.width, `the visible part of ${p.card}`).toBeGreaterThanOrEqual(FINGER_PX);
    }
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.close();
  });

  test('no console errors on any page', () => {
    expect(h.errors).toEqual([]);
  });
});
