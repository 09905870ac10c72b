/**
 * Every auction path of every preset, named after the rule it proves (seed 000; rules-notes H-02,
 * HT-02, BT-NP-2, "Berliner", "Scharfes Tarock"). Three seats with seat 0 dealing unless stated:
 * seat 1 is forehand, seat 2 middlehand, seat 0 rearhand.
 */
import { describe, expect, test } from 'vitest';
import type { OptionValue } from '../core/ruleset';
import type { State } from '../core/state';
import type { Seat } from '../core/types';
import { bavarianGame, dealt, legalText, playOut, run } from './testing';

const H36 = [
  'GU G9 G8 G7 G6 SA S10 SK SO SU S9',
  'HA H10 HK HO HU H9 H8 H7 H6 EA GA',
  'E10 EK EO EU E9 E8 E7 E6 G10 GK GO',
] as const;
const STOCK36 = 'S8 S7 S6';
const H24 = ['GA GO G9 H10 SK SO S9', 'EO EU G10 GU HK SA SU', 'EA E10 EK HA HO HU H9'] as const;
const STOCK24 = 'S10 GK E9';

function start(id: string, options: Readonly<Record<string, OptionValue>> = {}, dealer: Seat = 0) {
  const g = bavarianGame(id, options);
  const seats = g.seats;
  const hands = g.rules.handSize === 7 ? [...H24] : [...H36];
  const stock = g.rules.handSize === 7 ? STOCK24 : STOCK36;
  // With four seats the sitting-out dealer gets no cards: the three hands go to the active seats.
  const byseat: string[] = Array.from({ length: seats }, () => '');
  const s0 = g.newDeal({ dealer });
  s0.players.forEach((p, i) => {
    byseat[p] = hands[(i + 1) % 3] as string;
  });
  const s = dealt(g, byseat, stock, { dealer, pot: 150 });
  return { g, s, at: (actions: readonly string[]): State => run(g, s, actions) };
}

describe('Huber 1923: ich spiele / besser / am besten, one round with holding', () => {
  test('forehand, unopposed after "ich spiele", may announce any contract', () => {
    const { g, at } = start('bavarian-huber-1923');
    const s = at(['bid spiele', 'pass', 'pass']);
    expect(s.phase).toBe('declare');
    expect(s.toAct).toBe(1);
    expect(legalText(g, s)).toEqual(['declare frage', 'declare solo', 'declare herzsolo']);
  });

  test('"ich spiele besser" is answered at once: the first bidder may hold', () => {
    const { g, at } = start('bavarian-huber-1923');
    const s = at(['bid spiele', 'bid besser']);
    expect(s.toAct).toBe(1);
    expect(legalText(g, s)).toEqual(['hold', 'pass']);
  });

  test('a holder is bound to the raised level: Solo or Herzsolo only', () => {
    const { g, at } = start('bavarian-huber-1923');
    const s = at(['bid spiele', 'bid besser', 'hold', 'pass']);
    expect(s.phase).toBe('declare');
    expect(s.toAct).toBe(1);
    expect(legalText(g, s)).toEqual(['declare solo', 'declare herzsolo']);
  });

  test('rearhand outbids the second bidder only with "am besten", which allows only Herzsolo', () => {
    const { g, at } = start('bavarian-huber-1923');
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
    const { at } = start('bavarian-huber-1923');
    const s = at(['bid spiele', 'bid besser', 'hold', 'bid amBesten', 'hold']);
    expect(s.contract).toMatchObject({ id: 'herzsolo', declarer: 1 });
  });

  test('if forehand passes, middlehand may open with "ich spiele"', () => {
    const { g, at } = start('bavarian-huber-1923');
    const s = at(['pass']);
    expect(legalText(g, s)).toEqual(['pass', 'bid spiele']);
  });

  test('Frage: Herz is trump, the declarer takes the stock and lays away three cards of his choice', () => {
    const { g, at } = start('bavarian-huber-1923');
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
    const { g, at } = start('bavarian-huber-1923');
    const s = at(['bid spiele', 'pass', 'pass', 'declare solo']);
    expect(legalText(g, s)).toEqual(['trump E', 'trump G', 'trump S']);
    const p = run(g, s, ['trump G']);
    expect(p.talonRest).toEqual({ cards: p.talon, owner: 'declarer' });
    expect(g.view(p, 1).talonRest).toBeNull();
  });

  test('all pass: the deal is thrown in', () => {
    const { at } = start('bavarian-huber-1923');
    const s = at(['pass', 'pass', 'pass']);
    expect(s.phase).toBe('finished');
    expect(s.settlement?.outcome).toBe('passed');
  });
});

describe('the 1933 variant: the Frage trump is named before the pickup', () => {
  test('Frage: any suit, named before the stock is taken', () => {
    const { g, at } = start('bavarian-1933');
    const s = at(['bid spiele', 'pass', 'pass', 'declare frage']);
    expect(s.phase).toBe('trump');
    expect(legalText(g, s)).toEqual(['trump E', 'trump G', 'trump H', 'trump S']);
    expect(run(g, s, ['trump S']).phase).toBe('talon');
  });
});

