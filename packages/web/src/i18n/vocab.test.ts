import { GERMAN36, PRESETS, bonusesOf, contractsOf, honoursOf, tarock } from '@tarock/engine';
import { optionGames, suiteGames } from '@tarock/engine/testing';
import { contractLabel } from '../result/format';
import { tableFormat } from '../result/lineText';
import { describe, expect, test } from 'vitest';
import {
  RULE_NAMES_DE,
  actionLabel,
  actionReport,
  bonusName,
  briefLabel,
  contractTitle,
  doublingsText,
  doublingWord,
  nameOf,
} from './vocab';
import { callContext as ctx } from './testing';

/** Every rule set at its defaults, with each seat count and each other option value (the engine's suites' games). */
const everyGame = [...suiteGames(PRESETS), ...optionGames(PRESETS)];

describe('the game words', () => {
  test('Illustrated calls in the Austrian words: weiter, gut, Ablösung, mein Spiel, es liegt', () => {
    const c = ctx({ auctionKind: 'illustratedTakeHold' });
    expect(actionLabel({ type: 'pass' }, c)).toBe('weiter');
    expect(actionLabel({ type: 'accept' }, c)).toBe('gut');
    expect(actionLabel({ type: 'take' }, c)).toBe('Ablösung');
    expect(actionLabel({ type: 'hold' }, c)).toBe('mein Spiel');
    expect(actionLabel({ type: 'ready' }, { ...c, declarer: true })).toBe('es liegt');
    expect(actionLabel({ type: 'bid', bid: 'dreiblatt' }, { ...c, lang: 'en' })).toBe('three');
  });
  test('Bavarian bids: ich spiele, besser, am besten, ich spiele auch, fünf mehr', () => {
    const c = ctx({ family: 'bavarian', pack: GERMAN36, auctionKind: 'haferl' });
    expect(actionLabel({ type: 'bid', bid: 'spiele' }, c)).toBe('ich spiele');
    expect(actionLabel({ type: 'bid', bid: 'besser' }, c)).toBe('ich spiele besser');
    expect(actionLabel({ type: 'bid', bid: 'amBesten' }, c)).toBe('ich spiele am besten');
    expect(actionLabel({ type: 'bid', bid: 'hand' }, c)).toBe('ich spiele auch (Hand)');
    expect(actionLabel({ type: 'bid', bid: 'hand66' }, c)).toBe('fünf mehr (66)');
    expect(actionLabel({ type: 'bid', bid: 'hand71' }, { ...c, lang: 'en' })).toBe('10 more (71)');
    expect(actionLabel({ type: 'hold' }, c)).toBe('ich spiele weiter');
    expect(actionLabel({ type: 'pass' }, c)).toBe('passe');
    expect(actionLabel({ type: 'trump', suit: 3 }, c)).toBe('Schellen ist Trumpf');
    expect(actionLabel({ type: 'talon', group: 0 }, { ...c, talonParts: 1 })).toBe('Stock aufnehmen');
  });
  test('a talon part names its cards once they lie open', () => {
    const talon = [tarock(21), tarock(5), 0, 1, 2, 3];
    const c = ctx({ talon, talonParts: 2 });
    expect(actionLabel({ type: 'talon', group: 0 }, c)).toBe(
      'Teil 1 nehmen: Mond (XXI), Tarock V, Herz-Vier',
    );
  });
  test('a talon part has a short label of its own for a narrow button, in both languages', () => {
    const talon = [tarock(21), tarock(5), 0, 1, 2, 3];
    const de = ctx({ talon, talonParts: 2 });
    const en = ctx({ talon, talonParts: 2, lang: 'en' });
    expect(actionLabel({ type: 'talon', group: 1 }, de, true)).toBe('Teil 2 nehmen');
    expect(actionLabel({ type: 'talon', group: 1 }, en, true)).toBe('take part 2');
    // The cards named as a sentence names them (it read "Three of Hearts, Two of Hearts, …").
    expect(actionLabel({ type: 'talon', group: 1 }, en)).toBe(
      'take part 2: three of Hearts, two of Hearts, ace of Hearts',
    );
    expect(actionLabel({ type: 'talon', group: 0 }, en)).toBe(
      'take part 1: Mond (XXI), tarock V, four of Hearts',
    );
    // A single stock is named the same either way; so is every other call.
    const stock = ctx({ family: 'bavarian', pack: GERMAN36, talonParts: 1 });
    expect(actionLabel({ type: 'talon', group: 0 }, stock, true)).toBe('Stock aufnehmen');
    expect(actionLabel({ type: 'pass' }, de, true)).toBe(actionLabel({ type: 'pass' }, de));
  });
  test('a card laid away is named inside its call as a sentence names it; a card played is its name alone', () => {
    const en = ctx({ lang: 'en' });
    const de = ctx({ lang: 'de' });
    // It read "lay away Two of Hearts"; a court keeps its capital, as the pack writes it.
    expect(actionLabel({ type: 'discard', card: 2 }, en)).toBe('lay away two of Hearts');
    expect(actionLabel({ type: 'discard', card: 20 }, en)).toBe('lay away Jack of Spades');
    expect(actionLabel({ type: 'discard', card: tarock(5) }, en)).toBe('lay away tarock V');
    expect(actionLabel({ type: 'discard', card: 2 }, de)).toBe('Herz-Zwei ablegen');
    // A card's button: the name standing alone.
    expect(actionLabel({ type: 'play', card: 2 }, en)).toBe('Two of Hearts');
    expect(actionLabel({ type: 'play', card: 2 }, de)).toBe('Herz-Zwei');
  });
  test('a talon part whose cards are not known is named without a dangling colon', () => {
    expect(actionLabel({ type: 'talon', group: 1 }, ctx({ talon: [], talonParts: 2 }))).toBe('Teil 2 nehmen');
    expect(actionLabel({ type: 'talon', group: 0 }, ctx({ talon: [null, null, null], talonParts: 3 }))).toBe(
      'Teil 1 nehmen',
    );
  });
  test('contras count up in each family words, on the game or a named announcement', () => {
    expect(doublingWord('bavarian', 3, 'de')).toBe('Supp');
    expect(doublingWord('illustrated', 2, 'en')).toBe('recontra');
    const c = ctx({ doubled: (t) => (t === 'pagat@1' ? 1 : 0) });
    expect(actionLabel({ type: 'contra', target: 'game' }, c)).toBe('Kontra');
    expect(actionLabel({ type: 'contra', target: 'pagat@1' }, c)).toBe('Rekontra: Pagat (Bert)');
  });
  test('ids are matched without regard to case', () => {
    expect(nameOf('withoutKings', 'de')).toBe('ohne Könige');
    expect(nameOf('herzSolo', 'en')).toBe('hearts solo');
    expect(nameOf('farbFrage', 'de')).toBe('Farb-Frage');
  });
  test('an unknown id is shown as written', () => {
    expect(nameOf('somethingNew', 'de')).toBe('somethingNew');
  });
});

