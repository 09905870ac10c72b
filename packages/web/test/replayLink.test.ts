/**
 * A replay link in a real browser (src/replay/replayLink.ts, ShareLink.tsx): made from a deal's
 * settlement, it opens that deal in another tab's replay, with the fragment then taken from the
 * address; the replay's own link of the same record is the same link; a damaged link is told, not
 * opened; nothing on the page errs.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { CLOSE_TIMEOUT_MS, type Harness, openHarness } from './browser';
import { playDeal, startMatch } from './drive';

let h: Harness;

beforeAll(async () => {
  h = await openHarness({ lang: 'en' });
}, 180_000);

afterAll(async () => {
  await h?.close();
}, CLOSE_TIMEOUT_MS);

describe('a replay link', () => {
  test("made at a deal's settlement, opens the deal in another tab's replay", async () => {
    const page = await h.newPage({ seed: 'link1' });
    await startMatch(page, 'bavarian', 'haferltarock');
    await playDeal(page);
    await page.click('.result-actions [data-testid=replay-link-make]');
    const link = await page.locator('.result-actions [data-testid=replay-link]').inputValue();
    expect(link).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/#replay=r1\.[A-Za-z0-9_-]+$/);
    expect(link.length).toBeLessThan(2000);

    const friend = await h.context.newPage();
    await friend.goto(link);
    const step = friend.locator('[data-testid=replay-step]');
    await step.waitFor();
    expect(await step.textContent()).toMatch(/ 0 \/ [1-9]\d*$/);
    expect(new URL(friend.url()).hash).toBe('');
    // The replay's own link of the record it opened is the same link.
    await friend.click('[data-testid=replay-link-make]');
    expect(await friend.locator('[data-testid=replay-link]').inputValue()).toBe(link);

    // Cut short in the sending: told, not opened.
    const cut = await h.context.newPage();
    await cut.goto(link.slice(0, link.length - 40));
    await cut.locator('[data-testid=replay-link-fault]').waitFor();
    expect(await cut.textContent('[data-testid=replay-link-fault]')).toContain('cut short or mistyped');
    expect(await cut.locator('[data-testid=replay-step]').count()).toBe(0);
    expect(h.errors).toEqual([]);
  }, 180_000);
});
