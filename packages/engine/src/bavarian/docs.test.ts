/**
 * Each preset's rules page (docs/rules/<id>.md) names the preset, its source, the rules-notes items
 * it reads, and lists every option with its values and its default, as the code has them.
 */
import { describe, expect, test } from 'vitest';
import { bavarianPresets } from '../presets/bavarian';
import { RULE_PAGES as pages } from '../presets/rulePages.test-helper';

describe.each(bavarianPresets.map((p) => [p.rules.id, p] as const))('docs/rules/%s.md', (id, preset) => {
  const page = pages[id] ?? '';
  test('names the preset id, the seed and the rules-notes', () => {
    expect(page).toContain(`(\`${id}\`)`);
    expect(page).toContain('seed 000');
    expect(page).toContain('rules-notes');
  });

  test.each(preset.options.map((o) => [o.key, o] as const))(
    'lists option %s with its values and default',
    (key, o) => {
      // Table cells, whatever padding the formatter gives the columns.
      const rows = page.split('\n').map((line) => line.split('|').map((c) => c.trim()));
      const cells = rows.find((r) => r[0] === '' && r[1] === `\`${key}\``);
      expect(cells).toBeDefined();
      if (!cells) return;
      expect(cells[2]).toBe(o.values.map((v) => `\`${String(v)}\``).join(', '));
      expect(cells[3]).toBe(`\`${String(o.default)}\``);
    },
  );
});
