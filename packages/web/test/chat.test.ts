/**
 * The table chat in real browsers against the real server: the host (a desktop, English) and a
 * friend (a phone, German) at one table talk; a spectator reads and is told that only the players
 * seated can write. A line typed with markup is shown as the text typed; a line over 200
 * characters is told under the field and not sent; the unread count shows while the panel is
 * collapsed and goes once it is opened; a line arriving during a deal does not move the phone's
 * hand; the keys typed in the field never reach the table's key handlers; a reload shows the
 * conversation again.
 */
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { ONLINE_STRINGS } from '../src/online/strings';
import { onlineTests, openTable, takeSeat } from './onlinePeople';

const online = onlineTests();
const { someone } = online;

const WAIT = { timeout: 30_000 };
const lineTexts = (page: Page) => page.locator('[data-testid=chat-lines] .chat-text').allTextContents();
const lineNames = (page: Page) => page.locator('[data-testid=chat-lines] .chat-name').allTextContents();

/** The hand's box on the page (not in the viewport, which scrolls as the test clicks). */
const handAt = (page: Page) =>
  page.evaluate(() => {
    const r = document.querySelector('.online .hand')?.getBoundingClientRect();
    return r ? { x: r.x + scrollX, y: r.y + scrollY, width: r.width, height: r.height } : null;
  });

/** Opens the chat panel (if closed). */
async function openChat(page: Page): Promise<void> {
  if ((await page.getAttribute('[data-testid=chat]', 'data-open')) !== 'true')
    await page.click('[data-testid=chat-toggle]');
  await page.waitForSelector('[data-testid=chat][data-open=true]');
}

