/**
 * The German a Tarock player reads: counts in the singular where they are one, the game's words
 * of each family (Illustrated "weiter" and "Lizitation", Bavarian "drücken"), the card "der
 * Tarock", money written as a German reader writes it. Each test pins a wording that was wrong.
 */
import { PRESETS, type Preset } from '@tarock/engine';
import { describe, expect, test } from 'vitest';
import { formatAmount } from '../result/format';
import { phraseText } from '../result/lineText';
import { ruleCardSections } from '../rules/ruleCardText';
import { handCardLabel } from '../table/model';
import { HISTORY_STRINGS } from '../history/strings';
import { STATS_STRINGS } from '../history/statsStrings';
import { ONLINE_STRINGS } from '../online/strings';
import { OPTION_TITLES } from './optionTitles';
import { VALUE_LABELS } from './optionValues';
import { GERMAN_PHRASES } from './phrases';
import { DESCRIPTIONS_DE, SUMMARIES_DE } from './presetTexts';
import { GERMAN_RULE_CARD } from './ruleCardPhrases';
import { STRINGS } from './strings';

const de = STRINGS.de;
const en = STRINGS.en;

const preset = (id: string): Preset => {
  const p = PRESETS.find((x) => x.rules.id === id);
  if (!p) throw new Error(id);
  return p;
};

/** Every line and section title of a preset's rule card in `lang`, with these options. */
function cardText(id: string, lang: 'de' | 'en', values: Record<string, string | number | boolean> = {}) {
  const p = preset(id);
  const rules = p.resolve(values);
  return ruleCardSections(p.ruleCard(rules, 3), rules, lang).flatMap((s) => [s.title, ...s.lines]);
}

describe('counts of one in the singular', () => {
  test('the seat counter: 1 Karte, 2 Karten (1 card, 2 cards)', () => {
    expect(de.seatCards(1)).toBe('1 Karte');
    expect(de.seatCards(0)).toBe('0 Karten');
    expect(de.seatCards(2)).toBe('2 Karten');
    expect(en.seatCards(1)).toBe('1 card');
    expect(en.seatCards(2)).toBe('2 cards');
  });

  test('the hint over one deal: "In einer Verteilung", "in derselben Verteilung"', () => {
    expect(de.hintCards(1)).toMatch(/^In einer Verteilung der verdeckten Karten,/);
    expect(de.hintCards(24)).toMatch(/^In 24 Verteilungen der verdeckten Karten,/);
    expect(de.hintCardsExact(1)).toMatch(/^In einer Verteilung der verdeckten Karten,/);
    expect(de.hintCardsExact(1)).not.toContain('im Mittel');
    expect(de.hintCardsExact(24)).toContain('im Mittel');
    expect(de.hintSimulation(1)).toContain('in derselben Verteilung der verdeckten Karten');
    expect(de.hintSimulation(24)).toContain('in denselben 24 Verteilungen der verdeckten Karten');
    expect(en.hintCards(1)).toMatch(/^In one deal of the hidden cards/);
    expect(en.hintCardsExact(1)).toMatch(/^In one deal of the hidden cards/);
    expect(en.hintSimulation(1)).toContain('in the same deal of the hidden cards');
    expect(en.hintSimulation(24)).toContain('in the same 24 deals of the hidden cards');
  });

  test('one card point: "1 Auge" (1 point)', () => {
    expect(de.hintMargin(1)).toContain('um 1 Auge höher gewinnt oder um 1 Auge knapper');
    expect(de.hintMargin(10)).toContain('um 10 Augen höher gewinnt oder um 10 Augen knapper');
    expect(en.hintMargin(1)).toContain('win by 1 point more');
    expect(de.bestWould('fewest-points', 'declarer', false, '1', 'declarer')).toBe(
      'hätte 1 Auge weniger genommen',
    );
    expect(de.bestWould('fewest-points', 'declarer', true, '4', 'declarer')).toBe(
      'hätten jeweils 4 Augen weniger genommen',
    );
    expect(en.bestWould('fewest-points', 'declarer', false, '1', 'declarer')).toBe(
      'would have taken 1 card point fewer',
    );
  });

  test('one unit of Schneider: "1 Einheit", two "2 Einheiten", never "Einheit(en)"', () => {
    const schneider = (units: number) =>
      phraseText(
        { key: 'bavarian.schneiderUnits', args: { units, kontra: { key: 'nothing' } } },
        ['A', 'B', 'C'],
        'de',
      );
    expect(schneider(1)).toBe('Schneider: 1 Einheit');
    expect(schneider(2)).toBe('Schneider: 2 Einheiten');
    const card = cardText('bavarian-1933', 'de');
    expect(card).toContain('Schneider bringt 1 Einheit mehr, 0,10\u00a0€, gewonnen wie verloren.');
    expect(card.join('\n')).not.toContain('Einheit(en)');
    expect(Object.values(GERMAN_RULE_CARD).join('\n')).not.toContain('Einheit(en)');
    expect(Object.values(GERMAN_PHRASES).join('\n')).not.toContain('Einheit(en)');
  });
});

