/**
 * The table against the computer after a deal on a phone (390×844, 360×740 upright, 667×375
 * sideways): the settlement lies in the hand's place, the table's buttons (Hint, Take back,
 * Download, Leave) below the scoreboard, and Next deal at the screen's foot wherever the page
 * stands scrolled, over none of the page's last lines; a phone narrow and held sideways (568×320)
 * keeps the sideways table. The online table's Ready for the next deal
 * is looked at in onlinePhone.test.ts.
 */
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { awaitTurn, handAtRest, playDeal, startMatch } from './drive';
import { onlineTests } from './onlinePeople';
import { everywhereOutOfReach, settlementBelowHand } from './phoneReach';

const online = onlineTests();

/** Next deal, the settlement's actions it stands in, and the table's buttons. */
const OFFLINE = { button: '[data-testid=next-deal]', bar: '.result-actions', tools: '.table-tools' };

/** The status bar's items that show only in part, cut at the foot of the items' box (none when whole or scrolled below). */
const cutStatusLines = (page: Page): Promise<string[]> =>
  page.evaluate(() => {
    const box = document.querySelector('.status-items')?.getBoundingClientRect();
    if (!box) return ['no status items'];
    return [...document.querySelectorAll('.status-items .status-item')].flatMap((el) => {
      const r = el.getBoundingClientRect();
      return r.top < box.bottom - 1 && r.bottom > box.bottom + 1
        ? [
            `${el.textContent}: ${Math.round(r.top - box.top)}–${Math.round(r.bottom - box.top)} of ${Math.round(box.height)}`,
          ]
        : [];
    });
  });

describe('after a deal on a phone, against the computer', () => {
  test('the settlement in the hand’s place, the table’s buttons below the scoreboard, Next deal always at the screen’s foot', async () => {
    const person = await online.someone('de', true);
    const page = person.page;
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${online.server.url}/?seed=settled`);
    await startMatch(page, 'bavarian', 'haferltarock');
    expect(await awaitTurn(page), 'a turn before any settlement').toBe(false);
    await handAtRest(page);
    const hand = await page.evaluate(() => document.querySelector('.hand')?.getBoundingClientRect().top ?? 0);
    await playDeal(page);
    // The settlement brought into view: it starts just under the status bar, its lines filling the
    // screen down to Next deal's bar at the foot (only its first two lines showed above that bar).
    await expect
      .poll(() =>
        page.evaluate(() => {
          const box = document.querySelector('[data-testid=settlement]')?.getBoundingClientRect();
          const status = document.querySelector('.status-bar')?.getBoundingClientRect();
          const bar = document.querySelector('.result-actions')?.getBoundingClientRect();
          if (!box || !status || !bar) return 'missing';
          const shown = Math.min(box.bottom, bar.top) - box.top;
          return box.top >= status.bottom - 0.5 &&
            box.top <= status.bottom + 80 &&
            shown >= Math.min(box.height, bar.top - status.bottom - 80)
            ? 'in view'
            : `${Math.round(box.top)}–${Math.round(box.bottom)} under ${Math.round(status.bottom)}, over ${Math.round(bar.top)}`;
        }),
      )
      .toBe('in view');
    // One Download the record, in the settlement's actions (the table's buttons had another).
    await expect(page.getByRole('button', { name: 'Spielprotokoll herunterladen' }).count()).resolves.toBe(1);
    await expect(page.locator('.result-actions [data-testid=download]').count()).resolves.toBe(1);
    await page.evaluate(() => window.scrollTo(0, 0));
    // In the hand's place: within the hand's top padding, where its raised cards began (1.3rem).
    expect(await settlementBelowHand(page, hand), 'the settlement below the hand’s top').toBeLessThanOrEqual(
      21,
    );
    expect(await everywhereOutOfReach(page, OFFLINE)).toEqual([]);
    // The status bar shows its items' lines whole: with no one to act its turn line is empty, and the
    // items' box took its room, showing a third line cut across (the contras' descenders lost).
    expect(await cutStatusLines(page)).toEqual([]);
    // A phone both narrow and held sideways keeps the sideways table: the status bar beside the felt.
    await page.setViewportSize({ width: 568, height: 320 });
    await page.waitForFunction(() => window.innerWidth === 568);
    const beside = await page.evaluate(() => {
      const felt = document.querySelector('.table')?.getBoundingClientRect();
      const bar = document.querySelector('.status-bar')?.getBoundingClientRect();
      return felt && bar ? bar.left - felt.right : Number.NaN;
    });
    expect(beside, 'the status bar’s left less the felt’s right at 568×320').toBeGreaterThanOrEqual(0);
    expect(person.errors).toEqual([]);
    await person.close();
  }, 180_000);
});
