import { PRESETS, type Preset, bonusesOf, contractsOf, honoursOf } from '@tarock/engine';
import { describe, expect, test } from 'vitest';
import { bonusName, contractTitle, ownContractName } from '../i18n/vocab';
import { ruleCardSections } from './ruleCardText';

const preset = (id: string): Preset => {
  const p = PRESETS.find((x) => x.rules.id === id);
  if (!p) throw new Error(id);
  return p;
};

/** The card's sections in `lang` for a preset with these options at `seats` seats. */
function sections(
  id: string,
  lang: 'de' | 'en',
  values: Record<string, string | number | boolean> = {},
  seats = 3,
) {
  const p = preset(id);
  const rules = p.resolve(values);
  return ruleCardSections(p.ruleCard(rules, seats), rules, lang);
}
const section = (s: ReturnType<typeof sections>, id: string) => s.find((x) => x.id === id);
/** A table's first cell starts with a capital, as a row's name. */
const capital = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

describe('the Rules view in German and English', () => {
  test('Löw’s contracts: the table’s words, the seed’s values', () => {
    const de = section(sections('illustrated-loew-1954', 'de'), 'contracts');
    expect(de?.title).toBe('Spiele, vom niedrigsten Gebot an');
    expect(de?.table?.headers).toEqual([
      'Spiel',
      'Spielwert',
      'Abgelöst (Ablösung)',
      'Wieder abgelöst (zweite Ablösung)',
      'Faktor',
      'Talon',
    ]);
    expect(de?.table?.rows[0]?.cells).toEqual([
      '3 Blatt',
      '3',
      '4',
      '5',
      '×1',
      'die oberen oder unteren drei',
    ]);
    expect(de?.table?.rows[3]?.cells).toEqual(['Solo', '8', '–', '–', '×4', 'keine']);
    const en = section(sections('illustrated-loew-1954', 'en'), 'contracts');
    expect(en?.table?.headers[0]).toBe('Contract');
    // English: the rule set's own name with the interface's word, as the table's bar says it.
    expect(en?.table?.rows[0]?.cells).toEqual([
      '3 Blatt (three)',
      '3',
      '4',
      '5',
      '×1',
      'top or bottom three',
    ]);
  });

  test('M&S bonuses: German says Vierzig and Fünfzig, English the rule set’s "With 40"', () => {
    const de = section(sections('illustrated-mayr-sedlaczek-2016', 'de'), 'bonuses');
    expect(de?.table?.rows.map((r) => r.cells[0])).toEqual([
      'Pagat',
      'Vierzig',
      'Fünfzig',
      'Ohne Trull',
      'Ohne Könige',
      'Valat',
    ]);
    expect(de?.table?.rows[5]?.cells).toEqual(['Valat', '80', '40', '20', 'Spieler', 'Spieler']);
    const en = section(sections('illustrated-mayr-sedlaczek-2016', 'en'), 'bonuses');
    expect(en?.table?.rows.map((r) => r.cells[0])).toEqual([
      'Pagat ultimo',
      'With 40',
      'With 50',
      'Without Trull',
      'Without Kings',
      'Valat',
    ]);
    expect(section(sections('illustrated-mayr-sedlaczek-2016', 'de'), 'contra')?.lines[1]).toBe(
      'Der Spieler kann mit Rekontra antworten: ×16 vor dem Talon, ×4 danach.',
    );
  });

  test('Haferltarock with Kontra and four seats: money as the table writes it, the calls in the page’s words', () => {
    const de = sections('haferltarock', 'de', { kontra: true }, 4);
    expect(section(de, 'table')?.lines[0]).toBe(
      '4 Plätze: Der Geber gibt und setzt aus, drei spielen; 36 Karten: 11 für jeden, 3 in den Stock; gespielt wird im Uhrzeigersinn.',
    );
    expect(section(de, 'payment')?.lines[0]).toBe(
      'Satz bei Gewinn: 0,05\u00a0€ für 61–65 Augen, 1 Cent mehr je weiteres Auge.',
    );
    expect(section(de, 'contra')?.lines[0]).toContain('Kontra, Re; jede verdoppelt, bis ×4');
    expect(section(de, 'pot')?.lines).toContain('Mit vier Plätzen zahlt auch der aussetzende Geber ein.');
    const en = sections('haferltarock', 'en');
    expect(section(en, 'contra')?.lines).toEqual(['No Kontra.']);
    expect(section(en, 'pot')?.lines[0]).toBe('Each player antes 0.50\u00a0€ whenever the pot is empty.');
    expect(section(en, 'contracts')?.table?.rows.map((r) => r.cells[0])).toEqual([
      contractTitle('pickup', 'en', 'Aufnahmespiel'),
      contractTitle('hand', 'en', 'Handspiel'),
    ]);
  });

  test('every preset: contracts, bonuses and honours named as the rest of the page names them', () => {
    for (const p of PRESETS)
      for (const lang of ['de', 'en'] as const) {
        const s = sections(p.rules.id, lang);
        expect(section(s, 'contracts')?.table?.rows.map((r) => r.cells[0])).toEqual(
          contractsOf(p.rules).map((c) => capital(contractTitle(c.id, lang, ownContractName(p.rules, c.id)))),
        );
        expect(section(s, 'bonuses')?.table?.rows.map((r) => r.cells[0]) ?? []).toEqual(
          bonusesOf(p.rules).map((b) => capital(bonusName(b.id, lang, p.rules))),
        );
        expect(section(s, 'honours')?.table?.rows.map((r) => r.cells[0]) ?? []).toEqual(
          honoursOf(p.rules).map((h) => capital(bonusName(h.id, lang, p.rules))),
        );
      }
  });

  test('no placeholder is left unsaid in either language, whatever the options', () => {
    const cases: [string, Record<string, string | number | boolean>, number][] = [
      [
        'illustrated-beck',
        { allPass: 'trischaken', recontra: true, gameContraCoversWithoutBonuses: true },
        3,
      ],
      ['illustrated-loew-1954', { uhu: true, loneTrullRedeal: true, stake: 1 }, 3],
      ['bavarian-huber-1923', { pot: 'kasseAndSchreckensteiner', kontra: true, kontraMaxLevel: 'hirsch' }, 4],
      ['bavarian-sirch-2008', { sirchMode: 'flat', oddStepFromPot: false }, 3],
      ['bavarian-berliner', { fourSeatStockPrivilege: 'nobody', selfRaise: true, mayElectHand: true }, 4],
      ['bavarian-no-point-bidding', { holding: false }, 3],
      ['scharfes-tarock', { paymentUnit: 'sideTotal', bonusesHalvedInFrage: true }, 3],
    ];
    for (const [id, values, seats] of cases)
      for (const lang of ['de', 'en'] as const)
        expect(JSON.stringify(sections(id, lang, values, seats))).not.toMatch(/\{[\w.]+\}/);
  });
});
