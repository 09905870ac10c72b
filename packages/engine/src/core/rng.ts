/**
 * Our own seeded RNG (sfc32, seeded through splitmix32), so a seed means the same deal on every
 * platform and in every JavaScript engine. The state is four 32-bit words: serialisable.
 * The engine never calls Math.random; randomness enters only through an Rng.
 */
export interface Rng {
  /** A uniform 32-bit unsigned integer. */
  next(): number;
  /** A uniform integer in [0, n), without modulo bias. */
  int(n: number): number;
  /** The current state, to save and restore. */
  state(): readonly [number, number, number, number];
}

function splitmix32(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x9e3779b9) >>> 0;
    let z = s;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b) >>> 0;
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35) >>> 0;
    return (z ^ (z >>> 16)) >>> 0;
  };
}

/** Hashes a seed given as text (or a number beyond 32 bits) to a 32-bit seed. */
export function seedFrom(seed: number | string): number {
  const text = String(seed);
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0;
  }
  return h >>> 0;
}

/** @example const rng = createRng(42); rng.int(6) */
export function createRng(seed: number | string, restore?: readonly [number, number, number, number]): Rng {
  let a: number;
  let b: number;
  let c: number;
  let d: number;
  if (restore) {
    [a, b, c, d] = restore;
  } else {
    const sm = splitmix32(
      typeof seed === 'number' && Number.isInteger(seed) && seed >= 0 && seed < 2 ** 32
        ? seed
        : seedFrom(seed),
    );
    a = sm();
    b = sm();
    c = sm();
    d = sm();
  }
  const next = (): number => {
    const t = (((a + b) >>> 0) + d) >>> 0;
    d = (d + 1) >>> 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) >>> 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) >>> 0;
    return t;
  };
  if (!restore) for (let i = 0; i < 12; i++) next();
  return {
    next,
    int(n: number): number {
      if (!Number.isInteger(n) || n <= 0 || n > 2 ** 32) throw new RangeError(`rng.int: bad bound ${n}`);
      const limit = 2 ** 32 - (2 ** 32 % n);
      for (;;) {
        const x = next();
        if (x < limit) return x % n;
      }
    },
    state: () => [a, b, c, d] as const,
  };
}

/** Fisher–Yates shuffle into a new array. */
export function shuffled<T>(rng: Rng, items: readonly T[]): T[] {
  const out = items.slice();
  for (let i = out.length - 1; i > 0; i--) {
    const j = rng.int(i + 1);
    const tmp = out[i] as T;
    out[i] = out[j] as T;
    out[j] = tmp;
  }
  return out;
}
