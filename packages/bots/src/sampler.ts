/**
 * Determinization for card play: the hidden cards dealt out again at random, consistent with the
 * viewer's knowledge. Every unplaced card goes to a place it can be: another player's hand (never
 * in a suit he has shown to be out of), the declarer's face-down discards (never a tarock: those
 * lie face up), or the hidden untaken talon (only talon cards). Cards with the fewest places go
 * first; each goes to one of its places with probability proportional to the room left there.
 */
import type { Card, Rng, Seat } from '@tarock/engine';
import type { Knowledge } from './knowledge';

export interface SampledHands {
  /** Per seat: the cards it holds now (the viewer's own hand as it is). */
  readonly hands: readonly (readonly Card[])[];
  /** The declarer's discards (known and sampled). */
  readonly discards: readonly Card[];
  /** The untaken talon (known and sampled). */
  readonly rest: readonly Card[];
}

const MAX_TRIES = 64;

/**
 * A random assignment of the hidden cards, or null when none was found (which happens only when
 * the knowledge is contradictory).
 */
export function sampleHands(k: Knowledge, hand: readonly Card[], rng: Rng): SampledHands | null {
  const { slots, cards } = placesOf(k);
  for (let attempt = 0; attempt < MAX_TRIES; attempt++) {
    // Random order, then the most constrained cards first.
    const order = cards.map((c) => ({ c, key: c.places * 1024 + rng.int(1024) }));
    order.sort((a, b) => a.key - b.key);
    const room = slots.map((s) => s.cap);
    const placed: Card[][] = slots.map(() => []);
    let ok = true;
    for (const { c } of order) {
      let total = 0;
      for (let i = 0; i < slots.length; i++) if ((c.mask & (1 << i)) !== 0) total += room[i] as number;
      if (total === 0) {
        ok = false;
        break;
      }
      let r = rng.int(total);
      for (let i = 0; i < slots.length; i++) {
        if ((c.mask & (1 << i)) === 0) continue;
        r -= room[i] as number;
        if (r < 0) {
          placed[i]?.push(c.card);
          room[i] = (room[i] as number) - 1;
          break;
        }
      }
    }
    if (!ok || room.some((r) => r !== 0)) continue;
    return handsOf(k, hand, slots, placed);
  }
  return null;
}

/** A place hidden cards can go: another seat's hand, the face-down discards, the hidden talon rest. */
export interface Slot {
  readonly seat: Seat;
  readonly kind: 'hand' | 'discard' | 'rest';
  /** How many hidden cards it takes. */
  readonly cap: number;
}

/** A hidden card and the slots it may go to (a bitmask over the slots). */
export interface Placeable {
  readonly card: Card;
  readonly mask: number;
  readonly places: number;
}

/** The slots of the hidden cards and where each hidden card may go. */
export function placesOf(k: Knowledge): { slots: Slot[]; cards: Placeable[] } {
  const slots: Slot[] = [];
  for (const p of k.players)
    if (p !== k.viewer) slots.push({ seat: p, kind: 'hand', cap: k.handSizes[p] ?? 0 });
  if (k.hiddenDiscards > 0) slots.push({ seat: k.declarer ?? -1, kind: 'discard', cap: k.hiddenDiscards });
  if (k.hiddenRest > 0) slots.push({ seat: -1, kind: 'rest', cap: k.hiddenRest });
  const pack = k.pack;
  // Unknown cards may lie in the hidden rest unless every talon card is known.
  const talonKnown = k.talon?.every((c) => c !== null) ?? false;
  const allowed = (card: Card, fromTalon: boolean): number => {
    let m = 0;
    const suit = pack.suitOf[card] as number;
    slots.forEach((s, i) => {
      if (s.kind === 'hand') {
        if (((k.voids[s.seat] ?? 0) & (1 << suit)) !== 0) return;
        if (k.lacks[s.seat]?.has(card)) return;
        if (fromTalon && !(k.talonTaken && s.seat === k.declarer && (k.taken?.has(card) ?? true))) return;
      } else if (s.kind === 'discard') {
        if (suit === pack.tarockSuit) return;
        if (fromTalon && !(k.taken?.has(card) ?? true)) return;
      } else if (fromTalon ? (k.taken?.has(card) ?? false) : talonKnown) return; // the rest: untaken talon cards
      m |= 1 << i;
    });
    // A card a seat's announcement says it holds goes to that seat's hand.
    for (const p of k.players) {
      if (p === k.viewer || !k.holds[p]?.has(card)) continue;
      const i = slots.findIndex((s) => s.kind === 'hand' && s.seat === p);
      if (i >= 0) m &= 1 << i;
    }
    return m;
  };
  const cards: Placeable[] = [];
  for (const c of k.unknown) {
    const mask = allowed(c, false);
    cards.push({ card: c, mask, places: popcount(mask) });
  }
  for (const c of k.talonUnplaced) {
    const mask = allowed(c, true);
    cards.push({ card: c, mask, places: popcount(mask) });
  }
  return { slots, cards };
}

/** The hands, discards and rest of a placement of the hidden cards (`placed`: per slot). */
export function handsOf(
  k: Knowledge,
  hand: readonly Card[],
  slots: readonly Slot[],
  placed: readonly (readonly Card[])[],
): SampledHands {
  const hands: Card[][] = Array.from({ length: k.handSizes.length }, () => []);
  hands[k.viewer] = [...hand];
  const discards = [...k.knownDiscards];
  const rest = [...k.knownRest];
  slots.forEach((s, i) => {
    const got = placed[i] ?? [];
    if (s.kind === 'hand') hands[s.seat] = [...got];
    else if (s.kind === 'discard') discards.push(...got);
    else rest.push(...got);
  });
  return { hands, discards, rest };
}

function popcount(x: number): number {
  let n = 0;
  for (let v = x; v !== 0; v &= v - 1) n++;
  return n;
}
