/**
 * Random playouts: a seeded shuffle, a deal, every trick played with a uniformly random legal card
 * through the engine's play kernel (`legalMask`, `beats` on per-suit bitmasks) under a fixed
 * contract, and the declarer's card points. The baseline does the same through the kernel's
 * allocating array path (`legalCards`, `trickWinner`), as a naive implementation would.
 */
import {
  type Card,
  type Pack,
  type PlayRules,
  type Rng,
  SUITS,
  beats,
  legalCards,
  legalMask,
  trickWinner,
} from '@tarock/engine';

export interface PlayoutSetup {
  readonly rules: PlayRules;
  readonly handSize: number;
  /** Units per card (thirds for the tarock pack, points for the German pack). */
  readonly cardValue: Int32Array;
  /** Does the talon/stock count for the declarer (Bavarian) or not (Illustrated Solo)? */
  readonly talonToDeclarer: boolean;
}

/**
 * Plays `n` playouts with the declarer in seat 0 (forehand, who leads); returns the sum of the
 * declarer's units (so the work cannot be optimised away and runs can be compared).
 * Random numbers come from a local sfc32 stream seeded from `rng` (the engine's generator behind a
 * closure costs more than the rest of a playout), reduced to a range by multiplication (the bias,
 * below 2^-26 for 54 choices, is immaterial here).
 */
export function runPlayouts(setup: PlayoutSetup, rng: Rng, n: number): number {
  const { rules, handSize, cardValue } = setup;
  let ra = rng.next() | 0;
  let rb = rng.next() | 0;
  let rc = rng.next() | 0;
  let rd = rng.next() | 0;
  const below = (k: number): number => {
    const t = (ra + rb + rd) | 0;
    rd = (rd + 1) | 0;
    ra = rb ^ (rb >>> 9);
    rb = (rb + (rb << 3)) | 0;
    rc = (((rc << 21) | (rc >>> 11)) + t) | 0;
    return Math.floor(((t >>> 0) * k) / 4294967296);
  };
  const pack = rules.pack;
  const size = pack.size;
  const deck = new Uint8Array(size);
  for (let i = 0; i < size; i++) deck[i] = i;
  const hands = new Int32Array(3 * SUITS);
  const legal = new Int32Array(SUITS);
  const suitOf = pack.suitOf;
  const rankOf = pack.rankOf;
  const base = pack.base;
  let total = 0;
  for (let p = 0; p < n; p++) {
    for (let i = size - 1; i > 0; i--) {
      const j = below(i + 1);
      const t = deck[i] as number;
      deck[i] = deck[j] as number;
      deck[j] = t;
    }
    hands.fill(0);
    for (let seat = 0, i = 0; seat < 3; seat++) {
      const off = seat * SUITS;
      for (let j = 0; j < handSize; j++, i++) {
        const c = deck[i] as number;
        const k = off + (suitOf[c] as number);
        hands[k] = (hands[k] as number) | (1 << (rankOf[c] as number));
      }
    }
    let units = 0;
    if (setup.talonToDeclarer)
      for (let i = 3 * handSize; i < size; i++) units += cardValue[deck[i] as number] as number;
    let leader = 0;
    for (let trick = 0; trick < handSize; trick++) {
      let led = -1;
      let win = -1;
      let winner = leader;
      let sum = 0;
      for (let k = 0; k < 3; k++) {
        const seat = k === 0 ? leader : leader + k >= 3 ? leader + k - 3 : leader + k;
        legalMask(rules, hands, seat * SUITS, led, legal, 0);
        let count = 0;
        for (let s = 0; s < SUITS; s++) {
          const m = legal[s] as number;
          if (m !== 0) count += popcount(m);
        }
        let pick = below(count);
        let card = -1;
        for (let s = 0; ; s++) {
          let m = legal[s] as number;
          if (m === 0) continue;
          const c = popcount(m);
          if (pick >= c) {
            pick -= c;
            continue;
          }
          while (pick-- > 0) m &= m - 1;
          const bit = m & -m;
          card = (base[s] as number) + 31 - Math.clz32(bit);
          hands[seat * SUITS + s] = (hands[seat * SUITS + s] as number) ^ bit;
          break;
        }
        sum += cardValue[card] as number;
        if (k === 0) {
          led = card;
          win = card;
        } else if (beats(rules, card, win)) {
          win = card;
          winner = seat;
        }
      }
      if (winner === 0) units += sum;
      leader = winner;
    }
    total += units;
  }
  return total;
}

/** The same playouts through the allocating array path of the kernel. */
export function runPlayoutsBaseline(setup: PlayoutSetup, rng: Rng, n: number): number {
  const { rules, handSize, cardValue } = setup;
  const pack: Pack = rules.pack;
  let total = 0;
  for (let p = 0; p < n; p++) {
    const deck = pack.cards.slice();
    for (let i = deck.length - 1; i > 0; i--) {
      const j = rng.int(i + 1);
      const t = deck[i] as Card;
      deck[i] = deck[j] as Card;
      deck[j] = t;
    }
    const hands: Card[][] = [0, 1, 2].map((s) => deck.slice(s * handSize, (s + 1) * handSize));
    let units = 0;
    if (setup.talonToDeclarer) for (const c of deck.slice(3 * handSize)) units += cardValue[c] as number;
    let leader = 0;
    for (let trick = 0; trick < handSize; trick++) {
      const played: Card[] = [];
      for (let k = 0; k < 3; k++) {
        const seat = (leader + k) % 3;
        const hand = hands[seat] as Card[];
        const options = legalCards(rules, hand, played[0] ?? null);
        const card = options[rng.int(options.length)] as Card;
        hand.splice(hand.indexOf(card), 1);
        played.push(card);
      }
      const winner = (leader + trickWinner(rules, played)) % 3;
      if (winner === 0) for (const c of played) units += cardValue[c] as number;
      leader = winner;
    }
    total += units;
  }
  return total;
}

function popcount(x: number): number {
  let v = x - ((x >>> 1) & 0x55555555);
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return (((v + (v >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}