test('a contra in the contract bar names its doubler apart from the announcer of what it doubles', () => {
  const seatName = (s: number) => ['Anna', 'Bert', 'Cilli'][s] ?? '?';
  // It read "Kontra: ohne Trull (Cilli) (Bert)": two names in brackets, which one doubled?
  const one = (
    d: { level: number; target: string; by: number },
    family: 'illustrated' | 'bavarian',
    lang: 'de' | 'en',
  ) => doublingsText(family, [d], { lang, seatName }, null);
  expect(one({ level: 1, target: 'withoutTrull@2', by: 1 }, 'illustrated', 'de')).toBe(
    'Kontra von Bert: ohne Trull (Cilli)',
  );
  expect(one({ level: 2, target: 'game', by: 2 }, 'illustrated', 'en')).toBe('recontra by Cilli: the game');
  expect(one({ level: 1, target: 'game', by: 0 }, 'bavarian', 'de')).toBe('Kontra von Anna: Spiel');
});

test('the contract bar says a doubler’s contras at one level together, the declarer’s name not after each', () => {
  const seatName = (s: number) => ['Anna', 'Bert', 'Cilli'][s] ?? '?';
  // One by one, with the announcer each time, a recontra of seven contras took five lines of a desktop's bar.
  const doublings = [
    { level: 1, target: 'game', by: 1 },
    { level: 1, target: 'uhu@0', by: 1 },
    { level: 1, target: 'valat@0', by: 2 },
    { level: 1, target: 'pagat@2', by: 1 },
    { level: 2, target: 'game', by: 0 },
    { level: 2, target: 'uhu@0', by: 0 },
  ];
  expect(doublingsText('illustrated', doublings, { lang: 'de', seatName }, 0)).toBe(
    'Kontra von Bert: Spiel, Uhu, Pagat (Cilli) · Kontra von Cilli: Valat · Rekontra von Anna: Spiel, Uhu',
  );
  expect(doublingsText('illustrated', doublings.slice(0, 2), { lang: 'en', seatName }, null)).toBe(
    'contra by Bert: the game, Uhu (Anna)',
  );
  expect(doublingsText('illustrated', [], { lang: 'de', seatName }, 0)).toBe('');
});

