/**
 * Sixth audit (rule exactness): every printed cell of the seed's contract and bonus tables, and
 * the seed sentences no earlier test proved on its own, settled through the public scorekeeping
 * entry point (`preset.settleSummary`, the same settlement code as a played deal) and, where the
 * rule is about play, through a played deal. Expected values are worked by hand from seed 001
 * and rules-notes; the arithmetic is in the comment or the case name.
 */
import { describe, expect, test } from 'vitest';
import { TAROCK54 } from '../cards/pack';
import { countPile } from '../cards/counting';
import { parseCards } from '../cards/notation';
import { makeGame } from '../core/game';
import type { OptionValue, Preset } from '../core/ruleset';
import { illustratedBeck, illustratedLoew1954, illustratedMayrSedlaczek2016 } from '../presets/illustrated';
import type { IllustratedRules } from './rules';
import { PLAIN_DEAL, dealFor, dealOf, gameOf, playOut, run, scenario } from './testkit';

type P = Preset<IllustratedRules>;

function deltas(preset: P, summary: Record<string, unknown>, options: Record<string, OptionValue> = {}) {
  const g = makeGame(preset, options);
  if (!g.ok) throw new Error(g.error);
  const full = { format: 'tarock-deal-summary', version: 1, variant: preset.rules.id, options, ...summary };
  const r = preset.settleSummary(full, g.value.rules, 3);
  if (!r.ok) throw new Error(r.error);
  return r.value.deltas;
}

const cards = (text: string) => {
  const r = parseCards(TAROCK54, text);
  if (!r.ok) throw new Error(r.error);
  return r.value;
};

const zwei = (points: number, extra: Record<string, unknown> = {}) => ({
  contract: 'zweiblatt',
  declarer: 0,
  declarerPoints: points,
  ...extra,
});
const ann = (bonus: string, stage: 'pre' | 'post', seat = 0) => ({ announcements: [{ seat, bonus, stage }] });

describe('IT-03: counting in threes, as the seed counts', () => {
  test('the seed’s example: King + Cavalier + X = 9 points, less 2 = 7', () => {
    // 5 + 3 + 1 = 9; one group of three: 9 − 2 = 7 (21 thirds)
    expect(countPile(TAROCK54, cards('HK HC T10'))).toEqual({ thirds: 21, points: 7 });
  });

  test('fewer than three cards left: ⅔ off each, rounded once at the end', () => {
    // K + C + X = 7, then K + Q left over: 9 − ⅔ − ⅔ = 7⅔; 7 + 7⅔ = 14⅔ → 15
    // (⅔ off the total would give 15⅓ → 15: the same whole points, different thirds, IT-03)
    expect(countPile(TAROCK54, cards('HK HC T10 SK SQ'))).toEqual({ thirds: 44, points: 15 });
    // one card left: K + C + X = 7, then a Jack: 2 − ⅔ = 1⅓; 8⅓ → 8
    expect(countPile(TAROCK54, cards('HK HC T10 DJ'))).toEqual({ thirds: 25, points: 8 });
  });
});

/**
 * IT-02, seed 001/002 "Cards": "5 Points – Kings, I, XXI, Sküs; 4 Points – Queens; 3 Points –
 * Cavaliers; 2 Points – Valets; 1 Point – remaining tarocks and pip cards". A single card counts
 * its nominal value less ⅔ (IT-03), so its exact value in thirds is 3 × nominal − 2.
 */
describe('IT-02: the card values of the seed, card by card', () => {
  const nominal: [string, number][] = [
    ['HK DK SK CK T1 T21 Sk', 5],
    ['HQ DQ SQ CQ', 4],
    ['HC DC SC CC', 3],
    ['HJ DJ SJ CJ', 2],
  ];
  test.each(nominal)('%s: %i points each', (text, value) => {
    for (const c of cards(text)) expect(countPile(TAROCK54, [c]).thirds).toBe(3 * value - 2);
  });

  test('the remaining 35 cards (tarocks II–XX and the pips) count 1 each', () => {
    const named = nominal.flatMap(([text]) => cards(text));
    const rest = TAROCK54.cards.filter((c) => !named.includes(c));
    expect(rest).toHaveLength(35);
    for (const c of rest) expect(countPile(TAROCK54, [c]).thirds).toBe(1);
  });
});

