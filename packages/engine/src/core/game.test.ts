import { describe, expect, test } from 'vitest';
import { loadGame } from '../presets/index';
import { parseGameName } from './game';

describe('a game name: preset id and options (docs/notation.md)', () => {
  test('reads the id and each option', () => {
    expect(parseGameName('haferltarock(seats=4, kontra=true)')).toEqual({
      ok: true,
      value: { id: 'haferltarock', values: { seats: '4', kontra: 'true' } },
    });
  });

  test('refuses an option given twice rather than taking one of its values', () => {
    expect(parseGameName('haferltarock(seats=4,seats=3)')).toEqual({
      ok: false,
      error: 'option seats is given twice in "haferltarock(seats=4,seats=3)"',
    });
    expect(loadGame('haferltarock(seats=4,seats=3)').ok).toBe(false);
  });

  test('says what is wrong with a name it cannot read', () => {
    expect(parseGameName('Haferl Tarock').ok).toBe(false);
    expect(parseGameName('haferltarock(seats)')).toEqual({
      ok: false,
      error: 'option "seats" in "haferltarock(seats)" has no value (key=value)',
    });
  });
});
