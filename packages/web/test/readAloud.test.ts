/**
 * What a screen reader is told at the table (an accessibility audit): each seat a group named for
 * its player, its last call said as such, each card of the trick with who played it, "Du bist
 * dran" in the log, the hint's first sentence in a region there all along, a card taken back.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { CLOSE_TIMEOUT_MS, type Harness, openHarness } from './browser';
import { awaitTurn, startMatch, takeTurn } from './drive';

let h: Harness;

beforeAll(async () => {
  h = await openHarness();
}, 120_000);

afterAll(async () => {
  await h?.close();
}, CLOSE_TIMEOUT_MS);

describe('read aloud at the table', () => {
  test('seats, calls, the trick’s cards, the turn, the hint and a card taken back', async () => {
    const page = await h.newPage();
    await startMatch(page, 'illustrated', 'illustrated-mayr-sedlaczek-2016');
    const names = await page.locator('.seat .seat-name-text').allTextContents();
    expect(names.length).toBe(3);
    // Each seat a group named for its player.
    for (const name of names)
      await expect(page.getByRole('group', { name, exact: true }).count()).resolves.toBe(1);
    // Until the human is to play a card after another seat's.
    let bubbles = 0;
    for (let i = 0; i < 200; i++) {
      if (await awaitTurn(page)) throw new Error('the deal ended before the human played a card');
      // A seat's call bubble is said as its last call.
      if ((await page.locator('.bubble').count()) > 0) {
        await expect(page.locator('.bubble .visually-hidden').first().textContent()).resolves.toBe(
          'zuletzt: ',
        );
        bubbles++;
      }
      // The turn is said in the log (the table only shows it).
      await expect
        .poll(() => page.locator('[data-testid=live-log] .log-note').allTextContents())
        .toContain('Du bist dran');
      const phase = await page.getAttribute('.table-screen', 'data-phase');
      if (phase === 'play' && (await page.locator('.trick .trick-card').count()) > 0) break;
      await takeTurn(page);
    }
    expect(bubbles).toBeGreaterThan(0);
    // Each card of the trick with who played it: "Bert: Herz-König".
    const played = await page
      .locator('.trick .trick-card')
      .evaluateAll((els) =>
        els.map((e) => [
          e.getAttribute('data-seat'),
          e.querySelector('[role=img]')?.getAttribute('aria-label'),
        ]),
      );
    expect(played.length).toBeGreaterThan(0);
    for (const [seat, label] of played) expect(label).toMatch(new RegExp(`^${names[Number(seat)]}: \\S`));

    // The hint's first sentence, in a region there before it came.
    const said = page.locator('[data-testid=hint-said]');
    await expect(said.getAttribute('role')).resolves.toBe('status');
    await expect(said.textContent()).resolves.toBe('');
    await page.selectOption('#set-speed', 'slow');
    await page.keyboard.press('h');
    await expect.poll(() => said.textContent()).toMatch(/^Der starke Computerspieler würde wählen: \S/);

    // A card played and taken back: the log says so.
    const cards = await page.locator('.hand-card').count();
    await page
      .locator('.hand-card.legal')
      .first()
      .click({ position: { x: 5, y: 30 } });
    await page.waitForFunction((n) => document.querySelectorAll('.hand-card').length === n - 1, cards);
    await page.click('[data-testid=undo]');
    await page.waitForFunction((n) => document.querySelectorAll('.hand-card').length === n, cards);
    await expect
      .poll(() => page.locator('[data-testid=live-log] .log-line').allTextContents())
      .toContain('Karte zurückgenommen');
    await page.selectOption('#set-speed', 'instant');
    expect(h.errors).toEqual([]);
    await page.close();
  });
});
