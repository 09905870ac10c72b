/**
 * End-to-end tests in a real browser (Debian chromium via playwright-core): complete deals of one
 * preset of each family played through the UI against computer players and settled in German with
 * the players' names, an illegal card refused,
 * the language switch, a record downloaded and replayed, a phone-sized screen, no console errors.
 */
import { readFileSync } from 'node:fs';
import { analyseCardPlay } from '@tarock/bots';
import { PRESETS, parseRecordJson, replay } from '@tarock/engine';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { BUDGET_BYTES, measureInitialJs } from '../server/build';
import { STRINGS } from '../src/i18n/strings';
import { seatTallies, summaryText } from '../src/replay/analysisText';
import { type Harness, openHarness, CLOSE_TIMEOUT_MS } from './browser';
import {
  awaitTurn,
  HUMAN_DECLARES_SEED,
  inSomeDeal,
  nextDeal,
  playDeal,
  startMatch,
  takeTurn,
  tryIllegalCard,
  untilMyPhase,
  playedRecordFile,
} from './drive';

const FAMILIES = ['illustrated', 'bavarian'] as const;
/** One preset per family: the first of the registry (the app offers them all alike). */
const presetOf = (family: string): string => {
  const p = PRESETS.find((x) => x.rules.family === family);
  if (!p) throw new Error(`no ${family} preset is registered: the web tests need one of each family`);
  return p.rules.id;
};

let h: Harness;

/** Waits until the element's text ends with `tail` (the worker answers asynchronously). */
async function waitText(page: Page, selector: string, tail: string): Promise<void> {
  await page.waitForFunction(
    ([sel, end]) => (document.querySelector(sel ?? '')?.textContent ?? '').trim().endsWith(end ?? ''),
    [selector, tail],
  );
}

beforeAll(async () => {
  h = await openHarness();
}, 120_000);

afterAll(async () => {
  await h?.close();
}, CLOSE_TIMEOUT_MS);

