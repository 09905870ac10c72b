/**
 * For tests: a call context of an Illustrated table in German (Anna, Bert, Cilli), with what a
 * test needs changed.
 */
import { TAROCK54 } from '@tarock/engine';
import type { CallContext } from './vocab';

export const callContext = (over: Partial<CallContext>): CallContext => ({
  pack: TAROCK54,
  lang: 'de',
  family: 'illustrated',
  auctionKind: null,
  talon: null,
  talonParts: 0,
  declarer: false,
  doubled: () => 0,
  seatName: (s) => ['Anna', 'Bert', 'Cilli'][s] ?? '?',
  ...over,
});
