/**
 * Regenerates the screenshots of the main screens into docs/screenshots/ (npm run screenshots at the root).
 * Drives the real app in Debian's chromium against computer players, like the browser tests; the
 * online table is played on the real tables server (@tarock/server, a temporary SQLite file).
 * Usage: npx tsx packages/web/scripts/screenshots.ts [--online-only | --sideways-only | --history-only]
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PRESETS } from '@tarock/engine';
import type { Page } from 'playwright-core';
import { appServer } from '../test/appServer';
import { type Harness, openHarness } from '../test/browser';
import { awaitTurn, nextDeal, playDeal, startMatch, takeTurn, untilMyPhase } from '../test/drive';

const OUT = join(import.meta.dirname, '..', '..', '..', 'docs', 'screenshots');
mkdirSync(OUT, { recursive: true });

const first = (family: string) => PRESETS.find((p) => p.rules.family === family);

/** The whole page, or with `screen` only what the screen shows (the page at its top). */
async function shot(page: Page, name: string, screen = false): Promise<void> {
  const buf = await page.screenshot({ fullPage: !screen, scale: 'css' });
  writeFileSync(join(OUT, `${name}.png`), buf);
  console.log(`${name}.png ${(buf.length / 1024).toFixed(0)} KB`);
}

/** Plays on until the human is to play a card with at least `cards` cards in the trick. */
async function untilTrick(page: Page, cards: number): Promise<boolean> {
  for (let i = 0; i < 200; i++) {
    if (await awaitTurn(page)) return false;
    const phase = await page.getAttribute('.table-screen', 'data-phase');
    if (phase === 'play' && (await page.locator('[data-testid=trick] .trick-card').count()) >= cards)
      return true;
    await takeTurn(page);
  }
  return false;
}

/**
 * An online table on the tables server: the host opens it with two computer players and plays
 * until a trick is on the table (the invite link and who is connected show above it), and says a
 * line in the table chat; then the same table on a phone, where they fold away above it.
 */
async function onlineShots(h: Harness): Promise<void> {
  const app = await appServer();
  const { server } = app;
  try {
    const page = await h.newPage({ width: 1000, height: 720 });
    await page.goto(`${server.url}/`);
    await page.click('[data-nav=online]');
    const preset = first('illustrated');
    if (preset) await page.check(`input[data-preset="${preset.rules.id}"]`);
    await page.fill('.player-row input[type=text] >> nth=0', 'Hanna');
    await page.selectOption('select[data-level="1"]', 'heuristic');
    await page.selectOption('select[data-level="2"]', 'heuristic');
    await page.click('.start-btn');
    await page.waitForSelector('[data-testid=invite-link]');
    await page.waitForSelector('.online[data-seat="0"]');
    await page.click('[data-testid=ready]');
    await page.waitForSelector('.table-screen');
    if (await untilTrick(page, 1)) {
      // The chat under the table, open, with a line said: the whole page is shot.
      await page.click('[data-testid=chat-toggle]');
      await page.fill('[data-testid=chat-input]', 'Servus! Wer mag nach dem Spiel noch eine Runde?');
      await page.press('[data-testid=chat-input]', 'Enter');
      await page.waitForSelector('[data-testid=chat-lines] li');
      await shot(page, 'online-table');
      // On a phone: the table's information and seats folded above the table, the chat's count
      // beside them; what the screen shows, unscrolled.
      await page.click('[data-testid=chat-toggle]');
      await page.setViewportSize({ width: 390, height: 844 });
      await page.evaluate(() => window.scrollTo(0, 0));
      await shot(page, 'online-phone', true);
    }
    await page.close();
  } finally {
    await app.close();
  }
}

/**
 * A phone held sideways (740×360): the felt at the left, the status bar, log and calls beside it, the
 * whole hand in one row under both; what the screen shows, unscrolled, with a trick on the table.
 */
async function sidewaysShot(h: Harness): Promise<void> {
  const page = await h.newPage({ width: 740, height: 360 });
  const ill = first('illustrated');
  if (ill) {
    await startMatch(page, 'illustrated', ill.rules.id);
    if (await untilTrick(page, 1)) {
      await page.evaluate(() => window.scrollTo(0, 0));
      await shot(page, 'phone-sideways', true);
    }
  }
  await page.close();
}

