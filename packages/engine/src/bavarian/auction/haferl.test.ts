/**
 * Haferltarock's auction (rules-notes HT-02, HT-03) and the Berliner restriction ("Berliner"),
 * named after the rule each test proves. Three seats with seat 0 dealing unless stated: seat 1 is
 * forehand, seat 2 middlehand, seat 0 rearhand.
 */
import { describe, expect, test } from 'vitest';
import { legalText, playOut, run, startDeal } from '../testing';

describe('Haferltarock: pick-up, "ich spiele auch", holding, point bidding (rules-notes HT-02)', () => {
  test('forehand may pass or offer the pick-up ("ich spiele")', () => {
    const { g, s } = startDeal('haferltarock');
    expect(legalText(g, s)).toEqual(['pass', 'bid spiele']);
  });

  test('"ich spiele auch" offers a Hand; the earlier bidder holds ("ich spiele weiter") or passes', () => {
    const { g, at } = startDeal('haferltarock');
    const s = at(['bid spiele', 'bid hand']);
    expect(s.toAct).toBe(1);
    expect(legalText(g, s)).toEqual(['hold', 'pass']);
  });

  test('the third player waits until one of the two bidders passes', () => {
    const { g, at } = startDeal('haferltarock');
    const held = at(['bid spiele', 'bid hand', 'hold']);
    expect(held.toAct).toBe(2);
    expect(legalText(g, held)).toEqual(['pass', 'bid hand66']);
    const third = run(g, held, ['bid hand66', 'hold', 'pass']);
    expect(third.toAct).toBe(0);
    expect(legalText(g, third)).toEqual(['pass', 'bid hand71']);
  });

  test('point bidding in fives to 71 and beyond: the holder plays Hand to the last level', () => {
    const { at } = startDeal('haferltarock');
    const s = at([
      'bid spiele',
      'bid hand',
      'hold',
      'bid hand66',
      'hold',
      'pass',
      'bid hand71',
      'hold',
      'bid hand76',
      'pass',
      'trump E',
    ]);
    expect(s.contract).toMatchObject({ id: 'hand', declarer: 0, target: 76 });
    expect(s.talonRest?.owner).toBe('declarer');
    expect(s.phase).toBe('play');
  });

  test('the highest target ends the bidding: nothing above it may be bid', () => {
    const { g, at } = startDeal('haferltarock', { maxTarget: 76 });
    const s = at([
      'bid spiele',
      'bid hand',
      'hold',
      'bid hand66',
      'hold',
      'bid hand71',
      'hold',
      'bid hand76',
      'hold',
    ]);
    expect(legalText(g, s)).toEqual(['pass']);
  });

  test('a player who wins at pick-up level plays the pick-up: exchange first, then name trump', () => {
    const { g, at } = startDeal('haferltarock');
    const s = at(['bid spiele', 'pass', 'pass']);
    expect(s.contract?.id).toBe('pickup');
    expect(s.phase).toBe('talon');
    const x = run(g, s, ['talon', 'discard S8', 'discard S7', 'discard S6']);
    expect(x.phase).toBe('trump');
    expect(legalText(g, x)).toEqual(['trump E', 'trump G', 'trump H', 'trump S']);
  });

  test('Herz-Neischaugn: the pick-up is played in Herz only', () => {
    const { g, at } = startDeal('haferltarock', { pickupTrump: 'heartsOnly' });
    const s = at(['bid spiele', 'pass', 'pass', 'talon', 'discard S8', 'discard S7', 'discard S6']);
    expect(s.contract?.trump).toBe(2);
    expect(s.phase).toBe('play');
    expect(g.legalActions(s).every((a) => a.type === 'play')).toBe(true);
  });

  test('Hand: trump is named at once and the stock lies aside unseen', () => {
    const { g, at } = startDeal('haferltarock');
    const s = at(['pass', 'bid spiele', 'bid hand', 'pass']);
    expect(s.contract).toMatchObject({ id: 'hand', declarer: 0, target: 61 });
    expect(s.phase).toBe('trump');
    const p = run(g, s, ['trump G']);
    expect(p.hands[0]).toHaveLength(11);
    expect(g.view(p, 0).talonRest).toBeNull();
    expect(g.view(p, 0).talonRestSize).toBe(3);
  });

  test('a pass is final: a player who passed does not come back', () => {
    const { g, at } = startDeal('haferltarock');
    const s = at(['pass', 'bid spiele', 'bid hand', 'hold']);
    expect(s.toAct).toBe(0);
    const done = run(g, s, ['pass']);
    expect(done.contract).toMatchObject({ id: 'hand', declarer: 2 });
  });

  test('four seats: forehand, the seat after the dealer, opens and the dealer never speaks', () => {
    const { g, at } = startDeal('haferltarock', { seats: 4 }, 2);
    expect(at([]).toAct).toBe(3);
    const s = at(['pass', 'bid spiele', 'bid hand']);
    expect(s.toAct).toBe(0);
    expect(legalText(g, s)).toEqual(['hold', 'pass']);
    const done = run(g, s, ['hold', 'pass']);
    expect(done.contract).toMatchObject({ id: 'hand', declarer: 0, target: 61 });
  });

  test('all pass: the cards are thrown in and the next player deals', () => {
    const { at } = startDeal('haferltarock');
    const s = at(['pass', 'pass', 'pass']);
    expect(s.settlement?.outcome).toBe('passed');
    expect(s.settlement?.deltas).toEqual([0, 0, 0]);
    expect(s.settlement?.potDelta).toBe(0);
  });

  test('mayElectHand: the pick-up winner may choose to play Hand instead', () => {
    const { g, at } = startDeal('haferltarock', { mayElectHand: true });
    const s = at(['bid spiele', 'pass', 'pass']);
    expect(legalText(g, s)).toEqual(['declare pickup', 'declare hand']);
  });

  test('self-raise: the declarer of a Hand raises his own target in fives before the first card', () => {
    const { g, at } = startDeal('haferltarock', { selfRaise: true });
    const s = at(['pass', 'bid spiele', 'bid hand', 'pass', 'trump G']);
    expect(s.phase).toBe('announce');
    expect(legalText(g, s)).toEqual(['raise', 'ready']);
    const r = run(g, s, ['raise', 'raise', 'ready']);
    expect(r.contract?.raised).toBe(10);
    expect(r.phase).toBe('play');
    const end = playOut(g, r);
    expect(end.settlement?.lines.some((l) => l.text.includes('target 71'))).toBe(true);
  });

  test('self-raise is not offered in a pick-up', () => {
    const { at } = startDeal('haferltarock', { selfRaise: true });
    const s = at([
      'bid spiele',
      'pass',
      'pass',
      'talon',
      'discard S8',
      'discard S7',
      'discard S6',
      'trump H',
    ]);
    expect(s.phase).toBe('play');
  });
});

