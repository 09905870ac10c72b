/**
 * Match-log entries for the tests of the kept logs (`keptLog.test.ts`, `idbKeptLogs.test.ts`):
 * each deal 20 to the first seat and 10 from each other, the totals adding up as the server's do.
 */
import type { MatchEntry } from '@tarock/engine';

/** The entry of deal `deal` (1, 2, …): 20 to the first seat, 10 from each other, as the totals say. */
export const entry = (deal: number): MatchEntry => ({
  deal,
  deltas: [20, -10, -10],
  potDelta: 0,
  // 0 - x, not -x: JSON has no -0, and the entries come as JSON.
  totals: [20 * deal, 0 - 10 * deal, 0 - 10 * deal],
  pot: 0,
  lines: [{ text: `deal ${deal}` }],
});

/** The entries of deals `from + 1` … `to`. */
export const entries = (from: number, to: number): MatchEntry[] =>
  Array.from({ length: to - from }, (_, i) => entry(from + i + 1));
