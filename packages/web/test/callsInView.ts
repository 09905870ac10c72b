/**
 * Whether the player of a narrow phone held sideways can read the status bar and tap every call
 * (`sidewaysCalls.test.ts`, `sidewaysManyCalls.test.ts`).
 */
import type { Page } from 'playwright-core';

/**
 * What keeps the player from reading the status bar or tapping a call, as the page stands scrolled
 * to its top: the status bar and the calls each within the screen, the calls' box clear of the
 * status bar's, each call uncovered at its middle. Empty when all is well.
 */
export function callsAndStatus(page: Page): Promise<string[]> {
  return page.evaluate(() => {
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
    if (
      bar.top < status.bottom &&
      bar.bottom > status.top &&
      bar.left < status.right &&
      bar.right > status.left
    )
      problems.push(`the calls at ${where(bar)} over the status bar at ${where(status)}`);
    for (const el of document.querySelectorAll<HTMLElement>('.action-bar .call')) {
      const r = el.getBoundingClientRect();
      inView(`call ${el.textContent}`, r);
      const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
      if (!hit || !el.contains(hit)) problems.push(`call ${el.textContent} is covered`);
    }
    return problems;
  });
}
