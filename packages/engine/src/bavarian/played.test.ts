/**
 * The sources' payment examples through real played deals: chosen hands are dealt with the chance
 * `deal` action, the auction is bid as written, and the deal is played out with every player
 * choosing his lowest legal card. Three seats, seat 0 deals; hands are listed seat 0, 1, 2.
 * Deltas are [seat 0, seat 1, seat 2] in cents.
 */
import { describe, expect, test } from 'vitest';
import type { State } from '../core/state';
import { bavarianGame, dealt, playOut, run } from './testing';

interface Case {
  readonly name: string;
  readonly preset: string;
  readonly hands: readonly string[];
  readonly stock: string;
  readonly actions: readonly string[];
  readonly points: number;
  readonly deltas: readonly number[];
  readonly pot: number;
}

function play(c: Pick<Case, 'preset' | 'hands' | 'stock' | 'actions'>, potBefore: number): State {
  const g = bavarianGame(c.preset);
  return playOut(g, run(g, dealt(g, c.hands, c.stock, { pot: potBefore }), c.actions));
}

const SOLO_E = ['bid spiele', 'pass', 'pass', 'declare solo', 'trump E'];
const FRAGE = ['bid spiele', 'pass', 'pass', 'declare frage', 'talon'];
const PICKUP = ['bid spiele', 'pass', 'pass', 'talon'];
const HAND_SEAT2 = ['bid spiele', 'bid hand', 'pass', 'pass', 'trump E'];

