/**
 * The German catalog against the engine's English one: a template for every key with the same
 * placeholders, and every line of the engine's phrase sample (seeded matches of every preset and
 * option value, and the rare lines) said in German, with no placeholder left and no English.
 */
import { ENGLISH_PHRASES, type Phrase, type PhraseArg, PRESETS, placeholders } from '@tarock/engine';
import { phraseSample } from '@tarock/engine/testing';
import { describe, expect, test } from 'vitest';
import { phraseText } from '../result/lineText';
import { GERMAN_PHRASES } from './phrases';
import { nameOf } from './vocab';

const names = ['Anna', 'Ben', 'Cleo', 'Dora'];
const sorted = (t: string): string[] => [...new Set(placeholders(t))].sort();

describe('the German catalog', () => {
  test.each(Object.entries(ENGLISH_PHRASES))(
    '%s has a German template with its placeholders',
    (key, english) => {
      const german = (GERMAN_PHRASES as Readonly<Record<string, string>>)[key];
      expect(german).toBeDefined();
      expect(sorted(german ?? '')).toEqual(sorted(english));
    },
  );

  test('has no key the engine does not know', () => {
    expect(Object.keys(GERMAN_PHRASES).filter((k) => !(k in ENGLISH_PHRASES))).toEqual([]);
  });
});

/** The contract, bid, bonus and honour ids a phrase names, nested phrases included. */
function contractIds(p: Phrase, into: string[] = []): string[] {
  const visit = (a: PhraseArg): void => {
    if (typeof a !== 'object') return;
    if ('key' in a) contractIds(a, into);
    else if ('list' in a) a.list.forEach(visit);
    else if ('contract' in a) into.push(a.contract);
  };
  for (const a of Object.values(p.args ?? {})) visit(a);
  return into;
}

/** Words of the engine's English that German never uses. */
const ENGLISH = /\b(the|seats?|pays|takes|won|lost|points|each|trump|announced|made|failed|nobody)\b/;

describe('every line of the engine in German', () => {
  const lines = phraseSample(PRESETS);

  test('the sample is the engine’s: many lines, each with a phrase', () => {
    expect(lines.length).toBeGreaterThan(1000);
    expect(lines.filter((l) => !l.line.phrase).map((l) => l.line.text)).toEqual([]);
  });

  test('renders with no placeholder left, no English word, and the players’ names for seats', () => {
    const bad = lines.flatMap(({ game, at, line }) => {
      if (!line.phrase) return [];
      const german = phraseText(line.phrase, names, 'de');
      const wrong = /[{}]/.test(german) || ENGLISH.test(german) || /\bseat/i.test(german);
      return wrong ? [`${game} ${at}: ${german}  (${line.text})`] : [];
    });
    expect(bad.slice(0, 10)).toEqual([]);
  });

  test('names every contract, bonus and honour in German words, not by its id', () => {
    const ids = new Set(lines.flatMap((l) => (l.line.phrase ? contractIds(l.line.phrase) : [])));
    expect(ids.size).toBeGreaterThan(10);
    expect([...ids].filter((id) => nameOf(id, 'de') === id)).toEqual([]);
  });
});
