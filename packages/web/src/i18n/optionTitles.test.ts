/**
 * The house rules' titles: every option key of every preset has a title in both languages (so a
 * new option without one fails here), no title is left for a key no preset has, and no two options
 * of one preset read the same.
 */
import { PRESETS } from '@tarock/engine';
import { describe, expect, test } from 'vitest';
import { OPTION_TITLES, optionTitle } from './optionTitles';

const keys = [...new Set(PRESETS.flatMap((p) => p.options.map((o) => o.key)))];

describe('option titles', () => {
  test('the engine offers many option keys (the loop below sees them all)', () => {
    expect(keys.length).toBeGreaterThan(50);
  });

  test.each(keys)('%s has a title in German and English', (key) => {
    const title = OPTION_TITLES[key];
    expect(title?.de).toBeTruthy();
    expect(title?.en).toBeTruthy();
    expect(optionTitle(key, 'de')).toBe(title?.de);
    expect(optionTitle(key, 'en')).toBe(title?.en);
    expect(optionTitle(key, 'de')).not.toBe(key);
  });

  test('no title is left for a key no preset has', () => {
    expect(Object.keys(OPTION_TITLES).filter((k) => !keys.includes(k))).toEqual([]);
  });

  test.each(PRESETS.map((p) => [p.rules.id, p] as const))(
    'the options of %s have distinct titles',
    (_, p) => {
      for (const lang of ['de', 'en'] as const) {
        const titles = p.options.map((o) => optionTitle(o.key, lang));
        expect(new Set(titles).size).toBe(titles.length);
      }
    },
  );

  test('a key without a title shows as written', () => {
    expect(optionTitle('noSuchOption', 'de')).toBe('noSuchOption');
  });
});
