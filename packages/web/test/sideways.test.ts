/**
 * A phone held sideways (Chromium's phone emulation at 844×390, 740×360 and 667×375): at the
 * table against the computer players (a Bavarian and an Illustrated rule set) and at an online
 * table with a deal on, the whole hand, the trick, the seats with whose turn it is, the calls and
 * the action bar lie on the screen without scrolling, nothing makes the page wider than the screen,
 * every card shows a strip of at least 32 px that a tap plays; and the online table's "connection
 * lost" line, upright and sideways, pushes nothing below the screen's foot. One deal per table is
 * looked at in every size in turn (the window turned), so the file stays quick.
 */
import type { Page, WebSocketRoute } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { awaitTurn, handAtRest, nextDeal, startMatch, takeTurn } from './drive';
import { onlineTests, openTable } from './onlinePeople';

const online = onlineTests();

const SIDEWAYS = [
  { width: 844, height: 390 },
  { width: 740, height: 360 },
  { width: 667, height: 375 },
] as const;

/** The narrowest strip of a card of the hand that a finger must be able to hit and read (CSS px). */
const STRIP_PX = 32;

const WAIT = { timeout: 30_000 };

interface Strip {
  readonly card: string;
  readonly legal: boolean;
  readonly x: number;
  readonly y: number;
}

interface Seen {
  /** What lies outside the screen, is covered or too narrow: empty when all is well. */
  readonly problems: string[];
  /** The middle of each card's visible strip. */
  readonly strips: Strip[];
}

/**
 * What of the table a player cannot see or tap as the page stands scrolled to its top: the hand's
 * cards (each visible strip on the screen, at least `STRIP_PX` wide, the card itself under its
 * middle), the trick, the calls (each uncovered), the action bar, the seats and the one to act,
 * and whether the page is wider than the screen.
 */
function look(page: Page): Promise<Seen> {
  return page.evaluate((stripPx) => {
    window.scrollTo(0, 0);
    const problems: string[] = [];
    const vw = window.innerWidth;
    const vh = window.innerHeight;
    const inView = (what: string, r: DOMRect): void => {
      if (r.height === 0) problems.push(`${what} has no height`);
      else if (r.top < 0 || r.left < 0 || r.bottom > vh || r.right > vw)
        problems.push(
          `${what} at ${Math.round(r.left)}–${Math.round(r.right)} × ${Math.round(r.top)}–${Math.round(r.bottom)} of ${vw}×${vh}`,
        );
    };
    const strips: { card: string; legal: boolean; x: number; y: number }[] = [];
    const cards = [...document.querySelectorAll<HTMLElement>('.hand-card')];
    if (cards.length === 0) problems.push('no card in the hand');
    for (const el of cards) {
      const card = el.dataset['card'] ?? '';
      const box = el.getBoundingClientRect();
      inView(`card ${card}`, box);
      const next = el.nextElementSibling?.classList.contains('hand-card')
        ? el.nextElementSibling.getBoundingClientRect()
        : null;
      const right = next ? Math.min(box.right, next.left) : box.right;
      if (right - box.left < stripPx - 0.5)
        problems.push(`card ${card} shows a strip of ${Math.round(right - box.left)} px`);
      const x = (box.left + right) / 2;
      const y = box.top + box.height / 2;
      const under = document.elementFromPoint(x, y)?.closest<HTMLElement>('.hand-card')?.dataset['card'];
      if (under !== card) problems.push(`card ${card}'s strip is under ${under ?? 'nothing'}`);
      strips.push({ card, legal: el.classList.contains('legal'), x, y });
    }
    for (const sel of ['[data-testid=trick]', '.action-bar', '.status-bar', '.seat.to-act']) {
      const el = document.querySelector(sel);
      if (el) inView(sel, el.getBoundingClientRect());
    }
    // The middle's cards (the trick, the talon's parts) on the felt, not over the calls or the hand.
    const felt = document.querySelector('.table')?.getBoundingClientRect();
    for (const el of document.querySelectorAll('.center .card')) {
      const r = el.getBoundingClientRect();
      if (felt && (r.top < felt.top || r.bottom > felt.bottom || r.left < felt.left || r.right > felt.right))
        problems.push(`a card of the middle at ${Math.round(r.top)}–${Math.round(r.bottom)}, off the felt`);
    }
    for (const [i, el] of [...document.querySelectorAll('.seat')].entries())
      inView(`seat ${i} (${el.querySelector('.seat-name')?.textContent ?? ''})`, el.getBoundingClientRect());
    for (const el of document.querySelectorAll<HTMLElement>('.action-bar .call')) {
      const r = el.getBoundingClientRect();
      inView(`call ${el.textContent}`, r);
      const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
      if (!hit || !el.contains(hit)) problems.push(`call ${el.textContent} is covered`);
    }
    if (document.documentElement.scrollWidth > document.documentElement.clientWidth)
      problems.push(`the page is ${document.documentElement.scrollWidth} px wide`);
    return { problems, strips };
  }, STRIP_PX);
}