/**
 * The contract tables: "(G + E + B) × M". A Blatt contract won at 40 card points has an overshoot
 * E = 40 − 35 = 5; lost at 30 an undershoot U = 35 − 30 = 5, scored by each defender.
 */
describe('contract tables: game value and multiplier of every contract', () => {
  const cases: [string, P, string, number, readonly number[]][] = [
    // Löw: 3, 3, 3, 8 × 1, 2, 3, 4
    ['Löw 3 Blatt won at 40: (3 + 5) × 1', illustratedLoew1954, 'dreiblatt', 40, [8, 0, 0]],
    ['Löw 2 Blatt won at 40: (3 + 5) × 2', illustratedLoew1954, 'zweiblatt', 40, [16, 0, 0]],
    ['Löw 1 Blatt won at 40: (3 + 5) × 3', illustratedLoew1954, 'einblatt', 40, [24, 0, 0]],
    ['Löw Solo won at 40: (8 + 5) × 4', illustratedLoew1954, 'solo', 40, [52, 0, 0]],
    ['Löw Solo lost at 30: (8 + 5) × 4 to each defender', illustratedLoew1954, 'solo', 30, [0, 52, 52]],
    // Beck: 3 for every contract × 1, 2, 3, 4
    ['Beck Dreiblatt won at 40: (3 + 5) × 1', illustratedBeck, 'dreiblatt', 40, [8, 0, 0]],
    ['Beck Zweiblatt won at 40: (3 + 5) × 2', illustratedBeck, 'zweiblatt', 40, [16, 0, 0]],
    ['Beck Einblatt won at 40: (3 + 5) × 3', illustratedBeck, 'einblatt', 40, [24, 0, 0]],
    ['Beck Solo won at 40: (3 + 5) × 4', illustratedBeck, 'solo', 40, [32, 0, 0]],
    ['Beck Einblatt lost at 30: (3 + 5) × 3 to each defender', illustratedBeck, 'einblatt', 30, [0, 24, 24]],
    // M&S: 3, 5, 7, 10 × 1, 2, 3, 4
    ['M&S Dreiblatt won at 40: (3 + 5) × 1', illustratedMayrSedlaczek2016, 'dreiblatt', 40, [8, 0, 0]],
    ['M&S Zweiblatt won at 40: (5 + 5) × 2', illustratedMayrSedlaczek2016, 'zweiblatt', 40, [20, 0, 0]],
    ['M&S Einblatt won at 40: (7 + 5) × 3', illustratedMayrSedlaczek2016, 'einblatt', 40, [36, 0, 0]],
    ['M&S Solo won at 40: (10 + 5) × 4', illustratedMayrSedlaczek2016, 'solo', 40, [60, 0, 0]],
    [
      'M&S Einblatt lost at 30: (7 + 5) × 3 to each defender',
      illustratedMayrSedlaczek2016,
      'einblatt',
      30,
      [0, 36, 36],
    ],
    [
      'M&S Solo lost at 30: (10 + 5) × 4 to each defender',
      illustratedMayrSedlaczek2016,
      'solo',
      30,
      [0, 60, 60],
    ],
  ];
  test.each(cases)('%s', (_name, preset, contract, points, expected) => {
    expect(deltas(preset, { contract, declarer: 0, declarerPoints: points })).toEqual(expected);
  });
});

/**
 * The bonus tables, cell by cell: each printed value in each column it has, in a Zweiblatt (× 2)
 * won by seat 0 at 40 card points (overshoot 5) unless the bonus needs more ("50": 50 points,
 * overshoot 15; Valat: 60 points, overshoot 25). The raw score is multiplied by the contract.
 */
