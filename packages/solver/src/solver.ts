/**
 * The perfect-information solver of the trick-play phase (both families): fail-soft alpha-beta
 * over the remaining tricks, team 0 maximising the units it takes and team 1 minimising them.
 *
 * - Make/unmake on the engine kernel's per-suit bitmask hands (`legalMask`, `beats`); nothing is
 *   allocated per node: hands, trick, moves and scores live in typed arrays indexed by ply.
 * - A transposition table at trick starts (remaining hands + leader + valat state).
 * - Equivalent cards: two cards of one hand in one suit with no card of another hand (or of the
 *   trick) between them in trick strength, and with the same value class, give the same result;
 *   only one of them is searched. Cards already played no longer separate neighbours.
 * - Move ordering: the table's best lead first, then winning / smearing / cheap discards.
 * - Bounds: the units left in play bound the result; a sure-trick count (the leader's side holding
 *   the top trumps) raises the lower bound; the last trick is played out directly.
 * - A node budget: when exhausted the search stops and reports `complete: false` (see search.ts
 *   wrappers for the fallback).
 *
 * Typed-array reads are cast `as number`: every index is in range by construction.
 */
import { type Card, type PlayRules, SUITS, beats, legalMask } from '@tarock/engine';
import type { OpenPosition } from './position';
import type { Scoring } from './scoring';
import { DEFAULT_TABLE_BITS, NO_BOUND_HI, NO_BOUND_LO, TranspositionTable } from './table';
import { CLASSES, PLACES, type ZobristKeys, zobristKeys } from './zobrist';

const SEATS = 3;
/** Tricks in the longest deal (Illustrated: 16). */
const MAX_TRICKS = 18;
const MAX_PLY = MAX_TRICKS * SEATS + 1;
/** Moves per ply: at most one per card of a hand. */
const MAX_MOVES = MAX_TRICKS;
const INF = 1 << 28;
const TT_MOVE_SCORE = 1 << 30;
/** The table is used at trick starts with more than this many tricks left. */
const MIN_TT = 1;

export interface SolverOptions {
  /** Bits of the transposition table index (default 18: 262,144 entries). */
  readonly tableBits?: number;
}

export class TrickSolver {
  private rules: PlayRules;
  private readonly zob: ZobristKeys;
  private readonly tt: TranspositionTable;
  private packSize: number;
  private readonly suitOf: Uint8Array;
  private readonly rankOf: Uint8Array;
  private readonly base: Int32Array = new Int32Array(SUITS);
  private value: Int32Array;
  private valueClass: Uint8Array;
  private strength: Uint8Array;
  private equivalence = true;
  private perTrick = 0;
  private ultimoCount = 0;
  private readonly ultimoCard = new Int32Array(4);
  private readonly ultimoTrick = new Int32Array(4);
  private readonly ultimoWon = new Int32Array(4);
  private readonly ultimoLost = new Int32Array(4);
  private valat0 = 0;
  private valat1 = 0;
  private useValat = false;
  private bonusHi = 0;
  private bonusLo = 0;

  // The position.
  private readonly hands = new Int32Array(SEATS * SUITS);
  private readonly team = new Int8Array(SEATS);
  private leader = 0;
  private trickPos = 0;
  private trickIdx = 0;
  private tricksLeft = 0;
  private handValue = 0;
  private keyLo = 0;
  private keyHi = 0;
  /** Valat state: bit 0 = team 0 has won every trick so far, bit 1 = team 1 has. */
  private valatState = 3;
  // Per trick of the deal.
  private readonly trickCards = new Int32Array(MAX_TRICKS * SEATS);
  private readonly winCardAt = new Int32Array(MAX_TRICKS * SEATS);
  private readonly winSeatAt = new Int32Array(MAX_TRICKS * SEATS);
  private readonly trickSum = new Int32Array(MAX_TRICKS);
  private readonly trickMask = new Int32Array(MAX_TRICKS * SUITS);
  private readonly leaderAt = new Int8Array(MAX_TRICKS);
  private readonly valatAt = new Int8Array(MAX_TRICKS);
  // Per ply.
  private readonly moves = new Int32Array(MAX_PLY * MAX_MOVES);
  private readonly scores = new Int32Array(MAX_PLY * MAX_MOVES);
  private readonly legal = new Int32Array(MAX_PLY * SUITS);
  private readonly greedyStack = new Int32Array(MAX_PLY);
  private sure0 = 0;
  private sure1 = 0;
  // Per trick start: each suit's part of the position key, and whether it is current.
  private readonly suitLo = new Int32Array(MAX_TRICKS * SUITS);
  private readonly suitHi = new Int32Array(MAX_TRICKS * SUITS);
  private readonly keyValid = new Int8Array(MAX_TRICKS + 1);

