/**
 * The perfect-information solver of the trick-play phase (both families): fail-soft alpha-beta
 * over the remaining tricks, team 0 maximising the units it takes and team 1 minimising them.
 *
 * - Make/unmake on the engine kernel's per-suit bitmask hands (state.ts); nothing is allocated
 *   per node: hands, trick, moves and scores live in typed arrays indexed by ply.
 * - A transposition table at trick starts with canonical keys (keys.ts, table.ts). (An enhanced
 *   transposition cutoff before the last card of a trick saved about 13 % of the nodes but cost
 *   more time than it saved: a key and a probe per card.)
 * - A similarity table beside it (similarity.ts): a position of the same structure whose card
 *   values differ bounds this one by what the value changes could give (payoff-similarity).
 * - Equivalent cards searched once, and of a run whose trick goes to a settled side only the
 *   card that side is best served by; move ordering by card-play principles (ordering.ts), with
 *   the history heuristic among ordinary leads (leads that cut searches off are tried earlier);
 *   early in the deal, team 1's leads without a table move are ordered by the greedy trick they
 *   start and the static bound on team 0 after it.
 * - Bounds: the units left in play, sure tricks (bounds.ts); the last trick is played out directly.
 * - A node budget: when exhausted the search stops and reports `aborted` (search.ts gives the
 *   fallback).
 *
 * Typed-array reads are cast `as number`: every index is in range by construction.
 */
import { NO_BOUND_HI, NO_BOUND_LO } from './table';
import { OrderedState } from './ordering';
import { MAX_MOVES, SEATS } from './state';

export type { SolverOptions } from './state';

const INF = 1 << 28;
/**
 * Team 1's leads without a table move are ordered by a greedy trick and the bound after it from
 * this many tricks left: from 7 rather than 5 the four bench questions took 3–7 % less time in the
 * same process (nodes −0.2 % to +2 %: the order costs a `sureUnits` per lead; docs/bench.md).
 */
const LOOKAHEAD_TRICKS = 7;
/** The table is used at trick starts with more than this many tricks left. */
const MIN_TT = 1;
/** The similarity table is used at trick starts with at least this many tricks left. */
const MIN_ST = 3;

export class TrickSolver extends OrderedState {
  /** Nodes visited since the last `resetCount`. */
  nodes = 0;
  private maxNodes = Number.POSITIVE_INFINITY;
  /** True when the last search stopped at the node budget. */
  aborted = false;

  setBudget(maxNodes: number): void {
    this.maxNodes = maxNodes;
    this.aborted = false;
  }

  resetCount(): void {
    this.nodes = 0;
    this.aborted = false;
  }

  /**
   * The units team 0 takes from here with best play on both sides, as a fail-soft bound
   * relative to (alpha, beta): the true value when it lies strictly inside the window.
   */
  search(alpha: number, beta: number): number {
    // Older cutoffs count for less.
    for (let i = 0; i < this.history.length; i++) this.history[i] = (this.history[i] as number) >> 1;
    return this.node(alpha, beta, 0);
  }

  /**
   * One greedy playout from the position (every seat plays its first-ordered card), undone
   * afterwards: the fallback estimate when the node budget runs out.
   */
  greedyValue(): number {
    let total = 0;
    let ply = 0;
    while (this.tricksLeft > 0) {
      this.generate(ply, (this.leader + this.trickPos) % SEATS, -1);
      const card = this.moves[ply * MAX_MOVES] as number;
      this.greedyStack[ply++] = card;
      total += this.play(card);
    }
    while (ply > 0) this.unplay(this.greedyStack[--ply] as number);
    return total;
  }

