/**
 * Huber's auction (rules-notes H-02), also for Sirch 2008 and the 1933 variant (H-05), named after
 * the rule each test proves. Three seats with seat 0 dealing unless stated: seat 1 is forehand,
 * seat 2 middlehand, seat 0 rearhand.
 */
import { describe, expect, test } from 'vitest';
import { legalText, run, startDeal } from '../testing';

describe('Huber 1923: ich spiele / besser / am besten, one round with holding', () => {
  test('forehand, unopposed after "ich spiele", may announce any contract', () => {
    const { g, at } = startDeal('bavarian-huber-1923');
    const s = at(['bid spiele', 'pass', 'pass']);
    expect(s.phase).toBe('declare');
    expect(s.toAct).toBe(1);
    expect(legalText(g, s)).toEqual(['declare frage', 'declare solo', 'declare herzsolo']);
  });

  test('"ich spiele besser" is answered at once: the first bidder may hold', () => {
    const { g, at } = startDeal('bavarian-huber-1923');
    const s = at(['bid spiele', 'bid besser']);
    expect(s.toAct).toBe(1);
    expect(legalText(g, s)).toEqual(['hold', 'pass']);
  });

  test('a holder is bound to the raised level: Solo or Herzsolo only', () => {
    const { g, at } = startDeal('bavarian-huber-1923');
    const s = at(['bid spiele', 'bid besser', 'hold', 'pass']);
    expect(s.phase).toBe('declare');
    expect(s.toAct).toBe(1);
    expect(legalText(g, s)).toEqual(['declare solo', 'declare herzsolo']);
  });

  test('rearhand outbids the second bidder only with "am besten", which allows only Herzsolo', () => {
    const { g, at } = startDeal('bavarian-huber-1923');
    const before = at(['bid spiele', 'bid besser', 'pass']);
    expect(before.toAct).toBe(0);
    expect(legalText(g, before)).toEqual(['pass', 'bid amBesten']);
    const s = run(g, before, ['bid amBesten', 'pass']);
    expect(s.contract?.id).toBe('herzsolo');
    expect(s.contract?.declarer).toBe(0);
    expect(s.contract?.trump).toBe(2);
    expect(s.phase).toBe('play');
  });

  test('there is only one round: after "am besten" is held the auction is over', () => {
    const { at } = startDeal('bavarian-huber-1923');
    const s = at(['bid spiele', 'bid besser', 'hold', 'bid amBesten', 'hold']);
    expect(s.contract).toMatchObject({ id: 'herzsolo', declarer: 1 });
  });

  test('a raiser whose bid was held stays in: he may hold "am besten" once forehand drops out', () => {
    const { g, at } = startDeal('bavarian-huber-1923');
    const s = at(['bid spiele', 'bid besser', 'hold', 'bid amBesten', 'pass']);
    expect(s.phase).toBe('auction');
    expect(s.toAct).toBe(2);
    expect(legalText(g, s)).toEqual(['hold', 'pass']);
    expect(run(g, s, ['hold']).contract).toMatchObject({ id: 'herzsolo', declarer: 2, trump: 2 });
    expect(run(g, s, ['pass']).contract).toMatchObject({ id: 'herzsolo', declarer: 0, trump: 2 });
  });

  test('the earliest holder keeps priority: a later bidder is not asked once forehand holds', () => {
    const { at } = startDeal('bavarian-huber-1923');
    const s = at(['bid spiele', 'bid besser', 'hold', 'bid amBesten', 'hold']);
    expect(s.contract).toMatchObject({ id: 'herzsolo', declarer: 1 });
    expect(s.auction && 'calls' in s.auction ? s.auction.calls.map((c) => c.call) : []).toEqual([
      'spiele',
      'besser',
      'hold',
      'amBesten',
      'hold',
    ]);
  });

  test('a bidder who dropped out is not asked again', () => {
    const { g, at } = startDeal('bavarian-huber-1923');
    // Forehand passes middlehand's "besser"; only middlehand answers rearhand's "am besten".
    const s = at(['bid spiele', 'bid besser', 'pass', 'bid amBesten']);
    expect(s.toAct).toBe(2);
    expect(legalText(g, s)).toEqual(['hold', 'pass']);
    expect(run(g, s, ['pass']).contract).toMatchObject({ id: 'herzsolo', declarer: 0 });
  });

  test('if forehand passes, middlehand may open with "ich spiele"', () => {
    const { g, at } = startDeal('bavarian-huber-1923');
    const s = at(['pass']);
    expect(legalText(g, s)).toEqual(['pass', 'bid spiele']);
  });

  test('Frage: Herz is trump, the declarer takes the stock and lays away three cards of his choice', () => {
    const { g, at } = startDeal('bavarian-huber-1923');
    const s = at(['bid spiele', 'pass', 'pass', 'declare frage']);
    expect(s.contract?.trump).toBe(2);
    expect(legalText(g, s)).toEqual(['talon']);
    const t = run(g, s, ['talon']);
    expect(t.hands[1]).toHaveLength(14);
    expect(legalText(g, t)).toHaveLength(14);
    const d = run(g, t, ['discard S8', 'discard S7', 'discard S6']);
    expect(d.phase).toBe('play');
    expect(d.discards).toHaveLength(3);
  });

  test('Solo: a trump other than Herz, the stock aside unseen and counting for the declarer', () => {
    const { g, at } = startDeal('bavarian-huber-1923');
    const s = at(['bid spiele', 'pass', 'pass', 'declare solo']);
    expect(legalText(g, s)).toEqual(['trump E', 'trump G', 'trump S']);
    const p = run(g, s, ['trump G']);
    expect(p.talonRest).toEqual({ cards: p.talon, owner: 'declarer' });
    expect(g.view(p, 1).talonRest).toBeNull();
  });

  test('all pass: the deal is thrown in', () => {
    const { at } = startDeal('bavarian-huber-1923');
    const s = at(['pass', 'pass', 'pass']);
    expect(s.phase).toBe('finished');
    expect(s.settlement?.outcome).toBe('passed');
  });
});

