import { describe, expect, it } from 'vitest';
import { loadGame } from '../presets/index';
import { drawFirstDealer } from './firstDealer';
import { createRng } from './rng';

function game(name: string) {
  const g = loadGame(name);
  if (!g.ok) throw new Error(g.error);
  return g.value;
}

describe('the first dealer of a match, as the rule set finds him', () => {
  it('Bavarian: each draws a card and the highest deals, ties drawing again (BT-03)', () => {
    const g = game('haferltarock');
    for (let i = 0; i < 200; i++) {
      const d = drawFirstDealer(g, createRng(`draw/${i}`));
      const lastRound = d.draws.slice(d.draws.length - (d.draws.length > 3 ? d.draws.length - 3 : 3));
      const rank = (c: number) => g.pack.rankOf[c] as number;
      const best = Math.max(...lastRound.map((x) => rank(x.card)));
      const top = lastRound.filter((x) => rank(x.card) === best);
      expect(top.map((x) => x.seat)).toEqual([d.dealer]);
      expect(d.draws.slice(0, 3).map((x) => x.seat)).toEqual([0, 1, 2]);
    }
  });

  it('Illustrated: by lot (IT-06), every seat in its turn, the same seed the same dealer', () => {
    const g = game('illustrated-beck');
    const dealers = new Set<number>();
    for (let i = 0; i < 60; i++) {
      const d = drawFirstDealer(g, createRng(`lot/${i}`));
      expect(d.draws).toEqual([]);
      dealers.add(d.dealer);
      expect(drawFirstDealer(g, createRng(`lot/${i}`))).toEqual(d);
    }
    expect([...dealers].sort()).toEqual([0, 1, 2]);
  });

  it('four at the table: any of the four may deal first', () => {
    const g = game('haferltarock(seats=4)');
    const dealers = new Set(
      Array.from({ length: 80 }, (_, i) => drawFirstDealer(g, createRng(`four/${i}`)).dealer),
    );
    expect([...dealers].sort()).toEqual([0, 1, 2, 3]);
  });
});