describe('the words of each family', () => {
  test('laying away: the Bavarian "drückt", the Illustrated "legt ab"', () => {
    expect(de.layAway(3, 'bavarian')).toBe('Drücke 3 Karten: wähle aus deiner Hand');
    expect(de.layAway(1, 'bavarian')).toBe('Drücke 1 Karte: wähle aus deiner Hand');
    expect(de.layAway(3, 'illustrated')).toBe('Lege 3 Karten ab: wähle aus deiner Hand');
    expect(de.discards.bavarian).toBe('Gedrückt');
    expect(de.discards.illustrated).toBe('Abgelegt');
    expect(en.layAway(3, 'bavarian')).toBe('Lay away 3 cards: choose from your hand');
  });

  test('a hand card that may not be laid away says so while laying away, not "gespielt"', () => {
    expect(handCardLabel('Herz-König', 'discard', false, de, 'illustrated')).toBe(
      'Herz-König (Diese Karte darf jetzt nicht abgelegt werden)',
    );
    expect(handCardLabel('Herz-König', 'discard', false, de, 'bavarian')).toBe(
      'Herz-König (Diese Karte darf jetzt nicht gedrückt werden)',
    );
    expect(handCardLabel('Herz-König', 'play', false, de, 'bavarian')).toBe(
      'Herz-König (Diese Karte darf jetzt nicht gespielt werden)',
    );
    expect(handCardLabel('King of hearts', 'discard', false, en, 'illustrated')).toBe(
      'King of hearts (This card may not be laid away now)',
    );
    expect(handCardLabel('Herz-König', 'discard', true, de, 'illustrated')).toBe('Herz-König');
    expect(handCardLabel('Herz-König', null, false, de, 'illustrated')).toBe('Herz-König');
  });

  test('Illustrated texts say "Lizitation", "lizitiert" and "weiter", not "Reizung" or "passen"', () => {
    const illustrated = PRESETS.filter((p) => p.rules.family === 'illustrated');
    const texts = [
      ...illustrated.map((p) => SUMMARIES_DE[p.rules.id]?.[1] ?? ''),
      ...Object.values(DESCRIPTIONS_DE['auctionDirection'] ?? {}),
      ...Object.values(DESCRIPTIONS_DE['allPassDealer'] ?? {}),
      OPTION_TITLES['auctionDirection']?.de ?? '',
      OPTION_TITLES['allPassDealer']?.de ?? '',
      OPTION_TITLES['allPass']?.de ?? '',
      ...illustrated.flatMap((p) => cardText(p.rules.id, 'de')),
    ];
    for (const text of texts) expect(text).not.toMatch(/reiz|passen|gepasst/i);
    expect(OPTION_TITLES['auctionDirection']?.de).toBe('Richtung der Lizitation');
    expect(OPTION_TITLES['allPassDealer']?.de).toBe('Geber, wenn alle weiter sagen');
    expect(SUMMARIES_DE['illustrated-loew-1954']?.[1]).toContain('Lizitiert wird 3 Blatt');
    expect(SUMMARIES_DE['illustrated-mayr-sedlaczek-2016']?.[1]).toContain(
      'durch einfaches Überbieten lizitiert',
    );
    expect(cardText('illustrated-beck', 'de')).toContain('Wenn alle weiter sagen');
    // The Bavarian card keeps its "passen".
    expect(cardText('bavarian-huber-1923', 'de')).toContain('Wenn alle passen');
  });

  test('the hint says what a declarer took up and laid away in words of both families', () => {
    expect(de.hintInferred).toContain('dazu die aufgenommenen und abgelegten Karten des Spielers.');
    expect(de.hintInferred).not.toContain('Talonteil');
  });
});

