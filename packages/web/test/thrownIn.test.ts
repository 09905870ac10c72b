/**
 * Browser test of a deal thrown in for a hand without tarock (Löw, IT-13): the table shows whose
 * hand it was, why and its cards, and that the same dealer deals again, during the redealt deal's
 * auction, in either language, and so does the replay of that deal's record as it passes the
 * throw-in. Seed 70233's first deal (dealer: the human, seat 0) leaves seat 2 without a tarock.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { type Harness, openHarness, CLOSE_TIMEOUT_MS } from './browser';
import { downloadRecord, openReplay, playDeal, startMatch } from './drive';

let h: Harness;

beforeAll(async () => {
  h = await openHarness();
}, 120_000);

afterAll(async () => {
  await h?.close();
}, CLOSE_TIMEOUT_MS);

/** A Löw match in English on seed 70233, at the redealt deal's auction with the hand thrown in shown. */
async function thrownInTable(): Promise<Page> {
  const page = await h.newPage({ seed: '70233' });
  await page.selectOption('#set-lang', 'en');
  await page.waitForFunction(() => document.documentElement.lang === 'en');
  await startMatch(page, 'illustrated', 'illustrated-loew-1954');
  await page.waitForSelector('[data-testid=thrown-in]');
  return page;
}

describe('a thrown-in deal in a real browser', () => {
  test("the hand shown, its reason and the same dealer, through the redealt deal's auction", async () => {
    const page = await thrownInTable();
    expect(await page.getAttribute('.table-screen', 'data-phase')).toBe('auction');
    const lines = await page.locator('[data-testid=thrown-in] p').allTextContents();
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/^\S.* has no tarock and shows their hand: (.+ of \w+, ){15}.+ of \w+$/);
    expect(lines[1]).toBe('The deal is thrown in; you deal again.');
    await page.selectOption('#set-lang', 'de');
    await page.waitForFunction(() => document.documentElement.lang === 'de');
    const de = await page.locator('[data-testid=thrown-in] p').allTextContents();
    expect(de[0]).toMatch(/ hat keinen Tarock und zeigt das Blatt: /);
    expect(de[1]).toBe('Das Spiel wird eingeworfen; du gibst noch einmal.');
    await page.close();
  });

  test('the replay of the redealt deal shows the hand thrown in as it passes the throw-in', async () => {
    const page = await thrownInTable();
    const atTable = await page.locator('[data-testid=thrown-in] p').allTextContents();
    await playDeal(page);
    await openReplay(page, await downloadRecord(page));
    const thrownIn = page.locator('[data-testid=thrown-in] p');
    expect(await thrownIn.count(), 'before the first deal').toBe(0);
    // Step on until the throw-in (the first deal, then the deal again).
    for (let k = 0; k < 3 && (await thrownIn.count()) === 0; k++) {
      const step = await page.textContent('[data-testid=replay-step]');
      await page.click('[data-testid=replay-next]');
      await page.waitForFunction(
        (s) => document.querySelector('[data-testid=replay-step]')?.textContent !== s,
        step,
      );
    }
    const lines = await thrownIn.allTextContents();
    // The same hand and reason; the replay is nobody's seat, so the dealer is named.
    expect(lines[0]).toBe(atTable[0]);
    expect(lines[1]).toMatch(/^The deal is thrown in; the same dealer, \S.*, deals again\.$/);
    // Gone once the deal goes on past its auction.
    await page.click('[data-testid=replay-end]');
    await page.waitForSelector('[data-testid=settlement]');
    expect(await thrownIn.count()).toBe(0);
    expect(h.errors).toEqual([]);
    await page.close();
  });
});
