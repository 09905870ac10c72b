/**
 * What a reload of the web page at an online table is sent, at a late deal (docs/decisions/0011,
 * "The web page keeps its log"): a Haferltarock table of one person and two random computer
 * players is played to deal N by this script (as packages/server/scripts/tableBytes.ts does);
 * then Chromium opens the table with that person's seat token, which it has not seen before (it
 * keeps no log: every reload was so before the page kept its log), and is reloaded once its log
 * is kept (in IndexedDB). Prints the bytes of the frames each connection received (their text as
 * the page reads it, after inflating: the server compresses them on the wire) and of its `log`
 * frames; and how long the page's IndexedDB takes, in this Chromium, to add a one-entry piece
 * and to write the whole log, as the store does (`src/online/idbKeptLogs.ts`).
 * Usage: npx tsx packages/web/scripts/reloadBytes.ts [--deals N]   (default 300)
 */
import { parseArgs } from 'node:util';
import type { Page, WebSocket } from 'playwright-core';
import { autoplay, openTable, seat } from '../../server/test/helpers/play';
import { appServer } from '../test/appServer';
import { launchBrowser, newContext } from '../test/browser';

const { values } = parseArgs({ options: { deals: { type: 'string' } } });
const deals = Number(values.deals ?? 300);

interface Received {
  bytes: number;
  logBytes: number;
  resume: Record<string, unknown> | null;
}

/** Counts what the next connection of `page` to a table receives. */
function nextConnection(page: Page): Received {
  const r: Received = { bytes: 0, logBytes: 0, resume: null };
  const onSocket = (ws: WebSocket): void => {
    if (!ws.url().includes('table=')) return;
    page.off('websocket', onSocket);
    const text = (p: string | Buffer) => (typeof p === 'string' ? p : p.toString('utf8'));
    ws.on('framesent', (f) => {
      const m = JSON.parse(text(f.payload)) as Record<string, unknown>;
      if (m['t'] === 'resume') r.resume ??= m;
    });
    ws.on('framereceived', (f) => {
      const t = text(f.payload);
      r.bytes += Buffer.byteLength(t);
      if (t.startsWith('{"t":"log"')) r.logBytes += Buffer.byteLength(t);
    });
  };
  page.on('websocket', onSocket);
  return r;
}

/** The length of the log the page keeps of `table` (null: none). */
const keptLength = (page: Page, table: string): Promise<number | null> =>
  page.evaluate(
    (t) =>
      new Promise<number | null>((resolve) => {
        const req = indexedDB.open('tarock-online');
        req.onerror = () => resolve(null);
        req.onsuccess = () => {
          const db = req.result;
          if (!db.objectStoreNames.contains('heads')) return resolve(null);
          const get = db.transaction('heads').objectStore('heads').get(t);
          get.onsuccess = () => {
            db.close();
            resolve((get.result as { length: number } | undefined)?.length ?? null);
          };
        };
      }),
    table,
  );

