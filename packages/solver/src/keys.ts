/**
 * Transposition-table keys of trick-start positions, canonical over equivalent cards: per suit,
 * the live cards from the strongest down as (place, holder, value class), so positions that
 * differ only in which equivalent cards were played share an entry. A suit the last trick did not
 * touch keeps its part of the key from the trick before. Best moves are stored the same way, as
 * (suit, place), so they stay valid across such transpositions.
 *
 * Typed-array reads are cast `as number`: every index is in range by construction.
 */
import { SUITS } from '@tarock/engine';
import { SolverState, popcount } from './state';
import { CLASSES, PLACES } from './zobrist';

/** Sets the structure keys apart from the position keys built from the same card keys. */
const STRUCTURE_SALT = 0x5bd1e995;

export class KeyedState extends SolverState {
  /**
   * The canonical key of a trick-start position into keyLo/keyHi: per suit, the live cards from
   * the strongest down as (place, holder, value class), so positions that differ only in which
   * equivalent cards were played share an entry; plus the leader and the valat state. Without
   * equivalence (trick strength not in bit order) a card's place is its own rank.
   */
  protected positionKey(): void {
    const vs = this.useValat ? this.valatState : 0;
    let lo = this.zob.leadLo[this.leader * 4 + vs] as number;
    let hi = this.zob.leadHi[this.leader * 4 + vs] as number;
    let slo = lo ^ STRUCTURE_SALT;
    let shi = hi;
    const t = this.trickIdx;
    // Suits the last trick did not touch keep the parent trick start's key.
    const parent = t > 0 && this.keyValid[t - 1] === 1 ? t - 1 : -1;
    for (let s = 0; s < SUITS; s++) {
      const k = t * SUITS + s;
      if (parent >= 0 && (this.trickMask[parent * SUITS + s] as number) === 0) {
        this.suitLo[k] = this.suitLo[parent * SUITS + s] as number;
        this.suitHi[k] = this.suitHi[parent * SUITS + s] as number;
        this.suitSLo[k] = this.suitSLo[parent * SUITS + s] as number;
        this.suitSHi[k] = this.suitSHi[parent * SUITS + s] as number;
      } else this.suitKey(s, k);
      lo ^= this.suitLo[k] as number;
      hi ^= this.suitHi[k] as number;
      slo ^= this.suitSLo[k] as number;
      shi ^= this.suitSHi[k] as number;
    }
    this.keyValid[t] = 1;
    this.keyLo = lo;
    this.keyHi = hi;
    this.structLo = slo;
    this.structHi = shi;
  }

  protected suitKey(s: number, k: number): void {
    const h = this.hands;
    const a = h[s] as number;
    const b = h[SUITS + s] as number;
    let live = a | b | (h[2 * SUITS + s] as number);
    const base = this.base[s] as number;
    const canonical = this.equivalence;
    // The similarity table's key, only where that table is used.
    const structure = this.similarity;
    let lo = 0;
    let hi = 0;
    let slo = 0;
    let shi = 0;
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
      if (structure) {
        // The structure: place and holder, and a bonus card's own mark (no value class).
        const j = (place * 3 + holder) * CLASSES + (this.structMark[base + r] as number);
        slo ^= this.zob.cardLo[j] as number;
        shi ^= this.zob.cardHi[j] as number;
      }
      place++;
    }
    this.suitLo[k] = lo;
    this.suitHi[k] = hi;
    this.suitSLo[k] = slo;
    this.suitSHi[k] = shi;
  }

  /**
   * Writes the value class of every live card in the canonical order into `placeClass`, eight
   * 4-bit classes to a word; returns the words used.
   */
  protected placeClasses(): number {
    const h = this.hands;
    const out = this.placeClass;
    let n = 0;
    let word = 0;
    for (let s = 0; s < SUITS; s++) {
      let live = (h[s] as number) | (h[SUITS + s] as number) | (h[2 * SUITS + s] as number);
      const base = this.base[s] as number;
      while (live !== 0) {
        const r = 31 - Math.clz32(live);
        live ^= 1 << r;
        word |= (this.valueClass[base + r] as number) << ((n & 7) << 2);
        if ((++n & 7) === 0) {
          out[(n >> 3) - 1] = word;
          word = 0;
        }
      }
    }
    if ((n & 7) !== 0) out[n >> 3] = word;
    return (n + 7) >> 3;
  }

  /** How many live cards the suits before `suit` hold: the first place of `suit` in the canonical
   * order of `placeClasses`. */
  protected placesBefore(suit: number): number {
    const h = this.hands;
    let n = 0;
    for (let s = 0; s < suit; s++)
      n += popcount((h[s] as number) | (h[SUITS + s] as number) | (h[2 * SUITS + s] as number));
    return n;
  }

  /** A card as (suit, place among the suit's live cards from the top): valid across transpositions. */
  protected encodeMove(card: number): number {
    const s = this.suitOf[card] as number;
    const r = this.rankOf[card] as number;
    if (!this.equivalence) return (s << 5) | r;
    const live =
      (this.hands[s] as number) | (this.hands[SUITS + s] as number) | (this.hands[2 * SUITS + s] as number);
    const above = live & ~((2 << r) - 1);
    return (s << 5) | popcount(above);
  }

  protected decodeMove(code: number): number {
    const s = code >> 5;
    const place = code & 31;
    if (!this.equivalence) return (this.base[s] as number) + place;
    let live =
      (this.hands[s] as number) | (this.hands[SUITS + s] as number) | (this.hands[2 * SUITS + s] as number);
    for (let k = 0; k < place && live !== 0; k++) live ^= 1 << (31 - Math.clz32(live));
    return live === 0 ? -1 : (this.base[s] as number) + 31 - Math.clz32(live);
  }
}