describe('bonuses by the rule set’s own names in English, as the settlement and the terminal name them', () => {
  const rules = (id: string) => {
    const p = PRESETS.find((x) => x.rules.id === id);
    if (!p) throw new Error(id);
    return p.rules;
  };
  const beck = rules('illustrated-beck');
  const ms = rules('illustrated-mayr-sedlaczek-2016');

  test('the announcement and the contra on it: Beck’s Absolut, M&S’s With 40', () => {
    const en = ctx({ lang: 'en', rules: beck });
    expect(actionLabel({ type: 'announce', bonus: 'forty' }, en)).toBe('Absolut (mit Vierzig)');
    expect(actionLabel({ type: 'announce', bonus: 'forty' }, { ...en, rules: ms })).toBe('With 40');
    expect(actionLabel({ type: 'contra', target: 'fifty@2' }, en)).toBe(
      'contra: Panzer (mit Fünfzig) (Cilli)',
    );
    expect(
      doublingsText(
        'illustrated',
        [{ level: 1, target: 'pagat@0', by: 1 }],
        { lang: 'en', seatName: (s) => `S${s}`, rules: beck },
        null,
      ),
    ).toBe('contra by S1: Pagat ultimo (S0)');
  });

  test('briefly, for a narrow phone held sideways: no announcer, no bracket; in a box under its word, what is doubled alone', () => {
    const de = ctx({ rules: beck });
    const en = ctx({ lang: 'en', rules: beck });
    expect(briefLabel({ type: 'contra', target: 'forty@2' }, de, false)).toBe('Kontra: Absolut');
    expect(briefLabel({ type: 'contra', target: 'forty@2' }, de, true)).toBe('Absolut');
    expect(briefLabel({ type: 'contra', target: 'game' }, de, false)).toBe('Kontra');
    expect(briefLabel({ type: 'contra', target: 'game' }, de, true)).toBe('Spiel');
    expect(briefLabel({ type: 'contra', target: 'game' }, en, true)).toBe('game');
    expect(briefLabel({ type: 'contra', target: 'withoutKings@1' }, { ...de, doubled: () => 1 }, false)).toBe(
      'Rekontra: ohne Könige',
    );
    expect(briefLabel({ type: 'announce', bonus: 'fifty' }, de, false)).toBe('Panzer');
    expect(briefLabel({ type: 'announce', bonus: 'royalTrull' }, en, false)).toBe('Royal Trull');
    expect(briefLabel({ type: 'announce', bonus: 'pagat' }, en, false)).toBe('Pagat ultimo');
    expect(briefLabel({ type: 'accept' }, de, false)).toBe('gut');
  });

  test('without a rule set, or for an id it does not name, the interface’s word', () => {
    expect(bonusName('forty', 'en', undefined)).toBe('forty');
    expect(bonusName('game', 'en', beck)).toBe(nameOf('game', 'en'));
    expect(bonusName('valat', 'de', beck)).toBe('Valat');
  });
});

