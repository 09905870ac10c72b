/**
 * The page keeps its table's match log in IndexedDB (`src/online/idbKeptLogs.ts`, docs/decisions/
 * 0011 "The web page keeps its log"): reloaded at an online table, it resumes its seat saying the
 * length it kept, the server sends only the entries after it, and the score sheet is the very
 * same as before the reload. A kept log that fell behind (its writes refused, as by a full quota)
 * is answered with what it lacks; one that is gone is answered with the whole log, as before.
 * Before, a reload said no log and was sent the whole log again.
 */
import type { Page, WebSocket } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { ready } from './drive';
import { onlineTests, openTable } from './onlinePeople';
import { expectedRows, serverMatch, settle, shownRows } from './onlineSheet';

const online = onlineTests();

type Json = Record<string, unknown>;

/** Waits until the page's sheet is the server's match. */
async function sheetIsServers(page: Page, id: string): Promise<void> {
  await page.waitForSelector('[data-testid=scoreboard]');
  const { match } = await serverMatch(online.server, id);
  await expect.poll(() => shownRows(page), { timeout: 15_000 }).toEqual(expectedRows(match));
}

const sheetHtml = (page: Page) => page.locator('[data-testid=scoreboard]').innerHTML();

/** How many entries of which match the page keeps of `table` in IndexedDB (null: none). */
const kept = (page: Page, table: string) =>
  page.evaluate(
    (t) =>
      new Promise<{ match: number; length: number; pieces: number } | null>((resolve) => {
        const req = indexedDB.open('tarock-online');
        req.onupgradeneeded = () => req.transaction?.abort();
        req.onerror = () => resolve(null);
        req.onsuccess = () => {
          const db = req.result;
          if (!db.objectStoreNames.contains('heads')) {
            db.close();
            resolve(null);
            return;
          }
          const get = db.transaction('heads').objectStore('heads').get(t);
          get.onsuccess = () => {
            db.close();
            const h = get.result as { match: number; length: number; pieces: number } | undefined;
            resolve(h ? { match: h.match, length: h.length, pieces: h.pieces } : null);
          };
          get.onerror = () => {
            db.close();
            resolve(null);
          };
        };
      }),
    table,
  );

/** The frames of the page's connections to a table, each way, as text. */
interface Frames {
  readonly sent: Json[];
  readonly received: Json[];
  /** The bytes of the frames received (their text, as the page reads it after inflating). */
  bytes: number;
}

/** Records the frames of the next connection of `page` to a table. */
function nextConnection(page: Page): Promise<Frames> {
  return new Promise((resolve) => {
    const onSocket = (ws: WebSocket): void => {
      if (!ws.url().includes('table=')) return;
      page.off('websocket', onSocket);
      const frames: Frames = { sent: [], received: [], bytes: 0 };
      const text = (p: string | Buffer) => (typeof p === 'string' ? p : p.toString('utf8'));
      ws.on('framesent', (f) => frames.sent.push(JSON.parse(text(f.payload)) as Json));
      ws.on('framereceived', (f) => {
        const t = text(f.payload);
        frames.bytes += Buffer.byteLength(t);
        frames.received.push(JSON.parse(t) as Json);
      });
      resolve(frames);
    };
    page.on('websocket', onSocket);
  });
}

/** Reloads the page and waits until its sheet is the server's again; the new connection's frames. */
async function reload(page: Page, id: string): Promise<Frames> {
  const frames = nextConnection(page);
  await page.reload();
  await sheetIsServers(page, id);
  return frames;
}

const logFrames = (f: Frames) => f.received.filter((m) => m['t'] === 'log');

describe('the page keeps its table’s match log across a reload', () => {
  test('a reload resumes with the kept length, is sent only the missing entries, and shows the same sheet', async () => {
    const host = await online.someone('en');
    const { page } = host;
    const link = await openTable(page, online.server.url, 'bavarian', undefined, { alone: true });
    const id = link.split('/').at(-1) ?? '';
    for (let deal = 1; deal <= 2; deal++) {
      await ready(page);
      await settle(page);
    }
    await sheetIsServers(page, id);
    const two = await serverMatch(online.server, id);
    // Written as the entries came: the whole log once, then a piece a settlement.
    await expect
      .poll(() => kept(page, id), { timeout: 15_000 })
      .toMatchObject({
        match: two.n,
        length: two.match.log.length,
      });

    // Its writes refused from now on (a quota spent): the third deal plays on, unkept.
    await page.evaluate(() => {
      IDBObjectStore.prototype.put = () => {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      };
    });
    await ready(page);
    await settle(page);
    await sheetIsServers(page, id);
    const three = await serverMatch(online.server, id);
    expect(three.n).toBe(two.n);
    expect(three.match.log.length).toBeGreaterThan(two.match.log.length);
    expect(await kept(page, id)).toMatchObject({ length: two.match.log.length });
    const before = await sheetHtml(page);

    // Reloaded: the resume says the kept length; the answer's log frame has only the entries after it.
    const first = await reload(page, id);
    const held = two.match.log.length;
    expect(first.sent[0]).toMatchObject({ t: 'resume', table: id, log: { match: three.n, length: held } });
    expect(logFrames(first)).toEqual([
      { t: 'log', table: id, match: three.n, from: held, entries: three.match.log.slice(held) },
    ]);
    expect(await sheetHtml(page)).toBe(before);
    // The piece is kept (the page's IndexedDB works again after the reload).
    await expect
      .poll(() => kept(page, id), { timeout: 15_000 })
      .toMatchObject({ length: three.match.log.length });

    // Again: the whole log held, an empty piece at its end.
    const second = await reload(page, id);
    const all = three.match.log.length;
    expect(second.sent[0]).toMatchObject({ t: 'resume', log: { match: three.n, length: all } });
    expect(logFrames(second)).toEqual([{ t: 'log', table: id, match: three.n, from: all, entries: [] }]);
    expect(await sheetHtml(page)).toBe(before);

    // The kept log gone (as before this change, or another browser): the resume says no log, the
    // whole log comes, the sheet is the same.
    await page.evaluate(
      () =>
        new Promise<void>((resolve, reject) => {
          const del = indexedDB.deleteDatabase('tarock-online');
          del.onsuccess = () => resolve();
          del.onerror = () => reject(new Error('not deleted'));
        }),
    );
    const whole = await reload(page, id);
    expect(whole.sent[0]).toMatchObject({ t: 'resume', table: id });
    expect(whole.sent[0]).not.toHaveProperty('log');
    expect(logFrames(whole)).toEqual([
      { t: 'log', table: id, match: three.n, from: 0, entries: three.match.log },
    ]);
    expect(await sheetHtml(page)).toBe(before);
    console.info(
      `frames received by a reload at deal 3 (${all} entries): the whole log ${whole.bytes} B, ` +
        `${all - held} entries missing ${first.bytes} B, the whole log held ${second.bytes} B`,
    );
    expect(second.bytes).toBeLessThan(whole.bytes);
    expect(host.errors).toEqual([]);
    await host.close();
  }, 300_000);
});
