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
 *
 * On the desktop (1280×800, 1024×768) the status bar also shows all it says (`statusShown`): at a
 * recontra's turn (six or seven announcements, the contras on them) its two fixed lines held the
 * contras on a third, scrolled out of sight; it now grows over the felt's empty top, clear of the
 * seats, the middle of the table and the hand, which stay where they lie with the bar at two lines.
 */
import type { Page } from 'playwright-core';
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

const DESKTOPS = [
  { width: 1280, height: 800 },
  { width: 1024, height: 768 },
] as const;

/** What the calls leave clear under the felt: its middle, every seat (the player's own too), the hand's cards. */
const CLEAR = ['.table .center', '.seat', '.hand-card'] as const;

/**
 * What keeps the desktop's status bar from showing all it says, as the page stands scrolled to its
 * top: the bar scrolling inside (more than it shows), an item not wholly inside the bar, the bar
 * over a seat, the middle of the table (the talon, the cards laid away, the trick) or the hand's
 * cards, and the felt, the calls or the hand lying elsewhere than with the bar at its fewest lines
 * (the lists taken out for the measure), so that the bar's lines never move them between turns.
 * Empty when all is well.
 */
function statusShown(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    window.scrollTo(0, 0);
    const problems: string[] = [];
    const bar = document.querySelector<HTMLElement>('.status-bar');
    if (!bar) return ['no status bar'];
    const b = bar.getBoundingClientRect();
    const span = (r: DOMRect): string => `${Math.round(r.top)}–${Math.round(r.bottom)}`;
    if (bar.scrollHeight - bar.clientHeight > 1)
      problems.push(`the bar holds ${bar.scrollHeight} px and shows ${bar.clientHeight}, scrolling`);
    for (const item of bar.querySelectorAll<HTMLElement>('.status-item')) {
      const r = item.getBoundingClientRect();
      if (r.height === 0) continue;
      if (
        r.top < b.top - 0.5 ||
        r.bottom > b.bottom + 0.5 ||
        r.left < b.left - 0.5 ||
        r.right > b.right + 0.5
      )
        problems.push(`"${item.textContent}" at ${span(r)} outside the bar at ${span(b)}`);
      if (item.scrollWidth - item.clientWidth > 1) problems.push(`"${item.textContent}" cut at its end`);
    }
    for (const sel of ['.seat', '.table .center > *', '.trick-card', '.hand-card'])
      for (const el of document.querySelectorAll(sel)) {
        const r = el.getBoundingClientRect();
        if (r.width > 0 && r.top < b.bottom && r.bottom > b.top && r.left < b.right && r.right > b.left)
          problems.push(`the bar at ${span(b)} over ${sel} at ${span(r)}`);
      }
    const below = (): string =>
      ['.table', '.turn-strip', '.hand']
        .map(
          (sel) =>
            `${sel} ${Math.round(document.querySelector(sel)?.getBoundingClientRect().top ?? Number.NaN)}`,
        )
        .join(', ');
    // Two frames for the page to settle (the bar's growth is measured between layout and paint):
    // before the first reading too, as a size just set may not have been measured yet (a busy CI
    // run read the table 5 px higher with the bar's lines than without them, once in many runs).
    const settled = (): Promise<unknown> =>
      new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    await settled();
    const now = below();
    // Through the elements' own style (the page's policy refuses a <style> element added).
    const lists = [...document.querySelectorAll<HTMLElement>('.status-bar .status-list')];
    for (const l of lists) l.style.setProperty('display', 'none', 'important');
    await settled();
    const least = below();
    for (const l of lists) l.style.removeProperty('display');
    await settled();
    if (now !== least) problems.push(`${now} with the bar's lines, ${least} with the fewest`);
    return problems;
  });
}

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
      const problems: Record<string, string[]> = {};
      for (const size of DESKTOPS) {
        await page.setViewportSize(size);
        await handAtRest(page);
        const here = [...(await callsAndStatus(page, CLEAR)), ...(await statusShown(page))];
        if (here.length > 0) problems[`${size.width}×${size.height}`] = here;
      }
      expect(problems).toEqual({});
      expect(desktop.errors).toEqual([]);
      await page.close();
    }, 60_000);
  }
});
