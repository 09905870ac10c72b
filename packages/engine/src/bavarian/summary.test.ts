/** Score-keepers' summaries: validation, and the example of docs/scorekeeping.md ("Bavarian Tarock"). */
import { describe, expect, test } from 'vitest';
import page from '../../../../docs/scorekeeping.md?raw';
import { bavarianGame, played } from './testing';

test('the Bavarian example in docs/scorekeeping.md settles to the deltas and lines shown there', () => {
  const section = page.slice(page.indexOf('## Bavarian Tarock'));
  const json = /```json\n([\s\S]*?)```/.exec(section)?.[1] ?? '';
  const text = /```text\n([\s\S]*?)```/.exec(section)?.[1] ?? '';
  const g = bavarianGame('haferltarock');
  const r = g.preset.settleSummary(JSON.parse(json), g.rules, 3);
  if (!r.ok) throw new Error(r.error);
  expect(r.value.deltas).toEqual([-20, 40, -20]);
  expect(r.value.potDelta).toBe(0);
  expect(r.value.lines.map((l) => l.text)).toEqual(text.trim().split('\n'));
});

describe('summary validation: errors are values', () => {
  const g = bavarianGame('haferltarock');
  const base = { format: 'tarock-deal-summary', version: 1, variant: 'haferltarock', dealer: 0, pot: 150 };
  test.each([
    ['not an object', 42, 'JSON object'],
    ['wrong format', { ...base, format: 'x' }, '"format"'],
    ['wrong variant', { ...base, variant: 'bavarian-huber-1923' }, '"variant"'],
    ['unknown contract', { ...base, contract: 'solo' }, '"contract"'],
    ['sitting-out or unknown declarer', { ...base, contract: 'hand', declarer: 7 }, '"declarer"'],
    ['trump missing', { ...base, contract: 'hand', declarer: 1, ...played(70) }, '"trump"'],
    [
      'points not 120',
      {
        ...base,
        contract: 'hand',
        declarer: 1,
        trump: 'H',
        ...played(70),
        points: { declarer: 70, defenders: 40 },
      },
      '120',
    ],
    [
      'tricks not 11',
      {
        ...base,
        contract: 'hand',
        declarer: 1,
        trump: 'H',
        ...played(70),
        tricks: { declarer: 3, defenders: 3 },
      },
      '11',
    ],
    [
      'pick-up with a bid target',
      { ...base, contract: 'pickup', declarer: 1, trump: 'H', target: 66, ...played(70) },
      '"target"',
    ],
    [
      'target off the steps',
      { ...base, contract: 'hand', declarer: 1, trump: 'H', target: 67, ...played(70) },
      '"target"',
    ],
    [
      'Kontra without the option',
      { ...base, contract: 'hand', declarer: 1, trump: 'H', kontra: 1, ...played(70) },
      'played without Kontra here: "kontra" must be 0 (option kontra=true)',
    ],
    ['negative pot', { ...base, pot: -5, contract: 'passed' }, '"pot"'],
    [
      'HT-01: an empty pot is fed again before the next deal, so none starts at 0',
      { ...base, pot: 0, contract: 'pickup', declarer: 1, trump: 'H', ...played(70) },
      '"pot" is 0, but an empty pot is fed again before the next deal (everyone antes 50 ¢)',
    ],
    [
      'card points for defenders who took no trick',
      {
        ...base,
        contract: 'hand',
        declarer: 1,
        trump: 'H',
        points: { declarer: 100, defenders: 20 },
        tricks: { declarer: 11, defenders: 0 },
      },
      '"points.defenders" must be 0',
    ],
    [
      'a declarer who took no trick holds only the stock: three cards, at most three Aces (33)',
      {
        ...base,
        contract: 'hand',
        declarer: 1,
        trump: 'H',
        points: { declarer: 120, defenders: 0 },
        tricks: { declarer: 0, defenders: 11 },
      },
      `"points.declarer" is 120, but the declarer's 0 tricks and the 3 cards of the stock hold 0 to 33 card points`,
    ],
    [
      "the defenders' 11 tricks hold 33 cards: all but the three best, at least 87",
      {
        ...base,
        contract: 'hand',
        declarer: 1,
        trump: 'H',
        points: { declarer: 34, defenders: 86 },
        tricks: { declarer: 0, defenders: 11 },
      },
      `"points.declarer" is 34, but the declarer's 0 tricks and the 3 cards of the stock hold 0 to 33 card points`,
    ],
    [
      'an unknown field',
      { ...base, contract: 'passed', declarerPoints: 70 },
      'unknown field "declarerPoints"',
    ],
    [
      'an unknown field inside "points"',
      {
        ...base,
        contract: 'hand',
        declarer: 1,
        trump: 'H',
        points: { declarer: 70, defenders: 50, stock: 0 },
        tricks: { declarer: 7, defenders: 4 },
      },
      '"points" has only "declarer" and "defenders", not "stock" (card points of each party)',
    ],
    [
      'a deal thrown in has no declarer, trump or card points (refused, not ignored)',
      { ...base, contract: 'passed', declarer: 1, trump: 'H', ...played(70) },
      'a deal thrown in ("contract": "passed") has no "declarer" or "trump" or "points" or "tricks"',
    ],
  ])('%s', (_name, summary, message) => {
    const r = g.preset.settleSummary(summary, g.rules, g.seats);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toContain(message);
  });

  test('the most a declarer without a trick can hold is settled: three Aces in the stock (33 of 120)', () => {
    const summary = {
      ...base,
      contract: 'hand',
      declarer: 1,
      trump: 'H',
      points: { declarer: 33, defenders: 87 },
      tricks: { declarer: 0, defenders: 11 },
    };
    const r = g.preset.settleSummary(summary, g.rules, g.seats);
    expect(r.ok && r.value.outcome).toBe('lost');
  });

  test("Scharfes Tarock (24 cards, only the four Nines blank): the defenders' one trick leaves the declarer at least 87", () => {
    const s = bavarianGame('scharfes-tarock');
    const summary = {
      format: 'tarock-deal-summary',
      version: 1,
      variant: 'scharfes-tarock',
      dealer: 0,
      contract: 'solo',
      declarer: 1,
      trump: 'E',
      points: { declarer: 80, defenders: 40 },
      tricks: { declarer: 6, defenders: 1 },
    };
    const r = s.preset.settleSummary(summary, s.rules, s.seats);
    expect(r.ok ? 'settled' : r.error).toBe(
      `"points.declarer" is 80, but the declarer's 6 tricks and the 3 cards of the stock hold 87 to 120 card points`,
    );
  });

  test('a deal thrown in has no Kontra (option kontra=true), and an empty field as a form leaves it says nothing', () => {
    const k = bavarianGame('haferltarock', { kontra: true });
    const thrown = { ...base, contract: 'passed' };
    const r = k.preset.settleSummary({ ...thrown, kontra: 1 }, k.rules, 3);
    expect(r.ok ? 'settled' : r.error).toBe(
      'a deal thrown in ("contract": "passed") has no Kontra: "kontra" must be 0',
    );
    const empty = k.preset.settleSummary({ ...thrown, kontra: 0, declarer: null, trump: null }, k.rules, 3);
    expect(empty.ok && empty.value.outcome).toBe('passed');
  });

  test('without "pot" the pot is taken to hold what it owes (Sirch 71 → 15 ¢)', () => {
    const sirch = bavarianGame('bavarian-sirch-2008');
    const r = sirch.preset.settleSummary(
      {
        format: 'tarock-deal-summary',
        version: 1,
        variant: 'bavarian-sirch-2008',
        dealer: 0,
        contract: 'solo',
        declarer: 1,
        trump: 'E',
        ...played(71),
      },
      sirch.rules,
      3,
    );
    expect(r.ok && r.value.deltas).toEqual([0, 15, 0]);
    expect(r.ok && r.value.potDelta).toBe(-15);
  });

  test('with a Kasse "pot" is required: it is taken whole or doubled', () => {
    const huber = bavarianGame('bavarian-huber-1923', { pot: 'kasse' });
    const summary = {
      format: 'tarock-deal-summary',
      version: 1,
      variant: 'bavarian-huber-1923',
      dealer: 0,
      contract: 'solo',
      declarer: 1,
      trump: 'E',
      ...played(71),
    };
    const r = huber.preset.settleSummary(summary, huber.rules, 3);
    expect(r.ok ? '' : r.error).toContain('"pot" is needed');
    const plain = bavarianGame('bavarian-huber-1923');
    expect(plain.preset.settleSummary(summary, plain.rules, 3).ok).toBe(true);
  });

  test('Berliner: a stock game by anyone but the privileged seat is rejected (rules-notes "Berliner")', () => {
    const b = bavarianGame('bavarian-berliner');
    const summary = {
      ...base,
      variant: 'bavarian-berliner',
      contract: 'pickup',
      trump: 'E',
      ...played(70),
    };
    const r = b.preset.settleSummary({ ...summary, declarer: 1 }, b.rules, 3);
    expect(r.ok ? '' : r.error).toBe(
      'only seat 0 may play Aufnahmespiel (the game with the stock) in this deal',
    );
    expect(b.preset.settleSummary({ ...summary, declarer: 0 }, b.rules, 3).ok).toBe(true);
    const four = bavarianGame('bavarian-berliner', { seats: 4, fourSeatStockPrivilege: 'nobody' });
    const r4 = four.preset.settleSummary({ ...summary, declarer: 3 }, four.rules, 4);
    expect(r4.ok ? '' : r4.error).toContain('nobody may play');
  });

  test('a thrown-in deal settles to nothing', () => {
    const r = g.preset.settleSummary({ ...base, contract: 'passed' }, g.rules, g.seats);
    expect(r.ok && r.value.outcome).toBe('passed');
    expect(r.ok && r.value.deltas).toEqual([0, 0, 0]);
  });
});

test('H-03: an emptied Schreckensteiner is fed again with its double ante, so none starts at 0', () => {
  const options = { pot: 'kasseAndSchreckensteiner' };
  const g = bavarianGame('bavarian-huber-1923', options);
  const summary = {
    format: 'tarock-deal-summary',
    version: 1,
    variant: 'bavarian-huber-1923',
    options,
    dealer: 0,
    pot: 300,
    sidePot: 0,
    contract: 'solo',
    declarer: 1,
    trump: 'E',
    ...played(70),
  };
  const r = g.preset.settleSummary(summary, g.rules, g.seats);
  expect(r.ok ? 'settled' : r.error).toMatch(/^"sidePot" is 0, but an empty Schreckensteiner is fed again/);
  expect(g.preset.settleSummary({ ...summary, sidePot: 20 }, g.rules, g.seats).ok).toBe(true);
});
