/**
 * Settlement rules, through the scorekeeping entry point (the same settleDeal as played deals):
 * every bonus announced and silent, made and failed, each contra level and factor, honours,
 * overshoot modes (rules-notes IT-14 to IT-20, L-03 to L-06, B-03 to B-07, M-03 to M-07).
 */
import { describe, expect, test } from 'vitest';
import { makeGame } from '../core/game';
import type { OptionValue, Preset } from '../core/ruleset';
import { illustratedBeck, illustratedLoew1954, illustratedMayrSedlaczek2016 } from '../presets/illustrated';
import type { IllustratedRules } from './rules';

type Case = readonly [string, Record<string, OptionValue>, Record<string, unknown>, readonly number[]];

function settle(preset: Preset<IllustratedRules>, options: Record<string, OptionValue>, summary: object) {
  const g = makeGame(preset, options);
  if (!g.ok) throw new Error(g.error);
  const full = { format: 'tarock-deal-summary', version: 1, variant: preset.rules.id, options, ...summary };
  return preset.settleSummary(full, g.value.rules, 3);
}

function deltas(preset: Preset<IllustratedRules>, options: Record<string, OptionValue>, summary: object) {
  const r = settle(preset, options, summary);
  if (!r.ok) throw new Error(r.error);
  return r.value.deltas;
}

const ann = (bonus: string, stage: 'pre' | 'post', seat = 0) => ({ seat, bonus, stage });
const won = (bird: string, seat: number) => ({ bird, seat, won: true });
const lost = (bird: string, seat: number, capturedBy: number) => ({ bird, seat, won: false, capturedBy });
const d3 = (points: number, extra: Record<string, unknown> = {}) => ({
  contract: 'dreiblatt',
  declarer: 0,
  declarerPoints: points,
  ...extra,
});
const d2 = (points: number, extra: Record<string, unknown> = {}) => ({
  contract: 'zweiblatt',
  declarer: 0,
  declarerPoints: points,
  ...extra,
});
const solo = (points: number, extra: Record<string, unknown> = {}) => ({
  contract: 'solo',
  declarer: 0,
  declarerPoints: points,
  ...extra,
});

