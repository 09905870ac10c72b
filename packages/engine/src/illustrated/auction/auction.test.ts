/** Scenario tests of the three auctions (rules-notes L-02, B-01, B-02, M-02, IT-05, IT-13). */
import { describe, expect, test } from 'vitest';
import {
  illustratedBeck,
  illustratedLoew1954,
  illustratedMayrSedlaczek2016,
} from '../../presets/illustrated';
import { PLAIN_DEAL, gameOf, legalText, scenario } from '../testkit';

const ALL_BIDS = ['bid dreiblatt', 'bid zweiblatt', 'bid einblatt', 'bid solo'];

describe('Löw: take, hold, retake (L-02)', () => {
  const game = gameOf(illustratedLoew1954);

  test('forehand opens: pass or any contract', () => {
    const s = scenario(game, PLAIN_DEAL);
    expect(s.phase).toBe('auction');
    expect(s.toAct).toBe(0);
    expect(legalText(game, s)).toEqual(['pass', ...ALL_BIDS]);
  });

  test('the next player may accept, take over or bid higher', () => {
    const s = scenario(game, PLAIN_DEAL, ['bid dreiblatt']);
    expect(s.toAct).toBe(1);
    expect(legalText(game, s)).toEqual(['accept', 'take', 'bid zweiblatt', 'bid einblatt', 'bid solo']);
  });

  test('a take raises the value to 4; the first bidder must accept or hold', () => {
    const s = scenario(game, PLAIN_DEAL, ['bid dreiblatt', 'take']);
    expect(s.toAct).toBe(0);
    expect(legalText(game, s)).toEqual(['accept', 'hold']);
    const done = scenario(game, PLAIN_DEAL, ['bid dreiblatt', 'take', 'accept', 'accept']);
    expect(done.contract).toMatchObject({ id: 'dreiblatt', declarer: 1, gameValue: 4, takeLevel: 1 });
  });

  test('after the first bidder drops out the third player may only accept or outbid', () => {
    const s = scenario(game, PLAIN_DEAL, ['bid dreiblatt', 'take', 'accept']);
    expect(s.toAct).toBe(2);
    expect(legalText(game, s)).toEqual(['accept', 'bid zweiblatt', 'bid einblatt', 'bid solo']);
  });

  test('a hold keeps the value; the taker may retake at 5; the holder may hold again', () => {
    const held = scenario(game, PLAIN_DEAL, ['bid zweiblatt', 'take', 'hold']);
    expect(held.toAct).toBe(1);
    expect(legalText(game, held)).toContain('take');
    const retaken = scenario(game, PLAIN_DEAL, ['bid zweiblatt', 'take', 'hold', 'take']);
    expect(retaken.toAct).toBe(0);
    expect(legalText(game, retaken)).toEqual(['accept', 'hold']);
    const again = scenario(game, PLAIN_DEAL, ['bid zweiblatt', 'take', 'hold', 'take', 'hold']);
    expect(legalText(game, again)).toEqual(['accept', 'bid einblatt', 'bid solo']);
    const done = scenario(game, PLAIN_DEAL, [
      'bid zweiblatt',
      'take',
      'hold',
      'take',
      'hold',
      'accept',
      'accept',
    ]);
    expect(done.contract).toMatchObject({ id: 'zweiblatt', declarer: 0, gameValue: 5, takeLevel: 2 });
  });

  test('a held bid at level 1 is played at 4 by the holder', () => {
    const done = scenario(game, PLAIN_DEAL, ['bid dreiblatt', 'take', 'hold', 'accept', 'accept']);
    expect(done.contract).toMatchObject({ declarer: 0, gameValue: 4, takeLevel: 1 });
  });

  test('option holdAfterRetake=false: after a retake the first bidder must accept', () => {
    const g = gameOf(illustratedLoew1954, { holdAfterRetake: false });
    const s = scenario(g, PLAIN_DEAL, ['bid dreiblatt', 'take', 'hold', 'take']);
    expect(legalText(g, s)).toEqual(['accept']);
  });

  test('option thirdPlayerMayTake: the third player may take over too', () => {
    const g = gameOf(illustratedLoew1954, { thirdPlayerMayTake: true });
    const s = scenario(g, PLAIN_DEAL, ['bid dreiblatt', 'accept']);
    expect(legalText(g, s)).toContain('take');
  });

  test('a higher contract resets the value to 3 and may be taken over by the player facing it', () => {
    const s = scenario(game, PLAIN_DEAL, ['bid dreiblatt', 'take', 'accept', 'bid einblatt']);
    expect(s.toAct).toBe(1);
    expect(legalText(game, s)).toEqual(['accept', 'take', 'bid solo']);
    const done = scenario(game, PLAIN_DEAL, ['bid dreiblatt', 'take', 'accept', 'bid einblatt', 'accept']);
    expect(done.contract).toMatchObject({ id: 'einblatt', declarer: 2, gameValue: 3, takeLevel: 0 });
  });

  test('an illegal call is rejected with the rule it breaks', () => {
    const s = scenario(game, PLAIN_DEAL, ['bid zweiblatt']);
    const low = game.apply(s, { type: 'bid', bid: 'dreiblatt' });
    expect(low.ok || low.error).toBe('a bid must name a higher contract than the standing 2 Blatt');
    const hold = game.apply(s, { type: 'hold' });
    expect(hold.ok || hold.error).toBe('only a player whose bid was just taken over may hold it');
  });

  test('a player who passed takes no further part', () => {
    const s = scenario(game, PLAIN_DEAL, ['pass', 'bid dreiblatt', 'bid zweiblatt']);
    expect(s.toAct).toBe(1);
  });

  test('a Solo ends the auction at once, worth 8', () => {
    const s = scenario(game, PLAIN_DEAL, ['pass', 'bid solo']);
    expect(s.phase).toBe('announce');
    expect(s.contract).toMatchObject({ id: 'solo', declarer: 1, gameValue: 8 });
  });

  test('all pass: the deal is thrown in and nobody scores', () => {
    const s = scenario(game, PLAIN_DEAL, ['pass', 'pass', 'pass']);
    expect(s.phase).toBe('finished');
    expect(s.settlement).toMatchObject({ outcome: 'passed', deltas: [0, 0, 0] });
  });
});

