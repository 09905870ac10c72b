/**
 * Sirch's payment examples (seed 000; rules-notes H-04), settled from score-keepers' summaries.
 * Three seats, seat 0 deals, so seat 1 is forehand and declares unless a row says otherwise; the
 * defenders are seats 2 and 0, in that order. Deltas are [seat 0, seat 1, seat 2] in cents.
 */
import { describe, expect, test } from 'vitest';
import { conserved, played, settleFields } from '../testing';

describe('Sirch 2008: per point over or under 60, in 5-cent steps rounded up (rules-notes H-04)', () => {
  const solo = { contract: 'solo', trump: 'E', pot: 500 };
  const frage = { contract: 'frage', trump: 'H', pot: 500 };
  test.each([
    ['71 points: 11 over 60 → 15 ¢ from the pot', solo, played(71), [0, 15, 0], -15],
    ['61 points → 5 ¢', solo, played(61), [0, 5, 0], -5],
    ['65 points → 5 ¢', solo, played(65), [0, 5, 0], -5],
    ['66 points → 10 ¢', solo, played(66), [0, 10, 0], -10],
    ['70 points → 10 ¢', solo, played(70), [0, 10, 0], -10],
    ['loss at 50: he pays 10 ¢, 5 ¢ to each defender', solo, played(50), [5, -10, 5], 0],
    [
      'loss at 59: 1 point under 60, rounded up to 5 ¢; the pot adds 5 ¢, 5 ¢ to each defender',
      solo,
      played(59),
      [5, -5, 5],
      -5,
    ],
    ['loss at 49: he pays 15 ¢, the pot 5 ¢, each defender gets 10 ¢', solo, played(49), [10, -15, 10], -5],
    ['a slam (all tricks) earns double: 120 ¢', solo, played(120, 11), [0, 120, 0], -120],
    ['Herzsolo pays as Solo', { ...solo, contract: 'herzsolo', trump: 'H' }, played(71), [0, 15, 0], -15],
    ['60–60 is a draw: nothing is paid', solo, played(60), [0, 0, 0], 0],
    ['Frage halves: 71 → 7.5 ¢', frage, played(71), [0, 7.5, 0], -7.5],
    [
      'Frage halves: loss at 49 → 7.5 ¢ paid, 2.5 ¢ from the pot, 5 ¢ to each',
      frage,
      played(49),
      [5, -7.5, 5],
      -2.5,
    ],
    ['Frage halves: a slam → 60 ¢', frage, played(120, 11), [0, 60, 0], -60],
  ])('%s', (_name, base, result, deltas, pot) => {
    const s = settleFields('bavarian-sirch-2008', {}, { ...base, ...result });
    expect(s.deltas).toEqual(deltas);
    expect(s.potDelta).toBe(pot);
    expect(conserved(s)).toBe(0);
  });

  test.each([
    [
      'odd step into the pot: loss at 49 → 5 ¢ to each, 5 ¢ into the pot',
      { oddStepFromPot: false },
      'solo',
      49,
      [5, -15, 5],
      5,
    ],
    ['Frage rounded up to 5 ¢: 71 → 10 ¢', { frageHalf: 'roundUp5' }, 'frage', 71, [0, 10, 0], -10],
    [
      'Frage rounded up to 5 ¢: loss at 49 → 10 ¢ paid, 5 ¢ to each',
      { frageHalf: 'roundUp5' },
      'frage',
      49,
      [5, -10, 5],
      0,
    ],
    ['flat: a simple win (61–90) → 50 ¢ from the pot', { sirchMode: 'flat' }, 'solo', 90, [0, 50, 0], -50],
    ['flat: a Schneider win (91+) → 60 ¢ from the pot', { sirchMode: 'flat' }, 'solo', 91, [0, 60, 0], -60],
    ['flat: a loss pays each defender 50 ¢', { sirchMode: 'flat' }, 'solo', 30, [50, -100, 50], 0],
    [
      'flat: a Schneider loss (29) pays each defender 60 ¢',
      { sirchMode: 'flat' },
      'solo',
      29,
      [60, -120, 60],
      0,
    ],
    ['flat: a Frage is half (25 ¢)', { sirchMode: 'flat' }, 'frage', 75, [0, 25, 0], -25],
    [
      'flat, paid by each opponent: 50 ¢ each',
      { sirchMode: 'flat', flatWinFrom: 'eachOpponent' },
      'solo',
      75,
      [-50, 100, -50],
      0,
    ],
  ])('%s', (_name, options, contract, points, deltas, pot) => {
    const trump = contract === 'frage' ? 'H' : 'E';
    const s = settleFields('bavarian-sirch-2008', options, { contract, trump, pot: 500, ...played(points) });
    expect(s.deltas).toEqual(deltas);
    expect(s.potDelta).toBe(pot);
  });
});

