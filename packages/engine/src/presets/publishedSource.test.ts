/**
 * A preset's source as players read it names the published work alone: never the project's own
 * documents (the seeds, rules-notes), and never another preset's work (a preset made from another
 * with a spread would keep the first one's unless it says its own).
 */
import { describe, expect, test } from 'vitest';
import { PRESETS } from './index';

describe('publishedSource', () => {
  test.each(PRESETS.map((p) => [p.rules.id, p.rules.publishedSource] as const))(
    '%s: %s names no document of the project',
    (_id, source) => {
      expect(source).not.toMatch(/seed\s*\d|rules-notes|\b[A-Z]{1,2}(-[A-Z]+)?-\d/i);
      expect(source.trim()).not.toBe('');
    },
  );

  test('every preset names its own', () => {
    const sources = PRESETS.map((p) => p.rules.publishedSource);
    expect(new Set(sources).size).toBe(sources.length);
  });
});
