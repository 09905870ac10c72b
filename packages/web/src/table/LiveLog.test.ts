import {
  type Action,
  type Card,
  type Game,
  GERMAN24,
  GERMAN36,
  PRESETS,
  type PublicAction,
  type Seat,
  type State,
  TAROCK54,
  createRng,
  loadGame,
  tarock,
} from '@tarock/engine';
import { playRandomDeal, stateAfter } from '@tarock/engine/testing';
import { describe, expect, test } from 'vitest';
import type { Lang } from '../app/settings';
import { cardInText, cardName, cardObject } from '../cards/names';
import { STRINGS } from '../i18n/strings';
import { type CallContext, actionLabel, actionReport, discardsReport } from '../i18n/vocab';
import { callContext as ctx } from '../i18n/testing';
import { discardRun, tableContext } from './context';
import { type LogEntry, logEntries, logLines, turnText, withoutEarlierTricks } from './LiveLog';

const rulesOf = (id: string) => {
  const p = PRESETS.find((x) => x.rules.id === id);
  if (!p) throw new Error(id);
  return p.rules;
};

/** Each action's log line in German and in English. */
function both(a: PublicAction, c: Partial<CallContext>): [string | null, string | null] {
  return [
    actionReport('Anna', a, ctx({ ...c, lang: 'de' })),
    actionReport('Anna', a, ctx({ ...c, lang: 'en' })),
  ];
}