describe('Beck: Unterer only on Dreiblatt, held → 5 (B-01, B-02)', () => {
  const game = gameOf(illustratedBeck);

  test('only Dreiblatt may be taken over', () => {
    expect(legalText(game, scenario(game, PLAIN_DEAL, ['bid dreiblatt']))).toContain('take');
    expect(legalText(game, scenario(game, PLAIN_DEAL, ['bid zweiblatt']))).toEqual([
      'accept',
      'bid einblatt',
      'bid solo',
    ]);
  });

  test('Unterer accepted: the taker plays Dreiblatt at 4', () => {
    const s = scenario(game, PLAIN_DEAL, ['bid dreiblatt', 'take', 'accept', 'accept']);
    expect(s.contract).toMatchObject({ id: 'dreiblatt', declarer: 1, gameValue: 4, takeLevel: 1 });
  });

  test('Unterer held: the holder plays at 5, and there is no second Unterer', () => {
    const s = scenario(game, PLAIN_DEAL, ['bid dreiblatt', 'take', 'hold']);
    expect(s.toAct).toBe(1);
    expect(legalText(game, s)).toEqual(['accept', 'bid zweiblatt', 'bid einblatt', 'bid solo']);
    const done = scenario(game, PLAIN_DEAL, ['bid dreiblatt', 'take', 'hold', 'accept', 'accept']);
    expect(done.contract).toMatchObject({ id: 'dreiblatt', declarer: 0, gameValue: 5, takeLevel: 2 });
  });

  test('a Solo ends the auction, worth 3 × 4', () => {
    const s = scenario(game, PLAIN_DEAL, ['bid solo']);
    expect(s.contract).toMatchObject({ id: 'solo', declarer: 0, gameValue: 3 });
  });

  test('all pass: redeal by default', () => {
    expect(scenario(game, PLAIN_DEAL, ['pass', 'pass', 'pass']).settlement?.outcome).toBe('passed');
  });

  test('all pass with the Trischaken option: Trischaken is played, forehand leads, the talon unused', () => {
    const g = gameOf(illustratedBeck, { allPass: 'trischaken' });
    const s = scenario(g, PLAIN_DEAL, ['pass', 'pass', 'pass']);
    expect(s.phase).toBe('play');
    expect(s.toAct).toBe(0);
    expect(s.contract).toMatchObject({ id: 'trischaken', declarer: null });
    expect(s.talonRest).toMatchObject({ owner: 'nobody' });
  });
});