describe('BT-09: Kontra multiplies every Sirch payment, the pot’s included (rules-notes BT-09, H-04)', () => {
  const solo = { contract: 'solo', trump: 'E', pot: 500 };
  const frage = { contract: 'frage', trump: 'H', pot: 500 };
  test.each([
    ['Kontra, lost at 55: 10 ¢ paid, 10 ¢ from the pot, 10 ¢ to each', {}, solo, 1, 55, [10, -10, 10], -10],
    ['Kontra, lost at 50: 20 ¢ paid, 10 ¢ to each', {}, solo, 1, 50, [10, -20, 10], 0],
    ['Kontra, lost at 49: 30 ¢ paid, 10 ¢ from the pot, 20 ¢ to each', {}, solo, 1, 49, [20, -30, 20], -10],
    ['Re, lost at 55: everything ×4', {}, solo, 2, 55, [20, -20, 20], -20],
    ['Kontra on a Frage lost at 49: half, then ×2', {}, frage, 1, 49, [10, -15, 10], -5],
    ['Kontra, won with 71: 30 ¢ from the pot', {}, solo, 1, 71, [0, 30, 0], -30],
    [
      'Kontra, odd step into the pot: lost at 49, 10 ¢ to each, 10 ¢ into the pot',
      { oddStepFromPot: false },
      solo,
      1,
      49,
      [10, -30, 10],
      10,
    ],
    [
      'Kontra not multiplying the pot still doubles the odd step paid into it (BT-09: only what is taken from the pot): lost at 49, 10 ¢ to each, 10 ¢ into the pot',
      { oddStepFromPot: false, kontraMultipliesPot: false },
      solo,
      1,
      49,
      [10, -30, 10],
      10,
    ],
    [
      'Kontra not multiplying the pot: lost at 49, 30 ¢ paid and 5 ¢ from the pot, shared equally',
      { kontraMultipliesPot: false },
      solo,
      1,
      49,
      [17.5, -30, 17.5],
      -5,
    ],
    [
      'Kontra on a Frage rounded up to 5 ¢: won with 61, 5 ¢ ×2',
      { frageHalf: 'roundUp5' },
      frage,
      1,
      61,
      [0, 10, 0],
      -10,
    ],
    [
      'Kontra on a Frage rounded up to 5 ¢: won with 71, 10 ¢ ×2',
      { frageHalf: 'roundUp5' },
      frage,
      1,
      71,
      [0, 20, 0],
      -20,
    ],
    [
      'Kontra on a Frage rounded up to 5 ¢: lost at 49, 10 ¢ ×2',
      { frageHalf: 'roundUp5' },
      frage,
      1,
      49,
      [10, -20, 10],
      0,
    ],
  ])('%s', (_name, options, base, kontra, points, deltas, pot) => {
    const s = settleFields(
      'bavarian-sirch-2008',
      { kontra: true, ...options },
      { ...base, kontra, ...played(points) },
    );
    expect(s.deltas).toEqual(deltas);
    expect(s.potDelta).toBe(pot);
    expect(conserved(s)).toBe(0);
  });
});

describe('Sirch: what each payment line says is what it moves, or says that it is the whole', () => {
  const solo = { contract: 'solo', trump: 'E', pot: 500 };
  const texts = (s: ReturnType<typeof settleFields>) => s.lines.map((l) => l.text);

  test('a loss is paid in two lines, one to each defender: each names the whole owed "in all"', () => {
    const s = settleFields('bavarian-sirch-2008', {}, { ...solo, ...played(30) });
    expect(s.deltas).toEqual([15, -30, 15]);
    const paid = texts(s).filter((t) => t.startsWith('seat 1 pays'));
    expect(paid).toHaveLength(2);
    for (const t of paid) expect(t).toMatch(/: 30 points, 30 under 60, in 5-cent steps 30 ¢ in all$/);
  });

  test('exactly 60 lost (tie60=declarerLoses): the smallest step, not "0 under 60 … 5 ¢"', () => {
    const s = settleFields('bavarian-sirch-2008', { tie60: 'declarerLoses' }, { ...solo, ...played(60) });
    expect(s.deltas).toEqual([5, -5, 5]);
    for (const t of texts(s).filter((x) => x.startsWith('seat 1 pays')))
      expect(t).toMatch(/: 60 points, none under 60: the smallest step, 5 ¢ in all$/);
  });

  test('exactly 60 won after Kontra where 60–60 loses (the defenders missed 61): the smallest step', () => {
    const s = settleFields(
      'bavarian-sirch-2008',
      { kontra: true, tie60: 'declarerLoses' },
      { ...solo, kontra: 1, ...played(60) },
    );
    expect(s.deltas).toEqual([0, 10, 0]);
    expect(texts(s)).toContain(
      'seat 1 takes 10 ¢ from the pot: 60 points, none over 60: the smallest step, 5 ¢, ×2 for Kontra',
    );
  });
});