describe('the log says what happened, not the call as a command', () => {
  test('Illustrated (Löw, Beck): the auction, talon, discards, announcements, contras and cards', () => {
    const c = { auctionKind: 'illustratedTakeHold', rules: rulesOf('illustrated-beck') };
    expect(both({ type: 'pass' }, c)).toEqual(['Anna sagt „weiter“', 'Anna passes']);
    expect(both({ type: 'accept' }, c)).toEqual(['Anna sagt „gut“', 'Anna accepts']);
    // Beck takes a Dreiblatt over with "Unterer", Löw with "Ablösung".
    expect(both({ type: 'take' }, c)).toEqual(['Anna sagt „Unterer“', 'Anna takes over (“Unterer”)']);
    expect(both({ type: 'take' }, { ...c, rules: rulesOf('illustrated-loew-1954') })).toEqual([
      'Anna löst ab',
      'Anna takes over',
    ]);
    // Löw's take of a held bid is the retake, "zweite Ablösung" (seed 002, L-02).
    expect(both({ type: 'take' }, { ...c, rules: rulesOf('illustrated-loew-1954'), retake: true })).toEqual([
      'Anna sagt „zweite Ablösung“',
      'Anna retakes',
    ]);
    expect(both({ type: 'hold' }, c)).toEqual(['Anna sagt „mein Spiel“', 'Anna holds']);
    // A contract bid as the bar names the contract (it read "Anna bids three").
    expect(both({ type: 'bid', bid: 'dreiblatt' }, c)).toEqual([
      'Anna bietet Dreiblatt',
      'Anna bids Dreiblatt (three)',
    ]);
    expect(both({ type: 'bid', bid: 'solo' }, c)).toEqual(['Anna bietet Solo', 'Anna bids Solo']);
    expect(both({ type: 'bid', bid: 'einblatt' }, { ...c, rules: rulesOf('illustrated-loew-1954') })).toEqual(
      // Löw's own German name (seed 001; it read "bietet Einblatt").
      ['Anna bietet 1 Blatt', 'Anna bids 1 Blatt (one)'],
    );
    const talon = [tarock(21), tarock(5), 0, 1, 2, 3];
    expect(both({ type: 'talon', group: 0 }, { ...c, talon, talonParts: 2 })).toEqual([
      'Anna nimmt Teil 1: Mond (XXI), Tarock V, Herz-Vier',
      'Anna takes part 1: Mond (XXI), tarock V, four of Hearts',
    ]);
    // The brief's own example: the two of hearts laid away.
    expect(both({ type: 'discard', card: 2 }, c)).toEqual([
      'Anna legt die Herz-Zwei ab',
      'Anna discards the two of Hearts',
    ]);
    // A weak noun: den Buben.
    expect(both({ type: 'discard', card: 20 }, c)).toEqual([
      'Anna legt den Pik-Buben ab',
      'Anna discards the Jack of Spades',
    ]);
    // Another seat's discard the viewer does not see: no line.
    expect(both({ type: 'discard', card: null }, c)).toEqual([null, null]);
    expect(both({ type: 'announce', bonus: 'forty' }, c)).toEqual([
      'Anna sagt Absolut (mit Vierzig) an',
      'Anna announces Absolut (mit Vierzig)',
    ]);
    expect(both({ type: 'announce', bonus: 'pagat' }, c)).toEqual([
      'Anna sagt Pagat an',
      'Anna announces Pagat ultimo',
    ]);
    expect(both({ type: 'ready' }, { ...c, declarer: true })).toEqual([
      'Anna sagt „ich liege“',
      'Anna says “that is all”',
    ]);
    // Before the pickup nothing lies yet: "es liegt" / "ich liege" only close the round after it.
    expect(both({ type: 'ready' }, { ...c, declarer: true, stage: 'pre' })).toEqual([
      'Anna sagt „keine Ansage mehr“',
      'Anna says “no more announcements”',
    ]);
    // An honour is claimed ("meldet"), a bonus announced.
    expect(both({ type: 'announce', bonus: 'twoHonours' }, c)).toEqual([
      'Anna meldet zwei Honneurs',
      'Anna claims Two tarock honours',
    ]);
    expect(both({ type: 'ready' }, c)).toEqual(['Anna sagt „gut“', 'Anna says “good”']);
    expect(both({ type: 'contra', target: 'game' }, c)).toEqual(['Anna gibt Kontra', 'Anna says contra']);
    expect(
      both(
        { type: 'contra', target: 'withoutTrull@1' },
        { ...c, doubled: (t) => (t === 'withoutTrull@1' ? 1 : 0) },
      ),
    ).toEqual(['Anna gibt Rekontra: ohne Trull (Bert)', 'Anna says recontra: Without Trull (Bert)']);
    expect(both({ type: 'play', card: tarock(12) }, c)).toEqual([
      'Anna spielt Tarock XII',
      'Anna plays tarock XII',
    ]);
    expect(both({ type: 'play', card: tarock(1) }, c)).toEqual([
      'Anna spielt den Pagat (I)',
      'Anna plays the Pagat (I)',
    ]);
    expect(both({ type: 'play', card: tarock(22) }, c)).toEqual([
      'Anna spielt den Sküs',
      'Anna plays the Sküs',
    ]);
    expect(both({ type: 'play', card: 7 }, c)).toEqual([
      'Anna spielt den Herz-König',
      'Anna plays the King of Hearts',
    ]);
  });

  test('Bavarian: ich spiele, besser, auch, weiter, the stock, trump, Kontra, Re, Supp and cards', () => {
    const c = { family: 'bavarian' as const, pack: GERMAN36, auctionKind: 'haferl' };
    expect(both({ type: 'pass' }, c)).toEqual(['Anna passt', 'Anna passes']);
    expect(both({ type: 'bid', bid: 'spiele' }, c)).toEqual(['Anna spielt', 'Anna says “I play”']);
    expect(both({ type: 'bid', bid: 'besser' }, c)).toEqual([
      'Anna spielt besser',
      'Anna says “I play better”',
    ]);
    expect(both({ type: 'bid', bid: 'amBesten' }, c)).toEqual([
      'Anna spielt am besten',
      'Anna says “I play best”',
    ]);
    expect(both({ type: 'bid', bid: 'hand' }, c)).toEqual([
      'Anna spielt auch (Hand)',
      'Anna says “I play too” (hand)',
    ]);
    // Said first (Berliner forehand), a Hand is not played "too".
    expect(both({ type: 'bid', bid: 'hand' }, { ...c, opening: true })).toEqual([
      'Anna spielt Hand',
      'Anna says “I play a hand game”',
    ]);
    expect(both({ type: 'bid', bid: 'hand66' }, c)).toEqual([
      'Anna bietet fünf mehr (66)',
      'Anna bids 5 more (66)',
    ]);
    expect(both({ type: 'bid', bid: 'herz' }, c)).toEqual(['Anna bietet Herz', 'Anna bids hearts']);
    expect(both({ type: 'bid', bid: 'herzSolo' }, c)).toEqual([
      'Anna bietet Herz-Solo',
      'Anna bids hearts solo',
    ]);
    expect(both({ type: 'hold' }, c)).toEqual(['Anna spielt weiter', 'Anna says “I play on”']);
    expect(both({ type: 'hold' }, { ...c, auctionKind: 'huber' })).toEqual(['Anna hält', 'Anna holds']);
    expect(both({ type: 'take' }, c)).toEqual(['Anna spielt auch', 'Anna says “I play too”']);
    expect(both({ type: 'raise' }, c)).toEqual(['Anna sagt „fünf mehr“', 'Anna raises by five']);
    expect(
      both(
        { type: 'declare', contract: 'frage' },
        { ...c, auctionKind: 'huber', rules: rulesOf('bavarian-huber-1923') },
      ),
    ).toEqual(['Anna spielt Frage', 'Anna declares Frage (ask)']);
    expect(both({ type: 'declare', contract: 'herzsolo' }, c)).toEqual([
      'Anna spielt Herz-Solo',
      'Anna declares hearts solo',
    ]);
    expect(both({ type: 'talon', group: 0 }, { ...c, talonParts: 1 })).toEqual([
      'Anna nimmt den Stock auf',
      'Anna takes the stock',
    ]);
    expect(both({ type: 'trump', suit: 0 }, c)).toEqual([
      'Anna wählt Eichel als Trumpf',
      'Anna chooses Acorns as trumps',
    ]);
    // A "ready" names the call it lets pass, or the end of the declarer's own raises.
    expect(both({ type: 'ready' }, c)).toEqual(['Anna sagt „kein Kontra“', 'Anna says “no Kontra”']);
    expect(both({ type: 'ready' }, { ...c, declarer: true, doubled: () => 1 })).toEqual([
      'Anna sagt „kein Re“',
      'Anna says “no Re”',
    ]);
    expect(both({ type: 'ready' }, { ...c, declarer: true })).toEqual([
      'Anna sagt „keine Erhöhung mehr“',
      'Anna says “no more raises”',
    ]);
    const levels = [0, 1, 2].map((n) => both({ type: 'contra', target: 'game' }, { ...c, doubled: () => n }));
    expect(levels).toEqual([
      ['Anna gibt Kontra', 'Anna says Kontra'],
      ['Anna gibt Re', 'Anna says Re'],
      ['Anna gibt Supp', 'Anna says Supp'],
    ]);
    expect(both({ type: 'discard', card: 26 }, c)).toEqual([
      'Anna legt die Herz-Sau ab',
      'Anna discards the Ace of Hearts',
    ]);
    expect(both({ type: 'play', card: 5 }, c)).toEqual([
      'Anna spielt den Eichel-Ober',
      'Anna plays the Ober of Acorns',
    ]);
  });

  test('English card names mid-sentence as the pack writes them: pips in lower case, German unchanged', () => {
    const ill = { auctionKind: 'illustratedTakeHold', rules: rulesOf('illustrated-beck') };
    const bav = { family: 'bavarian' as const, pack: GERMAN36, auctionKind: 'haferl' };
    // It read "plays the Two of Hearts", "discards the Ten of Spades": a capital in mid-sentence.
    expect(both({ type: 'play', card: 2 }, ill)).toEqual([
      'Anna spielt die Herz-Zwei',
      'Anna plays the two of Hearts',
    ]);
    expect(both({ type: 'play', card: 3 }, ill)).toEqual([
      'Anna spielt die Herz-Eins',
      'Anna plays the ace of Hearts',
    ]);
    expect(both({ type: 'discard', card: 19 }, ill)).toEqual([
      'Anna legt die Pik-Zehn ab',
      'Anna discards the ten of Spades',
    ]);
    expect(both({ type: 'play', card: 7 + 8 }, ill)).toEqual([
      'Anna spielt den Karo-König',
      'Anna plays the King of Diamonds',
    ]);
    expect(both({ type: 'play', card: 9 + 7 }, bav)).toEqual([
      'Anna spielt den Gras-Zehner',
      'Anna plays the ten of Leaves',
    ]);
    expect(both({ type: 'play', card: 0 }, bav)).toEqual([
      'Anna spielt den Eichel-Sechser',
      'Anna plays the six of Acorns',
    ]);
    // Every suit card of every pack: the words after "the" are the pack's own, each word
    // capitalised only where the pack capitalises it (the label keeps its capital: "Two of Hearts").
    for (const pack of [TAROCK54, GERMAN36, GERMAN24]) {
      const c = ctx({ lang: 'en', pack, family: pack === TAROCK54 ? 'illustrated' : 'bavarian' });
      for (const card of pack.cards) {
        const suit = pack.suits[pack.suitOf[card] ?? 0];
        const rank = suit?.ranks[pack.rankOf[card] ?? 0];
        if (!suit || !rank || suit.isTarock) continue;
        expect(actionReport('Anna', { type: 'play', card }, c)).toBe(
          `Anna plays the ${rank.en} of ${suit.en}`,
        );
        expect(cardName(pack, card, 'en')).toBe(
          `${rank.en.charAt(0).toUpperCase()}${rank.en.slice(1)} of ${suit.en}`,
        );
      }
    }
  });

  test('the buttons keep the calls as the player makes them', () => {
    const c = ctx({ family: 'bavarian', pack: GERMAN36 });
    expect(actionLabel({ type: 'discard', card: 26 }, c)).toBe('Herz-Sau ablegen');
    expect(actionLabel({ type: 'talon', group: 0 }, { ...c, talonParts: 1 })).toBe('Stock aufnehmen');
    expect(actionLabel({ type: 'bid', bid: 'besser' }, c)).toBe('ich spiele besser');
  });
});