  /** Nodes visited since the last `resetCount`. */
  nodes = 0;
  private maxNodes = Number.POSITIVE_INFINITY;
  /** True when the last search stopped at the node budget. */
  aborted = false;

  constructor(rules: PlayRules, scoring: Scoring, opts: SolverOptions = {}) {
    this.rules = rules;
    this.packSize = rules.pack.size;
    this.suitOf = rules.pack.suitOf;
    this.rankOf = rules.pack.rankOf;
    this.zob = zobristKeys();
    this.tt = new TranspositionTable(opts.tableBits ?? DEFAULT_TABLE_BITS);
    this.value = new Int32Array(54);
    this.valueClass = new Uint8Array(54);
    this.strength = rules.strength;
    this.configure(rules, scoring);
  }

  /** Sets new rules (another trump) or scoring; clears the table. The pack must stay the same. */
  configure(rules: PlayRules, scoring: Scoring): void {
    if (rules.pack.size !== this.packSize) throw new Error('a solver is bound to one pack');
    this.rules = rules;
    this.strength = rules.strength;
    const pack = rules.pack;
    for (let s = 0; s < SUITS; s++) this.base[s] = pack.base[s] ?? 0;
    this.value = new Int32Array(this.packSize);
    for (let c = 0; c < this.packSize; c++) this.value[c] = scoring.cardValue[c] ?? 0;
    this.perTrick = scoring.perTrick ?? 0;
    const ultimo = scoring.ultimo ?? [];
    if (ultimo.length > 4) throw new Error('at most four ultimo bonuses');
    this.ultimoCount = ultimo.length;
    let hi = 0;
    let lo = 0;
    ultimo.forEach((u, k) => {
      this.ultimoCard[k] = u.card;
      this.ultimoTrick[k] = u.trick;
      this.ultimoWon[k] = u.ifWon;
      this.ultimoLost[k] = u.ifLost;
      hi += Math.max(0, u.ifWon, u.ifLost);
      lo += Math.min(0, u.ifWon, u.ifLost);
    });
    this.valat0 = scoring.valat?.team0 ?? 0;
    this.valat1 = scoring.valat?.team1 ?? 0;
    this.useValat = this.valat0 !== 0 || this.valat1 !== 0;
    hi += Math.max(0, this.valat0, this.valat1);
    lo += Math.min(0, this.valat0, this.valat1);
    this.bonusHi = hi;
    this.bonusLo = lo;
    // Value classes: equal values share a class; ultimo cards get classes of their own.
    const classes = new Map<number, number>();
    let next = 0;
    for (let c = 0; c < this.packSize; c++) {
      const special = ultimo.some((u) => u.card === c);
      const v = this.value[c] as number;
      let k = special ? undefined : classes.get(v);
      if (k === undefined) {
        k = next++;
        if (!special) classes.set(v, k);
      }
      this.valueClass[c] = Math.min(k, 31);
    }
    // Equivalence needs trick strength to follow the bit order within each suit.
    this.equivalence = next <= 31;
    for (let c = 1; c < this.packSize; c++) {
      if (
        this.suitOf[c] === this.suitOf[c - 1] &&
        (this.strength[c] as number) <= (this.strength[c - 1] as number)
      )
        this.equivalence = false;
    }
    this.tt.clear();
  }

  /** Forgets the transposition table (not needed between positions of one contract). */
  clearTable(): void {
    this.tt.clear();
  }

