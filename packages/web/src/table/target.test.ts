import { describe, expect, test } from 'vitest';
import { STRINGS } from '../i18n/strings';
import { targetText } from './target';

describe('the target in the bar', () => {
  test('a game played for card points shows the points needed', () => {
    expect(targetText({ declarer: 0, trump: 2, target: 61 }, STRINGS.de)).toBe('61');
    expect(targetText({ declarer: 1, trump: 0, target: 36 }, STRINGS.en)).toBe('36');
  });

  test('a Bettel says that the declarer may take no trick (the bar said "Ziel 61")', () => {
    expect(targetText({ declarer: 1, trump: -1, target: 61 }, STRINGS.de)).toBe('kein Stich');
    expect(targetText({ declarer: 1, trump: -1, target: 61 }, STRINGS.en)).toBe('no trick');
  });

  test('a game without a declarer (Trischaken) has no target', () => {
    expect(targetText({ declarer: null, trump: 0, target: 36 }, STRINGS.de)).toBeNull();
  });
});
