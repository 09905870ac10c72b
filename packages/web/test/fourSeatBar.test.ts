/**
 * The status bar at a four-seat table on a desktop (1280×800, 1024×768), at the turn whose contras
 * are the longest (Haferltarock with Kontra up to Hirsch: Kontra, Re, Supp and Resupp said, the
 * player to say Hirsch), the seats named with the longest names. A seat at the felt's top leaves the
 * bar no empty top to grow over, so it keeps its two lines and the contras' second line scrolls
 * inside it. There the desktop showed a scroll bar and no mark; now the ▾ a phone shows says that
 * more lies below until the bar is scrolled to its end (`StatusBar`'s `useMoreBelow`, app.css's
 * `.status-more`), and the bar, its mark and its lines lie over no seat, no card of the middle of
 * the table, no call and no card of the hand, which lie where they lie with the bar at its fewest
 * lines.
 */
import type { Action, State } from '@tarock/engine';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { CLOSE_TIMEOUT_MS, type Harness, openHarness } from './browser';
import { callsAndStatus } from './callsInView';
import { handAtRest } from './drive';
import { continueKept, dealTo, keptEntry, setLanguage } from './keptTurn';

const GAME = 'haferltarock(seats=4,kontra=true,kontraMaxLevel=hirsch)';

/** Seat 3 deals and sits out; seat 1 plays, seats 0 and 2 defend. */
const DEAL = {
  hands: [
    'G7 G10 SO SK S6 EA HA S9 E7 GA HK',
    'GK E6 H8 H7 S10 S7 G9 HO EU SU S8',
    'HU H10 E8 G8 EK E10 GU EO H6 SA GO',
    '',
  ],
  talon: 'H9 G6 E9',
};

/** The longest names a seat may have (`NAME_MAX`, 20), that make every contra long. */
const NAMES = ['Anna-Katharina-Luise', 'Friederike-Charlotte', 'Maximiliane-Theres', 'Bartholomäus-Georg'];

const DESKTOPS = [
  { width: 1280, height: 800 },
  { width: 1024, height: 768 },
] as const;

/**
 * Seat 1 bids, the others pass; seat 0 says Kontra and Supp, seat 1 Re and Resupp, seat 2 lets
 * them pass: seat 0's turn to say Hirsch, four contras in the bar.
 */
function hirschTurn(): ReturnType<typeof dealTo> {
  const choose = (s: State, legal: readonly Action[]): Action | undefined => {
    const find = (type: string): Action | undefined => legal.find((a) => a.type === type);
    if (s.phase === 'auction') return s.toAct === 1 ? (find('bid') ?? find('hold')) : find('pass');
    if (s.phase === 'announce') return s.toAct === 2 ? find('ready') : (find('contra') ?? find('ready'));
    return undefined;
  };
  const stop = (s: State): boolean => s.toAct === 0 && s.phase === 'announce' && s.doublings.length === 4;
  return dealTo(GAME, DEAL, { choose, stop, dealer: 3 });
}

/**
 * The bar as it stands: whether it holds more than it shows below (scrolling), whether the mark
 * shows and lies inside the bar over its visible foot, and what the bar or its mark lies over.
 */
function barNow(page: Page): Promise<{ more: boolean; marked: boolean; problems: string[] }> {
  return page.evaluate(() => {
    const bar = document.querySelector<HTMLElement>('.status-bar');
    if (!bar) return { more: false, marked: false, problems: ['no status bar'] };
    const b = bar.getBoundingClientRect();
    const span = (r: DOMRect): string => `${Math.round(r.top)}–${Math.round(r.bottom)}`;
    const problems: string[] = [];
    const mark = document.querySelector<HTMLElement>('.status-more');
    const marked = mark?.checkVisibility() ?? false;
    const m = mark?.getBoundingClientRect();
    if (marked && m && (m.top < b.top || m.bottom > b.bottom || m.left < b.left || m.right > b.right))
      problems.push(`the mark at ${span(m)} outside the bar at ${span(b)}`);
    for (const sel of ['.seat', '.table .center > *', '.hand-card', '.action-bar .call'])
      for (const el of document.querySelectorAll(sel)) {
        const r = el.getBoundingClientRect();
        if (r.width > 0 && r.top < b.bottom && r.bottom > b.top && r.left < b.right && r.right > b.left)
          problems.push(`the bar at ${span(b)} over ${sel} at ${span(r)}`);
      }
    return { more: bar.scrollHeight - bar.scrollTop - bar.clientHeight > 1, marked, problems };
  });
}

