/**
 * The transposition table: bounds on the units team 0 still takes from a trick-start position
 * (the remaining hands, the leader, the valat state), with the best lead found there. A bucket
 * holds two entries of four 32-bit words (key, check key, packed bounds, move and depth): one kept
 * for the deepest position that fell on it (the most work to redo), one replaced by every other
 * store. Entries carry a generation in the check word, so clearing is O(1). Values depend only on
 * the remaining cards, never on the path, so entries stay valid across searches of the same
 * contract and scoring (a player's sampled worlds share the table).
 */

/** Bits of the table index: 2^18 entries of 16 bytes, 4 MB. */
export const DEFAULT_TABLE_BITS = 18;

/** Bounds are stored in 16 bits each: values are clamped to ±LIMIT (no bound beyond). */
export const NO_BOUND_LO = -32768;
export const NO_BOUND_HI = 32767;

/** The move takes the low 16 bits of an entry's last word, the depth the bits above. */
const MOVE_MASK = 0xffff;

export class TranspositionTable {
  /** Index mask of the buckets (two entries each). */
  readonly mask: number;
  private readonly data: Int32Array;
  private salt = 0;
  /** Filled by `probe`: the bounds and best move of the entry found (or no bounds). */
  lower = NO_BOUND_LO;
  upper = NO_BOUND_HI;
  move = -1;

  /** A table of 2^bits entries (2^(bits-1) buckets of two). */
  constructor(bits = DEFAULT_TABLE_BITS) {
    const buckets = 1 << Math.max(0, bits - 1);
    this.mask = buckets - 1;
    this.data = new Int32Array(buckets * 8);
    this.clear();
  }

  /** Forgets every entry (a new salt makes every stored check word mismatch). */
  clear(): void {
    this.salt = (Math.imul(this.salt + 1, 0x9e3779b1) + 0x7f4a7c15) | 0;
    this.data.fill(0);
  }

  /** Looks a position up; sets `lower`, `upper`, `move` and returns whether it was found. */
  probe(lo: number, hi: number): boolean {
    const d = this.data;
    const check = hi ^ this.salt;
    let i = (lo & this.mask) << 3;
    if (d[i] !== lo || d[i + 1] !== check) {
      i += 4;
      if (d[i] !== lo || d[i + 1] !== check) {
        this.lower = NO_BOUND_LO;
        this.upper = NO_BOUND_HI;
        this.move = -1;
        return false;
      }
    }
    const b = d[i + 2] as number;
    this.lower = b >> 16;
    this.upper = (b << 16) >> 16;
    const m = (d[i + 3] as number) & MOVE_MASK;
    this.move = m === MOVE_MASK ? -1 : m;
    return true;
  }

  /**
   * Stores bounds found at `depth` (tricks left) — merged with the entry's own bounds when the
   * position is already there; otherwise into the deep slot if it is at least as deep as the
   * position kept there, else into the other slot.
   */
  store(lo: number, hi: number, lower: number, upper: number, move: number, depth: number): void {
    const d = this.data;
    const check = hi ^ this.salt;
    const b0 = (lo & this.mask) << 3;
    let i = b0;
    if (d[i] !== lo || d[i + 1] !== check) {
      if (d[b0 + 4] !== lo || d[b0 + 5] !== check) {
        // A new position: the deep slot if it is at least as deep as the one kept there (`clear`
        // zeroes every depth).
        i = depth >= (d[b0 + 3] as number) >>> 16 ? b0 : b0 + 4;
        this.write(i, lo, check, lower, upper, move, depth);
        return;
      }
      i = b0 + 4;
    }
    const b = d[i + 2] as number;
    if (b >> 16 > lower) lower = b >> 16;
    if ((b << 16) >> 16 < upper) upper = (b << 16) >> 16;
    if (move < 0) {
      const m = (d[i + 3] as number) & MOVE_MASK;
      move = m === MOVE_MASK ? -1 : m;
    }
    this.write(i, lo, check, lower, upper, move, depth);
  }

  private write(
    i: number,
    lo: number,
    check: number,
    lower: number,
    upper: number,
    move: number,
    depth: number,
  ): void {
    const d = this.data;
    if (lower < NO_BOUND_LO) lower = NO_BOUND_LO;
    if (upper > NO_BOUND_HI) upper = NO_BOUND_HI;
    d[i] = lo;
    d[i + 1] = check;
    d[i + 2] = (lower << 16) | (upper & 0xffff);
    d[i + 3] = (depth << 16) | (move < 0 ? MOVE_MASK : move & MOVE_MASK);
  }
}
