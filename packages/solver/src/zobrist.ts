/**
 * Zobrist keys for the transposition table, from a fixed seed so that a key means the same in
 * every run. Positions are keyed canonically (see TrickSolver.positionKey): per suit, the live
 * cards from the strongest down, each as (its place in that order, its holder, its value class).
 * Two words per key give 64 bits.
 */
import { createRng } from '@tarock/engine';

/** Places per suit in the canonical order (the longest suit has 22 cards). */
export const PLACES = 24;
/** Value classes per card (see TrickSolver.configure). */
export const CLASSES = 32;

export interface ZobristKeys {
  /** Index `((suit * PLACES + place) * 3 + holder) * CLASSES + valueClass`. */
  readonly cardLo: Int32Array;
  readonly cardHi: Int32Array;
  /** Index `leader * 4 + valatState` (valat state: bit 0 team 0 won all, bit 1 team 1 won all). */
  readonly leadLo: Int32Array;
  readonly leadHi: Int32Array;
}

let cached: ZobristKeys | null = null;

/** The keys for up to five suits (computed once, shared by every solver). */
export function zobristKeys(): ZobristKeys {
  if (cached) return cached;
  const suits = 5;
  const rng = createRng('tarock-solver-zobrist');
  const fill = (n: number): Int32Array => {
    const a = new Int32Array(n);
    for (let i = 0; i < n; i++) a[i] = rng.next() | 0;
    return a;
  };
  const n = suits * PLACES * 3 * CLASSES;
  cached = { cardLo: fill(n), cardHi: fill(n), leadLo: fill(12), leadHi: fill(12) };
  return cached;
}
