import { type ContractState, type Ultimo, parseCards } from '@tarock/engine';
import { TrickSolver, exactValue, pointsToUnits } from '@tarock/solver';
import { describe, expect, test } from 'vitest';
import { type PublicPlay, objectiveOf, openPosition, ultimoObjective } from './objective';
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

describe("a bonus card's trick as a question of its own (IT-16: won, captured, or neither)", () => {
  const g = gameNamed('illustrated-mayr-sedlaczek-2016');
  const cards = (text: string) => {
    const r = parseCards(g.pack, text);
    if (!r.ok) throw new Error(r.error);
    return r.value;
  };
  /** A Dreiblatt of seat 1 with two tricks to go, seat 0 to lead. */
  const pub: PublicPlay = {
    contract: {
      id: 'dreiblatt',
      declarer: 1,
      gameValue: 1,
      takeLevel: 0,
      target: 36,
      trump: 4,
      talonGroup: null,
      raised: 0,
    },
    players: [0, 1, 2],
    tricks: [],
    doublings: [],
  };
  const pagat = () => g.ultimos({ ...pub, announcements: [] })[0] as Ultimo;
  /** What the Pagat's holder's side makes of it, each side playing its best. */
  function outcome(hands: string[], holder: number): number {
    const o = objectiveOf(g, pub, 0, [], null);
    const u = ultimoObjective(o, g.pack.size, pagat(), holder);
    const solver = new TrickSolver(u.rules, u.scoring, { tableBits: 8 });
    solver.load(openPosition(u, hands.map(cards), 0, [], 14, []));
    return exactValue(solver).value;
  }

  test("the declarer's Pagat is the last tarock: it wins the last trick (+1)", () => {
    expect(outcome(['H1 H2', 'T1 HK', 'H3 H4'], 1)).toBe(1);
  });

  test('a defender keeps the XXI for the last trick and captures it there (−1 for its holder)', () => {
    expect(outcome(['T21 H2', 'T1 HK', 'H3 H4'], 1)).toBe(-1);
  });

  test("a defender's Pagat: the holder's side is the defenders, and the declarer's XXI captures it", () => {
    const o = objectiveOf(g, pub, 0, [], null);
    const u = ultimoObjective(o, g.pack.size, pagat(), 2);
    expect(u.team).toEqual([0, 1, 0]);
    expect(outcome(['H1 H2', 'T21 HK', 'T1 H4'], 2)).toBe(-1);
  });
});
