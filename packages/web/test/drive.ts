/** Driving the table through the UI as a player would: choose a preset, start, answer every turn. */
import type { Page } from 'playwright-core';

/**
 * Opens the header's menu where a phone folds the navigation and the settings away behind it
 * (wider screens show them in the header).
 */
async function unfoldMenu(page: Page): Promise<void> {
  const toggle = page.locator('[data-testid=menu-toggle]');
  if ((await toggle.isVisible()) && (await toggle.getAttribute('aria-expanded')) !== 'true')
    await toggle.click();
}

/** Goes to a screen with the header's navigation (`data-nav`), through the menu on a phone. */
export async function goTo(page: Page, screen: string): Promise<void> {
  await unfoldMenu(page);
  await page.click(`[data-nav=${screen}]`);
}

/**
 * A seed (`newPage({ seed })`) whose first deal, in Mayr & Sedlaczek, Löw and Haferltarock against
 * the random players, has the human (choosing as `takeTurn` does) bid, win, take the talon, lay
 * away, announce where the game has announcements, and play: one deal where the default seed takes
 * two to six. Tests that deal on until a phase comes still pass if a change of the players or the
 * deal makes it fall short, only slower; `packages/web/scripts/coveringSeed.ts` finds another.
 */
export const HUMAN_DECLARES_SEED = 'steady25';

export async function startMatch(
  page: Page,
  family: 'illustrated' | 'bavarian',
  preset: string,
  /** The players' names, seat by seat (the setup's own where none is given). */
  names: readonly string[] = [],
  /** Options chosen in the setup, by key ("seats" → "4"). */
  options: Readonly<Record<string, string>> = {},
): Promise<void> {
  await goTo(page, 'setup');
  await page.check(`input[name=family][value=${family}]`);
  await page.check(`input[data-preset="${preset}"]`);
  if (Object.keys(options).length > 0) {
    // The house rules lie folded away under their heading.
    await page.evaluate(() => {
      const box = document.querySelector('details.options');
      if (box instanceof HTMLDetailsElement) box.open = true;
    });
    for (const [key, value] of Object.entries(options))
      await page.selectOption(`select[data-option="${key}"]`, value);
  }
  const fields = page.locator('.player-row input[type=text]');
  for (const [i, name] of names.entries()) await fields.nth(i).fill(name);
  // The tests play against the random player: quick, and the same whatever players exist.
  for (const sel of await page.locator('select[data-level]').all())
    await sel.selectOption({ value: 'random' });
  await page.click('.start-btn');
  await page.waitForSelector('.table-screen');
}

/**
 * The longest any single wait for the app (a frame from the worker, a dialog) may take: generous,
 * because a machine busy with other test runs can make the page slow; a passing run never waits
 * for it, since every wait ends on the UI state it waits for.
 */
const UI_TIMEOUT_MS = 30_000;

async function seq(page: Page): Promise<string> {
  return (await page.getAttribute('.table-screen', 'data-seq')) ?? '';
}

/** Waits until the view has moved past `before` (the worker answered). */
async function moved(page: Page, before: string): Promise<void> {
  await page.waitForFunction(
    (b) => document.querySelector('.table-screen')?.getAttribute('data-seq') !== b,
    before,
    { timeout: UI_TIMEOUT_MS },
  );
}

export interface DealLog {
  readonly cardsPlayed: number;
  readonly calls: number;
  readonly outcome: string;
  readonly illegalRefused: boolean;
}

/** Waits for the human's turn or the settlement; true when the deal is over. */
export async function awaitTurn(page: Page): Promise<boolean> {
  await page.waitForSelector('[data-testid=settlement], .my-turn', { timeout: UI_TIMEOUT_MS });
  return (await page.locator('[data-testid=settlement]').count()) > 0;
}

/** One human turn: in the auction a bid is preferred (so a game is played), elsewhere the first legal call or card. */
export async function takeTurn(page: Page): Promise<'card' | 'call'> {
  const before = await seq(page);
  const phase = (await page.getAttribute('.table-screen', 'data-phase')) ?? '';
  const legalCards = page.locator('.hand-card.legal');
  let kind: 'card' | 'call' = 'call';
  if ((await legalCards.count()) > 0) {
    // Cards overlap to the right: a player taps the visible left edge, as here.
    await legalCards.first().click({ position: { x: 5, y: 30 } });
    kind = 'card';
  } else {
    const buttons = page.locator('.action-bar .call');
    const types = await buttons.evaluateAll((els) => els.map((e) => e.getAttribute('data-action') ?? ''));
    const prefer =
      phase === 'auction'
        ? ['bid', 'hold', 'take', 'accept']
        : ['ready', 'accept', 'pass', 'talon', 'trump', 'declare'];
    const k = prefer.map((p) => types.indexOf(p)).find((i) => i >= 0) ?? 0;
    await buttons.nth(k).click();
  }
  await moved(page, before);
  return kind;
}

/**
 * Waits until the hand is laid out for the window's present width (a resize re-renders it, not at
 * once) and no card of it is on its way (a legal card rising, a played one leaving).
 */
