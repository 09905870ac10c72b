/**
 * Matches against computer players survive a reload (Debian chromium via playwright-core): the
 * worker keeps each unfinished one in IndexedDB under its id; after the reload the setup offers
 * them, newest use first (rule set, names, deals, totals — no card), and Continue opens the table
 * at the same hand, log, status bar and turn, to be played on; Discard removes one; a new match
 * keeps the others; two tabs playing two matches keep both, and two on one match are told at
 * once (a match discarded in one tab stays discarded while another plays it); the
 * one match an older app kept (the database's version 1) is carried over; a stored match that
 * cannot be restored is discarded and the page says why.
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

/** A kept match as the worker stored it: its id, last use and sequence number. */
interface Kept {
  readonly id: string;
  readonly used: number;
  readonly seq: number | null;
}

/**
 * The matches the worker stored, newest use first, read from IndexedDB beside the app. A database
 * not made yet is left unmade (the worker makes it with its store).
 */
const storedMatches = (page: Page): Promise<Kept[]> =>
  page.evaluate(
    () =>
      new Promise<Kept[]>((resolve) => {
        const req = indexedDB.open('tarock');
        req.onupgradeneeded = () => req.transaction?.abort();
        req.onerror = () => resolve([]);
        req.onsuccess = () => {
          const db = req.result;
          if (!db.objectStoreNames.contains('matches')) {
            db.close();
            resolve([]);
            return;
          }
          const all = db.transaction('matches').objectStore('matches').getAll();
          all.onsuccess = () => {
            db.close();
            const list = (all.result as { id: string; used: number; snapshot?: { seq?: unknown } }[]).map(
              (e) => ({
                id: e.id,
                used: e.used,
                seq: typeof e.snapshot?.seq === 'number' ? e.snapshot.seq : null,
              }),
            );
            resolve(list.sort((a, b) => b.used - a.used));
          };
          all.onerror = () => {
            db.close();
            resolve([]);
          };
        };
      }),
  );

/** The sequence number of the match the worker stored last (null: none kept). */
const storedSeq = async (page: Page): Promise<number | null> => (await storedMatches(page))[0]?.seq ?? null;

/** Forgets every kept match (each test starts with none; the tests share the browser's profile). */
const forgetKept = (page: Page): Promise<void> =>
  page.evaluate(
    () =>
      new Promise<void>((resolve, reject) => {
        const req = indexedDB.open('tarock');
        req.onupgradeneeded = () => req.transaction?.abort();
        req.onerror = () => resolve();
        req.onsuccess = () => {
          const db = req.result;
          if (!db.objectStoreNames.contains('matches')) {
            db.close();
            resolve();
            return;
          }
          const tx = db.transaction('matches', 'readwrite');
          tx.objectStore('matches').clear();
          tx.oncomplete = () => {
            db.close();
            resolve();
          };
          tx.onerror = () => reject(new Error('not cleared'));
        };
      }),
  );

