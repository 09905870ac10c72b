/**
 * Online tables as friends meet them, in a real browser against the real server: what a page says
 * in German when the server refuses it, the seconds it shows before the next deal, and the host's
 * seat link for a player who lost the tab, gone once that player is back with it.
 */
import { describe, expect, test } from 'vitest';
import { ONLINE_STRINGS } from '../src/online/strings';
import { awaitTurn, goTo, takeTurn } from './drive';
import { onlineTests, openTable, takeSeat } from './onlinePeople';

const READY_SECONDS = 30;
const online = onlineTests({ readyMs: READY_SECONDS * 1000 });
const { someone } = online;

describe('online tables as friends meet them', () => {
  test('the form that opens a table is as the host left it after a reload: rule set, house rules, seats, timer', async () => {
    const host = await someone('en');
    const page = host.page;
    await page.goto(`${online.server.url}/`);
    await goTo(page, 'online');
    await page.check('input[name=family][value=bavarian]');
    await page.check('input[data-preset="haferltarock"]');
    await page.click('details.options > summary');
    await page.selectOption('select[data-option="ante"]', '20');
    await page.fill('.player-row input[type=text] >> nth=0', 'Hanna');
    await page.selectOption('select[data-level="1"]', 'human');
    await page.selectOption('select[data-level="2"]', 'random');
    await page.selectOption('[data-testid=turn-timer]', '60');
    // Each seat's select is named for its seat and for what it chooses: who sits there (both were
    // "Computer player", offering "a player").
    await expect(page.getByRole('combobox', { name: 'Who sits at seat 2' }).inputValue()).resolves.toBe(
      'human',
    );
    await expect(page.getByRole('combobox', { name: 'Who sits at seat 3' }).inputValue()).resolves.toBe(
      'random',
    );
    await expect(page.getByRole('combobox', { name: /computer player/i }).count()).resolves.toBe(0);
    const form = () =>
      page.evaluate(() => ({
        preset: document.querySelector<HTMLInputElement>('input[name=preset]:checked')?.value,
        ante: document.querySelector<HTMLSelectElement>('select[data-option="ante"]')?.value,
        name: document.querySelector<HTMLInputElement>('.player-row input[type=text]')?.value,
        seat1: document.querySelector<HTMLSelectElement>('select[data-level="1"]')?.value,
        seat2: document.querySelector<HTMLSelectElement>('select[data-level="2"]')?.value,
        timer: document.querySelector<HTMLSelectElement>('[data-testid=turn-timer]')?.value,
      }));
    const chosen = {
      preset: 'haferltarock',
      ante: '20',
      name: 'Hanna',
      seat1: 'human',
      seat2: 'random',
      timer: '60',
    };
    await expect(form()).resolves.toEqual(chosen);
    await page.reload();
    await goTo(page, 'online');
    await page.waitForSelector('select[data-level="2"] option[value="random"]', { state: 'attached' });
    await expect.poll(form).toEqual(chosen);
    // The offline setup keeps its own choices: a match against the computer has no seat for friends.
    await goTo(page, 'setup');
    await expect(page.locator('select[data-level="1"]').inputValue()).resolves.not.toBe('human');
    // Offline each seat's computer player is named for its seat.
    for (const seat of [2, 3])
      await expect(
        page.getByRole('combobox', { name: `Computer player at seat ${seat}`, exact: true }).count(),
      ).resolves.toBe(1);
    expect(host.errors).toEqual([]);
  }, 60_000);

  test('an unknown table link says so in the page’s language, not in the server’s English', async () => {
    const p = await someone('de');
    await p.page.goto(`${online.server.url}/table/AAAAAAAAAAAAAAAA`);
    const error = p.page.locator('[data-testid=online-error]');
    await error.waitFor({ timeout: 15_000 });
    await expect(error.textContent()).resolves.toBe(ONLINE_STRINGS.de.unknownTable);
    expect(p.errors).toEqual([]);
  }, 60_000);

  test('an invite link cut short says so, in the page’s language, instead of opening the offline game', async () => {
    const p = await someone('de');
    await p.page.goto(`${online.server.url}/table/1BEJ7ARnU8`);
    const error = p.page.locator('[data-testid=online-error]');
    await error.waitFor({ timeout: 15_000 });
    await expect(error.textContent()).resolves.toBe(ONLINE_STRINGS.de.badInvite);
    expect(p.errors).toEqual([]);
  }, 60_000);

  test('the seconds before the next deal never show more than the ready timer gives', async () => {
    const host = await someone('en');
    const friend = await someone('en', true);
    const link = await openTable(host.page, online.server.url, 'bavarian');
    await takeSeat(friend.page, link, 'Gustl');
    // Every text the friend's countdown ever shows, as the page writes it.
    await friend.page.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { seen: string[] }).seen = seen;
      new MutationObserver(() => {
        const el = document.querySelector('[data-testid=ready-timer-left]');
        if (el?.textContent) seen.push(el.textContent);
      }).observe(document.body, { subtree: true, childList: true, characterData: true });
    });
    await host.page.waitForSelector('.online-roster li[data-seat="1"][data-connected="true"]');
    await host.page.click('[data-testid=ready]');
    await friend.page.waitForSelector('[data-testid=ready-timer-left]', { timeout: 15_000 });
    const seen = await friend.page.evaluate(() => (window as unknown as { seen: string[] }).seen);
    const seconds = seen.map((t) => Number(/(\d+) s/.exec(t)?.[1]));
    expect(seconds.length).toBeGreaterThan(0);
    expect(Math.max(...seconds)).toBeLessThanOrEqual(READY_SECONDS);
    expect([...host.errors, ...friend.errors]).toEqual([]);
  }, 60_000);

  test('with a turn timer, the seconds left are shown at the table, beside the hand, on a phone too', async () => {
    const host = await someone('de');
    const friend = await someone('de', true);
    const link = await openTable(host.page, online.server.url, 'illustrated', 60);
    await takeSeat(friend.page, link, 'Gustl');
    await host.page.click('[data-testid=ready]');
    await friend.page.click('[data-testid=ready]');
    for (const p of [host, friend]) {
      const timer = p.page.locator('.table-screen [data-testid=table-turn-timer]');
      await timer.waitFor({ timeout: 15_000 });
      await expect(timer.textContent()).resolves.toMatch(/noch \d+ s/);
    }
    expect([...host.errors, ...friend.errors]).toEqual([]);
  }, 60_000);

  test('Copy outside a secure context (no clipboard API) says to copy by hand, without a page error', async () => {
    const host = await someone('de');
    // As on a server opened over http on a home network: the browser offers no clipboard API.
    await host.page.addInitScript(() =>
      Object.defineProperty(Navigator.prototype, 'clipboard', { get: () => undefined }),
    );
    const link = await openTable(host.page, online.server.url, 'bavarian');
    await host.page.click('[data-testid=copy-invite]');
    await host.page.getByText(ONLINE_STRINGS.de.copyFailed).waitFor({ timeout: 15_000 });
    // The link is selected, ready to be copied by hand.
    await expect(
      host.page.evaluate(() => {
        const el = document.querySelector<HTMLInputElement>('[data-testid=invite-link]');
        return el ? el.value.slice(el.selectionStart ?? 0, el.selectionEnd ?? 0) : '';
      }),
    ).resolves.toBe(link);
    expect(host.errors).toEqual([]);
  }, 60_000);

  test('on a phone, Ready for the next deal comes below the settlement just read (at the page’s end; above it, pinned to the screen’s foot)', async () => {
    const host = await someone('en', true);
    await host.page.goto(`${online.server.url}/`);
    await goTo(host.page, 'online');
    await host.page.check('input[name=family][value=bavarian]');
    await host.page.fill('.player-row input[type=text] >> nth=0', 'Hanna');
    for (const x of ['1', '2']) await host.page.selectOption(`select[data-level="${x}"]`, 'random');
    await host.page.click('.start-btn');
    await host.page.click('[data-testid=ready]');
    for (let guard = 0; guard < 60 && !(await awaitTurn(host.page)); guard++) await takeTurn(host.page);
    // Pinned to the screen's foot while the settlement is read (onlinePhone.test.ts); at the page's
    // end it lies in its place.
    await host.page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const settlement = await host.page.locator('[data-testid=settlement]').boundingBox();
    const ready = await host.page.locator('[data-testid=ready]').boundingBox();
    if (!settlement || !ready) throw new Error('no settlement or no Ready button');
    expect(ready.y).toBeGreaterThan(settlement.y + settlement.height);
    expect(host.errors).toEqual([]);
  }, 90_000);

  test('the host’s seat link for a seat goes once its player is back with it', async () => {
    const host = await someone('en');
    const friend = await someone('en', true);
    const link = await openTable(host.page, online.server.url, 'bavarian');
    await takeSeat(friend.page, link, 'Gustl');
    const seat1 = (connected: boolean): string =>
      `.online-roster li[data-seat="1"][data-connected="${connected}"]`;
    await host.page.waitForSelector(seat1(true), { timeout: 15_000 });
    // The friend's tab closes: the host gives the seat a new link, to be handed on.
    await friend.page.close();
    await host.page.click('[data-testid=reissue-1]', { timeout: 15_000 });
    const seatLink = host.page.locator('[data-testid=seat-link] input');
    await seatLink.waitFor({ timeout: 15_000 });
    const back = await friend.context.newPage();
    await back.goto(await seatLink.inputValue());
    await back.waitForSelector('.online[data-seat="1"]', { timeout: 15_000 });
    // The friend holds the seat again: the link is used up and leaves the host's screen.
    await host.page.waitForSelector(seat1(true), { timeout: 15_000 });
    await host.page.waitForSelector('[data-testid=seat-link]', { state: 'detached', timeout: 15_000 });
    expect([...host.errors, ...friend.errors]).toEqual([]);
  }, 60_000);

  test('giving up the seat is asked twice: one stray tap keeps the seat', async () => {
    const host = await someone('en');
    const friend = await someone('en', true);
    const link = await openTable(host.page, online.server.url, 'bavarian');
    await takeSeat(friend.page, link, 'Gustl');
    await friend.page.click('[data-testid=leave-seat]');
    await friend.page.click('[data-testid=leave-seat-no]');
    await expect(friend.page.getAttribute('.online', 'data-seat')).resolves.toBe('1');
    await friend.page.click('[data-testid=leave-seat]');
    await friend.page.click('[data-testid=leave-seat-yes]');
    await friend.page.waitForSelector('.online[data-seat="spectator"]', { timeout: 15_000 });
    await host.page
      .locator('.online-roster li[data-seat="1"]', { hasText: ONLINE_STRINGS.en.free })
      .waitFor({ timeout: 15_000 });
    expect([...host.errors, ...friend.errors]).toEqual([]);
  }, 60_000);
});