/** Words of a command or of the player's first person, outside the quoted words of a call. */
const COMMAND: Readonly<Record<Lang, RegExp>> = {
  de: /\b(nehmen|ablegen|aufnehmen|ich|ist Trumpf)\b|: (gut|weiter|passe)$/,
  en: /\b(take part|take the|lay away)\b|(^|\s)I\s|[^s] trumps$/,
};

test('every turn of every preset and option value reads as what happened, in both languages', () => {
  const types = new Map<string, Set<string>>();
  let lines = 0;
  for (const preset of PRESETS) {
    const names = [preset.rules.id];
    for (const o of preset.options)
      for (const v of o.values) if (v !== o.default) names.push(`${preset.rules.id}(${o.key}=${String(v)})`);
    for (const name of names) {
      const loaded = loadGame(name);
      if (!loaded.ok) throw new Error(`${name}: ${loaded.error}`);
      const game = loaded.value;
      const seen = types.get(game.rules.family) ?? new Set<string>();
      types.set(game.rules.family, seen);
      for (let seed = 0; seed < 3; seed++) {
        const states = playRandomDeal(game, createRng(`log/${name}/${seed}`));
        const last = states[states.length - 1];
        if (!last) continue;
        for (const lang of ['de', 'en'] as const) {
          const table = tableContext(game, lang, ['Anna', 'Bert', 'Cilli', 'Dora'], 0);
          const view = game.view(last, 0);
          view.history.forEach((turn, at) => {
            const text = turnText(turn, at, view, table, STRINGS[lang]);
            if (turn.actor === 'chance') return;
            const a = turn.action;
            // Another seat's cards laid away: one line, at the last of them.
            const others = a.type === 'discard' && turn.actor !== view.viewer;
            if (a.type === 'deal' || (others && discardRun(view, at) === null)) {
              expect(text).toBeNull();
              return;
            }
            const where = `${name} seed ${seed} ${lang} turn ${at}: ${JSON.stringify(a)}`;
            const who = table.name(turn.actor);
            expect(text, where).not.toBeNull();
            const line = text ?? '';
            expect(line.startsWith(`${who} `), `${where}: ${line}`).toBe(true);
            // It read "Anna: Herz-Sau ablegen", the button's words after a colon.
            expect(line, where).not.toBe(`${who}: ${table.label(a as Action, view, turn.actor, at)}`);
            const unquoted = line.replace(/[„“][^„“”]*[“”]/g, '…');
            expect(COMMAND[lang].test(unquoted), `${where}: ${line}`).toBe(false);
            seen.add(a.type);
            lines++;
          });
        }
      }
    }
  }
  expect(lines).toBeGreaterThan(5_000);
  expect([...(types.get('illustrated') ?? [])].sort()).toEqual(
    [
      'accept',
      'announce',
      'bid',
      'contra',
      'discard',
      'hold',
      'pass',
      'play',
      'ready',
      'take',
      'talon',
    ].sort(),
  );
  expect([...(types.get('bavarian') ?? [])].sort()).toEqual(
    [
      'bid',
      'contra',
      'declare',
      'discard',
      'hold',
      'pass',
      'play',
      'raise',
      'ready',
      'talon',
      'trump',
    ].sort(),
  );
});