describe('Berliner: only the dealer may play the stock game (rules-notes "Berliner")', () => {
  test('forehand may bid only a Hand', () => {
    const { g, s } = startDeal('bavarian-berliner');
    expect(legalText(g, s)).toEqual(['pass', 'bid hand']);
    const r = g.apply(s, { type: 'bid', bid: 'spiele' });
    expect(r.ok ? '' : r.error).toBe(
      'only the dealer may play a game with the stock; you may say: pass, hand',
    );
  });

  test('the dealer may open with the stock game when the others passed', () => {
    const { g, at } = startDeal('bavarian-berliner');
    const s = at(['pass', 'pass']);
    expect(s.toAct).toBe(0);
    expect(legalText(g, s)).toEqual(['pass', 'bid spiele']);
    expect(run(g, s, ['bid spiele']).contract?.id).toBe('pickup');
  });

  test('the dealer overbids a Hand with the next point level, not with the stock game', () => {
    const { g, at } = startDeal('bavarian-berliner');
    const s = at(['bid hand', 'pass']);
    expect(s.toAct).toBe(0);
    expect(legalText(g, s)).toEqual(['pass', 'bid hand66']);
  });

  test('dealerHeartsOnly: the dealer’s stock game is played in Herz', () => {
    const { at } = startDeal('bavarian-berliner', { dealerHeartsOnly: true });
    const s = at(['pass', 'pass', 'bid spiele', 'talon', 'discard S8', 'discard S7', 'discard S6']);
    expect(s.contract?.trump).toBe(2);
    expect(s.phase).toBe('play');
  });

  test('four seats: the privilege goes to the active player on the dealer’s right (our invention)', () => {
    const { g, at } = startDeal('bavarian-berliner', { seats: 4 }, 0);
    expect(at([]).players).toEqual([1, 2, 3]);
    const s = at(['pass', 'pass']);
    expect(s.toAct).toBe(3);
    expect(legalText(g, s)).toEqual(['pass', 'bid spiele']);
    // Forehand is refused the stock game in the words of this table: the dealer is not playing.
    const r = g.apply(at([]), { type: 'bid', bid: 'spiele' });
    expect(r.ok ? '' : r.error).toBe(
      "only the player on the dealer's right may play a game with the stock while the dealer sits out; you may say: pass, hand",
    );
  });

  test('four seats, fourSeatStockPrivilege=nobody: nobody may play the stock game', () => {
    const { g, at } = startDeal('bavarian-berliner', { seats: 4, fourSeatStockPrivilege: 'nobody' }, 0);
    expect(legalText(g, at(['pass', 'pass']))).toEqual(['pass', 'bid hand']);
    const r = g.apply(at([]), { type: 'bid', bid: 'spiele' });
    expect(r.ok ? '' : r.error).toBe(
      'nobody may play a game with the stock while the dealer sits out; you may say: pass, hand',
    );
  });
});