describe('bonuses in German: the game’s word, or the rule set’s own where its source names it otherwise', () => {
  const rules = (id: string) => {
    const p = PRESETS.find((x) => x.rules.id === id);
    if (!p) throw new Error(id);
    return p.rules;
  };
  const de = (id: string, preset: string) => bonusName(id, 'de', rules(preset));

  test('Beck’s Absolut and Panzer (seed 001: “Absolut, mit Vierzig”, “Panzer, mit Fünfzig”)', () => {
    // The German table said "Vierzig" and "Fünfzig" for Beck too.
    expect(de('forty', 'illustrated-beck')).toBe('Absolut (mit Vierzig)');
    expect(de('fifty', 'illustrated-beck')).toBe('Panzer (mit Fünfzig)');
    expect(
      actionLabel({ type: 'contra', target: 'forty@2' }, ctx({ rules: rules('illustrated-beck') })),
    ).toBe('Kontra: Absolut (mit Vierzig) (Cilli)');
    // The settlement's lines name it so too.
    expect(tableFormat([], 'de').contract('forty', 'Absolut (mit Vierzig)')).toBe('Absolut (mit Vierzig)');
  });

  test('Löw’s “40”, Mayr & Sedlaczek’s “With 40”, every Pagat and the rest keep the game’s word', () => {
    expect(de('forty', 'illustrated-loew-1954')).toBe('Vierzig');
    expect(de('fifty', 'illustrated-loew-1954')).toBe('Fünfzig');
    expect(de('forty', 'illustrated-mayr-sedlaczek-2016')).toBe('Vierzig');
    expect(de('fifty', 'illustrated-mayr-sedlaczek-2016')).toBe('Fünfzig');
    for (const preset of ['illustrated-beck', 'illustrated-mayr-sedlaczek-2016'])
      expect(de('pagat', preset)).toBe('Pagat');
    expect(de('withoutTrull', 'illustrated-beck')).toBe('ohne Trull');
    expect(de('royalTrull', 'illustrated-beck')).toBe('Königs-Trull');
    expect(tableFormat([], 'de').contract('forty', 'With 40')).toBe('Vierzig');
    expect(tableFormat([], 'de').contract('solo', 'Solo')).toBe('Solo');
  });

  test('every bonus and honour of every rule set and option value has its German decided', () => {
    const undecided: string[] = [];
    let seen = 0;
    for (const g of everyGame)
      for (const b of [...bonusesOf(g.rules), ...honoursOf(g.rules)]) {
        seen++;
        if (!Object.hasOwn(RULE_NAMES_DE, b.name)) undecided.push(`${g.name}: ${b.id} "${b.name}"`);
      }
    expect(seen).toBeGreaterThan(100);
    expect(undecided).toEqual([]);
  });
});

test('Beck’s take-over is called Unterer (B-01), Löw’s Ablösung (L-02); Beck’s declarer says ich liege: by the rule set’s auction kind', () => {
  const rules = (id: string) => {
    const p = PRESETS.find((x) => x.rules.id === id);
    if (!p) throw new Error(id);
    return p.rules;
  };
  // Both auctions are take-hold in the View; the button said "Ablösung" in Beck too.
  const c = ctx({ auctionKind: 'illustratedTakeHold', rules: rules('illustrated-beck') });
  expect(actionLabel({ type: 'take' }, c)).toBe('Unterer');
  expect(actionLabel({ type: 'take' }, { ...c, lang: 'en' })).toBe('Unterer (take over)');
  expect(actionLabel({ type: 'hold' }, c)).toBe('mein Spiel');
  expect(actionLabel({ type: 'take' }, { ...c, rules: rules('illustrated-loew-1954') })).toBe('Ablösung');
  // Beck's declarer says "ich liege" (seed 001, B-03), Löw's "es liegt".
  expect(actionLabel({ type: 'ready' }, { ...c, declarer: true })).toBe('ich liege');
  expect(
    actionLabel({ type: 'ready' }, { ...c, declarer: true, rules: rules('illustrated-loew-1954') }),
  ).toBe('es liegt');
  // After the last trick (Beck's honour claims) "ready" claims nothing, declarer or not.
  expect(actionLabel({ type: 'ready' }, { ...c, declarer: true, claiming: true })).toBe('keine Meldung');
  expect(actionLabel({ type: 'ready' }, { ...c, lang: 'en', claiming: true })).toBe('no claim');
  expect(actionReport('Anna', { type: 'ready' }, { ...c, claiming: true })).toBe('Anna meldet nichts (mehr)');
  // The Bavarian rule sets' auction kinds are the View's: their words stay.
  const huber = ctx({
    family: 'bavarian',
    pack: GERMAN36,
    auctionKind: 'huber',
    rules: rules('bavarian-huber-1923'),
  });
  expect(actionLabel({ type: 'hold' }, huber)).toBe('ich halte');
});

