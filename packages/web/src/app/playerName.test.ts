import { MAX_NAME_LENGTH } from '@tarock/protocol';
import { expect, test } from 'vitest';
import { STRINGS } from '../i18n/strings';
import { NAME_MAX, nameExcess } from './playerName';

test('the web’s name cap is the server’s', () => {
  expect(NAME_MAX).toBe(MAX_NAME_LENGTH);
});

test('a name is too long by the characters beyond the cap, counted after trimming', () => {
  expect(nameExcess('Donaudampfschiffahrt')).toBe(0);
  expect(nameExcess('  Donaudampfschiffahrt  ')).toBe(0);
  expect(nameExcess('Donaudampfschifffahrt')).toBe(1);
  expect(nameExcess('Donaudampfschifffahrtskapitän')).toBe(9);
  expect(nameExcess('')).toBe(0);
});

test('the player is told the cap and how far over it the name is, in both languages', () => {
  expect(STRINGS.de.nameTooLong(20, 1)).toBe('Ein Name hat höchstens 20 Zeichen: eines zu viel');
  expect(STRINGS.en.nameTooLong(20, 9)).toBe('A name may have at most 20 characters: 9 too many');
});