/** Plays on (a new deal after a settlement, by `next`) until the human is to play with a card on the table. */
async function untilPlayWithTrick(page: Page, next: () => Promise<void>): Promise<void> {
  for (let guard = 0; guard < 300; guard++) {
    if (await awaitTurn(page)) {
      await next();
      continue;
    }
    const phase = await page.getAttribute('.table-screen', 'data-phase');
    if (phase === 'play' && (await page.locator('[data-testid=trick] .trick-card').count()) > 0) return;
    await takeTurn(page);
  }
  throw new Error('no turn in the card play with a card on the table');
}

const handCards = (page: Page): Promise<string[]> =>
  page.locator('.hand-card').evaluateAll((els) => els.map((e) => e.getAttribute('data-card') ?? ''));

/**
 * The deal's first turn (the calls offered) in every size, then a turn in the card play with a card
 * on the table in each size, where a tap on a legal card's visible strip plays that card.
 */
async function everySize(page: Page, next: () => Promise<void>): Promise<void> {
  expect(await awaitTurn(page), 'a turn before any settlement').toBe(false);
  for (const size of SIDEWAYS) {
    await page.setViewportSize(size);
    await handAtRest(page);
    const seen = await look(page);
    expect(seen.problems, `the first turn at ${size.width}×${size.height}`).toEqual([]);
    await expect(page.locator('.action-bar .call').count()).resolves.toBeGreaterThan(0);
  }
  for (const [i, size] of SIDEWAYS.entries()) {
    await page.setViewportSize(size);
    await untilPlayWithTrick(page, next);
    await handAtRest(page);
    const seen = await look(page);
    const at = `in the card play at ${size.width}×${size.height}`;
    expect(seen.problems, at).toEqual([]);
    const legal = seen.strips.filter((s) => s.legal);
    const tapped = legal[i % legal.length];
    if (!tapped) throw new Error(`no legal card ${at}`);
    const hand = await handCards(page);
    const before = await page.getAttribute('.table-screen', 'data-seq');
    await page.touchscreen.tap(tapped.x, tapped.y);
    await page.waitForFunction(
      (b) => document.querySelector('.table-screen')?.getAttribute('data-seq') !== b,
      before,
      WAIT,
    );
    const after = await handCards(page);
    expect(
      hand.filter((c) => !after.includes(c)),
      `the card tapped ${at}`,
    ).toEqual([tapped.card]);
  }
}

describe('a phone held sideways', () => {
  for (const { family, preset } of [
    { family: 'bavarian', preset: 'haferltarock' },
    { family: 'illustrated', preset: 'illustrated-mayr-sedlaczek-2016' },
  ] as const)
    test(`${preset} against the computer: the hand, the trick, the seats, the calls in view at 844×390, 740×360 and 667×375; a tap on a card plays it`, async () => {
      const person = await online.someone('de', true);
      const page = person.page;
      await page.setViewportSize(SIDEWAYS[0]);
      await page.goto(`${online.server.url}/?seed=sideways`);
      await startMatch(page, family, preset);
      await everySize(page, () => nextDeal(page));
      expect(person.errors).toEqual([]);
      await person.close();
    }, 120_000);

  test('an online table with a deal on: the same in view; the "connection lost" line moves nothing, upright and sideways', async () => {
    const person = await online.someone('de', true);
    const page = person.page;
    // Every connection goes through to the server, until `down` drops it and refuses the next.
    let down = false;
    const live: { current: WebSocketRoute | null } = { current: null };
    await page.routeWebSocket(/\/ws/, (ws) => {
      if (down) {
        void ws.close();
        return;
      }
      live.current = ws;
      ws.connectToServer();
    });
    await page.setViewportSize(SIDEWAYS[0]);
    // With a turn timer: its line lies with the calls.
    await openTable(page, online.server.url, 'bavarian', 60, { preset: 'haferltarock', alone: true });
    await page.click('[data-testid=ready]');
    const ready = async (): Promise<void> => {
      await page.click('[data-testid=ready]');
      await page.waitForSelector('[data-testid=settlement]', { state: 'detached', ...WAIT });
    };
    await everySize(page, ready);

    // The connection lost at a turn: upright at 360×740 (about 8 px left under the hand) and sideways.
    await untilPlayWithTrick(page, ready);
    for (const size of [{ width: 360, height: 740 }, ...SIDEWAYS]) {
      await page.setViewportSize(size);
      await handAtRest(page);
      const hand = await page.locator('.hand').boundingBox();
      down = true;
      await live.current?.close();
      await page.waitForSelector('[data-testid=connection]', WAIT);
      const seen = await look(page);
      expect(seen.problems, `the connection lost at ${size.width}×${size.height}`).toEqual([]);
      await expect(page.locator('.hand').boundingBox()).resolves.toEqual(hand);
      down = false;
      await page.waitForSelector('[data-testid=connection]', { state: 'detached', ...WAIT });
    }
    // The page's console tells of the connections refused while `down`.
    expect(person.errors.filter((e) => !/WebSocket/i.test(e))).toEqual([]);
    await person.close();
  }, 180_000);
});
