/**
 * The auction without point bidding (rules-notes BT-NP-2), named after the rule each test proves.
 * Three seats with seat 0 dealing unless stated: seat 1 is forehand, seat 2 middlehand, seat 0
 * rearhand.
 */
import { describe, expect, test } from 'vitest';
import { legalText, run, startDeal } from '../testing';

describe('without point bidding: five bids, hold, pass for good (rules-notes BT-NP-2)', () => {
  test('the five bids from the lowest: Farb-Frage, Herz-Frage, Farb-Solo, Herz-Solo, Bettel', () => {
    const { g, s } = startDeal('bavarian-no-point-bidding');
    expect(legalText(g, s)).toEqual([
      'pass',
      'bid farbFrage',
      'bid herzFrage',
      'bid farbSolo',
      'bid herzSolo',
      'bid bettel',
    ]);
  });

  test('an earlier player may hold a later player’s bid; a later one must bid higher', () => {
    const { g, at } = startDeal('bavarian-no-point-bidding');
    const s = at(['bid farbFrage', 'bid herzFrage', 'pass']);
    expect(s.toAct).toBe(1);
    expect(legalText(g, s)).toEqual(['pass', 'hold', 'bid farbSolo', 'bid herzSolo', 'bid bettel']);
    const h = run(g, s, ['hold']);
    expect(h.toAct).toBe(2);
    expect(legalText(g, h)).toEqual(['pass', 'bid farbSolo', 'bid herzSolo', 'bid bettel']);
    expect(run(g, h, ['pass']).contract).toMatchObject({ id: 'herzFrage', declarer: 1, trump: 2 });
  });

  test('holding=false: an earlier player must bid higher too', () => {
    const { g, at } = startDeal('bavarian-no-point-bidding', { holding: false });
    const s = at(['bid farbFrage', 'bid herzFrage', 'pass']);
    expect(s.toAct).toBe(1);
    expect(legalText(g, s)).toEqual(['pass', 'bid farbSolo', 'bid herzSolo', 'bid bettel']);
    expect(run(g, s, ['pass']).contract).toMatchObject({ id: 'herzFrage', declarer: 2 });
  });

  test('Bettel is the highest bid: nothing can be bid over it', () => {
    const { g, at } = startDeal('bavarian-no-point-bidding');
    expect(legalText(g, at(['pass', 'bid bettel']))).toEqual(['pass']);
  });

  test('Farb-Frage: a trump other than Herz, named before taking the stock', () => {
    const { g, at } = startDeal('bavarian-no-point-bidding');
    const s = at(['bid farbFrage', 'pass', 'pass']);
    expect(legalText(g, s)).toEqual(['trump E', 'trump G', 'trump S']);
    expect(run(g, s, ['trump E']).phase).toBe('talon');
  });

  test('all pass: thrown in', () => {
    const { at } = startDeal('bavarian-no-point-bidding');
    expect(at(['pass', 'pass', 'pass']).settlement?.outcome).toBe('passed');
  });
});
