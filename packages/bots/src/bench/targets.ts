/**
 * The benchmark's targets (the project's issue 4, docs/bench.md), each checked against a run's
 * figures: a run says which it met on the machine it ran on. The pimc levels' budgets are per card,
 * so their target is on the slowest card of the run (`maxMs`), not on a quantile.
 */
import type { BenchReport } from './index';

export interface Target {
  /** The figure's key in the JSON report. */
  readonly key: string;
  readonly bound: 'atLeast' | 'atMost';
  readonly limit: number;
  readonly read: (r: BenchReport) => number;
}

export interface TargetVerdict {
  readonly key: string;
  readonly bound: 'atLeast' | 'atMost';
  readonly limit: number;
  readonly value: number;
  readonly met: boolean;
}

const atLeast = (key: string, limit: number, read: Target['read']): Target => ({
  key,
  bound: 'atLeast',
  limit,
  read,
});
const atMost = (key: string, limit: number, read: Target['read']): Target => ({
  key,
  bound: 'atMost',
  limit,
  read,
});

export const BENCH_TARGETS: readonly Target[] = [
  atLeast('playouts.bavarian.perSecond', 1_000_000, (r) => r.playouts.bavarian.perSecond),
  atLeast('playouts.illustrated.perSecond', 500_000, (r) => r.playouts.illustrated.perSecond),
  atMost('solver.bavarian.winLose.medianMs', 1, (r) => r.solver.bavarian.winLose.medianMs),
  atMost('solver.bavarian.winLose.p95Ms', 20, (r) => r.solver.bavarian.winLose.p95Ms),
  atMost('solver.bavarian.exact.medianMs', 15, (r) => r.solver.bavarian.exact.medianMs),
  atMost('solver.illustrated.tricks12.medianMs', 1, (r) => r.solver.illustrated.tricks12.medianMs),
  atMost('solver.illustrated.tricks12.p95Ms', 30, (r) => r.solver.illustrated.tricks12.p95Ms),
  atMost('solver.illustrated.full.medianMs', 10, (r) => r.solver.illustrated.full.medianMs),
  atMost('solver.illustrated.full.p95Ms', 300, (r) => r.solver.illustrated.full.p95Ms),
  atMost('pimc.fast.bavarian.maxMs', 100, (r) => r.pimc.fast.bavarian.maxMs),
  atMost('pimc.fast.illustrated.maxMs', 100, (r) => r.pimc.fast.illustrated.maxMs),
  atMost('pimc.strong.bavarian.maxMs', 1000, (r) => r.pimc.strong.bavarian.maxMs),
  atMost('pimc.strong.illustrated.maxMs', 1000, (r) => r.pimc.strong.illustrated.maxMs),
];

/** Each target against the run's figure (an empty sample, NaN, meets nothing). */
export function targetVerdicts(report: BenchReport): TargetVerdict[] {
  return BENCH_TARGETS.map((t) => {
    const value = t.read(report);
    const met = t.bound === 'atLeast' ? value >= t.limit : value <= t.limit;
    return { key: t.key, bound: t.bound, limit: t.limit, value, met };
  });
}

/** The verdicts as the table prints them: one line each, then how many were met. */
export function targetLines(verdicts: readonly TargetVerdict[]): string {
  const lines = verdicts.map((v) => {
    const limit = `${v.bound === 'atLeast' ? '≥' : '≤'} ${v.limit.toLocaleString('en')}`;
    const value = Number.isInteger(v.value) ? v.value.toLocaleString('en') : v.value.toFixed(2);
    return `  ${v.key.padEnd(40)} ${value.padStart(11)}  target ${limit.padEnd(12)} ${v.met ? 'met' : 'NOT met'}\n`;
  });
  const met = verdicts.filter((v) => v.met).length;
  return `${lines.join('')}  ${met} of ${verdicts.length} met on this run\n`;
}
