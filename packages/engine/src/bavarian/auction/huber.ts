/**
 * Huber's auction (seed 000 "Bayerischer Tarock (frühe Regeln)"; rules-notes H-02). One round
 * clockwise from forehand. The first bidder says "ich spiele" (any contract); a later player may
 * outbid with "ich spiele besser" (Solo or Herzsolo), and the next with "ich spiele am besten"
 * (Herzsolo only). The standing bidder answers every raise at once: he holds (and is bound to the
 * raised level) or passes (and the raiser stands). Whoever stands at the end declares a contract
 * his level allows; if all pass the deal is thrown in.
 */
import { patch, type State } from '../../core/state';
import type { Action, Seat } from '../../core/types';
import type { HuberAuctionSpec } from '../rules';
import type { HuberAuction } from './types';

export function startHuber(s: State): State {
  const auction: HuberAuction = {
    family: 'bavarian',
    kind: 'huber',
    calls: [],
    result: null,
    level: 0,
    leader: null,
    raiser: null,
    next: 0,
  };
  return patch(s, { phase: 'auction', auction, toAct: s.players[0] as Seat });
}

export function legalHuber(a: HuberAuction, spec: HuberAuctionSpec): Action[] {
  if (a.raiser !== null) return [{ type: 'hold' }, { type: 'pass' }];
  const out: Action[] = [{ type: 'pass' }];
  const raise = spec.levels[a.level];
  if (raise) out.push({ type: 'bid', bid: raise.bid });
  return out;
}

export function applyHuber(s: State, a: HuberAuction, action: Action, spec: HuberAuctionSpec): State {
  const seat = s.toAct as Seat;
  const calls = [...a.calls, { seat, call: action.type === 'bid' ? action.bid : action.type }];
  let next: HuberAuction = { ...a, calls };
  if (a.raiser !== null) {
    // The standing bidder answers the raise.
    next =
      action.type === 'hold'
        ? { ...next, level: a.level + 1, raiser: null, next: a.next + 1 }
        : { ...next, level: a.level + 1, leader: a.raiser, raiser: null, next: a.next + 1 };
  } else if (action.type === 'bid') {
    if (a.leader === null) next = { ...next, level: 1, leader: seat, next: a.next + 1 };
    else return patch(s, { auction: { ...next, raiser: seat }, toAct: a.leader });
  } else {
    next = { ...next, next: a.next + 1 };
  }
  const speaker = s.players[next.next];
  if (speaker !== undefined) return patch(s, { auction: next, toAct: speaker });
  const level = spec.levels[next.level - 1];
  const result =
    next.leader === null || !level
      ? { declarer: null, contracts: [], target: 61 }
      : { declarer: next.leader, contracts: level.contracts, target: 61 };
  return patch(s, { auction: { ...next, result } });
}
