/**
 * "Your tables" in a real browser against the real server: a friend who took a seat and closed the
 * tab finds the table under "Play online" (its rule set, the players with the own seat marked,
 * waiting for the first deal), opens it from there and is back in the seat; the host finds it too,
 * as the table they opened. A table the server does not know is shown as gone and removed; a live
 * one is removed only when confirmed, and the browser forgets its token.
 */
import { PRESETS } from '@tarock/engine';
import { describe, expect, test } from 'vitest';
import { presetName } from '../src/i18n/presetNames';
import { ONLINE_STRINGS } from '../src/online/strings';
import { onlineTests, openTable, takeSeat } from './onlinePeople';

const online = onlineTests();
const { someone } = online;

/** A table id the server never made. */
const GONE = 'AAAAAAAAAAAAAAAA';
const TOKEN = 't'.repeat(43);

/**
 * The errors a page shows, but the browser's own line for the 404 with which the server answers
 * the question about a table it does not know (Chromium logs every failed request so).
 */
const own = (errors: readonly string[]): string[] =>
  errors.filter((e) => !/Failed to load resource: the server responded with a status of 404/.test(e));

describe('"Your tables": back to a table from "Play online"', () => {
  test('a friend who closed the tab finds the table in the list, opens it and is back in the seat; a table gone is removed', async () => {
    const preset = PRESETS.find((p) => p.rules.family === 'bavarian');
    if (!preset) throw new Error('no Bavarian preset is registered');
    const host = await someone('en');
    const friend = await someone('de');
    const de = ONLINE_STRINGS.de;
    const en = ONLINE_STRINGS.en;

    const link = await openTable(host.page, online.server.url, 'bavarian', undefined, {
      preset: preset.rules.id,
    });
    const table = new URL(link).pathname.split('/')[2] ?? '';
    await takeSeat(friend.page, link, 'Gustl');
    // A seat kept before this browser recorded when it was used, at a table the server does not know.
    await friend.page.evaluate(
      ([id, token]) =>
        localStorage.setItem(`tarock.online.seat.${id}`, JSON.stringify({ seat: 0, token, name: 'Gustl' })),
      [GONE, TOKEN] as const,
    );

    // The friend closes the tab; later "Play online" lists the table, the seat used last first.
    await friend.page.goto(`${online.server.url}/`);
    await friend.page.click('[data-nav=online]');
    const list = friend.page.locator('[data-testid=my-tables]');
    const live = list.locator(`li[data-table="${table}"]`);
    await list.locator(`li[data-table="${table}"][data-state=live]`).waitFor({ timeout: 15_000 });
    await expect(list.locator('h2').textContent()).resolves.toBe(de.myTables);
    await expect(
      list.locator('li').evaluateAll((li) => li.map((l) => l.getAttribute('data-table'))),
    ).resolves.toEqual([table, GONE]);
    await expect(live.locator('[data-testid=my-table-link]').textContent()).resolves.toBe(
      presetName(preset.rules, 'de'),
    );
    await expect(live.locator('[data-testid=my-table-link]').getAttribute('href')).resolves.toBe(
      `/table/${table}`,
    );
    const seats = (await live.locator('[data-testid=my-table-seats]').textContent()) ?? '';
    expect(seats).toContain('Hanna');
    expect(seats).toContain(de.mine('Gustl'));
    expect(seats).not.toContain(de.mine('Hanna'));
    await expect(live.locator('[data-testid=my-table-state]').textContent()).resolves.toBe(de.waitingFirst);

    // The table the server does not know: shown as gone, without a link, and removed at once.
    const gone = list.locator(`li[data-table="${GONE}"]`);
    await list.locator(`li[data-table="${GONE}"][data-state=gone]`).waitFor({ timeout: 15_000 });
    await expect(gone.locator('[data-testid=my-table-state]').textContent()).resolves.toBe(de.tableGone);
    await expect(gone.locator('[data-testid=my-table-link]').count()).resolves.toBe(0);
    await gone.locator('[data-testid=my-table-remove]').click();
    await gone.waitFor({ state: 'detached', timeout: 15_000 });
    await expect(
      friend.page.evaluate((id) => localStorage.getItem(`tarock.online.seat.${id}`), GONE),
    ).resolves.toBeNull();

    // Opened from the list: back in the seat.
    await live.locator('[data-testid=my-table-link]').click();
    await friend.page.waitForSelector(`.online[data-table="${table}"][data-seat="1"]`, { timeout: 15_000 });
    expect(new URL(friend.page.url()).pathname).toBe(`/table/${table}`);

    // The host finds it as the table they opened, their own seat marked.
    await host.page.goto(`${online.server.url}/`);
    await host.page.click('[data-nav=online]');
    const hosts = host.page.locator(`[data-testid=my-tables] li[data-table="${table}"][data-state=live]`);
    await hosts.waitFor({ timeout: 15_000 });
    await expect(hosts.locator('[data-testid=my-table-seats]').textContent()).resolves.toContain(
      en.mine('Hanna'),
    );
    await expect(hosts.locator('[data-testid=my-table-state]').textContent()).resolves.toContain(
      en.youOpened,
    );

    // Removing a live table is asked, saying what is forgotten; "no" keeps it, "yes" forgets the token.
    await friend.page.goto(`${online.server.url}/`);
    await friend.page.click('[data-nav=online]');
    await list.locator(`li[data-table="${table}"][data-state=live]`).waitFor({ timeout: 15_000 });
    await live.locator('[data-testid=my-table-remove]').click();
    await expect(live.locator('.my-table-remove').textContent()).resolves.toContain(
      de.removeSure(true, false),
    );
    await live.locator('[data-testid=my-table-remove-no]').click();
    await live.locator('[data-testid=my-table-remove]').click();
    await live.locator('[data-testid=my-table-remove-yes]').click();
    await list.waitFor({ state: 'detached', timeout: 15_000 });
    await expect(
      friend.page.evaluate((id) => localStorage.getItem(`tarock.online.seat.${id}`), table),
    ).resolves.toBeNull();

    expect(own(friend.errors)).toEqual([]);
    expect(host.errors).toEqual([]);
  }, 120_000);

  test('"Play online" pressed at a table goes to the start screen: the list with the table, and the form', async () => {
    const host = await someone('en');
    const link = await openTable(host.page, online.server.url, 'bavarian');
    const table = new URL(link).pathname.split('/')[2] ?? '';
    // A table entered by its link too (a reload at the table's address).
    await host.page.goto(link);
    await host.page.waitForSelector(`.online[data-table="${table}"][data-seat="0"]`, { timeout: 15_000 });

    await host.page.click('[data-nav=online]');
    const line = host.page.locator(`[data-testid=my-tables] li[data-table="${table}"][data-state=live]`);
    await line.waitFor({ timeout: 15_000 });
    await expect(host.page.locator('.online[data-table]').count()).resolves.toBe(0);
    await expect(host.page.locator('[data-testid=turn-timer]').count()).resolves.toBe(1);
    expect(new URL(host.page.url()).pathname).toBe('/');

    // The table stays reachable from the list, the seat held.
    await line.locator('[data-testid=my-table-link]').click();
    await host.page.waitForSelector(`.online[data-table="${table}"][data-seat="0"]`, { timeout: 15_000 });
    expect(host.errors).toEqual([]);
  }, 120_000);

  test('at most 20 tables are listed and asked about, the newest used, all at once; the rest are counted', async () => {
    const p = await someone('en');
    await p.page.goto(`${online.server.url}/`);
    // 22 seats kept at tables the server does not know, each used a minute after the one before.
    const ids = Array.from({ length: 22 }, (_, i) => `Kept${String(i).padStart(2, '0')}AAAAAAAAAA`);
    await p.page.evaluate(
      ([all, token]) => {
        for (const [i, id] of all.entries())
          localStorage.setItem(
            `tarock.online.seat.${id}`,
            JSON.stringify({ seat: 0, token, name: 'Vroni', used: 1_700_000_000_000 + i * 60_000 }),
          );
      },
      [ids, TOKEN] as const,
    );
    const asked: string[] = [];
    p.page.on('request', (r) => {
      const path = new URL(r.url()).pathname;
      if (path.startsWith('/api/')) asked.push(path);
    });
    await p.page.click('[data-nav=online]');
    const list = p.page.locator('[data-testid=my-tables]');
    await list.locator('li[data-state=gone]').nth(19).waitFor({ timeout: 15_000 });
    const newest = [...ids].reverse().slice(0, 20);
    await expect(
      list.locator('li').evaluateAll((li) => li.map((l) => l.getAttribute('data-table'))),
    ).resolves.toEqual(newest);
    expect([...asked].sort()).toEqual(newest.map((id) => `/api/tables/${id}`).sort());
    await expect(list.locator('.my-tables-more').textContent()).resolves.toBe(
      ONLINE_STRINGS.en.moreTables(2),
    );
    // Removing one makes no room for another: only those asked about are listed.
    const first = list.locator(`li[data-table="${newest[0]}"]`);
    await first.locator('[data-testid=my-table-remove]').click();
    await first.waitFor({ state: 'detached', timeout: 15_000 });
    await expect(list.locator('li').count()).resolves.toBe(19);
    expect(asked).toHaveLength(20);
    expect(own(p.errors)).toEqual([]);
  }, 60_000);
});