describe('Löw 1954', () => {
  const cases: Case[] = [
    [
      'Pagat announced and won: 10 × M to the declarer',
      {},
      d3(40, { announcements: [ann('pagat', 'post')], birds: [won('pagat', 0)] }),
      [18, 0, 0],
    ],
    [
      "a defender's announced Uhu made counts for him alone",
      { uhu: true },
      d3(40, { announcements: [ann('uhu', 'post', 1)], birds: [won('uhu', 1)] }),
      [8, 10, 0],
    ],
    [
      "a defender's announced Uhu failed goes to the declarer",
      { uhu: true },
      d3(40, { announcements: [ann('uhu', 'post', 1)], birds: [lost('uhu', 1, 0)] }),
      [18, 0, 0],
    ],
    [
      "a defender's silent Pagat won in the last trick: 5 × M to him",
      {},
      d2(40, { birds: [won('pagat', 2)] }),
      [16, 0, 10],
    ],
    [
      "the declarer's silent Pagat captured: 5 × M to each defender",
      {},
      d2(40, { birds: [lost('pagat', 0, 1)] }),
      [16, 10, 10],
    ],
    [
      "a defender's silent Pagat captured by the declarer: 5 × M to the declarer",
      {},
      d2(40, { birds: [lost('pagat', 1, 0)] }),
      [26, 0, 0],
    ],
    [
      "a defender's silent Pagat captured by his partner: nobody scores",
      {},
      d2(40, { birds: [lost('pagat', 1, 2)] }),
      [16, 0, 0],
    ],
    [
      '… or, with pagatCapturedByOwnSide=opponentsScore, the declarer',
      { pagatCapturedByOwnSide: 'opponentsScore' },
      d2(40, { birds: [lost('pagat', 1, 2)] }),
      [26, 0, 0],
    ],
    [
      '"40" made: 5, and R1 drops the overshoot',
      {},
      d3(45, { announcements: [ann('forty', 'pre')] }),
      [8, 0, 0],
    ],
    [
      '"40" made with overshootMode=always: overshoot counted too',
      { overshootMode: 'always' },
      d3(45, { announcements: [ann('forty', 'pre')] }),
      [18, 0, 0],
    ],
    [
      '"40" contra’d is doubled',
      {},
      d3(45, { announcements: [ann('forty', 'pre')], contras: [{ target: 'forty@0' }] }),
      [13, 0, 0],
    ],
    [
      '"40" contra’d and failed: 5 × 2 to each defender',
      {},
      d3(38, { announcements: [ann('forty', 'pre')], contras: [{ target: 'forty@0' }] }),
      [3, 10, 10],
    ],
    [
      '"50" in a lost Solo: the defenders score the undershoot and the failed 50',
      {},
      solo(30, { announcements: [ann('fifty', 'post')] }),
      [0, 112, 112],
    ],
    ['R2 (soloFlat): a won Solo has no overshoot', { overshootMode: 'soloFlat' }, solo(50), [32, 0, 0]],
    ['R2 (soloFlat): a lost Solo has no undershoot', { overshootMode: 'soloFlat' }, solo(30), [0, 32, 32]],
    [
      'Without Trull and Without Kings: silent 5 each in a won game',
      {},
      d3(40, { withoutTrull: true, withoutKings: true }),
      [18, 0, 0],
    ],
    [
      'Without Trull and Without Kings count nothing in a lost game',
      {},
      d3(30, { withoutTrull: true, withoutKings: true }),
      [0, 8, 8],
    ],
    [
      // Seat 1's Tarock Trull leaves the declarer no Trull card: his silent Without Trull, 5 × 2, too.
      'honours: Royal Trull 3 and Tarock Trull 3, × M, to their holders (and the silent Without Trull)',
      {},
      d2(40, {
        honours: [
          { seat: 0, honour: 'royalTrull' },
          { seat: 1, honour: 'tarockTrull' },
        ],
      }),
      [32, 6, 0],
    ],
    ['two tarock honours: 1 × M', {}, d2(40, { honours: [{ seat: 2, honour: 'twoHonours' }] }), [16, 0, 2]],
    [
      'a game contra doubles the game and the undershoot',
      {},
      d3(30, { contras: [{ target: 'game' }] }),
      [0, 16, 16],
    ],
    ['a take raises the game value to 4', {}, d3(40, { takeLevel: 1 }), [9, 0, 0]],
    ['a retake raises the game value to 5', {}, d3(40, { takeLevel: 2 }), [10, 0, 0]],
    [
      'L-01: the 3 / 4 / 5 cells span every Blatt row: a 2 Blatt taken over is (4 + 5) × 2',
      {},
      d2(40, { takeLevel: 1 }),
      [18, 0, 0],
    ],
    [
      'L-01: a 1 Blatt retaken and lost at 30 gives each defender (5 + 5) × 3',
      {},
      { contract: 'einblatt', declarer: 0, declarerPoints: 30, takeLevel: 2 },
      [0, 30, 30],
    ],
    [
      'option recontra: a recontra’d game counts × 4',
      { recontra: true },
      d3(40, { contras: [{ target: 'game', level: 2 }] }),
      [32, 0, 0],
    ],
    ['exactly 35 loses with no undershoot', {}, d3(35), [0, 3, 3]],
    [
      'L-05 R1: "40" failed in a won game still drops the overshoot; 5 to each defender',
      {},
      d3(38, { announcements: [ann('forty', 'pre')] }),
      [3, 5, 5],
    ],
    [
      'L-05 R1: "40" and "50" both made in a 2 Blatt: 3 × 2 + 5 × 2 + 15 × 2',
      {},
      d2(55, { announcements: [ann('forty', 'pre'), ann('fifty', 'post')] }),
      [46, 0, 0],
    ],
    [
      'IT-15: honours score in a lost game too: the declarer’s Tarock Trull, a defender’s Royal Trull',
      {},
      {
        contract: 'einblatt',
        declarer: 0,
        declarerPoints: 30,
        honours: [
          { seat: 0, honour: 'tarockTrull' },
          { seat: 1, honour: 'royalTrull' },
        ],
      },
      [9, 33, 24],
    ],
    [
      'IT-16: a defender’s announced Pagat captured by the declarer: 10 × M to the declarer, no silent 5 on top',
      {},
      d2(40, { announcements: [ann('pagat', 'post', 1)], birds: [lost('pagat', 1, 0)] }),
      [36, 0, 0],
    ],
  ];
  test.each(cases)('%s', (_name, options, summary, expected) => {
    expect(deltas(illustratedLoew1954, options, summary)).toEqual(expected);
  });
});