const cases: Case[] = [
  {
    name: 'Sirch: Solo with 71 points → 15 ¢ from the pot',
    preset: 'bavarian-sirch-2008',
    hands: [
      'EK EO GA G10 G9 G8 HA HO H8 SU S7',
      'EA E10 EU E9 E8 E7 GO GU G7 G6 HK',
      'E6 GK H10 HU H7 H6 SA SK SO S8 S6',
    ],
    stock: 'H9 S9 S10',
    actions: SOLO_E,
    points: 71,
    deltas: [0, 15, 0],
    pot: -15,
  },
  {
    name: 'Sirch: Solo lost with 50 → 10 ¢, 5 ¢ to each defender',
    preset: 'bavarian-sirch-2008',
    hands: [
      'EA EU E8 G9 H9 H7 H6 SK SU S7 S6',
      'E10 EO GA G10 G7 H10 HK HO H8 SA S10',
      'EK E9 E7 E6 GK GU G8 G6 HA S9 S8',
    ],
    stock: 'HU SO GO',
    actions: SOLO_E,
    points: 50,
    deltas: [5, -10, 5],
    pot: 0,
  },
  {
    name: 'Sirch: Solo lost with 49 → he pays 15 ¢, 5 ¢ from the pot, 10 ¢ to each defender',
    preset: 'bavarian-sirch-2008',
    hands: [
      'E10 EK E8 GU G9 H10 H7 SK SU S8 S6',
      'EA GK GO G7 HA HK HO H9 S10 SO S9',
      'EO EU E9 E7 G10 G8 G6 HU H8 H6 S7',
    ],
    stock: 'E6 GA SA',
    actions: SOLO_E,
    points: 49,
    deltas: [10, -15, 10],
    pot: -5,
  },
  {
    name: 'Sirch: Frage with 71 pays half → 7.5 ¢',
    preset: 'bavarian-sirch-2008',
    hands: [
      'EK E9 E8 E7 GK G8 H10 HO H8 SO S8',
      'EO GA G10 GU HA HK HU H6 SA S10 S9',
      'EA E10 EU GO G9 G7 G6 H7 SK SU S6',
    ],
    stock: 'S7 H9 E6',
    actions: [...FRAGE, 'discard HK', 'discard G10', 'discard GU'],
    points: 71,
    deltas: [0, 7.5, 0],
    pot: -7.5,
  },
  {
    name: 'Sirch: Frage lost with 49 pays half → 7.5 ¢ paid, 2.5 ¢ from the pot, 5 ¢ to each',
    preset: 'bavarian-sirch-2008',
    hands: [
      'EO EU E9 G8 HA H10 HO H8 H7 S10 S8',
      'EA EK E6 GA G9 HK HU H6 SA SO SU',
      'E8 E7 G10 GK GO GU G7 G6 H9 S9 S7',
    ],
    stock: 'S6 SK E10',
    actions: [...FRAGE, 'discard SO', 'discard HK', 'discard GA'],
    points: 49,
    deltas: [5, -7.5, 5],
    pot: -2.5,
  },
  {
    name: 'Sirch: a slam (every trick) earns double → 120 ¢',
    preset: 'bavarian-sirch-2008',
    hands: [
      'GU G9 G8 G7 G6 SA S10 SK SO SU S9',
      'HA H10 HK HO HU H9 H8 H7 H6 EA GA',
      'E10 EK EO EU E9 E8 E7 E6 G10 GK GO',
    ],
    stock: 'S8 S7 S6',
    actions: ['bid spiele', 'pass', 'pass', 'declare herzsolo'],
    points: 120,
    deltas: [0, 120, 0],
    pot: -120,
  },
  {
    name: 'Haferltarock: pick-up with 63 (61–65) → 5 ¢ from the pot',
    preset: 'haferltarock',
    hands: [
      'EK EO E8 E7 GK HA H10 HU H7 SA SO',
      'EA E10 EU E9 E6 G8 H9 H6 SK SU S8',
      'G10 GO GU G7 G6 HO H8 S10 S9 S7 S6',
    ],
    stock: 'G9 GA HK',
    actions: [...PICKUP, 'discard H6', 'discard SU', 'discard E6', 'trump E'],
    points: 63,
    deltas: [0, 5, 0],
    pot: -5,
  },
  {
    name: 'Haferltarock: pick-up lost with 58 (56–60) → 5 ¢ to one defender, the other takes 5 ¢ from the pot',
    preset: 'haferltarock',
    hands: [
      'EA EO E9 E7 G10 G8 G7 G6 HK H8 SK',
      'E10 E8 GU H10 HO HU SA S10 SO S8 S7',
      'EK E6 GA GK GO G9 HA H7 H6 SU S6',
    ],
    stock: 'H9 S9 EU',
    actions: [...PICKUP, 'discard GU', 'discard E8', 'discard SO', 'trump E'],
    points: 58,
    deltas: [5, -5, 5],
    pot: -5,
  },
  {
    name: 'Haferltarock: Hand won with 70 → rate 10, doubled: 20 ¢ from each defender',
    preset: 'haferltarock',
    hands: [
      'E10 E9 GA G10 GK G7 H10 HO HU H8 SA',
      'EU GO G9 HK H9 S10 SK SO SU S8 S7',
      'EA EO E8 E7 E6 G8 G6 HA H7 H6 S9',
    ],
    stock: 'S6 EK GU',
    actions: HAND_SEAT2,
    points: 70,
    deltas: [-20, -20, 40],
    pot: 0,
  },
  {
    name: 'Haferltarock: Hand lost with 50 → rate 11, doubled: 22 ¢ to each defender',
    preset: 'haferltarock',
    hands: [
      'E10 E9 E7 GU G8 G7 H6 SK SU S7 S6',
      'GA G10 GO G9 HA H9 H8 SA S10 SO S9',
      'EA EO EU E8 E6 G6 H10 HK HU H7 S8',
    ],
    stock: 'GK HO EK',
    actions: HAND_SEAT2,
    points: 50,
    deltas: [22, 22, -44],
    pot: 0,
  },
  {
    name: 'Scharfes Tarock: Solo won → 20 ¢ from each',
    preset: 'scharfes-tarock',
    hands: ['EK GA GK GO GU HO SK', 'EA E10 EO EU HA H9 SO', 'E9 H10 HK HU S10 SU S9'],
    stock: 'G10 G9 SA',
    actions: SOLO_E.filter((a) => a !== 'declare solo'),
    points: 70,
    deltas: [-20, 40, -20],
    pot: 0,
  },
  {
    name: 'Scharfes Tarock: a sole Herz bidder’s Frage lost → 20 ¢ to each',
    preset: 'scharfes-tarock',
    hands: ['EU E9 HA H10 HO SK SO', 'EA E10 EO GO HK SA SU', 'EK GA G10 HU H9 S10 S9'],
    stock: 'G9 GU GK',
    actions: [
      'bid herz',
      'pass',
      'pass',
      'declare frage',
      'talon',
      'discard EA',
      'discard HK',
      'discard E10',
    ],
    points: 50,
    deltas: [20, -40, 20],
    pot: 0,
  },
  {
    name: 'Scharfes Tarock: Frage won → 10 ¢ from each',
    preset: 'scharfes-tarock',
    hands: ['EA E9 G10 GU SA SK SU', 'E10 EU GK HK HO HU S10', 'EK GA G9 HA H10 SO S9'],
    stock: 'EO GO H9',
    actions: [
      'bid herz',
      'pass',
      'pass',
      'declare frage',
      'talon',
      'discard HK',
      'discard GK',
      'discard E10',
    ],
    points: 75,
    deltas: [-10, 20, -10],
    pot: 0,
  },
  {
    name: 'Scharfes Tarock: Herzsolo won Schneider (defenders 25) → 20 + 10 from each',
    preset: 'scharfes-tarock',
    hands: ['EK E9 GU G9 HO H9 SO', 'EO G10 HK SA S10 SK S9', 'E10 EU GA GK HA H10 HU'],
    stock: 'EA SU GO',
    actions: ['pass', 'bid herz', 'pass', 'declare herzsolo'],
    points: 95,
    deltas: [-30, -30, 60],
    pot: 0,
  },
  {
    name: 'Scharfes Tarock: Solo won Schwarz (every trick) → 20 + 10 + 10 from each',
    preset: 'scharfes-tarock',
    hands: ['E9 GA G9 HK HU SK SO', 'EA E10 EK GK HA SA S10', 'EO G10 GO H10 HO SU S9'],
    stock: 'H9 GU EU',
    actions: ['bid spiele', 'pass', 'pass', 'trump E'],
    points: 120,
    deltas: [-40, 80, -40],
    pot: 0,
  },
];

