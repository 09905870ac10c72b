/**
 * Facts read off real played deals (rules-notes IT-13, IT-15 to IT-18): valat, Pagat and Uhu in
 * their tricks, honours at the start of play, Without Trull through the talon, the no-tarock redeal.
 */
import { describe, expect, test } from 'vitest';
import { createRng } from '../core/rng';
import type { State } from '../core/state';
import { cardsSeen, checkViewSwap } from '../testing/viewSwap';
import { illustratedBeck, illustratedLoew1954, illustratedMayrSedlaczek2016 } from '../presets/illustrated';
import { recordOf } from '../records/record';
import { describeReplayError, replay } from '../records/replay';
import { factsFromState } from './facts';
import { DEALER, actionOf, dealFor, dealOf, gameOf, playOut, scenario } from './testkit';

// Seat 0 holds every tarock from VIII up (and the Pagat); the talon is six low pips (2 points).
const topTarocks = dealFor(
  'T1 T8 T9 T10 T11 T12 T13 T14 T15 T16 T17 T18 T19 T20 T21 Sk',
  'H4 H3 H2 D4 D3 D2',
);

describe('valat and the birds, played', () => {
  test('M&S: a Solo with Valat announced before and Pagat after the pickup, both made', () => {
    const game = gameOf(illustratedMayrSedlaczek2016);
    const end = playOut(
      game,
      scenario(game, topTarocks, [
        'bid solo',
        'accept',
        'accept',
        'announce valat',
        'ready',
        'accept',
        'accept',
        'announce pagat',
        'ready',
        'accept',
        'accept',
      ]),
    );
    const facts = factsFromState(end, game.rules);
    expect(facts.valat).toBe(true);
    expect(facts.birds).toEqual([{ bird: 'pagat', seat: 0, won: true, capturedBy: null }]);
    expect(facts.declarerPoints).toBe(68);
    expect(facts.honours).toEqual([{ seat: 0, honour: 'tarockTrull' }]);
    // (10 + 33) × 4 + 80 × 4 + 10 × 4 + 3 × 4
    expect(end.settlement?.deltas).toEqual([544, 0, 0]);
  });

  test('Beck: silent Valat, silent Pagat and Uhu, Tarock Trull and Without Kings in one Solo', () => {
    const game = gameOf(illustratedBeck);
    const deal = dealFor('T1 T2 T9 T10 T11 T12 T13 T14 T15 T16 T17 T18 T19 T20 T21 Sk', 'H4 H3 H2 D4 D3 D2');
    const end = playOut(game, scenario(game, deal, ['bid solo', 'ready', 'ready', 'accept', 'accept']));
    const facts = factsFromState(end, game.rules);
    expect(facts.birds).toEqual([
      { bird: 'pagat', seat: 0, won: true, capturedBy: null },
      { bird: 'uhu', seat: 0, won: true, capturedBy: null },
    ]);
    expect(facts.withoutKings).toBe(true);
    expect(facts.withoutTrull).toBe(false);
    // (3 + 33) × 4 + 12 × 4 + 5 × 4 + 5 × 4 + 4 × 4 (Tarock Trull) + 5 × 4 (Without Kings)
    expect(end.settlement?.deltas).toEqual([268, 0, 0]);
  });

  test("Beck: Valat announced in a Solo's second round (no pickup there, IT-19) and lost fails: 24 to each defender", () => {
    const game = gameOf(illustratedBeck);
    const end = playOut(
      game,
      scenario(game, dealFor('T1 T2 T3 T4 T5 T6 HK HQ HC HJ H1 H2 H3 H4 DK DQ', 'T19 T20 T21 Sk C8 C7'), [
        'bid solo',
        'ready',
        'announce valat',
        'ready',
        'accept',
        'accept',
      ]),
    );
    expect(factsFromState(end, game.rules).valat).toBe(false);
    expect(
      end.settlement?.lines.some((l) =>
        l.text.startsWith('Valat announced by seat 0 in the second round (24), failed'),
      ),
    ).toBe(true);
  });
});

