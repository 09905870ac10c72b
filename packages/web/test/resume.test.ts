/**
 * A match against computer players survives a reload (Debian chromium via playwright-core): the
 * worker keeps it in IndexedDB; after the reload the setup offers it (rule set, names, deals,
 * totals — no card) and Continue opens the table at the same hand, log, status bar and turn, to be
 * played on; Discard removes it; a new match replaces it; a stored match that cannot be restored
 * is discarded and the page says why.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { type Harness, openHarness, CLOSE_TIMEOUT_MS, withoutIndexedDb } from './browser';
import { awaitTurn, inSomeDeal, playDeal, startMatch, takeTurn } from './drive';

let h: Harness;

beforeAll(async () => {
  h = await openHarness();
}, 120_000);

afterAll(async () => {
  await h?.close();
}, CLOSE_TIMEOUT_MS);

/**
 * The sequence number of the match the worker stored (null: none), read from IndexedDB beside the
 * app. A database not made yet is left unmade (the worker makes it with its store).
 */
const storedSeq = (page: Page): Promise<number | null> =>
  page.evaluate(
    () =>
      new Promise<number | null>((resolve) => {
        const req = indexedDB.open('tarock');
        req.onupgradeneeded = () => req.transaction?.abort();
        req.onerror = () => resolve(null);
        req.onsuccess = () => {
          const db = req.result;
          const get = db.transaction('match').objectStore('match').get('current');
          get.onsuccess = () => {
            db.close();
            const v: unknown = get.result;
            resolve(typeof v === 'object' && v !== null && 'seq' in v ? Number(v.seq) : null);
          };
          get.onerror = () => {
            db.close();
            resolve(null);
          };
        };
      }),
  );

/** What the player sees of the table: the hand, whose turn, the status bar and the log. */
const tableSeen = (page: Page) =>
  page.evaluate(() => {
    const screen = document.querySelector('.table-screen');
    const texts = (sel: string) => Array.from(document.querySelectorAll(sel), (e) => e.textContent ?? '');
    return {
      seq: screen?.getAttribute('data-seq'),
      phase: screen?.getAttribute('data-phase'),
      myTurn: screen?.classList.contains('my-turn'),
      hand: Array.from(document.querySelectorAll('.hand-card'), (e) => e.getAttribute('data-card')),
      legal: Array.from(document.querySelectorAll('.hand-card.legal'), (e) => e.getAttribute('data-card')),
      status: texts('.status-bar'),
      log: texts('[data-testid=live-log] .log-line'),
      seats: texts('.seat-name'),
    };
  });

/** Waits until the worker has stored the table as shown (its writes follow each change). */
async function stored(page: Page): Promise<void> {
  const seq = Number(await page.getAttribute('.table-screen', 'data-seq'));
  await expect.poll(() => storedSeq(page), { timeout: 30_000 }).toBe(seq);
}

/** Reloads and waits for the worker's answer on a kept match (the setup is the first screen). */
async function reload(page: Page): Promise<string> {
  await page.reload();
  await page.waitForFunction(() => {
    const s = document.querySelector('main')?.getAttribute('data-saved');
    return s !== undefined && s !== null && s !== 'asking';
  });
  return (await page.getAttribute('main', 'data-saved')) ?? '';
}