  /** Sets up an open position (checked by the caller: see checkPosition). */
  load(p: OpenPosition): void {
    this.hands.fill(0);
    this.handValue = 0;
    for (let seat = 0; seat < SEATS; seat++) {
      this.team[seat] = p.team[seat] ?? 0;
      for (const c of p.hands[seat] ?? []) {
        const i = seat * SUITS + (this.suitOf[c] as number);
        this.hands[i] = (this.hands[i] as number) | (1 << (this.rankOf[c] as number));
        this.handValue += this.value[c] as number;
      }
    }
    const won = p.tricksWon ?? [0, 0];
    this.valatState = (won[1] === 0 ? 1 : 0) | (won[0] === 0 ? 2 : 0);
    this.trickIdx = p.tricksPlayed;
    this.keyValid.fill(0);
    this.leader = p.leader;
    this.trickPos = 0;
    const t = this.trickIdx;
    this.trickSum[t] = 0;
    for (let s = 0; s < SUITS; s++) this.trickMask[t * SUITS + s] = 0;
    this.tricksLeft = (p.hands[p.leader]?.length ?? 0) + (p.trick.length > 0 ? 1 : 0);
    // Replay the cards on the table without taking them from a hand.
    for (const c of p.trick) this.place(c);
  }

  /** A value team 0 takes at least from the loaded position (by what is surely won). */
  lowerBound(): number {
    const pt = this.perTrick * this.tricksLeft;
    return Math.min(pt, 0) + this.bonusLo;
  }

  /** A value team 0 takes at most from the loaded position. */
  upperBound(): number {
    const pt = this.perTrick * this.tricksLeft;
    return this.handValue + (this.trickSum[this.trickIdx] as number) + Math.max(pt, 0) + this.bonusHi;
  }

  /** The seat to play next. */
  get toPlay(): number {
    return (this.leader + this.trickPos) % SEATS;
  }