async function until(cond: () => Promise<boolean>, what: string, ms = 120_000): Promise<void> {
  const end = Date.now() + ms;
  while (!(await cond())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

const app = await appServer({ tablesPerHour: 1_000_000, rate: { perSecond: 100_000, burst: 100_000 } });
const browser = await launchBrowser();
try {
  const url = app.server.url;
  const random = { kind: 'computer', level: 'random' } as const;
  const { table } = await openTable(url, {
    preset: 'haferltarock',
    seats: [{ kind: 'human' }, random, random],
  });
  const me = await seat(url, table, 0, 'Solo');
  me.client.send({ t: 'ready', table });
  const started = Date.now();
  await autoplay([me], table, (s) => s.view?.phase === 'finished' && s.deal !== null && s.deal.n === deals);
  await me.client.close();
  console.log(`${deals} deals played in ${((Date.now() - started) / 1000).toFixed(0)} s`);

  const context = await newContext(browser);
  // The person's seat, as the page keeps it (src/online/seats.ts).
  await context.addInitScript(
    ([key, held]) => {
      if (!localStorage.getItem(key)) localStorage.setItem(key, held);
    },
    [`tarock.online.seat.${table}`, JSON.stringify({ seat: 0, token: me.token, name: 'Solo' })] as const,
  );
  const page = await context.newPage();
  const first = nextConnection(page);
  await page.goto(`${url}/table/${table}`);
  await page.waitForSelector('[data-testid=scoreboard]', { timeout: 120_000 });
  await until(async () => (await keptLength(page, table)) !== null, 'the log kept');
  const length = await keptLength(page, table);
  const second = nextConnection(page);
  await page.reload();
  await page.waitForSelector('[data-testid=scoreboard]', { timeout: 120_000 });
  await until(async () => second.logBytes > 0, 'the answer’s log frame');
  const show = (what: string, r: Received) =>
    console.log(
      `  ${what.padEnd(44)} ${String(r.bytes).padStart(8)} B (its log frame ${r.logBytes} B); resume said ${JSON.stringify(r.resume?.['log'] ?? null)}`,
    );
  console.log(`a reload of the page at deal ${deals}, the match log ${length} entries long:`);
  show('no log kept (every reload before this change)', first);
  show('the log kept in IndexedDB', second);

  // The store's two writes, timed in this Chromium: a settlement's piece (one entry and the head)
  // and the whole log (the pieces deleted, the log as one piece, the head), on a scratch table.
  // A script of text: tsx would name the functions of a function passed here (`__name`), which the
  // page does not have.
  const timing = (await page.evaluate(`(async () => {
    const t = ${JSON.stringify(table)};
    const db = await new Promise((ok, fail) => {
      const req = indexedDB.open('tarock-online');
      req.onsuccess = () => ok(req.result);
      req.onerror = () => fail(new Error('no database'));
    });
    const all = (store, range) =>
      new Promise((ok) => {
        const r = db.transaction(store).objectStore(store).getAll(range);
        r.onsuccess = () => ok(r.result);
      });
    const pieces = await all('pieces', IDBKeyRange.bound([t, 0], [t, 1e9]));
    const entries = pieces.flatMap((p) => p.entries);
    const scratch = 'scratch-table-for-timing';
    const range = IDBKeyRange.bound([scratch, 0], [scratch, 1e9]);
    const write = (work) =>
      new Promise((ok, fail) => {
        const start = performance.now();
        const tx = db.transaction(['heads', 'pieces'], 'readwrite');
        work(tx.objectStore('heads'), tx.objectStore('pieces'));
        tx.oncomplete = () => ok(performance.now() - start);
        tx.onerror = tx.onabort = () => fail(new Error('not written'));
      });
    const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
    const whole = [];
    const piece = [];
    for (let i = 0; i < 15; i++) {
      whole.push(await write((h, p) => {
        p.delete(range);
        p.put({ table: scratch, from: 0, match: 1, entries });
        h.put({ table: scratch, match: 1, length: entries.length, pieces: 1, used: Date.now() });
      }));
      piece.push(await write((h, p) => {
        p.put({ table: scratch, from: entries.length + i, match: 1, entries: entries.slice(-1) });
        h.put({ table: scratch, match: 1, length: entries.length + i + 1, pieces: 2 + i, used: Date.now() });
      }));
    }
    await write((h, p) => {
      h.delete(scratch);
      p.delete(range);
    });
    db.close();
    return { piece: median(piece), whole: median(whole), bytes: JSON.stringify(entries).length };
  })()`)) as { piece: number; whole: number; bytes: number };
  console.log(
    `IndexedDB writes (median of 15): a one-entry piece ${timing.piece.toFixed(1)} ms, ` +
      `the whole log (${timing.bytes} B as JSON) ${timing.whole.toFixed(1)} ms`,
  );
} finally {
  await browser.close();
  await app.close();
}
