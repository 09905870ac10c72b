/**
 * The solver's position and its make/unmake: the configuration (rules, card values, bonus terms,
 * value classes), the three hands as per-suit bitmasks, the trick being played and, per trick of
 * the deal, its cards, running winner and value — all in typed arrays, nothing allocated per move.
 * The trick rules are the engine kernel's (`legalMask`, and `beats` read as the kernel's table of
 * card pairs, `beatsTable`: one load instead of four on the hot path), not a copy.
 *
 * Typed-array reads are cast `as number`: every index is in range by construction.
 */
import { type Card, type PlayRules, SUITS, beatsTable, legalMask } from '@tarock/engine';
import type { OpenPosition } from './position';
import type { Scoring } from './scoring';
import { CLASS_WORDS, MAX_PACKED_CLASSES, SimilarityTable } from './similarity';
import { DEFAULT_TABLE_BITS, TranspositionTable } from './table';
import { type ZobristKeys, zobristKeys } from './zobrist';

export const SEATS = 3;
/** Tricks in the longest deal (Illustrated: 16). */
export const MAX_TRICKS = 18;
export const MAX_PLY = MAX_TRICKS * SEATS + 1;
/** Moves per ply: at most one per card of a hand. */
export const MAX_MOVES = MAX_TRICKS;

export interface SolverOptions {
  /** Bits of the transposition table index (default 18: 262,144 entries). */
  readonly tableBits?: number;
  /** Bits of the similarity table index (default: two fewer than the transposition table's). */
  readonly similarityBits?: number;
  /** Whether to use the similarity table (default true; off only to measure what it saves). */
  readonly similarity?: boolean;
}

export class SolverState {
  protected rules: PlayRules;
  protected readonly zob: ZobristKeys;
  protected readonly tt: TranspositionTable;
  protected readonly st: SimilarityTable;
  /** Whether the similarity table is used (it needs the canonical order of equivalence). */
  protected similarity = false;
  private readonly similarityWanted: boolean;
  /** The value of each value class. */
  protected readonly classValue = new Int32Array(32);
  /** Per card: 0, or a mark of its own in the structure key (a bonus card, a Pagat played last). */
  protected readonly structMark = new Uint8Array(54);
  /** The value class at every live place of the position, packed, filled by `placeClasses`. */
  protected readonly placeClass = new Int32Array(CLASS_WORDS);
  protected packSize: number;
  protected readonly suitOf: Uint8Array;
  protected readonly rankOf: Uint8Array;
  protected readonly base: Int32Array = new Int32Array(SUITS);
  protected value: Int32Array;
  protected valueClass: Uint8Array;
  /** 1 for a card whose bonus depends on the trick it falls in (an ultimo card): never merged by value. */
  protected readonly bonusCard = new Uint8Array(54);
  protected strength: Uint8Array;
  /** Per card pair (challenger × 64 + winning): 1 when the challenger beats the card winning so far. */
  protected beatsTab: Uint8Array;
  protected equivalence = true;
  protected perTrick = 0;
  /**
   * What each card is sure to be worth, in the direction of the values' sign: with gaining
   * values the cheapest card's value (0 when a card may be worth nothing), with costing ones the
   * least costly card's (0 when a card may cost nothing). Tricks whose winner is known carry at
   * least this much in each of their other cards.
   */
  protected fillValue = 0;
  /**
   * 1 when no card is worth less than nothing (a side gains by every card it takes), -1 when no
   * card is worth more (the paranoid objective of a deal without a declarer: every card costs).
   * Which bound the cards still in play and the sure units move depends on it.
   */
  protected valueSign = 1;
  protected ultimoCount = 0;
  protected readonly ultimoCard = new Int32Array(4);
  protected readonly ultimoTrick = new Int32Array(4);
  protected readonly ultimoWon = new Int32Array(4);
  protected readonly ultimoLost = new Int32Array(4);
  protected valat0 = 0;
  protected valat1 = 0;
  protected useValat = false;
  protected bonusHi = 0;
  protected bonusLo = 0;

