/**
 * Scharfes Tarock's auction (seed 000 "Scharfes Tarock"; rules-notes "Scharfes Tarock"). One round
 * clockwise from forehand: each player passes, says "spiele" or "spiele Herz". The first "spiele"
 * wins unless someone bids Herz: the first Herz bid has priority. A "spiele" declarer plays a Solo
 * in a suit other than Herz; a Herz declarer plays Herzsolo, or, if he was the only bidder, may
 * choose the Frage (Herz trump, with the stock) at half value.
 */
import { patch, type State } from '../../core/state';
import type { Action, Seat } from '../../core/types';
import type { ScharfAuctionSpec } from '../rules';
import type { AuctionResult, ScharfAuction } from './types';

export function startScharf(s: State): State {
  const auction: ScharfAuction = { family: 'bavarian', kind: 'scharf', calls: [], result: null, next: 0 };
  return patch(s, { phase: 'auction', auction, toAct: s.players[0] as Seat });
}

export function legalScharf(): Action[] {
  return [{ type: 'pass' }, { type: 'bid', bid: 'spiele' }, { type: 'bid', bid: 'herz' }];
}

export function applyScharf(s: State, a: ScharfAuction, action: Action, spec: ScharfAuctionSpec): State {
  const seat = s.toAct as Seat;
  const calls = [...a.calls, { seat, call: action.type === 'bid' ? action.bid : action.type }];
  const b: ScharfAuction = { ...a, calls, next: a.next + 1 };
  const speaker = s.players[b.next];
  if (speaker !== undefined) return patch(s, { auction: b, toAct: speaker });
  const bids = calls.filter((c) => c.call !== 'pass');
  const herz = bids.find((c) => c.call === 'herz');
  const first = herz ?? bids[0];
  let result: AuctionResult;
  if (!first) result = { declarer: null, contracts: [], target: 61 };
  else if (first.call === 'herz')
    result = {
      declarer: first.seat,
      contracts: bids.length === 1 ? spec.soleHerzContracts : [spec.herzContract],
      target: 61,
    };
  else result = { declarer: first.seat, contracts: [spec.spieleContract], target: 61 };
  return patch(s, { auction: { ...b, result } });
}
