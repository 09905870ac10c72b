/** Drawing for the first dealer and the cut (seed 000 Huber; rules-notes BT-03). */
import { describe, expect, test } from 'vitest';
import { GERMAN36 } from '../cards/pack';
import { createRng } from '../core/rng';
import { cutPack, cutter, drawForDealer } from './dealer';

describe('drawing for the first dealer', () => {
  test('the highest card deals; players tied for the highest draw again', () => {
    for (let seed = 0; seed < 200; seed++) {
      const d = drawForDealer(GERMAN36, 3, createRng(seed), 'highest');
      // Replay the rule on the recorded draws: each round the tied players draw again.
      let drawing = [0, 1, 2];
      let at = 0;
      while (drawing.length > 1) {
        const round = d.draws.slice(at, at + drawing.length);
        expect(round.map((x) => x.seat)).toEqual(drawing);
        at += drawing.length;
        const top = Math.max(...round.map((x) => GERMAN36.rankOf[x.card] ?? 0));
        drawing = round.filter((x) => GERMAN36.rankOf[x.card] === top).map((x) => x.seat);
      }
      expect(at).toBe(d.draws.length);
      expect(drawing).toEqual([d.dealer]);
    }
  });

  test('a tie on the first draw leads to a second draw among the tied players', () => {
    let found = false;
    for (let seed = 0; seed < 500 && !found; seed++) {
      const d = drawForDealer(GERMAN36, 3, createRng(seed), 'highest');
      if (d.draws.length > 3) {
        found = true;
        const first = d.draws.slice(0, 3);
        const top = Math.max(...first.map((x) => GERMAN36.rankOf[x.card] ?? 0));
        const tied = first.filter((x) => GERMAN36.rankOf[x.card] === top).map((x) => x.seat);
        expect(tied.length).toBeGreaterThan(1);
        expect(d.draws.slice(3, 3 + tied.length).map((x) => x.seat)).toEqual(tied);
      }
    }
    expect(found).toBe(true);
  });

  test('first Ace: cards go round face up until an Ace appears; its receiver deals', () => {
    const d = drawForDealer(GERMAN36, 4, createRng(3), 'firstAce');
    const aces = d.draws.filter((x) => GERMAN36.rankOf[x.card] === 8);
    expect(aces).toHaveLength(1);
    expect(d.draws.at(-1)?.seat).toBe(d.dealer);
    d.draws.forEach((x, i) => {
      expect(x.seat).toBe(i % 4);
    });
  });
});

describe('the cut', () => {
  test('the player on the dealer’s right cuts', () => {
    expect(cutter(0, 3)).toBe(2);
    expect(cutter(2, 4)).toBe(1);
  });

  test('the lifted top part goes under the rest; the pack keeps every card', () => {
    const r = cutPack([1, 2, 3, 4, 5], 2);
    expect(r).toEqual({ ok: true, value: [3, 4, 5, 1, 2] });
    expect(cutPack([1, 2, 3], 0).ok).toBe(false);
    expect(cutPack([1, 2, 3], 3).ok).toBe(false);
  });
});
