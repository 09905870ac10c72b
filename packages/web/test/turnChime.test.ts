/**
 * The chime at an online table (src/online/turnChime.ts), in a real browser against the real
 * server: the page's audio is replaced by a recorder (each chime makes two tones) and whether the
 * tab is in the background by a switch. The host's turn coming while the tab is in the background
 * chimes; in view it does not; turned off at the table it does not, and the choice is kept; turned
 * on again it chimes again.
 */
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { awaitTurn, ready, takeTurn } from './drive';
import { onlineTests, openTable } from './onlinePeople';

const online = onlineTests();

declare global {
  interface Window {
    __tones: number;
    __hidden: boolean;
  }
}

const tones = (page: Page) => page.evaluate(() => window.__tones);
const hide = (page: Page, hidden: boolean) =>
  page.evaluate((h) => {
    window.__hidden = h;
  }, hidden);

/**
 * Plays the host's turns until the chime has sounded `n` times in all, or `turns` turns were
 * taken; the chimes counted then (more than `n` when two asks came within one turn's wait: the
 * turn back before the page was looked at again, or a turn and then the ready of the next deal).
 */
async function turnsUntil(page: Page, n: number, turns: number): Promise<number> {
  for (let i = 0; i < turns && (await tones(page)) < 2 * n; i++) {
    if (await awaitTurn(page)) await ready(page);
    else await takeTurn(page);
  }
  return (await tones(page)) / 2;
}

describe('the chime when an online table asks the player', () => {
  test('sounds in the background only, and not once turned off at the table', async () => {
    const host = await online.someone('en');
    await host.context.addInitScript(() => {
      window.__tones = 0;
      window.__hidden = false;
      Object.defineProperty(document, 'hidden', { configurable: true, get: () => window.__hidden });
      const node = () => ({ connect: (next: unknown) => next });
      class Recorder {
        currentTime = 0;
        destination = {};
        resume() {
          return Promise.resolve();
        }
        createOscillator() {
          window.__tones++;
          return { ...node(), type: 'sine', frequency: { value: 0 }, start() {}, stop() {} };
        }
        createGain() {
          return { ...node(), gain: { setValueAtTime() {}, exponentialRampToValueAtTime() {} } };
        }
      }
      Object.defineProperty(window, 'AudioContext', { configurable: true, value: Recorder });
    });
    const { page } = host;
    await openTable(page, online.server.url, 'bavarian', undefined, { alone: true });
    expect(await page.getByTestId('turn-chime').isChecked()).toBe(true);

    // In view: the table asks (ready, then turns) and nothing sounds.
    await ready(page);
    expect(await turnsUntil(page, 1, 6)).toBe(0);

    // In the background: the next ask chimes.
    await hide(page, true);
    expect(await turnsUntil(page, 1, 40)).toBeGreaterThan(0);

    // Turned off at the table: kept across a reload, and silent.
    await page.getByTestId('turn-chime').uncheck();
    // Kept as it changes, so that a reload at once comes back to it (the settings are written in the
    // render's commit; written after the next frame, a busy machine lost them to the reload).
    expect(await page.evaluate(() => localStorage.getItem('tarock.settings.v1'))).toContain(
      '"turnChime":"off"',
    );
    await page.reload();
    expect(await page.getByTestId('turn-chime').isChecked()).toBe(false);
    await hide(page, true);
    expect(await turnsUntil(page, 1, 8)).toBe(0);

    // On again: it sounds again.
    await page.getByTestId('turn-chime').check();
    expect(await turnsUntil(page, 1, 40)).toBeGreaterThan(0);
    expect(host.errors).toEqual([]);
    await host.close();
  }, 300_000);
});
