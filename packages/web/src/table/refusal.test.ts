import {
  type Action,
  type Card,
  type Game,
  type View,
  GERMAN36,
  PAGAT,
  PRESETS,
  TAROCK54,
  cardOf,
  createRng,
  formatCard,
  tarock,
} from '@tarock/engine';
import { playRandomDeal } from '@tarock/engine/testing';
import { describe, expect, test } from 'vitest';
import type { Lang } from '../app/settings';
import { cardName } from '../cards/names';
import { STRINGS } from '../i18n/strings';
import { gameFor, tableContext } from './context';
import { discardRefusal, refusalText, whyNotLaidAway, whyNotPlayed } from './refusal';

const load = (name: string): Game => {
  const g = gameFor(name);
  if (!g) throw new Error(`no game ${name}`);
  return g;
};
const haferl = load('haferltarock');
const illustrated = load('illustrated-mayr-sedlaczek-2016');
const ctxOf = (game: Game, lang: Lang) => tableContext(game, lang, ['Anna', 'Bert', 'Cilli'], 0);
const plays = (cards: readonly Card[]): Action[] => cards.map((card) => ({ type: 'play', card }));

/** Seat 0's View in the play phase with this hand, trick and legal cards (the rest as dealt). */
function playView(game: Game, hand: readonly Card[], trick: readonly Card[], legal: readonly Card[]): View {
  const base = game.view(game.newDeal({ dealer: 2 }), 0);
  return { ...base, phase: 'play', hand, trick, legal: plays(legal) };
}

const leaves = 1;
const hearts = 2;
const leavesTen = cardOf(GERMAN36, leaves, 7);
const heartsAce = cardOf(GERMAN36, hearts, 8);
const heartsSix = cardOf(GERMAN36, hearts, 0);
/** Hearts led; the hand holds Hearts and the Ten of Leaves: Hearts must be followed. */
const followView = playView(haferl, [leavesTen, heartsAce], [heartsSix], [heartsAce]);

