import { describe, expect, test } from 'vitest';
import { STRINGS } from '../i18n/strings';
import { targetText } from './target';

const c = (declarer: number | null, trump: number, target: number, raised = 0) => ({
  declarer,
  trump,
  target,
  raised,
});

describe('the target in the bar', () => {
  test('a game played for card points shows the points needed', () => {
    expect(targetText(c(0, 2, 61), 'declarer', STRINGS.de)).toBe('61');
    expect(targetText(c(1, 0, 36), 'declarer', STRINGS.en)).toBe('36');
  });

  test("the declarer's own raise counts (Haferltarock's self-raise: 61 raised twice is 71; the bar said 61)", () => {
    expect(targetText(c(1, 2, 61, 10), 'declarer', STRINGS.de)).toBe('71');
  });

  test('after Kontra with the burden shifted the defenders need the target, and the bar says so (it said 61 as if the declarer did)', () => {
    expect(targetText(c(1, 2, 61), 'defenders', STRINGS.de)).toBe('61 für die Gegenspieler');
    expect(targetText(c(1, 2, 61, 5), 'defenders', STRINGS.en)).toBe('66 for the defenders');
  });

  test('a Bettel says that the declarer may take no trick (the bar said "Ziel 61")', () => {
    expect(targetText(c(1, -1, 61), 'declarer', STRINGS.de)).toBe('kein Stich');
    expect(targetText(c(1, -1, 61), 'declarer', STRINGS.en)).toBe('no trick');
  });

  test('a game without a declarer (Trischaken) has no target', () => {
    expect(targetText(c(null, 0, 36), 'declarer', STRINGS.de)).toBeNull();
  });
});