/** Where the felt, the calls and the hand lie: with the bar's lists, and with them taken out. */
function belowBar(page: Page): Promise<{ now: string; fewest: string }> {
  return page.evaluate(async () => {
    const below = (): string =>
      ['.table', '.turn-strip', '.hand']
        .map((sel) => `${sel} ${Math.round(document.querySelector(sel)?.getBoundingClientRect().top ?? -1)}`)
        .join(', ');
    const settled = (): Promise<unknown> =>
      new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    const now = below();
    // Through the elements' own style (the page's policy refuses a <style> element added).
    const lists = [...document.querySelectorAll<HTMLElement>('.status-bar .status-list')];
    for (const l of lists) l.style.setProperty('display', 'none', 'important');
    await settled();
    const least = below();
    for (const l of lists) l.style.removeProperty('display');
    await settled();
    return { now, fewest: least };
  });
}

/**
 * The page at its top and the bar scrolled to its top or its end, once its scroll has been told
 * (a scroll event comes with the next frame).
 */
function scrollBar(page: Page, to: 'top' | 'end'): Promise<unknown> {
  return page.evaluate(async (to) => {
    window.scrollTo(0, 0);
    const bar = document.querySelector('.status-bar');
    if (bar) bar.scrollTop = to === 'top' ? 0 : bar.scrollHeight;
    await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
  }, to);
}

let desktop: Harness;

beforeAll(async () => {
  desktop = await openHarness();
}, 120_000);

afterAll(async () => {
  await desktop?.close();
}, CLOSE_TIMEOUT_MS);

for (const lang of ['de', 'en'] as const)
  test(`a four-seat table on a desktop (${lang}): four contras scroll inside the two-line bar, the ▾ says so until the end`, async () => {
    const { game, state } = hirschTurn();
    expect(game.legalActions(state).map((a) => a.type)).toEqual(['contra', 'ready']);
    const page = await desktop.newPage({ width: 1280, height: 800 });
    await setLanguage(page, lang);
    await continueKept(page, keptEntry(game, state, NAMES));
    expect(await page.locator('.table-screen .seat-top').count()).toBe(1);
    // Every size looked at before the verdict, so that a failure names each size it fails at.
    const problems: Record<string, unknown> = {};
    for (const size of DESKTOPS) {
      await page.setViewportSize(size);
      await handAtRest(page);
      await scrollBar(page, 'top');
      const top = await barNow(page);
      const calls = await callsAndStatus(page, ['.seat', '.table .center', '.hand-card']);
      const below = await belowBar(page);
      // Scrolled to its end, the bar shows the rest: the mark goes.
      await scrollBar(page, 'end');
      const end = await barNow(page);
      const here = {
        top,
        end,
        calls,
        moved:
          below.now === below.fewest
            ? []
            : [`${below.now} with the bar's lines, ${below.fewest} with the fewest`],
      };
      const want = {
        top: { more: true, marked: true, problems: [] },
        end: { more: false, marked: false, problems: [] },
        calls: [],
        moved: [],
      };
      if (JSON.stringify(here) !== JSON.stringify(want)) problems[`${size.width}×${size.height}`] = here;
    }
    expect(problems).toEqual({});
    expect(desktop.errors).toEqual([]);
    await page.close();
  }, 60_000);
