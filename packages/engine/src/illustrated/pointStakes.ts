/**
 * Which card points the settlement pays one by one beside the game's value: the declarer's points
 * above 35 in a won game (overshoot), short of 35 in a lost one (undershoot), each times the
 * multiplier (rules-notes IT-04). Löw pays no overshoot when the declarer announced "40" or "50"
 * (L-05 reading R1, `overshootMode: 'suppressedByPointAnnouncement'`); the 'soloFlat' reading (R2)
 * pays neither in a Solo. The settlement (settle.ts) is what counts; this is what a player weighs
 * while the cards are played.
 */
import type { UltimoCalls } from '../core/flow';
import type { Announcement, PointStakes, Seat } from '../core/types';
import { type IllustratedRules, contractSpec } from './rules';

const NONE: PointStakes = { over: false, under: false };

/** The card points paid one by one in `contract` declared by `declarer` after `announcements`: what the settlement pays. */
export function paidPoints(
  rules: IllustratedRules,
  contract: string,
  declarer: Seat,
  announcements: readonly Pick<Announcement, 'seat' | 'bonus'>[],
): PointStakes {
  if (rules.overshootMode === 'soloFlat' && contractSpec(rules, contract)?.talon === 'none') return NONE;
  const pointAnnounced = announcements.some(
    (a) => a.seat === declarer && (a.bonus === 'forty' || a.bonus === 'fifty'),
  );
  return { over: !(rules.overshootMode === 'suppressedByPointAnnouncement' && pointAnnounced), under: true };
}

/** The same under the contract and announcements of a State or a View; none before a contract or without a declarer. */
export function illustratedPointStakes(s: UltimoCalls, rules: IllustratedRules): PointStakes {
  const c = s.contract;
  const declarer = c?.declarer ?? null;
  return !c || declarer === null ? NONE : paidPoints(rules, c.id, declarer, s.announcements);
}
