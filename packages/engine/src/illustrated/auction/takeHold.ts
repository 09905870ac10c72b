/**
 * The take/hold auction of Löw 1954 and Beck (seed 001 "Auction"; rules-notes L-02, B-01).
 *
 * Forehand passes ("weiter") or names any contract. The next player facing a bid may accept it
 * ("gut"), take it over (Löw "Ablösung", Beck "Unterer") or name a higher contract. A player whose
 * bid was taken must accept or hold ("mein Spiel"). Löw: a take raises the value to 4, a hold keeps
 * it, a retake ("zweite Ablösung") raises it to 5, and (option) the first bidder may hold again.
 * Beck: only Dreiblatt can be taken, once; the taker plays at 4 if accepted, the holder at 5 if held.
 * When one of the two drops out with "gut", the third player may accept or outbid (a take only with
 * the Löw option). Passing or accepting retires a player. A Solo ends the auction at once (both
 * books). The holder of the last bid is the declarer at the value reached; if all pass the deal is
 * thrown in (or Trischaken is played, Beck option).
 */
import type { State } from '../../core/state';
import type { Action, Seat } from '../../core/types';
import { type IllustratedRules, contractRank, contractSpec, maxTakeLevel } from '../rules';
import { type AuctionStep, auctionOrder, nextSpeaker } from './common';

export interface TakeHoldAuction {
  readonly kind: 'illustratedTakeHold';
  /** The standing contract, or null before the first bid. */
  readonly bid: string | null;
  /** Who would play the standing bid now. */
  readonly holder: Seat | null;
  /** Take level of the standing bid: 0 basic, 1 taken (Unterer), 2 retaken (Löw) or held (Beck). */
  readonly level: number;
  /** Take-overs on the standing bid so far. */
  readonly takes: number;
  /** Players who passed or accepted: they take no further part. */
  readonly out: readonly Seat[];
  /** 'open': no bid yet; 'face': the player to act faces the bid; 'answer': his bid was taken over. */
  readonly step: 'open' | 'face' | 'answer';
  /** The player facing the bid is one of the two in the duel (so he may take it over). */
  readonly inDuel: boolean;
  /** During 'answer': the player who took the bid over. */
  readonly taker: Seat | null;
}

declare module '../../core/state' {
  interface AuctionStates {
    illustratedTakeHold: TakeHoldAuction;
  }
}

export function openTakeHold(): TakeHoldAuction {
  return {
    kind: 'illustratedTakeHold',
    bid: null,
    holder: null,
    level: 0,
    takes: 0,
    out: [],
    step: 'open',
    inDuel: true,
    taker: null,
  };
}

/** How many take-overs the auction allows on one bid: Löw take and retake, Beck one Unterer. */
function maxTakes(rules: IllustratedRules): number {
  return rules.auction.kind === 'loew' ? 2 : 1;
}

function mayTake(rules: IllustratedRules, a: TakeHoldAuction): boolean {
  if (a.bid === null) return false;
  const spec = contractSpec(rules, a.bid);
  if (!spec || a.takes >= maxTakes(rules) || a.level >= maxTakeLevel(spec)) return false;
  const thirdMayTake = rules.auction.kind === 'loew' && rules.auction.thirdPlayerMayTake;
  return a.inDuel || thirdMayTake;
}

function mayHold(rules: IllustratedRules, a: TakeHoldAuction): boolean {
  if (rules.auction.kind === 'loew') return a.takes < 2 || rules.auction.holdAfterRetake;
  return true;
}

function higherBids(rules: IllustratedRules, bid: string | null): Action[] {
  const from = bid === null ? 0 : contractRank(rules, bid) + 1;
  return rules.contracts.slice(from).map((c) => ({ type: 'bid', bid: c.id }));
}

export function legalTakeHold(rules: IllustratedRules, a: TakeHoldAuction): Action[] {
  switch (a.step) {
    case 'open':
      return [{ type: 'pass' }, ...higherBids(rules, null)];
    case 'answer':
      return mayHold(rules, a) ? [{ type: 'accept' }, { type: 'hold' }] : [{ type: 'accept' }];
    case 'face': {
      const out: Action[] = [{ type: 'accept' }];
      if (mayTake(rules, a)) out.push({ type: 'take' });
      return [...out, ...higherBids(rules, a.bid)];
    }
  }
}

/** The auction after `seat`'s legal `action`. */
export function applyTakeHold(
  s: State,
  rules: IllustratedRules,
  a: TakeHoldAuction,
  seat: Seat,
  action: Action,
): AuctionStep<TakeHoldAuction> {
  const won = (x: TakeHoldAuction, declarer: Seat): AuctionStep<TakeHoldAuction> => ({
    kind: 'won',
    auction: x,
    declarer,
    contract: x.bid ?? '',
    takeLevel: x.level,
  });
  // The holder stays; someone else faces his bid (as the third player unless `inDuel`).
  const faceNext = (x: TakeHoldAuction, after: Seat, inDuel: boolean): AuctionStep<TakeHoldAuction> => {
    const holder = x.holder as Seat;
    const next = nextSpeaker(s, rules, after, [...x.out, holder]);
    if (next === null) return won(x, holder);
    return { kind: 'continue', auction: { ...x, step: 'face', inDuel, taker: null }, toAct: next };
  };
  switch (action.type) {
    case 'pass': {
      const x = { ...a, out: [...a.out, seat] };
      const next = nextSpeaker(s, rules, seat, x.out);
      return next === null ? { kind: 'allPass', auction: x } : { kind: 'continue', auction: x, toAct: next };
    }
    case 'bid': {
      const spec = contractSpec(rules, action.bid);
      const x: TakeHoldAuction = { ...a, bid: action.bid, holder: seat, level: 0, takes: 0 };
      if (spec?.endsAuction) return won(x, seat);
      return faceNext(x, seat, true);
    }
    case 'accept': {
      if (a.step === 'answer') {
        // The first bidder lets the taker have the game; the third player may now speak.
        return faceNext({ ...a, out: [...a.out, seat] }, a.holder as Seat, false);
      }
      const x = { ...a, out: [...a.out, seat] };
      return faceNext(x, seat, false);
    }
    case 'take': {
      const x: TakeHoldAuction = {
        ...a,
        holder: seat,
        level: a.level + 1,
        takes: a.takes + 1,
        step: 'answer',
        taker: seat,
      };
      return { kind: 'continue', auction: x, toAct: a.holder as Seat };
    }
    case 'hold': {
      const taker = a.taker as Seat;
      const level = rules.auction.kind === 'beck' ? a.level + 1 : a.level;
      const x: TakeHoldAuction = { ...a, holder: seat, level, step: 'face', inDuel: true, taker: null };
      return { kind: 'continue', auction: x, toAct: taker };
    }
    default:
      return { kind: 'continue', auction: a, toAct: seat };
  }
}

/** The first speaker: forehand. */
export function firstSpeaker(s: State, rules: IllustratedRules): Seat {
  return auctionOrder(s, rules)[0] as Seat;
}
