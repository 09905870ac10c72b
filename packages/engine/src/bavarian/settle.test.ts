/**
 * The sources' payment examples (seed 000; rules-notes H-03, H-04, H-05, HT-04, BT-NP-1,
 * "Scharfes Tarock") settled from score-keepers' summaries. Three seats, seat 0 deals, so seat 1
 * is forehand; seat 1 declares unless a row says otherwise; the defenders are seats 2 and 0, in
 * that order (Haferltarock's losing pick-up pays seat 2 from the declarer and seat 0 from the pot).
 * Deltas are [seat 0, seat 1, seat 2] in cents.
 */
import { describe, expect, test } from 'vitest';
import type { OptionValue } from '../core/ruleset';
import type { Settlement } from '../core/types';
import { bavarianGame } from './testing';

type Fields = Readonly<Record<string, unknown>>;

function settle(id: string, options: Readonly<Record<string, OptionValue>>, fields: Fields): Settlement {
  const g = bavarianGame(id, options);
  const summary = {
    format: 'tarock-deal-summary',
    version: 1,
    variant: id,
    dealer: 0,
    declarer: 1,
    ...fields,
  };
  const r = g.preset.settleSummary(summary, g.rules, g.seats);
  if (!r.ok) throw new Error(r.error);
  return r.value;
}

const played = (declarer: number, tricksDeclarer = 6, extra: Fields = {}): Fields => ({
  points: { declarer, defenders: 120 - declarer },
  tricks: { declarer: tricksDeclarer, defenders: 11 - tricksDeclarer },
  ...extra,
});

const conserved = (s: Settlement): number => s.deltas.reduce((a, b) => a + b, 0) + s.potDelta;

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
    const s = settle('bavarian-sirch-2008', {}, { ...base, ...result });
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
    const s = settle('bavarian-sirch-2008', options, { contract, trump, pot: 500, ...played(points) });
    expect(s.deltas).toEqual(deltas);
    expect(s.potDelta).toBe(pot);
  });
});

describe('Haferltarock: bands from and to the pot, Hand at double the rate (rules-notes HT-04)', () => {
  const pickup = { contract: 'pickup', trump: 'G', pot: 150 };
  const hand = { contract: 'hand', trump: 'S', pot: 150 };
  test.each([
    ['pick-up 61 → 5 ¢ from the pot', pickup, played(61), [0, 5, 0], -5],
    ['pick-up 65 → 5 ¢ from the pot', pickup, played(65), [0, 5, 0], -5],
    ['pick-up 66: each further point 1 ¢ → 6 ¢', pickup, played(66), [0, 6, 0], -6],
    ['pick-up 75 → 15 ¢', pickup, played(75), [0, 15, 0], -15],
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
    const s = settle('haferltarock', {}, { ...base, ...result });
    expect(s.deltas).toEqual(deltas);
    expect(s.potDelta).toBe(pot);
    expect(conserved(s)).toBe(0);
  });

  test('netDouble: the declarer nets double the rate, each defender pays the rate once', () => {
    const s = settle(
      'haferltarock',
      { handPayment: 'netDouble' },
      { contract: 'hand', trump: 'S', pot: 150, ...played(70) },
    );
    expect(s.deltas).toEqual([-10, 20, -10]);
  });

  test('plain bid-game rates: a lost Hand to 81 with 70 pays the pick-up table rate (5), doubled', () => {
    const s = settle(
      'haferltarock',
      { bidGameRates: 'plain' },
      { contract: 'hand', trump: 'S', target: 81, pot: 150, ...played(70) },
    );
    expect(s.deltas).toEqual([10, -20, 10]);
  });
});

