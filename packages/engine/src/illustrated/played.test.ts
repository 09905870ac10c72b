/**
 * Facts read off real played deals (rules-notes IT-13, IT-15 to IT-18): valat, Pagat and Uhu in
 * their tricks, honours at the start of play, Without Trull through the talon, the no-tarock redeal.
 */
import { describe, expect, test } from 'vitest';
import { illustratedBeck, illustratedLoew1954, illustratedMayrSedlaczek2016 } from '../presets/illustrated';
import { recordOf } from '../records/record';
import { describeReplayError, replay } from '../records/replay';
import { factsFromState } from './facts';
import { DEALER, dealFor, dealOf, gameOf, playOut, scenario } from './testkit';

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

  test('a record of a deal thrown in replays to the same state: its redeals count those before its first turn', () => {
    const game = gameOf(illustratedLoew1954);
    const thrownIn = scenario(game, noTarockForSeat2);
    const everyHandATarock = dealOf(
      [
        'T1 T2 T3 T4 T5 T6 T7 T8 T9 T10 HK HQ HC HJ H1 DC',
        'T11 T12 T13 T14 T15 T16 T17 T18 T19 T20 H2 H3 H4 DK DQ DJ',
        'T21 Sk D1 D2 D3 D4 SK SQ SC SJ S10 S9 S8 S7 CK CQ',
      ],
      'CC CJ C10 C9 C8 C7',
    );
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
    expect(scenario(gameOf(illustratedLoew1954, { loneTrullRedeal: true }), loneTrull).phase).toBe('deal');
  });

  test('Beck and M&S: no redeal unless the option is on', () => {
    expect(scenario(gameOf(illustratedBeck), noTarockForSeat2).phase).toBe('auction');
    expect(scenario(gameOf(illustratedMayrSedlaczek2016), noTarockForSeat2).phase).toBe('auction');
    expect(scenario(gameOf(illustratedBeck, { noTarockRedeal: true }), noTarockForSeat2).phase).toBe('deal');
  });
});
