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

/** Plays a chosen deal of `preset` with options: the actions as written, then the lowest cards. */
function playWith(
  preset: string,
  options: Readonly<Record<string, string | number | boolean>>,
  hands: readonly string[],
  stock: string,
  actions: readonly string[],
  setup: { dealer?: number; pot?: number; sidePot?: number } = {},
): State {
  const g = bavarianGame(preset, options);
  return playOut(g, run(g, dealt(g, hands, stock, { pot: 500, ...setup }), actions));
}

describe('more rules through played deals', () => {
  test('Huber (H-02, H-03): rearhand\'s "am besten" wins a Herzsolo, ×4 units from each and the whole Kasse', () => {
    const s = playWith(
      'bavarian-huber-1923',
      { pot: 'kasse' },
      [
        'S10 EA G9 G7 HA EK G8 GA EO H8 H7',
        'GK HO S6 S8 S9 SA SO SK G6 EU GO',
        'E6 HK HU S7 SU E7 E9 E10 E8 H9 GU',
      ],
      'H6 G10 H10',
      ['bid spiele', 'bid besser', 'pass', 'bid amBesten', 'pass'],
    );
    expect(s.contract).toMatchObject({ id: 'herzsolo', declarer: 0, trump: 2 });
    expect(s.settlement?.cardPoints[0]?.points).toBe(87);
    expect(s.settlement?.deltas).toEqual([580, -40, -40]);
    expect(s.settlement?.potDelta).toBe(-500);
  });

  test('1933 (H-05, BT-08): a Frage in Eichel, named before the pickup, won Schneider (loser 28) → 1 + 1 units', () => {
    const s = playWith(
      'bavarian-1933',
      {},
      [
        'G10 S6 HA S9 GA G7 SO HK E10 GK S10',
        'E8 H6 G8 G6 EK H7 H10 G9 H8 H9 SA',
        'HO GO S8 E9 SU S7 GU SK HU E7 E6',
      ],
      'EU EA EO',
      [
        'bid spiele',
        'pass',
        'pass',
        'declare frage',
        'trump E',
        'talon',
        'discard E8',
        'discard H6',
        'discard G8',
      ],
    );
    expect(s.settlement?.cardPoints.map((p) => p.points)).toEqual([92, 28]);
    expect(s.settlement?.deltas).toEqual([-20, 40, -20]);
  });

  test('Haferltarock (BT-09, HT-04): Kontra on a Hand to 71; the defenders must reach 71, fail with 53, and the declarer (67) is paid rate 7 ×2 ×2', () => {
    const s = playWith(
      'haferltarock',
      { kontra: true },
      [
        'G6 HO EA G9 SK S8 EK G7 HK E8 G10',
        'G8 GU H9 H8 EU E9 S6 GO HA GK E7',
        'GA SA SU H7 H10 H6 E10 SO S9 HU E6',
      ],
      'EO S10 S7',
      [
        'bid spiele',
        'bid hand',
        'hold',
        'bid hand66',
        'hold',
        'bid hand71',
        'pass',
        'pass',
        'trump E',
        'contra',
        'ready',
      ],
    );
    expect(s.contract).toMatchObject({ id: 'hand', declarer: 2, target: 71 });
    expect(s.settlement?.cardPoints.map((p) => p.points)).toEqual([67, 53]);
    expect(s.settlement?.outcome).toBe('won');
    expect(s.settlement?.deltas).toEqual([-28, -28, 56]);
  });

  test('Berliner: the dealer plays the stock game, paid from the pot as a pick-up (69 → 9 ¢)', () => {
    const s = playWith(
      'bavarian-berliner',
      {},
      [
        'G7 G10 G9 GO E8 HO H6 S10 EU EK HA',
        'GA EO E7 SU E6 E9 GK H8 SO S7 S8',
        'E10 H7 SK G6 S6 HK G8 H10 EA GU H9',
      ],
      'SA S9 HU',
      ['pass', 'pass', 'bid spiele', 'talon', 'discard G7', 'discard G10', 'discard G9', 'trump E'],
    );
    expect(s.contract).toMatchObject({ id: 'pickup', declarer: 0 });
    expect(s.settlement?.cardPoints[0]?.points).toBe(69);
    expect(s.settlement?.deltas).toEqual([9, 0, 0]);
    expect(s.settlement?.potDelta).toBe(-9);
  });

  test('four seats (BT-02) with Kasse and Schreckensteiner (H-03): the Solo takes the Schreckensteiner; the dealer sits out', () => {
    const s = playWith(
      'bavarian-huber-1923',
      { seats: 4, pot: 'kasseAndSchreckensteiner' },
      [
        '',
        'EO G10 H8 E9 EA GU SO G8 H10 G9 E7',
        'S9 GO HA H7 GK E6 S10 HK H6 S8 EU',
        'E10 S7 SU EK HO S6 HU H9 SA G6 E8',
      ],
      'G7 GA SK',
      ['bid spiele', 'pass', 'pass', 'declare solo', 'trump E'],
      { dealer: 0, sidePot: 500 },
    );
    expect(s.settlement?.cardPoints[0]?.points).toBe(70);
    expect(s.settlement?.deltas).toEqual([0, 540, -20, -20]);
    expect(s.settlement?.potDelta).toBe(0);
    expect(s.settlement?.sidePotDelta).toBe(-500);
  });

  describe('without point bidding (BT-09): Kontra and Re at 60–60 move the burden', () => {
    const hands = [
      'EU E7 G8 HU H9 H8 H7 S10 SK S8 S6',
      'EA EO E9 E6 G10 HA H6 SA SO S9 S7',
      'E10 EK GA GK GO GU G9 G7 G6 HK SU',
    ];
    const bid = ['bid farbSolo', 'pass', 'pass', 'trump E'];
    test('Kontra: the defenders needed 61 and have 60, so the declarer wins 2 units ×2 from each', () => {
      const s = playWith('bavarian-no-point-bidding', { kontra: true }, hands, 'HO H10 E8', [
        ...bid,
        'contra',
        'ready',
      ]);
      expect(s.settlement?.cardPoints[0]?.points).toBe(60);
      expect(s.settlement?.outcome).toBe('won');
      expect(s.settlement?.deltas).toEqual([-40, 80, -40]);
    });
    test('Re: the declarer needs 61 again and loses at ×4', () => {
      const s = playWith('bavarian-no-point-bidding', { kontra: true }, hands, 'HO H10 E8', [
        ...bid,
        'contra',
        'contra',
      ]);
      expect(s.settlement?.outcome).toBe('lost');
      expect(s.settlement?.deltas).toEqual([80, -160, 80]);
    });
  });
});