  /** Per seat × card: how often (weighted by the tricks left) leading it cut a search off. */
  protected readonly history = new Int32Array(SEATS * 64);

  // The position.
  protected readonly hands = new Int32Array(SEATS * SUITS);
  protected readonly team = new Int8Array(SEATS);
  protected leader = 0;
  protected trickPos = 0;
  protected trickIdx = 0;
  protected tricksLeft = 0;
  protected handValue = 0;
  protected keyLo = 0;
  protected keyHi = 0;
  /** The structure key of the position (the similarity table's): places and holders, no values. */
  protected structLo = 0;
  protected structHi = 0;
  /** Valat state: bit 0 = team 0 has won every trick so far, bit 1 = team 1 has. */
  protected valatState = 3;
  // Per trick of the deal.
  protected readonly trickCards = new Int32Array(MAX_TRICKS * SEATS);
  protected readonly winCardAt = new Int32Array(MAX_TRICKS * SEATS);
  protected readonly winSeatAt = new Int32Array(MAX_TRICKS * SEATS);
  protected readonly trickSum = new Int32Array(MAX_TRICKS);
  protected readonly trickMask = new Int32Array(MAX_TRICKS * SUITS);
  protected readonly leaderAt = new Int8Array(MAX_TRICKS);
  protected readonly valatAt = new Int8Array(MAX_TRICKS);
  // Per ply.
  protected readonly moves = new Int32Array(MAX_PLY * MAX_MOVES);
  protected readonly scores = new Int32Array(MAX_PLY * MAX_MOVES);
  protected readonly legal = new Int32Array(MAX_PLY * SUITS);
  protected readonly greedyStack = new Int32Array(MAX_PLY);
  protected sure0 = 0;
  protected sure1 = 0;
  /** Set by `sureUnits`: how many trumps from the top one side holds above all of the other's
   * (the top run), and that side's team (-1: no trumps in play). */
  protected topRun = 0;
  protected topRunTeam = -1;
  // Per trick start: each suit's part of the position key, and whether it is current.
  protected readonly suitLo = new Int32Array(MAX_TRICKS * SUITS);
  protected readonly suitHi = new Int32Array(MAX_TRICKS * SUITS);
  protected readonly suitSLo = new Int32Array(MAX_TRICKS * SUITS);
  protected readonly suitSHi = new Int32Array(MAX_TRICKS * SUITS);
  protected readonly keyValid = new Int8Array(MAX_TRICKS + 1);

  constructor(rules: PlayRules, scoring: Scoring, opts: SolverOptions = {}) {
    this.rules = rules;
    this.packSize = rules.pack.size;
    this.suitOf = rules.pack.suitOf;
    this.rankOf = rules.pack.rankOf;
    this.zob = zobristKeys();
    const bits = opts.tableBits ?? DEFAULT_TABLE_BITS;
    this.tt = new TranspositionTable(bits);
    this.similarityWanted = opts.similarity ?? true;
    this.st = new SimilarityTable(this.similarityWanted ? (opts.similarityBits ?? Math.max(4, bits - 2)) : 0);
    this.value = new Int32Array(54);
    this.valueClass = new Uint8Array(54);
    this.strength = rules.strength;
    this.beatsTab = beatsTable(rules);
    this.configure(rules, scoring);
  }

