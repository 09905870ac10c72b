/**
 * Scharfes Tarock's auction (rules-notes "Scharfes Tarock"), named after the rule each test
 * proves. Three seats with seat 0 dealing unless stated: seat 1 is forehand, seat 2 middlehand,
 * seat 0 rearhand.
 */
import { describe, expect, test } from 'vitest';
import { legalText, run, startDeal } from '../testing';

describe('Scharfes Tarock: the first "spiele" wins unless someone bids Herz', () => {
  test('a Herz bid has priority over an earlier "spiele"', () => {
    const { at } = startDeal('scharfes-tarock');
    const s = at(['bid spiele', 'bid herz', 'pass']);
    expect(s.contract).toMatchObject({ id: 'herzsolo', declarer: 2, trump: 2 });
  });

  test('if two bid Herz, the first wins', () => {
    const { at } = startDeal('scharfes-tarock');
    expect(at(['bid herz', 'bid herz', 'pass']).contract).toMatchObject({ id: 'herzsolo', declarer: 1 });
  });

  test('otherwise the first "spiele" wins and plays a Solo in a suit other than Herz', () => {
    const { g, at } = startDeal('scharfes-tarock');
    const s = at(['pass', 'bid spiele', 'bid spiele']);
    expect(s.contract).toMatchObject({ id: 'solo', declarer: 2 });
    expect(legalText(g, s)).toEqual(['trump E', 'trump G', 'trump S']);
  });

  test('a sole Herz bidder may choose the Frage (stock, half value)', () => {
    const { g, at } = startDeal('scharfes-tarock');
    const s = at(['pass', 'bid herz', 'pass']);
    expect(legalText(g, s)).toEqual(['declare frage', 'declare herzsolo']);
    expect(run(g, s, ['declare frage']).phase).toBe('talon');
  });

  test('all pass: thrown in', () => {
    const { at } = startDeal('scharfes-tarock');
    expect(at(['pass', 'pass', 'pass']).settlement?.outcome).toBe('passed');
  });
});
