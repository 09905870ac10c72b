/**
 * Which card points the settlement pays one by one beside the game's value: the declarer's points
 * above 35 in a won game (overshoot), short of 35 in a lost one (undershoot), each times the
 * multiplier (rules-notes IT-04). Löw pays no overshoot when the declarer announced "40" or "50"
 * (L-05 reading R1, `overshootMode: 'suppressedByPointAnnouncement'`); the 'soloFlat' reading (R2)
 * pays neither in a Solo. And the card points the declarer's announced "40" and "50" call for
 * (seed 001 "Scoring": made at 40 and at 50 card points). The settlement (settle.ts) is what
 * counts; this is what a player weighs while the cards are played.
 */
import type { UltimoCalls } from '../core/flow';
import type { PointStakes, PointTarget } from '../core/types';
import { type IllustratedRules, bonusSpec, contractSpec } from './rules';

/** The card points the declarer's "40" and "50" are made with (settle.ts judges them by these). */
export const POINT_BONUS_NEEDS: Readonly<Record<'forty' | 'fifty', number>> = { forty: 40, fifty: 50 };

export function illustratedPointStakes(s: UltimoCalls, rules: IllustratedRules): PointStakes {
  const c = s.contract;
  const declarer = c?.declarer ?? null;
  if (!c || declarer === null) return { over: false, under: false, targets: [] };
  const targets: PointTarget[] = [];
  for (const a of s.announcements) {
    if (a.seat !== declarer || (a.bonus !== 'forty' && a.bonus !== 'fifty')) continue;
    const value = bonusSpec(rules, a.bonus)?.[a.stage] ?? 0;
    targets.push({ bonus: a.bonus, points: POINT_BONUS_NEEDS[a.bonus], value });
  }
  targets.sort((a, b) => b.value - a.value || b.points - a.points);
  const spec = contractSpec(rules, c.id);
  if (rules.overshootMode === 'soloFlat' && spec?.talon === 'none')
    return { over: false, under: false, targets };
  const over = !(rules.overshootMode === 'suppressedByPointAnnouncement' && targets.length > 0);
  return { over, under: true, targets };
}