describe('the 1933 variant: the Frage trump is named before the pickup', () => {
  test('Frage: any suit, named before the stock is taken', () => {
    const { g, at } = startDeal('bavarian-1933');
    const s = at(['bid spiele', 'pass', 'pass', 'declare frage']);
    expect(s.phase).toBe('trump');
    expect(legalText(g, s)).toEqual(['trump E', 'trump G', 'trump H', 'trump S']);
    expect(run(g, s, ['trump S']).phase).toBe('talon');
  });
});

describe('Huber with four seats (rules-notes BT-02, H-02)', () => {
  test('the sitting-out dealer never speaks; rearhand, the seat on his right, says "am besten"', () => {
    const { g, at } = startDeal('bavarian-huber-1923', { seats: 4 }, 1);
    expect(at([]).toAct).toBe(2);
    const s = at(['bid spiele', 'bid besser', 'hold']);
    expect(s.toAct).toBe(0);
    expect(legalText(g, s)).toEqual(['pass', 'bid amBesten']);
    // Forehand (seat 2) drops out; middlehand (seat 3), whose "besser" was held, is asked next.
    const asked = run(g, s, ['bid amBesten', 'pass']);
    expect(asked.toAct).toBe(3);
    const done = run(g, asked, ['pass']);
    expect(done.contract).toMatchObject({ id: 'herzsolo', declarer: 0, trump: 2 });
    expect(done.toAct).toBe(2);
  });
});

describe('Sirch 2008 bids as Huber (Sirch describes no bidding)', () => {
  test('the same three levels with holding', () => {
    const { g, at } = startDeal('bavarian-sirch-2008');
    expect(legalText(g, at(['bid spiele', 'bid besser']))).toEqual(['hold', 'pass']);
    expect(legalText(g, at(['bid spiele', 'bid besser', 'hold', 'pass']))).toEqual([
      'declare solo',
      'declare herzsolo',
    ]);
  });
});
