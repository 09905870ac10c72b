/**
 * The overcall auction of Mayr & Sedlaczek 2016 (seed 001 "Auction"; rules-notes M-02).
 *
 * In turn from forehand each player passes ("weiter"), accepts the standing bid ("gut") or names
 * any higher contract (jumps allowed; no take or hold). Passing and accepting both
 * retire the speaker. The auction ends when the other two have retired after the last bid (its
 * bidder is the declarer and plays the contract he bid) or when all three passed (the deal is
 * thrown in; no Trischaken).
 */
import type { State } from '../../core/state';
import type { Action, Seat } from '../../core/types';
import { type IllustratedRules, contractRank } from '../rules';
import { type AuctionStep, nextSpeaker } from './common';

export interface OvercallAuction {
  readonly kind: 'illustratedOvercall';
  readonly bid: string | null;
  readonly holder: Seat | null;
  /** Players who passed or accepted. */
  readonly out: readonly Seat[];
}

declare module '../../core/state' {
  interface AuctionStates {
    illustratedOvercall: OvercallAuction;
  }
}

export function openOvercall(): OvercallAuction {
  return { kind: 'illustratedOvercall', bid: null, holder: null, out: [] };
}

export function legalOvercall(rules: IllustratedRules, a: OvercallAuction): Action[] {
  const from = a.bid === null ? 0 : contractRank(rules, a.bid) + 1;
  const bids: Action[] = rules.contracts.slice(from).map((c) => ({ type: 'bid', bid: c.id }));
  // With a bid standing, "weiter" and "gut" are both offered (the seed names both) and both retire.
  return a.bid === null ? [{ type: 'pass' }, ...bids] : [{ type: 'pass' }, { type: 'accept' }, ...bids];
}

export function applyOvercall(
  s: State,
  rules: IllustratedRules,
  a: OvercallAuction,
  seat: Seat,
  action: Action,
): AuctionStep<OvercallAuction> {
  const x: OvercallAuction =
    action.type === 'bid' ? { ...a, bid: action.bid, holder: seat } : { ...a, out: [...a.out, seat] };
  const skip = x.holder === null ? x.out : [...x.out, x.holder];
  const next = nextSpeaker(s, rules, seat, skip);
  if (next !== null) return { kind: 'continue', auction: x, toAct: next };
  if (x.holder === null || x.bid === null) return { kind: 'allPass', auction: x };
  return { kind: 'won', auction: x, declarer: x.holder, contract: x.bid, takeLevel: 0 };
}
