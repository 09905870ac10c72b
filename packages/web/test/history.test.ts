/**
 * The offline history (Debian chromium via playwright-core): the table worker keeps every finished
 * deal of a match against the computer in IndexedDB; the History screen lists the matches, newest
 * first, with their deals, opens a deal in the replay and downloads its record; a match and the
 * whole history can be deleted (asked twice); a reload keeps it; a deal whose history write never
 * finished is put in by the next load, once; a browser without IndexedDB is
 * told that no history is kept. A deal under way is never in it.
 */
import { readFileSync } from 'node:fs';
import { parseRecordJson } from '@tarock/engine';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { formatAmount } from '../src/result/format';
import { CLOSE_TIMEOUT_MS, type Harness, openHarness, withoutIndexedDb } from './browser';
import { awaitTurn, downloadRecord, playDeal, startMatch } from './drive';

let h: Harness;

beforeAll(async () => {
  h = await openHarness();
}, 120_000);

afterAll(async () => {
  await h?.close();
}, CLOSE_TIMEOUT_MS);

/** Every record the worker has written into the history's database, read beside the app. */
const storedRecords = (page: Page): Promise<string[]> =>
  page.evaluate(
    () =>
      new Promise<string[]>((resolve) => {
        const req = indexedDB.open('tarock-history');
        req.onupgradeneeded = () => req.transaction?.abort();
        req.onerror = () => resolve([]);
        req.onsuccess = () => {
          const db = req.result;
          const all = db.transaction('records').objectStore('records').getAll();
          all.onsuccess = () => {
            db.close();
            resolve((all.result as { json: string }[]).map((r) => r.json));
          };
          all.onerror = () => {
            db.close();
            resolve([]);
          };
        };
      }),
  );

/** Opens the History screen and waits for the worker's answer. */
async function openHistory(page: Page): Promise<void> {
  await page.click('[data-nav=history]');
  await page.waitForSelector('[data-testid=history-screen]:not([data-state=asking])', { timeout: 30_000 });
}

const matchTexts = (page: Page): Promise<string[]> =>
  page.locator('[data-testid=history-match] summary').allTextContents();

/** Plays a Haferltarock deal with cards in it (a deal thrown in is played on to the next). */
async function playHaferlDeal(page: Page, names: readonly string[]): Promise<string> {
  await startMatch(page, 'bavarian', 'haferltarock', names);
  const log = await playDeal(page);
  expect(log.outcome.length).toBeGreaterThan(0);
  return downloadRecord(page);
}

