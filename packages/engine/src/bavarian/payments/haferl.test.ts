/**
 * Haferltarock's payment bands (seed 000; rules-notes HT-04); a losing pick-up pays seat 2 from
 * the declarer and seat 0 from the pot, settled from score-keepers' summaries. Three seats, seat 0
 * deals, so seat 1 is forehand and declares unless a row says otherwise; the defenders are seats 2
 * and 0, in that order. Deltas are [seat 0, seat 1, seat 2] in cents.
 */
import { describe, expect, test } from 'vitest';
import { conserved, played, settleFields } from '../testing';

describe('Haferltarock: bands from and to the pot, Hand at double the rate (rules-notes HT-04)', () => {
  const pickup = { contract: 'pickup', trump: 'G', pot: 150 };
  const hand = { contract: 'hand', trump: 'S', pot: 150 };
  test.each([
    ['pick-up 61 → 5 ¢ from the pot', pickup, played(61), [0, 5, 0], -5],
    ['pick-up 65 → 5 ¢ from the pot', pickup, played(65), [0, 5, 0], -5],
    ['pick-up 66: each further point 1 ¢ → 6 ¢', pickup, played(66), [0, 6, 0], -6],
    ['pick-up 75 → 15 ¢', pickup, played(75), [0, 15, 0], -15],
    ['pick-up 120 → 60 ¢ (rules-notes HT-04: W = max(5, P − 60))', pickup, played(120, 11), [0, 60, 0], -60],
    [
      'pick-up 60 lost (60–60 loses): 5 ¢ to one defender, the other takes 5 ¢ from the pot',
      pickup,
      played(60),
      [5, -5, 5],
      -5,
    ],
    ['pick-up 56 lost → 5 ¢ and 5 ¢', pickup, played(56), [5, -5, 5], -5],
    ['pick-up 55 lost: each point below 56 adds 1 ¢ → 6 ¢ and 6 ¢', pickup, played(55), [6, -6, 6], -6],
    ['pick-up 50 lost → 11 ¢ and 11 ¢', pickup, played(50), [11, -11, 11], -11],
    ['Hand 61 won: double the rate, 10 ¢ from each defender', hand, played(61), [-10, 20, -10], 0],
    ['Hand 70 won: rate 10, 20 ¢ from each defender', hand, played(70), [-20, 40, -20], 0],
    ['Hand 50 lost: rate 11, 22 ¢ to each defender', hand, played(50), [22, -44, 22], 0],
    ['Hand to 66 won with 70: rate 10', { ...hand, target: 66 }, played(70), [-20, 40, -20], 0],
    ['Hand to 71 lost with 66: rate 5 (short by 5)', { ...hand, target: 71 }, played(66), [10, -20, 10], 0],
    ['Hand to 81 lost with 70: rate 11', { ...hand, target: 81 }, played(70), [22, -44, 22], 0],
    [
      'pot running dry: pick-up 80 with 12 ¢ in the pot → the pot pays what it has',
      { ...pickup, pot: 12 },
      played(80),
      [0, 12, 0],
      -12,
    ],
  ])('%s', (_name, base, result, deltas, pot) => {
    const s = settleFields('haferltarock', {}, { ...base, ...result });
    expect(s.deltas).toEqual(deltas);
    expect(s.potDelta).toBe(pot);
    expect(conserved(s)).toBe(0);
  });

  test('netDouble: the declarer nets double the rate, each defender pays the rate once', () => {
    const s = settleFields(
      'haferltarock',
      { handPayment: 'netDouble' },
      { contract: 'hand', trump: 'S', pot: 150, ...played(70) },
    );
    expect(s.deltas).toEqual([-10, 20, -10]);
  });

  test('plain bid-game rates: a lost Hand to 81 with 70 pays the pick-up table rate (5), doubled', () => {
    const s = settleFields(
      'haferltarock',
      { bidGameRates: 'plain' },
      { contract: 'hand', trump: 'S', target: 81, pot: 150, ...played(70) },
    );
    expect(s.deltas).toEqual([10, -20, 10]);
  });
});

describe('BT-09: Kontra on a pick-up doubles the pot’s payments too, and their lines say so', () => {
  const pickup = { contract: 'pickup', trump: 'G', pot: 150 };
  const potLines = (s: ReturnType<typeof settleFields>) =>
    s.lines.filter((l) => l.text.includes('pick-up')).map((l) => l.text);
  test.each([
    ['won with 70 after Kontra: 20 ¢ from the pot', played(70), [0, 20, 0], -20],
    [
      'lost at 50 after Kontra: 22 ¢ to one defender, 22 ¢ from the pot to the other',
      played(50),
      [22, -22, 22],
      -22,
    ],
  ])('%s', (_name, result, deltas, pot) => {
    const s = settleFields('haferltarock', { kontra: true }, { ...pickup, kontra: 1, ...result });
    expect(s.deltas).toEqual(deltas);
    expect(s.potDelta).toBe(pot);
    expect(conserved(s)).toBe(0);
    const lines = potLines(s);
    expect(lines.length).toBeGreaterThan(0);
    for (const text of lines) expect(text).toContain('×2 for Kontra');
  });

  test('where Kontra leaves the pot alone (kontraMultipliesPot=false), its line names no factor', () => {
    const s = settleFields(
      'haferltarock',
      { kontra: true, kontraMultipliesPot: false },
      { ...pickup, kontra: 1, ...played(70) },
    );
    expect(s.deltas).toEqual([0, 10, 0]);
    for (const text of potLines(s)) expect(text).not.toContain('Kontra');
  });

  test('won with 60 after Kontra (the defenders missed 61): the line says the smallest rate, not the 61–65 band', () => {
    const s = settleFields('haferltarock', { kontra: true }, { ...pickup, kontra: 1, ...played(60) });
    expect(s.deltas).toEqual([0, 10, 0]);
    expect(potLines(s)).toEqual([
      'seat 1 takes 10 ¢ from the pot: pick-up won, 60 points: the smallest rate, 5 ¢, ×2 for Kontra',
    ]);
  });
});
