/** What every payment scheme is given: the facts, the judgement, the ledger and the Kontra factor. */
import type { Phrase } from '../../core/phrase';
import type { Seat } from '../../core/types';
import type { DealFacts } from '../facts';
import type { Ledger } from '../ledger';
import type { Judgement } from '../outcome';
import type { BavarianRules, ContractSpec } from '../rules';

export interface PayContext {
  readonly rules: BavarianRules;
  readonly facts: DealFacts;
  readonly spec: ContractSpec;
  readonly j: Judgement;
  readonly ledger: Ledger;
  readonly declarer: Seat;
  /** The defenders in playing order. */
  readonly defenders: readonly Seat[];
  /** 2 ^ Kontra level: multiplies every payment between players. */
  readonly factor: number;
  /** The same factor for amounts to or from the pot, or 1 (rules-notes BT-09 option). */
  readonly potFactor: number;
  /** ", ×2 for Kontra", or nothing: the end of a reason for a payment the factor multiplies. */
  readonly kontra: Phrase;
}

/** Rounds up to a multiple of `step` (rules-notes H-04: 71 points → 11 → 15 ¢). */
export const ceilTo = (x: number, step: number): number => step * Math.ceil(x / step);
export const floorTo = (x: number, step: number): number => step * Math.floor(x / step);