describe('the rule card in German', () => {
  test('the card is "der Tarock": einen anderen, keinen, einziger', () => {
    const card = cardText('illustrated-beck', 'de', { allPass: 'trischaken', loneTrullRedeal: true }).join(
      '\n',
    );
    expect(card).toContain('solange sein Besitzer einen anderen Tarock hat');
    expect(card).toContain('Wer keinen Tarock bekommt, zeigt sein Blatt');
    expect(card).toContain('dessen einziger Tarock eine Trullkarte ist');
    expect(card).not.toMatch(/anderes Tarock|kein Tarock|einziges Tarock/);
  });

  test('Sirch’s odd step: "Ist die Zahl der 5-Cent-Schritte ungerade, legt die Kasse 5 Cent dazu"', () => {
    expect(cardText('bavarian-sirch-2008', 'de', { oddStepFromPot: true })).toContain(
      'Ist die Zahl der 5-Cent-Schritte ungerade, legt die Kasse 5 Cent dazu, damit beide Gegenspieler gleich viel bekommen.',
    );
    expect(cardText('bavarian-sirch-2008', 'de', { oddStepFromPot: false })).toContain(
      'Ist die Zahl der 5-Cent-Schritte ungerade, gehen die überzähligen 5 Cent in die Kasse.',
    );
    // The English stays the engine's.
    expect(cardText('bavarian-sirch-2008', 'en', { oddStepFromPot: true })).toContain(
      'An odd number of 0.05\u00a0€ steps: the pot adds 0.05\u00a0€, so both defenders get the same.',
    );
  });

  test('the Solo talon counts "für die Gegenspieler" or "für den Spieler"', () => {
    const card = (owner: string) =>
      cardText('illustrated-loew-1954', 'de', { soloTalonOwner: owner }).filter((l) =>
        l.includes('Talon liegen'),
      );
    expect(card('defenders')).toEqual(['Im Solo bleibt der Talon liegen; er zählt für die Gegenspieler.']);
    expect(card('declarer')).toEqual(['Im Solo bleibt der Talon liegen; er zählt für den Spieler.']);
  });

  test('grammar: ein Aufnahmespiel, Augenstufen, "oder"/"und" lists, a capital after a quote, Honneurs gemeldet', () => {
    const haferl = cardText('haferltarock', 'de');
    expect(
      haferl.some((l) =>
        l.startsWith('„Ich spiele“ bietet ein Aufnahmespiel, „ich spiele auch“ ein Handspiel;'),
      ),
    ).toBe(true);
    expect(cardText('bavarian-berliner', 'de')).toContain(
      'Nur der Geber darf ein Aufnahmespiel bieten; die anderen nur ein Handspiel und Augenstufen.',
    );
    const scharf = cardText('scharfes-tarock', 'de').join('\n');
    expect(scharf).toContain('wählt er Frage oder Herzsolo.');
    const sirch = cardText('bavarian-sirch-2008', 'de');
    expect(sirch).toContain('Solo und Herzsolo zahlen dieselben Beträge.');
    const huber = cardText('bavarian-huber-1923', 'de');
    expect(huber).toContain('„Ich spiele“ erlaubt Frage, Solo oder Herzsolo.');
    expect(huber).toContain('Die Augen werden einfach zusammengezählt; das ganze Blatt zählt 120.');
    const loew = cardText('illustrated-loew-1954', 'de', { honoursMustBeClaimed: true }).join('\n');
    expect(loew).toContain('Honneurs zählen nur, wenn sie in der Runde nach dem Talon gemeldet werden');
    expect(GERMAN_RULE_CARD['card.rank.cavalier']).toBe('Cavalle');
  });
});

