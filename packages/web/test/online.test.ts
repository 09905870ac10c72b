/**
 * Online tables in a real browser (Debian chromium via playwright-core) against the real server
 * (`@tarock/server` on a free port with a temporary SQLite file): a host opens a table with two
 * seats for players and one computer player, a friend joins by the invite link in another browser
 * context, both say ready and play a whole deal through the UI to the settlement; the friend's page
 * is reloaded mid-deal and comes back to the same seat at the same moment. Every frame a page
 * receives is checked against the engine's view of that seat: no other seat's hidden cards.
 */
import { PRESETS, type State, contractsOf, loadGame, replay } from '@tarock/engine';
import type { FinishedDeal } from '@tarock/protocol';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { cardsIn, hiddenFrom } from '../../server/test/helpers/secrecy';
import { optionTitle } from '../src/i18n/optionTitles';
import { optionValueText } from '../src/i18n/optionValues';
import { contractTitle } from '../src/i18n/vocab';
import { awaitTurn, takeTurn } from './drive';
import { type Person, onlineTests } from './onlinePeople';

interface Seen {
  readonly text: string;
  readonly seat: number | 'spectator';
  /** The WebSocket's URL. */
  readonly url: string;
}

interface Player extends Person {
  readonly frames: Seen[];
}

const online = onlineTests();

/** Someone at the table whose page notes every state frame it receives. */
async function player(): Promise<Player> {
  const p: Player = { ...(await online.someone('en')), frames: [] };
  p.page.on('websocket', (ws) =>
    ws.on('framereceived', (f) => {
      const text = typeof f.payload === 'string' ? f.payload : f.payload.toString('utf8');
      const m = JSON.parse(text) as { t?: string; seat?: number | null };
      if (m.t === 'state') p.frames.push({ text, seat: m.seat ?? 'spectator', url: ws.url() });
    }),
  );
  return p;
}

const preset = PRESETS.find((p) => p.rules.family === 'illustrated');

/** The human turns of one page until its settlement shows; `midway` runs once after `after` turns. */
async function playUntilSettled(page: Page, after = -1, midway?: () => Promise<void>): Promise<number> {
  let turns = 0;
  for (let guard = 0; guard < 200; guard++) {
    if (await awaitTurn(page)) {
      // The title says no turn once the deal is over.
      await expect.poll(() => page.title()).toBe('Tarock');
      return turns;
    }
    // A page in the background says the turn in its title (the browser's tab strip).
    await expect.poll(() => page.title()).toBe('● Your turn – Tarock');
    await takeTurn(page);
    turns++;
    if (turns === after && midway) await midway();
  }
  throw new Error('the deal did not end within 200 turns of one player');
}