describe('Beck', () => {
  const cases: Case[] = [
    [
      'Pagat announced before the pickup: 20 × M',
      {},
      d2(39, { announcements: [ann('pagat', 'pre')], birds: [won('pagat', 0)] }),
      [54, 0, 0],
    ],
    [
      'Pagat announced before the pickup and failed: 20 to each, not multiplied',
      {},
      d2(39, { announcements: [ann('pagat', 'pre')], birds: [lost('pagat', 0, 1)] }),
      [14, 20, 20],
    ],
    [
      'contra before the pickup: × 4 of the printed value',
      {},
      d2(39, {
        announcements: [ann('pagat', 'pre')],
        contras: [{ target: 'pagat@0' }],
        birds: [won('pagat', 0)],
      }),
      [174, 0, 0],
    ],
    [
      'option contraFactor=2/2: × 2 before the pickup',
      { contraFactor: '2/2' },
      d2(39, {
        announcements: [ann('pagat', 'pre')],
        contras: [{ target: 'pagat@0' }],
        birds: [won('pagat', 0)],
      }),
      [94, 0, 0],
    ],
    [
      'contra after the pickup: × 2',
      {},
      d2(39, {
        announcements: [ann('pagat', 'post')],
        contras: [{ target: 'pagat@0' }],
        birds: [won('pagat', 0)],
      }),
      [54, 0, 0],
    ],
    [
      'a contra’d failed bonus: contra factor, still not multiplied by M',
      {},
      d2(39, {
        announcements: [ann('pagat', 'post')],
        contras: [{ target: 'pagat@0' }],
        birds: [lost('pagat', 0, 2)],
      }),
      [14, 20, 20],
    ],
    [
      'option recontra: × 8 before the pickup',
      { recontra: true },
      d3(40, { announcements: [ann('forty', 'pre')], contras: [{ target: 'forty@0', level: 2 }] }),
      [88, 0, 0],
    ],
    [
      'Absolut (40) before and Panzer (50) after the pickup: 10 + 20',
      {},
      d3(52, { announcements: [ann('forty', 'pre'), ann('fifty', 'post')] }),
      [50, 0, 0],
    ],
    [
      'option pointAnnouncementOrder=free: Panzer (50) before and Absolut (40) after the pickup: 40 + 5',
      { pointAnnouncementOrder: 'free' },
      d3(52, { announcements: [ann('fifty', 'pre'), ann('forty', 'post')] }),
      [65, 0, 0],
    ],
    [
      'Without Trull announced before the pickup: 16; Without Kings silent: 5',
      {},
      d3(40, { announcements: [ann('withoutTrull', 'pre')], withoutTrull: true, withoutKings: true }),
      [29, 0, 0],
    ],
    [
      'Without Kings announced is lost with the game: 15 to each',
      {},
      d2(30, { announcements: [ann('withoutKings', 'pre')], withoutKings: true }),
      [0, 31, 31],
    ],
    [
      'Valat announced before the pickup: 48 × M',
      {},
      solo(66, { announcements: [ann('valat', 'pre')], valat: true }),
      [328, 0, 0],
    ],
    ['silent Valat: 12 × M', {}, solo(66, { valat: true }), [184, 0, 0]],
    [
      'Valat announced after the pickup and failed: 24 to each',
      {},
      solo(50, { announcements: [ann('valat', 'post')] }),
      [72, 24, 24],
    ],
    [
      'option valatReplacesOtherScores: only the Valat counts',
      { valatReplacesOtherScores: true },
      solo(66, {
        announcements: [ann('valat', 'pre')],
        valat: true,
        honours: [
          { seat: 0, honour: 'tarockTrull' },
          { seat: 1, honour: 'royalTrull' },
        ],
      }),
      [192, 0, 0],
    ],
    [
      // Seat 1's four Kings leave the declarer none: his silent Without Kings, 5, too.
      'honours: Tarock Trull 4, Royal Trull 5 (and the silent Without Kings)',
      {},
      d3(40, {
        honours: [
          { seat: 0, honour: 'tarockTrull' },
          { seat: 1, honour: 'royalTrull' },
        ],
      }),
      [17, 5, 0],
    ],
    [
      "honours: two honours 2 (and the declarer's silent Without Kings: seat 1 holds them all)",
      {},
      d3(40, {
        honours: [
          { seat: 2, honour: 'twoHonours' },
          { seat: 1, honour: 'royalTrull' },
        ],
      }),
      [13, 5, 2],
    ],
    [
      "the declarer's silent Uhu captured: 5 to each, not multiplied",
      {},
      d2(40, { birds: [lost('uhu', 0, 2)] }),
      [16, 5, 5],
    ],
    [
      'option failedBonusMultiplied: the lost Pagat of the example gives 20 each',
      { failedBonusMultiplied: true },
      d2(39, { announcements: [ann('pagat', 'post')], birds: [lost('pagat', 0, 1)] }),
      [14, 20, 20],
    ],
    ['Unterer held: Dreiblatt at 5', {}, d3(40, { takeLevel: 2 }), [10, 0, 0]],
    [
      'IT-16: a defender’s silent Pagat captured by the declarer: 5 × M to the declarer',
      {},
      d2(40, { birds: [lost('pagat', 1, 0)] }),
      [26, 0, 0],
    ],
    [
      'B-05: Without Trull announced before the pickup, failed at the talon: 16 to each, not multiplied',
      {},
      {
        contract: 'einblatt',
        declarer: 0,
        declarerPoints: 40,
        announcements: [ann('withoutTrull', 'pre')],
      },
      [24, 16, 16],
    ],
    [
      'B-04: a contra’d Valat before the pickup made: 48 × 4 × 4',
      {},
      solo(64, { announcements: [ann('valat', 'pre')], contras: [{ target: 'valat@0' }], valat: true }),
      [896, 0, 0],
    ],
  ];
  test.each(cases)('%s', (_name, options, summary, expected) => {
    expect(deltas(illustratedBeck, options, summary)).toEqual(expected);
  });
});

