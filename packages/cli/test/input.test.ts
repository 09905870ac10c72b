import { describe, expect, it } from 'vitest';
import { type Action, type Game, createRng, formatCard, loadGame, parseCard } from '@tarock/engine';
import { chooseFromInput } from '../src/input';

function game(name: string): Game {
  const g = loadGame(name);
  if (!g.ok) throw new Error(g.error);
  return g.value;
}

const cardsOf = (g: Game, ...names: string[]) =>
  names.map((n) => {
    const c = parseCard(g.pack, n);
    if (!c.ok) throw new Error(c.error);
    return c.value;
  });

const plays = (g: Game, ...names: string[]): Action[] =>
  cardsOf(g, ...names).map((card) => ({ type: 'play', card }));

describe('typed cards and actions in another case', () => {
  const haferl = game('haferltarock');
  const beck = game('illustrated-beck');

  it('reads a card in lower case when it names one card only (ga, ♠o, xix, play xxi)', () => {
    const legal = plays(haferl, 'GA', 'GO');
    expect(chooseFromInput(haferl, legal, 'ga')).toEqual(legal[0]);
    expect(chooseFromInput(haferl, legal, '♠o')).toEqual(legal[1]);
    const tarocks = plays(beck, 'T19', 'T21');
    expect(chooseFromInput(beck, tarocks, 'xix')).toEqual(tarocks[0]);
    expect(chooseFromInput(beck, tarocks, 'play xxi')).toEqual(tarocks[1]);
    expect(chooseFromInput(beck, tarocks, 'PLAY T21')).toEqual(tarocks[1]);
  });

  it('asks which card is meant when the case decided it (sk: ♠K or the Sküs)', () => {
    const legal = plays(beck, 'SK', 'Sk');
    expect(chooseFromInput(beck, legal, 'SK')).toEqual(legal[0]);
    expect(chooseFromInput(beck, legal, 'Sk')).toEqual(legal[1]);
    expect(chooseFromInput(beck, legal, 'sk')).toBe(
      '"sk" could be ♠K (SK) or Sküs (Sk): write it as one of these',
    );
  });

  it('reads a call in another case (BID HAND)', () => {
    const legal: Action[] = [{ type: 'pass' }, { type: 'bid', bid: 'hand' }];
    expect(chooseFromInput(haferl, legal, 'BID HAND')).toEqual(legal[1]);
  });
});

describe('why a typed card is not a choice', () => {
  const haferl = game('haferltarock');
  const beck = game('illustrated-beck');

  it('says a card is not in the hand, by its name as the hand shows it', () => {
    const [GA, GO] = cardsOf(haferl, 'GA', 'GO');
    const seen = { hand: [GA as number, GO as number], trick: [], contract: null };
    expect(chooseFromInput(haferl, plays(haferl, 'GA', 'GO'), 'EA', seen)).toBe('♣A is not in your hand');
  });

  it("names the suit to follow in the engine's words, also for a card typed with play", () => {
    const [HA, GO, G7] = cardsOf(haferl, 'HA', 'GO', 'G7');
    const seen = { hand: [HA as number, GO as number], trick: [G7 as number], contract: null };
    const legal = plays(haferl, 'GO');
    const why = '♥A may not be played: follow suit (Leaves), else play a trump';
    expect(chooseFromInput(haferl, legal, 'HA', seen)).toBe(why);
    expect(chooseFromInput(haferl, legal, 'play ♥A', seen)).toBe(why);
  });

  it('says which rule keeps a card out of the discards', () => {
    const [SK, T19, HQ] = cardsOf(beck, 'SK', 'T19', 'HQ');
    const seen = { hand: [SK as number, T19 as number, HQ as number], trick: [], contract: null };
    const legal: Action[] = [{ type: 'discard', card: HQ as number }];
    expect(chooseFromInput(beck, legal, '♠K', seen)).toBe(
      '♠K may not be laid away: Sküs XXI I ♥K ♦K ♠K ♣K never may',
    );
    expect(chooseFromInput(beck, legal, 'XIX', seen)).toBe(
      'XIX may not be laid away: a tarock only when too few other cards can be',
    );
  });
});

