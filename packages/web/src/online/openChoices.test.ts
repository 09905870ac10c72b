import { describe, expect, it } from 'vitest';
import { SETUP_KEY, type SetupChoices } from '../setup/setupChoices';
import { MemoryStorage } from './memoryStorage.test-helper';
import { OPEN_KEY, loadOpenChoices, readOpenChoices, saveOpenChoices } from './openChoices';

const hosted: SetupChoices = {
  family: 'bavarian',
  presetId: 'haferltarock',
  values: { ante: 20 },
  names: ['Hanna', 'Bert', 'Cilli', 'Dori'],
  levels: [undefined, 'human', 'random', undefined],
};

describe('the form that opens an online table, kept', () => {
  it('reads back what it kept: the setup, seats for friends included, and the turn timer', () => {
    const storage = new MemoryStorage();
    saveOpenChoices(storage, { setup: hosted, timer: 60 });
    expect(loadOpenChoices(storage)).toEqual({ setup: hosted, timer: 60 });
  });

  it('is kept apart from the offline setup’s choices', () => {
    const storage = new MemoryStorage();
    saveOpenChoices(storage, { setup: hosted, timer: 30 });
    expect(storage.getItem(SETUP_KEY)).toBeNull();
    expect(storage.getItem(OPEN_KEY)).not.toBeNull();
  });

  it('takes only a timer the form offers; any other is no timer', () => {
    const raw = (timer: unknown) => JSON.stringify({ family: 'bavarian', presetId: 'haferltarock', timer });
    expect(readOpenChoices(raw(120)).timer).toBe(120);
    for (const t of [45, '60', -1, true, null, undefined]) expect(readOpenChoices(raw(t)).timer).toBeNull();
  });

  it('gives no choices and no timer for nothing kept, broken JSON or storage that refuses', () => {
    expect(readOpenChoices(null)).toEqual({ setup: null, timer: null });
    expect(readOpenChoices('{"timer":60')).toEqual({ setup: null, timer: null });
    expect(readOpenChoices('[60]')).toEqual({ setup: null, timer: null });
    const refusing = {
      getItem: () => {
        throw new Error('blocked');
      },
    };
    expect(loadOpenChoices(refusing)).toEqual({ setup: null, timer: null });
  });

  it('keeps nothing before the form has choices, and keeps on where storage is full', () => {
    const storage = new MemoryStorage();
    saveOpenChoices(storage, { setup: null, timer: 60 });
    expect(storage.getItem(OPEN_KEY)).toBeNull();
    const full = {
      setItem: () => {
        throw new Error('quota');
      },
    };
    expect(() => saveOpenChoices(full, { setup: hosted, timer: 60 })).not.toThrow();
  });
});
