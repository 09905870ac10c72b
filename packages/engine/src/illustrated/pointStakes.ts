/**
 * Which card points the settlement pays one by one beside the game's value: the declarer's points
 * above 35 in a won game (overshoot), short of 35 in a lost one (undershoot), each times the
 * multiplier (rules-notes IT-04). Löw pays no overshoot when the declarer announced "40" or "50"
 * (L-05 reading R1, `overshootMode: 'suppressedByPointAnnouncement'`); the 'soloFlat' reading (R2)
 * pays neither in a Solo. The settlement (settle.ts) is what counts; this is what a player weighs
 * while the cards are played.
 */
import type { UltimoCalls } from '../core/flow';
import type { PointStakes } from '../core/types';
import { type IllustratedRules, contractSpec } from './rules';

export function illustratedPointStakes(s: UltimoCalls, rules: IllustratedRules): PointStakes {
  const c = s.contract;
  const declarer = c?.declarer ?? null;
  if (!c || declarer === null) return { over: false, under: false };
  const spec = contractSpec(rules, c.id);
  if (rules.overshootMode === 'soloFlat' && spec?.talon === 'none') return { over: false, under: false };
  const pointAnnounced = s.announcements.some(
    (a) => a.seat === declarer && (a.bonus === 'forty' || a.bonus === 'fifty'),
  );
  return { over: !(rules.overshootMode === 'suppressedByPointAnnouncement' && pointAnnounced), under: true };
}
