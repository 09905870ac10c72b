/**
 * The similarity table: bounds from positions that differ from the current one only in the
 * values of their cards (payoff-similarity, after T. Furtak and M. Buro, "Using Payoff-Similarity
 * to Speed Up Search", IJCAI 2011).
 *
 * Two trick-start positions have the same structure when, suit by suit, the same hands hold the
 * live cards in the same places of the suit's order (from the strongest down), the same hand
 * leads, the valat state is the same and the cards with a bonus of their own sit in the same
 * places. Their game trees are then the same tree: every line of play of one is a line of the
 * other, with the same trick winners; only the card values at the places differ. So over every
 * line, team 0's units differ by the value changes of the cards team 0 takes, and
 *   V(c) − V(p) ∈ [Σ min(0, vc − vp), Σ max(0, vc − vp)]   (over the live places).
 * The trumps one side holds above all of the other side's go to that side in every line, so at
 * those places team 0's change is exactly vc − vp (its run) or nothing (team 1's): the solver
 * counts them so, which took 1.9–5.4 % of the bench questions' nodes (docs/bench.md, fiftieth
 * session).
 * A slot keeps one position per structure: its bounds and the value class at every place, eight
 * 4-bit classes to a word (so equal stretches compare a word at a time). A slot is one 64-byte
 * line (key, check, bounds, then the classes), so a probe and its store touch one cache line.
 */
import { NO_BOUND_HI, NO_BOUND_LO } from './table';

/** Live places per position at most (the whole tarock pack), and the words that pack them. */
export const MAX_PLACES = 56;
export const CLASS_WORDS = MAX_PLACES / 8;
/** Value classes a 4-bit place holds. */
export const MAX_PACKED_CLASSES = 16;
/** Words per slot: key, check word, packed bounds, the classes; padded to a 64-byte line. */
const SLOT_WORDS = 16;
/** Where a slot's classes start. */
const CLASSES_AT = 3;

export class SimilarityTable {
  readonly mask: number;
  /** Per slot: structure key, check word, packed bounds, then the value class at each live place
   * (in the canonical order, packed). */
  private readonly words: Int32Array;
  /** The slots' words again: the classes of the slot `probe` found start at `offset`. */
  readonly classes: Int32Array;
  private salt = 0;
  /** Filled by `probe`: the stored position's bounds, and where its classes start. */
  lower = NO_BOUND_LO;
  upper = NO_BOUND_HI;
  offset = 0;

  constructor(bits: number) {
    const slots = 1 << Math.max(0, bits);
    this.mask = slots - 1;
    this.words = new Int32Array(slots * SLOT_WORDS);
    this.classes = this.words;
    this.clear();
  }

  clear(): void {
    this.salt = (Math.imul(this.salt + 1, 0x85ebca6b) + 0x2545f491) | 0;
    this.words.fill(0);
  }

  /** Looks a structure up; sets `lower`, `upper`, `offset` and returns whether it was found. */
  probe(lo: number, hi: number): boolean {
    const i = (lo & this.mask) * SLOT_WORDS;
    const w = this.words;
    if (w[i] !== lo || w[i + 1] !== (hi ^ this.salt)) return false;
    const b = w[i + 2] as number;
    this.lower = b >> 16;
    this.upper = (b << 16) >> 16;
    this.offset = i + CLASSES_AT;
    return true;
  }

  /**
   * Stores a position's bounds and packed classes (`words` words of `cls`). The same position
   * merges its bounds with what is there; another one replaces it.
   */
  store(lo: number, hi: number, lower: number, upper: number, cls: Int32Array, words: number): void {
    const i = (lo & this.mask) * SLOT_WORDS;
    const w = this.words;
    const check = hi ^ this.salt;
    const off = i + CLASSES_AT;
    const c = w;
    if (w[i] === lo && w[i + 1] === check) {
      let same = true;
      for (let k = 0; k < words; k++) {
        if (c[off + k] !== cls[k]) {
          same = false;
          break;
        }
      }
      if (same) {
        const b = w[i + 2] as number;
        if (b >> 16 > lower) lower = b >> 16;
        if ((b << 16) >> 16 < upper) upper = (b << 16) >> 16;
      }
    }
    if (lower < NO_BOUND_LO) lower = NO_BOUND_LO;
    if (upper > NO_BOUND_HI) upper = NO_BOUND_HI;
    w[i] = lo;
    w[i + 1] = check;
    w[i + 2] = (lower << 16) | (upper & 0xffff);
    for (let k = 0; k < words; k++) c[off + k] = cls[k] as number;
  }
}