describe('bonus tables: every printed cell × M', () => {
  const won = (bird: string) => ({ birds: [{ bird, seat: 0, won: true }] });
  type Cell = [string, P, Record<string, unknown>, readonly number[], Record<string, OptionValue>?];
  const loew: Cell[] = [
    // Löw game (3 + 5) × 2 = 16 at 40; "40"/"50" replace the overshoot (L-05 R1)
    [
      'Löw Pagat after the pickup 10: (3 + 5 + 10) × 2',
      illustratedLoew1954,
      zwei(40, { ...ann('pagat', 'post'), ...won('pagat') }),
      [36, 0, 0],
    ],
    ['Löw Pagat silent 5: (3 + 5 + 5) × 2', illustratedLoew1954, zwei(40, won('pagat')), [26, 0, 0]],
    [
      'Löw Uhu after the pickup 10: (3 + 5 + 10) × 2',
      illustratedLoew1954,
      zwei(40, { ...ann('uhu', 'post'), ...won('uhu') }),
      [36, 0, 0],
      { uhu: true },
    ],
    [
      'Löw Uhu silent 5: (3 + 5 + 5) × 2',
      illustratedLoew1954,
      zwei(40, won('uhu')),
      [26, 0, 0],
      { uhu: true },
    ],
    [
      'Löw "40" before the pickup 5, no overshoot (R1): (3 + 5) × 2',
      illustratedLoew1954,
      zwei(40, ann('forty', 'pre')),
      [16, 0, 0],
    ],
    [
      'Löw "50" after the pickup 15, no overshoot (R1): (3 + 15) × 2',
      illustratedLoew1954,
      zwei(50, ann('fifty', 'post')),
      [36, 0, 0],
    ],
    [
      'Löw Without Trull silent 5: (3 + 5 + 5) × 2',
      illustratedLoew1954,
      zwei(40, { withoutTrull: true }),
      [26, 0, 0],
    ],
    [
      'Löw Without Kings silent 5: (3 + 5 + 5) × 2',
      illustratedLoew1954,
      zwei(40, { withoutKings: true }),
      [26, 0, 0],
    ],
    [
      'Löw Tarock Trull 3: (3 + 5 + 3) × 2',
      illustratedLoew1954,
      zwei(40, { honours: [{ seat: 0, honour: 'tarockTrull' }] }),
      [22, 0, 0],
    ],
    [
      'Löw Royal Trull 3: (3 + 5 + 3) × 2',
      illustratedLoew1954,
      zwei(40, { honours: [{ seat: 0, honour: 'royalTrull' }] }),
      [22, 0, 0],
    ],
    [
      'Löw two tarock honours 1: (3 + 5 + 1) × 2',
      illustratedLoew1954,
      zwei(40, { honours: [{ seat: 0, honour: 'twoHonours' }] }),
      [18, 0, 0],
    ],
    // "any player": a defender's Pagat after the pickup, for him alone: 10 × 2
    [
      'Löw a defender’s Pagat after the pickup 10 × 2, his alone',
      illustratedLoew1954,
      zwei(40, { ...ann('pagat', 'post', 1), birds: [{ bird: 'pagat', seat: 1, won: true }] }),
      [16, 20, 0],
    ],
    [
      'Löw a defender’s silent Pagat 5 × 2, his alone',
      illustratedLoew1954,
      zwei(40, { birds: [{ bird: 'pagat', seat: 2, won: true }] }),
      [16, 0, 10],
    ],
    // L-04: a contra doubles the item: "40" 5 × 2, "50" 15 × 2
    [
      'Löw "40" contra’d: (3 + 5 × 2) × 2',
      illustratedLoew1954,
      zwei(40, { ...ann('forty', 'pre'), contras: [{ target: 'forty@0' }] }),
      [26, 0, 0],
    ],
    [
      'Löw "50" contra’d: (3 + 15 × 2) × 2',
      illustratedLoew1954,
      zwei(50, { ...ann('fifty', 'post'), contras: [{ target: 'fifty@0' }] }),
      [66, 0, 0],
    ],
    [
      'Löw Pagat contra’d: (3 + 5 + 10 × 2) × 2',
      illustratedLoew1954,
      zwei(40, { ...ann('pagat', 'post'), ...won('pagat'), contras: [{ target: 'pagat@0' }] }),
      [56, 0, 0],
    ],
  ];
  const beck: Cell[] = [
    // Beck game (3 + 5) × 2 = 16 at 40, (3 + 15) × 2 = 36 at 50, (3 + 25) × 2 = 56 at 60
    [
      'Beck Pagat before the pickup 20: 16 + 20 × 2',
      illustratedBeck,
      zwei(40, { ...ann('pagat', 'pre'), ...won('pagat') }),
      [56, 0, 0],
    ],
    [
      'Beck Pagat after the pickup 10: 16 + 10 × 2',
      illustratedBeck,
      zwei(40, { ...ann('pagat', 'post'), ...won('pagat') }),
      [36, 0, 0],
    ],
    ['Beck Pagat silent 5: 16 + 5 × 2', illustratedBeck, zwei(40, won('pagat')), [26, 0, 0]],
    [
      'Beck Uhu before the pickup 20: 16 + 20 × 2',
      illustratedBeck,
      zwei(40, { ...ann('uhu', 'pre'), ...won('uhu') }),
      [56, 0, 0],
    ],
    [
      'Beck Uhu after the pickup 10: 16 + 10 × 2',
      illustratedBeck,
      zwei(40, { ...ann('uhu', 'post'), ...won('uhu') }),
      [36, 0, 0],
    ],
    ['Beck Uhu silent 5: 16 + 5 × 2', illustratedBeck, zwei(40, won('uhu')), [26, 0, 0]],
    [
      'Beck a defender’s silent Uhu 5 × 2 (any player)',
      illustratedBeck,
      zwei(40, { birds: [{ bird: 'uhu', seat: 1, won: true }] }),
      [16, 10, 0],
    ],
    [
      'Beck Absolut before the pickup 10: 16 + 10 × 2',
      illustratedBeck,
      zwei(40, ann('forty', 'pre')),
      [36, 0, 0],
    ],
    [
      'Beck Absolut after the pickup 5: 16 + 5 × 2',
      illustratedBeck,
      zwei(40, ann('forty', 'post')),
      [26, 0, 0],
    ],
    [
      'Beck Panzer before the pickup 40: 36 + 40 × 2',
      illustratedBeck,
      zwei(50, ann('fifty', 'pre')),
      [116, 0, 0],
    ],
    [
      'Beck Panzer after the pickup 20: 36 + 20 × 2',
      illustratedBeck,
      zwei(50, ann('fifty', 'post')),
      [76, 0, 0],
    ],
    [
      'Beck Without Trull before the pickup 16: 16 + 16 × 2',
      illustratedBeck,
      zwei(40, { ...ann('withoutTrull', 'pre'), withoutTrull: true }),
      [48, 0, 0],
    ],
    [
      'Beck Without Trull after the pickup 8: 16 + 8 × 2',
      illustratedBeck,
      zwei(40, { ...ann('withoutTrull', 'post'), withoutTrull: true }),
      [32, 0, 0],
    ],
    [
      'Beck Without Trull silent 4: 16 + 4 × 2',
      illustratedBeck,
      zwei(40, { withoutTrull: true }),
      [24, 0, 0],
    ],
    [
      'Beck Without Kings before the pickup 15: 16 + 15 × 2',
      illustratedBeck,
      zwei(40, { ...ann('withoutKings', 'pre'), withoutKings: true }),
      [46, 0, 0],
    ],
    [
      'Beck Without Kings after the pickup 10: 16 + 10 × 2',
      illustratedBeck,
      zwei(40, { ...ann('withoutKings', 'post'), withoutKings: true }),
      [36, 0, 0],
    ],
    [
      'Beck Without Kings silent 5: 16 + 5 × 2',
      illustratedBeck,
      zwei(40, { withoutKings: true }),
      [26, 0, 0],
    ],
    [
      'Beck Tarock Trull 4: 16 + 4 × 2',
      illustratedBeck,
      zwei(40, { honours: [{ seat: 0, honour: 'tarockTrull' }] }),
      [24, 0, 0],
    ],
    [
      'Beck Royal Trull 5: 16 + 5 × 2',
      illustratedBeck,
      zwei(40, { honours: [{ seat: 0, honour: 'royalTrull' }] }),
      [26, 0, 0],
    ],
    [
      'Beck two tarock honours 2: 16 + 2 × 2',
      illustratedBeck,
      zwei(40, { honours: [{ seat: 0, honour: 'twoHonours' }] }),
      [20, 0, 0],
    ],
    [
      'Beck Valat before the pickup 48: 56 + 48 × 2',
      illustratedBeck,
      zwei(60, { ...ann('valat', 'pre'), valat: true }),
      [152, 0, 0],
    ],
    [
      'Beck Valat after the pickup 24: 56 + 24 × 2',
      illustratedBeck,
      zwei(60, { ...ann('valat', 'post'), valat: true }),
      [104, 0, 0],
    ],
    ['Beck Valat silent 12: 56 + 12 × 2', illustratedBeck, zwei(60, { valat: true }), [80, 0, 0]],
  ];
  const ms: Cell[] = [
    // M&S game (5 + 5) × 2 = 20 at 40, (5 + 15) × 2 = 40 at 50, (5 + 25) × 2 = 60 at 60
    [
      'M&S Pagat before the pickup 20: 20 + 20 × 2',
      illustratedMayrSedlaczek2016,
      zwei(40, { ...ann('pagat', 'pre'), ...won('pagat') }),
      [60, 0, 0],
    ],
    [
      'M&S Pagat after the pickup 10: 20 + 10 × 2',
      illustratedMayrSedlaczek2016,
      zwei(40, { ...ann('pagat', 'post'), ...won('pagat') }),
      [40, 0, 0],
    ],
    ['M&S Pagat silent 5: 20 + 5 × 2', illustratedMayrSedlaczek2016, zwei(40, won('pagat')), [30, 0, 0]],
    [
      'M&S with 40 before the pickup 10: 20 + 10 × 2',
      illustratedMayrSedlaczek2016,
      zwei(40, ann('forty', 'pre')),
      [40, 0, 0],
    ],
    [
      'M&S with 40 after the pickup 5: 20 + 5 × 2',
      illustratedMayrSedlaczek2016,
      zwei(40, ann('forty', 'post')),
      [30, 0, 0],
    ],
    [
      'M&S with 50 before the pickup 40: 40 + 40 × 2',
      illustratedMayrSedlaczek2016,
      zwei(50, ann('fifty', 'pre')),
      [120, 0, 0],
    ],
    [
      'M&S with 50 after the pickup 20: 40 + 20 × 2',
      illustratedMayrSedlaczek2016,
      zwei(50, ann('fifty', 'post')),
      [80, 0, 0],
    ],
    [
      'M&S Without Trull before the pickup 20: 20 + 20 × 2',
      illustratedMayrSedlaczek2016,
      zwei(40, { ...ann('withoutTrull', 'pre'), withoutTrull: true }),
      [60, 0, 0],
    ],
    [
      'M&S Without Trull after the pickup 10: 20 + 10 × 2',
      illustratedMayrSedlaczek2016,
      zwei(40, { ...ann('withoutTrull', 'post'), withoutTrull: true }),
      [40, 0, 0],
    ],
    [
      'M&S Without Kings before the pickup 20: 20 + 20 × 2',
      illustratedMayrSedlaczek2016,
      zwei(40, { ...ann('withoutKings', 'pre'), withoutKings: true }),
      [60, 0, 0],
    ],
    [
      'M&S Without Kings after the pickup 10: 20 + 10 × 2',
      illustratedMayrSedlaczek2016,
      zwei(40, { ...ann('withoutKings', 'post'), withoutKings: true }),
      [40, 0, 0],
    ],
    [
      'M&S Tarock Trull 3: 20 + 3 × 2',
      illustratedMayrSedlaczek2016,
      zwei(40, { honours: [{ seat: 0, honour: 'tarockTrull' }] }),
      [26, 0, 0],
    ],
    [
      'M&S Royal Trull 3: 20 + 3 × 2',
      illustratedMayrSedlaczek2016,
      zwei(40, { honours: [{ seat: 0, honour: 'royalTrull' }] }),
      [26, 0, 0],
    ],
    [
      'M&S Valat before the pickup 80: 60 + 80 × 2',
      illustratedMayrSedlaczek2016,
      zwei(60, { ...ann('valat', 'pre'), valat: true }),
      [220, 0, 0],
    ],
    [
      'M&S Valat after the pickup 40: 60 + 40 × 2',
      illustratedMayrSedlaczek2016,
      zwei(60, { ...ann('valat', 'post'), valat: true }),
      [140, 0, 0],
    ],
    [
      'M&S Valat silent 20: 60 + 20 × 2',
      illustratedMayrSedlaczek2016,
      zwei(60, { valat: true }),
      [100, 0, 0],
    ],
  ];
  test.each([...loew, ...beck, ...ms])('%s', (_name, preset, summary, expected, options = {}) => {
    expect(deltas(preset, summary, options)).toEqual(expected);
  });
});

