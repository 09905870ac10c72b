/**
 * A phone held sideways and narrow (667×375, 740×360: at most 760 px wide) at an online table: at
 * every turn of the player's that offers calls — the auction's bids, the Bavarian declarer's four
 * trumps, the Illustrated announcements — the calls and the status bar above them are both in
 * view, neither over the other, and every call can be tapped. The four trumps lay one under the
 * other from the strip's foot up over the status bar (four rows in a column 260 px wide). A sweep
 * of random deals: the turns with the most calls, which it met only now and then, are looked at
 * every run in `sidewaysManyCalls.test.ts`.
 */
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { callsAndStatus } from './callsInView';
import { awaitTurn, handAtRest, ready, takeTurn } from './drive';
import { onlineTests, openTable } from './onlinePeople';

const online = onlineTests();

const NARROW = [
  { width: 667, height: 375 },
  { width: 740, height: 360 },
] as const;

const calls = (page: Page, action: string): Promise<number> =>
  page.locator(`.action-bar .call[data-action=${action}]`).count();

/**
 * Plays the table's deals at 667×375, looking at every turn with calls, until a turn offers at
 * least `least` calls of the kind `action`; there looks in every narrow size too.
 */
async function untilCalls(page: Page, action: string, least: number): Promise<void> {
  for (let guard = 0; guard < 600; guard++) {
    if (await awaitTurn(page)) {
      await ready(page);
      continue;
    }
    if ((await page.locator('.action-bar .call').count()) > 0) {
      await handAtRest(page);
      const at = `${await page.getAttribute('.table-screen', 'data-phase')} at 667×375`;
      expect(await callsAndStatus(page), at).toEqual([]);
      if ((await calls(page, action)) >= least) {
        for (const size of NARROW) {
          await page.setViewportSize(size);
          await handAtRest(page);
          expect(await callsAndStatus(page), `${action} at ${size.width}×${size.height}`).toEqual([]);
        }
        return;
      }
    }
    await takeTurn(page);
  }
  throw new Error(`no turn with ${least} calls of ${action}`);
}

describe('a narrow phone held sideways: the calls beside the status bar, not over it', () => {
  for (const { family, preset, action, least } of [
    { family: 'bavarian', preset: 'haferltarock', action: 'trump', least: 4 },
    { family: 'illustrated', preset: 'illustrated-mayr-sedlaczek-2016', action: 'announce', least: 4 },
  ] as const)
    test(`${preset}: every turn's calls and the status bar in view, apart, until ${least} calls of ${action}`, async () => {
      const person = await online.someone('de', true);
      const page = person.page;
      await page.setViewportSize(NARROW[0]);
      await openTable(page, online.server.url, family, undefined, { preset, alone: true });
      await page.click('[data-testid=ready]');
      await untilCalls(page, action, least);
      expect(person.errors).toEqual([]);
      await person.close();
    }, 240_000);
});
