/**
 * Browser tests that the table holds still under the player's aim, on a desktop and on a phone
 * (Chromium's phone emulation, 360×740): the hand and its cards stay where they are when the hint
 * or a refusal appears above them, or goes; the hand and the call strip stay put from the deal to
 * the last trick (the auction, the talon, laying away, the announcements, the play), offline and
 * online, whatever appears or goes around them (calls and their bubbles, the contract, the
 * announcements, the talon and the cards laid away, the turn timer); and on a phone a long hint
 * covers none of the seats, and a new match shows the whole hand at its first turn unscrolled.
 */
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { type Harness, openHarness, CLOSE_TIMEOUT_MS } from './browser';
import {
  awaitTurn,
  downloadRecord,
  HUMAN_DECLARES_SEED,
  handAtRest,
  inSomeDeal,
  nextDeal,
  startMatch,
  takeTurn,
  tryIllegalCard,
  untilMyPhase,
} from './drive';
import { onlineTests, openTable } from './onlinePeople';

let desktop: Harness;
let phone: Harness;
const online = onlineTests();

beforeAll(async () => {
  [desktop, phone] = await Promise.all([openHarness(), openHarness({}, { phone: true })]);
}, 180_000);

afterAll(async () => {
  await desktop?.close();
  await phone?.close();
}, CLOSE_TIMEOUT_MS);

const SIZES = [
  { name: 'a desktop', harness: () => desktop, width: 1280, height: 800 },
  { name: 'a 360 px phone', harness: () => phone, width: 360, height: 740 },
] as const;

