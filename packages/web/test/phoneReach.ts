/**
 * After a deal on a phone: whether the button that starts the next deal (online Ready for the next
 * deal, offline Next deal) is in reach wherever the page stands scrolled, and the table's buttons
 * lie below the scoreboard. For onlinePhone.test.ts and settledPhone.test.ts.
 */
import type { Page } from 'playwright-core';

export interface Reach {
  /** The button that starts the next deal. */
  readonly button: string;
  /** The box of what pins it to the screen's foot (none on a layout without one). */
  readonly bar: string;
  /** The table's buttons, which come below the scoreboard. */
  readonly tools: string;
}

const SCROLLS = ['top', 'middle', 'end'] as const;

/** The phones looked at: two held upright, one sideways. */
const PHONES = [
  { width: 390, height: 844 },
  { width: 360, height: 740 },
  { width: 667, height: 375 },
] as const;

/**
 * What keeps the next deal's button out of reach with the page scrolled to its `scroll`: the button
 * off the screen or covered, the table's buttons above the scoreboard's foot or, at the page's end,
 * under the bar. Empty when all is well.
 */
function outOfReach(page: Page, scroll: (typeof SCROLLS)[number], reach: Reach): Promise<string[]> {
  return page.evaluate(
    ([to, r]) => {
      const end = document.documentElement.scrollHeight - window.innerHeight;
      window.scrollTo(0, to === 'top' ? 0 : to === 'middle' ? end / 2 : end);
      const box = (sel: string): DOMRect | null =>
        document.querySelector(sel)?.getBoundingClientRect() ?? null;
      const button = box(r.button);
      const bar = box(r.bar);
      const scoreboard = box('.scoreboard');
      const tools = box(r.tools);
      if (!button || !scoreboard || !tools) return [`no ${r.button}, scoreboard or ${r.tools}`];
      const problems: string[] = [];
      if (button.top < 0 || button.bottom > window.innerHeight)
        problems.push(
          `${r.button} at ${Math.round(button.top)}–${Math.round(button.bottom)} of ${window.innerHeight}`,
        );
      else {
        const hit = document.elementFromPoint(button.left + button.width / 2, button.top + button.height / 2);
        if (!hit?.closest(r.button)) problems.push(`${r.button} is covered`);
      }
      if (tools.top < scoreboard.bottom) problems.push(`${r.tools} above the scoreboard's foot`);
      if (to === 'end' && bar && tools.bottom > bar.top && tools.top < bar.bottom)
        problems.push(`${r.tools} under ${r.bar} at the page's end`);
      return problems;
    },
    [scroll, reach] as const,
  );
}

/** The settlement's top less the hand's, as the page stands (the hand's top given). */
export function settlementBelowHand(page: Page, handTop: number): Promise<number> {
  return page.evaluate(
    (hand) =>
      (document.querySelector('[data-testid=settlement]')?.getBoundingClientRect().top ?? Number.NaN) - hand,
    handTop,
  );
}

/**
 * `outOfReach` on each of `PHONES` with the page at its top, middle and end, each problem with the
 * size and the scroll it was seen at; the window is left at the last size. Empty when all is well.
 */
export async function everywhereOutOfReach(page: Page, reach: Reach): Promise<string[]> {
  const problems: string[] = [];
  for (const size of PHONES) {
    await page.setViewportSize(size);
    await page.waitForFunction((w) => window.innerWidth === w, size.width);
    for (const scroll of SCROLLS)
      for (const p of await outOfReach(page, scroll, reach))
        problems.push(`${p} (the page at its ${scroll}, ${size.width}×${size.height})`);
  }
  return problems;
}