describe('Mayr & Sedlaczek 2016', () => {
  const cases: Case[] = [
    [
      'Pagat before the pickup: 20',
      {},
      d3(40, { announcements: [ann('pagat', 'pre')], birds: [won('pagat', 0)] }),
      [28, 0, 0],
    ],
    [
      'Pagat after the pickup: 10',
      {},
      d3(40, { announcements: [ann('pagat', 'post')], birds: [won('pagat', 0)] }),
      [18, 0, 0],
    ],
    ["a defender's silent Pagat does not score", {}, d3(40, { birds: [won('pagat', 1)] }), [8, 0, 0]],
    [
      '… unless defenderSilentPagat',
      { defenderSilentPagat: true },
      d3(40, { birds: [won('pagat', 1)] }),
      [8, 5, 0],
    ],
    ["the declarer's silent Pagat won: 5 × M", {}, d2(40, { birds: [won('pagat', 0)] }), [30, 0, 0]],
    [
      "the declarer's silent Pagat captured: 5 × M to each defender",
      {},
      d2(40, { birds: [lost('pagat', 0, 1)] }),
      [20, 10, 10],
    ],
    [
      'game contra before the pickup: × 4, overshoot included',
      {},
      d3(40, { contras: [{ target: 'game' }] }),
      [32, 0, 0],
    ],
    ['game recontra: × 16', {}, d3(40, { contras: [{ target: 'game', level: 2 }] }), [128, 0, 0]],
    [
      'a contra’d lost game: × 4 on the undershoot too, to each defender',
      {},
      d3(30, { contras: [{ target: 'game' }] }),
      [0, 32, 32],
    ],
    [
      'contra on "with 50" after the pickup: × 2',
      {},
      d3(52, { announcements: [ann('fifty', 'post')], contras: [{ target: 'fifty@0' }] }),
      [60, 0, 0],
    ],
    [
      'recontra on "with 50" after the pickup: × 4',
      {},
      d3(52, { announcements: [ann('fifty', 'post')], contras: [{ target: 'fifty@0', level: 2 }] }),
      [100, 0, 0],
    ],
    [
      'option contraFactors=uniform: game contra × 2',
      { contraFactors: 'uniform' },
      d3(40, { contras: [{ target: 'game' }] }),
      [16, 0, 0],
    ],
    [
      'option contraFactors=uniform: game recontra × 4',
      { contraFactors: 'uniform' },
      d3(40, { contras: [{ target: 'game', level: 2 }] }),
      [32, 0, 0],
    ],
    [
      'option contraFactors=fourfold: contra on "with 50" after the pickup × 4 too',
      { contraFactors: 'fourfold' },
      d3(52, { announcements: [ann('fifty', 'post')], contras: [{ target: 'fifty@0' }] }),
      [100, 0, 0],
    ],
    [
      'option contraFactors=fourfold: recontra on "with 50" after the pickup × 16',
      { contraFactors: 'fourfold' },
      d3(52, { announcements: [ann('fifty', 'post')], contras: [{ target: 'fifty@0', level: 2 }] }),
      [340, 0, 0],
    ],
    [
      'option contraFactors=fourfold: game contra before the pickup × 4, as staged',
      { contraFactors: 'fourfold' },
      d3(40, { contras: [{ target: 'game' }] }),
      [32, 0, 0],
    ],
    [
      'with 40 and with 50 are scored separately',
      {},
      d3(52, { announcements: [ann('forty', 'pre'), ann('fifty', 'post')] }),
      [50, 0, 0],
    ],
    [
      'Without Trull before the pickup: 20',
      {},
      d3(40, { announcements: [ann('withoutTrull', 'pre')], withoutTrull: true }),
      [28, 0, 0],
    ],
    [
      'Without Kings after the pickup: 10',
      {},
      d3(40, { announcements: [ann('withoutKings', 'post')], withoutKings: true }),
      [18, 0, 0],
    ],
    [
      'Without Trull is lost with the game: 20 × M to each defender',
      {},
      d3(30, { announcements: [ann('withoutTrull', 'pre')], withoutTrull: true }),
      [0, 28, 28],
    ],
    [
      'Without Trull/Kings have no silent value',
      {},
      d3(40, { withoutTrull: true, withoutKings: true }),
      [8, 0, 0],
    ],
    [
      'a game contra does not cover Without Kings…',
      {},
      d3(40, {
        announcements: [ann('withoutKings', 'pre')],
        withoutKings: true,
        contras: [{ target: 'game' }],
      }),
      [52, 0, 0],
    ],
    [
      '… unless gameContraCoversWithoutBonuses',
      { gameContraCoversWithoutBonuses: true },
      d3(40, {
        announcements: [ann('withoutKings', 'pre')],
        withoutKings: true,
        contras: [{ target: 'game' }],
      }),
      [112, 0, 0],
    ],
    [
      'Valat before the pickup: 80 × M',
      {},
      solo(68, { announcements: [ann('valat', 'pre')], valat: true }),
      [492, 0, 0],
    ],
    ['Royal Trull 3 to a defender', {}, d3(40, { honours: [{ seat: 1, honour: 'royalTrull' }] }), [8, 3, 0]],
    [
      'M-07: a defender’s silent Pagat captured by the declarer scores nothing',
      {},
      d2(40, { birds: [lost('pagat', 1, 0)] }),
      [20, 0, 0],
    ],
    [
      'M-05: game contra ×4, with 40 recontra’d ×16 before the pickup, with 50 contra’d ×2 after it',
      {},
      d2(52, {
        announcements: [ann('forty', 'pre'), ann('fifty', 'post')],
        contras: [{ target: 'game' }, { target: 'forty@0', level: 2 }, { target: 'fifty@0' }],
      }),
      [(5 + 17) * 2 * 4 + 10 * 2 * 16 + 20 * 2 * 2, 0, 0],
    ],
    [
      'M-05: the same at 45 points: the contra’d with 50 fails, 20 × 2 × 2 to each defender',
      {},
      d2(45, {
        announcements: [ann('forty', 'pre'), ann('fifty', 'post')],
        contras: [{ target: 'game' }, { target: 'forty@0', level: 2 }, { target: 'fifty@0' }],
      }),
      [(5 + 10) * 2 * 4 + 10 * 2 * 16, 80, 80],
    ],
    [
      'IT-17: Without Trull announced before the pickup and contra’d, failed at the talon: 20 × 3 × 4 each',
      {},
      {
        contract: 'einblatt',
        declarer: 0,
        declarerPoints: 40,
        announcements: [ann('withoutTrull', 'pre')],
        contras: [{ target: 'withoutTrull@0' }],
      },
      [36, 240, 240],
    ],
  ];
  test.each(cases)('%s', (_name, options, summary, expected) => {
    expect(deltas(illustratedMayrSedlaczek2016, options, summary)).toEqual(expected);
  });

  test('the explanation names every line and what each seat adds', () => {
    const r = settle(illustratedMayrSedlaczek2016, {}, d2(39, { announcements: [ann('forty', 'pre')] }));
    if (!r.ok) throw new Error(r.error);
    expect(r.value.lines.map((l) => l.text)).toEqual([
      'Zweiblatt (game value 5, ×2) by seat 0: 39 card points against 31 — won',
      'Game won: (5 + overshoot 4) × 2 → seat 0 +18',
      'With 40 announced by seat 0 before the pickup (10), failed: 10 × 2 → seats 1 and 2 each +20',
      'Points: seat 0 +18, seat 1 +20, seat 2 +20',
    ]);
    expect(r.value.cardPoints).toEqual([
      { party: 'declarer', seats: [0], points: 39, thirds: 117 },
      { party: 'defenders', seats: [1, 2], points: 31, thirds: 93 },
    ]);
  });
});

