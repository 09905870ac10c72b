/**
 * Each preset's rules page (docs/rules/<id>.md) lists every version of its rules, from 1 to the
 * preset's `rules.version`: a bump without its line on the page fails here.
 */
import { describe, expect, test } from 'vitest';
import { PRESETS } from './index';
import { RULE_PAGES as pages } from './rulePages.test-helper';

describe.each(PRESETS.map((p) => [p.rules.id, p.rules.version] as const))(
  'docs/rules/%s.md',
  (id, version) => {
    test(`lists its rules versions 1 to ${version}, in order, and no other`, () => {
      const page = pages[id] ?? '';
      const section = page.slice(page.indexOf('\n## Rules versions\n'));
      expect(section.startsWith('\n## Rules versions\n')).toBe(true);
      const listed = [...section.matchAll(/^- \*\*Version (\d+)\*\* \(\d{4}-\d{2}-\d{2}\): \S/gm)].map((m) =>
        Number(m[1]),
      );
      expect(listed).toEqual(Array.from({ length: version }, (_, i) => i + 1));
    });
  },
);