describe('a refused card is explained in the player’s language from the View', () => {
  test('follow suit, in English and German, with the pack’s card and suit names', () => {
    expect(whyNotPlayed(followView, ctxOf(haferl, 'en'), leavesTen)).toBe(
      'Ten of Leaves may not be played: follow suit (Hearts), else play a trump',
    );
    expect(whyNotPlayed(followView, ctxOf(haferl, 'de'), leavesTen)).toBe(
      'Gras-Zehner darf nicht gespielt werden: Farbe bedienen (Herz), sonst Trumpf',
    );
  });

  test('the card’s name opens the sentence, capitalised', () => {
    const spadesSeven = cardOf(TAROCK54, 2, 0);
    const view = playView(illustrated, [tarock(16), spadesSeven], [cardOf(TAROCK54, 2, 3)], [spadesSeven]);
    expect(whyNotPlayed(view, ctxOf(illustrated, 'en'), tarock(16))).toBe(
      'Tarock XVI may not be played: follow suit (Spades), else play a trump',
    );
  });

  test('the text shown replaces the engine’s English reason with its card codes', () => {
    const engine = `${formatCard(GERMAN36, leavesTen)} may not be played: follow suit (Hearts), else play a trump`;
    const refused = { reason: engine, action: { type: 'play', card: leavesTen } as const };
    const de = refusalText(followView, ctxOf(haferl, 'de'), refused);
    expect(de).toBe('Gras-Zehner darf nicht gespielt werden: Farbe bedienen (Herz), sonst Trumpf');
    expect(de).not.toContain(formatCard(GERMAN36, leavesTen));
  });

  test('trumps led: follow trump (the tarocks; the contract’s trump suit), not "else play a trump"', () => {
    const heartJack = cardOf(TAROCK54, 0, 4);
    const view = playView(illustrated, [heartJack, tarock(16)], [tarock(5)], [tarock(16)]);
    expect(whyNotPlayed(view, ctxOf(illustrated, 'de'), heartJack)).toBe(
      `${cardName(TAROCK54, heartJack, 'de')} darf nicht gespielt werden: Trumpf bedienen (Tarock)`,
    );
    expect(whyNotPlayed(view, ctxOf(illustrated, 'en'), heartJack)).toBe(
      `${cardName(TAROCK54, heartJack, 'en').replace(/^./, (c) => c.toUpperCase())} may not be played: follow trump (Tarock)`,
    );
    // Haferltarock with Hearts trump, Hearts led: follow trump (Herz).
    const hand = {
      id: 'hand',
      declarer: 0,
      gameValue: 1,
      takeLevel: 0,
      target: 61,
      talonGroup: null,
      raised: 0,
    };
    const trumpView: View = { ...followView, contract: { ...hand, trump: hearts } };
    expect(whyNotPlayed(trumpView, ctxOf(haferl, 'de'), leavesTen)).toBe(
      'Gras-Zehner darf nicht gespielt werden: Trumpf bedienen (Herz)',
    );
    // A Bettel has no trump (BT-NP-3): follow suit, and nothing about trumps.
    const bettel: View = { ...followView, contract: { ...hand, id: 'bettel', trump: -1 } };
    expect(whyNotPlayed(bettel, ctxOf(haferl, 'de'), leavesTen)).toBe(
      'Gras-Zehner darf nicht gespielt werden: Farbe bedienen (Herz)',
    );
    expect(whyNotPlayed(bettel, ctxOf(haferl, 'en'), leavesTen)).toBe(
      'Ten of Leaves may not be played: follow suit (Hearts)',
    );
    // Another suit trump: follow the suit led, else play a trump, as before.
    const otherTrump: View = { ...followView, contract: { ...hand, trump: leaves } };
    expect(whyNotPlayed(otherTrump, ctxOf(haferl, 'de'), leavesTen)).toBe(
      'Gras-Zehner darf nicht gespielt werden: Farbe bedienen (Herz), sonst Trumpf',
    );
  });

  test('Trischaken: the Pagat led while other tarocks remain is refused for the Pagat rule', () => {
    const heartKing = cardOf(TAROCK54, 0, 7);
    const view = playView(illustrated, [PAGAT, tarock(5), heartKing], [], [tarock(5), heartKing]);
    expect(whyNotPlayed(view, ctxOf(illustrated, 'en'), PAGAT)).toBe(
      'Pagat (I) may not be played: the Pagat must be your last tarock',
    );
    expect(whyNotPlayed(view, ctxOf(illustrated, 'de'), PAGAT)).toBe(
      'Pagat (I) darf nicht gespielt werden: der Pagat muss dein letzter Tarock sein',
    );
    // Void in the suit led: the Pagat rule, not following suit, is why.
    const voidView = playView(illustrated, [PAGAT, tarock(5)], [cardOf(TAROCK54, 1, 7)], [tarock(5)]);
    expect(whyNotPlayed(voidView, ctxOf(illustrated, 'de'), PAGAT)).toBe(
      STRINGS.de.pagatLast(cardName(TAROCK54, PAGAT, 'de')),
    );
  });

  test('what the View cannot tell (not the seat’s turn) gets the generic words; a refusal naming no action keeps its reason', () => {
    const waiting = { ...followView, legal: [] };
    const play = {
      reason: 'it is not your turn (seat 1 is to act)',
      action: { type: 'play', card: leavesTen } as const,
    };
    expect(refusalText(waiting, ctxOf(haferl, 'de'), play)).toBe(STRINGS.de.illegalCard);
    expect(refusalText(waiting, ctxOf(haferl, 'en'), play)).toBe(STRINGS.en.illegalCard);
    // A lead the View gives no reason for (no Pagat rule at work).
    expect(
      whyNotPlayed(playView(haferl, [leavesTen, heartsAce], [], [heartsAce]), ctxOf(haferl, 'en'), leavesTen),
    ).toBe(null);
    expect(refusalText(waiting, ctxOf(haferl, 'de'), { reason: 'a deal is running', action: null })).toBe(
      'a deal is running',
    );
    // A request other than a move (Ready from a second tab while a deal runs) is worded by its
    // code in the page's language; it showed the server's English on the German screen.
    const ready = { reason: 'a deal is running', action: null, code: 'phase' } as const;
    expect(refusalText(waiting, ctxOf(haferl, 'de'), ready)).toBe(
      'An dieser Stelle des Spiels nicht möglich',
    );
    expect(refusalText(waiting, ctxOf(haferl, 'en'), ready)).toBe(STRINGS.en.requestRefused.phase);
  });

  test('every card the engine refuses in random deals is explained as the engine does, by its name', () => {
    for (const game of [haferl, illustrated]) {
      const ctx = ctxOf(game, 'en');
      let checked = 0;
      for (let seed = 1; seed <= 8; seed++) {
        for (const s of playRandomDeal(game, createRng(seed))) {
          if (s.phase !== 'play' || typeof s.toAct !== 'number') continue;
          const view = game.view(s, s.toAct);
          for (const card of view.hand) {
            const r = game.apply(s, { type: 'play', card });
            if (r.ok) continue;
            const ours = whyNotPlayed(view, ctx, card);
            if (s.contract?.id === 'trischaken' && ours?.includes('Pagat')) continue;
            const name = cardName(game.pack, card, 'en');
            const named = name.charAt(0).toUpperCase() + name.slice(1);
            expect(ours).toBe(r.error.replace(formatCard(game.pack, card), named));
            checked++;
          }
        }
      }
      expect(checked, game.name).toBeGreaterThan(20);
    }
  });
});

