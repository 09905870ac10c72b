/**
 * An online table on a phone held upright (Chromium's phone emulation, 390×844 and 360×740): at
 * the player's turns the status bar, the middle of the table (the trick), the calls offered and
 * the whole hand are on the screen without scrolling, in the auction and in the card play; the
 * table's information and its seats (folded away above the table while the player holds a seat
 * and a deal is on it) open with one tap, and so does the chat, which lies under the hand. After
 * the deal, upright and sideways, the settlement lies in the hand's place, the chat, the history
 * and Give up the seat below the scoreboard, and Ready for the next deal is pinned to the screen's
 * foot: in view at the page's top, middle and end, over none of the page's last lines. On a
 * desktop nothing is folded.
 */
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { awaitTurn, handAtRest, ready, takeTurn } from './drive';
import { onlineTests, openTable } from './onlinePeople';
import { everywhereOutOfReach, settlementBelowHand } from './phoneReach';

const online = onlineTests();

const WAIT = { timeout: 30_000 };

/** Ready for the next deal, its bar, and the chat, the history and Give up the seat. */
const ONLINE = { button: '[data-testid=ready]', bar: '[data-testid=online-next]', tools: '.online-tools' };

/**
 * What of the table lies outside the screen as the page stands scrolled to its top: each part
 * `in view`, or where it lies; and whether the page is wider than the screen.
 */
function unscrolled(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    window.scrollTo(0, 0);
    const inView = (sel: string): string => {
      const r = document.querySelector(sel)?.getBoundingClientRect();
      if (!r || r.height === 0) return `${sel} missing`;
      const inside =
        r.top >= 0 && r.bottom <= window.innerHeight && r.left >= 0 && r.right <= window.innerWidth;
      return inside
        ? `${sel} in view`
        : `${sel} at ${Math.round(r.top)}–${Math.round(r.bottom)} of ${window.innerHeight}`;
    };
    const wide = document.documentElement.scrollWidth > document.documentElement.clientWidth;
    return [
      ...['.status-bar', '.center', '.turn-strip', '.hand'].map(inView),
      ...(document.querySelector('.action-bar') ? [inView('.action-bar')] : []),
      ...(wide ? ['the page is wider than the screen'] : []),
    ];
  });
}

const allInView = (seen: readonly string[]): string[] =>
  seen.filter((x) => !x.startsWith('the page')).map((x) => x.replace(/ (at|missing).*$/, ' in view'));

/** Plays on (a deal after the settlement) until the human is to act in the card play with a card on the table. */
async function untilPlayWithTrick(page: Page): Promise<boolean> {
  for (let guard = 0; guard < 300; guard++) {
    if (await awaitTurn(page)) {
      await ready(page);
      continue;
    }
    const phase = await page.getAttribute('.table-screen', 'data-phase');
    if (phase === 'play' && (await page.locator('.center .card').count()) > 0) return true;
    await takeTurn(page);
  }
  return false;
}