test('a game lost with a single card point says "1 card point", not "1 card points"', () => {
  const r = settle(illustratedMayrSedlaczek2016, {}, { contract: 'solo', declarer: 0, declarerPoints: 1 });
  if (!r.ok) throw new Error(r.error);
  expect(r.value.lines[0]?.text).toBe('Solo (game value 10, ×4) by seat 0: 1 card point against 69 — lost');
});

test('the example of docs/scorekeeping.md settles as documented', () => {
  const r = settle(
    illustratedMayrSedlaczek2016,
    {},
    {
      contract: 'zweiblatt',
      declarer: 0,
      declarerPoints: 39,
      announcements: [{ seat: 0, bonus: 'forty', stage: 'pre' }],
      contras: [{ target: 'game', level: 1 }],
      honours: [{ seat: 1, honour: 'royalTrull' }],
    },
  );
  expect(r.ok && r.value.deltas).toEqual([72, 26, 20]);
});

describe('summary validation: errors are values with a clear message', () => {
  const base = d3(40);
  const cases: readonly [string, Preset<IllustratedRules>, Record<string, OptionValue>, unknown, RegExp][] = [
    ['not an object', illustratedLoew1954, {}, 'zweiblatt', /must be a JSON object/],
    [
      'wrong format',
      illustratedLoew1954,
      {},
      { ...base, format: 'x' },
      /"format" must be "tarock-deal-summary"/,
    ],
    ['wrong version', illustratedLoew1954, {}, { ...base, version: 2 }, /"version" must be 1/],
    [
      'wrong variant',
      illustratedLoew1954,
      {},
      { ...base, variant: 'illustrated-beck' },
      /"variant" must be "illustrated-loew-1954"/,
    ],
    ['unknown field', illustratedLoew1954, {}, { ...base, bonus: 3 }, /unknown field "bonus"/],
    [
      'an unknown field inside an entry (it meant something: not ignored)',
      illustratedLoew1954,
      {},
      { ...base, announcements: [{ seat: 0, bonus: 'pagat', stage: 'post', made: true }] },
      /announcements\[0\]: unknown field "made" \(known: seat, bonus, stage\)/,
    ],
    [
      'a won bird captured by someone',
      illustratedLoew1954,
      {},
      { ...base, birds: [{ bird: 'pagat', seat: 0, won: true, capturedBy: 2 }] },
      /birds\[0\]: a bird that won its trick was captured by nobody/,
    ],
    [
      'unknown contract',
      illustratedLoew1954,
      {},
      { ...base, contract: 'bettel' },
      /"contract" must be one of/,
    ],
    [
      'declarer out of range',
      illustratedLoew1954,
      {},
      { ...base, declarer: 3 },
      /"declarer" must be a whole number from 0 to 2/,
    ],
    [
      'card points over 70',
      illustratedLoew1954,
      {},
      { ...base, declarerPoints: 71 },
      /"declarerPoints" must be a whole number from 0 to 70/,
    ],
    [
      '70 card points without a Valat: the defenders hold a trick and the 4 talon cards a Zweiblatt leaves',
      illustratedMayrSedlaczek2016,
      {},
      d2(70),
      /"declarerPoints" is 70, but without a Valat the defenders took a trick and the 4 talon cards not taken count for them, and the declarer laid away 2: 1 to 68/,
    ],
    [
      'take level where no take exists',
      illustratedMayrSedlaczek2016,
      {},
      { ...base, takeLevel: 1 },
      /"takeLevel" must be a whole number from 0 to 0/,
    ],
    [
      'B-01: only the Dreiblatt can be taken over (Unterer), so a Zweiblatt has no take level',
      illustratedBeck,
      {},
      { ...base, contract: 'zweiblatt', takeLevel: 1 },
      /"takeLevel" must be a whole number from 0 to 0/,
    ],
    [
      'L-01: a Solo cannot be taken over',
      illustratedLoew1954,
      {},
      { ...base, contract: 'solo', takeLevel: 1 },
      /"takeLevel" must be a whole number from 0 to 0/,
    ],
    [
      'a bonus the rule set lacks',
      illustratedMayrSedlaczek2016,
      {},
      { ...base, announcements: [ann('uhu', 'post')] },
      /"uhu" is not a bonus/,
    ],
    [
      'a bonus in a column marked –',
      illustratedLoew1954,
      {},
      { ...base, announcements: [ann('forty', 'post')] },
      /40 cannot be announced after the pickup/,
    ],
    [
      'a defender announcing where only the declarer may',
      illustratedBeck,
      {},
      { ...base, announcements: [ann('pagat', 'post', 1)] },
      /only the declarer may announce/,
    ],
    [
      'an announcement listed twice',
      illustratedBeck,
      {},
      { ...base, announcements: [ann('pagat', 'pre'), ann('pagat', 'post')] },
      /pagat@0 is listed twice/,
    ],
    [
      'a contra on nothing announced',
      illustratedLoew1954,
      {},
      { ...base, contras: [{ target: 'fifty@0' }] },
      /names no announced bonus/,
    ],
    [
      'a game contra where there is none',
      illustratedBeck,
      { gameContra: false },
      { ...base, contras: [{ target: 'game' }] },
      /the game cannot be contra'd/,
    ],
    [
      'a recontra where there is none',
      illustratedLoew1954,
      {},
      { ...base, contras: [{ target: 'game', level: 2 }] },
      /level must be a whole number from 1 to 1/,
    ],
    [
      'an honour the rule set lacks',
      illustratedMayrSedlaczek2016,
      {},
      { ...base, honours: [{ seat: 0, honour: 'twoHonours' }] },
      /honour must be one of/,
    ],
    [
      'a bird captured by its own player',
      illustratedLoew1954,
      {},
      { ...base, birds: [lost('pagat', 1, 1)] },
      /cannot be captured by its own player/,
    ],
    [
      'IT-10: a Valat of a Dreiblatt leaves the defenders the 3 talon cards not taken (1 to 13 points), so 57 to 69',
      illustratedBeck,
      {},
      { ...base, declarerPoints: 30, valat: true },
      /"declarerPoints" is 30, but in a Valat of a Dreiblatt .* \(1 to 13 card points\): 57 to 69/,
    ],
    [
      'IT-10: nor can a Valat of a Dreiblatt give the declarer all 70',
      illustratedBeck,
      {},
      { ...base, declarerPoints: 70, valat: true },
      /"declarerPoints" is 70, but in a Valat of a Dreiblatt .*: 57 to 69/,
    ],
    [
      'IT-11: a Solo talon counts for the defenders (2 to 26 points), so a Solo Valat has 44 to 68',
      illustratedBeck,
      {},
      { ...base, contract: 'solo', declarerPoints: 36, valat: true },
      /"declarerPoints" is 36, but in a Valat of a Solo the declarer has the pack but the talon's 6 cards, .*: 44 to 68/,
    ],
    [
      'IT-11 option soloTalonOwner=declarer: a Solo Valat takes all 70',
      illustratedBeck,
      { soloTalonOwner: 'declarer' },
      { ...base, contract: 'solo', declarerPoints: 68, valat: true },
      /"declarerPoints" is 68, but in a Valat the declarer takes every card point \(70\)/,
    ],
    [
      'IT-10: without a Valat the defenders hold the untaken talon and a trick, at least 2 points in a Dreiblatt',
      illustratedMayrSedlaczek2016,
      {},
      { ...base, declarerPoints: 69 },
      /"declarerPoints" is 69, but without a Valat the defenders took a trick and the 3 talon cards not taken count for them, and the declarer laid away 3: 1 to 68/,
    ],
    [
      'IT-12: the cards a Dreiblatt declarer laid away are his, at least a point',
      illustratedMayrSedlaczek2016,
      {},
      { ...base, declarerPoints: 0 },
      /"declarerPoints" is 0, but .*: 1 to 68/,
    ],
    [
      'IT-11: without a Valat a Solo leaves the defenders its talon and a trick, at least 3 points',
      illustratedLoew1954,
      {},
      { ...base, contract: 'solo', declarerPoints: 68 },
      /"declarerPoints" is 68, but without a Valat the defenders took a trick and the talon's 6 cards count for them: 0 to 67/,
    ],
    [
      'with 50 before the pickup and with 40 after it (M-03: only in this order)',
      illustratedMayrSedlaczek2016,
      {},
      { ...base, announcements: [ann('fifty', 'pre'), ann('forty', 'post')] },
      /only in this order/,
    ],
    [
      'Panzer before the pickup and Absolut after it in Beck (M-03 read for Beck by default)',
      illustratedBeck,
      {},
      { ...base, declarerPoints: 52, announcements: [ann('fifty', 'pre'), ann('forty', 'post')] },
      /Absolut \(mit Vierzig\), Panzer \(mit Fünfzig\), Valat are announced only in this order/,
    ],
    [
      'Valat before the pickup and with 50 after it (M-03)',
      illustratedMayrSedlaczek2016,
      {},
      {
        ...base,
        declarerPoints: 65,
        valat: true,
        announcements: [ann('valat', 'pre'), ann('fifty', 'post')],
      },
      /only in this order/,
    ],
    [
      'two players announcing the one Pagat',
      illustratedLoew1954,
      {},
      { ...base, announcements: [ann('pagat', 'post'), ann('pagat', 'post', 1)] },
      /there is one Pagat/,
    ],
    [
      'an announced Pagat played by another seat',
      illustratedLoew1954,
      {},
      { ...base, announcements: [ann('pagat', 'post')], birds: [won('pagat', 1)] },
      /seat 0 announced the Pagat/,
    ],
    [
      'Tarock Trull and two honours in different hands (four Trull cards)',
      illustratedBeck,
      {},
      {
        ...base,
        honours: [
          { seat: 0, honour: 'tarockTrull' },
          { seat: 2, honour: 'twoHonours' },
        ],
      },
      /three Trull cards/,
    ],
    [
      'an honour listed twice',
      illustratedBeck,
      {},
      {
        ...base,
        honours: [
          { seat: 1, honour: 'royalTrull' },
          { seat: 1, honour: 'royalTrull' },
        ],
      },
      /listed twice/,
    ],
    [
      'the Royal Trull in two hands',
      illustratedBeck,
      {},
      {
        ...base,
        honours: [
          { seat: 1, honour: 'royalTrull' },
          { seat: 2, honour: 'royalTrull' },
        ],
      },
      /only one seat can hold the Royal Trull/,
    ],
    [
      'the Pagat played by someone other than the Tarock Trull holder',
      illustratedLoew1954,
      {},
      { ...base, honours: [{ seat: 1, honour: 'tarockTrull' }], birds: [won('pagat', 2)] },
      /holds the Tarock Trull/,
    ],
    [
      'Without Trull with the declarer holding Trull cards',
      illustratedLoew1954,
      {},
      { ...base, withoutTrull: true, honours: [{ seat: 0, honour: 'twoHonours' }] },
      /"withoutTrull" is true/,
    ],
    [
      'Without Trull with the declarer playing the Pagat',
      illustratedLoew1954,
      {},
      { ...base, withoutTrull: true, birds: [won('pagat', 0)] },
      /"withoutTrull" is true but the declarer had the Pagat/,
    ],
    [
      'Without Kings with the declarer holding the Royal Trull',
      illustratedBeck,
      {},
      { ...base, withoutKings: true, honours: [{ seat: 0, honour: 'royalTrull' }] },
      /"withoutKings" is true/,
    ],
    [
      'Without Kings announced after the pickup by a declarer who held a King',
      illustratedMayrSedlaczek2016,
      {},
      { ...base, announcements: [ann('withoutKings', 'post')] },
      /"withoutKings" must be true/,
    ],
    [
      'a valat with a defender winning the last trick',
      illustratedBeck,
      {},
      { ...base, declarerPoints: 60, valat: true, birds: [lost('pagat', 0, 1)] },
      /"valat" is true but birds says a defender won/,
    ],
    [
      'a contra listed twice',
      illustratedMayrSedlaczek2016,
      {},
      { ...base, contras: [{ target: 'game' }, { target: 'game', level: 2 }] },
      /"game" is listed twice/,
    ],
    [
      'an honour claimed but not held (option honoursMustBeClaimed)',
      illustratedLoew1954,
      { honoursMustBeClaimed: true },
      { ...base, announcements: [ann('royalTrull', 'post', 1)] },
      /claims Royal Trull/,
    ],
    [
      'Trischaken where it is not played',
      illustratedLoew1954,
      {},
      { ...base, contract: 'trischaken' },
      /plays no Trischaken/,
    ],
    [
      'Trischaken tricks not adding up',
      illustratedBeck,
      { allPass: 'trischaken' },
      { contract: 'trischaken', cardPoints: [30, 20, 18], tricks: [6, 5, 4] },
      /tricks must add up to 16/,
    ],
    [
      'IT-03: a Trischaken pile of 5 tricks (15 cards, each worth at least ⅓ counted) holds at least 5 points',
      illustratedBeck,
      { allPass: 'trischaken' },
      { contract: 'trischaken', cardPoints: [20, 0, 40], tricks: [4, 5, 7] },
      /seat 1 has 0 card points, but 5 tricks \(15 cards\) hold 5 to 53/,
    ],
    [
      "a Trischaken's fields in a played contract's summary are refused, not ignored",
      illustratedMayrSedlaczek2016,
      {},
      { ...d2(39), tricks: [5, 6, 5] },
      /"tricks" belongs to a Trischaken's summary, not to a "zweiblatt"/,
    ],
    [
      "a played contract's fields in a Trischaken's summary are refused, not ignored",
      illustratedBeck,
      { allPass: 'trischaken' },
      { contract: 'trischaken', cardPoints: [30, 20, 10], tricks: [6, 5, 5], declarer: 1, valat: true },
      /has "cardPoints" and "tricks" only: "declarer" and "valat" belong to a played contract/,
    ],
    [
      'a deal thrown in has no declarer, no card points',
      illustratedLoew1954,
      {},
      { contract: 'passed', declarer: 1, declarerPoints: 40 },
      /a deal thrown in \("contract": "passed"\) has no other field: "declarer" and "declarerPoints"/,
    ],
  ];
  test.each(cases)('%s', (_name, preset, options, summary, message) => {
    const full =
      typeof summary === 'object' && summary !== null
        ? { format: 'tarock-deal-summary', version: 1, variant: preset.rules.id, ...summary }
        : summary;
    const g = makeGame(preset, options);
    if (!g.ok) throw new Error(g.error);
    const r = preset.settleSummary(full, g.value.rules, 3);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toMatch(message);
  });

  test('option honoursMustBeClaimed: an honour held but not claimed does not score', () => {
    // Held all the same, seat 1's four Kings leave the declarer none: his silent Without Kings (5).
    const held = { honours: [{ seat: 1, honour: 'royalTrull' }] };
    expect(deltas(illustratedLoew1954, { honoursMustBeClaimed: true }, d3(40, held))).toEqual([13, 0, 0]);
    const claimed = { ...held, announcements: [ann('royalTrull', 'post', 1)] };
    expect(deltas(illustratedLoew1954, { honoursMustBeClaimed: true }, d3(40, claimed))).toEqual([13, 3, 0]);
  });

  test("every Trull card or King in another seat's honours leaves the declarer without them, said or not", () => {
    const kings = { honours: [{ seat: 2, honour: 'royalTrull' }] };
    // Löw's silent Without Kings (5) counts whether the summary ticks it or not.
    expect(deltas(illustratedLoew1954, {}, d3(40, kings))).toEqual([13, 0, 3]);
    expect(deltas(illustratedLoew1954, {}, d3(40, { ...kings, withoutKings: true }))).toEqual([13, 0, 3]);
    const trull = { honours: [{ seat: 1, honour: 'tarockTrull' }] };
    expect(deltas(illustratedLoew1954, {}, d3(40, trull))).toEqual([13, 3, 0]);
    // Two of the Trull cards elsewhere leave one unaccounted for: nothing is inferred.
    expect(deltas(illustratedLoew1954, {}, d3(40, { honours: [{ seat: 1, honour: 'twoHonours' }] }))).toEqual(
      [8, 1, 0],
    );
  });

  test('a thrown-in deal settles to nothing', () => {
    const r = settle(illustratedLoew1954, {}, { contract: 'passed' });
    expect(r.ok && r.value.outcome).toBe('passed');
  });
});

describe('L-02, B-01: the game line names a take level by the table’s word, not its number', () => {
  const gameLine = (preset: Preset<IllustratedRules>, summary: object): string => {
    const r = settle(preset, {}, summary);
    if (!r.ok) throw new Error(r.error);
    return r.value.lines[0]?.text ?? '';
  };
  test.each([
    [
      'Löw, taken over',
      illustratedLoew1954,
      d3(40, { takeLevel: 1 }),
      'game value 4, Ablösung (taken over), ×1',
    ],
    [
      'Löw, retaken',
      illustratedLoew1954,
      d2(40, { takeLevel: 2 }),
      'game value 5, zweite Ablösung (taken over again), ×2',
    ],
    ['Beck, Unterer', illustratedBeck, d3(40, { takeLevel: 1 }), 'game value 4, Unterer (taken over), ×1'],
    ['Beck, Unterer held', illustratedBeck, d3(40, { takeLevel: 2 }), 'game value 5, Unterer held, ×1'],
    ['Beck, no take', illustratedBeck, d3(40), 'game value 3, ×1'],
  ])('%s', (_name, preset, summary, said) => {
    const text = gameLine(preset, summary);
    expect(text).toContain(`(${said})`);
    expect(text).not.toContain('take level');
  });
});