  /** Sets new rules (another trump) or scoring; clears the table. The pack must stay the same. */
  configure(rules: PlayRules, scoring: Scoring): void {
    if (rules.pack.size !== this.packSize) throw new Error('a solver is bound to one pack');
    this.rules = rules;
    this.strength = rules.strength;
    this.beatsTab = beatsTable(rules);
    const pack = rules.pack;
    for (let s = 0; s < SUITS; s++) this.base[s] = pack.base[s] ?? 0;
    this.value = new Int32Array(this.packSize);
    let min = Number.POSITIVE_INFINITY;
    let max = Number.NEGATIVE_INFINITY;
    for (let c = 0; c < this.packSize; c++) {
      this.value[c] = scoring.cardValue[c] ?? 0;
      min = Math.min(min, this.value[c] as number);
      max = Math.max(max, this.value[c] as number);
    }
    if (min < 0 && max > 0) throw new Error('card values of both signs are not supported');
    this.valueSign = min < 0 ? -1 : 1;
    this.fillValue = min < 0 ? Math.min(0, max) : Math.max(0, min);
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
    this.bonusCard.fill(0);
    for (const u of ultimo) this.bonusCard[u.card] = 1;
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
    for (let c = 0; c < this.packSize; c++)
      this.classValue[this.valueClass[c] as number] = this.value[c] as number;
    // Cards that change the game tree beside their value get a mark of their own in the structure.
    this.structMark.fill(0);
    ultimo.forEach((u, k) => {
      this.structMark[u.card] = k + 1;
    });
    const t = pack.tarockSuit;
    if (rules.pagatLastTrump && t >= 0 && this.structMark[pack.base[t] ?? 0] === 0)
      this.structMark[pack.base[t] ?? 0] = 5;
    // Equivalence needs trick strength to follow the bit order within each suit.
    this.equivalence = next <= 31;
    for (let c = 1; c < this.packSize; c++) {
      if (
        this.suitOf[c] === this.suitOf[c - 1] &&
        (this.strength[c] as number) <= (this.strength[c - 1] as number)
      )
        this.equivalence = false;
    }
    this.similarity = this.similarityWanted && this.equivalence && next <= MAX_PACKED_CLASSES;
    this.tt.clear();
    this.st.clear();
    this.forget();
  }

  /** Forgets what earlier searches learnt beside the table (the history of cutoff leads). */
  protected forget(): void {
    this.history.fill(0);
  }

  /** Forgets the transposition table (not needed between positions of one contract). */
  clearTable(): void {
    this.tt.clear();
    this.st.clear();
    this.forget();
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

  /** Whether the cards cost team 0 (values at most 0, as in Trischaken) rather than gain it. */
  get cardsCost(): boolean {
    return this.valueSign < 0;
  }

  /** A value team 0 takes at least from the loaded position: every card that costs, or none that gains. */
  lowerBound(): number {
    const pt = this.perTrick * this.tricksLeft;
    return Math.min(pt, 0) + this.bonusLo + (this.valueSign < 0 ? this.inPlay() : 0);
  }

  /** A value team 0 takes at most from the loaded position: every card that gains, or none that costs. */
  upperBound(): number {
    const pt = this.perTrick * this.tricksLeft;
    return Math.max(pt, 0) + this.bonusHi + (this.valueSign > 0 ? this.inPlay() : 0);
  }

  /** The units of the cards in the hands and on the table. */
  private inPlay(): number {
    return this.handValue + (this.trickSum[this.trickIdx] as number);
  }

  /** The seat to play next. */
  get toPlay(): number {
    return (this.leader + this.trickPos) % SEATS;
  }

  /** Tricks not yet completed (the current one included). */
  get tricks(): number {
    return this.tricksLeft;
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

  /** Puts a card on the trick (already out of its hand); closes the trick after the third. */
  protected place(card: Card): number {
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
      if (this.beatsTab[card * 64 + w] !== 0) {
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

  protected closeTrick(): number {
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

  protected onlyCard(seat: number): number {
    const off = seat * SUITS;
    for (let s = 0; s < SUITS; s++) {
      const m = this.hands[off + s] as number;
      if (m !== 0) return (this.base[s] as number) + 31 - Math.clz32(m);
    }
    return -1;
  }
}

export function popcount(x: number): number {
  let v = x - ((x >>> 1) & 0x55555555);
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return (((v + (v >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}
