/**
 * The rule sets' German names: every preset has one, found by the English it translates (so a
 * renamed preset fails here), none is left for a preset the engine does not have, and a name of
 * either family begins with the family's German words as the setup's family choice has them.
 */
import { PRESETS } from '@tarock/engine';
import { describe, expect, test } from 'vitest';
import { NAMES_DE, presetName } from './presetNames';
import { STRINGS } from './strings';

/** "Illustriertes Tarock (54 Blatt)" → "Illustriertes Tarock". */
const familyWords = (label: string): string => label.replace(/ \(.*\)$/, '');

describe('German preset names', () => {
  test.each(PRESETS.map((p) => [p.rules.id, p] as const))('%s has a German name', (id, p) => {
    expect(NAMES_DE[id]?.[0]).toBe(p.rules.name);
    const german = presetName(p.rules, 'de');
    expect(german).toBe(NAMES_DE[id]?.[1]);
    if (p.rules.name.startsWith('Illustrated Tarock'))
      expect(german.startsWith(familyWords(STRINGS.de.familyIllustrated))).toBe(true);
    if (p.rules.name.startsWith('Bavarian Tarock'))
      expect(german.startsWith(familyWords(STRINGS.de.familyBavarian))).toBe(true);
  });

  test('the English interface keeps the engine’s name', () => {
    for (const p of PRESETS) expect(presetName(p.rules, 'en')).toBe(p.rules.name);
  });

  test('an online table’s preset (id and English name) reads the same; a renamed one keeps its English', () => {
    expect(presetName({ id: 'illustrated-beck', name: 'Illustrated Tarock (Beck)' }, 'de')).toBe(
      'Illustriertes Tarock (Beck)',
    );
    expect(presetName({ id: 'illustrated-beck', name: 'Beck, renamed' }, 'de')).toBe('Beck, renamed');
  });

  test('no German name is left for a preset the engine does not have', () => {
    const ids = new Set(PRESETS.map((p) => p.rules.id));
    expect(Object.keys(NAMES_DE).filter((id) => !ids.has(id))).toEqual([]);
  });
});