/** Seat 0's View in the discard phase with this hand and these cards legal to lay away. */
function discardView(game: Game, hand: readonly Card[], legal: readonly Card[]): View {
  const base = game.view(game.newDeal({ dealer: 2 }), 0);
  return { ...base, phase: 'discard', hand, legal: legal.map((card) => ({ type: 'discard', card })) };
}

describe('a refused discard is explained in the player’s language from the View', () => {
  const heartKing = cardOf(TAROCK54, 0, 7);
  const heartSeven = cardOf(TAROCK54, 0, 0);
  const spadeTen = cardOf(TAROCK54, 2, 0);
  const hand = [heartKing, heartSeven, spadeTen, PAGAT, tarock(5), tarock(16)];
  /** Enough plain cards to lay away: no tarock may go, the King and the Pagat never. */
  const view = discardView(illustrated, hand, [heartSeven, spadeTen]);

  test('a King and a Trull card may never be laid away; a tarock only when too few other cards can be', () => {
    const de = ctxOf(illustrated, 'de');
    const en = ctxOf(illustrated, 'en');
    const refuse = (card: Card) => ({
      reason: 'the engine’s English',
      action: { type: 'discard', card } as const,
    });
    expect(refusalText(view, de, refuse(heartKing))).toBe(
      `${cardName(TAROCK54, heartKing, 'de')} darf nie abgelegt werden`,
    );
    expect(refusalText(view, en, refuse(heartKing))).toBe(
      `${cardName(TAROCK54, heartKing, 'en')} may never be laid away`,
    );
    expect(refusalText(view, de, refuse(PAGAT))).toBe('Pagat (I) darf nie abgelegt werden');
    expect(refusalText(view, en, refuse(tarock(5)))).toBe(
      'Tarock V may not be laid away: a tarock only when too few other cards can be',
    );
    expect(refusalText(view, de, refuse(tarock(5)))).toBe(
      `${cardName(TAROCK54, tarock(5), 'de')} darf nicht abgelegt werden: einen Tarock nur, wenn zu wenige andere Karten abgelegt werden können`,
    );
    // Once tarocks must go, a refused one is a Trull card: never.
    const forced = discardView(illustrated, [heartKing, PAGAT, tarock(5)], [tarock(5)]);
    expect(whyNotLaidAway(forced, en, PAGAT)).toBe('Pagat (I) may never be laid away');
    // A legal card, or none to lay away: nothing to explain; the generic words are shown.
    expect(whyNotLaidAway(view, en, heartSeven)).toBe(null);
    expect(refusalText({ ...view, legal: [] }, de, refuse(heartKing))).toBe(
      STRINGS.de.illegalDiscard.illustrated,
    );
  });

  test('every discard the engine refuses in random deals is explained for the engine’s reason', () => {
    let checked = 0;
    for (const name of PRESETS.filter((p) => p.rules.family === 'illustrated').map((p) => p.rules.id)) {
      const game = load(name);
      const ctx = ctxOf(game, 'en');
      for (let seed = 1; seed <= 12; seed++) {
        for (const s of playRandomDeal(game, createRng(seed))) {
          if (s.phase !== 'discard' || typeof s.toAct !== 'number') continue;
          const view = game.view(s, s.toAct);
          for (const card of view.hand) {
            const r = game.apply(s, { type: 'discard', card });
            if (r.ok) continue;
            const why = discardRefusal(game, view, card);
            expect(why, `${name}: ${r.error}`).toEqual(
              r.error.includes('never') ? { rule: 'never' } : { rule: 'tarockIfForced' },
            );
            const named = cardName(game.pack, card, 'en');
            expect(
              whyNotLaidAway(view, ctx, card)?.startsWith(named.charAt(0).toUpperCase() + named.slice(1)),
            ).toBe(true);
            checked++;
          }
        }
      }
    }
    expect(checked).toBeGreaterThan(50);
  });
});

