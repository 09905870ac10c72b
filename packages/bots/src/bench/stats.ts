/** Small statistics for the benchmark: quantiles of a sample. */

/** The q-quantile (0..1) of `xs` by the nearest-rank method; NaN for an empty sample. */
export function quantile(xs: readonly number[], q: number): number {
  if (xs.length === 0) return Number.NaN;
  const sorted = [...xs].sort((a, b) => a - b);
  const rank = Math.min(sorted.length, Math.max(1, Math.ceil(q * sorted.length)));
  return sorted[rank - 1] as number;
}

export interface Timing {
  readonly count: number;
  readonly medianMs: number;
  readonly p95Ms: number;
  readonly maxMs: number;
}

export function timing(ms: readonly number[]): Timing {
  return {
    count: ms.length,
    medianMs: round3(quantile(ms, 0.5)),
    p95Ms: round3(quantile(ms, 0.95)),
    maxMs: round3(quantile(ms, 1)),
  };
}

export const round3 = (x: number): number => Math.round(x * 1000) / 1000;
