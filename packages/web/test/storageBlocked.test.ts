/**
 * A browser that blocks the site's storage (every touch of `localStorage` throws a SecurityError,
 * as Chrome does when the site's cookies and data are blocked): the online screen still opens, a
 * table is opened and the host sits at it, and the page shows no error. The seat then lasts as long
 * as the page (`src/online/pageMemory.ts`); before, the online screen threw at its first
 * touch of `localStorage` and never showed.
 */
import { describe, expect, test } from 'vitest';
import { goTo } from './drive';
import { onlineTests } from './onlinePeople';

const online = onlineTests();

describe('a browser that blocks the site’s storage can still play online', () => {
  test('the online screen opens, a table is opened with a computer player and the host takes the seat', async () => {
    const person = await online.someone('en');
    const { page } = person;
    await person.context.addInitScript(() => {
      Object.defineProperty(window, 'localStorage', {
        configurable: true,
        get() {
          throw new DOMException('The operation is insecure.', 'SecurityError');
        },
      });
    });
    await page.goto(`${online.server.url}/`);
    await goTo(page, 'online');
    await page.check('input[name=family][value=illustrated]');
    await page.fill('.player-row input[type=text] >> nth=0', 'Hanna');
    await page.selectOption('select[data-level="1"]', 'random');
    await page.selectOption('select[data-level="2"]', 'random');
    await page.click('.start-btn');
    await page.waitForSelector('.online[data-seat="0"]', { timeout: 15_000 });
    await page.locator('[data-testid=invite-link]').waitFor({ timeout: 15_000 });
    expect(await page.evaluate(() => document.querySelector('.online')?.getAttribute('data-seat'))).toBe('0');
    expect(person.errors).toEqual([]);
    await person.close();
  }, 120_000);
});