describe('payment examples in played deals', () => {
  test.each(cases)('$name', (c) => {
    const s = play(c, 500);
    const st = s.settlement;
    expect(st?.cardPoints[0]?.points).toBe(c.points);
    expect((st?.cardPoints[0]?.points ?? 0) + (st?.cardPoints[1]?.points ?? 0)).toBe(120);
    expect(st?.deltas).toEqual(c.deltas);
    expect(st?.potDelta).toBe(c.pot);
  });
});

describe('60–60 per preset (rules-notes BT-07)', () => {
  const early = {
    hands: [
      'E10 EU E9 G10 H9 H8 H7 H6 SU S8 S7',
      'E8 E6 GA GK GO GU G8 G6 HA HK SK',
      'EA EK EO E7 G9 G7 H10 HO HU SA S6',
    ],
    stock: 'S9 SO S10',
    actions: SOLO_E,
  } as const;
  test.each(['bavarian-huber-1923', 'bavarian-sirch-2008', 'bavarian-1933'])(
    '%s: 60–60 is a draw, nothing is paid',
    (preset) => {
      const s = play({ ...early, preset }, 500);
      expect(s.settlement?.cardPoints[0]?.points).toBe(60);
      expect(s.settlement?.outcome).toBe('draw');
      expect(s.settlement?.deltas).toEqual([0, 0, 0]);
    },
  );

  test.each([
    {
      preset: 'haferltarock',
      hands: [
        'EK E9 E7 G9 G7 HO H9 H8 H7 H6 SA',
        'E10 E8 GA G10 GK GO HA S10 SO S9 S8',
        'EA EO E6 GU G8 G6 H10 HK HU SK S6',
      ],
      stock: 'EU S7 SU',
      actions: [...PICKUP, 'discard S9', 'discard SO', 'discard S10', 'trump E'],
    },
    {
      preset: 'bavarian-no-point-bidding',
      hands: [
        'EU E7 G8 HU H9 H8 H7 S10 SK S8 S6',
        'EA EO E9 E6 G10 HA H6 SA SO S9 S7',
        'E10 EK GA GK GO GU G9 G7 G6 HK SU',
      ],
      stock: 'HO H10 E8',
      actions: ['bid farbSolo', 'pass', 'pass', 'trump E'],
    },
    {
      preset: 'bavarian-berliner',
      hands: [
        'EU E7 G8 HU H9 H8 H7 S10 SK S8 S6',
        'EA EO E9 E6 G10 HA H6 SA SO S9 S7',
        'E10 EK GA GK GO GU G9 G7 G6 HK SU',
      ],
      stock: 'HO H10 E8',
      actions: ['bid hand', 'pass', 'pass', 'trump E'],
    },
    {
      preset: 'scharfes-tarock',
      hands: ['GA GO G9 H10 SK SO S9', 'EO EU G10 GU HK SA SU', 'EA E10 EK HA HO HU H9'],
      stock: 'S10 GK E9',
      actions: ['bid spiele', 'pass', 'pass', 'trump E'],
    },
  ])('$preset: 60–60 loses for the declarer', (c) => {
    const s = play(c, 500);
    expect(s.settlement?.cardPoints[0]?.points).toBe(60);
    expect(s.settlement?.outcome).toBe('lost');
    expect(s.settlement?.deltas[1]).toBeLessThan(0);
  });
});
