import { ANALYSIS_NODES } from '@tarock/bots';
import { describe, expect, test } from 'vitest';
import { ANALYSIS_DEPTH_NODES, defaultLang, parseSettings } from './settings';

describe('settings', () => {
  test('unknown or broken stored values fall back to the defaults', () => {
    expect(parseSettings('{"lang":"fr","theme":"neon","deck":7}', ['en-GB'])).toEqual({
      lang: 'en',
      theme: 'auto',
      deck: 'standard',
      speed: 'normal',
      analysisDepth: 'normal',
      turnChime: 'on',
      forcedCard: 'off',
      letterKeys: 'on',
    });
    expect(parseSettings('{"forcedCard":true}', []).forcedCard).toBe('off');
    expect(parseSettings('{"letterKeys":"no"}', []).letterKeys).toBe('on');
    expect(parseSettings('{"analysisDepth":"forever"}', []).analysisDepth).toBe('normal');
    expect(parseSettings('{"turnChime":false}', []).turnChime).toBe('on');
    expect(parseSettings('not json', []).lang).toBe('de');
  });
  test('stored choices are kept', () => {
    const s = {
      lang: 'en',
      theme: 'dark',
      deck: 'highContrast',
      speed: 'instant',
      analysisDepth: 'thorough',
      turnChime: 'off',
      forcedCard: 'on',
      letterKeys: 'off',
    };
    expect(parseSettings(JSON.stringify(s), ['de'])).toEqual(s);
    expect(parseSettings(JSON.stringify({ ...s, analysisDepth: 'quick' }), ['de']).analysisDepth).toBe(
      'quick',
    );
  });
  test('the browser language picks German or English', () => {
    expect(defaultLang(['de-AT', 'en'])).toBe('de');
    expect(defaultLang(['fr', 'en-US'])).toBe('en');
  });
  test('the Analyse depths: normal is the mistake finder’s default, quick searches less and thorough more', () => {
    expect(ANALYSIS_DEPTH_NODES.normal).toBe(ANALYSIS_NODES);
    expect(ANALYSIS_DEPTH_NODES.quick).toBeLessThan(ANALYSIS_NODES);
    expect(ANALYSIS_DEPTH_NODES.thorough).toBeGreaterThan(ANALYSIS_NODES);
  });
});