describe('contracts in German: the game’s word, or the rule set’s own where its source names it otherwise', () => {
  const rules = (id: string) => {
    const p = PRESETS.find((x) => x.rules.id === id);
    if (!p) throw new Error(id);
    return p.rules;
  };
  const loew = rules('illustrated-loew-1954');
  const beck = rules('illustrated-beck');
  const huber = rules('bavarian-huber-1923');

  test('Löw’s 3 Blatt, 2 Blatt, 1 Blatt (seed 001, L-01) on the bar, the buttons, the bubbles, the log and the settlement', () => {
    // They said "Dreiblatt", "Zweiblatt", "Einblatt" in Löw too.
    expect(['dreiblatt', 'zweiblatt', 'einblatt', 'solo'].map((id) => contractLabel(id, 'de', loew))).toEqual(
      ['3 Blatt', '2 Blatt', '1 Blatt', 'Solo'],
    );
    const c = ctx({ auctionKind: 'illustratedTakeHold', rules: loew });
    // The bid's button and its bubble (`actionLabel`).
    expect(actionLabel({ type: 'bid', bid: 'dreiblatt' }, c)).toBe('3 Blatt');
    expect(actionLabel({ type: 'bid', bid: 'einblatt' }, c)).toBe('1 Blatt');
    expect(actionLabel({ type: 'declare', contract: 'zweiblatt' }, c)).toBe('2 Blatt');
    expect(actionReport('Anna', { type: 'bid', bid: 'zweiblatt' }, c)).toBe('Anna bietet 2 Blatt');
    expect(actionReport('Anna', { type: 'declare', contract: 'einblatt' }, c)).toBe('Anna spielt 1 Blatt');
    // The settlement's lines.
    expect(tableFormat([], 'de').contract('dreiblatt', '3 Blatt')).toBe('3 Blatt');
    // English keeps its words.
    expect(actionLabel({ type: 'bid', bid: 'dreiblatt' }, { ...c, lang: 'en' })).toBe('three');
    expect(contractLabel('dreiblatt', 'en', loew)).toBe('3 Blatt (three)');
  });

  test('Beck and Mayr & Sedlaczek keep Dreiblatt; Huber’s Herzsolo (seed 000, H-01), the no-point game’s Herz-Solo', () => {
    const c = ctx({ auctionKind: 'illustratedTakeHold', rules: beck });
    expect(actionLabel({ type: 'bid', bid: 'dreiblatt' }, c)).toBe('Dreiblatt');
    expect(contractLabel('einblatt', 'de', rules('illustrated-mayr-sedlaczek-2016'))).toBe('Einblatt');
    // Huber, Sirch, 1933 and Scharfes Tarock write it in one word; the game's word was "Herz-Solo".
    for (const id of ['bavarian-huber-1923', 'bavarian-sirch-2008', 'bavarian-1933', 'scharfes-tarock'])
      expect(contractLabel('herzsolo', 'de', rules(id)), id).toBe('Herzsolo');
    const h = ctx({ family: 'bavarian', pack: GERMAN36, auctionKind: 'huber', rules: huber });
    expect(actionLabel({ type: 'declare', contract: 'herzsolo' }, h)).toBe('Herzsolo');
    expect(actionReport('Anna', { type: 'declare', contract: 'herzsolo' }, h)).toBe('Anna spielt Herzsolo');
    expect(tableFormat([], 'de').contract('herzsolo', 'Herzsolo')).toBe('Herzsolo');
    expect(contractLabel('herzSolo', 'de', rules('bavarian-no-point-bidding'))).toBe('Herz-Solo');
    expect(contractLabel('pickup', 'de', rules('haferltarock'))).toBe('Aufnahmespiel');
    // Without a rule set, the game's word.
    expect(contractTitle('herzsolo', 'de', undefined)).toBe('Herz-Solo');
  });

  test('every contract of every rule set and option value has its German decided', () => {
    const undecided: string[] = [];
    let seen = 0;
    for (const g of everyGame)
      for (const c of contractsOf(g.rules)) {
        seen++;
        if (!Object.hasOwn(RULE_NAMES_DE, c.name)) undecided.push(`${g.name}: ${c.id} "${c.name}"`);
      }
    expect(seen).toBeGreaterThan(50);
    expect(undecided).toEqual([]);
  });
});
