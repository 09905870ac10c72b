/**
 * Static bounds on what each side still takes: the top trumps above every trump of the other
 * side with the cheapest cards that must fall in their tricks, the leader's masters once the others
 * are out of trumps, the masters of one plain suit the others must follow, and against a lone hand
 * the other two hands' masters of a plain suit it holds. They cut a search short when its window
 * lies beyond them.
 *
 * Typed-array reads are cast `as number`: every index is in range by construction.
 */
import { SUITS } from '@tarock/engine';
import { KeyedState } from './keys';
import { SEATS, popcount } from './state';

export class BoundedState extends KeyedState {
  /**
   * Units the sides are sure to take, into sure0 (team 0) and sure1 (team 1):
   * - a trump above every trump of the other side goes to its side, whatever trick it falls in
   *   (the trick is won by a trump at least as high, and only its own side has one), and so do the
   *   other cards of those tricks, each worth at least the pack's cheapest card (`fillers`);
   * - when the leader's side holds the top trumps and the leader can draw every trump of the
   *   others with them (or there are no trumps), the leader's masters in the other suits win as
   *   he leads them;
   * - with `withPlain`, against a lone hand the other two hands' tricks in a plain suit it holds
   *   (`plainTricks`).
   * Masters are read from the bit order, so this needs trick strength in bit order. When cards
   * cost instead (valueSign -1) only the top trumps and their fillers count: they are taken
   * whatever anyone plays.
   */
  protected sureUnits(withPlain = true): void {
    const t = this.rules.trumpSuit;
    const leader = this.leader;
    this.sure0 = 0;
    this.sure1 = 0;
    let othersTrumpless = true;
    // The other cards of the top trumps' tricks (fillers): they may share tricks with the
    // leader's masters below, so a side counts the larger of the two, never both.
    let fill0 = 0;
    let fill1 = 0;
    let above0 = 0;
    let above1 = 0;
    this.topRun = 0;
    this.topRunTeam = -1;
    if (t >= 0) {
      let t0 = 0;
      let t1 = 0;
      for (let seat = 0; seat < SEATS; seat++) {
        if (this.team[seat] === 0) t0 |= this.hands[seat * SUITS + t] as number;
        else t1 |= this.hands[seat * SUITS + t] as number;
      }
      if ((t0 | t1) !== 0) {
        above0 = t1 === 0 ? t0 : t0 & ~((2 << (31 - Math.clz32(t1))) - 1);
        above1 = t0 === 0 ? t1 : t1 & ~((2 << (31 - Math.clz32(t0))) - 1);
        if (above0 !== 0) {
          this.topRun = popcount(above0);
          this.topRunTeam = 0;
          this.sure0 = this.maskUnits(t, above0);
          fill0 = this.fillers(t, above0, 0);
        }
        if (above1 !== 0) {
          this.topRun = popcount(above1);
          this.topRunTeam = 1;
          this.sure1 = this.maskUnits(t, above1);
          fill1 = this.fillers(t, above1, 1);
        }
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
    // When cards cost (no value above nothing), a side is sure to take its top trumps and their
    // tricks' other cards only: the leader's cashing below is his choice, not the other side's.
    if (this.valueSign < 0) {
      this.sure0 += fill0;
      this.sure1 += fill1;
      return;
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
    // The side of two hands against a lone hand: its masters in a plain suit the lone hand holds.
    const tm = this.team;
    const lone = tm[0] !== tm[1] ? (tm[0] === tm[2] ? 1 : 0) : tm[2] !== tm[0] ? 2 : -1;
    if (withPlain && lone >= 0) {
      if (tm[lone] === 0) {
        const plain = this.plainTricks(lone, t, above1);
        if (plain > fill1) fill1 = plain;
      } else {
        const plain = this.plainTricks(lone, t, above0);
        if (plain > fill0) fill0 = plain;
      }
    }
    if (this.team[leader] === 0) {
      this.sure0 += Math.max(units, fill0);
      this.sure1 += fill1;
    } else {
      this.sure0 += fill0;
      this.sure1 += Math.max(units, fill1);
    }
  }

  /**
   * What the two hands against the lone hand `lone` are sure to take in one plain suit beside
   * their top trumps (`top`, the mask above every trump of the lone hand) and those tricks' other
   * cards. A hand of the pair holding a masters above the lone hand's highest card of the suit,
   * against d cards of it there, wins min(a, d) tricks in which the lone hand plays a card of the
   * suit: it keeps its masters for the tricks the lone hand follows in the suit (a lead of the
   * suit, by anyone), where the lone hand must follow, cannot ruff and is beaten; a card of the
   * suit the lone hand discards on another suit never wins. A master is spent elsewhere only when
   * its holder holds nothing but masters of the suit and must discard, and then a is the tricks
   * left and d at most one less, so min(a, d) stands. One suit only: a hand holding only masters
   * of two suits can be squeezed. It needs following suit, trick strength in bit order and no
   * duty to head a trick; no trump suit and the Pagat rule (on trumps only) change nothing.
   * Those tricks hold the lone hand's k cheapest cards of the suit at least; together with the top
   * trumps' tricks (at least as many as one hand holds top trumps) every other card in them is
   * worth at least the pack's cheapest card, so they count as one set of tricks, not added.
   */
  protected plainTricks(lone: number, t: number, top: number): number {
    const lo = lone * SUITS;
    const xo = ((lone + 1) % SEATS) * SUITS;
    const yo = ((lone + 2) % SEATS) * SUITS;
    let topTricks = 0;
    let topOwn = 0;
    if (top !== 0) {
      const kx = popcount((this.hands[xo + t] as number) & top);
      const ky = popcount((this.hands[yo + t] as number) & top);
      topTricks = Math.max(kx, ky);
      topOwn = kx + ky;
    }
    let best = 0;
    for (let s = 0; s < SUITS; s++) {
      if (s === t) continue;
      const own = this.hands[lo + s] as number;
      if (own === 0) continue;
      const above = ~((2 << (31 - Math.clz32(own))) - 1);
      const ax = popcount((this.hands[xo + s] as number) & above);
      const ay = popcount((this.hands[yo + s] as number) & above);
      let k = Math.max(ax, ay);
      if (k === 0) continue;
      const d = popcount(own);
      if (d < k) k = d;
      const tricks = Math.max(k, topTricks);
      const units = this.lowUnits(s, own, k) + (tricks * SEATS - topOwn - k) * this.fillValue;
      if (units > best) best = units;
    }
    return best;
  }

  /**
   * The least the other cards of the tricks won by a side's top trumps (`above`) are worth: no two
   * top trumps of one hand fall in one trick, so they win at least as many tricks as the most any
   * of the side's hands holds, and every card in those tricks beside the top trumps is worth at
   * least the pack's cheapest card (with costing values: costs at least the least costly card's).
   */
  protected fillers(t: number, above: number, side: number): number {
    if (this.fillValue === 0) return 0;
    let tricks = 0;
    let own = 0;
    for (let seat = 0; seat < SEATS; seat++) {
      if (this.team[seat] !== side) continue;
      const k = popcount((this.hands[seat * SUITS + t] as number) & above);
      own += k;
      if (k > tricks) tricks = k;
    }
    return (tricks * SEATS - own) * this.fillValue;
  }

  /** The units of the `m` most valuable cards of `mask` in `suit`. */
  protected topUnits(suit: number, mask: number, m: number): number {
    return this.pickUnits(suit, mask, m, true);
  }

  /** The units of the `m` least valuable cards of `mask` in `suit` (all of them if fewer). */
  protected lowUnits(suit: number, mask: number, m: number): number {
    return mask === 0 ? 0 : this.pickUnits(suit, mask, m, false);
  }

  protected pickUnits(suit: number, mask: number, m: number, top: boolean): number {
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

  protected maskUnits(suit: number, mask: number): number {
    let units = 0;
    const base = this.base[suit] as number;
    while (mask !== 0) {
      const r = 31 - Math.clz32(mask);
      mask ^= 1 << r;
      units += this.value[base + r] as number;
    }
    return units;
  }
}
