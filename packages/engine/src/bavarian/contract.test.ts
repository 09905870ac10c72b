/**
 * Rejections and secrets around the contract (rules-notes BT-06), named after the rule each test
 * proves. Three seats with seat 0 dealing unless stated: seat 1 is forehand, seat 2 middlehand,
 * seat 0 rearhand.
 */
import { describe, expect, test } from 'vitest';
import { playOut, startDeal } from './testing';

describe('illegal actions are rejected with a reason', () => {
  test('a bid the auction does not allow', () => {
    const { g, s } = startDeal('haferltarock');
    const r = g.apply(s, { type: 'bid', bid: 'hand71' });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toContain('pass, spiele');
  });

  test('a card before the auction is over', () => {
    const { g, s } = startDeal('haferltarock');
    const r = g.apply(s, { type: 'play', card: 0 });
    expect(r.ok).toBe(false);
  });
});

describe('secrets: the stock and the discards (rules-notes BT-06)', () => {
  test('the defenders never see the declarer’s discards until the deal is over', () => {
    const { g, at } = startDeal('bavarian-huber-1923');
    const s = at([
      'bid spiele',
      'pass',
      'pass',
      'declare frage',
      'talon',
      'discard S8',
      'discard S7',
      'discard EA',
    ]);
    expect(g.view(s, 1).discards).toHaveLength(3);
    expect(g.view(s, 1).discards.every((c) => c !== null)).toBe(true);
    expect(g.view(s, 2).discards).toEqual([null, null, null]);
    expect(g.view(s, 0).talon).toBeNull();
    const end = playOut(g, s);
    expect(g.view(end, 2).discards.every((c) => c !== null)).toBe(true);
  });
});
