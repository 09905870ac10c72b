/**
 * The most calls an Illustrated turn offers, with their longest words (`manyCallTurns.ts`), on an
 * upright phone (360×640, 360×740, 375×667, 390×844, 412×915) and a desktop (1280×800), at the
 * table against the computer players. There the calls lie from their strip above the hand up over
 * the log, under the felt: with the page at its top the calls and the status bar both in view,
 * every call uncovered, the calls' box clear of the status bar (the contract, its target and who is
 * to act; on a phone it stays at the screen's top while the page scrolls), of the middle of the
 * table (the talon, the cards laid away, the trick), of every seat, the player's own at the felt's
 * foot too, and of the hand's cards (`callsAndStatus`). On an upright phone the calls said their
 * whole words and took a row each: the ten answers took 52–515 px, over the felt and the status bar
 * (the contra on the game under it, not to be tapped), and every turn here lay over the middle of
 * the table. Before crowded calls (`table/crowded.ts`) the ten answers' four rows lay over the
 * player's own seat on a 360 or 375 px phone (350–515 px, the seat at 336–377) and on the desktop
 * (343–518, the seat at 334–375), and so did the recontras' upright at 360 and 375 px (Mayr &
 * Sedlaczek's at 390 too); no other seat was covered.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { CLOSE_TIMEOUT_MS, type Harness, openHarness } from './browser';
import { callsAndStatus } from './callsInView';
import { handAtRest } from './drive';
import { TURNS, pageAt } from './manyCallTurns';

const UPRIGHT = [
  { width: 360, height: 640 },
  { width: 360, height: 740 },
  { width: 375, height: 667 },
  { width: 390, height: 844 },
  { width: 412, height: 915 },
] as const;

const DESKTOP = { width: 1280, height: 800 } as const;

/** What the calls leave clear under the felt: its middle, every seat (the player's own too), the hand's cards. */
const CLEAR = ['.table .center', '.seat', '.hand-card'] as const;

let phone: Harness;
let desktop: Harness;

beforeAll(async () => {
  [phone, desktop] = await Promise.all([openHarness({}, { phone: true }), openHarness()]);
}, 120_000);

afterAll(async () => {
  await Promise.all([phone?.close(), desktop?.close()]);
}, CLOSE_TIMEOUT_MS);

describe('an upright phone and a desktop: the most calls of a turn over the log, each in view', () => {
  for (const t of TURNS) {
    test(`${t.what} (${t.lang}): ${t.calls} calls, upright`, async () => {
      const page = await pageAt(phone, t);
      // Every size looked at before the verdict, so that a failure names each size it fails at.
      const problems: Record<string, string[]> = {};
      for (const size of UPRIGHT) {
        await page.setViewportSize(size);
        await handAtRest(page);
        const here = await callsAndStatus(page, CLEAR);
        if (here.length > 0) problems[`${size.width}×${size.height}`] = here;
      }
      expect(problems).toEqual({});
      expect(phone.errors).toEqual([]);
      await page.close();
    }, 60_000);
    test(`${t.what} (${t.lang}): ${t.calls} calls, desktop`, async () => {
      const page = await pageAt(desktop, t);
      await page.setViewportSize(DESKTOP);
      await handAtRest(page);
      expect(await callsAndStatus(page, CLEAR), '1280×800').toEqual([]);
      // The status bar's two lines hold every announcement (each with its announcer's name, a
      // declarer's six took a third line, cut off); with the contras on them as well it may scroll.
      if (t.turn !== 'recontra')
        expect(
          await page.evaluate(() => {
            const bar = document.querySelector('.status-bar');
            return bar ? bar.scrollHeight - bar.clientHeight : Number.NaN;
          }),
          'what the status bar holds beyond its height, px',
        ).toBeLessThanOrEqual(1);
      expect(desktop.errors).toEqual([]);
      await page.close();
    }, 60_000);
  }
});