describe('an online table on a phone', () => {
  for (const screen of [
    { width: 390, height: 844 },
    { width: 360, height: 740 },
  ])
    for (const { family, preset } of [
      { family: 'bavarian', preset: 'haferltarock' },
      { family: 'illustrated', preset: 'illustrated-mayr-sedlaczek-2016' },
    ] as const)
      test(`${preset} on a ${screen.width}×${screen.height} phone: the bar, the trick, the calls and the whole hand in view unscrolled; the seats and the chat a tap away`, async () => {
        const host = await online.someone('de', true);
        const page = host.page;
        await page.setViewportSize(screen);
        // With a turn timer: its line lies above the hand too.
        await openTable(page, online.server.url, family, 60, { preset, alone: true });
        await page.click('[data-testid=ready]');

        // The first turn (the auction): the calls offered above the hand.
        expect(await awaitTurn(page), 'a turn before any settlement').toBe(false);
        await handAtRest(page);
        const first = await unscrolled(page);
        expect(first, 'at the first turn').toEqual(allInView(first));
        expect(first).toContain('.action-bar in view');

        // A turn in the card play with a card on the table.
        expect(await untilPlayWithTrick(page), 'a turn in play with a card on the table').toBe(true);
        await handAtRest(page);
        const inPlay = await unscrolled(page);
        expect(inPlay, 'in the card play').toEqual(allInView(inPlay));

        // The table's information and its seats: folded, one tap opens them, one more folds them.
        await expect(page.locator('.online-roster').isVisible()).resolves.toBe(false);
        const fold = page.locator('[data-testid=online-fold]');
        await expect(fold.getAttribute('aria-expanded')).resolves.toBe('false');
        await fold.click();
        await expect(page.locator('.online-roster').isVisible()).resolves.toBe(true);
        await expect(page.textContent('.online-roster')).resolves.toContain('Hanna');
        await expect(page.locator('[data-testid=invite-link]').isVisible()).resolves.toBe(true);
        await fold.click();
        await expect(page.locator('.online-roster').isVisible()).resolves.toBe(false);
        expect(await unscrolled(page), 'folded again').toEqual(inPlay);

        // The chat: the button beside the fold opens the panel under the hand and brings it into view.
        await page.evaluate(() => window.scrollTo(0, 0));
        await page.click('[data-testid=fold-chat]');
        await page.waitForSelector('[data-testid=chat][data-open=true]', WAIT);
        await expect(page.locator('[data-testid=chat-input]').isVisible()).resolves.toBe(true);
        await page.waitForFunction(() => {
          const r = document.querySelector('[data-testid=chat-input]')?.getBoundingClientRect();
          return r !== undefined && r.top >= 0 && r.bottom <= window.innerHeight;
        }, WAIT);
        expect(host.errors).toEqual([]);
        await host.close();
      }, 300_000);

  test('after the deal: the settlement in the hand’s place, the tools below the scoreboard, Ready for the next deal always at the screen’s foot (390×844, 360×740, 667×375)', async () => {
    const host = await online.someone('de', true);
    const page = host.page;
    await page.setViewportSize({ width: 390, height: 844 });
    await openTable(page, online.server.url, 'bavarian', undefined, { preset: 'haferltarock', alone: true });
    await page.click('[data-testid=ready]');
    expect(await awaitTurn(page), 'a turn before any settlement').toBe(false);
    await handAtRest(page);
    const hand = await page.evaluate(() => document.querySelector('.hand')?.getBoundingClientRect().top ?? 0);
    for (let guard = 0; guard < 200 && !(await awaitTurn(page)); guard++) await takeTurn(page);

    // In the hand's place: within the hand's top padding, where its raised cards began (1.3rem).
    expect(await settlementBelowHand(page, hand), 'the settlement below the hand’s top').toBeLessThanOrEqual(
      21,
    );
    expect(await everywhereOutOfReach(page, ONLINE)).toEqual([]);
    expect(host.errors).toEqual([]);
    await host.close();
  }, 180_000);

  test('on a desktop the table’s information and seats stay open above the table, with no fold', async () => {
    const host = await online.someone('en');
    const page = host.page;
    await page.setViewportSize({ width: 1280, height: 800 });
    await openTable(page, online.server.url, 'bavarian', undefined, { preset: 'haferltarock', alone: true });
    await page.click('[data-testid=ready]');
    await awaitTurn(page);
    await expect(page.locator('.online-roster').isVisible()).resolves.toBe(true);
    await expect(page.locator('[data-testid=invite-link]').isVisible()).resolves.toBe(true);
    await expect(page.locator('[data-testid=online-fold]').isVisible()).resolves.toBe(false);
    await expect(page.locator('[data-testid=fold-chat]').isVisible()).resolves.toBe(false);
    expect(host.errors).toEqual([]);
    await host.close();
  }, 120_000);
});
