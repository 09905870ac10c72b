import { expect, test } from 'vitest';
import { STRINGS } from '../i18n/strings';
import { ONLINE_STRINGS } from '../online/strings';
import { BASE_TITLE, pageTitle } from './pageTitle';

test('the title says what the table asks of the player in the page’s language, and is the page’s own otherwise', () => {
  expect(pageTitle(STRINGS.de.yourTurn)).toBe('● Du bist dran – Tarock');
  expect(pageTitle(STRINGS.en.yourTurn)).toBe('● Your turn – Tarock');
  expect(pageTitle(ONLINE_STRINGS.de.readyAsked)).toBe('● Bereit? – Tarock');
  expect(pageTitle(ONLINE_STRINGS.en.readyAsked)).toBe('● Ready? – Tarock');
  expect(pageTitle(null)).toBe(BASE_TITLE);
});
