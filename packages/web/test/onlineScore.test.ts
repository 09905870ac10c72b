/**
 * The score sheet at an online table in a real browser, now that the match log comes in `log`
 * frames and the `table` frames carry none (protocol version 3, docs/decisions/0008): after each
 * deal the sheet is the server's match, row by row (as when the page was sent the whole match),
 * a reload shows the very same sheet, and a new match starts a sheet of its own.
 */
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { ready } from './drive';
import { onlineTests, openTable } from './onlinePeople';
import { expectedRows, serverMatch, settle, shownRows } from './onlineSheet';

const online = onlineTests();

const sheetHtml = (page: Page) => page.locator('[data-testid=scoreboard]').innerHTML();

describe('the score sheet at an online table', () => {
  test('is the server’s match after every deal, the same after a reload, and starts again with a new match', async () => {
    const host = await online.someone('en');
    const page = host.page;
    const link = await openTable(page, online.server.url, 'illustrated', undefined, { alone: true });
    const id = link.split('/').at(-1) ?? '';
    const tables: string[] = [];
    page.on('websocket', (ws) =>
      ws.on('framereceived', (f) => {
        const text = typeof f.payload === 'string' ? f.payload : f.payload.toString('utf8');
        if (text.startsWith('{"t":"table"')) tables.push(text);
      }),
    );
    const matches = new Set<number>();
    for (let deal = 1; deal <= 12 && (matches.size < 2 || deal <= 3); deal++) {
      // From the second deal on the last one's settlement shows until the next is dealt.
      await ready(page);
      await settle(page);
      const { match, n } = await serverMatch(online.server, id);
      matches.add(n);
      await page.waitForSelector('[data-testid=scoreboard]');
      expect(await shownRows(page)).toEqual(expectedRows(match));
      if (deal === 2) {
        const before = await sheetHtml(page);
        await page.reload();
        await page.waitForSelector('[data-testid=scoreboard]');
        expect(await sheetHtml(page)).toBe(before);
      }
    }
    // An Illustrated series (to 100) ends within a few deals: the sheet of the next was checked too.
    expect(matches.size).toBeGreaterThan(1);
    expect(tables.length).toBeGreaterThan(0);
    for (const t of tables) expect(t).not.toContain('"log"');
    expect(host.errors).toEqual([]);
    await host.close();
  }, 300_000);
});
