/**
 * Architecture test: the engine is pure. Its source (tests aside) imports only its own modules —
 * nothing from node:*, the DOM or another package — and never reads randomness or the clock.
 */
import { describe, expect, it } from 'vitest';

const sources = import.meta.glob<string>(['../src/**/*.ts', '!../src/**/*.test.ts'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

const FORBIDDEN: readonly [RegExp, string][] = [
  [/\bMath\.random\b/, 'Math.random (randomness comes in as an Rng)'],
  [/\bDate\b/, 'Date (the engine reads no clock)'],
  [/\bperformance\.now\b/, 'performance.now (the engine reads no clock)'],
  [/\bprocess\b/, 'process (no Node globals)'],
  [/\brequire\s*\(/, 'require (no Node modules)'],
  [/\b(window|document|localStorage|navigator|fetch)\b/, 'a DOM or network global'],
  [/\b(setTimeout|setInterval|setImmediate)\b/, 'timers (the engine does no I/O)'],
  [/\bimport\.meta\b/, 'import.meta (bundler- or host-specific)'],
];

/** Strips comments so that prose may name what code may not use. */
function code(source: string): string {
  return source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');
}

/** What is impure about one source file. */
export function impurities(source: string): string[] {
  const found: string[] = [];
  const text = code(source);
  for (const m of text.matchAll(/\b(?:from|import)\s*\(?\s*['"]([^'"]+)['"]/g)) {
    const spec = m[1] ?? '';
    if (!spec.startsWith('./') && !spec.startsWith('../')) found.push(`imports "${spec}"`);
  }
  for (const [re, what] of FORBIDDEN) if (re.test(text)) found.push(`uses ${what}`);
  return found;
}

describe('engine purity', () => {
  it('reads the whole engine source', () => {
    expect(Object.keys(sources).length).toBeGreaterThan(20);
    expect(Object.keys(sources).some((f) => f.endsWith('core/game.ts'))).toBe(true);
  });

  it.each(Object.entries(sources).map(([file, source]) => ({ file, source })))(
    '$file imports only engine modules and uses no randomness, clock, I/O or host globals',
    ({ source }) => {
      expect(impurities(source)).toEqual([]);
    },
  );

  it('would catch each kind of impurity', () => {
    const bad = [
      "import { readFileSync } from 'node:fs';",
      "import { x } from '@tarock/bots';",
      'const r = Math.random();',
      'const t = Date.now();',
      "const m = await import('node:path');",
      'document.title = "x";',
    ];
    for (const line of bad) expect(impurities(line)).not.toEqual([]);
    expect(impurities("// Math.random is not used here\nimport { ok } from './result';")).toEqual([]);
  });
});
