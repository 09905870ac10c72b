/**
 * Haferltarock's auction (seed 000 "Haferltarock"; rules-notes HT-02) and the Berliner restriction
 * (rules-notes "Berliner"). Clockwise from forehand each player passes or makes the lowest bid:
 * "ich spiele" (pick-up). A later player outbids with "ich spiele auch" (Hand), then in fives
 * ("fünf mehr": Hand to 66, "zehn mehr": 71, …). The earlier player holds at an equal level ("ich
 * spiele weiter / vorn") or passes. Only two players bid against each other; the next player enters
 * when one of them passes, with a bid above the highest so far. A pass is final. All pass: the deal
 * is thrown in. Berliner: only the dealer may bid the pick-up; the others start at Hand.
 */
import { patch, type State } from '../../core/state';
import type { Action, Seat } from '../../core/types';
import type { HaferlAuctionSpec } from '../rules';
import type { AuctionResult, HaferlAuction } from './types';

/** The target of a level: pick-up and Hand need 61, then 66, 71, … */
export const levelTarget = (level: number): number => (level <= 1 ? 61 : 61 + 5 * (level - 1));

/** The bid's name: "spiele" (pick-up), "hand", "hand66", "hand71", … */
export const levelBid = (level: number): string =>
  level === 0 ? 'spiele' : level === 1 ? 'hand' : `hand${levelTarget(level)}`;

const maxLevel = (spec: HaferlAuctionSpec): number => 1 + (spec.maxTarget - 61) / 5;

/** The seat that may bid the stock game, or null when anyone may (rules-notes Berliner). */
export function stockGameSeat(
  s: Pick<State, 'players' | 'dealer'>,
  spec: HaferlAuctionSpec,
): Seat | null | 'none' {
  if (spec.stockGameBy === 'anyone') return null;
  if (s.players.includes(s.dealer)) return s.dealer;
  if (spec.fourSeatStockPrivilege === 'nobody') return 'none';
  return s.players[s.players.length - 1] as Seat;
}

export function startHaferl(s: State): State {
  const auction: HaferlAuction = {
    family: 'bavarian',
    kind: 'haferl',
    calls: [],
    result: null,
    level: -1,
    leader: null,
    challenger: null,
    answering: false,
    queue: s.players.slice(1),
  };
  return patch(s, { phase: 'auction', auction, toAct: s.players[0] as Seat });
}

export function legalHaferl(s: State, a: HaferlAuction, spec: HaferlAuctionSpec): Action[] {
  if (a.answering) return [{ type: 'hold' }, { type: 'pass' }];
  const out: Action[] = [{ type: 'pass' }];
  let level = a.level + 1;
  if (a.leader === null) {
    const privileged = stockGameSeat(s, spec);
    level = privileged === null || privileged === s.toAct ? 0 : 1;
  }
  if (level <= maxLevel(spec)) out.push({ type: 'bid', bid: levelBid(level) });
  return out;
}

function end(s: State, a: HaferlAuction, spec: HaferlAuctionSpec): State {
  let result: AuctionResult;
  if (a.leader === null) result = { declarer: null, contracts: [], target: 61 };
  else if (a.level === 0)
    result = {
      declarer: a.leader,
      contracts: spec.mayElectHand ? [spec.stockContract, spec.handContract] : [spec.stockContract],
      target: 61,
    };
  else result = { declarer: a.leader, contracts: [spec.handContract], target: levelTarget(a.level) };
  return patch(s, { auction: { ...a, result } });
}

/** The next player in the queue enters as challenger (or opener), or the auction ends. */
function enter(s: State, a: HaferlAuction, spec: HaferlAuctionSpec): State {
  const [first, ...rest] = a.queue;
  if (first === undefined) return end(s, { ...a, challenger: null }, spec);
  const next = a.leader === null ? { ...a, queue: rest } : { ...a, challenger: first, queue: rest };
  return patch(s, { auction: next, toAct: first });
}

export function applyHaferl(s: State, a: HaferlAuction, action: Action, spec: HaferlAuctionSpec): State {
  const seat = s.toAct as Seat;
  const calls = [...a.calls, { seat, call: action.type === 'bid' ? action.bid : action.type }];
  const b: HaferlAuction = { ...a, calls };
  if (a.answering) {
    if (action.type === 'hold') {
      return patch(s, { auction: { ...b, level: a.level + 1, answering: false }, toAct: a.challenger });
    }
    // The leader passes: the challenger stands at his bid, and the next player may enter.
    return enter(
      s,
      { ...b, level: a.level + 1, leader: a.challenger, challenger: null, answering: false },
      spec,
    );
  }
  if (a.leader === null) {
    if (action.type !== 'bid') return enter(s, b, spec);
    const level = action.bid === 'spiele' ? 0 : 1;
    return enter(s, { ...b, leader: seat, level }, spec);
  }
  // The challenger bids the next level (the leader answers) or passes for good.
  if (action.type === 'bid') return patch(s, { auction: { ...b, answering: true }, toAct: a.leader });
  return enter(s, { ...b, challenger: null }, spec);
}