describe('the web app in a real browser', () => {
  test.for(FAMILIES)(
    'a complete %s deal is played through the UI, from preset choice to the settlement',
    async (family) => {
      const page = await h.newPage();
      await startMatch(page, family, presetOf(family));
      let log = await playDeal(page, { tryIllegal: true });
      // A deal thrown in (all passed) is settled too; play on until a game was played.
      for (let i = 0; i < 4 && log.cardsPlayed === 0; i++) {
        await nextDeal(page);
        log = await playDeal(page, { tryIllegal: true });
      }
      expect(log.cardsPlayed).toBeGreaterThan(0);
      await expect(
        page.locator('[data-testid=settlement] table.lines tbody tr').count(),
      ).resolves.toBeGreaterThan(0);
      // The harness plays in German: the contract line says who plays, by name, in German words.
      const names = (await page.locator('[data-testid=settlement] thead th').allTextContents()).filter(
        Boolean,
      );
      const first = (await page.locator('[data-testid=settlement] th.line-text').first().textContent()) ?? '';
      expect(
        names.some((n) => first.includes(n)),
        `${first} names a player of ${names.join(', ')}`,
      ).toBe(true);
      expect(first).toMatch(/ spielt |Spielwert/);
      expect(first).not.toMatch(/\bseats?\b|\bplays\b|game value/);
      await expect(page.locator('[data-testid=scoreboard]').count()).resolves.toBe(1);
      await expect(page.locator('.chart > svg').count()).resolves.toBe(1);
      // Each seat's key in the legend: its line and point, small beside its name.
      const key = await page.locator('.chart .legend-key').first().boundingBox();
      expect(key?.width).toBeLessThan(30);
      await page.close();
    },
  );

  test('an illegal card cannot be played: it is refused with its reason and stays in the hand', async () => {
    const page = await h.newPage();
    await startMatch(page, 'illustrated', presetOf('illustrated'));
    for (let deal = 0; deal < 6; deal++) {
      const log = await playDeal(page, { tryIllegal: true });
      if (log.illegalRefused) {
        await page.close();
        return;
      }
      await nextDeal(page);
    }
    throw new Error('no deal offered an illegal card to try in six deals');
  });

  test('a refused discard is explained in the player’s words (Kings and Trull stay in the hand)', async () => {
    // With this seed the human lays away cards in the first deal (were the players to change,
    // the loop below plays on until a deal does).
    const page = await h.newPage({ seed: 'e2e3' });
    await startMatch(page, 'illustrated', presetOf('illustrated'));
    for (let deal = 0; deal < 10; deal++) {
      if ((await untilMyPhase(page, 'discard')) && (await page.locator('.hand-card.illegal').count()) > 0) {
        expect(await tryIllegalCard(page)).toBe(true);
        // The harness plays in German: the reason too, not the engine's English.
        const refused = (await page.textContent('[data-testid=refused]')) ?? '';
        expect(refused).toMatch(/darf (nie|nicht) abgelegt werden/);
        expect(refused).not.toMatch(/laid away/);
        await page.close();
        return;
      }
      await playDeal(page);
      await nextDeal(page);
    }
    throw new Error('the human did not lay away cards in ten deals');
  });

  test('the language switch changes the interface and the game words', async () => {
    const page = await h.newPage();
    await page.selectOption('#set-lang', 'de');
    await waitText(page, '[data-nav=setup]', 'Spielen');
    await page.selectOption('#set-lang', 'en');
    await waitText(page, '[data-nav=setup]', 'Play');
    // The document's language is set by an effect after the render that changed the words.
    await page.waitForFunction(() => document.documentElement.lang === 'en');
    await expect(page.getAttribute('html', 'lang')).resolves.toBe('en');
    await startMatch(page, 'illustrated', presetOf('illustrated'));
    await page.waitForSelector('.my-turn, [data-testid=settlement]');
    const status = (await page.textContent('.status-bar')) ?? '';
    // Before a contract the bar's label and "Auction"; with one, "<declarer> plays <contract>".
    expect(status).toMatch(/Contract|Auction| plays /);
    const english = await page.locator('.log-line').allTextContents();
    expect(english[0]).toMatch(/^New deal, /);
    await page.selectOption('#set-lang', 'de');
    await page.waitForFunction(() =>
      /Spiel|Reizen| spielt /.test(document.querySelector('.status-bar')?.textContent ?? ''),
    );
    // The log switches too, every line of it (it kept the words it was written in).
    const german = await page.locator('.log-line').allTextContents();
    expect(german[0]).toMatch(/^Neues Spiel, /);
    expect(german).toHaveLength(english.length);
    for (const [i, line] of german.entries()) expect(line).not.toBe(english[i]);
    await page.close();
  });

  test('a record is downloaded and replayed step by step', async () => {
    const page = await h.newPage();
    await startMatch(page, 'illustrated', presetOf('illustrated'));
    await playDeal(page);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.click('.result-actions button:not(.primary)'),
    ]);
    const path = await download.path();
    const record = JSON.parse(readFileSync(path, 'utf8')) as { game: string; turns: unknown[] };
    expect(record.turns.length).toBeGreaterThan(1);
    await page.click('[data-nav=replay]');
    await page.setInputFiles('[data-testid=open-record]', path);
    await page.waitForSelector('[data-testid=replay-step]');
    await waitText(page, '[data-testid=replay-step]', `0 / ${record.turns.length}`);
    await page.click('[data-testid=replay-next]');
    await waitText(page, '[data-testid=replay-step]', ` 1 / ${record.turns.length}`);
    // Ten steps asked for faster than frames are drawn: each counts.
    for (let k = 0; k < 10; k++) await page.keyboard.press('ArrowRight');
    await waitText(page, '[data-testid=replay-step]', ` 11 / ${record.turns.length}`);
    await page.click('[data-testid=replay-end]');
    await page.waitForSelector('[data-testid=settlement]');
    expect(await page.locator('[data-testid=replay-reworded]').count()).toBe(0);
    // The same record as an earlier version would have worded its second settlement line: the
    // replay shows the settlement and, under it, the record's own words.
    const full = JSON.parse(readFileSync(path, 'utf8')) as { result: { lines: { text: string }[] } };
    const second = full.result.lines[1];
    if (!second) throw new Error('the settlement has one line only');
    second.text = 'worded by an older engine';
    await page.setInputFiles('[data-testid=open-record]', {
      name: 'older.json',
      mimeType: 'application/json',
      buffer: Buffer.from(JSON.stringify(full)),
    });
    await waitText(page, '[data-testid=replay-step]', `0 / ${record.turns.length}`);
    await page.click('[data-testid=replay-end]');
    await page.waitForSelector('[data-testid=replay-reworded]');
    expect(await page.locator('[data-testid=replay-reworded] li').allTextContents()).toEqual([
      expect.stringMatching(/^(line|Zeile) 2: .worded by an older engine.$/),
    ]);
    await page.close();
  });

  test('Analyse marks the mistakes of a replayed deal as analyseCardPlay finds them', async () => {
    // A seed whose deal has a mistake to mark.
    const page = await h.newPage({ seed: 'e2e3' });
    // The words below are German: set the language (an earlier test switches it and back).
    await page.selectOption('#set-lang', 'de');
    await page.waitForFunction(() => document.documentElement.lang === 'de');
    // A Bavarian deal: its analysis at the default budget takes about a second.
    const path = await playedRecordFile(page, presetOf('bavarian'));
    const parsed = parseRecordJson(readFileSync(path, 'utf8'));
    if (!parsed.ok) throw new Error(parsed.error);
    const replayed = replay(parsed.value);
    if (!replayed.ok) throw new Error('the downloaded record does not replay');
    const expected = analyseCardPlay(replayed.value.game, replayed.value.states);
    const steps = replayed.value.states.length - 1;

    await page.click('[data-nav=replay]');
    await page.setInputFiles('[data-testid=open-record]', path);
    await waitText(page, '[data-testid=replay-step]', `0 / ${steps}`);
    await page.click('[data-testid=analyse]');
    // The replay answers while the worker judges the cards.
    await page.click('[data-testid=replay-next]');
    await waitText(page, '[data-testid=replay-step]', ` 1 / ${steps}`);
    await page.waitForSelector('[data-testid=analysis]');
    const shown = await page.$$eval('[data-testid=analysis] li', (lis) =>
      lis.map((li) => ({
        turn: Number(li.getAttribute('data-turn')),
        card: Number(li.getAttribute('data-card')),
        verdict: li.getAttribute('data-verdict'),
      })),
    );
    const notBest = expected.filter((a) => a.verdict !== 'best');
    expect(shown).toEqual(notBest.map((a) => ({ turn: a.turn, card: a.card, verdict: a.verdict })));
    const mistake = expected.find((a) => a.verdict === 'mistake');
    expect(mistake, 'the deal has a mistake to mark').toBeDefined();
    if (!mistake) return;
    // The text says that the verdicts see every hand.
    const section = (await page.textContent('[data-testid=analysis]')) ?? '';
    expect(section).toContain(STRINGS.de.analysisHead);
    const seats = replayed.value.states[0]?.players ?? [];
    const names = parsed.value.seats.map((x) => x.name);
    await waitText(
      page,
      '[data-testid=analysis-summary]',
      summaryText(STRINGS.de, seatTallies(expected, seats), names),
    );
    // A mistake's line leads to the step before the card: the card is marked, the best ones too.
    await page.click(`[data-testid=analysis] li[data-turn="${mistake.turn}"] button`);
    await waitText(page, '[data-testid=replay-step]', ` ${mistake.turn} / ${steps}`);
    await expect(page.getAttribute('.replay-table .card.analysis-mistake', 'data-card')).resolves.toBe(
      String(mistake.card),
    );
    const best = await page.$$eval('.replay-table .card.analysis-best', (cs) =>
      cs.map((c) => Number(c.getAttribute('data-card'))),
    );
    expect(best.sort((a, b) => a - b)).toEqual([...mistake.best].sort((a, b) => a - b));
    await expect(page.textContent('[data-testid=analysis-here]')).resolves.toMatch(/ein Fehler/);
    await page.close();
  });

  test('M-10: in Mayr & Sedlaczek the untaken talon can be looked at during play', async () => {
    const page = await h.newPage();
    await startMatch(page, 'illustrated', 'illustrated-mayr-sedlaczek-2016');
    let shown = 0;
    // The human bids first, so it usually declares a talon game; a Solo shows no talon.
    const found = await inSomeDeal(page, 'play', async () => {
      if ((await page.locator('[data-testid=talon-rest]').count()) === 0) return false;
      await page.click('[data-testid=talon-rest] summary');
      shown = await page.locator('[data-testid=talon-rest] .card').count();
      return true;
    });
    expect(found).toBe(true);
    expect(shown).toBeGreaterThanOrEqual(3);
    expect(shown).toBeLessThanOrEqual(5);
    await page.close();
  });

  test('a Bavarian stock the declarer picked up no longer lies on the table; the cards laid away stay for the trump choice', async () => {
    const page = await h.newPage({ seed: HUMAN_DECLARES_SEED });
    await startMatch(page, 'bavarian', 'haferltarock');
    let talons = -1;
    // The human bids "I play" and takes the stock: then it lays cards away.
    const found = await inSomeDeal(page, 'discard', async () => {
      talons = await page.locator('.center .talon').count();
      return true;
    });
    expect(found).toBe(true);
    expect(talons).toBe(0);
    // The cards laid away stay in view while the declarer names trump right after.
    expect(await untilMyPhase(page, 'trump')).toBe(true);
    await expect(page.locator('.center .discards .card').count()).resolves.toBe(3);
    await page.close();
  });

  test('a phone-sized screen: no sideways scrolling, and a deal can be played', async () => {
    const family = 'bavarian';
    const page = await h.newPage({ width: 390, height: 844 });
    await startMatch(page, family, presetOf(family));
    const log = await playDeal(page);
    expect(log.outcome.length).toBeGreaterThan(0);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.close();
  });

  test('a phone-sized screen in trick play: no sideways scrolling, the side players inside the table', async () => {
    const page = await h.newPage({ width: 390, height: 844 });
    await startMatch(page, 'illustrated', 'illustrated-mayr-sedlaczek-2016');
    let checked = false;
    for (let deal = 0; deal < 6 && !checked; deal++) {
      if (deal > 0) {
        await playDeal(page);
        await nextDeal(page);
      }
      // The human's turn with a card in the trick (the opponents still hold their cards).
      let ready = await untilMyPhase(page, 'play');
      for (let i = 0; ready && i < 20 && (await page.locator('.trick-card').count()) === 0; i++) {
        await takeTurn(page);
        ready = await untilMyPhase(page, 'play');
      }
      if (!ready) continue;
      const m = await page.evaluate(() => {
        const table = document.querySelector('.table')?.getBoundingClientRect();
        const boxes = [...document.querySelectorAll('.seat-left, .seat-right')].flatMap((seat) =>
          [seat, ...seat.querySelectorAll('*')].map((e) => e.getBoundingClientRect()),
        );
        return {
          overflow: document.documentElement.scrollWidth - window.innerWidth,
          width: window.innerWidth,
          tableLeft: table?.left ?? 0,
          tableRight: table?.right ?? 0,
          left: Math.min(...boxes.map((b) => b.left)),
          right: Math.max(...boxes.map((b) => b.right)),
          backs: document.querySelectorAll('.seat-left .mini-back, .seat-right .mini-back').length,
        };
      });
      expect(m.backs).toBeGreaterThan(0);
      expect(m.overflow).toBeLessThanOrEqual(0);
      expect(m.left).toBeGreaterThanOrEqual(Math.max(0, m.tableLeft));
      expect(m.right).toBeLessThanOrEqual(Math.min(m.width, m.tableRight));
      checked = true;
    }
    expect(checked).toBe(true);
    await page.close();
  });

  test('legal and illegal cards in the hand are told apart at a glance on a phone; the desktop look stays', async () => {
    /** How far the legal cards stand out of the row and how bright the illegal ones are, at a turn that has both. */
    const measure = async (width: number, height: number) => {
      const page = await h.newPage({ width, height });
      // No transition: the cards are measured where they come to rest.
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await startMatch(page, 'bavarian', 'haferltarock');
      for (let turn = 0; turn < 300; turn++) {
        if (await awaitTurn(page)) {
          await nextDeal(page);
          continue;
        }
        const phase = await page.getAttribute('.table-screen', 'data-phase');
        if (phase === 'play' && (await page.locator('.hand-card.illegal').count()) > 0) {
          const m = await page.evaluate(() => {
            const top = (sel: string) => document.querySelector(sel)?.getBoundingClientRect().top ?? 0;
            const filter = getComputedStyle(document.querySelector('.hand-card.illegal') as Element).filter;
            return {
              raised: top('.hand-card.illegal') - top('.hand-card.legal'),
              brightness: Number(/brightness\(([\d.]+)\)/.exec(filter)?.[1] ?? 1),
              grey: Number(/grayscale\(([\d.]+)\)/.exec(filter)?.[1] ?? 0),
            };
          });
          await page.close();
          return m;
        }
        await takeTurn(page);
      }
      throw new Error('no turn with an illegal card in the hand');
    };
    // A phone overlaps the hand to a strip of each card: the outline hardly shows there.
    const phone = await measure(390, 844);
    expect(phone.raised).toBeGreaterThanOrEqual(14);
    expect(phone.brightness).toBeLessThanOrEqual(0.65);
    expect(phone.grey).toBe(1);
    const desktop = await measure(1280, 900);
    expect(desktop).toEqual({ raised: 6, brightness: 0.88, grey: 0.4 });
  });

  test('keyboard play with the arrow keys and Enter, the hint, and taking back the own card', async () => {
    const page = await h.newPage();
    await startMatch(page, 'illustrated', presetOf('illustrated'));
    // Play on until the human is to play a card.
    for (let i = 0; i < 100; i++) {
      if (await awaitTurn(page)) throw new Error('the deal ended before the human played a card');
      const phase = await page.getAttribute('.table-screen', 'data-phase');
      if (phase === 'play' && (await page.locator('.hand-card.legal').count()) > 0) break;
      await takeTurn(page);
    }
    await page.selectOption('#set-speed', 'slow');
    await page.keyboard.press('h');
    await page.waitForSelector('[data-testid=hint]');
    // The hint says why: the sampled deals each of the best cards still wins (or that it is the only card).
    const why = (await page.textContent('[data-testid=hint]')) ?? '';
    expect(why).toMatch(/\d+\/\d+|einzige|only/);
    // The hinted card is outlined in the hand (in the hint's colour, not the legal cards').
    const hinted = page.locator('.hand-card.hinted');
    await expect(hinted.count()).resolves.toBe(1);
    await expect(hinted.getAttribute('data-legal')).resolves.toBe('true');
    expect(why).toContain((await hinted.getAttribute('aria-label')) ?? '?');
    await expect(hinted.evaluate((e) => getComputedStyle(e).boxShadow)).resolves.toMatch(/ 3px$/);
    const stop = page.locator('.hand-card[tabindex="0"]');
    await stop.focus();
    await expect(stop.getAttribute('data-legal')).resolves.toBe('true');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowLeft');
    await expect(page.evaluate(() => document.activeElement?.getAttribute('data-legal'))).resolves.toBe(
      'true',
    );
    // The hint differs from the focus not by colour alone (both were the same blue ring): a ring of
    // its own colour, dashed beyond it unless focused, a mark "Tipp", and a description saying so.
    const look = await page.evaluate(() => {
      const focused = document.activeElement;
      const hintedCard = document.querySelector<HTMLElement>('.hand-card.hinted');
      if (!(focused instanceof HTMLElement) || !hintedCard) return null;
      const ring = getComputedStyle(hintedCard).boxShadow.replace(/ 0px.*$/, '');
      const mark = getComputedStyle(hintedCard, '::after');
      return {
        focusRing: getComputedStyle(focused).outlineColor,
        hintRing: ring,
        dashed: focused === hintedCard ? 'focused' : getComputedStyle(hintedCard).outlineStyle,
        mark: mark.content !== 'none' && mark.position === 'absolute' ? hintedCard.dataset['hintMark'] : null,
        markInRingColour: mark.backgroundColor === ring,
        described: document.getElementById(hintedCard.getAttribute('aria-describedby') ?? '')?.textContent,
      };
    });
    expect(look?.hintRing).not.toBe(look?.focusRing);
    expect(look).toMatchObject({ mark: 'Tipp', markInRingColour: true, described: 'die Wahl des Tipps' });
    expect(look?.dashed).toMatch(/^(dashed|focused)$/);
    const cards = await page.locator('.hand-card').count();
    await page.keyboard.press('Enter');
    await page.waitForFunction((n) => document.querySelectorAll('.hand-card').length === n - 1, cards);
    await page.click('[data-testid=undo]');
    await page.waitForFunction((n) => document.querySelectorAll('.hand-card').length === n, cards);
    await page.selectOption('#set-speed', 'instant');
    await page.close();
  });

  test('a card played by keys gives the focus back to a legal card at the next turn, never to an illegal one', async () => {
    const page = await h.newPage({ seed: 'keys' });
    await startMatch(page, 'bavarian', 'bavarian-berliner');
    let returned = 0;
    for (let i = 0; i < 200; i++) {
      if (await awaitTurn(page)) break;
      const phase = await page.getAttribute('.table-screen', 'data-phase');
      if (phase !== 'play' || (await page.locator('.hand-card.legal').count()) === 0) {
        await takeTurn(page);
        continue;
      }
      const focused = await page.evaluate(() => {
        const a = document.activeElement;
        return a?.classList.contains('hand-card') ? a.getAttribute('data-legal') : null;
      });
      if (focused !== null) {
        // The focus came back to the hand by itself after the last card: on a legal card.
        expect(focused).toBe('true');
        returned++;
      } else await page.locator('.hand-card[tabindex="0"]').focus();
      while ((await page.evaluate(() => document.activeElement?.getAttribute('data-legal'))) !== 'true')
        await page.keyboard.press('ArrowRight');
      const before = await page.getAttribute('.table-screen', 'data-seq');
      await page.keyboard.press('Enter');
      await page.waitForFunction(
        (b) => document.querySelector('.table-screen')?.getAttribute('data-seq') !== b,
        before,
      );
    }
    expect(returned).toBeGreaterThan(2);
    await page.close();
  });

  test('the focus goes on by itself: after Start, after every call and card, to Next deal, and from it into the next deal', async () => {
    // Each of these left the page as it was pressed, and the focus fell back to the body.
    const page = await h.newPage({ seed: HUMAN_DECLARES_SEED });
    await startMatch(page, 'illustrated', 'illustrated-mayr-sedlaczek-2016');
    const onChoice = (): Promise<unknown> =>
      page.waitForFunction(() => document.activeElement?.matches('.action-bar .call, .hand-card.legal'));
    const kinds = new Set<string>();
    for (let deal = 0; deal < 2; deal++) {
      for (let i = 0; i < 200; i++) {
        if (await awaitTurn(page)) break;
        await onChoice();
        const before = await page.getAttribute('.table-screen', 'data-seq');
        const kind = await page.evaluate(() =>
          document.activeElement?.classList.contains('call') ? 'call' : 'card',
        );
        kinds.add(kind);
        if (kind === 'call') {
          // By keys only: Tab from the first call to the one a player who wants a game picks.
          const types = await page
            .locator('.action-bar .call')
            .evaluateAll((els) => els.map((e) => e.getAttribute('data-action') ?? ''));
          const k =
            ['bid', 'hold', 'take', 'accept', 'talon', 'declare']
              .map((p) => types.indexOf(p))
              .find((x) => x >= 0) ?? 0;
          for (let j = 0; j < k; j++) await page.keyboard.press('Tab');
        }
        await page.keyboard.press('Enter');
        await page.waitForFunction(
          (b) => document.querySelector('.table-screen')?.getAttribute('data-seq') !== b,
          before,
        );
      }
      await page.waitForFunction(() => document.activeElement?.getAttribute('data-testid') === 'next-deal');
      await page.keyboard.press('Enter');
      await page.waitForSelector('[data-testid=settlement]', { state: 'detached' });
    }
    expect([...kinds].sort()).toEqual(['call', 'card']);
    await page.close();
  });

  test('the score sheet settles a deal entered on its form and survives a reload', async () => {
    const page = await h.newPage();
    await page.click('[data-nav=sheet]');
    await page.selectOption('[data-testid=sheet-preset]', 'illustrated-mayr-sedlaczek-2016');
    await page.click('.sheet .primary');
    await page.selectOption('[data-testid=sheet-contract]', 'solo');
    await page.fill('[data-testid=sheet-points]', '40');
    await page.click('[data-testid=sheet-add]');
    await page.waitForSelector('[data-testid=settlement]');
    const total = await page.textContent('[data-testid=total-0]');
    expect(Number(total)).toBeGreaterThan(0);
    await page.reload();
    await page.click('[data-nav=sheet]');
    await waitText(page, '[data-testid=total-0]', total ?? '?');
    // The sheet as "Export the sheet" writes it opens again on a new sheet's screen.
    const exported = await page.evaluate(() =>
      JSON.stringify(JSON.parse(localStorage.getItem('tarock.sheet.v1') ?? ''), null, 1),
    );
    await page.getByRole('button', { name: /Start a new sheet|Neuer Block/ }).click();
    await page.setInputFiles('[data-testid=sheet-import]', {
      name: 'not-a-sheet.json',
      mimeType: 'application/json',
      buffer: Buffer.from('{"version":1}'),
    });
    await waitText(page, '[data-testid=sheet-problem]', '"preset" is missing: the rule set the sheet keeps');
    await page.setInputFiles('[data-testid=sheet-import]', {
      name: 'score-sheet.json',
      mimeType: 'application/json',
      buffer: Buffer.from(exported),
    });
    await waitText(page, '[data-testid=total-0]', total ?? '?');
    // A deal entered wrong is taken off again: the sheet is back to no deal.
    await page.click('[data-testid=sheet-remove-last]');
    await page.waitForSelector('[data-testid=settlement]', { state: 'detached' });
    expect(await page.locator('[data-testid=sheet-remove-last]').count()).toBe(0);
    await page.close();
  });

  test('the initial JavaScript of the built app is within 200 KB gzipped', () => {
    const size = measureInitialJs();
    expect(size.files.length).toBeGreaterThan(0);
    expect(size.gzip).toBeLessThanOrEqual(BUDGET_BYTES);
  });

  test('no console errors on any page', () => {
    expect(h.errors).toEqual([]);
  });
});
