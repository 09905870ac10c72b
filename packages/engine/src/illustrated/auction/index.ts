/** The Illustrated auctions behind one interface: the rule set's `auction.kind` picks the machine. */
import type { AuctionState, State } from '../../core/state';
import type { Action, Seat } from '../../core/types';
import type { IllustratedRules } from '../rules';
import type { AuctionStep } from './common';
import { applyOvercall, legalOvercall, openOvercall } from './overcall';
import { applyTakeHold, legalTakeHold, openTakeHold } from './takeHold';

export function openAuction(rules: IllustratedRules): AuctionState {
  return rules.auction.kind === 'overcall' ? openOvercall() : openTakeHold();
}

export function legalAuction(rules: IllustratedRules, a: AuctionState | null): Action[] {
  if (a === null || !('kind' in a)) return [];
  if (a.kind === 'illustratedOvercall') return legalOvercall(rules, a);
  if (a.kind === 'illustratedTakeHold') return legalTakeHold(rules, a);
  return [];
}

export function applyAuction(
  s: State,
  rules: IllustratedRules,
  a: AuctionState,
  seat: Seat,
  action: Action,
): AuctionStep<AuctionState> {
  if (!('kind' in a)) return { kind: 'continue', auction: a, toAct: seat };
  if (a.kind === 'illustratedOvercall') return applyOvercall(s, rules, a, seat, action);
  if (a.kind === 'illustratedTakeHold') return applyTakeHold(s, rules, a, seat, action);
  return { kind: 'continue', auction: a, toAct: seat };
}