  /** Tricks not yet completed (the current one included). */
  get tricks(): number {
    return this.tricksLeft;
  }

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
    return this.node(alpha, beta, 0);
  }

  /** The legal cards of the player to move (all of them, no equivalence pruning). */
  legalCards(out: Card[]): Card[] {
    out.length = 0;
    const mover = this.toPlay;
    const led = this.trickPos === 0 ? -1 : (this.trickCards[this.trickIdx * SEATS] as number);
    legalMask(this.rules, this.hands, mover * SUITS, led, this.legal, 0);
    for (let s = 0; s < SUITS; s++) {
      let m = this.legal[s] as number;
      while (m !== 0) {
        const b = 31 - Math.clz32(m & -m);
        m &= m - 1;
        out.push((this.base[s] as number) + b);
      }
    }
    return out;
  }

  /** Plays a card of the player to move; returns the units team 0 gained if it closed a trick. */
  play(card: Card): number {
    const mover = (this.leader + this.trickPos) % SEATS;
    const i = mover * SUITS + (this.suitOf[card] as number);
    this.hands[i] = (this.hands[i] as number) ^ (1 << (this.rankOf[card] as number));
    this.handValue -= this.value[card] as number;
    return this.place(card);
  }

  /** Takes back the last card played. */
  unplay(card: Card): void {
    if (this.trickPos === 0) {
      this.trickIdx--;
      this.tricksLeft++;
      this.leader = this.leaderAt[this.trickIdx] as number;
      this.valatState = this.valatAt[this.trickIdx] as number;
      this.trickPos = SEATS;
    }
    this.trickPos--;
    const t = this.trickIdx;
    const s = this.suitOf[card] as number;
    const bit = 1 << (this.rankOf[card] as number);
    this.trickMask[t * SUITS + s] = (this.trickMask[t * SUITS + s] as number) ^ bit;
    this.trickSum[t] = (this.trickSum[t] as number) - (this.value[card] as number);
    const mover = (this.leader + this.trickPos) % SEATS;
    const i = mover * SUITS + s;
    this.hands[i] = (this.hands[i] as number) | bit;
    this.handValue += this.value[card] as number;
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

  /** Puts a card on the trick (already out of its hand); closes the trick after the third. */
  private place(card: Card): number {
    const t = this.trickIdx;
    const pos = this.trickPos;
    const mover = (this.leader + pos) % SEATS;
    const s = this.suitOf[card] as number;
    const ti = t * SEATS + pos;
    this.trickCards[ti] = card;
    this.trickMask[t * SUITS + s] =
      (this.trickMask[t * SUITS + s] as number) | (1 << (this.rankOf[card] as number));
    if (pos === 0) {
      this.trickSum[t] = this.value[card] as number;
      this.winCardAt[ti] = card;
      this.winSeatAt[ti] = mover;
    } else {
      this.trickSum[t] = (this.trickSum[t] as number) + (this.value[card] as number);
      const w = this.winCardAt[ti - 1] as number;
      if (beats(this.rules, card, w)) {
        this.winCardAt[ti] = card;
        this.winSeatAt[ti] = mover;
      } else {
        this.winCardAt[ti] = w;
        this.winSeatAt[ti] = this.winSeatAt[ti - 1] as number;
      }
    }
    this.trickPos = pos + 1;
    if (this.trickPos < SEATS) return 0;
    return this.closeTrick();
  }

  private closeTrick(): number {
    const t = this.trickIdx;
    const last = t * SEATS + SEATS - 1;
    const winner = this.winSeatAt[last] as number;
    const winTeam = this.team[winner] as number;
    let gain = winTeam === 0 ? (this.trickSum[t] as number) + this.perTrick : 0;
    for (let k = 0; k < this.ultimoCount; k++) {
      if (this.ultimoTrick[k] !== t) continue;
      const u = this.ultimoCard[k] as number;
      if (this.winCardAt[last] === u) gain += this.ultimoWon[k] as number;
      else if (
        this.trickCards[t * SEATS] === u ||
        this.trickCards[t * SEATS + 1] === u ||
        this.trickCards[t * SEATS + 2] === u
      )
        gain += this.ultimoLost[k] as number;
    }
    this.leaderAt[t] = this.leader;
    this.valatAt[t] = this.valatState;
    this.valatState &= winTeam === 0 ? 1 : 2;
    this.leader = winner;
    this.trickPos = 0;
    this.trickIdx = t + 1;
    this.tricksLeft--;
    this.trickSum[t + 1] = 0;
    this.keyValid[t + 1] = 0;
    const m = (t + 1) * SUITS;
    for (let s = 0; s < SUITS; s++) this.trickMask[m + s] = 0;
    if (this.tricksLeft === 0 && this.useValat) {
      if ((this.valatState & 1) !== 0) gain += this.valat0;
      else if ((this.valatState & 2) !== 0) gain += this.valat1;
    }
    return gain;
  }

  private node(alpha: number, beta: number, ply: number): number {
    if (++this.nodes > this.maxNodes) {
      this.aborted = true;
      return 0;
    }
    let ttMove = -1;
    let lo = 0;
    let hi = 0;
    const alpha0 = alpha;
    const beta0 = beta;
    if (this.trickPos === 0) {
      if (this.tricksLeft === 0) return 0;
      if (this.tricksLeft === 1) return this.lastTrick();
      // What is still in play bounds the result.
      const pt = this.perTrick * this.tricksLeft;
      let maxF = this.handValue + Math.max(pt, 0) + this.bonusHi;
      let minF = Math.min(pt, 0) + this.bonusLo;
      if (this.equivalence) {
        this.sureUnits();
        minF += this.sure0;
        maxF -= this.sure1;
      }
      if (maxF <= alpha) return maxF;
      if (minF >= beta) return minF;
      if (this.tricksLeft > MIN_TT) {
        this.positionKey();
        lo = this.keyLo;
        hi = this.keyHi;
        const tt = this.tt;
        if (tt.probe(lo, hi)) {
          if (tt.lower >= beta) return tt.lower;
          if (tt.upper <= alpha) return tt.upper;
          if (tt.lower === tt.upper) return tt.lower;
          if (tt.lower > alpha) alpha = tt.lower;
          if (tt.upper < beta) beta = tt.upper;
          ttMove = tt.move < 0 ? -1 : this.decodeMove(tt.move);
        }
      }
    }
    const mover = (this.leader + this.trickPos) % SEATS;
    const n = this.generate(ply, mover, ttMove);
    const maximizing = this.team[mover] === 0;
    let best = maximizing ? -INF : INF;
    let bestMove = -1;
    const base = ply * MAX_MOVES;
    if (this.trickPos === SEATS - 1 && this.tricksLeft > MIN_TT + 1) {
      // Enhanced transposition cutoff: a finished trick whose next position is in the table may
      // settle this node without a search.
      for (let k = 0; k < n; k++) {
        const card = this.moves[base + k] as number;
        const gain = this.play(card);
        this.positionKey();
        const found = this.tt.probe(this.keyLo, this.keyHi);
        this.unplay(card);
        if (!found) continue;
        if (maximizing ? gain + this.tt.lower >= beta : gain + this.tt.upper <= alpha) {
          return maximizing ? gain + this.tt.lower : gain + this.tt.upper;
        }
      }
    }
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
            if (alpha >= beta) break;
          }
        }
      } else if (v < best) {
        best = v;
        bestMove = card;
        if (v < beta) {
          beta = v;
          if (alpha >= beta) break;
        }
      }
    }
    if (this.trickPos === 0 && this.tricksLeft > MIN_TT) {
      // Fail-soft bounds against the window the node was entered with.
      const lower = best > alpha0 ? best : NO_BOUND_LO;
      const upper = best < beta0 ? best : NO_BOUND_HI;
      this.tt.store(lo, hi, lower, upper, bestMove < 0 ? -1 : this.encodeMove(bestMove));
    }
    return best;
  }

  /**
   * Units the sides are sure to take, into sure0 (team 0) and sure1 (team 1):
   * - a trump above every trump of the other side goes to its side, whatever trick it falls in
   *   (the trick is won by a trump at least as high, and only its own side has one);
   * - when the leader's side holds the top trumps and the leader can draw every trump of the
   *   others with them (or there are no trumps), the leader's masters in the other suits win as
   *   he leads them.
   * Masters are read from the bit order, so this needs trick strength in bit order.
   */
  private sureUnits(): void {
    const t = this.rules.trumpSuit;
    const leader = this.leader;
    this.sure0 = 0;
    this.sure1 = 0;
    let othersTrumpless = true;
    if (t >= 0) {
      let t0 = 0;
      let t1 = 0;
      for (let seat = 0; seat < SEATS; seat++) {
        if (this.team[seat] === 0) t0 |= this.hands[seat * SUITS + t] as number;
        else t1 |= this.hands[seat * SUITS + t] as number;
      }
      if ((t0 | t1) !== 0) {
        const above0 = t1 === 0 ? t0 : t0 & ~((2 << (31 - Math.clz32(t1))) - 1);
        const above1 = t0 === 0 ? t1 : t1 & ~((2 << (31 - Math.clz32(t0))) - 1);
        if (above0 !== 0) this.sure0 = this.maskUnits(t, above0);
        if (above1 !== 0) this.sure1 = this.maskUnits(t, above1);
        // The leader draws trumps with his own run above every other hand's trumps.
        const own = this.hands[leader * SUITS + t] as number;
        const o1 = this.hands[((leader + 1) % SEATS) * SUITS + t] as number;
        const o2 = this.hands[((leader + 2) % SEATS) * SUITS + t] as number;
        const rest = o1 | o2;
        const run = rest === 0 ? own : own & ~((2 << (31 - Math.clz32(rest))) - 1);
        const k = popcount(run);
        othersTrumpless = popcount(o1) <= k && popcount(o2) <= k;
      }
    }
    const lo = leader * SUITS;
    const o1 = ((leader + 1) % SEATS) * SUITS;
    const o2 = ((leader + 2) % SEATS) * SUITS;
    let units = 0;
    if (othersTrumpless) {
      for (let s = 0; s < SUITS; s++) {
        if (s === t) continue;
        const own = this.hands[lo + s] as number;
        if (own === 0) continue;
        const rest = (this.hands[o1 + s] as number) | (this.hands[o2 + s] as number);
        const run = rest === 0 ? own : own & ~((2 << (31 - Math.clz32(rest))) - 1);
        if (run !== 0) units += this.maskUnits(s, run);
      }
    }
    // Or cash the masters of one plain suit while the others must follow it (or cannot ruff):
    // the leader's cards and the cheapest cards the others must follow with.
    for (let s = 0; s < SUITS; s++) {
      if (s === t) continue;
      const own = this.hands[lo + s] as number;
      if (own === 0) continue;
      const a = this.hands[o1 + s] as number;
      const b = this.hands[o2 + s] as number;
      const rest = a | b;
      const run = rest === 0 ? own : own & ~((2 << (31 - Math.clz32(rest))) - 1);
      if (run === 0) continue;
      let m = popcount(run);
      const la = a === 0 ? (t >= 0 && (this.hands[o1 + t] as number) !== 0 ? 0 : m) : popcount(a);
      const lb = b === 0 ? (t >= 0 && (this.hands[o2 + t] as number) !== 0 ? 0 : m) : popcount(b);
      if (la < m) m = la;
      if (lb < m) m = lb;
      if (m === 0) continue;
      const cash = this.topUnits(s, run, m) + this.lowUnits(s, a, m) + this.lowUnits(s, b, m);
      if (cash > units) units = cash;
    }
    if (this.team[leader] === 0) this.sure0 += units;
    else this.sure1 += units;
  }

  /** The units of the `m` most valuable cards of `mask` in `suit`. */
  private topUnits(suit: number, mask: number, m: number): number {
    return this.pickUnits(suit, mask, m, true);
  }

  /** The units of the `m` least valuable cards of `mask` in `suit` (all of them if fewer). */
  private lowUnits(suit: number, mask: number, m: number): number {
    return mask === 0 ? 0 : this.pickUnits(suit, mask, m, false);
  }

  private pickUnits(suit: number, mask: number, m: number, top: boolean): number {
    const base = this.base[suit] as number;
    let total = 0;
    let taken = 0;
    let left = mask;
    while (taken < m && left !== 0) {
      let best = -1;
      let bestV = top ? -1 : 1 << 30;
      for (let x = left; x !== 0; x &= x - 1) {
        const r = 31 - Math.clz32(x & -x);
        const v = this.value[base + r] as number;
        if (top ? v > bestV : v < bestV) {
          bestV = v;
          best = r;
        }
      }
      left &= ~(1 << best);
      total += bestV;
      taken++;
    }
    return total;
  }

  private maskUnits(suit: number, mask: number): number {
    let units = 0;
    const base = this.base[suit] as number;
    while (mask !== 0) {
      const r = 31 - Math.clz32(mask);
      mask ^= 1 << r;
      units += this.value[base + r] as number;
    }
    return units;
  }

  /**
   * The canonical key of a trick-start position into keyLo/keyHi: per suit, the live cards from
   * the strongest down as (place, holder, value class), so positions that differ only in which
   * equivalent cards were played share an entry; plus the leader and the valat state. Without
   * equivalence (trick strength not in bit order) a card's place is its own rank.
   */
  private positionKey(): void {
    const vs = this.useValat ? this.valatState : 0;
    let lo = this.zob.leadLo[this.leader * 4 + vs] as number;
    let hi = this.zob.leadHi[this.leader * 4 + vs] as number;
    const t = this.trickIdx;
    // Suits the last trick did not touch keep the parent trick start's key.
    const parent = t > 0 && this.keyValid[t - 1] === 1 ? t - 1 : -1;
    for (let s = 0; s < SUITS; s++) {
      const k = t * SUITS + s;
      if (parent >= 0 && (this.trickMask[parent * SUITS + s] as number) === 0) {
        this.suitLo[k] = this.suitLo[parent * SUITS + s] as number;
        this.suitHi[k] = this.suitHi[parent * SUITS + s] as number;
      } else this.suitKey(s, k);
      lo ^= this.suitLo[k] as number;
      hi ^= this.suitHi[k] as number;
    }
    this.keyValid[t] = 1;
    this.keyLo = lo;
    this.keyHi = hi;
  }

  private suitKey(s: number, k: number): void {
    const h = this.hands;
    const a = h[s] as number;
    const b = h[SUITS + s] as number;
    let live = a | b | (h[2 * SUITS + s] as number);
    const base = this.base[s] as number;
    const canonical = this.equivalence;
    let lo = 0;
    let hi = 0;
    let place = s * PLACES;
    while (live !== 0) {
      const r = 31 - Math.clz32(live);
      const bit = 1 << r;
      live ^= bit;
      const holder = (a & bit) !== 0 ? 0 : (b & bit) !== 0 ? 1 : 2;
      const i = canonical
        ? (place * 3 + holder) * CLASSES + (this.valueClass[base + r] as number)
        : ((s * PLACES + r) * 3 + holder) * CLASSES;
      lo ^= this.zob.cardLo[i] as number;
      hi ^= this.zob.cardHi[i] as number;
      place++;
    }
    this.suitLo[k] = lo;
    this.suitHi[k] = hi;
  }

  /** A card as (suit, place among the suit's live cards from the top): valid across transpositions. */
  private encodeMove(card: number): number {
    const s = this.suitOf[card] as number;
    const r = this.rankOf[card] as number;
    if (!this.equivalence) return (s << 5) | r;
    const live =
      (this.hands[s] as number) | (this.hands[SUITS + s] as number) | (this.hands[2 * SUITS + s] as number);
    const above = live & ~((2 << r) - 1);
    return (s << 5) | popcount(above);
  }

  private decodeMove(code: number): number {
    const s = code >> 5;
    const place = code & 31;
    if (!this.equivalence) return (this.base[s] as number) + place;
    let live =
      (this.hands[s] as number) | (this.hands[SUITS + s] as number) | (this.hands[2 * SUITS + s] as number);
    for (let k = 0; k < place && live !== 0; k++) live ^= 1 << (31 - Math.clz32(live));
    return live === 0 ? -1 : (this.base[s] as number) + 31 - Math.clz32(live);
  }

  /** The last trick: every hand holds one card; play them out. */
  private lastTrick(): number {
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

  private onlyCard(seat: number): number {
    const off = seat * SUITS;
    for (let s = 0; s < SUITS; s++) {
      const m = this.hands[off + s] as number;
      if (m !== 0) return (this.base[s] as number) + 31 - Math.clz32(m);
    }
    return -1;
  }

  /**
   * Writes the moves worth searching at `ply` into the move list, best first: the legal cards
   * less equivalent duplicates, ordered by the table's move and simple card-play principles.
   */
  private generate(ply: number, mover: number, ttMove: number): number {
    const t = this.trickIdx;
    const pos = this.trickPos;
    const led = pos === 0 ? -1 : (this.trickCards[t * SEATS] as number);
    const lOff = ply * SUITS;
    legalMask(this.rules, this.hands, mover * SUITS, led, this.legal, lOff);
    const hands = this.hands;
    const off = mover * SUITS;
    const base = ply * MAX_MOVES;
    const myTeam = this.team[mover] as number;
    let winCard = -1;
    let partnerWins = false;
    if (pos > 0) {
      const wi = t * SEATS + pos - 1;
      winCard = this.winCardAt[wi] as number;
      partnerWins = this.team[this.winSeatAt[wi] as number] === myTeam;
    }
    let n = 0;
    for (let s = 0; s < SUITS; s++) {
      let m = this.legal[lOff + s] as number;
      if (m === 0) continue;
      const own = hands[off + s] as number;
      // The last card of a trick settles it: among cards with the same outcome, the trick's
      // cards no longer separate neighbours (they leave play with this trick).
      const last = pos === SEATS - 1;
      const others =
        ((hands[s] as number) |
          (hands[SUITS + s] as number) |
          (hands[2 * SUITS + s] as number) |
          (last ? 0 : (this.trickMask[t * SUITS + s] as number))) &
        ~own;
      let seen = 0;
      let seenWin = 0;
      let prev = 32;
      while (m !== 0) {
        const b = 31 - Math.clz32(m);
        m ^= 1 << b;
        const card = (this.base[s] as number) + b;
        if (this.equivalence) {
          // A card of another hand between this card and the previous one starts a new run.
          const between = prev >= 32 ? 0 : ((1 << prev) - 1) & ~((2 << b) - 1);
          if ((others & between) !== 0) {
            seen = 0;
            seenWin = 0;
          }
          prev = b;
          const cls = 1 << (this.valueClass[card] as number);
          if (last && beats(this.rules, card, winCard)) {
            if ((seenWin & cls) !== 0) continue;
            seenWin |= cls;
          } else {
            if ((seen & cls) !== 0) continue;
            seen |= cls;
          }
        }
        this.moves[base + n] = card;
        this.scores[base + n] =
          card === ttMove ? TT_MOVE_SCORE : this.orderScore(card, pos, winCard, partnerWins, others, b);
        n++;
      }
    }
    // Insertion sort, best first.
    for (let i = 1; i < n; i++) {
      const sc = this.scores[base + i] as number;
      const mv = this.moves[base + i] as number;
      let j = i - 1;
      while (j >= 0 && (this.scores[base + j] as number) < sc) {
        this.scores[base + j + 1] = this.scores[base + j] as number;
        this.moves[base + j + 1] = this.moves[base + j] as number;
        j--;
      }
      this.scores[base + j + 1] = sc;
      this.moves[base + j + 1] = mv;
    }
    return n;
  }

  /**
   * Card-play principles as a move-ordering score (higher first), with every hand open: lead a
   * master the opponents must follow or cannot ruff; second hand wins when the trick will hold
   * and smears points on a trick its partner will win; last hand wins with points or smears to
   * its partner, and otherwise throws its cheapest card.
   */
  private orderScore(
    card: number,
    pos: number,
    winCard: number,
    partnerWins: boolean,
    others: number,
    bit: number,
  ): number {
    const v = this.value[card] as number;
    const str = this.strength[card] as number;
    const mover = (this.leader + pos) % SEATS;
    if (pos === 0) {
      if ((others & ~((2 << bit) - 1)) === 0 && this.opponentsMustFollow(mover, this.suitOf[card] as number))
        return 100_000 + 64 * v + str;
      return -64 * v - str;
    }
    if (pos === SEATS - 1) {
      if (partnerWins) return 50_000 + 64 * v - str;
      if (beats(this.rules, card, winCard)) return 200_000 + 64 * v - str;
      return -64 * v - str;
    }
    const next = (mover + 1) % SEATS;
    const partnerNext = this.team[next] === this.team[mover];
    const ledSuit = this.suitOf[this.trickCards[this.trickIdx * SEATS] as number] as number;
    if (beats(this.rules, card, winCard)) {
      if (partnerNext || !this.canBeat(next, card, ledSuit)) return 150_000 + 64 * v - str;
      return 40_000 + str;
    }
    const partnerTakes = partnerWins
      ? !this.canBeat(next, winCard, ledSuit)
      : partnerNext && this.canBeat(next, winCard, ledSuit);
    if (partnerTakes) return 120_000 + 64 * v - str;
    return -64 * v - str;
  }

  /** Whether `seat` has a card it may play to the trick led in `ledSuit` that beats `winning`. */
  private canBeat(seat: number, winning: number, ledSuit: number): boolean {
    const off = seat * SUITS;
    const ws = this.suitOf[winning] as number;
    const above = ~((2 << (this.rankOf[winning] as number)) - 1);
    const follow = this.hands[off + ledSuit] as number;
    if (follow !== 0) return ws === ledSuit && (follow & above) !== 0;
    const t = this.rules.trumpSuit;
    if (t < 0) return false;
    const trumps = this.hands[off + t] as number;
    if (trumps === 0) return false;
    return ws !== t || (trumps & above) !== 0;
  }

  /** Whether each opponent of `leader` must follow `suit` or cannot ruff it. */
  private opponentsMustFollow(leader: number, suit: number): boolean {
    const t = this.rules.trumpSuit;
    if (suit === t || t < 0) return true;
    for (let k = 1; k < SEATS; k++) {
      const o = (leader + k) % SEATS;
      if (this.team[o] === this.team[leader]) continue;
      if ((this.hands[o * SUITS + suit] as number) === 0 && (this.hands[o * SUITS + t] as number) !== 0)
        return false;
    }
    return true;
  }
}

function popcount(x: number): number {
  let v = x - ((x >>> 1) & 0x55555555);
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return (((v + (v >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}