describe('the same thing by the same name', () => {
  test('"Verlauf" only for an online table’s deals: the chart "Punkteverlauf", the kept matches "Archiv"', () => {
    expect(de.chartTitle).toBe('Punkteverlauf');
    expect(HISTORY_STRINGS.de.nav).toBe('Archiv');
    expect(HISTORY_STRINGS.de.title).toBe('Archiv');
    expect(
      Object.values(HISTORY_STRINGS.de)
        .filter((v) => typeof v === 'string')
        .join('\n'),
    ).not.toContain('Verlauf');
    expect(ONLINE_STRINGS.de.history).toBe('Verlauf');
  });

  test('Startguthaben, Kasse, überzähliger Schritt, Cent (not ¢) in German', () => {
    expect(de.startingBank).toBe('Startguthaben');
    expect(OPTION_TITLES['startingBank']?.de).toBe('Startguthaben');
    expect(OPTION_TITLES['pot']?.de).toBe('Kasse');
    expect(OPTION_TITLES['oddStepFromPot']?.de).toBe('Überzähliger Schritt aus der Kasse');
    expect(GERMAN_PHRASES['bavarian.oddStepIntoPot']).toBe('Der überzählige Schritt geht in die Kasse');
    const german = [
      ...Object.values(SUMMARIES_DE).map(([, text]) => text),
      ...Object.values(DESCRIPTIONS_DE).flatMap((d) => Object.values(d)),
      ...Object.values(VALUE_LABELS).flatMap((v) => Object.values(v).map((w) => w.de)),
    ];
    for (const text of german) {
      expect(text).not.toContain('¢');
      expect(text).not.toMatch(/Topf|ungerade[nr]? Schritt/);
    }
    expect(Object.values(DESCRIPTIONS_DE['pot'] ?? {})[0]).toMatch(/^Die Kasse: keine;/);
    expect(GERMAN_PHRASES['illustrated.noOvershoot']).toBe(
      ' (kein Überschuss, wenn Vierzig oder Fünfzig angesagt ist)',
    );
  });

  test('statistics say "Alleinspieler" for the declarer; the record is the "Spielprotokoll"', () => {
    expect(STATS_STRINGS.de.declared).toBe('Spiele als Alleinspieler');
    expect(STATS_STRINGS.de.declarerLost).toBe('Alleinspieler verloren');
    expect(HISTORY_STRINGS.de.declarer).toBe('Alleinspieler');
    expect(de.rewordedHead(1)).toMatch(/Im Spielprotokoll steht:$/);
  });

  test('the hint’s "in 3 von 10 vorn", the chime "wenn du dran bist"', () => {
    expect(de.hintAhead(3, 10)).toBe('in 3 von 10 vorn');
    expect(ONLINE_STRINGS.de.turnChime).toMatch(/^Ein Ton, wenn du dran bist/);
  });
});

describe('money in German', () => {
  test('a thousands separator, a no-break space before €, and the minus sign "−"', () => {
    expect(formatAmount(123456, 'cents', 'de')).toBe('1.234,56\u00a0€');
    expect(formatAmount(-37, 'cents', 'de')).toBe('\u22120,37\u00a0€');
    expect(formatAmount(-37, 'cents', 'de', true)).toBe('\u22120,37\u00a0€');
    expect(formatAmount(37, 'cents', 'de', true)).toBe('+0,37\u00a0€');
    expect(formatAmount(-1234, 'points', 'de')).toBe('\u22121.234');
    expect(de.money(123456)).toBe('1.234,56\u00a0€');
    // English keeps its figures; only the space before € no longer breaks.
    expect(formatAmount(-123456, 'cents', 'en')).toBe('-1234.56\u00a0€');
    expect(en.money(5)).toBe('0.05\u00a0€');
  });
});