describe('online tables in a real browser', () => {
  test('open, invite, join, ready, play a whole deal, reload mid-deal and resume the same seat', async () => {
    if (!preset) throw new Error('no Illustrated preset is registered');
    const host = await player();
    const guest = await player();

    // The host opens a table: seat 1 for a friend, seat 2 a computer player, one house rule changed.
    await host.page.goto(`${online.server.url}/`);
    await host.page.click('[data-nav=online]');
    await host.page.check(`input[data-preset="${preset.rules.id}"]`);
    const option = preset.options.find((o) => o.values.length > 1 && o.key !== 'seats');
    const changed = option?.values.find((v) => v !== option.default);
    if (option && changed !== undefined) {
      await host.page.click('details.options summary');
      await host.page.selectOption(`select[data-option="${option.key}"]`, String(changed));
    }
    await host.page.fill('.player-row input[type=text] >> nth=0', 'Hanna');
    await host.page.selectOption('select[data-level="1"]', 'human');
    await host.page.selectOption('select[data-level="2"]', 'random');
    await host.page.click('.start-btn');
    const invite = host.page.locator('[data-testid=invite-link]');
    await invite.waitFor({ timeout: 15_000 });
    const link = await invite.inputValue();
    expect(link).toMatch(/\/table\/[A-Za-z0-9_-]{12,32}$/);
    // The region holding the invite link is named for it (it was named "Rules").
    await expect(
      host.page.getByRole('region', { name: 'Invite link and rules' }).getByTestId('invite-link').count(),
    ).resolves.toBe(1);
    // On a desktop the whole link shows in its field (it showed "http://127.0.0.1:8391/tab…").
    await expect(invite.evaluate((el) => el.scrollWidth <= el.clientWidth)).resolves.toBe(true);
    await host.page.waitForSelector('.online[data-seat="0"]', { timeout: 15_000 });

    // The friend opens the link: the preset and the changed house rule, before anything else.
    await guest.page.goto(link);
    await expect(guest.page.locator('[data-testid=online-preset]').textContent()).resolves.toBe(
      preset.rules.name,
    );
    await expect(guest.page.locator('[data-testid=online-source]').textContent()).resolves.toBe(
      `Source: ${preset.rules.publishedSource}`,
    );
    if (option && changed !== undefined) {
      await expect(
        guest.page.locator(`[data-testid=online-options] [data-option="${option.key}"]`).textContent(),
      ).resolves.toContain(
        `${optionTitle(option.key, 'en')} = ${optionValueText(option.key, changed, 'en')}`,
      );
    }
    // The rules panel has the table's rule card: the preset's contracts under header cells.
    const rules = guest.page.locator('[data-testid=online-rules-open]');
    await rules.locator('summary').click();
    await expect(
      rules.locator('[data-section=contracts] tbody th[scope=row]').allTextContents(),
    ).resolves.toEqual(contractsOf(preset.rules).map((c) => contractTitle(c.id, 'en', c.name)));
    await rules.locator('summary').click();
    // Watching: the table shows, and no hand.
    await expect(guest.page.locator('.online').getAttribute('data-seat')).resolves.toBe('spectator');
    // A name over the cap (20) is told under the field, kept whole, and not sent.
    await guest.page.fill('[data-testid=join-name-1]', 'Gustl vom Donaudampfer!');
    await expect(guest.page.inputValue('[data-testid=join-name-1]')).resolves.toBe('Gustl vom Donaudampfer!');
    await expect(guest.page.textContent('[data-testid=join-note-1]')).resolves.toBe(
      'A name may have at most 20 characters: 3 too many',
    );
    await expect(guest.page.isDisabled('[data-testid=join-1]')).resolves.toBe(true);
    await guest.page.fill('[data-testid=join-name-1]', 'Gustl');
    await expect(guest.page.locator('[data-testid=join-note-1]').count()).resolves.toBe(0);
    await guest.page.click('[data-testid=join-1]');
    await guest.page.waitForSelector('.online[data-seat="1"]', { timeout: 15_000 });
    await host.page.waitForSelector('.online-roster li[data-seat="1"][data-connected="true"]', {
      timeout: 15_000,
    });

    // The computer seat has a name as offline (it read "computer, random (beginner)"), its level
    // beside it in the seat list.
    await expect(host.page.locator('.online-roster li[data-seat="2"]').textContent()).resolves.toBe(
      'Seat 3: Cilli · computer, random (beginner)',
    );

    await host.page.click('[data-testid=ready]');
    // The host is ready: the friend sees when the deal starts without them (the ready timer).
    await guest.page.waitForSelector('[data-testid=ready-timer-left]', { timeout: 15_000 });
    // … and so does the title of the friend's tab (in the background, the tab strip); the host's
    // asks nothing: the host is ready.
    await expect.poll(() => guest.page.title()).toBe('● Ready? – Tarock');
    await expect.poll(() => host.page.title()).toBe('Tarock');
    await guest.page.click('[data-testid=ready]');
    await host.page.waitForSelector('.table-screen', { timeout: 15_000 });
    await guest.page.waitForSelector('.table-screen', { timeout: 15_000 });
    await expect(guest.page.locator('[data-testid=ready-timer-left]').count()).resolves.toBe(0);
    await expect(host.page.locator('.seat[data-seat="2"] .seat-name-text').textContent()).resolves.toBe(
      'Cilli',
    );
    // The shuffle's commitment is shown while the deal runs: the seed's hash, not the seed.
    const committed = (await guest.page.textContent('[data-testid=deal-seed-hash]')) ?? '';
    expect(committed).toMatch(/^[0-9a-f]{64}$/);
    await expect(guest.page.locator('[data-testid=deal-seed-revealed]').count()).resolves.toBe(0);

    // Both play; the friend's page is reloaded after its second turn and resumes the same seat.
    let resumedAt = '';
    const reload = async (): Promise<void> => {
      const seqBefore = await guest.page.getAttribute('.table-screen', 'data-seq');
      await guest.page.reload();
      await guest.page.waitForSelector('.online[data-seat="1"] .table-screen', { timeout: 15_000 });
      resumedAt = (await guest.page.getAttribute('.table-screen', 'data-seq')) ?? '';
      // The same moment, or later if the others have acted meanwhile (never earlier).
      expect(Number(resumedAt)).toBeGreaterThanOrEqual(Number(seqBefore));
      await expect(guest.page.locator('.table-screen').getAttribute('data-viewer')).resolves.toBe('1');
    };
    const [hostTurns, guestTurns] = await Promise.all([
      playUntilSettled(host.page),
      playUntilSettled(guest.page, 2, reload),
    ]);
    expect(hostTurns + guestTurns).toBeGreaterThan(0);
    for (const p of [host, guest])
      await expect(
        p.page.locator('[data-testid=settlement] table.lines tbody tr').count(),
      ).resolves.toBeGreaterThan(0);

    // Once the deal is over the seed is revealed and checked against the hash shown at its start.
    await guest.page.waitForSelector('[data-testid=deal-seed][data-check=matches]', { timeout: 15_000 });
    await expect(guest.page.textContent('[data-testid=deal-seed-hash]')).resolves.toBe(committed);

    // The table's history holds the deal, with its record to download.
    await guest.page.click('[data-testid=history] summary');
    await guest.page.waitForSelector('[data-testid=history-download-1]', { timeout: 15_000 });
    // … saying what it came to, as the settlement just shown: the contract, the declarer and the
    // result, then each seat's amount (it said only "Deal 1 · seed hash …").
    const heading = (await guest.page.textContent('[data-testid=settlement] .outcome')) ?? '';
    const summary = (await guest.page.textContent('[data-testid=history-summary-1]')) ?? '';
    expect(heading).toContain('Result: ');
    expect(summary.startsWith(`${heading} · `), `${summary} after ${heading}`).toBe(true);
    expect(summary).toMatch(/ · Hanna [-+]?\d[^,]*, Gustl [-+]?\d[^,]*, Cilli [-+]?\d/);
    const [download] = await Promise.all([
      guest.page.waitForEvent('download'),
      guest.page.click('[data-testid=history-download-1]'),
    ]);
    expect(download.suggestedFilename()).toMatch(/^tarock-.+-1\.json$/);
    // … and as a replay link, which opens the deal in a replay with every hand.
    const deal1 = guest.page.locator('[data-deal="1"]');
    await deal1.locator('[data-testid=replay-link-make]').click();
    const replayUrl = await deal1.locator('[data-testid=replay-link]').inputValue();
    const viewer = await guest.context.newPage();
    await viewer.goto(replayUrl);
    await viewer.locator('[data-testid=replay-step]').waitFor();
    expect(await viewer.textContent('[data-testid=replay-step]')).toMatch(/ 0 \/ [1-9]\d*$/);
    await viewer.close();

    // Every frame either page received: exactly its seat's view, no card hidden from it.
    const tableId = link.split('/').at(-1) ?? '';
    const info = (await (await fetch(`${online.server.url}/api/tables/${tableId}`)).json()) as {
      game: string;
    };
    const hist = (await (await fetch(`${online.server.url}/api/tables/${tableId}/history`)).json()) as {
      deals: FinishedDeal[];
    };
    const g = loadGame(info.game);
    if (!g.ok) throw new Error(g.error);
    // Every frame of the table came over a connection that names the table (routing by table).
    for (const p of [host, guest])
      for (const f of p.frames) expect(new URL(f.url).searchParams.get('table')).toBe(tableId);
    for (const deal of hist.deals) {
      const replayed = replay(deal.record);
      if (!replayed.ok) throw new Error('the record does not replay');
      let checked = 0;
      for (const p of [host, guest])
        for (const f of p.frames) {
          const m = JSON.parse(f.text) as { deal: { n: number } | null; view: { history: unknown[] } | null };
          if (m.deal?.n !== deal.n || !m.view) continue;
          const truth: State | undefined = replayed.value.states[m.view.history.length];
          if (!truth) throw new Error('a frame beyond the record');
          const hidden = hiddenFrom(
            g.value,
            truth,
            f.seat === 'spectator' ? 'spectator' : (f.seat as 0 | 1 | 2),
          );
          // A failure names the frame and the deal's record, so the (randomly shuffled) deal replays.
          const leaked = cardsIn(m).filter((c) => hidden.has(c));
          const where =
            leaked.length > 0
              ? `deal ${deal.n}, seat ${f.seat}, after ${m.view.history.length} turns; record ${JSON.stringify(deal.record)}`
              : '';
          expect(leaked, where).toEqual([]);
          expect(m.view).toEqual(JSON.parse(JSON.stringify(g.value.view(truth, f.seat as 0 | 1 | 2))));
          checked++;
        }
      expect(checked).toBeGreaterThan(10);
    }
    expect(resumedAt).not.toBe('');
    expect([...host.errors, ...guest.errors]).toEqual([]);
  }, 150_000);
});