/**
 * Löw: "the losers each score the bonuses they achieved, multiplied by the contract too"; a
 * declarer who loses the game still scores a bird he made. Only Without Trull / Without Kings are
 * "lost automatically" with the game (M&S; IT-17). Zweiblatt lost at 33: undershoot 2.
 * An independent digest of the English article (github.com/pwinckles/card-game-rules,
 * traditional/tarot/IllustratedTarock.md) works the M&S case the same way: "two" with Pagat ultimo
 * made at 33 points, 10 × 2 = 20 to the declarer and (5 + 2) × 2 = 14 to each opponent; and at 40
 * points (5 + 5 + 10) × 2 = 40 (the M&S "Pagat after the pickup" cell above).
 */
describe('a bonus made in a lost game still scores for its maker', () => {
  const made = { ...ann('pagat', 'post'), birds: [{ bird: 'pagat', seat: 0, won: true }] };
  test.each([
    // 10 × 2 = 20 to the declarer; (3 + 2) × 2 = 10 to each defender
    ['Löw: announced Pagat made, 2 Blatt lost at 33', illustratedLoew1954, made, [20, 10, 10]],
    // the same in Beck (G 3)
    ['Beck: announced Pagat made, Zweiblatt lost at 33', illustratedBeck, made, [20, 10, 10]],
    // M&S G 5: (5 + 2) × 2 = 14 to each defender
    ['M&S: announced Pagat made, Zweiblatt lost at 33', illustratedMayrSedlaczek2016, made, [20, 14, 14]],
    // silent: 5 × 2 = 10 to the declarer
    [
      'M&S: silent Pagat made, Zweiblatt lost at 33',
      illustratedMayrSedlaczek2016,
      { birds: made.birds },
      [10, 14, 14],
    ],
  ] as const)('%s', (_name, preset, extra, expected) => {
    expect(deltas(preset, zwei(33, extra))).toEqual(expected);
  });
});

