/**
 * Scenario tests of the deal and the trick play (rules-notes IT-01, IT-07, IT-08, IT-09): the
 * dealing pattern per preset, forehand's lead in every contract, following (suit, else tarock, else
 * any card, no duty to head), the trick ranking with no Kaiserstich, and the red suits' pip order.
 */
import { describe, expect, test } from 'vitest';
import { dealCards } from '../core/deal';
import { illustratedBeck, illustratedLoew1954, illustratedMayrSedlaczek2016 } from '../presets/illustrated';
import { DEALER, dealOf, gameOf, legalText, run, scenario } from './testkit';

const range = (from: number, n: number) => Array.from({ length: n }, (_, i) => from + i);

describe('IT-07: the dealing pattern', () => {
  test.each([illustratedLoew1954, illustratedBeck])(
    '$rules.id: six to the talon first, then four rounds of four from forehand',
    (preset) => {
      const game = gameOf(preset);
      const deal = dealCards(game.rules, game.newDeal({ dealer: DEALER }), range(0, 54));
      expect(deal).toEqual({
        type: 'deal',
        talon: range(0, 6),
        hands: [0, 1, 2].map((p) => [0, 1, 2, 3].flatMap((round) => range(6 + 12 * round + 4 * p, 4))),
      });
    },
  );

  test('M&S: eight to each, the talon as two packets of three, eight more to each', () => {
    const game = gameOf(illustratedMayrSedlaczek2016);
    const deal = dealCards(game.rules, game.newDeal({ dealer: DEALER }), range(0, 54));
    expect(deal).toEqual({
      type: 'deal',
      talon: range(24, 6),
      hands: [0, 1, 2].map((p) => [...range(8 * p, 8), ...range(30 + 8 * p, 8)]),
    });
  });
});

describe('IT-08: forehand leads, in a Solo too', () => {
  test('Löw: middlehand plays a Solo, forehand leads the first trick', () => {
    const game = gameOf(illustratedLoew1954);
    const s = scenario(
      game,
      dealOf(
        [
          'T1 T2 T3 T4 T5 T6 HK HQ HC HJ H1 H2 H3 H4 DK DQ',
          'T7 T8 T9 T10 T11 T12 DC DJ D1 D2 D3 D4 SK SQ SC SJ',
          'T13 T14 T15 T16 T17 T18 S10 S9 S8 S7 CK CQ CC CJ C10 C9',
        ],
        'T19 T20 T21 Sk C8 C7',
      ),
      ['pass', 'bid solo', 'ready', 'ready', 'accept', 'accept'],
    );
    expect(s.contract).toMatchObject({ id: 'solo', declarer: 1 });
    expect(s.phase).toBe('play');
    expect(s.toAct).toBe(0);
    expect(s.leader).toBe(0);
  });
});

describe('IT-01, IT-09: following and winning tricks', () => {
  // Seat 2 holds neither hearts nor tarocks; seat 1 holds the two hearts seat 0 lacks.
  const deal = dealOf(
    [
      'T1 T2 T3 T4 T5 T6 T7 T8 T9 T10 HQ HC HJ H1 H2 H3',
      'T11 T12 T13 T14 T15 T16 T17 T18 T19 T20 T21 Sk HK H4 DK DQ',
      'DC DJ D1 D2 D3 D4 SK SQ SC SJ S10 S9 S8 S7 CK CQ',
    ],
    'CC CJ C10 C9 C8 C7',
  );
  const game = gameOf(illustratedMayrSedlaczek2016);
  const solo = ['bid solo', 'accept', 'accept', 'ready', 'accept', 'accept', 'ready'];

  test('follow suit (no duty to head); void in suit and tarocks: any card; red 3 beats red 4; another suit never wins', () => {
    const s = scenario(game, deal, solo);
    expect(s.toAct).toBe(0);
    const led = run(game, s, ['play H3']);
    expect(legalText(game, led)).toEqual(['play H4', 'play HK']);
    const followed = run(game, led, ['play H4']);
    expect(legalText(game, followed)).toHaveLength(16);
    const done = run(game, followed, ['play SK']);
    expect(done.tricks[0]).toMatchObject({ winner: 0 });
  });

  test('void in the led suit: a tarock must be played, any tarock', () => {
    const s = run(game, scenario(game, deal, solo), ['play H3', 'play H4', 'play SK', 'play H2']);
    expect(legalText(game, s)).toEqual(['play HK']);
    // Seat 1 wins with the King and leads a diamond; seat 2 follows; seat 0 has no diamonds.
    const t = run(game, s, ['play HK', 'play S7', 'play DK', 'play D4']);
    expect(t.toAct).toBe(0);
    expect(legalText(game, t).every((a) => /^play T/.test(a))).toBe(true);
    expect(legalText(game, t)).toHaveLength(10);
  });

  test('the Pagat may be led at any time; Sküs, Mond and Pagat in one trick: the Sküs wins (no Kaiserstich)', () => {
    const trull = dealOf(
      [
        'T1 T2 T3 T4 T5 T6 HK HQ HC HJ H1 H2 H3 H4 DK DQ',
        'T21 T8 T9 T10 T11 T12 DC DJ D1 D2 D3 D4 SK SQ SC SJ',
        'Sk T14 T15 T16 T17 T18 S10 S9 S8 S7 CK CQ CC CJ C10 C9',
      ],
      'T19 T20 T7 T13 C8 C7',
    );
    const g = gameOf(illustratedLoew1954);
    const s = scenario(g, trull, ['bid solo', 'ready', 'ready', 'accept', 'accept']);
    expect(legalText(g, s)).toContain('play T1');
    const t = run(g, s, ['play T1', 'play T21', 'play Sk']);
    expect(t.tricks[0]).toMatchObject({ winner: 2 });
  });
});

/**
 * M-10. Löw: "Tricks are placed face down and players may only view their own tricks" (Beck plays
 * "as before"). M&S: players may "inspect the opponents' last trick until the next trick is played".
 */
describe('M-10: reviewing the last trick', () => {
  test.each([
    ['Löw: own tricks only', illustratedLoew1954, 'none'],
    ['Beck: own tricks only', illustratedBeck, 'none'],
    ['M&S: the last trick may be inspected', illustratedMayrSedlaczek2016, 'all'],
  ] as const)('%s', (_name, preset, review) => {
    expect(gameOf(preset).rules.lastTrickReview).toBe(review);
  });
});
