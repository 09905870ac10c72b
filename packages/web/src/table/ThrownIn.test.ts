import { type Action, type Game, type State, parseCards } from '@tarock/engine';
import { describe, expect, test } from 'vitest';
import { STRINGS } from '../i18n/strings';
import { gameFor, tableContext } from './context';
import { thrownInLines } from './ThrownIn';

const cardsOf = (game: Game, text: string): number[] => {
  const r = parseCards(game.pack, text);
  if (!r.ok) throw new Error(r.error);
  return r.value;
};
const dealOf = (game: Game, hands: readonly string[], talon: string): Action => ({
  type: 'deal',
  hands: hands.map((h) => cardsOf(game, h)),
  talon: cardsOf(game, talon),
});
const apply = (game: Game, s: State, a: Action): State => {
  const next = game.apply(s, a);
  if (!next.ok) throw new Error(next.error);
  return next.value;
};

const game = gameFor('illustrated-loew-1954');
if (!game) throw new Error('no game');
// Dealer seat 2; seat 1 is dealt no tarock, and the redeal gives everyone some.
const noTarockForSeat1 = dealOf(
  game,
  [
    'T1 T2 T3 T4 T5 T6 T7 T8 T9 T10 T11 HK HQ HC HJ H1',
    'DC DJ D1 D2 D3 D4 SK SQ SC SJ S10 S9 S8 S7 CK CQ',
    'T12 T13 T14 T15 T16 T17 T18 T19 T20 T21 Sk H2 H3 H4 DK DQ',
  ],
  'CC CJ C10 C9 C8 C7',
);
const everyHandATarock = dealOf(
  game,
  [
    'T1 T2 T3 T4 T5 T6 T7 T8 T9 T10 HK HQ HC HJ H1 DC',
    'T21 Sk D1 D2 D3 D4 SK SQ SC SJ S10 S9 S8 S7 CK CQ',
    'T11 T12 T13 T14 T15 T16 T17 T18 T19 T20 H2 H3 H4 DK DQ DJ',
  ],
  'CC CJ C10 C9 C8 C7',
);
const thrownIn = apply(game, game.newDeal({ dealer: 2 }), noTarockForSeat1);
const redealt = apply(game, thrownIn, everyHandATarock);
const names = ['Anna', 'Bert', 'Cilli'];

describe('a deal thrown in for a hand without tarock (Löw, IT-13)', () => {
  test('every seat reads whose hand, why, its cards sorted, and that the same dealer deals again, through the auction', () => {
    expect(redealt.phase).toBe('auction');
    const ctx = tableContext(game, 'en', names, 0);
    const lines = thrownInLines(game.view(redealt, 0), ctx, STRINGS.en);
    expect(lines).toEqual([
      // The cards named inside the sentence as the pack writes them (it read "Ace of Diamonds, Two of …").
      'Bert has no tarock and shows their hand: Cavalier of Diamonds, Jack of Diamonds, ace of Diamonds, two of Diamonds, three of Diamonds, four of Diamonds, King of Spades, Queen of Spades, Cavalier of Spades, Jack of Spades, ten of Spades, nine of Spades, eight of Spades, seven of Spades, King of Clubs, Queen of Clubs',
      'The deal is thrown in; the same dealer, Cilli, deals again.',
    ]);
    // The same lines right after the throw-in, before the cards are dealt again.
    expect(thrownInLines(game.view(thrownIn, 0), ctx, STRINGS.en)).toEqual(lines);
  });

  test('in German, and in the first person for the human whose hand it was or who deals', () => {
    const bert = tableContext(game, 'de', ['Anna', 'Du', 'Cilli'], 1);
    const [hand, again] = thrownInLines(game.view(redealt, 1), bert, STRINGS.de);
    expect(hand).toMatch(/^Du hast keinen Tarock und zeigst dein Blatt: Karo-/);
    expect(again).toBe('Das Spiel wird eingeworfen; derselbe Geber, Cilli, gibt noch einmal.');
    const cilli = tableContext(game, 'de', ['Anna', 'Bert', 'Du'], 2);
    expect(thrownInLines(game.view(redealt, 2), cilli, STRINGS.de)).toEqual([
      expect.stringMatching(/^Bert hat keinen Tarock und zeigt das Blatt: Karo-/),
      'Das Spiel wird eingeworfen; du gibst noch einmal.',
    ]);
    const en = tableContext(game, 'en', ['Anna', 'You', 'Cilli'], 1);
    expect(thrownInLines(game.view(redealt, 1), en, STRINGS.en)[0]).toMatch(
      /^You have no tarock and show your hand: Cavalier of Diamonds, /,
    );
  });

  test('in the replay, nobody’s seat, every seat is named', () => {
    const ctx = tableContext(game, 'en', names, 2);
    expect(thrownInLines(game.view(redealt, 2), ctx, STRINGS.en, null)).toEqual([
      expect.stringMatching(/^Bert has no tarock and shows their hand: /),
      'The deal is thrown in; the same dealer, Cilli, deals again.',
    ]);
  });

  test('gone once the auction is over, and never shown for a deal that stands', () => {
    const ctx = tableContext(game, 'en', names, 0);
    let s = redealt;
    while (s.phase === 'auction') s = apply(game, s, { type: 'pass' });
    expect(thrownInLines(game.view(s, 0), ctx, STRINGS.en)).toEqual([]);
    const stands = apply(game, game.newDeal({ dealer: 2 }), everyHandATarock);
    expect(thrownInLines(game.view(stands, 0), ctx, STRINGS.en)).toEqual([]);
  });
});

test('the house rule: a lone Trull card is named as the only tarock, in either language', () => {
  const house = gameFor('illustrated-loew-1954(loneTrullRedeal=true)');
  if (!house) throw new Error('no game');
  const loneTrull = dealOf(
    house,
    [
      'T2 T3 T4 T5 T6 T7 T8 T9 T10 T11 HK HQ HC HJ H1 CQ',
      'T12 T13 T14 T15 T16 T17 T18 T19 T20 T21 Sk H2 H3 H4 DK DQ',
      'T1 DC DJ D1 D2 D3 D4 SK SQ SC SJ S10 S9 S8 S7 CK',
    ],
    'CC CJ C10 C9 C8 C7',
  );
  const s = apply(house, house.newDeal({ dealer: 1 }), loneTrull);
  const view = house.view(s, 0);
  expect(thrownInLines(view, tableContext(house, 'en', names, 0), STRINGS.en)[0]).toMatch(
    /^Cilli has only one tarock, the Trull card Pagat \(I\), and shows their hand: Pagat \(I\), Cavalier of Diamonds, Jack of Diamonds, ace of Diamonds, two of Diamonds, /,
  );
  expect(thrownInLines(view, tableContext(house, 'de', names, 0), STRINGS.de)).toEqual([
    expect.stringMatching(
      /^Cilli hat als einzigen Tarock die Trullkarte Pagat \(I\) und zeigt das Blatt: Pagat \(I\), Karo-/,
    ),
    'Das Spiel wird eingeworfen; derselbe Geber, Bert, gibt noch einmal.',
  ]);
});
