/**
 * The score sheet at an online table in a real browser, now that the match log comes in `log`
 * frames and the `table` frames carry none (protocol version 3, docs/decisions/0008): after each
 * deal the sheet is the server's match, row by row (as when the page was sent the whole match),
 * a reload shows the very same sheet, and a new match starts a sheet of its own.
 */
import { type MatchState, loadGame, unitOf } from '@tarock/engine';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { Table } from '../../server/src/table/table';
import { formatAmount } from '../src/result/format';
import { matchStart, scoreRows } from '../src/result/scoreRows';
import { awaitTurn, ready, takeTurn } from './drive';
import { onlineTests, openTable } from './onlinePeople';

const online = onlineTests();

/** The server's match at the table, and the match's number there. */
async function serverMatch(id: string): Promise<{ match: MatchState; n: number }> {
  const live = await online.server.registry.get(id);
  if (!(live instanceof Table) || !live.model.match) throw new Error(`table ${id} has no match`);
  return { match: live.model.match, n: live.model.matchNo };
}

/** Plays the page's turns until the deal's settlement shows. */
async function settle(page: Page): Promise<void> {
  for (let guard = 0; guard < 200; guard++) {
    if (await awaitTurn(page)) return;
    await takeTurn(page);
  }
  throw new Error('the deal did not end within 200 turns');
}

/** Each row's seat cells as the page shows them (text: the unit may be hidden on a phone). */
const shownRows = (page: Page): Promise<string[][]> =>
  page.$$eval('[data-testid=scoreboard] tbody tr', (rows) =>
    rows.map((r) => [...r.querySelectorAll('td:not([data-pot])')].map((td) => td.textContent ?? '')),
  );

/** The same cells for the server's match, as the sheet writes them. */
function expectedRows(match: MatchState): string[][] {
  const g = loadGame(match.game);
  if (!g.ok) throw new Error(g.error);
  const unit = unitOf(g.value.rules);
  return scoreRows(match, matchStart(g.value)).map((r) =>
    Array.from({ length: match.seats }, (_, s) => {
      const total = formatAmount(r.totals[s] ?? 0, unit, 'en');
      return r.kind === 'bank' ? total : `${total} (${formatAmount(r.changes[s] ?? 0, unit, 'en', true)})`;
    }),
  );
}

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
      const { match, n } = await serverMatch(id);
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
