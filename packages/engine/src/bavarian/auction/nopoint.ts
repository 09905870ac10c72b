/**
 * The auction of Tarock without point bidding (seed 000 "Tarock (kein Punktebieten)"; rules-notes
 * BT-NP-2, whose procedure is our reading: the seed gives none). The bids are the five contracts,
 * lowest first: Farb-Frage, Herz-Frage, Farb-Solo, Herz-Solo, Bettel. Clockwise from forehand each
 * player in turn passes (for good), names a higher contract, or, if he sits before the standing
 * bidder, holds: claims the same contract with priority (with `holding` off every bid must be
 * higher). The bidding goes round until all but the standing bidder have passed; if all pass, the
 * deal is thrown in.
 */
import { patch, type State } from '../../core/state';
import type { Action, Seat } from '../../core/types';
import type { NoPointAuctionSpec } from '../rules';
import type { NoPointAuction } from './types';

export function startNoPoint(s: State): State {
  const auction: NoPointAuction = {
    family: 'bavarian',
    kind: 'nopoint',
    calls: [],
    result: null,
    level: -1,
    leader: null,
    passed: [],
  };
  return patch(s, { phase: 'auction', auction, toAct: s.players[0] as Seat });
}

export function legalNoPoint(s: State, a: NoPointAuction, spec: NoPointAuctionSpec): Action[] {
  const seat = s.toAct as Seat;
  const out: Action[] = [{ type: 'pass' }];
  if (spec.holding && a.leader !== null && s.players.indexOf(seat) < s.players.indexOf(a.leader))
    out.push({ type: 'hold' });
  for (let i = a.level + 1; i < spec.order.length; i++)
    out.push({ type: 'bid', bid: spec.order[i] as string });
  return out;
}

export function applyNoPoint(s: State, a: NoPointAuction, action: Action, spec: NoPointAuctionSpec): State {
  const seat = s.toAct as Seat;
  const calls = [...a.calls, { seat, call: action.type === 'bid' ? action.bid : action.type }];
  let b: NoPointAuction = { ...a, calls };
  if (action.type === 'pass') b = { ...b, passed: [...a.passed, seat] };
  else if (action.type === 'hold') b = { ...b, leader: seat };
  else if (action.type === 'bid') b = { ...b, leader: seat, level: spec.order.indexOf(action.bid) };
  const n = s.players.length;
  const i = s.players.indexOf(seat);
  for (let k = 1; k <= n; k++) {
    const cand = s.players[(i + k) % n] as Seat;
    if (b.passed.includes(cand) || cand === b.leader) continue;
    return patch(s, { auction: b, toAct: cand });
  }
  const bid = spec.order[b.level];
  const result =
    b.leader === null || bid === undefined
      ? { declarer: null, contracts: [], target: 61 }
      : { declarer: b.leader, contracts: [bid], target: 61 };
  return patch(s, { auction: { ...b, result } });
}
