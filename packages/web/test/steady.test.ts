/**
 * Browser tests that the table holds still under the player's aim, on a desktop and on a phone
 * (Chromium's phone emulation, 360×740): the hand and its cards stay where they are when the hint
 * or a refusal appears above them, or goes, and the hand stays put through a deal's play, offline
 * and online, whatever appears or goes around it (calls, the status line, the turn timer).
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { type AppServer, appServer } from './appServer';
import { type Harness, openHarness } from './browser';
import { awaitTurn, handAtRest, inSomeDeal, nextDeal, startMatch, takeTurn, tryIllegalCard } from './drive';
import { type Person, openTable, person } from './onlinePeople';

let desktop: Harness;
let phone: Harness;
let app: AppServer | undefined;
const people: Person[] = [];

beforeAll(async () => {
  [desktop, phone, app] = await Promise.all([openHarness(), openHarness({}, { phone: true }), appServer()]);
}, 180_000);

afterAll(async () => {
  await desktop?.close();
  await phone?.close();
  for (const p of people) await p.close();
  await app?.close();
});

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

interface HandAt {
  readonly seq: string;
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

/**
 * From now on the page notes where the hand is on the page (scrolling aside) whenever the table
 * changes while cards are played: every frame, the human's turns and the others'.
 */
function watchHandInPlay(page: Page): Promise<void> {
  return page.evaluate(() => {
    const seen: HandAt[] = [];
    (window as unknown as { handSeen: HandAt[] }).handSeen = seen;
    const note = (): void => {
      const screen = document.querySelector('.table-screen');
      const hand = document.querySelector('.hand')?.getBoundingClientRect();
      if (screen?.getAttribute('data-phase') !== 'play' || !hand) return;
      const at = {
        seq: screen.getAttribute('data-seq') ?? '',
        x: hand.x + window.scrollX,
        y: hand.y + window.scrollY,
        width: hand.width,
        height: hand.height,
      };
      const last = seen.at(-1);
      if (!last || ['x', 'y', 'width', 'height'].some((k) => last[k as 'x'] !== at[k as 'x'])) seen.push(at);
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
 * Plays deals (at most four) until one has cards played, noting the hand's place all through its
 * play: the places it took, one entry for each move (the first: where play began).
 */
async function handThroughPlay(page: Page, next: () => Promise<void>): Promise<HandAt[]> {
  await watchHandInPlay(page);
  for (let deal = 0; deal < 4; deal++) {
    if (deal > 0) await next();
    await page.evaluate(() => {
      (window as unknown as { handSeen: HandAt[] }).handSeen.length = 0;
    });
    let played = 0;
    for (let guard = 0; guard < 400 && !(await awaitTurn(page)); guard++)
      if ((await takeTurn(page)) === 'card') played++;
    if (played > 0) return page.evaluate(() => (window as unknown as { handSeen: HandAt[] }).handSeen);
  }
  throw new Error('four deals in a row had no card played');
}

const NAMES = ['Du', 'Maximiliane Leopoldine', 'Jo'];

const FAMILIES = [
  { family: 'illustrated', preset: 'illustrated-mayr-sedlaczek-2016' },
  { family: 'bavarian', preset: 'haferltarock' },
] as const;

describe('the hand stays put from the first card played to the last trick', () => {
  for (const size of SIZES)
    for (const { family, preset } of FAMILIES) {
      const expectStill = (seen: HandAt[]): void => {
        console.log(JSON.stringify(seen));
        expect(seen.length, 'the hand was seen in play').toBeGreaterThan(0);
        const { seq: _, ...first } = seen[0] as HandAt;
        expect(seen.map(({ seq: _s, ...at }) => at)).toEqual(seen.map(() => first));
      };
      test(`offline, ${preset} on ${size.name}`, async () => {
        const page = await size.harness().newPage({ width: size.width, height: size.height });
        // Names of different lengths: the status line says who is to act.
        await startMatch(page, family, preset, NAMES);
        expectStill(await handThroughPlay(page, () => nextDeal(page)));
        await page.close();
      });
      test(`online with a turn timer, ${preset} on ${size.name}`, async () => {
        const host = await person('en', size.name !== 'a desktop');
        people.push(host);
        await host.page.setViewportSize({ width: size.width, height: size.height });
        await openTable(host.page, app?.server.url ?? '', family, 60, { preset, alone: true });
        const ready = (): Promise<void> => host.page.click('[data-testid=ready]');
        await ready();
        expectStill(await handThroughPlay(host.page, ready));
      });
    }
});

describe('the hand holds still', () => {
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

      expect(await tryIllegalCard(page), 'the illegal card refused').toBe(true);
      expect(await page.locator('[data-testid=hint]').count()).toBe(1);
      expect(await handBoxes(page, [legal, illegal]), 'with the hint and the refusal').toEqual(before);

      // Both go as a legal card is played: the hand's top stays where it was.
      await page.locator(`.hand-card[data-card="${legal}"]`).click({ position: { x: 5, y: 30 } });
      await page.waitForSelector('[data-testid=hint], [data-testid=refused]', { state: 'detached' });
      expect((await handBoxes(page, []))['hand']?.y, 'once they are gone').toBe(before['hand']?.y);
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
    const page = await phone.newPage({ width: 480, height: 800 });
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

  test('no console errors on any page', () => {
    expect([...desktop.errors, ...phone.errors, ...people.flatMap((p) => p.errors)]).toEqual([]);
  });
});
