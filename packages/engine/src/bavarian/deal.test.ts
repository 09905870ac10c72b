/**
 * Dealing packets per preset (rules-notes BT-04), with the pack in its encoding order so that the
 * position of every card is known: Huber, Sirch and 1933 lay the stock first, then 4, 3, 4;
 * Haferltarock, the no-point-bidding game and the Berliner deal 4, 3, the stock, 4; Scharfes
 * Tarock (24 cards, 7 each) deals 4, the stock, 3 by default (`dealPattern`).
 */
import { describe, expect, test } from 'vitest';
import { dealCards } from '../core/deal';
import { bavarianGame } from './testing';

const range = (from: number, n: number): number[] => Array.from({ length: n }, (_, i) => from + i);

function dealInOrder(id: string, options: Readonly<Record<string, string | number>> = {}) {
  const g = bavarianGame(id, options);
  const s = g.newDeal({ dealer: 0 });
  const a = dealCards(g.rules, s, g.pack.cards);
  if (a.type !== 'deal') throw new Error('not a deal');
  return { stock: a.talon, hands: a.hands, players: s.players };
}

describe('dealing packets (rules-notes BT-04)', () => {
  test.each(['bavarian-huber-1923', 'bavarian-sirch-2008', 'bavarian-1933'])(
    '%s: the stock first, then 4, 3, 4 to each, forehand first',
    (id) => {
      const { stock, hands } = dealInOrder(id);
      expect(stock).toEqual([0, 1, 2]);
      expect(hands[1]).toEqual([...range(3, 4), ...range(15, 3), ...range(24, 4)]);
      expect(hands[0]).toEqual([...range(11, 4), ...range(21, 3), ...range(32, 4)]);
    },
  );

  test.each(['haferltarock', 'bavarian-no-point-bidding', 'bavarian-berliner'])(
    '%s: 4 to each, 3 to each, 3 to the stock, 4 to each',
    (id) => {
      const { stock, hands } = dealInOrder(id);
      expect(stock).toEqual([21, 22, 23]);
      expect(hands[1]).toEqual([...range(0, 4), ...range(12, 3), ...range(24, 4)]);
    },
  );

  test('scharfes-tarock: 24 cards, 4 to each, the stock, 3 to each', () => {
    const { stock, hands } = dealInOrder('scharfes-tarock');
    expect(stock).toEqual([12, 13, 14]);
    expect(hands[1]).toEqual([...range(0, 4), ...range(15, 3)]);
    expect(hands.map((h) => h.length)).toEqual([7, 7, 7]);
    expect(dealInOrder('scharfes-tarock', { dealPattern: 'stock-4-3' }).stock).toEqual([0, 1, 2]);
  });

  test('four seats: the dealer gets no cards, the three others 11 each from forehand', () => {
    const { hands, players } = dealInOrder('haferltarock', { seats: 4 });
    expect(players).toEqual([1, 2, 3]);
    expect(hands.map((h) => h.length)).toEqual([0, 11, 11, 11]);
  });
});