describe('a pass where the auction asks for an answer', () => {
  it('points to accept (gut) when a bid stands and pass is no choice', () => {
    const beck = game('illustrated-beck');
    const legal: Action[] = [{ type: 'accept' }, { type: 'bid', bid: 'solo' }];
    expect(chooseFromInput(beck, legal, 'weiter')).toBe(
      '"pass" is not one of your legal choices now: to let the bid stand, accept (gut)',
    );
    expect(chooseFromInput(beck, legal, 'gut')).toEqual({ type: 'accept' });
  });
});

describe('input that names nothing', () => {
  const beck = game('illustrated-beck');
  const legal: Action[] = [{ type: 'accept' }, { type: 'bid', bid: 'solo' }];

  it('lists what may be typed, without the notation verbs a player never types (deal)', () => {
    const why = chooseFromInput(beck, legal, 'xyz abc');
    expect(why).toBe(
      'not understood: "xyz abc". Type a number from 1 to 2, a choice as listed, a card, or help.',
    );
  });

  it('says what a known verb needs after it', () => {
    expect(chooseFromInput(beck, legal, 'discard')).toMatch(/^not understood: "discard" needs/);
  });

  it('answers a verb alone with the choices of that verb, as the list words them', () => {
    const bids: Action[] = [
      { type: 'pass' },
      { type: 'bid', bid: 'dreiblatt' },
      { type: 'bid', bid: 'solo' },
    ];
    const why = chooseFromInput(beck, bids, 'Bid');
    expect(why).toBe('"Bid" alone names no choice; say which: bid Dreiblatt, bid Solo (or type its number)');
    expect(chooseFromInput(beck, bids, 'pass')).toEqual({ type: 'pass' });
  });
});

describe('a choice of another turn, typed as the terminal lists it', () => {
  const haferl = game('haferltarock(kontra=true)');
  const beck = game('illustrated-beck');
  const legal: Action[] = [{ type: 'pass' }, { type: 'bid', bid: 'hand66' }];

  it('is said to be no choice now, not words the notation does not know', () => {
    const now = (label: string) => `"${label}" is not one of your legal choices now`;
    // Before: '"gras" is not a suit of the german36 pack: E (Acorns), …', 'not understood: "re"'.
    expect(chooseFromInput(haferl, legal, 'trump gras')).toBe(now('trump ♠ Gras'));
    expect(chooseFromInput(haferl, legal, 'Trump ♠ Gras')).toBe(now('trump ♠ Gras'));
    expect(chooseFromInput(haferl, legal, 'kontra')).toBe(now('Kontra'));
    expect(chooseFromInput(haferl, legal, 're')).toBe(now('Re'));
    expect(chooseFromInput(haferl, legal, 'contra the game: supp')).toBe(now('contra the game: Supp'));
    expect(chooseFromInput(haferl, legal, 'take the stock')).toBe(now('take the stock'));
    expect(chooseFromInput(beck, [{ type: 'pass' }], 'contra the game')).toBe(now('contra the game'));
  });

  it('reads the Bavarian calls of more than one word by the auction they belong to', () => {
    const now = (label: string) => `"${label}" is not one of your legal choices now`;
    // Before: 'not understood: "bid" needs one word after it (letters, digits, _ @ + . -)'.
    expect(chooseFromInput(haferl, legal, 'bid hand to 71')).toBe(now('bid Hand to 71 (zehn mehr)'));
    expect(chooseFromInput(haferl, legal, 'bid Hand to 116')).toBe(
      now('bid Hand to 116 (fünfundfünfzig mehr)'),
    );
    const huber = game('bavarian-huber-1923');
    expect(chooseFromInput(huber, legal, 'bid ich spiele besser')).toBe(now('bid ich spiele besser'));
    const scharf = game('scharfes-tarock');
    expect(chooseFromInput(scharf, legal, 'bid spiele herz')).toBe(now('bid spiele Herz'));
    // Beyond the highest target, or another auction's call, is no call of this game.
    expect(chooseFromInput(haferl, legal, 'bid hand to 121')).toMatch(/^not understood: /);
    expect(chooseFromInput(haferl, legal, 'bid ich spiele besser')).toMatch(/^not understood: /);
  });

  it('leaves the tarock pack without trumps or a stock to name, and other words not understood', () => {
    expect(chooseFromInput(beck, [{ type: 'pass' }], 'trump herz')).toMatch(/^not understood: /);
    expect(chooseFromInput(beck, [{ type: 'pass' }], 'take the stock')).toMatch(/^not understood: /);
    expect(chooseFromInput(haferl, legal, 'xyz')).toMatch(/^not understood: "xyz"/);
  });
});

