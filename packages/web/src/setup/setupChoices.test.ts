import { PRESETS } from '@tarock/engine';
import { describe, expect, test } from 'vitest';
import { DEFAULT_NAMES } from '../app/playerName';
import { MemoryStorage } from '../online/memoryStorage.test-helper';
import {
  SETUP_KEY,
  type SetupChoices,
  loadSetupChoices,
  readSetupChoices,
  saveSetupChoices,
  writeSetupChoices,
} from './setupChoices';

const chosen: SetupChoices = {
  family: 'bavarian',
  presetId: 'haferltarock',
  values: { seats: 4, ante: 20, selfRaise: true },
  names: ['Gustl', 'Vroni', '', 'Sepp'],
  levels: [undefined, 'random', 'pimc:strong', undefined],
};

/** The stored text with some fields replaced. */
const storedWith = (fields: Record<string, unknown>): string =>
  JSON.stringify({ ...JSON.parse(writeSetupChoices(chosen)), ...fields });

describe('the setup’s choices kept in the browser', () => {
  test('written and read back, they are the choices made', () => {
    expect(readSetupChoices(writeSetupChoices(chosen))).toEqual(chosen);
    const storage = new MemoryStorage();
    saveSetupChoices(storage, chosen);
    expect(storage.getItem(SETUP_KEY)).not.toBeNull();
    expect(loadSetupChoices(storage)).toEqual(chosen);
  });

  test('every preset with every house rule at a value other than its default reads back as written', () => {
    for (const p of PRESETS) {
      const values = Object.fromEntries(
        p.options.map((o) => [o.key, o.values.find((v) => v !== o.default) ?? o.default]),
      );
      const c: SetupChoices = { ...chosen, family: p.rules.family, presetId: p.rules.id, values };
      expect(readSetupChoices(writeSetupChoices(c)), p.rules.id).toEqual(c);
    }
  });

  test('nothing stored, broken JSON or a value that is not an object: nothing to restore (the defaults)', () => {
    expect(readSetupChoices(null)).toBeNull();
    for (const raw of ['', 'not json', '{"family":', '[]', '"haferltarock"', '42', 'null'])
      expect(readSetupChoices(raw), raw).toBeNull();
    expect(loadSetupChoices(new MemoryStorage())).toBeNull();
    expect(loadSetupChoices(undefined)).toBeNull();
  });

  test('storage that throws gives the defaults when read and keeps nothing when written, without an error', () => {
    const refusing = {
      getItem: (): string | null => {
        throw new Error('SecurityError');
      },
      setItem: (): void => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(loadSetupChoices(refusing)).toBeNull();
    expect(() => saveSetupChoices(refusing, chosen)).not.toThrow();
  });

  test('a rule set that no longer exists: the family’s first at its defaults, the players kept', () => {
    expect(readSetupChoices(storedWith({ presetId: 'haferltarock-1850' }))).toEqual({
      ...chosen,
      presetId: '',
      values: {},
    });
    expect(readSetupChoices(storedWith({ presetId: 7 }))?.presetId).toBe('');
  });

  test('the rule set decides the family; without one, a family that is none is the default one', () => {
    expect(readSetupChoices(storedWith({ family: 'illustrated' }))?.family).toBe('bavarian');
    expect(readSetupChoices(storedWith({ family: 'skat' }))?.family).toBe('bavarian');
    expect(readSetupChoices(storedWith({ presetId: '', family: 'skat' }))).toMatchObject({
      family: 'illustrated',
      presetId: '',
      values: {},
    });
  });

  test('the family’s first rule set (none chosen) keeps the house rules it has', () => {
    const first = PRESETS.find((p) => p.rules.family === 'bavarian');
    const option = first?.options.find((o) => o.values.length > 1);
    if (!first || !option) throw new Error('a Bavarian preset with an option');
    const other = option.values.find((v) => v !== option.default);
    const read = readSetupChoices(storedWith({ presetId: '', values: { [option.key]: other, nope: 1 } }));
    expect(read).toMatchObject({ family: 'bavarian', presetId: '', values: { [option.key]: other } });
  });

  test('a house rule the rule set does not have, or a value it does not allow, is left out; the rest kept', () => {
    const read = readSetupChoices(
      storedWith({
        values: {
          seats: 5, // not a value of the option
          ante: '20', // the text, not the number
          selfRaise: true,
          holdAfterRetake: false, // another rule set's
          showAllHands: true, // table comfort, never a rule
          hint: true,
        },
      }),
    );
    expect(read?.values).toEqual({ selfRaise: true });
    expect(readSetupChoices(storedWith({ values: ['seats', 4] }))?.values).toEqual({});
    expect(readSetupChoices(storedWith({ values: null }))?.values).toEqual({});
  });

  test('table comfort stored beside the choices is not read into them (it is the settings’)', () => {
    const read = readSetupChoices(storedWith({ speed: 'instant', hint: true, lang: 'en' }));
    expect(read).toEqual(chosen);
    expect(Object.keys(read ?? {}).sort()).toEqual(['family', 'levels', 'names', 'presetId', 'values']);
  });

  test('a name or a computer player that is not text, or far too long, is the default one; the others kept', () => {
    const read = readSetupChoices(
      storedWith({
        names: ['Gustl', 42, null, 'x'.repeat(201)],
        levels: [null, { bot: 'random' }, 'pimc:strong', 'y'.repeat(500)],
      }),
    );
    expect(read?.names).toEqual(['Gustl', DEFAULT_NAMES[1], DEFAULT_NAMES[2], DEFAULT_NAMES[3]]);
    expect(read?.levels).toEqual([undefined, undefined, 'pimc:strong', undefined]);
    // A name over the table's cap of 20 is the player's, kept whole (the form says it is too long).
    expect(readSetupChoices(storedWith({ names: ['Maximiliane Lindbach-Ober'] }))?.names[0]).toBe(
      'Maximiliane Lindbach-Ober',
    );
    const notLists = readSetupChoices(storedWith({ names: 'Gustl', levels: 'random' }));
    expect(notLists?.names).toEqual(DEFAULT_NAMES);
    expect(notLists?.levels).toEqual([undefined, undefined, undefined, undefined]);
  });
});
