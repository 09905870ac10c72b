import { findPreset } from '@tarock/engine';
import { describe, expect, test } from 'vitest';
import { newBavarianEntry, newIllustratedEntry, summaryOf } from './entries';
import { hasPot } from './rulesShape';
import { type Sheet, addDeal, emptySheet, parseSheet, readSheet, removeLastDeal, settleSheet } from './sheet';

const names = ['Anna', 'Bert', 'Cilli'];
const PASSED_BECK = {
  format: 'tarock-deal-summary',
  version: 1,
  variant: 'illustrated-beck',
  contract: 'passed',
};

/** The match a sheet's deals so far leave: the next dealer, the pots. */
function matchOf(sheet: Sheet) {
  const r = settleSheet(sheet);
  if (!r.ok) throw new Error(r.error);
  return r.value.match;
}

describe('the score sheet', () => {
  test('an Illustrated deal entered on the form is settled by the preset and added to the totals', () => {
    const sheet = emptySheet('illustrated-mayr-sedlaczek-2016', names);
    const entry = {
      ...newIllustratedEntry('zweiblatt'),
      declarerPoints: 39,
      announcements: [{ seat: 0, bonus: 'forty', stage: 'pre' as const }],
      contras: [{ target: 'game', level: 1 }],
      honours: [{ seat: 1, honour: 'royalTrull' }],
    };
    // The worked example of docs/scorekeeping.md: seat 0 +72, seat 1 +26, seat 2 +20.
    const summary = summaryOf(entry, sheet.preset, { dealer: 0, pot: 0, handSize: 16, hasPot: false });
    const r = addDeal(sheet, summary);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const totals = settleSheet(r.value);
    expect(totals.ok && totals.value.match.totals).toEqual([72, 26, 20]);
  });

  test('a Bavarian deal takes the dealer and the pot from the match so far', () => {
    const preset = findPreset('haferltarock');
    expect(preset).toBeDefined();
    if (!preset) return;
    let sheet = emptySheet('haferltarock', names);
    const before = settleSheet(sheet);
    expect(before.ok).toBe(true);
    if (!before.ok) return;
    const m = before.value.match;
    const entry = {
      ...newBavarianEntry('hand'),
      declarer: (m.dealer + 1) % 3,
      trump: 'S',
      target: 66,
      declarerPoints: 70,
      declarerTricks: 7,
    };
    const r = addDeal(
      sheet,
      summaryOf(entry, 'haferltarock', {
        dealer: m.dealer,
        pot: m.pot,
        handSize: 11,
        hasPot: hasPot(preset.rules),
      }),
    );
    expect(r.ok ? null : r.error).toBeNull();
    if (r.ok) sheet = r.value;
    const after = settleSheet(sheet);
    expect(after.ok && after.value.settlements[0]?.deltas.reduce((a, b) => a + b, 0)).toBe(0);
  });

  test('with the Schreckensteiner a Solo entered on the form is paid from the side pot the sheet keeps', () => {
    const preset = findPreset('bavarian-huber-1923');
    if (!preset) throw new Error('no Huber preset');
    const options = { pot: 'kasseAndSchreckensteiner' };
    const sheet = emptySheet('bavarian-huber-1923', names, options);
    const before = settleSheet(sheet);
    if (!before.ok) throw new Error(before.error);
    const m = before.value.match;
    expect(m.sidePot).toBeGreaterThan(0);
    const rules = preset.resolve(options);
    const entry = {
      ...newBavarianEntry('solo'),
      declarer: (m.dealer + 1) % 3,
      trump: 'E',
      target: 61,
      declarerPoints: 80,
      declarerTricks: 8,
    };
    const r = addDeal(
      sheet,
      summaryOf(
        entry,
        'bavarian-huber-1923',
        { dealer: m.dealer, pot: m.pot, sidePot: m.sidePot, handSize: rules.handSize, hasPot: hasPot(rules) },
        options,
      ),
    );
    // Without the side pot the preset refused it: "sidePot" is needed.
    expect(r.ok ? null : r.error).toBeNull();
    if (!r.ok) return;
    const after = settleSheet(r.value);
    if (!after.ok) throw new Error(after.error);
    expect(after.value.settlements[0]?.sidePotDelta).toBe(-(m.sidePot ?? 0));
  });

  test('a wrong deal is refused with the preset reason and the sheet is unchanged', () => {
    const sheet = emptySheet('illustrated-beck', names);
    const bad = summaryOf({ ...newIllustratedEntry('dreiblatt'), declarerPoints: 71 }, sheet.preset, {
      dealer: 0,
      pot: 0,
      handSize: 16,
      hasPot: false,
    });
    const r = addDeal(sheet, bad);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toMatch(/declarerPoints/);
  });

  test('house rules apply: a four-seat Haferltarock sheet settles with the dealer sitting out', () => {
    const sheet = emptySheet('haferltarock', [...names, 'Dori'], { seats: 4 });
    const before = settleSheet(sheet);
    expect(before.ok).toBe(true);
    if (!before.ok) return;
    const m = before.value.match;
    expect(m.seats).toBe(4);
    const declarer = (m.dealer + 1) % 4;
    const entry = {
      ...newBavarianEntry('pickup'),
      declarer,
      trump: 'E',
      declarerPoints: 65,
      declarerTricks: 6,
    };
    const r = addDeal(
      sheet,
      summaryOf(
        entry,
        'haferltarock',
        { dealer: m.dealer, pot: m.pot, handSize: 11, hasPot: true },
        sheet.options,
      ),
    );
    expect(r.ok ? null : r.error).toBeNull();
    if (!r.ok) return;
    const after = settleSheet(r.value);
    expect(after.ok && after.value.settlements[0]?.deltas[m.dealer]).toBe(0);
  });

  test('a sheet survives its stored form and rejects anything else', () => {
    const sheet = {
      ...emptySheet('illustrated-beck', names, { honoursMustBeClaimed: true }),
      deals: [PASSED_BECK],
    };
    expect(parseSheet(JSON.stringify(sheet))).toEqual(sheet);
    // A stored deal that no longer settles stays on the sheet, which says why (and can remove it);
    // a file with one is not opened.
    const broken = { ...sheet, deals: [PASSED_BECK, { contract: 'nonsense' }] };
    expect(parseSheet(JSON.stringify(broken))).toEqual(broken);
    expect(settleSheet(broken)).toMatchObject({ ok: false, error: expect.stringMatching(/^deal 2: /) });
    expect(readSheet(JSON.stringify(broken))).toMatchObject({
      ok: false,
      error: expect.stringMatching(/^deal 2: /),
    });
    expect(parseSheet('{"version":2}')).toBeNull();
    expect(parseSheet('nonsense')).toBeNull();
  });

  test('an exported sheet opens again as it was, deals, house rules and first dealer', () => {
    const sheet = emptySheet('haferltarock', names, { kontra: true }, 2);
    const m = matchOf(sheet);
    expect(m.dealer).toBe(2);
    const entry = {
      ...newBavarianEntry('hand'),
      declarer: 0,
      trump: 'S',
      target: 61,
      declarerPoints: 70,
      declarerTricks: 7,
    };
    const played = addDeal(
      sheet,
      summaryOf(
        entry,
        sheet.preset,
        { dealer: m.dealer, pot: m.pot, handSize: 11, hasPot: true },
        sheet.options,
      ),
    );
    if (!played.ok) throw new Error(played.error);
    const exported = JSON.stringify(played.value, null, 1);
    const opened = readSheet(exported);
    expect(opened).toEqual({ ok: true, value: played.value });
    // The first dealer carries on into the match: the next deal is dealt by seat 0.
    expect(matchOf(played.value).dealer).toBe(0);
    expect(matchOf(opened.ok ? opened.value : sheet).totals).toEqual(matchOf(played.value).totals);
  });

  test('a Bavarian sheet that starts with another dealer wants the first deal dealt by him', () => {
    const sheet = emptySheet('haferltarock', names, {}, 1);
    const m = matchOf(sheet);
    const entry = {
      ...newBavarianEntry('hand'),
      declarer: 2,
      trump: 'S',
      target: 61,
      declarerPoints: 70,
      declarerTricks: 7,
    };
    const asIfSeat0 = addDeal(
      sheet,
      summaryOf(entry, sheet.preset, { dealer: 0, pot: m.pot, handSize: 11, hasPot: true }),
    );
    expect(asIfSeat0).toMatchObject({
      ok: false,
      error: expect.stringMatching(/"dealer" is 0, but on this sheet the dealer of the next deal is 1/),
    });
    expect(
      addDeal(sheet, summaryOf(entry, sheet.preset, { dealer: 1, pot: m.pot, handSize: 11, hasPot: true }))
        .ok,
    ).toBe(true);
  });

  test.each([
    ['not JSON', 'score sheet', /not a score sheet \(not JSON/],
    ['another format', '{"version":2}', /not a score sheet of version 1/],
    ['a name short', JSON.stringify(emptySheet('illustrated-beck', ['Anna', 'Bert'])), /2 names for 3 seats/],
    ['an unknown rule set', JSON.stringify(emptySheet('tarot', names)), /unknown rule set "tarot"/],
    [
      'an unknown house rule',
      JSON.stringify(emptySheet('illustrated-beck', names, { bogus: 1 })),
      /has no option "bogus"/,
    ],
    [
      'a first dealer off the table',
      JSON.stringify({ ...emptySheet('illustrated-beck', names), firstDealer: 3 }),
      /"firstDealer" must be a seat from 0 to 2, not 3/,
    ],
    [
      'a deal that does not settle',
      JSON.stringify({
        ...emptySheet('illustrated-beck', names),
        deals: [PASSED_BECK, { contract: 'nonsense' }],
      }),
      /^deal 2: /,
    ],
  ])('a file with %s is not opened, and says why', (_what, text, why) => {
    const r = readSheet(text);
    expect(r.ok ? 'opened' : r.error).toMatch(why);
  });

  test("a pasted summary of other house rules, or of another dealer or pot, is refused (it was settled by the sheet's)", () => {
    const beck = emptySheet('illustrated-beck', names);
    const passed = {
      format: 'tarock-deal-summary',
      version: 1,
      variant: 'illustrated-beck',
      contract: 'passed',
    };
    expect(addDeal(beck, passed).ok).toBe(true);
    const other = addDeal(beck, { ...passed, options: { contraFactor: '2/2' } });
    expect(other.ok ? null : other.error).toMatch(
      /scored as illustrated-beck\(contraFactor=2\/2\), the sheet plays illustrated-beck/,
    );
    // The options the sheet plays, written out in full, are its own.
    expect(addDeal(beck, { ...passed, options: { contraFactor: '4/2' } }).ok).toBe(true);
    const variant = addDeal(beck, { ...passed, variant: 'illustrated-loew-1954' });
    expect(variant.ok ? null : variant.error).toMatch(
      /of "illustrated-loew-1954", the sheet of "illustrated-beck"/,
    );

    const huber = emptySheet('bavarian-huber-1923', names, { pot: 'kasse' });
    const m = matchOf(huber);
    const frage = {
      format: 'tarock-deal-summary',
      version: 1,
      variant: 'bavarian-huber-1923',
      options: { pot: 'kasse' },
      contract: 'frage',
      declarer: 1,
      trump: 'H',
      points: { declarer: 70, defenders: 50 },
      tricks: { declarer: 6, defenders: 5 },
    };
    const pot = addDeal(huber, { ...frage, dealer: m.dealer, pot: 5000 });
    expect(pot.ok ? null : pot.error).toMatch(/"pot" is 5000, but on this sheet the pot \(in cents\) is \d+/);
    const dealer = addDeal(huber, {
      ...frage,
      dealer: (m.dealer + 2) % 3,
      pot: m.pot,
    });
    expect(dealer.ok ? null : dealer.error).toMatch(
      /"dealer" is \d, but on this sheet the dealer of the next deal is \d/,
    );
    expect(addDeal(huber, { ...frage, dealer: m.dealer, pot: m.pot }).ok).toBe(true);
  });

  test('a Bettel entered on the form is sent without card points, which it does not ask', () => {
    const sheet = emptySheet('bavarian-no-point-bidding', names);
    const m = matchOf(sheet);
    const entry = { ...newBavarianEntry('bettel'), declarer: 1, trump: '', declarerTricks: 0 };
    const summary = summaryOf(entry, sheet.preset, {
      dealer: m.dealer,
      pot: m.pot,
      handSize: 11,
      hasPot: false,
    });
    expect(summary['points']).toBeUndefined();
    const r = addDeal(sheet, summary);
    expect(r.ok ? null : r.error).toBeNull();
  });

  test('with honoursMustBeClaimed the form says which honours were claimed; only those score', () => {
    const options = { honoursMustBeClaimed: true };
    const sheet = emptySheet('illustrated-loew-1954', names, options);
    const entry = (claimed: boolean) => ({
      ...newIllustratedEntry('dreiblatt'),
      declarerPoints: 40,
      honours: [{ seat: 1, honour: 'tarockTrull', claimed }],
    });
    const settled = (claimed: boolean) => {
      const r = addDeal(
        sheet,
        summaryOf(entry(claimed), sheet.preset, { dealer: 0, pot: 0, handSize: 16, hasPot: false }, options),
      );
      if (!r.ok) throw new Error(r.error);
      const t = settleSheet(r.value);
      if (!t.ok) throw new Error(t.error);
      return t.value.match.totals;
    };
    // Seat 1's Tarock Trull: 3 when claimed, nothing when not; the declarer's silent Without Trull either way.
    expect(settled(true)).toEqual([13, 3, 0]);
    expect(settled(false)).toEqual([13, 0, 0]);
  });

  test('a deal entered wrong is taken off again: the match goes back to where it was', () => {
    const sheet = emptySheet('haferltarock', names);
    const m = matchOf(sheet);
    const entry = {
      ...newBavarianEntry('hand'),
      declarer: (m.dealer + 1) % 3,
      trump: 'S',
      declarerPoints: 70,
      declarerTricks: 7,
    };
    const added = addDeal(
      sheet,
      summaryOf(entry, sheet.preset, { dealer: m.dealer, pot: m.pot, handSize: 11, hasPot: true }),
    );
    if (!added.ok) throw new Error(added.error);
    const removed = removeLastDeal(added.value);
    expect(removed.deals).toEqual([]);
    expect(matchOf(removed)).toEqual(m);
  });
});
