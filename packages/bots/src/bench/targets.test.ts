import { describe, expect, it } from 'vitest';
import type { BenchReport } from './index';
import { BENCH_TARGETS, targetLines, targetVerdicts } from './targets';

/** A report holding only the targets' figures, each at the path its key names. */
function reportWith(value: (key: string, limit: number) => number): BenchReport {
  const root: Record<string, unknown> = {};
  for (const t of BENCH_TARGETS) {
    const path = t.key.split('.');
    let o = root;
    for (const k of path.slice(0, -1)) {
      o[k] = o[k] ?? {};
      o = o[k] as Record<string, unknown>;
    }
    o[path[path.length - 1] as string] = value(t.key, t.limit);
  }
  return root as unknown as BenchReport;
}

describe('the benchmark targets', () => {
  it('each reads the figure its key names', () => {
    const keys = BENCH_TARGETS.map((t) => t.key);
    const report = reportWith((key) => keys.indexOf(key) + 0.5);
    expect(targetVerdicts(report).map((v) => v.value)).toEqual(keys.map((_, i) => i + 0.5));
  });

  it('a figure at its limit meets it; one step beyond does not', () => {
    expect(targetVerdicts(reportWith((_k, limit) => limit)).every((v) => v.met)).toBe(true);
    const beyond = reportWith((key, limit) => (key.startsWith('playouts') ? limit - 1 : limit + 0.01));
    expect(targetVerdicts(beyond).some((v) => v.met)).toBe(false);
  });

  it('an empty sample (NaN) meets nothing', () => {
    expect(targetVerdicts(reportWith(() => Number.NaN)).some((v) => v.met)).toBe(false);
  });

  it('the table says each verdict and how many were met', () => {
    const report = reportWith((key, limit) => (key === 'solver.illustrated.full.p95Ms' ? 1292.5 : limit));
    const text = targetLines(targetVerdicts(report));
    expect(text).toContain('solver.illustrated.full.p95Ms');
    expect(text).toMatch(/solver\.illustrated\.full\.p95Ms +1292\.50 +target ≤ 300 +NOT met/);
    expect(text).toMatch(/playouts\.bavarian\.perSecond +1,000,000 +target ≥ 1,000,000 +met/);
    expect(text).toContain(`${BENCH_TARGETS.length - 1} of ${BENCH_TARGETS.length} met on this run`);
  });
});
