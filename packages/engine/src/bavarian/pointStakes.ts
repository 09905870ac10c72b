/**
 * Which card points the Bavarian settlement pays one by one (rules-notes HT-04, H-04): Haferltarock
 * pays its first band and then a cent a point, won or lost; Sirch's per-point system pays the points
 * over or short of the target in 5 ¢ steps. The unit tables (Huber, 1933, without point bidding),
 * Sirch's flat system and Scharfes Tarock pay by thresholds only (61, Schneider, Schwarz), and a
 * Bettel counts no card points. The settlement (payments/) is what counts; this is what a player
 * weighs while the cards are played.
 */
import type { UltimoCalls } from '../core/flow';
import type { PointStakes } from '../core/types';
import { type BavarianRules, contractSpec } from './rules';

const NONE: PointStakes = { over: false, under: false };
const BOTH: PointStakes = { over: true, under: true };

export function bavarianPointStakes(s: UltimoCalls, rules: BavarianRules): PointStakes {
  const c = s.contract;
  if (!c || c.declarer === null || contractSpec(rules, c.id)?.kind === 'bettel') return NONE;
  const p = rules.payment;
  switch (p.scheme) {
    case 'haferl':
      return BOTH;
    case 'sirch':
      return p.mode === 'perPoint' ? BOTH : NONE;
    case 'units':
    case 'scharf':
      return NONE;
  }
}