interface Box {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

/** Where the hand and two of its cards are on the screen, once no card is on its way. */
async function handBoxes(page: Page, cards: readonly string[]): Promise<Record<string, Box>> {
  await handAtRest(page);
  return page.evaluate((cs) => {
    const box = (el: Element | null): Box => {
      const r = el?.getBoundingClientRect();
      return { x: r?.x ?? Number.NaN, y: r?.y ?? Number.NaN, width: r?.width ?? 0, height: r?.height ?? 0 };
    };
    const out: Record<string, Box> = { hand: box(document.querySelector('.hand')) };
    for (const c of cs) out[c] = box(document.querySelector(`.hand-card[data-card="${c}"]`));
    return out;
  }, cards);
}

interface HandRows {
  readonly cards: number;
  readonly rows: number;
  readonly top: number;
  readonly height: number;
}

/**
 * The hand at each of the human's turns in `phases` through a deal: its cards, rows, top and
 * height; deal after deal (at most four) until `enough` says what a deal showed will do.
 */
/**
 * The log's lines as they show beside what lies over the log (the notes and calls): those cut by
 * its top edge or by that cover, and whether the newest shows whole where a line has room.
 */
async function logAsShown(page: Page): Promise<{ cut: string[]; newestShown: boolean; room: boolean }> {
  return page.evaluate(() => {
    const log = document.querySelector('.live-log')?.getBoundingClientRect();
    const float = document.querySelector('.turn-float');
    if (!log || !float) return { cut: ['no log'], newestShown: false, room: false };
    let cover = Number.POSITIVE_INFINITY;
    for (const part of float.children) {
      const r = part.getBoundingClientRect();
      if (r.height > 0) cover = Math.min(cover, r.top);
    }
    const shownBottom = Math.min(log.bottom, cover);
    const lines = [...document.querySelectorAll('.live-log .log-line')];
    const whole = (r: DOMRect) => r.top >= log.top - 0.5 && r.bottom <= shownBottom + 0.5;
    const cut = lines.filter((el) => {
      const r = el.getBoundingClientRect();
      const hidden = r.bottom <= log.top + 0.5 || r.top >= shownBottom - 0.5;
      return !hidden && !whole(r);
    });
    const newest = lines.at(-1)?.getBoundingClientRect();
    return {
      cut: cut.map((el) => el.textContent ?? ''),
      newestShown: newest !== undefined && whole(newest),
      room: newest !== undefined && shownBottom - log.top >= newest.height - 0.5,
    };
  });
}

async function handAtTurns(
  page: Page,
  phases: ReadonlySet<string>,
  enough: (seen: readonly HandRows[]) => boolean,
): Promise<HandRows[]> {
  let seen: HandRows[] = [];
  for (let deal = 0; deal < 4 && !enough(seen); deal++) {
    if (deal > 0) await nextDeal(page);
    seen = [];
    while (!(await awaitTurn(page))) {
      if (phases.has((await page.getAttribute('.table-screen', 'data-phase')) ?? '')) {
        await page.locator('.hand').scrollIntoViewIfNeeded();
        await handAtRest(page);
        seen.push(
          await page.evaluate(() => {
            const hand = document.querySelector('.hand')?.getBoundingClientRect();
            return {
              cards: document.querySelectorAll('.hand-card').length,
              rows: document.querySelectorAll('.hand-row').length,
              top: (hand?.top ?? 0) + window.scrollY,
              height: hand?.height ?? 0,
            };
          }),
        );
      }
      await takeTurn(page);
    }
  }
  return seen;
}

interface TableAt {
  readonly seq: string;
  readonly phase: string;
  /** The hand's box and the call strip's on the page (scrolling aside): x, y, width, height. */
  readonly hand: readonly number[];
  readonly strip: readonly number[];
  /** The page is wider than the screen (it then scrolls sideways, and a phone may zoom out). */
  readonly wide: boolean;
}

/**
 * From now on the page notes where the hand and the call strip are on the page (scrolling aside)
 * whenever the table changes, from the deal on (the auction, the talon, the cards laid away, the
 * announcements, the play; not the settlement): every frame, the human's turns and the others'.
 */
function watchTable(page: Page): Promise<void> {
  return page.evaluate(() => {
    const seen: TableAt[] = [];
    (window as unknown as { tableSeen: TableAt[] }).tableSeen = seen;
    const box = (el: Element | null): number[] => {
      const r = el?.getBoundingClientRect();
      return r ? [r.x + window.scrollX, r.y + window.scrollY, r.width, r.height] : [];
    };
    const note = (): void => {
      const screen = document.querySelector('.table-screen');
      const phase = screen?.getAttribute('data-phase') ?? '';
      const hand = document.querySelector('.hand');
      if (!screen || phase === 'finished' || !hand) return;
      const at = {
        seq: screen.getAttribute('data-seq') ?? '',
        phase,
        hand: box(hand),
        strip: box(document.querySelector('.turn-strip')),
        wide: document.documentElement.scrollWidth > document.documentElement.clientWidth,
      };
      const last = seen.at(-1);
      if (!last || String([last.hand, last.strip, last.wide]) !== String([at.hand, at.strip, at.wide]))
        seen.push(at);
    };
    new MutationObserver(note).observe(document.body, {
      subtree: true,
      childList: true,
      attributes: true,
      characterData: true,
    });
  });
}

/**
 * Plays deals (at most eight) from their start, noting the hand's and the call strip's places all
 * through them, until `enough` says the phases the human acted in (and a deal with cards played)
 * will do: the places they took (the first: where the first deal began) and those phases.
 */
async function tableThroughDeals(
  page: Page,
  next: () => Promise<void>,
  enough: (acted: ReadonlySet<string>) => boolean,
): Promise<{ seen: TableAt[]; acted: Set<string> }> {
  await watchTable(page);
  const acted = new Set<string>();
  for (let deal = 0; deal < 8; deal++) {
    if (deal > 0) await next();
    let played = 0;
    for (let guard = 0; guard < 400 && !(await awaitTurn(page)); guard++) {
      acted.add((await page.getAttribute('.table-screen', 'data-phase')) ?? '');
      if ((await takeTurn(page)) === 'card') played++;
    }
    if (played > 0) acted.add('a card played');
    if (enough(acted)) break;
  }
  return {
    seen: await page.evaluate(() => (window as unknown as { tableSeen: TableAt[] }).tableSeen),
    acted,
  };
}

// A long name, as long as the cap allows (20 characters; a longer one holds the start back).
const NAMES = ['Du', 'Maximiliane Lindbach', 'Jo'];

const FAMILIES = [
  { family: 'illustrated', preset: 'illustrated-mayr-sedlaczek-2016' },
  { family: 'illustrated', preset: 'illustrated-loew-1954' },
  { family: 'bavarian', preset: 'haferltarock' },
] as const;

/** What a run must have shown: the human bid, took the talon, laid away and played a card. */
const COVERED = ['auction', 'talon', 'discard', 'a card played'];

describe('the hand and the call strip stay put from the deal to the last trick', () => {
  for (const size of SIZES)
    for (const { family, preset } of FAMILIES) {
      const expectStill = (seen: TableAt[]): void => {
        expect(seen.length, 'the table was seen').toBeGreaterThan(0);
        const first = seen[0] as TableAt;
        const places = seen.map(
          (s) =>
            `${s.phase}: hand ${s.hand.join(' ')}, strip ${s.strip.join(' ')}${s.wide ? ', page too wide' : ''}`,
        );
        expect(places).toEqual(
          seen.map((s) => `${s.phase}: hand ${first.hand.join(' ')}, strip ${first.strip.join(' ')}`),
        );
      };
      test(`offline, ${preset} on ${size.name}: the auction, the talon, laying away, the announcements and the play`, async () => {
        const page = await size
          .harness()
          .newPage({ width: size.width, height: size.height, seed: HUMAN_DECLARES_SEED });
        // Names of different lengths: the status line says who is to act, the seats show them.
        await startMatch(page, family, preset, NAMES);
        const { seen, acted } = await tableThroughDeals(
          page,
          () => nextDeal(page),
          (a) => COVERED.every((p) => a.has(p)) && (family === 'bavarian' || a.has('announce')),
        );
        expect([...acted].sort(), 'the phases the human acted in').toEqual(
          expect.arrayContaining(family === 'bavarian' ? COVERED : [...COVERED, 'announce']),
        );
        expectStill(seen);
        await page.close();
      }, 600_000);
      test(`online with a turn timer, ${preset} on ${size.name}: from the deal to the last trick`, async () => {
        const host = await online.someone('en', size.name !== 'a desktop');
        await host.page.setViewportSize({ width: size.width, height: size.height });
        await openTable(host.page, online.server.url, family, 60, { preset, alone: true });
        const ready = (): Promise<void> => host.page.click('[data-testid=ready]');
        await ready();
        const { seen, acted } = await tableThroughDeals(host.page, ready, (a) => a.has('a card played'));
        expect(acted.has('a card played'), 'a deal had cards played').toBe(true);
        expectStill(seen);
      }, 600_000);
    }
});

/**
 * As a person double-clicks (or double-taps, on a phone) at (x, y): the second press 150 ms after
 * the first, the mouse's second with click count 2.
 */
async function doubleClick(page: Page, x: number, y: number, touch: boolean): Promise<void> {
  if (touch) {
    await page.touchscreen.tap(x, y);
    await page.waitForTimeout(150);
    await page.touchscreen.tap(x, y);
    return;
  }
  await page.mouse.move(x, y);
  await page.mouse.down({ clickCount: 1 });
  await page.mouse.up({ clickCount: 1 });
  await page.waitForTimeout(150);
  await page.mouse.down({ clickCount: 2 });
  await page.mouse.up({ clickCount: 2 });
}

describe('a double click plays one card', () => {
  // At the instant speed (the harness's) the computer players answer a card at once: where the
  // player wins the trick, the turn is theirs again before the second click of a double click (or
  // the second tap of a double tap), which came down on the card that had slid under the pointer
  // and played it too.
  for (const { name, harness, width, height } of SIZES)
    test(`on ${name} the second click or tap of a double one, where the turn came back in between, plays nothing`, async () => {
      // A deal in which the player wins tricks with the cards the test plays.
      const page = await harness().newPage({ width, height, seed: 'qa3' });
      await startMatch(page, 'bavarian', 'haferltarock');
      let cameBack = 0;
      const lost: number[] = [];
      for (let turn = 0; turn < 40 && cameBack < 2; turn++) {
        if (await awaitTurn(page)) break;
        const phase = await page.getAttribute('.table-screen', 'data-phase');
        if (phase !== 'play') {
          await takeTurn(page);
          continue;
        }
        await handAtRest(page);
        const before = await page.locator('.hand-card').count();
        const box = await page.locator('.hand-card.legal').first().boundingBox();
        if (!box) throw new Error('a legal card with no box');
        const [x, y] = [box.x + 5, box.y + 30];
        await doubleClick(page, x, y, harness() === phone);
        await page.waitForTimeout(1000);
        lost.push(before - (await page.locator('.hand-card').count()));
        if ((await page.locator('.my-turn').count()) > 0) cameBack++;
      }
      expect(cameBack, 'turns that came back to the player before the second click').toBeGreaterThan(0);
      expect(
        lost.every((n) => n === 1),
        `cards each double click took from the hand: ${lost}`,
      ).toBe(true);
      await page.close();
    }, 300_000);
});

describe('a double click makes one call', () => {
  // At the instant speed the computer players answer a call at once, and the player's next call is
  // offered before the second click of a double click: it came down on the button now in that
  // place ("gut" twice: a Kontra; "das ist alles": a Re).
  for (const { name, harness, width, height } of SIZES)
    test(`on ${name} the second click or tap of a double one on a call makes none`, async () => {
      const page = await harness().newPage({ width, height, seed: 'qa6' });
      await startMatch(page, 'illustrated', 'illustrated-mayr-sedlaczek-2016');
      let doubled = 0;
      for (let turn = 0; turn < 200; turn++) {
        if (await awaitTurn(page)) break;
        const calls = page.locator('.action-bar .call');
        if ((await page.locator('.hand-card.legal').count()) > 0 || (await calls.count()) === 0) {
          await takeTurn(page);
          continue;
        }
        const box = await calls.last().boundingBox();
        if (!box) throw new Error('a call with no box');
        const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
        const before = await page.getAttribute('.table-screen', 'data-seq');
        await doubleClick(page, x, y, harness() === phone);
        await page.waitForFunction(
          (b) => document.querySelector('.table-screen')?.getAttribute('data-seq') !== b,
          before,
        );
        await page.waitForTimeout(500);
        doubled++;
      }
      const record = JSON.parse(readFileSync(await downloadRecord(page), 'utf8')) as {
        turns: { actor: number | 'chance'; action: { type: string } }[];
      };
      const calls = record.turns.filter(
        (x) => x.actor === 0 && x.action.type !== 'play' && x.action.type !== 'discard',
      );
      expect(doubled, 'double clicks on a call').toBeGreaterThan(1);
      expect(calls.map((x) => x.action.type)).toHaveLength(doubled);
      await page.close();
    }, 300_000);
});

describe('the hand holds still', () => {
  for (const screen of [
    { width: 360, height: 740 },
    { width: 390, height: 844 },
  ])
    for (const { family, preset } of [
      { family: 'illustrated', preset: 'illustrated-beck' },
      { family: 'bavarian', preset: 'haferltarock' },
    ] as const)
      test(`on a ${screen.width}×${screen.height} phone a new ${preset} match shows the whole hand and the choices at the first turn, unscrolled`, async () => {
        const page = await phone.newPage(screen);
        await startMatch(page, family, preset);
        expect(await awaitTurn(page), 'a turn before any settlement').toBe(false);
        await handAtRest(page);
        // What the player sees as the table opens, nothing scrolled by the test: the hand, the
        // calls offered, and the header above them.
        const seen = await page.evaluate(() => {
          const inView = (sel: string): string => {
            const r = document.querySelector(sel)?.getBoundingClientRect();
            if (!r || r.height === 0) return `${sel} missing`;
            const inside =
              r.top >= 0 && r.bottom <= window.innerHeight && r.left >= 0 && r.right <= window.innerWidth;
            return inside
              ? `${sel} in view`
              : `${sel} at ${Math.round(r.top)}–${Math.round(r.bottom)} of ${window.innerHeight}`;
          };
          return [inView('.hand'), ...(document.querySelector('.action-bar') ? [inView('.action-bar')] : [])];
        });
        expect(seen).toEqual(seen.map((x) => x.replace(/ (at|missing).*$/, ' in view')));
        expect(seen[0]).toBe('.hand in view');
        await page.close();
      });

  test('on a 360 px phone the menu opens over the table, leaves the hand where it is, and closes with Escape, a tap outside and a screen chosen', async () => {
    const page = await phone.newPage({ width: 360, height: 740 });
    await startMatch(page, 'bavarian', 'haferltarock');
    await awaitTurn(page);
    const before = await handBoxes(page, []);
    const toggle = page.locator('[data-testid=menu-toggle]');
    const menuShown = () => page.locator('#app-menu').isVisible();
    await toggle.click();
    // The menu opens and closes on the page's next render: wait for it, do not read it at once.
    await expect.poll(menuShown).toBe(true);
    expect(await handBoxes(page, []), 'the hand with the menu open').toEqual(before);
    await page.keyboard.press('Escape');
    await expect.poll(menuShown).toBe(false);
    await toggle.click();
    await page.locator('.hand').click({ position: { x: 2, y: 2 } });
    await expect.poll(menuShown).toBe(false);
    await toggle.click();
    await page.click('[data-nav=history]');
    await expect.poll(menuShown).toBe(false);
    await page.waitForSelector('[data-nav=history][aria-current=page]', { state: 'attached' });
    await page.close();
  });

  for (const size of SIZES)
    test(`on ${size.name}: the hand and its cards stay put when the hint and a refusal appear and go`, async () => {
      const page = await size.harness().newPage({ width: size.width, height: size.height });
      await startMatch(page, 'illustrated', 'illustrated-mayr-sedlaczek-2016');
      // A turn in play with a card that may not be played (one to be refused).
      const found = await inSomeDeal(
        page,
        'play',
        async () => (await page.locator('.hand-card.illegal').count()) > 0,
      );
      expect(found, 'a turn in play with an illegal card').toBe(true);
      await page.locator('.hand').scrollIntoViewIfNeeded();
      const legal = (await page.locator('.hand-card.legal').first().getAttribute('data-card')) ?? '';
      const illegal = (await page.locator('.hand-card.illegal').first().getAttribute('data-card')) ?? '';
      const before = await handBoxes(page, [legal, illegal]);

      await page.keyboard.press('h');
      await page.waitForSelector('[data-testid=hint]');
      expect(await handBoxes(page, [legal, illegal]), 'with the hint').toEqual(before);
      // The log's newest lines move up above the hint, whole; none shows cut in half.
      const withHint = await logAsShown(page);
      expect(withHint.cut, 'log lines cut with the hint').toEqual([]);
      expect(withHint.newestShown, 'the newest log line above the hint').toBe(withHint.room);

      expect(await tryIllegalCard(page), 'the illegal card refused').toBe(true);
      expect(await page.locator('[data-testid=hint]').count()).toBe(1);
      expect(await handBoxes(page, [legal, illegal]), 'with the hint and the refusal').toEqual(before);
      const withBoth = await logAsShown(page);
      expect(withBoth.cut, 'log lines cut with the hint and the refusal').toEqual([]);
      expect(withBoth.newestShown, 'the newest log line above them').toBe(withBoth.room);

      // Both go as a legal card is played: the hand's top stays where it was.
      await page.locator(`.hand-card[data-card="${legal}"]`).click({ position: { x: 5, y: 30 } });
      await page.waitForSelector('[data-testid=hint], [data-testid=refused]', { state: 'detached' });
      expect((await handBoxes(page, []))['hand']?.y, 'once they are gone').toBe(before['hand']?.y);
      await page.close();
    });

  test('on a 360 px phone a long hint lies over the log only: no seat covered, the calls and the hand in place, and it can be dismissed', async () => {
    const page = await phone.newPage({ width: 360, height: 740 });
    await startMatch(page, 'illustrated', 'illustrated-mayr-sedlaczek-2016', NAMES);
    expect(await untilMyPhase(page, 'play'), 'a turn in play').toBe(true);
    await page.locator('.hand').scrollIntoViewIfNeeded();
    const before = await handBoxes(page, []);
    await page.keyboard.press('h');
    await page.waitForSelector('[data-testid=hint]');
    // The longest hint there may be: its reason lengthened to a dozen lines.
    await page.evaluate(() => {
      const hint = document.querySelector('[data-testid=hint]');
      for (let i = 0; i < 12; i++) {
        const p = document.createElement('p');
        p.className = 'hint-why';
        p.textContent = `Line ${i + 1}: Sküs 14/20 · Mond 12/20 · Pagat 9/20 · Herz-König 7/20 · Pik-Dame 5/20`;
        hint?.append(p);
      }
    });
    const m = await page.evaluate(() => {
      const r = (el: Element | null): DOMRect => el?.getBoundingClientRect() ?? new DOMRect();
      const notes = r(document.querySelector('.table-notes'));
      const hint = r(document.querySelector('[data-testid=hint]'));
      const head = r(document.querySelector('[data-testid=hint] > p'));
      const overlaps = (a: DOMRect, b: DOMRect): boolean =>
        a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
      // What shows of the hint: the part inside the notes, which clip it.
      const shown = new DOMRect(
        hint.x,
        Math.max(hint.top, notes.top),
        hint.width,
        Math.max(0, Math.min(hint.bottom, notes.bottom) - Math.max(hint.top, notes.top)),
      );
      const felt = r(document.querySelector('.table'));
      const notesEl = document.querySelector('.table-notes');
      return {
        hintTaller: hint.height > shown.height + 50,
        scrolls: (notesEl?.scrollHeight ?? 0) > (notesEl?.clientHeight ?? 0),
        seatsCovered: [...document.querySelectorAll('.seat')]
          .filter((seat) => overlaps(r(seat), shown))
          .map((seat) => seat.getAttribute('data-seat')),
        clearOfFelt: shown.top >= felt.bottom - 0.5,
        headShown: head.top >= shown.top && head.bottom <= shown.bottom,
      };
    });
    expect(m, 'the hint clamped to the log, scrolled, its head in view').toEqual({
      hintTaller: true,
      scrolls: true,
      seatsCovered: [],
      clearOfFelt: true,
      headShown: true,
    });
    expect(await handBoxes(page, []), 'the hand with the long hint').toEqual(before);
    // Dismissed with its button (Escape does the same): gone, the hand where it was.
    await page.click('[data-testid=hint-dismiss]');
    await page.waitForSelector('[data-testid=hint]', { state: 'detached' });
    expect(await handBoxes(page, []), 'the hand once the hint is dismissed').toEqual(before);
    await page.keyboard.press('h');
    await page.waitForSelector('[data-testid=hint]');
    await page.keyboard.press('Escape');
    await page.waitForSelector('[data-testid=hint]', { state: 'detached' });
    // The whole note on demand: taller than the room over the log (the figures were out of sight
    // there, its last line cut), "Alles zeigen" lets it grow and shows every line of it.
    await page.keyboard.press('h');
    await page.waitForSelector('[data-testid=hint]');
    await page.evaluate(() => {
      const hint = document.querySelector('[data-testid=hint]');
      for (let i = 0; i < 3; i++) {
        const p = document.createElement('p');
        p.className = 'hint-why';
        p.textContent = `Line ${i + 1}: Sküs 14/20 · Mond 12/20 · Pagat 9/20`;
        hint?.append(p);
      }
    });
    const whole = (): Promise<{ scrolls: boolean; lastShown: boolean; headShown: boolean }> =>
      page.evaluate(() => {
        const notes = document.querySelector('.table-notes');
        const box = notes?.getBoundingClientRect() ?? new DOMRect();
        const last = document.querySelector('[data-testid=hint] > p:last-child')?.getBoundingClientRect();
        const head = document.querySelector('[data-testid=hint] > p')?.getBoundingClientRect();
        const bar = document.querySelector('.status-bar')?.getBoundingClientRect().bottom ?? 0;
        return {
          scrolls: (notes?.scrollHeight ?? 0) > (notes?.clientHeight ?? 0) + 1,
          lastShown: !!last && last.bottom <= box.bottom + 0.5 && last.bottom <= window.innerHeight,
          headShown: !!head && head.top >= box.top - 0.5 && head.top >= bar - 0.5,
        };
      });
    expect(await whole(), 'the note clamped over the log').toEqual({
      scrolls: true,
      lastShown: false,
      headShown: true,
    });
    await page.click('[data-testid=hint-more]');
    await expect.poll(whole).toEqual({ scrolls: false, lastShown: true, headShown: true });
    await expect(page.getAttribute('[data-testid=hint-more]', 'aria-expanded')).resolves.toBe('true');
    await page.click('[data-testid=hint-more]');
    await expect.poll(whole).toEqual({ scrolls: true, lastShown: false, headShown: true });
    expect(await handBoxes(page, []), 'the hand once the note is clamped again').toEqual(before);
    await page.close();
  });

  test('on a 360 px phone a full Illustrated hand keeps its two rows from the first card to the last', async () => {
    const page = await phone.newPage({ width: 360, height: 740 });
    await startMatch(page, 'illustrated', 'illustrated-mayr-sedlaczek-2016');
    const seen = await handAtTurns(page, new Set(['play']), (s) => s.length > 0);
    // The deal played down to the last card, every turn on two rows of the same height.
    expect(seen.at(-1)?.cards).toBe(1);
    const first = seen[0];
    for (const s of seen) expect({ ...s, cards: 0 }, `with ${s.cards} cards`).toEqual({ ...first, cards: 0 });
    expect(first?.rows).toBe(2);
    await page.close();
  });

  test('at 480 px a full Illustrated hand takes the rows of the talon taken up from the start: no row added at the pickup', async () => {
    const page = await phone.newPage({ width: 480, height: 800, seed: HUMAN_DECLARES_SEED });
    await startMatch(page, 'illustrated', 'illustrated-mayr-sedlaczek-2016');
    // A deal where the human takes up the talon (19 cards in the hand), seen from the auction on.
    const seen = await handAtTurns(page, new Set(['auction', 'talon', 'discard', 'announce', 'play']), (s) =>
      s.some((x) => x.cards === 19),
    );
    expect(seen.some((s) => s.cards === 19)).toBe(true);
    const rows = seen.map((s) => `${s.cards}: ${s.rows} rows, ${s.height} px`);
    expect(rows, 'the hand as dealt, with the talon and played down').toEqual(
      seen.map((s) => `${s.cards}: 2 rows, ${seen[0]?.height} px`),
    );
    await page.close();
  });

  test('on a 360 px phone who is to act stays in view when the announcements and contras fill the bar, and a mark says more lies below', async () => {
    const page = await phone.newPage({ width: 360, height: 740 });
    // Long names make every announcement and contra long, so that the bar's items overflow it.
    await startMatch(page, 'illustrated', 'illustrated-mayr-sedlaczek-2016', [
      'Annemarie Hinterhub',
      'Bartholomäus Zottler',
      'Cäcilia Unterberger',
    ]);
    const height = await page.evaluate(
      () => document.querySelector('.status-bar')?.getBoundingClientRect().height,
    );
    /**
     * The bar at a turn: whether a box of it (the bar or one inside it) scrolls and holds more than
     * it shows (that box is tagged `data-overflowing`), whether the mark of more below shows, and
     * who is to act, in view or not.
     */
    const barNow = () =>
      page.evaluate(() => {
        const bar = document.querySelector('.status-bar');
        const box = [bar, ...(bar?.querySelectorAll('*') ?? [])].find(
          (el): el is Element =>
            el !== null &&
            ['auto', 'scroll'].includes(getComputedStyle(el).overflowY) &&
            el.scrollHeight - el.scrollTop - el.clientHeight > 1,
        );
        for (const el of document.querySelectorAll('[data-overflowing]'))
          el.removeAttribute('data-overflowing');
        box?.setAttribute('data-overflowing', '');
        const turn = document.querySelector('.status-turn');
        const b = bar?.getBoundingClientRect() ?? new DOMRect();
        const t = turn?.getBoundingClientRect() ?? new DOMRect();
        // The point in the middle of the turn's words must show them, not another item or the page.
        const hit = document.elementFromPoint(t.x + Math.min(t.width, 40) / 2, t.y + t.height / 2);
        return {
          overflowing: box !== undefined,
          marked: document.querySelector('.status-more')?.checkVisibility() ?? false,
          turn: turn?.textContent ?? '',
          inView: t.height > 0 && t.top >= b.top && t.bottom <= b.bottom && (turn?.contains(hit) ?? false),
          height: b.height,
        };
      });
    const seen: Awaited<ReturnType<typeof barNow>>[] = [];
    let scrolledDown: Awaited<ReturnType<typeof barNow>> | null = null;
    for (let deal = 0; deal < 4 && !seen.some((s) => s.overflowing); deal++) {
      if (deal > 0) await nextDeal(page);
      while (!(await awaitTurn(page))) {
        const now = await barNow();
        seen.push(now);
        if (now.overflowing && scrolledDown === null) {
          // Scrolled to its foot, the bar shows the rest: the mark goes, who is to act stays.
          await page.evaluate(() => {
            const el = document.querySelector('[data-overflowing]');
            if (el) el.scrollTop = el.scrollHeight;
          });
          await page.waitForFunction(() => !document.querySelector('.status-more')?.checkVisibility());
          scrolledDown = await barNow();
        }
        await takeTurn(page);
      }
    }
    // A turn with more in the bar than its lines hold was seen; at every turn the human's name is
    // there to act, in view, the mark shows exactly when more lies below, and the bar kept its height.
    expect(seen.some((s) => s.overflowing)).toBe(true);
    for (const s of seen)
      expect({ ...s, overflowing: false }).toEqual({
        overflowing: false,
        marked: s.overflowing,
        turn: expect.stringContaining('Annemarie Hinterhub'),
        inView: true,
        height,
      });
    expect(scrolledDown).toMatchObject({ overflowing: false, marked: false, inView: true, height });
    await page.close();
  });

  test('no console errors on any page', () => {
    expect([...desktop.errors, ...phone.errors, ...online.people.flatMap((p) => p.errors)]).toEqual([]);
  });
});
