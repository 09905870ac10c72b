import type { ContractState } from '@tarock/engine';
import { pointsToUnits } from '@tarock/solver';
import { describe, expect, test } from 'vitest';
import { type PublicPlay, objectiveOf } from './objective';
import { gameNamed } from './testkit';

/** A Haferltarock Hand of seat 1 at 61, Herz trump, before the first card. */
const HAND: ContractState = {
  id: 'hand',
  declarer: 1,
  gameValue: 2,
  takeLevel: 0,
  target: 61,
  trump: 2,
  talonGroup: null,
  raised: 0,
};
const play = (kontraLevel: number, raised = 0): PublicPlay => ({
  contract: { ...HAND, raised },
  players: [0, 1, 2],
  tricks: [],
  doublings: kontraLevel > 0 ? [{ target: 'game', level: kontraLevel }] : [],
});

describe("the card play's question: how many card points the declarer still needs (BT-07, BT-09)", () => {
  const g = gameNamed('haferltarock(kontra=true)');
  const need = (pub: PublicPlay) => objectiveOf(g, pub, 0, [], null).need;
  const units = (points: number) => pointsToUnits(g.pack, points);

  test('his target, raised or not', () => {
    expect(need(play(0))).toBe(units(61));
    expect(need(play(0, 10))).toBe(units(71));
  });

  test('after Kontra the defenders must reach 61, so the declarer wins with 60; after Re he needs 61 again', () => {
    expect(need(play(1))).toBe(units(60));
    expect(need(play(1, 10))).toBe(units(50));
    expect(need(play(2))).toBe(units(61));
  });

  test('with plain doubling (kontraShiftsBurden=false) Kontra changes no target', () => {
    const plain = gameNamed('haferltarock(kontra=true,kontraShiftsBurden=false)');
    expect(objectiveOf(plain, play(1), 0, [], null).need).toBe(units(61));
  });
});
