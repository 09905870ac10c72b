import { expect, test } from 'vitest';
import { STRINGS } from '../i18n/strings';
import { BASE_TITLE, turnTitle } from './turnTitle';

test('the title says whose turn it is in the page’s language, and is the page’s own otherwise', () => {
  expect(turnTitle(true, STRINGS.de.yourTurn)).toBe('● Du bist dran – Tarock');
  expect(turnTitle(true, STRINGS.en.yourTurn)).toBe('● Your turn – Tarock');
  expect(turnTitle(false, STRINGS.de.yourTurn)).toBe(BASE_TITLE);
});
