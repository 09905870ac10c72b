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

/**
 * Whether a value kept as JSON is an Rng's state (`rng.state()`, restored by `createRng(_, state)`):
 * four 32-bit words, some of them kept signed.
 */
export function isRngState(v: unknown): v is readonly [number, number, number, number] {
  return (
    Array.isArray(v) &&
    v.length === 4 &&
    v.every((w) => typeof w === 'number' && Number.isInteger(w) && w >= -(2 ** 31) && w < 2 ** 32)
  );
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

/**
 * A 128-bit hash of a text (cyrb128, public domain): four 32-bit words. `seedFrom` keeps only 32
 * bits of a text, which is fine for a reproducible seed but lets anyone who knows part of the
 * outcome try every seed; this one keeps up to 128.
 */
export function seedWords(text: string): [number, number, number, number] {
  let h1 = 1779033703;
  let h2 = 3144134277;
  let h3 = 1013904242;
  let h4 = 2773480762;
  for (let i = 0; i < text.length; i++) {
    const k = text.charCodeAt(i);
    h1 = h2 ^ Math.imul(h1 ^ k, 597399067);
    h2 = h3 ^ Math.imul(h2 ^ k, 2869860233);
    h3 = h4 ^ Math.imul(h3 ^ k, 951274213);
    h4 = h1 ^ Math.imul(h4 ^ k, 2716044179);
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067);
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233);
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213);
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179);
  h1 ^= h2 ^ h3 ^ h4;
  h2 ^= h1;
  h3 ^= h1;
  h4 ^= h1;
  return [h1 >>> 0, h2 >>> 0, h3 >>> 0, h4 >>> 0];
}

/**
 * An Rng whose whole 128-bit state comes from a text seed, for deals that must stay unguessable
 * from a player's own hand (online tables draw a random 256-bit seed, publish its SHA-256 at the
 * start of the deal and reveal it at the end: `game.sampleDeal(state, createWideRng(seed))`
 * then reproduces the shuffle). `createRng(text)` would keep only 32 bits of the seed.
 * @example const deal = game.sampleDeal(game.newDeal(), createWideRng(seedHex))
 */
export function createWideRng(seed: string): Rng {
  const words = seedWords(seed);
  // sfc32 must not start from the all-zero state.
  if ((words[0] | words[1] | words[2] | words[3]) === 0) words[3] = 1;
  const rng = createRng(0, words);
  for (let i = 0; i < 12; i++) rng.next();
  return rng;
}