/**
 * IT-05, B-03: "the defenders must say gut to each announcement in [the playing] order": the
 * declarer speaks first, then the defenders in the auction's direction — anticlockwise (seat + 1)
 * by default; with option auctionDirection=cw (the seed's literal "clockwise") seat − 1.
 */
describe('the defenders answer the announcements in the auction’s direction', () => {
  test('Beck, anticlockwise: middlehand declares, then the dealer and forehand answer', () => {
    const game = gameOf(illustratedBeck);
    // seat 0 (forehand) passes, seat 1 bids, seat 2 accepts: seat 1 declares
    const s = scenario(game, PLAIN_DEAL, ['pass', 'bid dreiblatt', 'accept']);
    expect(s.round).toEqual({ stage: 'pre', queue: [1, 2, 0] });
    const answered = run(game, s, ['announce forty', 'ready']);
    expect(answered.toAct).toBe(2);
  });

  test('Beck, option auctionDirection=cw: the dealer speaks after forehand and declares; middlehand answers first', () => {
    const game = gameOf(illustratedBeck, { auctionDirection: 'cw' });
    // seat 0 passes, then seat 2 (clockwise) bids, seat 1 accepts: seat 2 declares
    const s = scenario(game, PLAIN_DEAL, ['pass', 'bid dreiblatt', 'accept']);
    expect(s.contract?.declarer).toBe(2);
    expect(s.round).toEqual({ stage: 'pre', queue: [2, 1, 0] });
    const answered = run(game, s, ['announce forty', 'ready']);
    expect(answered.toAct).toBe(1);
  });
});

