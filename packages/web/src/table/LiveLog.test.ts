import {
  type Action,
  GERMAN24,
  GERMAN36,
  PRESETS,
  type PublicAction,
  TAROCK54,
  createRng,
  loadGame,
  tarock,
} from '@tarock/engine';
import { playRandomDeal } from '@tarock/engine/testing';
import { describe, expect, test } from 'vitest';
import type { Lang } from '../app/settings';
import { cardName } from '../cards/names';
import { STRINGS } from '../i18n/strings';
import { type CallContext, actionLabel, actionReport } from '../i18n/vocab';
import { callContext as ctx } from '../i18n/testing';
import { tableContext } from './context';
import { turnText } from './LiveLog';

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
    expect(both({ type: 'ready' }, c)).toEqual(['Anna sagt „weiter“', 'Anna says “go on”']);
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
            if (a.type === 'deal' || (a.type === 'discard' && a.card === null)) {
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
