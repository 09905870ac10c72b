/**
 * The score sheet at an online table as the page shows it and as the server's match writes it, for
 * the browser tests that compare them (`onlineScore.test.ts`, `logKept.test.ts`).
 */
import { type MatchState, loadGame, unitOf } from '@tarock/engine';
import type { RunningServer } from '@tarock/server';
import type { Page } from 'playwright-core';
import { Table } from '../../server/src/table/table';
import { formatAmount } from '../src/result/format';
import { matchStart, scoreRows } from '../src/result/scoreRows';
import { awaitTurn, takeTurn } from './drive';

/** The server's match at the table, and the match's number there. */
export async function serverMatch(
  server: RunningServer,
  id: string,
): Promise<{ match: MatchState; n: number }> {
  const live = await server.registry.get(id);
  if (!(live instanceof Table) || !live.model.match) throw new Error(`table ${id} has no match`);
  return { match: live.model.match, n: live.model.matchNo };
}

/** Plays the page's turns until the deal's settlement shows. */
export async function settle(page: Page): Promise<void> {
  for (let guard = 0; guard < 200; guard++) {
    if (await awaitTurn(page)) return;
    await takeTurn(page);
  }
  throw new Error('the deal did not end within 200 turns');
}

/** Each row's seat cells as the page shows them (text: the unit may be hidden on a phone). */
export const shownRows = (page: Page): Promise<string[][]> =>
  page.$$eval('[data-testid=scoreboard] tbody tr', (rows) =>
    rows.map((r) => [...r.querySelectorAll('td:not([data-pot])')].map((td) => td.textContent ?? '')),
  );

/** The same cells for the server's match, as the sheet writes them. */
export function expectedRows(match: MatchState): string[][] {
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