describe('honours and Without Trull through the talon', () => {
  const game = gameOf(illustratedLoew1954);
  // Seat 0: the Pagat and the Sküs; the Mond lies in the top talon half.
  const deal = dealFor('T1 Sk T2 T3 T4 T5 HK HQ HC HJ H1 H2 H3 H4 DK DQ', 'T19 T20 T21 C9 C8 C7');
  const upTo = (group: string) => [
    'bid dreiblatt',
    'accept',
    'accept',
    'ready',
    group,
    'discard HQ',
    'discard HC',
    'discard HJ',
    'ready',
    'accept',
    'accept',
  ];

  test('honours are judged on the hand at the start of play, talon cards included', () => {
    const top = factsFromState(playOut(game, scenario(game, deal, upTo('talon 0'))), game.rules);
    const bottom = factsFromState(playOut(game, scenario(game, deal, upTo('talon 1'))), game.rules);
    expect(top.honours.filter((h) => h.seat === 0)).toEqual([{ seat: 0, honour: 'tarockTrull' }]);
    expect(bottom.honours.filter((h) => h.seat === 0)).toEqual([{ seat: 0, honour: 'twoHonours' }]);
  });

  // Seed 001: Löw's table has "2 Tarock Honours … 1" (Beck's 2); the M&S table has no such row
  // (rules-notes M-08). The same hand with the Pagat and the Sküs scores it only where the row is.
  test('two Trull cards score in Löw (1 × M) but not in M&S, which has no two-honours row', () => {
    const loew = playOut(game, scenario(game, deal, upTo('talon 1')));
    expect(factsFromState(loew, game.rules).honours).toEqual([{ seat: 0, honour: 'twoHonours' }]);
    expect(loew.settlement?.lines.some((l) => /Two tarock honours/.test(l.text))).toBe(true);
    const ms = gameOf(illustratedMayrSedlaczek2016);
    const end = playOut(
      ms,
      scenario(ms, deal, [
        'bid dreiblatt',
        'accept',
        'accept',
        'ready',
        'accept',
        'accept',
        'talon 1',
        'discard HQ',
        'discard HC',
        'discard HJ',
        'ready',
      ]),
    );
    expect(end.phase).toBe('finished');
    expect(factsFromState(end, ms.rules).honours).toEqual([]);
    expect(end.settlement?.lines.some((l) => /honour/i.test(l.text))).toBe(false);
  });

  test('Without Trull needs a hand that never held a Trull card, talon included', () => {
    const clean = dealFor('T2 T3 T4 T5 T6 T7 HK HQ HC HJ H1 H2 H3 H4 DK DQ', 'T19 T20 T21 C9 C8 C7');
    expect(
      factsFromState(playOut(game, scenario(game, clean, upTo('talon 1'))), game.rules).withoutTrull,
    ).toBe(true);
    expect(
      factsFromState(playOut(game, scenario(game, clean, upTo('talon 0'))), game.rules).withoutTrull,
    ).toBe(false);
  });
});

