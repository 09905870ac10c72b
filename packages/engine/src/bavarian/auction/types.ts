/**
 * The bookkeeping of the four Bavarian auctions, registered in the core's `AuctionStates` by
 * declaration merging. Every call is kept in `calls` (bids are public); `result` is set when the
 * auction is over: who declares, which contracts his bid allows, and his target.
 */
import type { AuctionState } from '../../core/state';
import type { Seat } from '../../core/types';

/** One spoken call: "pass", "hold" or a bid's name. */
export interface Call {
  readonly seat: Seat;
  readonly call: string;
}

/** The auction's outcome: null while bidding; `declarer: null` when all passed (throw-in). */
export interface AuctionResult {
  readonly declarer: Seat | null;
  /** The contracts the winning bid allows (one: it is played; several: the declarer declares). */
  readonly contracts: readonly string[];
  /** Card points the declarer needs (61; Haferltarock's point bids 66, 71, …). */
  readonly target: number;
}

interface BavarianAuctionBase {
  readonly family: 'bavarian';
  readonly calls: readonly Call[];
  readonly result: AuctionResult | null;
}

/**
 * Huber 1923 (rules-notes H-02): one round; a raise is answered at once by the earlier bidders
 * still in, earliest first.
 */
export interface HuberAuction extends BavarianAuctionBase {
  readonly kind: 'huber';
  /** 0 none, 1 "ich spiele", 2 "besser", 3 "am besten". */
  readonly level: number;
  readonly leader: Seat | null;
  /** The player who just raised, while the earlier bidders answer (hold or pass). */
  readonly raiser: Seat | null;
  /**
   * The players who have bid and not dropped out, in the order they first bid (the raiser last
   * while his raise is answered: the others answer it in this order).
   */
  readonly bidders: readonly Seat[];
  /** Index into `players` of the next player to speak in the round. */
  readonly next: number;
}

/** Haferltarock (rules-notes HT-02): two players bid against each other; the next enters when one passes. */
export interface HaferlAuction extends BavarianAuctionBase {
  readonly kind: 'haferl';
  /** −1 none; 0 pick-up ("ich spiele"); 1 Hand ("ich spiele auch"); k ≥ 2 Hand to 61 + 5(k − 1). */
  readonly level: number;
  /** The earlier player, who holds at an equal level. */
  readonly leader: Seat | null;
  /** The later player, who must bid the next level. */
  readonly challenger: Seat | null;
  /** True while the leader must answer the challenger's bid (hold or pass). */
  readonly answering: boolean;
  /** Players who have not yet entered the bidding, in order. */
  readonly queue: readonly Seat[];
}

/** Without point bidding (rules-notes BT-NP-2): bid higher, hold (earlier players) or pass for good. */
export interface NoPointAuction extends BavarianAuctionBase {
  readonly kind: 'nopoint';
  /** Index of the standing contract in the bidding order, −1 none. */
  readonly level: number;
  readonly leader: Seat | null;
  readonly passed: readonly Seat[];
}

/** Scharfes Tarock: one round of pass / "spiele" / "spiele Herz". */
export interface ScharfAuction extends BavarianAuctionBase {
  readonly kind: 'scharf';
  readonly next: number;
}

export type BavarianAuction = HuberAuction | HaferlAuction | NoPointAuction | ScharfAuction;

declare module '../../core/state' {
  interface AuctionStates {
    bavarianHuber: HuberAuction;
    bavarianHaferl: HaferlAuction;
    bavarianNoPoint: NoPointAuction;
    bavarianScharf: ScharfAuction;
  }
}

export function isBavarianAuction(a: AuctionState | null): a is BavarianAuction {
  return a !== null && 'family' in a && a.family === 'bavarian';
}