test('a talon part taken stands in the taker’s bubble as what it did, not as the button', () => {
  const loaded = loadGame('illustrated-mayr-sedlaczek-2016');
  if (!loaded.ok) throw new Error(loaded.error);
  const game = loaded.value;
  let checked = 0;
  for (let seed = 0; seed < 40 && checked < 3; seed++) {
    const states = playRandomDeal(game, createRng(`bubble/${seed}`));
    for (const s of states) {
      const at = s.history.findIndex((t) => t.action.type === 'talon');
      if (at < 0 || s.phase !== 'discard') continue;
      const turn = s.history[at];
      if (!turn || turn.actor === 'chance' || turn.action.type !== 'talon') continue;
      const view = game.view(s, 0);
      const de = tableContext(game, 'de', ['Anna', 'Bert', 'Cilli'], 0);
      const en = tableContext(game, 'en', ['Anna', 'Bert', 'Cilli'], 0);
      const n = turn.action.group + 1;
      expect(de.bubble(turn.action, view, turn.actor, at, true)).toBe(`nimmt Teil ${n}`);
      expect(en.bubble(turn.action, view, turn.actor, at, true)).toBe(`takes part ${n}`);
      expect(de.bubble(turn.action, view, turn.actor, at, false)).toMatch(new RegExp(`^nimmt Teil ${n}: `));
      // Every other call stands in its bubble as said.
      expect(de.bubble({ type: 'pass' }, view, turn.actor, at, false)).toBe('weiter');
      checked++;
      break;
    }
  }
  expect(checked).toBe(3);
});