describe('a refused call is explained in the player’s language from the View', () => {
  /** Seat 0 to speak in Haferltarock's auction with these calls legal. */
  const auctionView = (legal: readonly Action[]): View => {
    const s = playRandomDeal(haferl, createRng(3)).find((x) => x.phase === 'auction' && x.toAct === 0);
    if (!s) throw new Error('seat 0 never speaks in the auction of this deal');
    return { ...haferl.view(s, 0), legal };
  };

  test('a call not open now names itself and the calls that are, in the game’s words', () => {
    const view = auctionView([{ type: 'pass' }, { type: 'bid', bid: 'spiele' }]);
    const refused = {
      reason: 'not possible now; you may say: pass, spiele',
      action: { type: 'raise' } as const,
    };
    const ctx = ctxOf(haferl, 'de');
    const words = (a: Action) => ctx.label(a, view);
    expect(refusalText(view, ctx, refused)).toBe(
      `„${words({ type: 'raise' })}“ ist jetzt nicht möglich; du kannst wählen: ${words({ type: 'pass' })}, ${words({ type: 'bid', bid: 'spiele' })}`,
    );
    expect(refusalText(view, ctx, refused)).not.toContain('you may say');
    expect(refusalText(view, ctxOf(haferl, 'en'), refused)).toMatch(
      /^“.+” is not possible now; you may choose: /,
    );
  });

  test('a call that is open in the View shown was chosen in an older one: the table moved on', () => {
    const view = auctionView([{ type: 'pass' }]);
    const stale = { reason: 'the table has moved on since that choice', action: { type: 'pass' } as const };
    expect(refusalText(view, ctxOf(haferl, 'de'), stale)).toBe(STRINGS.de.movedOn);
    // Not the seat's turn: the call alone, not possible now.
    expect(refusalText({ ...view, legal: [] }, ctxOf(haferl, 'en'), stale)).toMatch(
      /^“.+” is not possible now$/,
    );
  });
});

test('a refused call names the talon parts open with their cards inside the sentence (it read "Three of Hearts")', () => {
  const base = illustrated.view(illustrated.newDeal({ dealer: 2 }), 0);
  const talon = [tarock(21), tarock(5), 0, 1, 2, 3];
  const view: View = {
    ...base,
    phase: 'talon',
    talon,
    legal: [
      { type: 'talon', group: 0 },
      { type: 'talon', group: 1 },
    ],
  };
  const refused = { reason: 'not possible now', action: { type: 'pass' } as const };
  expect(refusalText(view, ctxOf(illustrated, 'en'), refused)).toBe(
    '“pass” is not possible now; you may choose: take part 1: Mond (XXI), tarock V, four of Hearts, take part 2: three of Hearts, two of Hearts, ace of Hearts',
  );
  expect(refusalText(view, ctxOf(illustrated, 'de'), refused)).toBe(
    '„weiter“ ist jetzt nicht möglich; du kannst wählen: Teil 1 nehmen: Mond (XXI), Tarock V, Herz-Vier, Teil 2 nehmen: Herz-Drei, Herz-Zwei, Herz-Eins',
  );
});