/**
 * IT-18: a Valat is "taking every trick"; the untaken talon still counts for the defenders, so
 * the declarer's pile need not be 70. Seat 0 holds the Pagat and VIII to Sküs (16 tarocks), the
 * talon is ♥4 ♥3 ♥2 / ♦4 ♦3 ♦2. He plays a Dreiblatt, takes the top three and lays them away
 * again, and wins all 16 tricks (the defenders hold only II to VII). The defenders' pile is the
 * untaken ♦4 ♦3 ♦2: 1 + 1 + 1 − 2 = 1; the declarer has 70 − 1 = 69, overshoot 34.
 */
describe('IT-18: a played Dreiblatt Valat with the untaken talon to the defenders', () => {
  const deal = dealFor('T1 T8 T9 T10 T11 T12 T13 T14 T15 T16 T17 T18 T19 T20 T21 Sk', 'H4 H3 H2 D4 D3 D2');
  const exchange = ['talon 0', 'discard H4', 'discard H3', 'discard H2'];
  test.each([
    // M&S: game (3 + 34) × 1 + silent Valat 20 + silent Pagat 5 + Tarock Trull 3 = 65
    // (Without Kings has no silent value in M&S)
    ['M&S', illustratedMayrSedlaczek2016, ['accept', 'accept', ...exchange, 'ready'], 65],
    // Beck: (3 + 34) + silent Valat 12 + silent Pagat 5 + Tarock Trull 4 + silent Without Kings 5 = 63
    ['Beck', illustratedBeck, [...exchange, 'ready', 'accept', 'accept'], 63],
    // Löw (no Valat): (3 + 34) + silent Pagat 5 + Tarock Trull 3 + silent Without Kings 5 = 50
    ['Löw', illustratedLoew1954, [...exchange, 'ready', 'accept', 'accept'], 50],
  ] as const)('%s', (_name, preset, rest, declarerScore) => {
    const game = gameOf(preset);
    const end = playOut(game, scenario(game, deal, ['bid dreiblatt', 'accept', 'accept', 'ready', ...rest]));
    expect(end.settlement?.cardPoints.map((c) => c.points)).toEqual([69, 1]);
    expect(end.tricks.every((t) => t.winner === 0)).toBe(true);
    expect(end.settlement?.deltas).toEqual([declarerScore, 0, 0]);
  });
});