describe('table chat', () => {
  test('two pages at one table talk; a spectator reads; a reload shows the conversation', async () => {
    const host = await someone('en');
    const friend = await someone('de', true);
    const watcher = await someone('en');
    const de = ONLINE_STRINGS.de;
    const en = ONLINE_STRINGS.en;

    const link = await openTable(host.page, online.server.url, 'illustrated');
    await takeSeat(friend.page, link, 'Gustl');
    await watcher.page.goto(link);
    await watcher.page.waitForSelector('.online[data-seat="spectator"]', WAIT);

    // The host says a line with markup in it (Enter sends): everyone sees it as typed.
    await openChat(host.page);
    const markup = 'Servus <b>beinand</b> <img src=x onerror=alert(1)>';
    await host.page.fill('[data-testid=chat-input]', markup);
    await host.page.press('[data-testid=chat-input]', 'Enter');
    await expect(host.page.inputValue('[data-testid=chat-input]')).resolves.toBe('');
    // The friend's panel is collapsed: the line is counted as unread.
    await friend.page.waitForSelector('[data-testid=chat-unread]', WAIT);
    await expect(friend.page.textContent('[data-testid=chat-unread]')).resolves.toBe('1');
    await openChat(friend.page);
    await expect(friend.page.locator('[data-testid=chat-unread]').count()).resolves.toBe(0);
    await expect(lineTexts(friend.page)).resolves.toEqual([markup]);
    await expect(lineNames(friend.page)).resolves.toEqual(['Hanna']);
    await expect(
      friend.page.locator('[data-testid=chat-lines] b, [data-testid=chat-lines] img').count(),
    ).resolves.toBe(0);

    // A line over 200 characters is told under the field, in German, and not sent.
    await friend.page.fill('[data-testid=chat-input]', 'x'.repeat(203));
    await expect(friend.page.textContent('[data-testid=chat-note]')).resolves.toBe(de.chatTooLong(200, 3));
    await expect(friend.page.isDisabled('[data-testid=chat-send]')).resolves.toBe(true);
    await friend.page.fill('[data-testid=chat-input]', 'Griaß di, Hanna!');
    await expect(friend.page.locator('[data-testid=chat-note]').count()).resolves.toBe(0);
    await expect(friend.page.textContent('[data-testid=chat-send]')).resolves.toBe(de.send);
    await friend.page.click('[data-testid=chat-send]');
    // The host's panel is open: the line comes in, nothing is counted.
    await host.page.waitForSelector('[data-testid=chat-lines] li[data-n="2"]', WAIT);
    await expect(lineTexts(host.page)).resolves.toEqual([markup, 'Griaß di, Hanna!']);
    await expect(lineNames(host.page)).resolves.toEqual(['Hanna', 'Gustl']);
    await expect(host.page.locator('[data-testid=chat-unread]').count()).resolves.toBe(0);

    // The spectator reads both lines and is told that only the players can write.
    await expect(watcher.page.textContent('[data-testid=chat-unread]')).resolves.toBe('2');
    await openChat(watcher.page);
    await expect(lineTexts(watcher.page)).resolves.toEqual([markup, 'Griaß di, Hanna!']);
    await expect(watcher.page.textContent('[data-testid=chat-spectator]')).resolves.toBe(en.chatSpectator);
    await expect(watcher.page.locator('[data-testid=chat-input]').count()).resolves.toBe(0);

    // A deal: neither a line arriving nor the panel opening or closing moves the phone's hand (the
    // panel is under it); keys typed in the field stay there.
    await host.page.click('[data-testid=ready]');
    await friend.page.click('[data-testid=ready]', WAIT);
    await host.page.waitForSelector('.online .hand', WAIT);
    await friend.page.waitForSelector('.online .hand', WAIT);
    const handBefore = await handAt(friend.page);
    await host.page.fill('[data-testid=chat-input]', 'Gut gebt!');
    await host.page.click('[data-testid=chat-send]');
    await friend.page.waitForSelector('[data-testid=chat-lines] li[data-n="3"]', WAIT);
    await expect(handAt(friend.page)).resolves.toEqual(handBefore);
    await friend.page.click('[data-testid=chat-toggle]');
    await friend.page.waitForSelector('[data-testid=chat][data-open=false]');
    await expect(handAt(friend.page)).resolves.toEqual(handBefore);
    await host.page.fill('[data-testid=chat-input]', 'Wer gibt?');
    await host.page.click('[data-testid=chat-send]');
    await friend.page.waitForSelector('[data-testid=chat-unread]', WAIT);
    await expect(handAt(friend.page)).resolves.toEqual(handBefore);
    // The phone's line above the table counts it too, where the player sees it without scrolling.
    await expect(friend.page.textContent('[data-testid=fold-chat-unread]')).resolves.toBe('1');

    await host.page.evaluate(() => {
      const w = window as unknown as { tableKeys: string[] };
      w.tableKeys = [];
      window.addEventListener('keydown', (e) => w.tableKeys.push(e.key));
    });
    // The computer in seat 2 may still be moving: read the table's move count once a person is to
    // act, so that only a key reaching the table could move it on.
    const personToAct = async () =>
      (await host.page.locator('.online-table.my-turn').count()) +
      (await friend.page.locator('.online-table.my-turn').count());
    await expect.poll(personToAct, WAIT).toBe(1);
    const seq = await host.page.getAttribute('.table-screen', 'data-seq');
    await host.page.click('[data-testid=chat-input]');
    await host.page.keyboard.type('hun');
    for (const key of ['ArrowLeft', 'ArrowRight', 'Home', 'End', ' ']) await host.page.keyboard.press(key);
    await expect(host.page.inputValue('[data-testid=chat-input]')).resolves.toBe('hun ');
    await expect(
      host.page.evaluate(() => (window as unknown as { tableKeys: string[] }).tableKeys),
    ).resolves.toEqual([]);
    // Outside the field the page still sees keys (the listener works).
    await host.page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await host.page.keyboard.press('h');
    await expect(
      host.page.evaluate(() => (window as unknown as { tableKeys: string[] }).tableKeys),
    ).resolves.toEqual(['h']);
    await expect(host.page.getAttribute('.table-screen', 'data-seq')).resolves.toBe(seq);

    // A reload: the conversation is there again, read.
    await friend.page.reload();
    await friend.page.waitForSelector('.online[data-seat="1"] [data-testid=chat]', WAIT);
    await expect(friend.page.locator('[data-testid=chat-unread]').count()).resolves.toBe(0);
    await openChat(friend.page);
    await friend.page.waitForSelector('[data-testid=chat-lines] li[data-n="4"]', WAIT);
    await expect(lineTexts(friend.page)).resolves.toEqual([
      markup,
      'Griaß di, Hanna!',
      'Gut gebt!',
      'Wer gibt?',
    ]);

    for (const p of [host, friend, watcher]) expect(p.errors).toEqual([]);
  }, 120_000);
});
