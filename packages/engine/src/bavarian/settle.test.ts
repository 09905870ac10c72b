/**
 * Kontra in the settlement (rules-notes BT-09), settled from score-keepers' summaries. Three
 * seats, seat 0 deals, so seat 1 is forehand and declares unless a row says otherwise; the
 * defenders are seats 2 and 0, in that order. Deltas are [seat 0, seat 1, seat 2] in cents.
 */
import { describe, expect, test } from 'vitest';
import { bavarianGame, played, settleFields, tricksFor } from './testing';

describe('Kontra doubles every payment and moves the burden (rules-notes BT-09)', () => {
  const hand = { contract: 'hand', trump: 'S', pot: 150 };
  test.each([
    [
      'Kontra at 60–60: the defenders needed 61 and failed, the declarer wins at double',
      1,
      60,
      [-20, 40, -20],
    ],
    ['Kontra, the defenders reach 61: the declarer loses at double', 1, 59, [20, -40, 20]],
    ['Re at 60–60: the burden is back with the declarer, who loses at ×4', 2, 60, [40, -80, 40]],
    ['Re, declarer 70: won at ×4', 2, 70, [-80, 160, -80]],
  ])('%s', (_name, kontra, points, deltas) => {
    const s = settleFields('haferltarock', { kontra: true }, { ...hand, kontra, ...played(points) });
    expect(s.deltas).toEqual(deltas);
  });

  test.each([
    // Hand at 61, declarer 60: rate 5, doubled for a Hand = 10 ¢ from or to each defender, × 2^level.
    ['Supp (×8): the defenders carry the burden again; with 60 they fail, the declarer wins', 3, 60, 80],
    ['Resupp (×16): the burden is back with the declarer, who loses with 60', 4, 60, -160],
    ['Hirsch (×32): the defenders must reach 61; with 60 they fail', 5, 60, 320],
    ['Hirsch (×32): the defenders reach 61 (declarer 59) and the declarer loses', 5, 59, -320],
  ])('BT-09: %s', (_name, kontra, points, each) => {
    const s = settleFields(
      'haferltarock',
      { kontra: true, kontraMaxLevel: 'hirsch' },
      { ...hand, kontra, ...played(points) },
    );
    // Each defender pays (or receives) `each`; the declarer gets twice that.
    expect(s.deltas).toEqual([-each, 2 * each, -each]);
  });

  test.each([
    [1, 'the defenders (after Kontra) needed 61 and took 60'],
    [3, 'the defenders (after Supp) needed 61 and took 60'],
    [5, 'the defenders (after Hirsch) needed 61 and took 60'],
  ])(
    'BT-09: the judgement names the call that left the burden with the defenders (level %i)',
    (kontra, text) => {
      const s = settleFields(
        'haferltarock',
        { kontra: true, kontraMaxLevel: 'hirsch' },
        { ...hand, kontra, ...played(60) },
      );
      expect(s.lines.some((l) => l.text.startsWith(text))).toBe(true);
    },
  );

  test('plain doubling (no burden shift): Kontra at 60–60 still loses for the declarer, at double', () => {
    const s = settleFields(
      'haferltarock',
      { kontra: true, kontraShiftsBurden: false },
      { ...hand, kontra: 1, ...played(60) },
    );
    expect(s.outcome).toBe('lost');
    expect(s.deltas).toEqual([20, -40, 20]);
  });

  test('Kontra on a pick-up doubles the pot’s part too (option on by default)', () => {
    const s = settleFields(
      'haferltarock',
      { kontra: true },
      { contract: 'pickup', trump: 'H', pot: 150, kontra: 1, ...played(70) },
    );
    expect(s.deltas).toEqual([0, 20, 0]);
    const off = settleFields(
      'haferltarock',
      { kontra: true, kontraMultipliesPot: false },
      { contract: 'pickup', trump: 'H', pot: 150, kontra: 1, ...played(70) },
    );
    expect(off.deltas).toEqual([0, 10, 0]);
  });

  test('Kontra on a Bettel only doubles', () => {
    const s = settleFields(
      'bavarian-no-point-bidding',
      { kontra: true },
      { contract: 'bettel', trump: null, kontra: 1, tricks: { declarer: 0, defenders: 11 } },
    );
    expect(s.deltas).toEqual([-80, 160, -80]);
  });

  test('BT-NP-3: a Bettel is played for no trick, so its settlement names no card-point target', () => {
    const s = settleFields(
      'bavarian-no-point-bidding',
      {},
      { contract: 'bettel', trump: null, tricks: { declarer: 0, defenders: 11 } },
    );
    const texts = s.lines.map((l) => l.text);
    expect(texts).toContain('seat 1 plays Bettel (no trump): no trick to take');
    expect(texts.join('\n')).not.toContain('target');
  });

  test('a Bettel summary without card points names none (it is decided by tricks); with them, it names them', () => {
    const fields = { contract: 'bettel', trump: null, tricks: { declarer: 0, defenders: 11 } };
    expect(settleFields('bavarian-no-point-bidding', {}, fields).cardPoints).toEqual([]);
    const withPoints = settleFields(
      'bavarian-no-point-bidding',
      {},
      {
        ...fields,
        points: { declarer: 0, defenders: 120 },
      },
    );
    expect(withPoints.cardPoints.map((p) => [p.party, p.points])).toEqual([
      ['declarer', 0],
      ['defenders', 120],
    ]);
  });
});

