/**
 * Huber's auction (seed 000 "Bayerischer Tarock (frühe Regeln)"; rules-notes H-02). One round
 * clockwise from forehand. The first bidder says "ich spiele" (any contract); a later player may
 * outbid with "ich spiele besser" (Solo or Herzsolo), and the next with "ich spiele am besten"
 * (Herzsolo only). "Ein früherer Bieter kann ein höheres Folgegebot halten": every raise is
 * answered at once by each earlier bidder still in, earliest first. The first who holds is bound
 * to the raised level and stands (the earliest holder keeps priority, so no later one is asked);
 * one who passes drops out; if all of them pass, the raiser stands. A raiser whose bid was held
 * stays in: he may still hold a later raise once the bidders before him have passed it. Whoever
 * stands at the end declares a contract his level allows; if all pass the deal is thrown in.
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
    bidders: [],
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
    // An earlier bidder answers the raise: the first to hold stands; one who passes drops out.
    const raiser = a.raiser;
    if (action.type === 'hold')
      next = { ...next, level: a.level + 1, leader: seat, raiser: null, next: a.next + 1 };
    else {
      const bidders = a.bidders.filter((b) => b !== seat);
      const asked = bidders.find((b) => b !== raiser);
      if (asked !== undefined) return patch(s, { auction: { ...next, bidders }, toAct: asked });
      next = { ...next, bidders, level: a.level + 1, leader: raiser, raiser: null, next: a.next + 1 };
    }
  } else if (action.type === 'bid') {
    const bidders = [...a.bidders, seat];
    if (a.leader === null) next = { ...next, bidders, level: 1, leader: seat, next: a.next + 1 };
    else {
      // Every earlier bidder still in answers, earliest first (the leader is among them).
      return patch(s, { auction: { ...next, bidders, raiser: seat }, toAct: a.bidders[0] as Seat });
    }
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
