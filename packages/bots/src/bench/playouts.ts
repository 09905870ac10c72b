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
  forcedSuit,
  legalCards,
  legalMask,
  trickWinner,
} from '@tarock/engine';

/** 2^-32: multiplying by it is exact and cheaper than dividing by 2^32. */
const TWO_POW_MINUS_32 = 2.3283064365386963e-10;

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
 * Random numbers come from an sfc32 stream seeded from `rng` and kept in local variables (the
 * engine's generator behind a closure costs more than the rest of a playout), reduced to a range
 * by multiplication (the bias, below 2^-26 for 54 choices, is immaterial here). The kernel says
 * which suit a player must play from (`forcedSuit`) and who wins (`beats`); under the Trischaken
 * Pagat rule the full `legalMask` is used.
 */
export function runPlayouts(setup: PlayoutSetup, rng: Rng, n: number): number {
  const { rules, handSize, cardValue } = setup;
  let a = rng.next() | 0;
  let b = rng.next() | 0;
  let c = rng.next() | 0;
  let d = rng.next() | 0;
  const pack = rules.pack;
  const size = pack.size;
  const dealt = 3 * handSize;
  const deck = new Uint8Array(size);
  for (let i = 0; i < size; i++) deck[i] = i;
  const hands = new Int32Array(3 * SUITS);
  const legal = new Int32Array(SUITS);
  const suitOf = pack.suitOf;
  const rankOf = pack.rankOf;
  const base = pack.base;
  const fullMask = rules.pagatLastTrump;
  let total = 0;
  for (let p = 0; p < n; p++) {
    for (let i = size - 1; i > 0; i--) {
      const t = (a + b + d) | 0;
      d = (d + 1) | 0;
      a = b ^ (b >>> 9);
      b = (b + (b << 3)) | 0;
      c = (((c << 21) | (c >>> 11)) + t) | 0;
      const j = ((t >>> 0) * (i + 1) * TWO_POW_MINUS_32) | 0;
      const x = deck[i] as number;
      deck[i] = deck[j] as number;
      deck[j] = x;
    }
    hands.fill(0);
    let off = 0;
    let held = 0;
    for (let i = 0; i < dealt; i++) {
      const card = deck[i] as number;
      const k = off + (suitOf[card] as number);
      hands[k] = (hands[k] as number) | (1 << (rankOf[card] as number));
      if (++held === handSize) {
        held = 0;
        off += SUITS;
      }
    }
    let units = 0;
    if (setup.talonToDeclarer)
      for (let i = dealt; i < size; i++) units += cardValue[deck[i] as number] as number;
    let leader = 0;
    for (let trick = 0; trick < handSize; trick++) {
      let led = -1;
      let win = -1;
      let winner = leader;
      let sum = 0;
      let seat = leader;
      for (let k = 0; k < 3; k++) {
        const h = seat * SUITS;
        const t = (a + b + d) | 0;
        d = (d + 1) | 0;
        a = b ^ (b >>> 9);
        b = (b + (b << 3)) | 0;
        c = (((c << 21) | (c >>> 11)) + t) | 0;
        const must = fullMask ? -2 : forcedSuit(rules, hands, h, led);
        let suit = must;
        let m = must >= 0 ? (hands[h + must] as number) : 0;
        let pick: number;
        if (must >= 0) pick = ((t >>> 0) * popcount(m) * TWO_POW_MINUS_32) | 0;
        else {
          // Any card (or the Pagat rule): count the candidates suit by suit, then find the pick.
          const from = must === -1 ? hands : legal;
          const o = must === -1 ? h : 0;
          if (must === -2) legalMask(rules, hands, h, led, legal, 0);
          let count = 0;
          for (let s = 0; s < SUITS; s++) count += popcount(from[o + s] as number);
          pick = ((t >>> 0) * count * TWO_POW_MINUS_32) | 0;
          for (suit = 0; ; suit++) {
            m = from[o + suit] as number;
            const cnt = popcount(m);
            if (pick < cnt) break;
            pick -= cnt;
          }
        }
        while (pick-- > 0) m &= m - 1;
        const bit = m & -m;
        const card = (base[suit] as number) + 31 - Math.clz32(bit);
        hands[h + suit] = (hands[h + suit] as number) ^ bit;
        sum += cardValue[card] as number;
        if (k === 0) {
          led = card;
          win = card;
        } else if (beats(rules, card, win)) {
          win = card;
          winner = seat;
        }
        seat = seat === 2 ? 0 : seat + 1;
      }
      if (winner === 0) units += sum;
      leader = winner;
    }
    total += units;
  }
  return total + (c & 0);
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
