/**
 * BT-09 (rules-notes): with the burden-shift reading each call on the game moves the duty to reach
 * the target — the defenders after Kontra, the declarer after Re — and the game says so to every
 * seat (`Game.burden` of a State or a View), as the settlement judges it (`judge`'s `burden`).
 */
import { describe, expect, test } from 'vitest';
import { loadGame } from '../presets/index';
import { bavarianGame, dealt, run } from './testing';

const HANDS36 = [
  'EA S10 E10 E9 EO EU E8 E7 E6 SO SU',
  'HA H10 HK HO HU H9 H8 H7 H6 S9 S8',
  'SA GA G10 GK GO GU G9 G8 G7 G6 SK',
];
const STOCK36 = 'S7 S6 EK';
const AUCTION = ['bid spiele', 'bid hand', 'hold', 'pass', 'pass', 'trump H'];

describe('who must reach the target, as every seat sees it (BT-09)', () => {
  test('Kontra moves the burden to the defenders, Re back to the declarer, in the State and in every View', () => {
    const g = bavarianGame('haferltarock', { kontra: true });
    const start = dealt(g, HANDS36, STOCK36, { pot: 150 });
    const before = run(g, start, AUCTION);
    expect(g.burden(before)).toBe('declarer');
    const kontra = run(g, before, ['contra']);
    expect(g.burden(kontra)).toBe('defenders');
    for (const seat of [0, 1, 2] as const) expect(g.burden(g.view(kontra, seat))).toBe('defenders');
    expect(g.burden(g.view(kontra, 'spectator'))).toBe('defenders');
    const re = run(g, kontra, ['contra']);
    expect(g.burden(re)).toBe('declarer');
  });

  test('without the burden shift (kontraShiftsBurden=false) Kontra only doubles: the declarer keeps it', () => {
    const g = bavarianGame('haferltarock', { kontra: true, kontraShiftsBurden: false });
    const kontra = run(g, dealt(g, HANDS36, STOCK36, { pot: 150 }), [...AUCTION, 'contra']);
    expect(g.burden(kontra)).toBe('declarer');
  });

  test('a Bettel is won by taking no trick: Kontra doubles it and moves nothing', () => {
    const g = bavarianGame('bavarian-no-point-bidding', { kontra: true });
    const s = dealt(
      g,
      [
        'GU G9 G8 G7 G6 SA S10 SK SO SU S9',
        'E10 H10 HK HO HU H9 H8 H7 H6 EA GA',
        'EU EK EO HA E9 E8 E7 E6 G10 GK GO',
      ],
      'S8 S7 S6',
    );
    const kontra = run(g, s, ['bid bettel', 'pass', 'pass', 'contra']);
    expect(kontra.doublings.length, 'Kontra was said').toBe(1);
    expect(g.burden(kontra)).toBe('declarer');
  });

  test('Illustrated Tarock has no such call: the declarer always carries it', () => {
    const g = loadGame('illustrated-mayr-sedlaczek-2016');
    if (!g.ok) throw new Error(g.error);
    const s = g.value.newDeal();
    expect(g.value.burden(s)).toBe('declarer');
    const kontra = { ...s, doublings: [{ target: 'game', level: 1, stage: 'pre', by: 1 }] as const };
    expect(g.value.burden(kontra)).toBe('declarer');
  });
});