/** A new page of the app with no match kept. */
async function freshPage(opts?: { seed?: string }): Promise<Page> {
  const page = await h.newPage(opts);
  await forgetKept(page);
  return page;
}

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
    const page = await freshPage();
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
    expect(await page.textContent('[data-testid=saved-note]')).toBe(
      'Eine unterbrochene Partie bleibt aufgehoben, bis sie zu Ende gespielt oder verworfen ist (höchstens 10; eine neue Partie zu beginnen lässt sie stehen).',
    );
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
    const page = await freshPage({ seed: 'resume-thinking' });
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
    const page = await freshPage();
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

  test('a Bavarian and an Illustrated match: both kept, both offered after a reload, newest first, each continued exactly where it was', async () => {
    const page = await freshPage();
    await startMatch(page, 'bavarian', 'bavarian-huber-1923', ['Anna', 'Bert', 'Cilli']);
    expect(await inSomeDeal(page, 'play', async () => true)).toBe(true);
    await stored(page);
    const bavarian = await tableSeen(page);
    // Left for the setup: it offers the choices just played with (they fell back to the
    // defaults: the first Illustrated rule set, the default names and computer players).
    await page.getByRole('button', { name: 'Tisch verlassen' }).click();
    await page.waitForSelector('.setup');
    expect(await page.isChecked('input[name=family][value=bavarian]')).toBe(true);
    expect(await page.isChecked('input[data-preset="bavarian-huber-1923"]')).toBe(true);
    const levels = await page
      .locator('select[data-level]')
      .evaluateAll((els) => els.map((e) => (e instanceof HTMLSelectElement ? e.value : '')));
    expect(levels).toEqual(['random', 'random']);
    // Started from the setup under the panel: the Bavarian match stays kept.
    await startMatch(page, 'illustrated', 'illustrated-beck', ['Dora', 'Emil', 'Franz']);
    expect(await inSomeDeal(page, 'play', async () => true)).toBe(true);
    await stored(page);
    const illustrated = await tableSeen(page);
    expect((await storedMatches(page)).length).toBe(2);

    expect(await reload(page)).toBe('offered');
    const games = () => page.locator('[data-testid=saved-game]').allTextContents();
    expect(await games()).toEqual(['Illustriertes Tarock (Beck)', 'Bayerisches Tarock (Huber 1923)']);
    expect(await page.textContent('#saved-title')).toBe('Deine unterbrochenen Partien');
    const match = (game: string) => page.locator('[data-testid=saved-match]', { hasText: game });
    expect(await match('Beck').textContent()).toContain('Dora');
    expect(await match('Huber').textContent()).toContain('Anna');

    const continued = async (game: string, seen: typeof bavarian): Promise<void> => {
      await match(game).locator('[data-testid=saved-continue]').click();
      await page.waitForFunction(
        (seq) => document.querySelector('.table-screen.my-turn')?.getAttribute('data-seq') === seq,
        seen.seq ?? '',
        { timeout: 30_000 },
      );
      expect(await tableSeen(page)).toEqual(seen);
    };
    await continued('Beck', illustrated);
    // Back to the setup, without a reload: the other one, where it was.
    await page.click('[data-nav=setup]');
    await page.waitForFunction(() => document.querySelectorAll('[data-testid=saved-match]').length === 2);
    await continued('Huber', bavarian);
    // After another reload the one continued last is offered first, and the other is still there.
    expect(await reload(page)).toBe('offered');
    expect(await games()).toEqual(['Bayerisches Tarock (Huber 1923)', 'Illustriertes Tarock (Beck)']);
    await continued('Beck', illustrated);
    expect(h.errors).toEqual([]);
    await page.close();
  });

  test('two tabs play two matches at once: both kept; a tab continuing the other tab’s match takes it over, and the other tab is told', async () => {
    const a = await freshPage();
    const b = await h.newPage();
    await startMatch(a, 'bavarian', 'bavarian-huber-1923');
    await startMatch(b, 'illustrated', 'illustrated-beck');
    await awaitTurn(a);
    await awaitTurn(b);
    await takeTurn(a);
    await takeTurn(b);
    await awaitTurn(a);
    await awaitTurn(b);
    await stored(b);
    await expect.poll(async () => (await storedMatches(a)).length).toBe(2);
    const seenA = await tableSeen(a);
    await expect
      .poll(async () => (await storedMatches(a)).map((m) => m.seq).sort())
      .toEqual([Number(seenA.seq), Number((await tableSeen(b)).seq)].sort());

    // The second tab continues the first tab's match: it opens as the first tab shows it.
    await b.click('[data-nav=setup]');
    await b.waitForFunction(() => document.querySelectorAll('[data-testid=saved-match]').length === 2);
    await b
      .locator('[data-testid=saved-match]', { hasText: 'Huber' })
      .locator('[data-testid=saved-continue]')
      .click();
    await b.waitForFunction(
      (seq) => document.querySelector('.table-screen')?.getAttribute('data-seq') === seq,
      seenA.seq ?? '',
      { timeout: 30_000 },
    );
    expect((await tableSeen(b)).hand).toEqual(seenA.hand);
    // The first tab is told at once, quietly, before its next move (the second tab's note on the
    // channel `tarock-matches`, borne out by the store's owner).
    const note = a.locator('.status-bar [data-testid=unkept]');
    await note.waitFor({ timeout: 30_000 });
    expect(await note.textContent()).toBe(
      'Diese Partie wird in einem anderen Tab weitergespielt: hier wird sie nicht mehr aufgehoben.',
    );
    expect((await tableSeen(a)).seq).toBe(seenA.seq);
    // It plays on: what is kept is the second tab's table.
    await takeTurn(a);
    await awaitTurn(a);
    const kept = await storedMatches(a);
    expect(kept.length).toBe(2);
    expect(kept.map((m) => m.seq)).toContain(Number(seenA.seq));
    expect(h.errors).toEqual([]);
    await a.close();
    await b.close();
  });

  test('a match discarded in one tab while another plays it: the other tab is told at once, its moves do not bring it back, and no setup offers it', async () => {
    const a = await freshPage();
    await startMatch(a, 'bavarian', 'bavarian-huber-1923');
    await awaitTurn(a);
    await stored(a);
    const b = await h.newPage();
    await b.waitForFunction(() => document.querySelectorAll('[data-testid=saved-match]').length === 1);
    await b.click('[data-testid=saved-discard]');
    await expect.poll(() => storedMatches(a)).toEqual([]);
    const note = a.locator('.status-bar [data-testid=unkept]');
    await note.waitFor({ timeout: 30_000 });
    expect(await note.textContent()).toBe(
      'Diese Partie wurde in einem anderen Tab verworfen: hier wird sie nicht mehr aufgehoben.',
    );
    // The first tab plays on, unkept: its writes are refused (nothing of its own to write over).
    const seen = Number((await tableSeen(a)).seq);
    await takeTurn(a);
    await awaitTurn(a);
    expect(Number((await tableSeen(a)).seq)).toBeGreaterThan(seen);
    expect(await storedMatches(a)).toEqual([]);
    expect(await reload(b)).toBe('none');
    await a.click('[data-nav=setup]');
    await a.waitForFunction(() => document.querySelector('main')?.getAttribute('data-saved') === 'none');
    expect(h.errors).toEqual([]);
    await a.close();
    await b.close();
  });

  test('the one match an older version kept (IndexedDB version 1) is carried over, offered and continued where it was', async () => {
    const page = await freshPage();
    await startMatch(page, 'bavarian', 'bavarian-huber-1923', ['Anna', 'Bert', 'Cilli']);
    expect(await inSomeDeal(page, 'play', async () => true)).toBe(true);
    await stored(page);
    const before = await tableSeen(page);
    // The database as version 1 left it: the one snapshot (from before the history: no id of its
    // own) under `current` in the store `match`. The worker's connection closes for the deletion.
    const moved = await page.evaluate(
      () =>
        new Promise<number>((resolve, reject) => {
          const read = indexedDB.open('tarock');
          read.onsuccess = () => {
            const db = read.result;
            const all = db.transaction('matches').objectStore('matches').getAll();
            all.onsuccess = () => {
              db.close();
              const entry = (all.result as { snapshot: Record<string, unknown> }[])[0];
              if (!entry) return reject(new Error('nothing kept'));
              const { history: _, ...old } = entry.snapshot;
              const del = indexedDB.deleteDatabase('tarock');
              del.onerror = () => reject(new Error('not deleted'));
              del.onsuccess = () => {
                const v1 = indexedDB.open('tarock', 1);
                v1.onupgradeneeded = () => v1.result.createObjectStore('match');
                v1.onsuccess = () => {
                  const tx = v1.result.transaction('match', 'readwrite');
                  tx.objectStore('match').put(old, 'current');
                  tx.oncomplete = () => {
                    v1.result.close();
                    resolve(Number(old['seq']));
                  };
                };
              };
            };
          };
        }),
    );
    expect(moved).toBe(Number(before.seq));
    expect(await reload(page)).toBe('offered');
    // Version 2 now: the old store gone, the match under an id of its own.
    const stores = await page.evaluate(
      () =>
        new Promise<string[]>((resolve) => {
          const req = indexedDB.open('tarock');
          req.onsuccess = () => {
            resolve([String(req.result.version), ...Array.from(req.result.objectStoreNames)]);
            req.result.close();
          };
        }),
    );
    expect(stores).toEqual(['2', 'matches']);
    expect((await storedMatches(page)).map((m) => m.seq)).toEqual([Number(before.seq)]);
    expect(await page.textContent('[data-testid=saved-game]')).toBe('Bayerisches Tarock (Huber 1923)');
    await page.click('[data-testid=saved-continue]');
    await page.waitForFunction(
      (seq) => document.querySelector('.table-screen.my-turn')?.getAttribute('data-seq') === seq,
      before.seq ?? '',
      { timeout: 30_000 },
    );
    expect(await tableSeen(page)).toEqual(before);
    expect(h.errors).toEqual([]);
    await page.close();
  });

  test('a kept match that cannot be restored is discarded, and why; the others are offered still', async () => {
    const page = await freshPage();
    await startMatch(page, 'illustrated', 'illustrated-beck');
    await awaitTurn(page);
    await stored(page);
    // A snapshot of another version, as a later app might leave it, beside the match kept.
    await page.evaluate(
      () =>
        new Promise<void>((resolve, reject) => {
          const req = indexedDB.open('tarock');
          req.onerror = () => reject(new Error('no database'));
          req.onsuccess = () => {
            const tx = req.result.transaction('matches', 'readwrite');
            tx.objectStore('matches').put({ id: 'later', used: 1, owner: '', snapshot: { v: 99 } });
            tx.oncomplete = () => {
              req.result.close();
              resolve();
            };
            tx.onerror = () => reject(new Error('not written'));
          };
        }),
    );
    expect(await reload(page)).toBe('offered');
    const note = (await page.textContent('[data-testid=saved-refused]')) ?? '';
    expect(note).toContain('Die gespeicherte Partie ließ sich nicht wiederherstellen und wurde verworfen');
    // Worded by the page in its language (the worker's reason is a value, `worker/refusal.ts`).
    expect(note).toContain('sie hat die Version 99, diese App liest Version 1');
    expect(note).not.toContain('this app reads');
    expect(await page.locator('[data-testid=saved-match]').count()).toBe(1);
    await expect.poll(async () => (await storedMatches(page)).map((m) => m.id)).not.toContain('later');
    await page.click('[data-testid=saved-refused] button');
    await page.waitForSelector('[data-testid=saved-refused]', { state: 'detached' });
    expect(await page.locator('[data-testid=saved-match]').count()).toBe(1);
    await page.click('[data-testid=saved-discard]');
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
