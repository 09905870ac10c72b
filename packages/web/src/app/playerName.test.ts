import { MAX_NAME_LENGTH } from '@tarock/protocol';
import { expect, test } from 'vitest';
import { STRINGS } from '../i18n/strings';
import { NAME_MAX, nameExcess, nameUnprintable } from './playerName';

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

test('a name with a control or invisible character is told, an emoji joined by zero-width joiners is not', () => {
  for (const bad of ['An\tna', 'Anna\nBert', 'Ann\u00ADa', 'An\u200Bna', 'A\u0007', 'x\u2028y', '\uD800'])
    expect(nameUnprintable(bad), JSON.stringify(bad)).toBe(true);
  for (const good of ['Anna', 'Gustl 🤷‍♀️', 'Zoë', '  Anna  ', 'Ánh Nguyễn', ''])
    expect(nameUnprintable(good), JSON.stringify(good)).toBe(false);
});

test('the player is told a name may not hold such characters, in both languages', () => {
  expect(STRINGS.en.nameUnprintable).toBe(
    'A name may not hold control characters (a tab, a line break, an invisible sign)',
  );
  expect(STRINGS.de.nameUnprintable).toBe(
    'Ein Name darf keine Steuerzeichen enthalten (Tabulator, Zeilenumbruch, unsichtbare Zeichen)',
  );
});