describe('Huber 1923: fixed units ×1 / ×2 / ×4 per opponent and the Kasse (rules-notes H-03)', () => {
  test.each([
    ['Frage won: 1 unit (10 ¢) from each opponent', 'frage', 'H', 61, [-10, 20, -10]],
    ['Solo won: 2 units from each', 'solo', 'G', 80, [-20, 40, -20]],
    ['Herzsolo won: 4 units from each', 'herzsolo', 'H', 61, [-40, 80, -40]],
    ['Herzsolo lost: 4 units to each', 'herzsolo', 'H', 59, [40, -80, 40]],
    ['60–60 is a draw', 'solo', 'E', 60, [0, 0, 0]],
  ])('%s', (_name, contract, trump, points, deltas) => {
    const s = settle('bavarian-huber-1923', {}, { contract, trump, ...played(points) });
    expect(s.deltas).toEqual(deltas);
    expect(s.potDelta).toBe(0);
  });

  test('split "total": the opponents share the units', () => {
    const s = settle(
      'bavarian-huber-1923',
      { paymentSplit: 'total' },
      { contract: 'solo', trump: 'G', ...played(80) },
    );
    expect(s.deltas).toEqual([-10, 20, -10]);
  });

  test('Kasse: a winning declarer takes the whole pot', () => {
    const s = settle(
      'bavarian-huber-1923',
      { pot: 'kasse' },
      { contract: 'frage', trump: 'H', pot: 150, ...played(70) },
    );
    expect(s.deltas).toEqual([-10, 170, -10]);
    expect(s.potDelta).toBe(-150);
  });

  test('Kasse: a losing declarer doubles the pot', () => {
    const s = settle(
      'bavarian-huber-1923',
      { pot: 'kasse' },
      { contract: 'frage', trump: 'H', pot: 150, ...played(50) },
    );
    expect(s.deltas).toEqual([10, -170, 10]);
    expect(s.potDelta).toBe(150);
  });

  test('Schreckensteiner: only Solo and Herzsolo touch it', () => {
    const frage = settle(
      'bavarian-huber-1923',
      { pot: 'schreckensteiner' },
      { contract: 'frage', trump: 'H', pot: 300, ...played(70) },
    );
    expect(frage.potDelta).toBe(0);
    const solo = settle(
      'bavarian-huber-1923',
      { pot: 'schreckensteiner' },
      { contract: 'solo', trump: 'E', pot: 300, ...played(70) },
    );
    expect(solo.potDelta).toBe(-300);
  });
});

describe('the 1933 variant: a Schneider bonus when the loser has 30 or fewer (rules-notes H-05, BT-08)', () => {
  test.each([
    ['Frage won 90–30: Schneider (loser ≤ 30), 1 + 1 units from each', 90, [-20, 40, -20]],
    ['Frage won 89–31: no Schneider', 89, [-10, 20, -10]],
    ['Frage lost 30–90: the declarer is Schneider and pays 2 units to each', 30, [20, -40, 20]],
  ])('%s', (_name, points, deltas) => {
    const s = settle('bavarian-1933', {}, { contract: 'frage', trump: 'E', ...played(points) });
    expect(s.deltas).toEqual(deltas);
  });

  test('with "winner at least 91", 90–30 is not Schneider', () => {
    const s = settle(
      'bavarian-1933',
      { schneider: 'winnerAtLeast91' },
      { contract: 'frage', trump: 'E', ...played(90) },
    );
    expect(s.deltas).toEqual([-10, 20, -10]);
  });
});

describe('without point bidding: 1 / 1 / 2 / 4 / 4 units per opponent (rules-notes BT-NP-1)', () => {
  test.each([
    ['Farb-Frage won', 'farbFrage', 'G', [-10, 20, -10]],
    ['Herz-Frage won', 'herzFrage', 'H', [-10, 20, -10]],
    ['Farb-Solo won', 'farbSolo', 'S', [-20, 40, -20]],
    ['Herz-Solo won', 'herzSolo', 'H', [-40, 80, -40]],
  ])('%s', (_name, contract, trump, deltas) => {
    expect(settle('bavarian-no-point-bidding', {}, { contract, trump, ...played(70) }).deltas).toEqual(
      deltas,
    );
  });

  test('Bettel won (no trick) earns four times the base from each', () => {
    const s = settle(
      'bavarian-no-point-bidding',
      {},
      { contract: 'bettel', trump: null, tricks: { declarer: 0, defenders: 11 } },
    );
    expect(s.deltas).toEqual([-40, 80, -40]);
  });

  test('Bettel lost at the declarer’s first trick pays four times the base to each', () => {
    const s = settle(
      'bavarian-no-point-bidding',
      {},
      { contract: 'bettel', trump: null, tricks: { declarer: 1, defenders: 3 } },
    );
    expect(s.deltas).toEqual([40, -80, 40]);
    expect(s.outcome).toBe('lost');
  });
});

