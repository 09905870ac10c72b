/**
 * The transposition table: bounds on the units team 0 still takes from a trick-start position
 * (the remaining hands, the leader, the valat state), with the best lead found there. One entry
 * is four consecutive 32-bit words (key, check key, packed bounds, move), so a probe touches one
 * cache line. Entries carry a generation in the check word, so clearing is O(1). Values depend
 * only on the remaining cards, never on the path, so entries stay valid across searches of the
 * same contract and scoring (a player's sampled worlds share the table).
 */

/** Bits of the table index: 2^18 entries of 16 bytes, 4 MB. */
export const DEFAULT_TABLE_BITS = 18;

/** Bounds are stored in 16 bits each: values are clamped to ±LIMIT (no bound beyond). */
export const NO_BOUND_LO = -32768;
export const NO_BOUND_HI = 32767;

export class TranspositionTable {
  readonly mask: number;
  private readonly data: Int32Array;
  private salt = 0;
  /** Filled by `probe`: the bounds and best move of the entry found (or no bounds). */
  lower = NO_BOUND_LO;
  upper = NO_BOUND_HI;
  move = -1;

  constructor(bits = DEFAULT_TABLE_BITS) {
    const size = 1 << bits;
    this.mask = size - 1;
    this.data = new Int32Array(size * 4);
    this.clear();
  }

  /** Forgets every entry (a new salt makes every stored check word mismatch). */
  clear(): void {
    this.salt = (Math.imul(this.salt + 1, 0x9e3779b1) + 0x7f4a7c15) | 0;
    this.data.fill(0);
  }

  /** Looks a position up; sets `lower`, `upper`, `move` and returns whether it was found. */
  probe(lo: number, hi: number): boolean {
    const i = (lo & this.mask) << 2;
    const d = this.data;
    if (d[i] === lo && d[i + 1] === (hi ^ this.salt)) {
      const b = d[i + 2] as number;
      this.lower = b >> 16;
      this.upper = (b << 16) >> 16;
      this.move = d[i + 3] as number;
      return true;
    }
    this.lower = NO_BOUND_LO;
    this.upper = NO_BOUND_HI;
    this.move = -1;
    return false;
  }

  /** Stores bounds (merging with the entry's own bounds when it is the same position). */
  store(lo: number, hi: number, lower: number, upper: number, move: number): void {
    const i = (lo & this.mask) << 2;
    const d = this.data;
    const check = hi ^ this.salt;
    if (d[i] === lo && d[i + 1] === check) {
      const b = d[i + 2] as number;
      if (b >> 16 > lower) lower = b >> 16;
      if ((b << 16) >> 16 < upper) upper = (b << 16) >> 16;
      if (move < 0) move = d[i + 3] as number;
    }
    if (lower < NO_BOUND_LO) lower = NO_BOUND_LO;
    if (upper > NO_BOUND_HI) upper = NO_BOUND_HI;
    d[i] = lo;
    d[i + 1] = check;
    d[i + 2] = (lower << 16) | (upper & 0xffff);
    d[i + 3] = move;
  }
}
