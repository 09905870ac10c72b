/**
 * The page reads the server's frames compressed (permessage-deflate, as `npm start` serves them,
 * docs/server.md "Compression"): Chromium offers the extension and the server agrees it on the
 * page's connection to its table, and the table plays on over it.
 */
import { describe, expect, test } from 'vitest';
import { onlineTests, openTable } from './onlinePeople';

const online = onlineTests();

describe('the page’s connection is compressed', () => {
  test('every WebSocket the page opens to the server agrees permessage-deflate; the table plays', async () => {
    const person = await online.someone('en');
    const { page } = person;
    await person.context.addInitScript(() => {
      // Each socket's agreed extensions, once open, where the test can read them.
      const seen: string[] = [];
      (window as unknown as { agreed: string[] }).agreed = seen;
      const Real = window.WebSocket;
      window.WebSocket = class extends Real {
        constructor(url: string | URL, protocols?: string | string[]) {
          super(url, protocols);
          this.addEventListener('open', () => seen.push(this.extensions));
        }
      };
    });
    await openTable(page, online.server.url, 'bavarian', undefined, { alone: true });
    await page.click('[data-testid=ready]');
    await page.waitForSelector('.hand-card', { timeout: 15_000 });
    const agreed = await page.evaluate(() => (window as unknown as { agreed: string[] }).agreed);
    expect(agreed.length).toBeGreaterThan(0);
    for (const e of agreed) expect(e).toContain('permessage-deflate');
    expect(person.errors).toEqual([]);
    await person.close();
  }, 120_000);
});
