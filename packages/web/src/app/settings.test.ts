import { describe, expect, test } from 'vitest';
import { defaultLang, parseSettings } from './settings';

describe('settings', () => {
  test('unknown or broken stored values fall back to the defaults', () => {
    expect(parseSettings('{"lang":"fr","theme":"neon","deck":7}', ['en-GB'])).toEqual({
      lang: 'en',
      theme: 'auto',
      deck: 'standard',
      speed: 'normal',
    });
    expect(parseSettings('not json', []).lang).toBe('de');
  });
  test('stored choices are kept', () => {
    const s = { lang: 'en', theme: 'dark', deck: 'highContrast', speed: 'instant' };
    expect(parseSettings(JSON.stringify(s), ['de'])).toEqual(s);
  });
  test('the browser language picks German or English', () => {
    expect(defaultLang(['de-AT', 'en'])).toBe('de');
    expect(defaultLang(['fr', 'en-US'])).toBe('en');
  });
});
