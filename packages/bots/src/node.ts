/** @tarock/bots/node: the parts that need Node — matches on worker threads. */
export { type RunOptions, runMatch } from './parallel';
export {
  type DealResult,
  type MatchReport,
  type MatchSpec,
  type OnFinal,
  type SeatingResult,
  type TableResult,
  runDeals,
  seatingsOf,
  summarize,
  tableResult,
} from './match';
export type { Difference, Interval, MeanCi, PairedDifference, PlayerStats } from './matchStats';
export { differenceInterval, meanInterval, rateDifference, wilson } from './matchStats';
export type { Substitution, SubstitutionFigures, SubstitutionRole } from './substitution';