describe('another seat’s cards laid away: one line, how many, and only the cards its view shows', () => {
  const loew = (() => {
    const g = loadGame('illustrated-loew-1954');
    if (!g.ok) throw new Error(g.error);
    return g.value;
  })();
  // Anna (seat 0) holds I–XII, three Kings and ♥4, takes XIII XIV XV and must lay away two
  // tarocks (face up, IT-12) beside the ♥4 (face down).
  const turns = [
    'deal S0[T1 T2 T3 T4 T5 T6 T7 T8 T9 T10 T11 T12 HK DK SK H4] S1[T17 T18 T19 T20 T21 Sk HQ HC HJ H1 H2 H3 DQ DC DJ D1] S2[T16 D2 D3 D4 SQ SC SJ S10 S9 S8 S7 CK CQ CC CJ C10] talon[T13 T14 T15 C7 C8 C9]',
    'S0 bid dreiblatt',
    'S1 accept',
    'S2 accept',
    'S0 ready',
    'S0 talon 0',
    'S0 discard T5',
    'S0 discard T14',
    'S0 discard H4',
  ];
  const statesOf = (game: Game, list: readonly string[]): State[] =>
    list.map((_, i) => {
      const s = stateAfter(game, list.slice(0, i + 1), { dealer: 2 });
      if (!s.ok) throw new Error(s.error);
      return s.value;
    });
  /** The log as a seat's page writes it, the View arriving after every turn. */
  const logOf = (game: Game, states: readonly State[], viewer: Seat, lang: Lang): string[] => {
    const table = tableContext(game, lang, ['Anna', 'Bert', 'Cilli', 'Dora'], viewer);
    const lines: string[] = [];
    let seen = 0;
    for (const s of states) {
      const view = game.view(s, viewer);
      lines.push(...logLines(view, seen, table, STRINGS[lang]));
      seen = view.history.length;
    }
    return lines;
  };
  const laidAway = (lines: readonly string[]) => lines.filter((l) => / (legt|discards) /.test(l));

  test('Illustrated (Löw): the declarer\'s "es liegt" closes the round after the pickup, not the one before', () => {
    const states = statesOf(loew, [...turns, 'S0 ready', 'S1 accept', 'S2 accept']);
    const said = logOf(loew, states, 1, 'de').filter((l) => l.startsWith('Anna sagt „'));
    expect(said).toEqual(['Anna sagt „keine Ansage mehr“', 'Anna sagt „es liegt“']);
    const view = loew.view(states.at(-4) as State, 0);
    const table = tableContext(loew, 'en', ['Anna', 'Bert', 'Cilli'], 0);
    // At the declarer's own turn after the pickup the button says it too.
    expect(table.label({ type: 'ready' }, view)).toBe('that is all');
  });

  test('Illustrated (Löw): a take of a held bid is the retake, "zweite Ablösung"', () => {
    const auction = [turns[0] as string, 'S0 bid dreiblatt', 'S1 take', 'S0 hold', 'S1 take'];
    const states = statesOf(loew, auction);
    expect(logOf(loew, states, 2, 'de').slice(-3)).toEqual([
      'Bert löst ab',
      'Anna sagt „mein Spiel“',
      'Bert sagt „zweite Ablösung“',
    ]);
    const table = tableContext(loew, 'en', ['Anna', 'Bert', 'Cilli'], 1);
    const atRetake = loew.view(states.at(-2) as State, 1);
    expect(atRetake.legal).toContainEqual({ type: 'take' });
    expect(table.label({ type: 'take' }, atRetake)).toBe('retake');
  });

  test('Illustrated (Löw): a defender reads how many, and the tarocks laid face up, once the last is down', () => {
    const states = statesOf(loew, turns);
    expect(laidAway(logOf(loew, states, 1, 'de'))).toEqual([
      'Anna legt 3 Karten ab, darunter Tarock V, Tarock XIV',
    ]);
    expect(laidAway(logOf(loew, states, 2, 'en'))).toEqual([
      'Anna discards 3 cards, among them tarock V, tarock XIV',
    ]);
    // The ♥4 lies face down: no defender's line names it.
    for (const lang of ['de', 'en'] as const)
      for (const viewer of [1, 2] as const)
        for (const line of logOf(loew, states, viewer, lang))
          expect(line).not.toMatch(/Herz-Vier|four of Hearts|Four of Hearts/);
    // While Anna is still laying away, nothing yet (it would have said 1, then 2 cards).
    const before = statesOf(loew, turns.slice(0, -1));
    expect(laidAway(logOf(loew, before, 1, 'de'))).toEqual([]);
    // Her own page keeps a line a card, naming each.
    expect(laidAway(logOf(loew, states, 0, 'de'))).toEqual([
      'Anna legt Tarock V ab',
      'Anna legt Tarock XIV ab',
      'Anna legt die Herz-Vier ab',
    ]);
  });

  test('the words: one card, none shown, some shown, all shown (the deal over)', () => {
    const de = ctx({ lang: 'de' });
    const en = ctx({ lang: 'en' });
    expect(discardsReport('Bert', 1, [], de)).toBe('Bert legt eine Karte ab');
    expect(discardsReport('Bert', 1, [], en)).toBe('Bert discards one card');
    expect(discardsReport('Bert', 2, [tarock(4)], de)).toBe('Bert legt 2 Karten ab, darunter Tarock IV');
    expect(discardsReport('Bert', 2, [tarock(4), 2], de)).toBe('Bert legt 2 Karten ab: Tarock IV, Herz-Zwei');
    expect(discardsReport('Bert', 2, [tarock(4), 2], en)).toBe(
      'Bert discards 2 cards: tarock IV, two of Hearts',
    );
  });

  test('Bavarian (Haferltarock): the declarer’s stock laid away, as many as there were, no card', () => {
    const loaded = loadGame('haferltarock');
    if (!loaded.ok) throw new Error(loaded.error);
    const game = loaded.value;
    const states = playRandomDeal(game, createRng('discards/haferltarock/2'));
    const declarer = states.at(-1)?.contract?.declarer;
    expect(declarer).toBe(2);
    const before = states.filter((s) => s.phase !== 'finished');
    expect(laidAway(logOf(game, before, 0, 'de'))).toEqual(['Cilli legt 3 Karten ab']);
    expect(laidAway(logOf(game, before, 1, 'en'))).toEqual(['Cilli discards 3 cards']);
  });

  test('every preset: each other seat’s page says it once, with the count, the cards shown and no card hidden from it', () => {
    let runs = 0;
    for (const preset of PRESETS) {
      const loaded = loadGame(preset.rules.id);
      if (!loaded.ok) throw new Error(loaded.error);
      const game = loaded.value;
      const pack = game.pack;
      const names = (c: Card): string[] =>
        (['de', 'en'] as const).flatMap((l) => [
          cardName(pack, c, l),
          cardInText(pack, c, l),
          cardObject(pack, c, l),
        ]);
      for (let seed = 0; seed < 12; seed++) {
        const states = playRandomDeal(game, createRng(`secret/${preset.rules.id}/${seed}`)).filter(
          (s) => s.phase !== 'finished',
        );
        const last = states.at(-1);
        const declarer = last?.contract?.declarer ?? null;
        if (!last || declarer === null || last.discards.length === 0) continue;
        for (const viewer of last.players) {
          if (viewer === declarer) continue;
          for (const lang of ['de', 'en'] as const) {
            const table = tableContext(game, lang, ['Anna', 'Bert', 'Cilli', 'Dora'], viewer);
            const said: string[] = [];
            let seen = 0;
            for (const s of states) {
              const view = game.view(s, viewer);
              // What this view hides of the cards laid away: no line may name one.
              const hidden = s.discards.filter((_, i) => view.discards[i] === null);
              const shown = view.discards.filter((c): c is Card => c !== null);
              view.history.forEach((turn, at) => {
                if (turn.action.type !== 'discard' || turn.actor === 'chance') return;
                const text = table.report(turn.action, view, turn.actor, at);
                if (text === null) return;
                for (const c of hidden)
                  for (const n of names(c)) expect(text, `${text} names ${n}`).not.toContain(n);
              });
              const added = laidAway(logLines(view, seen, table, STRINGS[lang]));
              said.push(...added);
              if (added.length > 0) {
                // Said once the last card is down: the count is all of them, the shown all named.
                const n = s.discards.length;
                const count =
                  lang === 'de'
                    ? n === 1
                      ? 'eine Karte'
                      : `${n} Karten`
                    : n === 1
                      ? 'one card'
                      : `${n} cards`;
                const who = table.name(declarer);
                expect(added[0]).toMatch(new RegExp(`^${who} (legt|discards) ${count}( ab)?`));
                for (const c of shown) expect(added[0]).toContain(cardInText(pack, c, lang));
              }
              seen = view.history.length;
            }
            expect(said, `${preset.rules.id} seed ${seed} seat ${viewer} ${lang}`).toHaveLength(1);
            runs++;
          }
        }
      }
    }
    expect(runs).toBeGreaterThan(50);
  });
});

