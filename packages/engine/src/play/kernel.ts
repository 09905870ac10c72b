/**
 * The allocation-free play kernel: legal cards and trick winners on per-suit bitmasks. The engine's
 * play phase, the bots and the perfect-information solver all run on these functions.
 *
 * Following (rules-notes IT-09, BT-05; seeds 000 and 001): follow suit; if void, play a trump
 * (a tarock in the tarock pack, the named suit in the German pack); if void in both, any card.
 * No duty to head the trick or to overtrump. With no trump suit (Bettel) void means any card.
 * Trischaken (rules-notes B-06): the Pagat may not be played while its holder has another tarock.
 *
 * A hand is `SUITS` consecutive words of an Int32Array (one bitmask per suit, bit = rank), so the
 * solver keeps all hands in one array at offsets seat × SUITS.
 */
import type { Card, Pack } from '../cards/pack';

/** Words per hand: enough for the five suits of the tarock pack. */
export const SUITS = 5;

export interface PlayRules {
  readonly pack: Pack;
  /** The trump suit index, or -1 when there is none (Bettel). */
  readonly trumpSuit: number;
  /** Trick strength of each card within its suit (normally its rank; Bettel moves the 10). */
  readonly strength: Uint8Array;
  /** Trischaken: the Pagat must be its holder's last tarock. */
  readonly pagatLastTrump: boolean;
}

export function playRules(
  pack: Pack,
  trumpSuit: number,
  opts?: { strength?: Uint8Array; pagatLastTrump?: boolean },
): PlayRules {
  return {
    pack,
    trumpSuit,
    strength: opts?.strength ?? pack.rankOf,
    pagatLastTrump: opts?.pagatLastTrump ?? false,
  };
}

/** Writes the per-suit masks of `cards` into `out` at `offset`. */
export function toMask(pack: Pack, cards: readonly Card[], out: Int32Array, offset = 0): void {
  for (let s = 0; s < SUITS; s++) out[offset + s] = 0;
  for (const c of cards) {
    const s = offset + (pack.suitOf[c] as number);
    out[s] = (out[s] as number) | (1 << (pack.rankOf[c] as number));
  }
}

/** The cards of a mask, in encoding order. */
export function fromMask(pack: Pack, mask: Int32Array, offset = 0): Card[] {
  const out: Card[] = [];
  for (let s = 0; s < pack.suits.length; s++) {
    let m = mask[offset + s] as number;
    while (m !== 0) {
      const bit = 31 - Math.clz32(m & -m);
      out.push((pack.base[s] as number) + bit);
      m &= m - 1;
    }
  }
  return out.sort((a, b) => a - b);
}

/**
 * The suit a hand must play from when `led` was led (`led < 0`: the player leads): the led suit
 * if it holds one, else the trump suit if it holds one, else -1 (any card). The Pagat rule of
 * Trischaken comes on top (see `legalMask`).
 */
export function forcedSuit(rules: PlayRules, hand: Int32Array, handOff: number, led: number): number {
  if (led < 0) return -1;
  return forcedSuitOf(rules, hand, handOff, rules.pack.suitOf[led] as number);
}

/** `forcedSuit` when the suit led is known (a loop that keeps each card's suit at hand). */
export function forcedSuitOf(rules: PlayRules, hand: Int32Array, handOff: number, ledSuit: number): number {
  if ((hand[handOff + ledSuit] as number) !== 0) return ledSuit;
  const t = rules.trumpSuit;
  if (t >= 0 && (hand[handOff + t] as number) !== 0) return t;
  return -1;
}

/**
 * Writes into `out[outOff..outOff+SUITS)` the legal cards of the hand at `hand[handOff..]` when
 * `led` was led to the trick (or `led < 0` when the player leads).
 */
export function legalMask(
  rules: PlayRules,
  hand: Int32Array,
  handOff: number,
  led: number,
  out: Int32Array,
  outOff = 0,
): void {
  const restrictTo = forcedSuit(rules, hand, handOff, led);
  for (let s = 0; s < SUITS; s++) {
    out[outOff + s] = restrictTo < 0 || restrictTo === s ? (hand[handOff + s] as number) : 0;
  }
  if (rules.pagatLastTrump) pagatLast(rules, hand, handOff, out, outOff);
}

/** Trischaken (rules-notes B-06): the Pagat leaves the legal cards while other tarocks remain. */
function pagatLast(
  rules: PlayRules,
  hand: Int32Array,
  handOff: number,
  out: Int32Array,
  outOff: number,
): void {
  const t = rules.pack.tarockSuit;
  if (t < 0) return;
  const tarocks = hand[handOff + t] as number;
  if ((tarocks & 1) !== 0 && (tarocks & ~1) !== 0) out[outOff + t] = (out[outOff + t] as number) & ~1;
}

/** True when `challenger` beats the card currently winning the trick. */
export function beats(rules: PlayRules, challenger: Card, winning: Card): boolean {
  const sc = rules.pack.suitOf[challenger] as number;
  const sw = rules.pack.suitOf[winning] as number;
  if (sc === sw) return (rules.strength[challenger] as number) > (rules.strength[winning] as number);
  return sc === rules.trumpSuit;
}

/** Cards per pack row of `beatsTable` (every pack has at most 64 cards). */
export const BEATS_ROW = 64;

const beatsTables = new WeakMap<PlayRules, Uint8Array>();

/**
 * `beats` for every pair of cards of the rules' pack, at `challenger * BEATS_ROW + winning`: 1 when
 * the challenger beats the card winning so far. One load instead of `beats`' four, for hot loops
 * (the solver, the benchmark's playouts); built once per rule set from `beats` and kept.
 */
export function beatsTable(rules: PlayRules): Uint8Array {
  let tab = beatsTables.get(rules);
  if (tab) return tab;
  tab = new Uint8Array(BEATS_ROW * BEATS_ROW);
  const n = rules.pack.size;
  for (let c = 0; c < n; c++) for (let w = 0; w < n; w++) tab[c * BEATS_ROW + w] = beats(rules, c, w) ? 1 : 0;
  beatsTables.set(rules, tab);
  return tab;
}

/** Index (0-based, in play order) of the card that wins the trick. */
export function trickWinner(rules: PlayRules, trick: ArrayLike<Card>, length = trick.length): number {
  let best = 0;
  for (let i = 1; i < length; i++) {
    if (beats(rules, trick[i] as Card, trick[best] as Card)) best = i;
  }
  return best;
}

/** The legal cards of a hand given as a list, for the engine (allocates: not for hot paths). */
export function legalCards(rules: PlayRules, hand: readonly Card[], led: Card | null): Card[] {
  const h = new Int32Array(SUITS);
  const out = new Int32Array(SUITS);
  toMask(rules.pack, hand, h);
  legalMask(rules, h, 0, led ?? -1, out);
  return fromMask(rules.pack, out);
}