/**
 * One Solo, played in the three books: seat 0 holds the Pagat, the Uhu and IX to Sküs (16
 * tarocks) and wins every trick, the II the penultimate and the I the last; the talon (♥4 ♥3 ♥2
 * ♦4 ♦3 ♦2: 6 − 4 = 2) counts for the defenders, so he has 68 card points, overshoot 33. What
 * scores differs by the tables: Löw has no Valat and plays the Uhu only by agreement (footnote
 * c); Beck has every row; M&S has no Uhu row (M-08) and no silent Without Kings (M-06).
 */
describe('the same Solo settled by the three tables', () => {
  const deal = dealFor('T1 T2 T9 T10 T11 T12 T13 T14 T15 T16 T17 T18 T19 T20 T21 Sk', 'H4 H3 H2 D4 D3 D2');
  test.each([
    // (8 + 33) × 4 + silent Pagat 5 × 4 + Tarock Trull 3 × 4 + silent Without Kings 5 × 4
    // = 164 + 20 + 12 + 20 = 216; no Uhu, no Valat
    ['Löw', illustratedLoew1954, {}, ['bid solo', 'ready', 'ready', 'accept', 'accept'], 216],
    // the Uhu agreed: + silent Uhu 5 × 4 = 236
    [
      'Löw with option uhu',
      illustratedLoew1954,
      { uhu: true },
      ['bid solo', 'ready', 'ready', 'accept', 'accept'],
      236,
    ],
    // (3 + 33) × 4 + Valat 12 × 4 + Pagat 5 × 4 + Uhu 5 × 4 + Tarock Trull 4 × 4 + Without Kings 5 × 4
    // = 144 + 48 + 20 + 20 + 16 + 20 = 268
    ['Beck', illustratedBeck, {}, ['bid solo', 'ready', 'ready', 'accept', 'accept'], 268],
    // (10 + 33) × 4 + Valat 20 × 4 + Pagat 5 × 4 + Tarock Trull 3 × 4 = 172 + 80 + 20 + 12 = 284
    [
      'M&S',
      illustratedMayrSedlaczek2016,
      {},
      ['bid solo', 'accept', 'accept', 'ready', 'accept', 'accept', 'ready'],
      284,
    ],
  ] as const)('%s', (_name, preset, options, actions, declarerScore) => {
    const game = gameOf(preset, options);
    const end = playOut(game, scenario(game, deal, actions));
    expect(end.settlement?.cardPoints.map((c) => c.points)).toEqual([68, 2]);
    expect(end.settlement?.deltas).toEqual([declarerScore, 0, 0]);
  });
});

