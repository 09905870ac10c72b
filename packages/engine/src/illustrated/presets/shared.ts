/** What the three Illustrated rule sets share: pack, seats, deal size, discards, threshold, series, Trischaken. */
import { KINGS, MOND, PAGAT, SKUS } from '../../cards/pack';
import type { DealStep } from '../../core/ruleset';
import type { BonusId, IllustratedRules } from '../rules';

/** Löw and Beck: six cards to the talon, then four rounds of four from forehand (IT-07). */
export const TALON_FIRST: readonly DealStep[] = [
  { to: 'talon', n: 6 },
  { to: 'each', n: 4 },
  { to: 'each', n: 4 },
  { to: 'each', n: 4 },
  { to: 'each', n: 4 },
];

type Shared = Pick<
  IllustratedRules,
  | 'family'
  | 'pack'
  | 'seatCounts'
  | 'direction'
  | 'auctionDirection'
  | 'handSize'
  | 'talonSize'
  | 'winAt'
  | 'base'
  | 'trischaken'
  | 'firstDealer'
>;

export const SHARED: Shared = {
  family: 'illustrated',
  pack: 'tarock54',
  seatCounts: [3],
  direction: 'ccw',
  // IT-06: "The first dealer is chosen by lot" (Beck); the others do not say, and it is random.
  firstDealer: 'lot',
  auctionDirection: 'ccw',
  handSize: 16,
  talonSize: 6,
  // IT-04: 36 card points win; over- and undershoot are counted from 35.
  winAt: 36,
  base: 35,
  trischaken: { win: 5, loss: -10, trickless: 5, tricklessMode: 'extra', pagatLastTrump: true },
};

/**
 * M-03: with 40, with 50 and Valat are announced in this order. The M&S text states it; Löw's
 * columns make it moot; Beck's text states no order, and his preset has the option to drop it.
 */
export const IN_ORDER: readonly BonusId[] = ['forty', 'fifty', 'valat'];

/** IT-12: never the Sküs, the Mond, the Pagat or a King; a tarock only when forced. */
export const DISCARD_RULES = {
  forbiddenDiscards: [SKUS, MOND, PAGAT, ...KINGS],
  tarockOnlyIfForced: true,
} as const;