describe('Haferltarock: pick-up, "ich spiele auch", holding, point bidding (rules-notes HT-02)', () => {
  test('forehand may pass or offer the pick-up ("ich spiele")', () => {
    const { g, s } = start('haferltarock');
    expect(legalText(g, s)).toEqual(['pass', 'bid spiele']);
  });

  test('"ich spiele auch" offers a Hand; the earlier bidder holds ("ich spiele weiter") or passes', () => {
    const { g, at } = start('haferltarock');
    const s = at(['bid spiele', 'bid hand']);
    expect(s.toAct).toBe(1);
    expect(legalText(g, s)).toEqual(['hold', 'pass']);
  });

  test('the third player waits until one of the two bidders passes', () => {
    const { g, at } = start('haferltarock');
    const held = at(['bid spiele', 'bid hand', 'hold']);
    expect(held.toAct).toBe(2);
    expect(legalText(g, held)).toEqual(['pass', 'bid hand66']);
    const third = run(g, held, ['bid hand66', 'hold', 'pass']);
    expect(third.toAct).toBe(0);
    expect(legalText(g, third)).toEqual(['pass', 'bid hand71']);
  });

  test('point bidding in fives to 71 and beyond: the holder plays Hand to the last level', () => {
    const { at } = start('haferltarock');
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
    const { g, at } = start('haferltarock', { maxTarget: 76 });
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
    const { g, at } = start('haferltarock');
    const s = at(['bid spiele', 'pass', 'pass']);
    expect(s.contract?.id).toBe('pickup');
    expect(s.phase).toBe('talon');
    const x = run(g, s, ['talon', 'discard S8', 'discard S7', 'discard S6']);
    expect(x.phase).toBe('trump');
    expect(legalText(g, x)).toEqual(['trump E', 'trump G', 'trump H', 'trump S']);
  });

  test('Herz-Neischaugn: the pick-up is played in Herz only', () => {
    const { g, at } = start('haferltarock', { pickupTrump: 'heartsOnly' });
    const s = at(['bid spiele', 'pass', 'pass', 'talon', 'discard S8', 'discard S7', 'discard S6']);
    expect(s.contract?.trump).toBe(2);
    expect(s.phase).toBe('play');
    expect(g.legalActions(s).every((a) => a.type === 'play')).toBe(true);
  });

  test('Hand: trump is named at once and the stock lies aside unseen', () => {
    const { g, at } = start('haferltarock');
    const s = at(['pass', 'bid spiele', 'bid hand', 'pass']);
    expect(s.contract).toMatchObject({ id: 'hand', declarer: 0, target: 61 });
    expect(s.phase).toBe('trump');
    const p = run(g, s, ['trump G']);
    expect(p.hands[0]).toHaveLength(11);
    expect(g.view(p, 0).talonRest).toBeNull();
    expect(g.view(p, 0).talonRestSize).toBe(3);
  });

  test('a pass is final: a player who passed does not come back', () => {
    const { g, at } = start('haferltarock');
    const s = at(['pass', 'bid spiele', 'bid hand', 'hold']);
    expect(s.toAct).toBe(0);
    const done = run(g, s, ['pass']);
    expect(done.contract).toMatchObject({ id: 'hand', declarer: 2 });
  });

  test('all pass: the cards are thrown in and the next player deals', () => {
    const { at } = start('haferltarock');
    const s = at(['pass', 'pass', 'pass']);
    expect(s.settlement?.outcome).toBe('passed');
    expect(s.settlement?.deltas).toEqual([0, 0, 0]);
    expect(s.settlement?.potDelta).toBe(0);
  });

  test('mayElectHand: the pick-up winner may choose to play Hand instead', () => {
    const { g, at } = start('haferltarock', { mayElectHand: true });
    const s = at(['bid spiele', 'pass', 'pass']);
    expect(legalText(g, s)).toEqual(['declare pickup', 'declare hand']);
  });

  test('self-raise: the declarer of a Hand raises his own target in fives before the first card', () => {
    const { g, at } = start('haferltarock', { selfRaise: true });
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
    const { at } = start('haferltarock', { selfRaise: true });
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
    const { g, s } = start('bavarian-berliner');
    expect(legalText(g, s)).toEqual(['pass', 'bid hand']);
  });

  test('the dealer may open with the stock game when the others passed', () => {
    const { g, at } = start('bavarian-berliner');
    const s = at(['pass', 'pass']);
    expect(s.toAct).toBe(0);
    expect(legalText(g, s)).toEqual(['pass', 'bid spiele']);
    expect(run(g, s, ['bid spiele']).contract?.id).toBe('pickup');
  });

  test('the dealer overbids a Hand with the next point level, not with the stock game', () => {
    const { g, at } = start('bavarian-berliner');
    const s = at(['bid hand', 'pass']);
    expect(s.toAct).toBe(0);
    expect(legalText(g, s)).toEqual(['pass', 'bid hand66']);
  });

  test('dealerHeartsOnly: the dealer’s stock game is played in Herz', () => {
    const { at } = start('bavarian-berliner', { dealerHeartsOnly: true });
    const s = at(['pass', 'pass', 'bid spiele', 'talon', 'discard S8', 'discard S7', 'discard S6']);
    expect(s.contract?.trump).toBe(2);
    expect(s.phase).toBe('play');
  });

  test('four seats: the privilege goes to the active player on the dealer’s right (our invention)', () => {
    const { g, at } = start('bavarian-berliner', { seats: 4 }, 0);
    expect(at([]).players).toEqual([1, 2, 3]);
    const s = at(['pass', 'pass']);
    expect(s.toAct).toBe(3);
    expect(legalText(g, s)).toEqual(['pass', 'bid spiele']);
  });

  test('four seats, fourSeatStockPrivilege=nobody: nobody may play the stock game', () => {
    const { g, at } = start('bavarian-berliner', { seats: 4, fourSeatStockPrivilege: 'nobody' }, 0);
    expect(legalText(g, at(['pass', 'pass']))).toEqual(['pass', 'bid hand']);
  });
});

