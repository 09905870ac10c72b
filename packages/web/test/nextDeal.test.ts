/**
 * A seat taken during a deal, in a real browser against the real server: the page says that its
 * player plays from the next deal while the computer finishes this one, shows no hand, and the
 * seat list marks the seat; once the deal is over the seat is the player's, and the next deal
 * deals them a hand. Before, the page showed the seat's hand at once.
 */
import { describe, expect, test } from 'vitest';
import { ONLINE_STRINGS } from '../src/online/strings';
import { awaitTurn, takeTurn } from './drive';
import { type Person, onlineTests, openTable, takeSeat } from './onlinePeople';

const online = onlineTests();
const en = ONLINE_STRINGS.en;

/** Someone whose page keeps the views of every state frame it receives. */
async function recording(): Promise<Person & { readonly views: { viewer: unknown; phase: unknown }[] }> {
  const p = { ...(await online.someone('en')), views: [] as { viewer: unknown; phase: unknown }[] };
  p.page.on('websocket', (ws) =>
    ws.on('framereceived', (f) => {
      const text = typeof f.payload === 'string' ? f.payload : f.payload.toString('utf8');
      const m = JSON.parse(text) as { t?: string; view?: { viewer: unknown; phase: unknown } | null };
      if (m.t === 'state' && m.view) p.views.push({ viewer: m.view.viewer, phase: m.view.phase });
    }),
  );
  return p;
}

describe('a seat taken during a deal', () => {
  test('says the player plays from the next deal, shows no hand, and deals them in at the next deal', async () => {
    const host = await online.someone('en');
    const friend = await online.someone('en');
    const late = await recording();
    const link = await openTable(host.page, online.server.url, 'bavarian');
    await takeSeat(friend.page, link, 'Gustl');
    await host.page.waitForSelector('.online-roster li[data-seat="1"][data-connected="true"]');
    await host.page.click('[data-testid=ready]');
    await friend.page.click('[data-testid=ready]');
    await friend.page.waitForSelector('.table-screen', { timeout: 15_000 });

    // Gustl gives the seat up in the middle of the deal; the computer plays it.
    await friend.page.click('[data-testid=leave-seat]');
    await friend.page.click('[data-testid=leave-seat-yes]');
    await host.page.waitForSelector('.online-roster li[data-seat="1"][data-bot="true"]:not([data-from])');

    // Someone takes it while the deal runs.
    await takeSeat(late.page, link, 'Vroni');
    const note = late.page.locator('[data-testid=from-next-deal]');
    await note.waitFor({ timeout: 15_000 });
    await expect(note.textContent()).resolves.toBe(en.youFromNextDeal);
    await expect(late.page.locator('.hand-card').count()).resolves.toBe(0);
    for (const p of [host, late]) {
      const row = p.page.locator('.online-roster li[data-seat="1"][data-from="next-deal"]');
      await row.waitFor({ timeout: 15_000 });
      await expect(row.textContent()).resolves.toContain(en.fromNextDeal);
    }
    const joinedAt = late.views.length;

    // The host plays the deal out; the computer plays Vroni's seat.
    for (let guard = 0; !(await awaitTurn(host.page)); guard++) {
      if (guard > 200) throw new Error('the deal did not end');
      await takeTurn(host.page);
    }
    await late.page.waitForSelector('[data-testid=settlement]', { timeout: 15_000 });
    // Every view Vroni's page was sent while the deal ran was the spectators'.
    const running = late.views.slice(joinedAt).filter((v) => v.phase !== 'finished');
    expect(running.length).toBeGreaterThan(0);
    expect(running.every((v) => v.viewer === 'spectator')).toBe(true);
    await expect(note.count()).resolves.toBe(0);
    await late.page.waitForSelector('.online-roster li[data-seat="1"]:not([data-from])');

    // The next deal is Vroni's to play: a hand of her own.
    await host.page.click('[data-testid=ready]');
    await late.page.click('[data-testid=ready]');
    await late.page.waitForSelector('.hand-card', { timeout: 15_000 });
    expect(late.views.at(-1)?.viewer).toBe(1);
    expect([...host.errors, ...friend.errors, ...late.errors]).toEqual([]);
  }, 120_000);
});
