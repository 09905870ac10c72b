/** The options of every Illustrated preset resolve into the rule-set data (rules-notes Parts A, B, Appendix). */
import { describe, expect, test } from 'vitest';
import type { OptionValue } from '../core/ruleset';
import { illustratedPresets } from '../presets/illustrated';

describe.each(illustratedPresets.map((p) => [p.rules.id, p] as const))('%s options', (_id, preset) => {
  const defaults = Object.fromEntries(preset.options.map((o) => [o.key, o.default]));

  test('the defaults resolve to the preset’s rule set', () => {
    expect(preset.resolve(defaults)).toEqual(preset.rules);
  });

  test('every option has a unique key, a source in rules-notes and its default among its values', () => {
    expect(new Set(preset.options.map((o) => o.key)).size).toBe(preset.options.length);
    for (const o of preset.options) {
      expect(o.values).toContain(o.default);
      expect(o.source).toMatch(/^rules-notes /);
    }
  });

  test('every other value of every option changes the rule set, alone and with all others changed', () => {
    const others: Record<string, OptionValue> = {};
    for (const o of preset.options) others[o.key] = o.values.find((v) => v !== o.default) ?? o.default;
    for (const o of preset.options) {
      for (const v of o.values.filter((x) => x !== o.default)) {
        expect(preset.resolve({ ...defaults, [o.key]: v }), `${o.key}=${String(v)}`).not.toEqual(
          preset.rules,
        );
        const without = preset.resolve({ ...others, [o.key]: o.default });
        expect(
          preset.resolve({ ...others, [o.key]: v }),
          `${o.key}=${String(v)} with the others`,
        ).not.toEqual(without);
      }
    }
  });
});
