/**
 * The German rule texts against the engine's English: every preset's summary and source line,
 * every option description of every preset and every note in English beside an option's source
 * has German, found by the English it translates (so a changed English fails here); no German is
 * left for English the engine no longer has; and a German text keeps the figures of its English.
 */
import { PRESETS } from '@tarock/engine';
import { describe, expect, test } from 'vitest';
import {
  DESCRIPTIONS_DE,
  OPTION_SOURCES_DE,
  optionDescription,
  optionSource,
  presetSource,
  presetSummary,
  SOURCES_DE,
  SUMMARIES_DE,
} from './presetTexts';

const options = PRESETS.flatMap((p) => p.options.map((o) => ({ preset: p.rules.id, spec: o })));

/** The digit sequences of a text, sorted: "×4/×16 before, ×2/×4 after" → 16 2 4 4. */
const figures = (text: string): string[] => (text.match(/\d+/g) ?? []).sort();

describe('German preset summaries', () => {
  test.each(PRESETS.map((p) => [p.rules.id, p] as const))('%s has a German summary', (_, p) => {
    const german = presetSummary(p, 'de');
    expect(german).not.toBe(p.summary);
    expect(figures(german)).toEqual(figures(p.summary));
  });

  test('the English interface keeps the engine’s English', () => {
    for (const p of PRESETS) expect(presetSummary(p, 'en')).toBe(p.summary);
  });

  test('no German summary is left for a preset the engine does not have', () => {
    const ids = new Set(PRESETS.map((p) => p.rules.id));
    expect(Object.keys(SUMMARIES_DE).filter((id) => !ids.has(id))).toEqual([]);
  });
});

describe('German preset source lines', () => {
  test.each(PRESETS.map((p) => [p.rules.id, p.rules] as const))(
    '%s has its published source framed in German, the citation kept',
    (id, rules) => {
      const english = rules.publishedSource;
      expect(SOURCES_DE[id]?.[0], 'the German is of the engine’s English as it is now').toBe(english);
      const german = presetSource(id, english, 'de');
      expect(figures(german)).toEqual(figures(english));
      // The English framing words are gone; the citation's own names stay.
      expect(german).not.toMatch(/\b(as|by|pp|ed|and|to|of|its|article|variant|The|A)\b|’s\b/);
      for (const [, title] of english.matchAll(/“([^”]*)”/g)) expect(german).toContain(`„${title}“`);
      for (const name of english.match(
        /Dummett|Tarock komplett|20 Kartenspiele|Die Strategie des Tarockspiels/g,
      ) ?? [])
        expect(german).toContain(name);
      expect(presetSource(id, english, 'en')).toBe(english);
    },
  );

  test('players read the published work, not the documents the rule set was read from', () => {
    for (const p of PRESETS)
      for (const lang of ['de', 'en'] as const)
        expect(presetSource(p.rules.id, p.rules.publishedSource, lang)).not.toMatch(/seed \d|rules-notes/i);
  });

  test('a source changed since shows its English', () => {
    const rules = PRESETS[0]?.rules;
    if (!rules) throw new Error('no preset');
    expect(presetSource(rules.id, 'Another book, p. 1', 'de')).toBe('Another book, p. 1');
  });

  test('no German source line is left for a preset the engine does not have', () => {
    const ids = new Set(PRESETS.map((p) => p.rules.id));
    expect(Object.keys(SOURCES_DE).filter((id) => !ids.has(id))).toEqual([]);
  });
});

describe('German house rule sources', () => {
  const sources = [...new Set(options.map((o) => o.spec.source))];

  test.each(sources.map((src) => [src] as const))('%s reads in German', (src) => {
    const german = optionSource({ source: src }, 'de');
    // A bare citation stays as it is; a note in English beside it is German.
    expect(german).not.toMatch(/\b(the|is|not|an|so|states|stated|order)\b/);
    expect(figures(german)).toEqual(figures(src));
    expect(german.startsWith(src.split(' (')[0] ?? '')).toBe(true);
    expect(optionSource({ source: src }, 'en')).toBe(src);
  });

  test('no German is left for a source the engine no longer gives', () => {
    expect(Object.keys(OPTION_SOURCES_DE).filter((en) => !sources.includes(en))).toEqual([]);
  });
});

describe('German option descriptions', () => {
  test('the engine offers many options (the loop below sees them all)', () => {
    expect(options.length).toBeGreaterThan(100);
  });

  test.each(options.map((o) => [o.preset, o.spec.key, o.spec] as const))(
    '%s %s has a German description with the same figures',
    (_, __, spec) => {
      const german = optionDescription(spec, 'de');
      expect(german).not.toBe(spec.description);
      expect(figures(german)).toEqual(figures(spec.description));
      expect(optionDescription(spec, 'en')).toBe(spec.description);
    },
  );

  test('no German description is left for English the engine no longer has', () => {
    const known = new Set(options.map((o) => `${o.spec.key}\u0000${o.spec.description}`));
    const stale = Object.entries(DESCRIPTIONS_DE).flatMap(([key, byEnglish]) =>
      Object.keys(byEnglish).filter((en) => !known.has(`${key}\u0000${en}`)),
    );
    expect(stale).toEqual([]);
  });
});
