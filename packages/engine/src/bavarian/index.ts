/** Bavarian Tarock: the public API (the presets themselves are in presets/bavarian.ts). */
export type {
  AuctionSpec,
  BavarianRules,
  ContractKind,
  ContractSpec,
  KontraRules,
  Payment,
  PotRules,
  StockUse,
  TrumpChoice,
} from './rules';
export { contractSpec, HERZ, KONTRA_CALLS, RAISE_CALLS, trumpSuits } from './rules';
export type { AuctionResult, BavarianAuction, Call } from './auction/types';
export { isBavarianAuction } from './auction/types';
export { auctionOf } from './auction/index';
export { levelBid, levelTarget } from './auction/haferl';
export type { DealFacts } from './facts';
export { factsFromState } from './facts';
export { settleDeal } from './settle';
export { settleBavarianSummary } from './summary';
export { judge, type Judgement } from './outcome';
export { anteSeats, bavarianMatch } from './match';
export { cutPack, cutter } from './dealer';
export { bavarianFlow, bettelStrength } from './flow';