describe('an action of the notation typed in another case at a turn where it is no choice', () => {
  const beck = game('illustrated-beck');
  const announceTurn: Action[] = [{ type: 'announce', bonus: 'pagat' }, { type: 'ready' }];
  const now = (label: string) => `"${label}" is not one of your legal choices now`;

  it('is refused as no choice now, as in lower case (was "not understood" for BID SOLO)', () => {
    expect(chooseFromInput(beck, announceTurn, 'bid solo')).toBe(now('bid Solo'));
    expect(chooseFromInput(beck, announceTurn, 'BID SOLO')).toBe(now('bid Solo'));
    expect(chooseFromInput(beck, announceTurn, 'Talon 1')).toBe(now('talon 1'));
  });

  it('is taken when it is a choice (ANNOUNCE PAGAT), as a label in another case is', () => {
    expect(chooseFromInput(beck, announceTurn, 'ANNOUNCE PAGAT')).toEqual(announceTurn[0]);
    expect(chooseFromInput(beck, announceTurn, 'Ready')).toEqual(announceTurn[1]);
  });

  it('names the announcer of a bonus it refuses by the seat names of the table', () => {
    const names = ['you', 'pimc 1', 'pimc 2'];
    expect(chooseFromInput(beck, announceTurn, 'contra pagat@1', undefined, names)).toBe(
      now('contra Pagat ultimo (announced by S1 pimc 1)'),
    );
  });
});

describe('a card typed with the other verb (play while laying away, discard in the play)', () => {
  const beck = game('illustrated-beck');
  const [hb, dk, t20, c7] = cardsOf(beck, 'HJ', 'DK', 'T20', 'C7');
  if (hb === undefined || dk === undefined || t20 === undefined || c7 === undefined) throw new Error('cards');
  const discards: Action[] = [{ type: 'discard', card: hb }];
  const laying = { hand: [hb, dk, t20], trick: [], contract: null };

  it('says the verb is wrong, not the card (it said "♥B may not be laid away now" of ♥B listed)', () => {
    expect(chooseFromInput(beck, discards, 'play ♥B', laying)).toBe(
      '"play ♥B": no card is played now; discard ♥B is one of your choices',
    );
    expect(chooseFromInput(beck, discards, 'play XX', laying)).toBe(
      '"play XX": no card is played now; XX may not be laid away: a tarock only when too few other cards can be',
    );
    // The card alone, or with its own verb, is read as before.
    expect(chooseFromInput(beck, discards, '♥B', laying)).toEqual(discards[0]);
    expect(chooseFromInput(beck, discards, 'discard HB', laying)).toEqual(discards[0]);
  });

  it('in the play: "discard" is no verb of the trick', () => {
    const plays: Action[] = [{ type: 'play', card: c7 }];
    const playing = { hand: [c7, t20], trick: [], contract: null };
    expect(chooseFromInput(beck, plays, 'discard ♣7', playing)).toBe(
      '"discard ♣7": no card is laid away now; play ♣7 is one of your choices',
    );
  });
});

describe('a contra on a bonus of a seat the table does not have', () => {
  it('says there is no such seat, not "announced by S9"', () => {
    const ms = game('illustrated-mayr-sedlaczek-2016');
    const legal: Action[] = [{ type: 'contra', target: 'game' }, { type: 'ready' }];
    expect(chooseFromInput(ms, legal, 'contra pagat@9')).toBe(
      '"contra pagat@9": there is no seat 9 at this table (the seats are S0 to S2)',
    );
    expect(chooseFromInput(ms, legal, 'contra pagat@2')).toBe(
      '"contra Pagat ultimo (announced by S2)" is not one of your legal choices now',
    );
  });
});

