/**
 * Whether the player can read the status bar and tap every call, and see what the calls must leave
 * clear on that screen (`sidewaysCalls.test.ts`, `sidewaysManyCalls.test.ts`,
 * `uprightManyCalls.test.ts`).
 */
import type { Page } from 'playwright-core';

/**
 * What keeps the player from reading the status bar or tapping a call, as the page stands scrolled
 * to its top: the status bar and the calls each within the screen, the calls' box clear of the
 * status bar's and of every element `clear` selects (the felt, the middle of the table, the hand's
 * cards: what must stay in view differs by screen), each call uncovered at its middle. Empty when
 * all is well.
 */
export function callsAndStatus(page: Page, clear: readonly string[] = []): Promise<string[]> {
  return page.evaluate((clear) => {
    window.scrollTo(0, 0);
    const problems: string[] = [];
    const where = (r: DOMRect): string =>
      `${Math.round(r.left)}–${Math.round(r.right)} × ${Math.round(r.top)}–${Math.round(r.bottom)}`;
    const inView = (what: string, r: DOMRect): void => {
      if (r.top < 0 || r.left < 0 || r.bottom > window.innerHeight || r.right > window.innerWidth)
        problems.push(`${what} at ${where(r)} of ${window.innerWidth}×${window.innerHeight}`);
    };
    const status = document.querySelector('.status-bar')?.getBoundingClientRect();
    const bar = document.querySelector('.action-bar')?.getBoundingClientRect();
    if (!status || !bar) return ['no status bar or no calls'];
    inView('the status bar', status);
    const over = (what: string, r: DOMRect): void => {
      if (r.width > 0 && bar.top < r.bottom && bar.bottom > r.top && bar.left < r.right && bar.right > r.left)
        problems.push(`the calls at ${where(bar)} over ${what} at ${where(r)}`);
    };
    over('the status bar', status);
    for (const sel of clear)
      for (const el of document.querySelectorAll(sel)) over(sel, el.getBoundingClientRect());
    for (const el of document.querySelectorAll<HTMLElement>('.action-bar .call')) {
      const r = el.getBoundingClientRect();
      inView(`call ${el.textContent}`, r);
      const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
      if (!hit || !el.contains(hit)) problems.push(`call ${el.textContent} is covered`);
    }
    return problems;
  }, clear);
}
