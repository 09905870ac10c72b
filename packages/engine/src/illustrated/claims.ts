/**
 * Honours claimed at the end of the deal (seed 001, footnote [d] of the honours: "Beck allows it at
 * the end of the game, but before the next deal"; rules-notes IT-15 `honours.mustBeClaimed`, "before
 * the next deal in beck"), where the rule set scores honours only when claimed and claims them then.
 *
 * After the last trick every player who held an honour when play started, in playing order from
 * forehand, claims each one (`announce`) or is done (`ready`); an honour not claimed scores
 * nothing. What each held is public by then (he played every card of it), so a player who held
 * none is not asked: asking him would tell nobody anything.
 */
import { type State, patch } from '../core/state';
import type { Action, Seat } from '../core/types';
import { honoursOf } from './announce';
import { handsAtStartOfPlay } from './facts';
import type { HonourId, IllustratedRules } from './rules';

/** The honours `seat` held when play started and has not claimed. */
function unclaimed(s: State, rules: IllustratedRules, seat: Seat): HonourId[] {
  const held = handsAtStartOfPlay(s)[seat] ?? [];
  return honoursOf(rules, held).filter((h) => !s.announcements.some((a) => a.seat === seat && a.bonus === h));
}

/** After the last trick: the claims, where the rules ask for them then and someone held an honour; else `s`. */
export function startClaims(s: State, rules: IllustratedRules, scoresHonours: boolean): State {
  if (!rules.honoursMustBeClaimed || rules.honoursClaimedAt !== 'endOfDeal' || !scoresHonours) return s;
  const held = handsAtStartOfPlay(s);
  const queue = s.players.filter((seat) => honoursOf(rules, held[seat] ?? []).length > 0);
  const first = queue[0];
  if (first === undefined) return s;
  return patch(s, { phase: 'claim', round: { stage: 'post', queue }, toAct: first });
}

export function legalClaims(s: State, rules: IllustratedRules): Action[] {
  const seat = s.toAct;
  if (typeof seat !== 'number') return [];
  const claims: Action[] = unclaimed(s, rules, seat).map((bonus) => ({ type: 'announce', bonus }));
  return [...claims, { type: 'ready' }];
}

export function applyClaim(s: State, rules: IllustratedRules, action: Action): State {
  const seat = s.toAct as Seat;
  if (action.type === 'announce') {
    const next = patch(s, {
      announcements: [...s.announcements, { seat, bonus: action.bonus, stage: 'post' }],
    });
    if (unclaimed(next, rules, seat).length > 0) return next;
    return nextClaimant(next);
  }
  return nextClaimant(s);
}

/** The next player to claim, or the end of the deal. */
function nextClaimant(s: State): State {
  const queue = (s.round?.queue ?? []).slice(1);
  const next = queue[0];
  if (next === undefined) return patch(s, { phase: 'finished', round: null, toAct: null });
  return patch(s, { round: { stage: 'post', queue }, toAct: next });
}