describe('a talon part withheld by the declarer’s own announcement', () => {
  it('says why, as the engine does, from what the seat sees (IT-17)', () => {
    const ms = game('illustrated-mayr-sedlaczek-2016');
    const mine = cardsOf(ms, ...'T1 T2 T3 T4 T5 T6 HQ HC HJ H1 H2 H3 H4 DQ DC DJ'.split(' '));
    const talon = cardsOf(ms, ...'HK T19 T20 T21 Sk C7'.split(' '));
    const rest = ms.pack.cards.filter((c) => !mine.includes(c) && !talon.includes(c));
    const hands = [mine, rest.filter((_, i) => i % 2 === 0), rest.filter((_, i) => i % 2 === 1)];
    let s = ms.newDeal({ dealer: 2 });
    const turns: Action[] = [
      { type: 'deal', hands, talon },
      { type: 'bid', bid: 'dreiblatt' },
      { type: 'accept' },
      { type: 'accept' },
      { type: 'announce', bonus: 'withoutKings' },
      { type: 'ready' },
      { type: 'accept' },
      { type: 'accept' },
    ];
    for (const a of turns) {
      const next = ms.apply(s, a);
      if (!next.ok) throw new Error(next.error);
      s = next.value;
    }
    const view = ms.view(s, 0);
    expect(chooseFromInput(ms, view.legal, 'talon 1', view)).toEqual({ type: 'talon', group: 1 });
    expect(chooseFromInput(ms, view.legal, 'talon 0', view)).toBe(
      '"talon 0" is not one of your legal choices now: talon 0 holds HK, which your Without Kings ' +
        'keeps you from taking while talon 1 may be taken',
    );
  });
});

describe("a refused card in the engine's words: the terminal says what replay and the server say", () => {
  it.each(['haferltarock', 'illustrated-beck'])('%s: every refused card of random deals', (name) => {
    const g = game(name);
    const rng = createRng(`refusals ${name}`);
    let compared = 0;
    for (let deal = 0; deal < 10; deal++) {
      let s = g.newDeal();
      while (s.phase !== 'finished') {
        const legal = g.legalActions(s);
        const seat = s.toAct;
        if (s.phase === 'play' && typeof seat === 'number')
          for (const c of s.hands[seat] ?? []) {
            const engine = g.apply(s, { type: 'play', card: c });
            if (engine.ok) continue;
            const seen = g.view(s, seat);
            const ascii = formatCard(g.pack, c);
            const pretty = formatCard(g.pack, c, 'pretty');
            expect(chooseFromInput(g, seen.legal, ascii, seen)).toBe(engine.error.replace(ascii, pretty));
            compared++;
          }
        const next = g.apply(
          s,
          seat === 'chance' ? g.sampleDeal(s, rng) : (legal[rng.int(legal.length)] as Action),
        );
        if (!next.ok) throw new Error(next.error);
        s = next.value;
      }
    }
    expect(compared).toBeGreaterThan(20);
  });
});

describe('what is said of a line that names no choice', () => {
  const haferl = game('haferltarock');
  const auction: Action[] = [{ type: 'pass' }];

  it('a card while no card is wanted: no card is played now (not "not in your hand")', () => {
    const seen = { hand: cardsOf(haferl, 'GA'), trick: [], contract: null };
    for (const typed of ['play EA', 'EA', 'play GA'])
      expect(chooseFromInput(haferl, auction, typed, seen)).toBe(
        `"${typed}": no card is played or laid away now; choose one of the listed choices`,
      );
  });

  it('quotes at most the start of a long line, and says "Type 1" when one choice stands', () => {
    const said = chooseFromInput(haferl, auction, 'x'.repeat(200_000));
    expect(said).toBe(`not understood: "${'x'.repeat(40)}…". Type 1, a choice as listed, a card, or help.`);
  });
});
