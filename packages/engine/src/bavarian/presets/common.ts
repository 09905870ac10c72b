/** What all seven Bavarian presets share: the 36-card pack, 11 cards each, a stock of 3, clockwise play. */
import type { DealStep } from '../../core/ruleset';
import type { ContractSpec, KontraRules, PotRules } from '../rules';

export const base36 = {
  family: 'bavarian',
  version: 1,
  pack: 'german36',
  seatCounts: [3, 4],
  direction: 'cw',
  handSize: 11,
  talonSize: 3,
  lastTrickReview: 'all',
  unchosenTalonVisible: false,
  // BT-03: "the player with the highest card (or the first Ace) becomes the first dealer".
  firstDealer: 'highestCard',
  startingBank: 0,
  bettelStock: 'nobody',
  allPass: 'nextDealer',
  sidePot: null,
} as const;

/** Huber: the stock first, then 4, 3, 4 (rules-notes BT-04). */
export const DEAL_STOCK_FIRST: readonly DealStep[] = [
  { to: 'talon', n: 3 },
  { to: 'each', n: 4 },
  { to: 'each', n: 3 },
  { to: 'each', n: 4 },
];

/** Danyliuk: 4, 3, the stock, 4 (rules-notes BT-04). */
export const DEAL_STOCK_MIDDLE: readonly DealStep[] = [
  { to: 'each', n: 4 },
  { to: 'each', n: 3 },
  { to: 'talon', n: 3 },
  { to: 'each', n: 4 },
];

export const NO_KONTRA: KontraRules = {
  enabled: false,
  maxLevel: 2,
  shiftsBurden: true,
  multipliesPot: true,
};
export const NO_POT: PotRules = {
  serves: 'none',
  style: 'amounts',
  ante: 0,
  sittingOutDealerAntes: true,
  shortfall: 'paysWhatItHas',
};

export const contract = (
  id: string,
  name: string,
  kind: ContractSpec['kind'],
  stock: ContractSpec['stock'],
  trump: ContractSpec['trump'],
  value = 1,
  trumpTiming: ContractSpec['trumpTiming'] = 'beforeStock',
): ContractSpec => ({ id, name, kind, stock, trump, trumpTiming, value });