  protected node(alpha: number, beta: number, ply: number): number {
    if (++this.nodes > this.maxNodes) {
      this.aborted = true;
      return 0;
    }
    let ttMove = -1;
    let lo = 0;
    let hi = 0;
    let slo = 0;
    let shi = 0;
    const alpha0 = alpha;
    const beta0 = beta;
    if (this.trickPos === 0) {
      if (this.tricksLeft === 0) return 0;
      if (this.tricksLeft === 1) return this.lastTrick();
      // What is still in play bounds the result: team 0 takes every card that gains, or none
      // that costs; and what each side is sure to take (sure units of the sign of the values).
      const pt = this.perTrick * this.tricksLeft;
      const gains = this.valueSign > 0;
      let maxF = (gains ? this.handValue : 0) + Math.max(pt, 0) + this.bonusHi;
      let minF = (gains ? 0 : this.handValue) + Math.min(pt, 0) + this.bonusLo;
      if (this.equivalence) {
        // Returning the weaker bound when it already settles the node would be cheaper here but
        // stores weaker bounds in the table: 5 % more nodes in all. The plain-suit tricks against
        // a lone hand are left to the lead order: here they cut 0.1 % more nodes and cost 4 % time.
        this.sureUnits(false);
        if (gains) {
          minF += this.sure0;
          maxF -= this.sure1;
        } else {
          maxF += this.sure0;
          minF -= this.sure1;
        }
      }
      if (maxF <= alpha) return maxF;
      if (minF >= beta) return minF;
      if (this.tricksLeft > MIN_TT) {
        this.positionKey();
        lo = this.keyLo;
        hi = this.keyHi;
        slo = this.structLo;
        shi = this.structHi;
        const tt = this.tt;
        if (tt.probe(lo, hi)) {
          if (tt.lower >= beta) return tt.lower;
          if (tt.upper <= alpha) return tt.upper;
          if (tt.lower === tt.upper) return tt.lower;
          if (tt.lower > alpha) alpha = tt.lower;
          if (tt.upper < beta) beta = tt.upper;
          ttMove = tt.move < 0 ? -1 : this.decodeMove(tt.move);
        }
        if (this.similarity && this.tricksLeft >= MIN_ST && this.st.probe(this.structLo, this.structHi)) {
          // A position of the same structure: its bounds, moved by what the values could change.
          const st = this.st;
          const words = this.placeClasses();
          let up = 0;
          let down = 0;
          for (let k = 0; k < words; k++) {
            let a = this.placeClass[k] as number;
            let b = st.classes[st.offset + k] as number;
            while (a !== b) {
              const d = (this.classValue[a & 15] as number) - (this.classValue[b & 15] as number);
              if (d > 0) up += d;
              else down += d;
              a >>>= 4;
              b >>>= 4;
            }
          }
          if (this.topRun > 0) {
            // The top run of trumps goes to its side in every line of play: its value changes
            // count exactly for team 0's run and not at all for team 1's (the loop above counted
            // each on one side of the interval).
            const stored = st.classes;
            const at = st.offset;
            const exact = this.topRunTeam === 0;
            let p = this.placesBefore(this.rules.trumpSuit);
            const end = p + this.topRun;
            for (; p < end; p++) {
              const shift = (p & 7) << 2;
              const a = ((this.placeClass[p >> 3] as number) >>> shift) & 15;
              const b = ((stored[at + (p >> 3)] as number) >>> shift) & 15;
              if (a === b) continue;
              const d = (this.classValue[a] as number) - (this.classValue[b] as number);
              if (exact) {
                if (d > 0) down += d;
                else up += d;
              } else if (d > 0) up -= d;
              else down -= d;
            }
          }
          if (st.lower !== NO_BOUND_LO && st.lower + down >= beta) return st.lower + down;
          if (st.upper !== NO_BOUND_HI && st.upper + up <= alpha) return st.upper + up;
        }
      }
    }
    const mover = (this.leader + this.trickPos) % SEATS;
    const n = this.generate(ply, mover, ttMove);
    const maximizing = this.team[mover] === 0;
    // Only team 1's leads: most of the cost is in searches where team 0 falls short, and there
    // every lead of team 0 is searched anyway, so ordering them costs two move generations each
    // and saves no nodes (measured: node counts within 1 %, 10–17 % less time; docs/bench.md).
    if (this.trickPos === 0 && ttMove < 0 && this.tricksLeft >= LOOKAHEAD_TRICKS && n > 1 && !maximizing)
      this.orderLeadsByTrick(ply, n, maximizing);
    let best = maximizing ? -INF : INF;
    let bestMove = -1;
    const base = ply * MAX_MOVES;
    for (let k = 0; k < n; k++) {
      const card = this.moves[base + k] as number;
      const gain = this.play(card);
      const v = gain + this.node(alpha - gain, beta - gain, ply + 1);
      this.unplay(card);
      if (this.aborted) return 0;
      if (maximizing) {
        if (v > best) {
          best = v;
          bestMove = card;
          if (v > alpha) {
            alpha = v;
            if (alpha >= beta) {
              this.cutoff(mover, card);
              break;
            }
          }
        }
      } else if (v < best) {
        best = v;
        bestMove = card;
        if (v < beta) {
          beta = v;
          if (alpha >= beta) {
            this.cutoff(mover, card);
            break;
          }
        }
      }
    }
    if (this.trickPos === 0 && this.tricksLeft > MIN_TT) {
      // Fail-soft bounds against the window the node was entered with.
      const lower = best > alpha0 ? best : NO_BOUND_LO;
      const upper = best < beta0 ? best : NO_BOUND_HI;
      this.tt.store(lo, hi, lower, upper, bestMove < 0 ? -1 : this.encodeMove(bestMove), this.tricksLeft);
      if (this.similarity && this.tricksLeft >= MIN_ST) {
        // The key words are the structure's of this node (positionKey ran before the children).
        this.st.store(slo, shi, lower, upper, this.placeClass, this.placeClasses());
      }
    }
    return best;
  }

  /** A card cut the search off: a lead that did so is tried earlier next time (history heuristic). */
  private cutoff(mover: number, card: number): void {
    if (this.trickPos === 0)
      this.history[mover * 64 + card] =
        (this.history[mover * 64 + card] as number) + this.tricksLeft * this.tricksLeft;
  }

  /** The last trick: every hand holds one card; play them out. */
  protected lastTrick(): number {
    this.nodes++;
    const l = this.leader;
    const c0 = this.onlyCard(l);
    const c1 = this.onlyCard((l + 1) % SEATS);
    const c2 = this.onlyCard((l + 2) % SEATS);
    let gain = this.play(c0);
    gain += this.play(c1);
    gain += this.play(c2);
    this.unplay(c2);
    this.unplay(c1);
    this.unplay(c0);
    return gain;
  }
}