describe("where nobody may look back at a trick (Löw, Beck), the log keeps no earlier trick's cards", () => {
  test('once a card of the next trick lies, the cards of the tricks before and who won them leave the log; the calls stay', () => {
    const g = loadGame('illustrated-loew-1954');
    if (!g.ok) throw new Error(g.error);
    expect(g.value.rules.lastTrickReview).toBe('none');
    for (let i = 0; ; i++) {
      const states = playRandomDeal(g.value, createRng(`looking-back/${i}`));
      const mid = states.find((s) => s.tricks.length === 2 && s.trick.length === 1);
      if (!mid) continue;
      const view = g.value.view(mid, 0);
      const entries = logEntries(view, 0).map((entry) => ({ entry }));
      const kept = withoutEarlierTricks(entries, view).map(({ entry }) => entry);
      const start = view.history.length - 1;
      const played = (e: LogEntry) => e.won || view.history[e.at]?.action.type === 'play';
      expect(kept.filter((e) => played(e)).map((e) => e.at)).toEqual([start]);
      expect(kept.filter((e) => !played(e))).toEqual(
        entries.map(({ entry }) => entry).filter((e) => !played(e)),
      );
      expect(entries.filter(({ entry }) => played(entry)).length).toBe(3 + 1 + 3 + 1 + 1);
      break;
    }
  });
});