export const handAtRest = (page: Page): Promise<unknown> =>
  page.waitForFunction(() => {
    const hand = document.querySelector<HTMLElement>('.hand');
    return (
      hand?.dataset['width'] === String(window.innerWidth) &&
      hand.getAnimations({ subtree: true }).length === 0
    );
  });

/** Tries the first illegal card of the hand: true when it was refused and stayed in the hand. */
export async function tryIllegalCard(page: Page): Promise<boolean> {
  const before = await seq(page);
  const illegal = page.locator('.hand-card.illegal').first();
  const card = await illegal.getAttribute('data-card');
  const handBefore = await page.locator('.hand-card').count();
  // aria-disabled: a pointer click still reaches it, and the engine must refuse it.
  await illegal.click({ force: true, position: { x: 5, y: 30 } });
  await page.waitForSelector('[data-testid=refused]', { timeout: UI_TIMEOUT_MS });
  const still = await page.locator(`.hand-card[data-card="${card}"]`).count();
  return (
    still === 1 && (await page.locator('.hand-card').count()) === handBefore && (await seq(page)) === before
  );
}

/**
 * Plays the human seat until the settlement shows. With `tryIllegal`, an illegal card, when one
 * is in the hand during play, is tried once first and must be refused.
 */
export async function playDeal(page: Page, opts: { tryIllegal?: boolean } = {}): Promise<DealLog> {
  let cardsPlayed = 0;
  let calls = 0;
  let illegalRefused = false;
  let triedIllegal = !opts.tryIllegal;
  for (let guard = 0; guard < 400; guard++) {
    if (await awaitTurn(page)) {
      const outcome = (await page.textContent('[data-testid=outcome]')) ?? '';
      return { cardsPlayed, calls, outcome, illegalRefused };
    }
    const phase = await page.getAttribute('.table-screen', 'data-phase');
    if (phase === 'play' && !triedIllegal && (await page.locator('.hand-card.illegal').count()) > 0) {
      triedIllegal = true;
      illegalRefused = await tryIllegalCard(page);
      continue;
    }
    if ((await takeTurn(page)) === 'card') cardsPlayed++;
    else calls++;
  }
  throw new Error('the deal did not end within 400 of the human turns');
}

/**
 * Starts the next deal from the settlement and waits until the settlement is gone, so that the
 * next wait for "my turn or the settlement" sees the new deal, not the old settlement.
 */
export async function nextDeal(page: Page): Promise<void> {
  await page.click('[data-testid=next-deal]');
  await page.waitForSelector('[data-testid=settlement]', { state: 'detached', timeout: UI_TIMEOUT_MS });
}

/**
 * At an online table: says Ready, and when a deal's settlement showed, waits until it is gone (the
 * next deal dealt), so that the next wait for "my turn or the settlement" does not see the old one.
 */
export async function ready(page: Page): Promise<void> {
  const settled = (await page.locator('[data-testid=settlement]').count()) > 0;
  await page.click('[data-testid=ready]');
  if (settled)
    await page.waitForSelector('[data-testid=settlement]', { state: 'detached', timeout: UI_TIMEOUT_MS });
}

/** Plays on until the human is to act in `phase` (false if the deal ends first). */
export async function untilMyPhase(page: Page, phase: string): Promise<boolean> {
  for (let i = 0; i < 200; i++) {
    if (await awaitTurn(page)) return false;
    if ((await page.getAttribute('.table-screen', 'data-phase')) === phase) return true;
    await takeTurn(page);
  }
  return false;
}

/**
 * Deal after deal (at most `deals`), plays on until the human is to act in `phase`, then asks
 * `found` whether this deal shows what the test looks for; true once one did. A deal that ends
 * first, or does not show it, is played out and the next one dealt.
 */
export async function inSomeDeal(
  page: Page,
  phase: string,
  found: () => Promise<boolean>,
  deals = 8,
): Promise<boolean> {
  for (let deal = 0; deal < deals; deal++) {
    if (deal > 0) {
      await playDeal(page);
      await nextDeal(page);
    }
    if ((await untilMyPhase(page, phase)) && (await found())) return true;
  }
  return false;
}

/**
 * Plays Bavarian deals of `preset` until one has cards played (not thrown in), then downloads its
 * record from the settlement; returns the downloaded file's path.
 */
export async function playedRecordFile(page: Page, preset: string): Promise<string> {
  await startMatch(page, 'bavarian', preset);
  let log = await playDeal(page);
  for (let i = 0; i < 4 && log.cardsPlayed === 0; i++) {
    await nextDeal(page);
    log = await playDeal(page);
  }
  if (log.cardsPlayed === 0) throw new Error(`five deals of ${preset} in a row were thrown in`);
  return downloadRecord(page);
}

/** Downloads the deal's record from the settlement; returns the downloaded file's path. */
export async function downloadRecord(page: Page): Promise<string> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.click('.result-actions button:not(.primary)'),
  ]);
  return download.path();
}

/** Opens the record at `path` in the replay screen, at its first step. */
export async function openReplay(page: Page, path: string): Promise<void> {
  await goTo(page, 'replay');
  await page.setInputFiles('[data-testid=open-record]', path);
  await page.waitForSelector('[data-testid=replay-step]');
}