/**
 * Beck: "there are no bonuses in Trischaken, but a win scores 5, a loss deducts 10 and a win
 * without tricks 5 more". Seat 0 is dealt the Tarock Trull and the four Kings (Royal Trull), yet
 * each seat scores only by the Trischaken rule: the most card points −10, the others +5, +5 more
 * without a trick.
 */
test('Beck Trischaken: no bonuses, honours included; only −10 / +5 / +10', () => {
  const game = gameOf(illustratedBeck, { allPass: 'trischaken' });
  const deal = dealOf(
    [
      'T1 T21 Sk HK DK SK CK T2 T3 T4 H1 H2 D1 D2 S10 C10',
      'T5 T6 T7 T8 T9 T10 HQ HC HJ DQ DC DJ S9 S8 C9 C8',
      'T11 T12 T13 T14 T15 T16 T17 SQ SC SJ CQ CC CJ H3 D3 S7',
    ],
    'T18 T19 T20 H4 D4 C7',
  );
  const end = playOut(game, scenario(game, deal, ['pass', 'pass', 'pass']));
  const st = end.settlement;
  expect(st?.outcome).toBe('trischaken');
  const thirds = [0, 1, 2].map((s) => st?.cardPoints.find((c) => c.party === `seat${s}`)?.thirds ?? -1);
  const tricks = [0, 1, 2].map((s) => end.tricks.filter((t) => t.winner === s).length);
  const most = Math.max(...thirds);
  const expected = [0, 1, 2].map((s) => (thirds[s] === most ? -10 : (tricks[s] ?? 0) === 0 ? 10 : 5));
  expect(st?.deltas).toEqual(expected);
  expect(st?.deltas.every((d) => d === -10 || d === 5 || d === 10)).toBe(true);
});