describe('BT-09: with plain doubling each call doubles every payment of the deal, the pot’s part included', () => {
  // Every preset and payment option that changes the arithmetic; the Kasse is taken whole or
  // doubled and is left out (its size is not multiplied, docs/rules/bavarian-huber-1923.md).
  test.each([
    ['bavarian-huber-1923', {}],
    ['bavarian-huber-1923', { paymentSplit: 'total' }],
    ['bavarian-1933', {}],
    ['bavarian-sirch-2008', {}],
    ['bavarian-sirch-2008', { frageHalf: 'roundUp5' }],
    ['bavarian-sirch-2008', { oddStepFromPot: false }],
    ['bavarian-sirch-2008', { sirchMode: 'flat' }],
    ['haferltarock', {}],
    ['haferltarock', { handPayment: 'netDouble' }],
    ['bavarian-no-point-bidding', {}],
    ['scharfes-tarock', {}],
    ['scharfes-tarock', { paymentUnit: 'sideTotal', bonusesHalvedInFrage: true }],
  ])('%s %j: every contract, every card-point total', (id, extra) => {
    const options = { ...extra, kontra: true, kontraShiftsBurden: false, kontraMaxLevel: 'supp' };
    const g = bavarianGame(id, options);
    const n = g.rules.handSize;
    const pot = g.rules.pot.serves === 'none' ? 0 : 10_000;
    const wrong: string[] = [];
    for (const c of g.rules.contracts.filter((x) => x.kind !== 'bettel'))
      for (let P = 0; P <= 120; P++) {
        const tricks = tricksFor(id, options, P);
        const deal = {
          contract: c.id,
          trump: c.trump === 'nonHearts' ? 'E' : 'H',
          pot,
          points: { declarer: P, defenders: 120 - P },
          tricks: { declarer: tricks, defenders: n - tricks },
        };
        const base = settleFields(id, options, { ...deal, kontra: 0 });
        for (const kontra of [1, 2, 3]) {
          const s = settleFields(id, options, { ...deal, kontra });
          const f = 2 ** kontra;
          if (s.potDelta !== base.potDelta * f || s.deltas.some((d, i) => d !== (base.deltas[i] ?? 0) * f))
            wrong.push(`${c.id} ${P} points, level ${kontra}: ${s.deltas} / pot ${s.potDelta}`);
        }
      }
    expect(wrong).toEqual([]);
  });
});

describe('a deal thrown in says who deals next, as the rule set has it (rules-notes H-02, BT-NP-2)', () => {
  test.each([
    ['nextDealer', 'all passed: the deal is thrown in and the next player deals'],
    ['sameDealer', 'all passed: the deal is thrown in and the same dealer deals again'],
  ])('allPass=%s', (allPass, line) => {
    const s = settleFields('bavarian-huber-1923', { allPass }, { contract: 'passed', declarer: null });
    expect(s.outcome).toBe('passed');
    expect(s.lines.map((l) => l.text)).toEqual([line]);
  });
});
