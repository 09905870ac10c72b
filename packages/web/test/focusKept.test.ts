/**
 * Where the focus goes at the offline table where it fell to the body (an accessibility audit):
 * after a talon part chosen on the felt, and while the others play after the player's card.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { CLOSE_TIMEOUT_MS, type Harness, openHarness } from './browser';
import { HUMAN_DECLARES_SEED, awaitTurn, inSomeDeal, startMatch, takeTurn, untilMyPhase } from './drive';

let h: Harness;

beforeAll(async () => {
  h = await openHarness();
}, 120_000);

afterAll(async () => {
  await h?.close();
}, CLOSE_TIMEOUT_MS);

/** The focused element: its classes and whether it is disabled, or "body". */
const focused = (page: Page): Promise<string> =>
  page.evaluate(() => {
    const a = document.activeElement;
    if (!a || a === document.body) return 'body';
    return `${a.className}${a.getAttribute('aria-disabled') === 'true' ? ' aria-disabled' : ''}`;
  });

describe('the focus at the table', () => {
  test('a talon part chosen on the felt hands the focus to the hand, for laying away', async () => {
    const page = await h.newPage({ seed: HUMAN_DECLARES_SEED });
    await startMatch(page, 'illustrated', 'illustrated-mayr-sedlaczek-2016');
    const onFelt = (): Promise<boolean> =>
      page
        .locator('button.talon-group.choosable')
        .count()
        .then((n) => n > 0);
    expect(await inSomeDeal(page, 'talon', onFelt)).toBe(true);
    await page.focus('button.talon-group.choosable');
    await page.keyboard.press('Enter');
    await expect.poll(() => focused(page)).toMatch(/hand-card legal|call/);
    await page.close();
  });

  test('the played card hands the focus at once to its neighbour while the others play', async () => {
    const page = await h.newPage({ seed: 'keys' });
    await startMatch(page, 'bavarian', 'bavarian-berliner');
    let waited = 0;
    for (let i = 0; i < 200 && waited < 2; i++) {
      if (await awaitTurn(page)) break;
      const phase = await page.getAttribute('.table-screen', 'data-phase');
      const legal = page.locator('.hand-card.legal');
      if (phase !== 'play' || (await legal.count()) === 0) {
        await takeTurn(page);
        continue;
      }
      await page.selectOption('#set-speed', 'slow');
      await legal.first().focus();
      const before = await page.getAttribute('.table-screen', 'data-seq');
      await page.keyboard.press('Enter');
      await page.waitForFunction(
        (b) => document.querySelector('.table-screen')?.getAttribute('data-seq') !== b,
        before,
      );
      // The next seat thinks: the focus waits on a card of the hand, not playable now.
      if ((await page.locator('.my-turn').count()) === 0) {
        expect(await focused(page)).toMatch(/^card hand-card.* aria-disabled$/);
        waited++;
      }
      await page.selectOption('#set-speed', 'instant');
    }
    expect(waited).toBeGreaterThan(0);
    await page.close();
  });
});

describe('the cards in sight', () => {
  test('a focused card stands above its neighbours; in forced colours the legal cards and the seat to act are outlined', async () => {
    const page = await h.newPage({ seed: HUMAN_DECLARES_SEED });
    await startMatch(page, 'illustrated', 'illustrated-mayr-sedlaczek-2016');
    expect(await untilMyPhase(page, 'play')).toBe(true);
    await page.locator('.hand-card[tabindex="0"]').focus();
    await page.keyboard.press('End');
    await page.keyboard.press('Home');
    await expect(
      page.evaluate(() => getComputedStyle(document.activeElement ?? document.body).zIndex),
    ).resolves.toBe('2');
    await page.emulateMedia({ forcedColors: 'active' });
    await page
      .locator('.action-bar, .table-tools')
      .first()
      .evaluate((e) => (e as HTMLElement).focus());
    const looks = await page.evaluate(() => {
      const outline = (sel: string) => {
        const el = document.querySelector(sel);
        return el ? getComputedStyle(el).outlineStyle : null;
      };
      return { legal: outline('.hand-card.legal:not(:focus)'), toAct: outline('.seat.to-act') };
    });
    expect(looks).toEqual({ legal: 'solid', toAct: 'solid' });
    await page.emulateMedia({ forcedColors: 'none' });
    await page.close();
  });
});

describe('the phone menu and the focus', () => {
  let phone: Harness;
  beforeAll(async () => {
    phone = await openHarness({}, { phone: true });
  }, 120_000);
  afterAll(async () => {
    await phone?.close();
  }, CLOSE_TIMEOUT_MS);

  test('a screen chosen gives the focus back to Menu, and Tab out of the menu closes it', async () => {
    const page = await phone.newPage();
    const toggle = page.locator('[data-testid=menu-toggle]');
    await toggle.focus();
    await page.keyboard.press('Enter');
    await page.focus('[data-nav=history]');
    await page.keyboard.press('Enter');
    await page.waitForSelector('[data-nav=history][aria-current=page]', { state: 'attached' });
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid')))
      .toBe('menu-toggle');
    await expect(toggle.getAttribute('aria-expanded')).resolves.toBe('false');
    // Past the menu's last field the focus went on under it, the menu still open over the page.
    await page.keyboard.press('Enter');
    await page.locator('#app-menu select').last().focus();
    await page.keyboard.press('Tab');
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('false');
    await expect(
      page.evaluate(
        () => !!document.activeElement?.closest('#app-menu') || document.activeElement === document.body,
      ),
    ).resolves.toBe(false);
    await page.close();
  });
});
