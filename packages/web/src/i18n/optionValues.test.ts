/**
 * The house-rule values in words: every word value of every preset's options has a label in both
 * languages (so a new word value without one fails here), no label is left for a value the engine
 * no longer offers, and yes/no and numbers read in the language.
 */
import { PRESETS } from '@tarock/engine';
import { describe, expect, test } from 'vitest';
import { isWordValue, optionValueText, VALUE_LABELS } from './optionValues';

const wordValues = [
  ...new Set(
    PRESETS.flatMap((p) =>
      p.options.flatMap((o) => o.values.filter(isWordValue).map((v) => `${o.key}=${v}`)),
    ),
  ),
].map((kv) => kv.split('=') as [string, string]);

describe('option value labels', () => {
  test('the engine offers many word values (the loop below sees them all)', () => {
    expect(wordValues.length).toBeGreaterThan(50);
  });

  test.each(wordValues)('%s = %s has a label in German and English', (key, v) => {
    const label = VALUE_LABELS[key]?.[v];
    expect(label?.de).toBeTruthy();
    expect(label?.en).toBeTruthy();
    expect(optionValueText(key, v, 'de')).toBe(label?.de);
    expect(optionValueText(key, v, 'en')).toBe(label?.en);
  });

  test('no label is left for a value the engine does not offer', () => {
    const offered = new Set(wordValues.map(([k, v]) => `${k}=${v}`));
    const stale = Object.entries(VALUE_LABELS).flatMap(([key, labels]) =>
      Object.keys(labels)
        .map((v) => `${key}=${v}`)
        .filter((kv) => !offered.has(kv)),
    );
    expect(stale).toEqual([]);
  });

  test('a figure is shown as written; yes/no and numbers in the language', () => {
    expect(optionValueText('contraFactor', '4/2', 'de')).toBe('4/2');
    expect(optionValueText('kontra', true, 'de')).toBe('ja');
    expect(optionValueText('kontra', false, 'en')).toBe('no');
    expect(optionValueText('startingBank', 1000, 'de')).toBe('1.000');
    expect(optionValueText('startingBank', 1000, 'en')).toBe('1,000');
    expect(optionValueText('seats', 3, 'de')).toBe('3');
  });
});