describe('redeal of a hand without tarock (IT-13)', () => {
  const noTarockForSeat2 = dealOf(
    [
      'T1 T2 T3 T4 T5 T6 T7 T8 T9 T10 T11 HK HQ HC HJ H1',
      'T12 T13 T14 T15 T16 T17 T18 T19 T20 T21 Sk H2 H3 H4 DK DQ',
      'DC DJ D1 D2 D3 D4 SK SQ SC SJ S10 S9 S8 S7 CK CQ',
    ],
    'CC CJ C10 C9 C8 C7',
  );

  test('Löw: the hand is shown and the same dealer deals again', () => {
    const game = gameOf(illustratedLoew1954);
    const s = scenario(game, noTarockForSeat2);
    expect(s.phase).toBe('deal');
    expect(s.toAct).toBe('chance');
    expect(s.dealer).toBe(DEALER);
    expect(s.redeals).toBe(1);
    expect(s.history).toHaveLength(1);
  });

  const everyHandATarock = dealOf(
    [
      'T1 T2 T3 T4 T5 T6 T7 T8 T9 T10 HK HQ HC HJ H1 DC',
      'T11 T12 T13 T14 T15 T16 T17 T18 T19 T20 H2 H3 H4 DK DQ DJ',
      'T21 Sk D1 D2 D3 D4 SK SQ SC SJ S10 S9 S8 S7 CK CQ',
    ],
    'CC CJ C10 C9 C8 C7',
  );
  const viewers = [0, 1, 2, 'spectator'] as const;

  test('Löw: a player with no tarock shows his hand and the same dealer redeals', () => {
    const game = gameOf(illustratedLoew1954);
    const thrownIn = scenario(game, noTarockForSeat2);
    if (noTarockForSeat2.type !== 'deal') throw new Error('not a deal');
    const shown = [{ seat: 2, cards: noTarockForSeat2.hands[2], reason: 'noTarock' }];
    // Every seat (and a spectator) sees whose hand it was, exactly that hand, and why.
    for (const v of viewers) expect(game.view(thrownIn, v).thrownIn).toEqual(shown);
    expect(thrownIn.dealer).toBe(DEALER);
    expect(thrownIn.toAct).toBe('chance');
    // The same dealer deals again; the hand stays shown through the redealt deal's auction.
    const again = game.apply(thrownIn, everyHandATarock);
    if (!again.ok) throw new Error(again.error);
    const redealt = again.value;
    expect(redealt.dealer).toBe(DEALER);
    expect(redealt.phase).toBe('auction');
    expect(redealt.redeals).toBe(1);
    if (everyHandATarock.type !== 'deal') throw new Error('not a deal');
    for (const v of viewers) {
      const view = game.view(redealt, v);
      expect(view.thrownIn).toEqual(shown);
      expect(view.hand).toEqual(v === 'spectator' ? [] : everyHandATarock.hands[v]);
      // The new deal's hidden cards stay hidden: the view is the same whichever way the cards this
      // viewer cannot see lie among the other hands.
      const [a, b] = [0, 1, 2].filter((seat) => seat !== v);
      const hands = everyHandATarock.hands.map((h, seat) =>
        seat === a
          ? everyHandATarock.hands[b as number]
          : seat === b
            ? everyHandATarock.hands[a as number]
            : h,
      ) as number[][];
      const swapped = game.apply(thrownIn, { type: 'deal', hands, talon: everyHandATarock.talon });
      if (!swapped.ok) throw new Error(swapped.error);
      expect(swapped.value.phase).toBe('auction');
      expect(game.view(swapped.value, v)).toEqual(view);
    }
  });

  test('the hidden-card swap holds across a thrown-in deal: the shown hand is seen, the redeal stays hidden', () => {
    const game = gameOf(illustratedLoew1954);
    const states = [game.newDeal({ dealer: DEALER })];
    for (const a of [noTarockForSeat2, everyHandATarock, actionOf('pass'), actionOf('pass')]) {
      const next = game.apply(states[states.length - 1] as State, a);
      if (!next.ok) throw new Error(next.error);
      states.push(next.value);
    }
    if (noTarockForSeat2.type !== 'deal') throw new Error('not a deal');
    for (const v of viewers) {
      const seen = new Set<number>();
      cardsSeen(game.view(states[1] as State, v), seen);
      expect(noTarockForSeat2.hands[2]?.filter((c) => !seen.has(c))).toEqual([]);
    }
    let compared = 0;
    for (let seed = 0; seed < 40; seed++) {
      const swap = checkViewSwap(game, states, createRng(seed));
      expect(swap.failure).toBeNull();
      compared += swap.compared;
    }
    // The shown cards stay where they were, so the swap keeps the throw-in and compares the views
    // past it for every viewer (before, it undid the throw-in for all but seat 2: 21 of 98 here).
    expect(compared).toBeGreaterThan(80);
  });

  test('a record of a deal thrown in replays to the same state: its redeals count those before its first turn', () => {
    const game = gameOf(illustratedLoew1954);
    const thrownIn = scenario(game, noTarockForSeat2);
    const again = game.apply(thrownIn, everyHandATarock);
    if (!again.ok) throw new Error(again.error);
    expect(again.value.phase).toBe('auction');
    for (const s of [thrownIn, again.value]) {
      const r = recordOf(game, s, {});
      expect(r.redeals).toBe(0);
      const replayed = replay(r);
      if (!replayed.ok) throw new Error(describeReplayError(replayed.error));
      expect(replayed.value.final).toEqual(s);
    }
  });

  test('option loneTrullRedeal (Part D): a hand whose only tarock is a Trull card is thrown in too', () => {
    const loneTrull = dealOf(
      [
        'T2 T3 T4 T5 T6 T7 T8 T9 T10 T11 HK HQ HC HJ H1 CQ',
        'T12 T13 T14 T15 T16 T17 T18 T19 T20 T21 Sk H2 H3 H4 DK DQ',
        'T1 DC DJ D1 D2 D3 D4 SK SQ SC SJ S10 S9 S8 S7 CK',
      ],
      'CC CJ C10 C9 C8 C7',
    );
    expect(scenario(gameOf(illustratedLoew1954), loneTrull).phase).toBe('auction');
    const house = scenario(gameOf(illustratedLoew1954, { loneTrullRedeal: true }), loneTrull);
    expect(house.phase).toBe('deal');
    if (loneTrull.type !== 'deal') throw new Error('not a deal');
    expect(house.thrownIn).toEqual([{ seat: 2, cards: loneTrull.hands[2], reason: 'loneTrull' }]);
  });

  test('Beck and M&S: no redeal unless the option is on', () => {
    expect(scenario(gameOf(illustratedBeck), noTarockForSeat2).phase).toBe('auction');
    expect(scenario(gameOf(illustratedMayrSedlaczek2016), noTarockForSeat2).phase).toBe('auction');
    expect(scenario(gameOf(illustratedBeck, { noTarockRedeal: true }), noTarockForSeat2).phase).toBe('deal');
  });
});