describe('without point bidding: five bids, hold, pass for good (rules-notes BT-NP-2)', () => {
  test('the five bids from the lowest: Farb-Frage, Herz-Frage, Farb-Solo, Herz-Solo, Bettel', () => {
    const { g, s } = start('bavarian-no-point-bidding');
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
    const { g, at } = start('bavarian-no-point-bidding');
    const s = at(['bid farbFrage', 'bid herzFrage', 'pass']);
    expect(s.toAct).toBe(1);
    expect(legalText(g, s)).toEqual(['pass', 'hold', 'bid farbSolo', 'bid herzSolo', 'bid bettel']);
    const h = run(g, s, ['hold']);
    expect(h.toAct).toBe(2);
    expect(legalText(g, h)).toEqual(['pass', 'bid farbSolo', 'bid herzSolo', 'bid bettel']);
    expect(run(g, h, ['pass']).contract).toMatchObject({ id: 'herzFrage', declarer: 1, trump: 2 });
  });

  test('Bettel is the highest bid: nothing can be bid over it', () => {
    const { g, at } = start('bavarian-no-point-bidding');
    expect(legalText(g, at(['pass', 'bid bettel']))).toEqual(['pass']);
  });

  test('Farb-Frage: a trump other than Herz, named before taking the stock', () => {
    const { g, at } = start('bavarian-no-point-bidding');
    const s = at(['bid farbFrage', 'pass', 'pass']);
    expect(legalText(g, s)).toEqual(['trump E', 'trump G', 'trump S']);
    expect(run(g, s, ['trump E']).phase).toBe('talon');
  });

  test('all pass: thrown in', () => {
    const { at } = start('bavarian-no-point-bidding');
    expect(at(['pass', 'pass', 'pass']).settlement?.outcome).toBe('passed');
  });
});

describe('Scharfes Tarock: the first "spiele" wins unless someone bids Herz', () => {
  test('a Herz bid has priority over an earlier "spiele"', () => {
    const { at } = start('scharfes-tarock');
    const s = at(['bid spiele', 'bid herz', 'pass']);
    expect(s.contract).toMatchObject({ id: 'herzsolo', declarer: 2, trump: 2 });
  });

  test('if two bid Herz, the first wins', () => {
    const { at } = start('scharfes-tarock');
    expect(at(['bid herz', 'bid herz', 'pass']).contract).toMatchObject({ id: 'herzsolo', declarer: 1 });
  });

  test('otherwise the first "spiele" wins and plays a Solo in a suit other than Herz', () => {
    const { g, at } = start('scharfes-tarock');
    const s = at(['pass', 'bid spiele', 'bid spiele']);
    expect(s.contract).toMatchObject({ id: 'solo', declarer: 2 });
    expect(legalText(g, s)).toEqual(['trump E', 'trump G', 'trump S']);
  });

  test('a sole Herz bidder may choose the Frage (stock, half value)', () => {
    const { g, at } = start('scharfes-tarock');
    const s = at(['pass', 'bid herz', 'pass']);
    expect(legalText(g, s)).toEqual(['declare frage', 'declare herzsolo']);
    expect(run(g, s, ['declare frage']).phase).toBe('talon');
  });

  test('all pass: thrown in', () => {
    const { at } = start('scharfes-tarock');
    expect(at(['pass', 'pass', 'pass']).settlement?.outcome).toBe('passed');
  });
});

describe('illegal actions are rejected with a reason', () => {
  test('a bid the auction does not allow', () => {
    const { g, s } = start('haferltarock');
    const r = g.apply(s, { type: 'bid', bid: 'hand71' });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toContain('pass, spiele');
  });

  test('a card before the auction is over', () => {
    const { g, s } = start('haferltarock');
    const r = g.apply(s, { type: 'play', card: 0 });
    expect(r.ok).toBe(false);
  });
});