describe('Mayr & Sedlaczek: simple overcalls (M-02)', () => {
  const game = gameOf(illustratedMayrSedlaczek2016);

  test('overcall: weiter, gut or any higher bid, jumps allowed, no take or hold', () => {
    const s = scenario(game, PLAIN_DEAL, ['bid dreiblatt']);
    expect(legalText(game, s)).toEqual(['pass', 'accept', 'bid zweiblatt', 'bid einblatt', 'bid solo']);
  });

  test('weiter after a bid retires the speaker just as gut does', () => {
    const viaPass = scenario(game, PLAIN_DEAL, ['bid dreiblatt', 'pass', 'pass']);
    const viaGut = scenario(game, PLAIN_DEAL, ['bid dreiblatt', 'accept', 'accept']);
    expect(viaPass.contract).toMatchObject({ id: 'dreiblatt', declarer: 0 });
    expect(viaPass.contract).toEqual(viaGut.contract);
  });

  test('a jump to Solo leaves the others only weiter or gut; the Solo is worth 10', () => {
    const s = scenario(game, PLAIN_DEAL, ['bid dreiblatt', 'bid solo']);
    expect(legalText(game, s)).toEqual(['pass', 'accept']);
    const done = scenario(game, PLAIN_DEAL, ['bid dreiblatt', 'bid solo', 'accept', 'accept']);
    expect(done.contract).toMatchObject({ id: 'solo', declarer: 1, gameValue: 10 });
  });

  test('gut retires the speaker; the outbid player may overcall again', () => {
    const s = scenario(game, PLAIN_DEAL, ['bid dreiblatt', 'accept', 'bid zweiblatt']);
    expect(s.toAct).toBe(0);
    const done = scenario(game, PLAIN_DEAL, [
      'bid dreiblatt',
      'accept',
      'bid zweiblatt',
      'bid einblatt',
      'accept',
    ]);
    expect(done.contract).toMatchObject({ id: 'einblatt', declarer: 0, gameValue: 7 });
  });

  test('all pass: the deal is thrown in (no Trischaken)', () => {
    expect(scenario(game, PLAIN_DEAL, ['pass', 'pass', 'pass']).settlement?.outcome).toBe('passed');
  });

  // Seed 001 (M&S): "If all pass, the cards are redealt. Trischaken is not played." No option
  // offers it there (nor in Löw, IT-13); Beck alone has it (B-02).
  test('no option turns an all-pass into Trischaken (Beck alone has one)', () => {
    const keys = (p: typeof illustratedBeck) => p.options.map((o) => o.key);
    expect(keys(illustratedMayrSedlaczek2016)).not.toContain('allPass');
    expect(keys(illustratedLoew1954)).not.toContain('allPass');
    expect(keys(illustratedBeck)).toContain('allPass');
  });

  // Seed 001 (M&S): "The bid cannot be raised": once the others have said weiter or gut, the
  // declarer has no further bid and plays the contract he named.
  test('the declarer cannot raise his bid after the auction', () => {
    const s = scenario(game, PLAIN_DEAL, ['bid dreiblatt', 'accept', 'accept']);
    expect(s.phase).toBe('announce');
    expect(s.toAct).toBe(0);
    expect(legalText(game, s).filter((a) => a.startsWith('bid'))).toEqual([]);
    expect(s.contract).toMatchObject({ id: 'dreiblatt', declarer: 0, gameValue: 3 });
  });

  test('option auctionDirection=cw: after forehand the dealer speaks', () => {
    const g = gameOf(illustratedMayrSedlaczek2016, { auctionDirection: 'cw' });
    expect(scenario(g, PLAIN_DEAL, ['pass']).toAct).toBe(2);
  });
});