describe('Scharfes Tarock: Frage +10 / −20, Solo 20, Schneider +10, Schwarz +10 (rules-notes "Scharfes Tarock")', () => {
  const seven = (declarer: number, tricks = 4): Fields => ({
    points: { declarer, defenders: 120 - declarer },
    tricks: { declarer: tricks, defenders: 7 - tricks },
  });
  test.each([
    ['Frage won: 10 ¢ from each', 'frage', 'H', seven(70), [-10, 20, -10]],
    ['Frage lost: 20 ¢ to each', 'frage', 'H', seven(55), [20, -40, 20]],
    ['Frage lost at 60 (60 loses)', 'frage', 'H', seven(60), [20, -40, 20]],
    ['Solo won: 20 ¢ from each', 'solo', 'E', seven(70), [-20, 40, -20]],
    ['Herzsolo lost: 20 ¢ to each', 'herzsolo', 'H', seven(50), [20, -40, 20]],
    ['Solo won Schneider (defenders 30): 20 + 10', 'solo', 'G', seven(90), [-30, 60, -30]],
    ['Solo won Schwarz (all tricks): 20 + 10 + 10', 'solo', 'G', seven(120, 7), [-40, 80, -40]],
    ['Frage won Schneider: 10 + 10, the bonus not halved', 'frage', 'H', seven(95), [-20, 40, -20]],
    ['Solo lost Schneider (declarer 30): 20 + 10 to each', 'solo', 'S', seven(30, 1), [30, -60, 30]],
  ])('%s', (_name, contract, trump, result, deltas) => {
    const s = settle('scharfes-tarock', {}, { contract, trump, ...result });
    expect(s.deltas).toEqual(deltas);
    expect(s.potDelta).toBe(0);
  });

  test('sideTotal: the defenders share the amount', () => {
    const s = settle(
      'scharfes-tarock',
      { paymentUnit: 'sideTotal' },
      { contract: 'solo', trump: 'E', ...seven(70) },
    );
    expect(s.deltas).toEqual([-10, 20, -10]);
  });

  test('bonuses halved in a Frage by option', () => {
    const s = settle(
      'scharfes-tarock',
      { bonusesHalvedInFrage: true },
      { contract: 'frage', trump: 'H', ...seven(95) },
    );
    expect(s.deltas).toEqual([-15, 30, -15]);
  });
});

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
    const s = settle('haferltarock', { kontra: true }, { ...hand, kontra, ...played(points) });
    expect(s.deltas).toEqual(deltas);
  });

  test('plain doubling (no burden shift): Kontra at 60–60 still loses for the declarer, at double', () => {
    const s = settle(
      'haferltarock',
      { kontra: true, kontraShiftsBurden: false },
      { ...hand, kontra: 1, ...played(60) },
    );
    expect(s.outcome).toBe('lost');
    expect(s.deltas).toEqual([20, -40, 20]);
  });

  test('Kontra on a pick-up doubles the pot’s part too (option on by default)', () => {
    const s = settle(
      'haferltarock',
      { kontra: true },
      { contract: 'pickup', trump: 'H', pot: 150, kontra: 1, ...played(70) },
    );
    expect(s.deltas).toEqual([0, 20, 0]);
    const off = settle(
      'haferltarock',
      { kontra: true, kontraMultipliesPot: false },
      { contract: 'pickup', trump: 'H', pot: 150, kontra: 1, ...played(70) },
    );
    expect(off.deltas).toEqual([0, 10, 0]);
  });

  test('Kontra on a Bettel only doubles', () => {
    const s = settle(
      'bavarian-no-point-bidding',
      { kontra: true },
      { contract: 'bettel', trump: null, kontra: 1, tricks: { declarer: 0, defenders: 11 } },
    );
    expect(s.deltas).toEqual([-80, 160, -80]);
  });
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
      '"kontra"',
    ],
    ['negative pot', { ...base, pot: -5, contract: null }, '"pot"'],
  ])('%s', (_name, summary, message) => {
    const r = g.preset.settleSummary(summary, g.rules, g.seats);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toContain(message);
  });

  test('a thrown-in deal settles to nothing', () => {
    const r = g.preset.settleSummary({ ...base, contract: null }, g.rules, g.seats);
    expect(r.ok && r.value.outcome).toBe('passed');
    expect(r.ok && r.value.deltas).toEqual([0, 0, 0]);
  });
});