async function offlineShots(h: Harness): Promise<void> {
  const page = await h.newPage({ width: 1000, height: 720 });
  await shot(page, 'setup');
  for (const family of ['illustrated', 'bavarian'] as const) {
    const preset = first(family);
    if (!preset) {
      console.log(`no ${family} preset: skipped its screenshots`);
      continue;
    }
    await startMatch(page, family, preset.rules.id);
    await awaitTurn(page);
    await shot(page, `${family}-auction`);
    // The talon exchange: play deals until the human wins an auction and chooses a talon part.
    for (let d = 0; d < 8; d++) {
      if (await untilMyPhase(page, 'talon')) {
        await shot(page, `${family}-talon`);
        if (await untilMyPhase(page, 'discard')) await shot(page, `${family}-discard`);
        break;
      }
      await playDeal(page);
      await nextDeal(page);
    }
    if (await untilTrick(page, 2)) {
      // With the hint open: the strong player's card and why.
      await page.keyboard.press('h');
      await page.waitForSelector('[data-testid=hint]');
      await shot(page, `${family}-trick`);
    }
    await playDeal(page);
    await shot(page, `${family}-settlement`);
    if (family === 'illustrated') {
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.click('.result-actions button:not(.primary)'),
      ]);
      const path = await download.path();
      await page.click('[data-nav=replay]');
      await page.setInputFiles('[data-testid=open-record]', path);
      await page.waitForSelector('[data-testid=replay-step]');
      for (let i = 0; i < 30; i++) await page.click('[data-testid=replay-next]');
      await shot(page, 'replay');
      await page.click('[data-nav=setup]');
    }
  }
  // Dark theme, four-colour deck, English.
  await page.selectOption('#set-theme', 'dark');
  await page.selectOption('#set-deck', 'fourColour');
  await page.selectOption('#set-lang', 'en');
  const ill = first('illustrated');
  if (ill) {
    await startMatch(page, 'illustrated', ill.rules.id);
    await untilTrick(page, 1);
    await shot(page, 'dark-four-colour-en');
  }
  await page.selectOption('#set-theme', 'light');
  await page.selectOption('#set-deck', 'highContrast');
  const bav = first('bavarian') ?? ill;
  if (bav) {
    await startMatch(page, bav.rules.family, bav.rules.id);
    await untilTrick(page, 1);
    await shot(page, 'high-contrast');
  }
  await page.selectOption('#set-deck', 'standard');
  await page.selectOption('#set-lang', 'de');
  const phone = await h.newPage({ width: 390, height: 844 });
  if (bav) {
    await startMatch(phone, bav.rules.family, bav.rules.id);
    await untilTrick(phone, 1);
    await shot(phone, 'phone');
  }
  await page.click('[data-nav=sheet]');
  if ((await page.locator('[data-testid=sheet-preset]').count()) > 0) {
    await page.selectOption('[data-testid=sheet-preset]', 'illustrated-mayr-sedlaczek-2016');
    await page.click('.sheet .primary');
  }
  await page.selectOption('[data-testid=sheet-contract]', 'zweiblatt');
  await page.fill('[data-testid=sheet-points]', '39');
  await page.click('[data-testid=sheet-add]');
  await page.selectOption('[data-testid=sheet-contract]', 'dreiblatt');
  await page.click('.rows button:has-text("+")');
  await shot(page, 'score-sheet');
}

/**
 * The History after two Haferltarock matches of a deal or more each: the newer open with its
 * deals, the statistics open under them, and the history as a file below.
 */
async function historyShot(h: Harness): Promise<void> {
  const page = await h.newPage({ seed: 'history-shot', width: 1000, height: 720 });
  for (const names of [
    ['Anna', 'Bert', 'Cilli'],
    ['Anna', 'Xaver', 'Zenzi'],
  ]) {
    await startMatch(page, 'bavarian', 'haferltarock', names);
    await playDeal(page);
    await nextDeal(page);
    await playDeal(page);
  }
  await page.click('[data-nav=history]');
  await page.waitForSelector('[data-testid=history-save]');
  await page.click('[data-testid=history-stats] summary');
  await shot(page, 'history');
}

const h = await openHarness({ speed: 'instant' });
try {
  if (process.argv.includes('--sideways-only')) await sidewaysShot(h);
  else if (process.argv.includes('--history-only')) await historyShot(h);
  else {
    if (!process.argv.includes('--online-only')) {
      await offlineShots(h);
      await sidewaysShot(h);
      await historyShot(h);
    }
    await onlineShots(h);
  }
} finally {
  await h.close();
}