describe('a match against the computer survives a reload', () => {
  test('reload mid-deal, Continue: the same hand, log, status and turn; then play on', async () => {
    const page = await h.newPage();
    await startMatch(page, 'bavarian', 'bavarian-huber-1923', ['Anna', 'Bert', 'Cilli']);
    expect(await inSomeDeal(page, 'play', async () => true)).toBe(true);
    await stored(page);
    const before = await tableSeen(page);
    expect(before.myTurn).toBe(true);
    expect(before.hand.length).toBeGreaterThan(0);

    expect(await reload(page)).toBe('offered');
    const panel = page.locator('[data-testid=saved-match]');
    const text = (await panel.textContent()) ?? '';
    for (const word of [
      'Bayerisches Tarock (Huber 1923)',
      'Anna',
      'Bert',
      'Cilli',
      'Weiterspielen',
      'Verwerfen',
    ])
      expect(text).toContain(word);
    expect(text).toContain('Eine neue Partie zu beginnen verwirft sie.');
    // No card of the hand is named on the panel.
    for (const card of before.hand) expect(text).not.toContain(` ${card} `);

    await page.click('[data-testid=saved-continue]');
    await page.waitForFunction(
      (seq) => document.querySelector('.table-screen.my-turn')?.getAttribute('data-seq') === seq,
      before.seq ?? '',
      { timeout: 30_000 },
    );
    expect(await tableSeen(page)).toEqual(before);

    const log = await playDeal(page);
    expect(log.outcome.length).toBeGreaterThan(0);
    await page.close();
  });

  test('reloaded while a computer player thinks: after Continue it thinks again and plays on to my turn', async () => {
    const page = await h.newPage({ seed: 'resume-thinking' });
    await startMatch(page, 'bavarian', 'bavarian-huber-1923');
    expect(await awaitTurn(page)).toBe(false);
    await page.selectOption('#set-speed', 'slow');
    // On this page the computer players think for ever: the worker's pauses of a second or more
    // (1.2 s a choice at this speed) never end, so a computer player is to act when the page is
    // reloaded, whatever the machine's load (the save could fall after it had acted). The page
    // after the reload has a new worker, which thinks as usual.
    const worker = page.workers()[0] ?? (await page.waitForEvent('worker'));
    await worker.evaluate(`{
      const later = self.setTimeout.bind(self);
      self.setTimeout = (fn, ms, ...rest) => ((ms ?? 0) >= 1000 ? 0 : later(fn, ms, ...rest));
    }`);
    await takeTurn(page);
    await page.waitForSelector('.table-screen[data-thinking=true]');
    await stored(page);
    const before = await tableSeen(page);
    expect(await reload(page)).toBe('offered');
    // Stored while the computer player was to act.
    expect(await storedSeq(page)).toBe(Number(before.seq));
    await page.click('[data-testid=saved-continue]');
    // It thinks again (the words beside its seat).
    await page.waitForSelector('.table-screen[data-thinking=true] .thinking', { timeout: 30_000 });
    // The computer players play on to the human's turn (or the deal's end): the hand unchanged.
    const over = await awaitTurn(page);
    const after = await tableSeen(page);
    expect(Number(after.seq)).toBeGreaterThan(Number(before.seq));
    if (!over) expect(after.hand).toEqual(before.hand);
    await page.selectOption('#set-speed', 'instant');
    await page.close();
  });

  test('Discard removes the kept match: after another reload nothing is offered', async () => {
    const page = await h.newPage();
    await startMatch(page, 'illustrated', 'illustrated-beck');
    await awaitTurn(page);
    await stored(page);
    expect(await reload(page)).toBe('offered');
    await page.click('[data-testid=saved-discard]');
    await page.waitForSelector('[data-testid=saved-match]', { state: 'detached' });
    await expect.poll(() => storedSeq(page)).toBeNull();
    expect(await reload(page)).toBe('none');
    expect(await page.locator('[data-testid=saved-match]').count()).toBe(0);
    await page.close();
  });

  test('a new match replaces the kept one; a kept match that cannot be restored is discarded, and why', async () => {
    const page = await h.newPage();
    await startMatch(page, 'bavarian', 'bavarian-huber-1923');
    await awaitTurn(page);
    await stored(page);
    expect(await reload(page)).toBe('offered');
    // Started from the setup under the panel: the new match is the one kept.
    await startMatch(page, 'illustrated', 'illustrated-beck');
    await awaitTurn(page);
    await stored(page);
    expect(await reload(page)).toBe('offered');
    await expect.poll(() => page.textContent('[data-testid=saved-game]')).toBe('Illustriertes Tarock (Beck)');

    // A snapshot of another version, as a later app might leave it.
    await page.evaluate(
      () =>
        new Promise<void>((resolve, reject) => {
          const req = indexedDB.open('tarock');
          req.onerror = () => reject(new Error('no database'));
          req.onsuccess = () => {
            const tx = req.result.transaction('match', 'readwrite');
            tx.objectStore('match').put({ v: 99 }, 'current');
            tx.oncomplete = () => {
              req.result.close();
              resolve();
            };
            tx.onerror = () => reject(new Error('not written'));
          };
        }),
    );
    expect(await reload(page)).toBe('refused');
    const note = (await page.textContent('[data-testid=saved-refused]')) ?? '';
    expect(note).toContain('Die gespeicherte Partie ließ sich nicht wiederherstellen und wurde verworfen');
    expect(note).toContain('version 99');
    await expect.poll(() => storedSeq(page)).toBeNull();
    await page.click('[data-testid=saved-refused] button');
    await page.waitForSelector('[data-testid=saved-refused]', { state: 'detached' });
    expect(await reload(page)).toBe('none');
    expect(h.errors).toEqual([]);
    await page.close();
  });

  test('a browser without IndexedDB says once, quietly, in German and English, that it cannot keep the match, and plays on', async () => {
    // Each of the kept match's store requests fails (`idbStore.ts`).
    await withoutIndexedDb(h, async () => {
      const page = await h.newPage();
      await startMatch(page, 'illustrated', 'illustrated-beck');
      const note = page.locator('.status-bar [data-testid=unkept]');
      await note.waitFor({ timeout: 30_000 });
      expect(await note.textContent()).toBe(
        'Dieser Browser kann die Partie nicht aufheben: beim Neuladen geht sie verloren.',
      );
      expect(await note.getAttribute('title')).toBe('this browser has no IndexedDB');
      await page.selectOption('#set-lang', 'en');
      await expect
        .poll(() => note.textContent())
        .toBe('This browser cannot keep the match: a reload loses it.');
      // Play goes on to the settlement, the note said once.
      const log = await playDeal(page);
      expect(log.outcome.length).toBeGreaterThan(0);
      expect(await page.locator('[data-testid=unkept]').count()).toBe(1);
      expect(h.errors).toEqual([]);
      await page.close();
    });
  });
});
