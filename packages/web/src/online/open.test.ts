import { PRESETS } from '@tarock/engine';
import { describe, expect, test } from 'vitest';
import { gameName } from '../setup/gameName';
import { isServerLevel, openFromSetup } from './open';

describe('opening a table from the setup form', () => {
  test.each(PRESETS.map((p) => [p.rules.id, p] as const))(
    '%s: the options that differ from the defaults come back with their own types',
    (_id, preset) => {
      const values = Object.fromEntries(
        preset.options.map((o) => [o.key, o.values.find((v) => v !== o.default) ?? o.default]),
      );
      const open = openFromSetup(
        {
          game: gameName(preset, values),
          players: [{ kind: 'human' }, { kind: 'human' }, { kind: 'bot', bot: 'random' }],
          names: ['Anna', 'Bert', 'Cilli'],
          delayMs: 0,
        },
        30,
      );
      const differing = Object.fromEntries(
        Object.entries(values).filter(([k, v]) => preset.options.find((o) => o.key === k)?.default !== v),
      );
      expect(open).toEqual({
        preset: preset.rules.id,
        options: differing,
        seats: [{ kind: 'human' }, { kind: 'human' }, { kind: 'computer', level: 'random' }],
        turnSeconds: 30,
        name: 'Anna',
      });
    },
  );

  test('an unknown preset or option is refused', () => {
    const base = { players: [], names: [], delayMs: 0 };
    expect(openFromSetup({ ...base, game: 'no-such-preset' }, null)).toBeNull();
    const id = PRESETS[0]?.rules.id ?? '';
    expect(openFromSetup({ ...base, game: `${id}(noSuchOption=1)` }, null)).toBeNull();
  });

  test('only levels the server takes are offered (pimc:fast yes, odd characters no)', () => {
    expect(isServerLevel('random')).toBe(true);
    expect(isServerLevel('pimc:fast')).toBe(true);
    expect(isServerLevel('Pimc Fast!')).toBe(false);
  });
});
