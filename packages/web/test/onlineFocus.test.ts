/**
 * The focus at an online table, by keys: each control pressed there left the page and the focus
 * fell back to the body ("Open the table", "Take seat", Ready, the last card of a deal). The next
 * control takes it instead, as at the offline table (`focusOn.ts`); and "Give up the seat" asks
 * with the focus on "No, stay", giving it back on No.
 */
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { awaitTurn, takeTurn } from './drive';
import { onlineTests, openTable } from './onlinePeople';

const online = onlineTests();

const focused = (page: Page): Promise<string> =>
  page.evaluate(() => {
    const a = document.activeElement;
    return a?.getAttribute('data-testid') ?? a?.className ?? a?.tagName ?? 'none';
  });

/** Plays the page's turns until its settlement shows. */
async function playUntilSettled(page: Page): Promise<void> {
  for (let guard = 0; guard < 200; guard++) {
    if (await awaitTurn(page)) return;
    await takeTurn(page);
  }
  throw new Error('the deal did not end within 200 turns of one player');
}

describe('the focus at an online table', () => {
  test('goes on from Open the table, Take seat, Ready and the last card; Give up the seat asks on No', async () => {
    const host = await online.someone('en');
    const guest = await online.someone('de');
    const link = await openTable(host.page, online.server.url, 'illustrated');
    // The table opened: the host's focus on the link to send (it fell to the body).
    await expect.poll(() => focused(host.page)).toBe('invite-link');

    // The friend takes the seat by keys: Enter in the name field; Ready takes the focus.
    await guest.page.goto(link);
    await guest.page.fill('[data-testid=join-name-1]', 'Gustl');
    await guest.page.press('[data-testid=join-name-1]', 'Enter');
    await guest.page.waitForSelector('.online[data-seat="1"]', { timeout: 15_000 });
    await expect.poll(() => focused(guest.page)).toBe('ready');
    // Ready pressed: the wait for the others has the focus, and hands it on into the deal.
    await guest.page.keyboard.press('Enter');
    await expect.poll(() => focused(guest.page)).toBe('waiting-others');

    // "Give up the seat" asks: the question is read with "No, stay", which has the focus.
    await host.page.focus('[data-testid=leave-seat]');
    await host.page.keyboard.press('Enter');
    await expect.poll(() => focused(host.page)).toBe('leave-seat-no');
    const asked = host.page.getByRole('alertdialog', { name: 'Give up the seat' });
    await expect(asked.getAttribute('aria-describedby')).resolves.toBe('leave-seat-question');
    await expect(host.page.textContent('#leave-seat-question')).resolves.toContain('for good?');
    await host.page.keyboard.press('Enter');
    await expect.poll(() => focused(host.page)).toBe('leave-seat');
    await expect(host.page.locator('.online').getAttribute('data-seat')).resolves.toBe('0');

    await host.page.click('[data-testid=ready]');
    // The friend's first turn: the focus came on from the wait to a call or a card.
    const guestPlays = async (): Promise<void> => {
      expect(await awaitTurn(guest.page)).toBe(false);
      await expect
        .poll(() =>
          guest.page.evaluate(() => !!document.activeElement?.matches('.action-bar .call, .hand-card')),
        )
        .toBe(true);
      await playUntilSettled(guest.page);
    };
    await Promise.all([playUntilSettled(host.page), guestPlays()]);
    // The deal is over: Ready for the next deal has the focus on both pages.
    await expect.poll(() => focused(host.page)).toBe('ready');
    await expect.poll(() => focused(guest.page)).toBe('ready');
    for (const p of online.people) expect(p.errors).toEqual([]);
  }, 240_000);
});
