/**
 * Each preset's rules page (docs/rules/<id>.md) lists every version of its rules, from 1 to the
 * preset's `rules.version`: a bump without its line on the page fails here.
 */
import { describe, expect, test } from 'vitest';
import b1933 from '../../../../docs/rules/bavarian-1933.md?raw';
import berliner from '../../../../docs/rules/bavarian-berliner.md?raw';
import huber from '../../../../docs/rules/bavarian-huber-1923.md?raw';
import nopoint from '../../../../docs/rules/bavarian-no-point-bidding.md?raw';
import sirch from '../../../../docs/rules/bavarian-sirch-2008.md?raw';
import haferl from '../../../../docs/rules/haferltarock.md?raw';
import beck from '../../../../docs/rules/illustrated-beck.md?raw';
import loew from '../../../../docs/rules/illustrated-loew-1954.md?raw';
import ms from '../../../../docs/rules/illustrated-mayr-sedlaczek-2016.md?raw';
import scharf from '../../../../docs/rules/scharfes-tarock.md?raw';
import { PRESETS } from './index';

const pages: Readonly<Record<string, string>> = {
  'bavarian-huber-1923': huber,
  'bavarian-sirch-2008': sirch,
  'bavarian-1933': b1933,
  haferltarock: haferl,
  'bavarian-no-point-bidding': nopoint,
  'bavarian-berliner': berliner,
  'scharfes-tarock': scharf,
  'illustrated-loew-1954': loew,
  'illustrated-beck': beck,
  'illustrated-mayr-sedlaczek-2016': ms,
};

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