describe('the offline history', () => {
  test('a finished deal is listed with its match, replays, downloads, survives a reload and is deleted', async () => {
    const page = await h.newPage({ seed: 'history' });
    await startMatch(page, 'bavarian', 'haferltarock', ['Anna', 'Bert', 'Cilli']);
    // During the deal: nothing in the history, neither on the screen nor in the database.
    expect(await awaitTurn(page)).toBe(false);
    // The page's title says whose turn it is (a tab in the background), and no more once the table is left.
    await expect.poll(() => page.title()).toBe('● Du bist dran – Tarock');
    await openHistory(page);
    await expect.poll(() => page.title()).toBe('Tarock');
    expect(await page.locator('[data-testid=history-empty]').count()).toBe(1);
    expect(await page.locator('[data-testid=history-stats]').count()).toBe(0);
    expect(await storedRecords(page)).toEqual([]);
    // Back to the table (the match kept), and on to the settlement.
    await page.click('[data-nav=setup]');
    await page.click('[data-testid=saved-continue]');
    await page.waitForSelector('.table-screen');
    await playDeal(page);
    const tableRecord = readFileSync(await downloadRecord(page), 'utf8');
    const parsed = parseRecordJson(tableRecord);
    if (!parsed.ok) throw new Error(parsed.error);
    const result = parsed.value.result;
    if (!result) throw new Error('the downloaded deal has no result');

    // A second match, started later: listed first.
    await playHaferlDeal(page, ['Xaver', 'Yvonne', 'Zenzi']);

    await openHistory(page);
    const summaries = await matchTexts(page);
    expect(summaries).toHaveLength(2);
    expect(summaries[0]).toContain('Xaver');
    const first = page.locator('[data-testid=history-match]').nth(1);
    await first.locator('summary').click();
    const text = (await first.textContent()) ?? '';
    for (const word of [
      'Haferltarock',
      'Anna',
      'Bert: Computer, Zufall (Anfänger)',
      'Cilli',
      '1 Spiel',
      'Stand',
    ])
      expect(text).toContain(word);
    expect(await first.getAttribute('data-match')).toBeTruthy();
    // On a phone-sized screen the page does not scroll sideways (a wide table scrolls in its box).
    await page.setViewportSize({ width: 360, height: 740 });
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
      .toBeLessThanOrEqual(360);
    await page.setViewportSize({ width: 1280, height: 720 });
    // The date and time it started: today's, in German.
    const today = new Intl.DateTimeFormat('de-DE', { dateStyle: 'medium' }).format(new Date());
    expect(await first.locator('[data-testid=history-when]').textContent()).toContain(today);
    const row = first.locator('[data-testid=history-deal]');
    expect(await row.count()).toBe(1);
    expect(await row.getAttribute('data-deal')).toBe('1');
    if (result.contract !== null)
      expect((await row.locator('[data-testid=history-contract]').textContent())?.length).toBeGreaterThan(0);

    // The statistics under the list, collapsed: both matches, their deals; open, one Haferltarock
    // table with a column each for Xaver (the newer match) and Anna, the humans by name; Anna's
    // one deal counted as her record's result says (seat 0: hers as declarer, else defended).
    const xaverDeals = await page
      .locator('[data-testid=history-match]')
      .first()
      .locator('[data-testid=history-deal]')
      .count();
    const stats = page.locator('[data-testid=history-stats]');
    expect(await stats.locator('summary').textContent()).toBe(
      `Statistik: 2 Partien, ${1 + xaverDeals} Spiele`,
    );
    await stats.locator('summary').click();
    const statTable = stats.locator('table[data-preset=haferltarock]');
    expect(await statTable.locator('caption').textContent()).toBe('Haferltarock (Danyliuk)');
    expect(await statTable.locator('thead th').allTextContents()).toEqual(['Kennzahl', 'Xaver', 'Anna']);
    const stat = (key: string): Promise<string[]> =>
      statTable.locator(`tr[data-stat="${key}"] td`).allTextContents();
    expect(await stat('matches')).toEqual(['1 (0)', '1 (0)']);
    expect(await stat('deals')).toEqual([`${xaverDeals}`, '1']);
    const annaDeclared = result.declarer === 0;
    expect((await stat('declared'))[1]).toBe(annaDeclared ? '1' : '0');
    expect((await stat('defended'))[1]).toBe(!annaDeclared && result.declarer !== null ? '1' : '0');
    expect((await stat('thrownIn'))[1]).toBe(result.outcome === 'passed' ? '1' : '0');
    expect((await stat('total'))[1]).toBe(formatAmount(result.deltas[0] ?? 0, 'cents', 'de', true));
    if (annaDeclared) {
      const won = result.outcome === 'won';
      expect((await stat('won'))[1]).toBe(won ? '1 (100\u00a0%)' : '0 (0\u00a0%)');
      if (result.contract !== null)
        expect((await stat(`contract:${result.contract}`))[1]).toBe(won ? '1 / 1' : '1 / 0');
    }

    // Download gives the record the table gave, which parses.
    const [dl] = await Promise.all([
      page.waitForEvent('download'),
      row.locator('[data-testid=history-download]').click(),
    ]);
    expect(dl.suggestedFilename()).toMatch(/^haferltarock-\d{4}-\d{2}-\d{2}-\d{4}-1\.json$/);
    const json = readFileSync(await dl.path(), 'utf8');
    expect(parseRecordJson(json).ok).toBe(true);
    expect(json).toBe(tableRecord);

    // Replay opens the replay screen on that record: every turn of it, the names of the match.
    await row.locator('[data-testid=history-replay]').click();
    await page.waitForSelector('[data-testid=replay-step]');
    expect(await page.textContent('[data-testid=replay-step]')).toContain(`0 / ${parsed.value.turns.length}`);
    expect(await page.locator('.replay-table .seat-name').allTextContents()).toEqual(
      expect.arrayContaining(['Anna', 'Bert', 'Cilli'].map((n) => expect.stringContaining(n))),
    );

    // Analyse works there as on any record opened (a deal with cards played has its summary).
    if (parsed.value.turns.some((t) => t.action.type === 'play')) {
      await page.click('[data-testid=analyse]');
      await page.waitForSelector('[data-testid=analysis-summary]', { timeout: 60_000 });
    }

    // A reload keeps the history.
    await page.reload();
    await openHistory(page);
    expect(await matchTexts(page)).toEqual(summaries);
    for (const stored of await storedRecords(page))
      expect(parseRecordJson(stored).ok && stored.includes('"result": {')).toBe(true);

    // Deleting a match is asked first; No keeps it, Yes deletes it.
    const newest = page.locator('[data-testid=history-match]').first();
    await newest.locator('[data-testid=history-delete]').click();
    await newest.locator('[data-testid=history-delete-no]').click();
    expect(await page.locator('[data-testid=history-match]').count()).toBe(2);
    await newest.locator('[data-testid=history-delete]').click();
    await newest.locator('[data-testid=history-delete-yes]').click();
    await expect.poll(() => page.locator('[data-testid=history-match]').count()).toBe(1);
    expect((await matchTexts(page))[0]).toContain('Anna');
    // Its record went with it; the other match's stays.
    expect(await storedRecords(page)).toEqual([tableRecord]);

    // The whole history, asked likewise; gone after a reload too.
    await page.click('[data-testid=history-delete-all]');
    await page.click('[data-testid=history-delete-all-yes]');
    await page.waitForSelector('[data-testid=history-empty]');
    await page.reload();
    await openHistory(page);
    expect(await page.locator('[data-testid=history-empty]').count()).toBe(1);
    expect(await storedRecords(page)).toEqual([]);
    expect(h.errors).toEqual([]);
    await page.close();
  });

  test('a deal over while the history write cannot finish (as a tab closed between the writes) is in the history after the reload, once', async () => {
    const page = await h.newPage({ seed: 'history-owed' });
    await startMatch(page, 'bavarian', 'haferltarock', ['Olga', 'Paul', 'Quirin']);
    await awaitTurn(page);
    // The history's database held in an upgrade that never ends (requests kept coming in its
    // transaction): the worker's history write waits, as if the tab had been closed during it.
    await page.evaluate(
      () =>
        new Promise<void>((resolve, reject) => {
          const req = indexedDB.open('tarock-history', 99);
          req.onupgradeneeded = () => {
            const held = req.result.createObjectStore('held');
            const spin = (): void => {
              held.get(0).onsuccess = spin;
            };
            spin();
            resolve();
          };
          req.onsuccess = () => reject(new Error('the upgrade ended'));
        }),
    );
    await playDeal(page);
    // The kept match owes the deal to the history (written with the snapshot that finished it).
    const owedDeal = () =>
      page.evaluate(
        () =>
          new Promise<unknown>((resolve) => {
            const req = indexedDB.open('tarock');
            req.onsuccess = () => {
              const all = req.result.transaction('matches').objectStore('matches').getAll();
              all.onsuccess = () => {
                req.result.close();
                // Other tests' matches lie beside it: this test's is Olga's.
                const e = (
                  all.result as {
                    snapshot?: { setup?: { names?: string[] } };
                    owed?: { deal?: { deal?: number } };
                  }[]
                ).find((x) => x.snapshot?.setup?.names?.includes('Olga'));
                resolve(e?.owed?.deal?.deal ?? null);
              };
            };
          }),
      );
    await expect.poll(owedDeal, { timeout: 30_000 }).toBe(1);
    // The reload ends the held upgrade (the history's database as it was); the new worker puts the
    // owed deal in the history and clears it.
    await page.reload();
    await openHistory(page);
    const olga = page.locator('[data-testid=history-match]', { hasText: 'Olga' });
    expect(await olga.count()).toBe(1);
    const ours = async () => (await storedRecords(page)).filter((json) => json.includes('Olga')).length;
    expect(await ours()).toBe(1);
    await expect.poll(owedDeal).toBeNull();
    await page.reload();
    await openHistory(page);
    expect(await page.locator('[data-testid=history-match]', { hasText: 'Olga' }).count()).toBe(1);
    expect(await ours()).toBe(1);
    expect(h.errors).toEqual([]);
    await page.close();
  });

  test('the history saved as a file comes back whole once deleted, and a file that is no history is refused', async () => {
    const page = await h.newPage({ seed: 'history-file' });
    await openHistory(page);
    // Wiped first: the harness's one browser profile holds the other tests' matches.
    if ((await page.locator('[data-testid=history-delete-all]').count()) > 0) {
      await page.click('[data-testid=history-delete-all]');
      await page.click('[data-testid=history-delete-all-yes]');
    }
    await page.waitForSelector('[data-testid=history-empty]');
    // An empty history: a file may be read, there is nothing to save.
    expect(await page.locator('[data-testid=history-read]').count()).toBe(1);
    expect(await page.locator('[data-testid=history-save]').count()).toBe(0);
    const recordFile = await playHaferlDeal(page, ['Paula', 'Quirin', 'Resi']);
    await playHaferlDeal(page, ['Sepp', 'Toni', 'Ursel']);
    await openHistory(page);
    const before = await matchTexts(page);
    const records = (await storedRecords(page)).sort();
    expect(before).toHaveLength(2);

    const [dl] = await Promise.all([page.waitForEvent('download'), page.click('[data-testid=history-save]')]);
    expect(dl.suggestedFilename()).toMatch(/^tarock-history-\d{4}-\d{2}-\d{2}\.json$/);
    const said = page.locator('[data-testid=history-file-said]');
    await expect.poll(() => said.textContent()).toBe('Gesichert: 2 Partien.');
    const file = await dl.path();
    const archive = JSON.parse(readFileSync(file, 'utf8')) as { format: string; matches: unknown[] };
    expect(archive.format).toBe('tarock-history');
    expect(archive.matches).toHaveLength(2);
    // One match alone (the older one, Paula's): a history file of that match.
    const paula = page.locator('[data-testid=history-match]', { hasText: 'Paula' });
    await paula.locator('summary').click();
    const [one] = await Promise.all([
      page.waitForEvent('download'),
      paula.locator('[data-testid=history-save-match]').click(),
    ]);
    expect(one.suggestedFilename()).toMatch(/^tarock-history-haferltarock-\d{4}-\d{2}-\d{2}-\d{4}\.json$/);
    const oneFile = await one.path();
    const alone = JSON.parse(readFileSync(oneFile, 'utf8')) as { matches: { names: string[] }[] };
    expect(alone.matches.map((m) => m.names[0])).toEqual(['Paula']);

    await page.click('[data-testid=history-delete-all]');
    await page.click('[data-testid=history-delete-all-yes]');
    await page.waitForSelector('[data-testid=history-empty]');
    expect(await storedRecords(page)).toEqual([]);

    // One deal's record is not a history: refused, nothing written.
    await page.setInputFiles('[data-testid=history-read]', recordFile);
    await expect.poll(() => said.getAttribute('data-kind')).toBe('failed');
    expect(await said.getAttribute('role')).toBe('alert');
    expect(await said.textContent()).toContain('Aufzeichnung eines einzelnen Spiels');
    expect(await storedRecords(page)).toEqual([]);

    await page.setInputFiles('[data-testid=history-read]', oneFile);
    await expect
      .poll(() => said.textContent())
      .toMatch(/^Eingelesen: 1 Partie dazugekommen, insgesamt \d+ Spiele?\.$/);
    // The list is drawn again after the line is said: waited for, as below.
    await expect.poll(async () => (await matchTexts(page)).map((t) => t.includes('Paula'))).toEqual([true]);
    await page.setInputFiles('[data-testid=history-read]', file);
    await expect
      .poll(() => said.textContent())
      .toMatch(/^Eingelesen: 1 Partie dazugekommen, insgesamt \d+ Spiele?, 1 Partie schon da\.$/);
    await expect.poll(() => matchTexts(page)).toEqual(before);
    expect((await storedRecords(page)).sort()).toEqual(records);
    // Read again: nothing new.
    await page.setInputFiles('[data-testid=history-read]', file);
    await expect
      .poll(() => said.textContent())
      .toBe('Nichts Neues: Dieses Archiv hat schon jedes Spiel der Datei.');
    // A deal read back replays.
    const row = page
      .locator('[data-testid=history-match]')
      .first()
      .locator('[data-testid=history-deal]')
      .first();
    await row.locator('[data-testid=history-replay]').click();
    await page.waitForSelector('[data-testid=replay-step]');
    expect(await page.locator('.replay-table .seat-name').allTextContents()).toEqual(
      expect.arrayContaining(['Sepp', 'Toni', 'Ursel'].map((n) => expect.stringContaining(n))),
    );
    expect(h.errors).toEqual([]);
    await page.close();
  });

  test('a browser without IndexedDB is told that it keeps no history', async () => {
    await withoutIndexedDb(h, async () => {
      const page = await h.newPage();
      await openHistory(page);
      const note = page.locator('[data-testid=history-unavailable]');
      expect(await note.textContent()).toContain('Dieser Browser hebt kein Archiv auf');
      expect(await note.getAttribute('title')).toBe('this browser has no IndexedDB');
      await page.selectOption('#set-lang', 'en');
      await expect.poll(() => note.textContent()).toContain('This browser does not keep the history');
      expect(await page.textContent('[data-nav=history]')).toBe('History');
      await page.close();
    });
  });
});
