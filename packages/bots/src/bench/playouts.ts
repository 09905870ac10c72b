/**
 * Random playouts: a seeded shuffle, a deal, every trick played with a uniformly random legal card
 * through the engine's play kernel (`forcedSuitOf` says what may be played, `beats` who wins, read
 * from the kernel's table of it, `beatsTable`; hands are the kernel's per-suit bitmasks) under a
 * fixed contract, and the declarer's card points. The baseline does the same through the kernel's
 * allocating array path (`legalCards`, `trickWinner`), as a naive implementation would.
 */
import {
  type Card,
  type Pack,
  type PlayRules,
  type Rng,
  BEATS_ROW,
  SUITS,
  beatsTable,
  forcedSuitOf,
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
 * Layout of the one Int32Array that holds a playout's state (offsets in words). One array instead
 * of eleven: every typed array the loop touches costs a map check and a spilled register.
 */
const DECK = 0; // the shuffled deck; seat s holds deck[s*handSize, s*handSize + HELD[s])
const AT = 64; // card -> its index in the deck
const SLOT = 128; // card -> its index in BY_SUIT
const SUIT = 192; // card -> suit
const BIT = 256; // card -> its bit in the kernel's mask of its suit
const VALUE = 320; // card -> units
const HANDS = 384; // the kernel's hands: seat*SUITS + suit -> bitmask
const LEN = HANDS + 3 * SUITS; // seat*SUITS + suit -> cards of that suit held
const HELD = LEN + 3 * SUITS; // seat -> cards held
const LEGAL = HELD + 3; // legalMask's output (the Pagat rule of Trischaken)
const BY_SUIT = LEGAL + SUITS; // (seat*SUITS + suit)*32 + i -> the i-th card of that suit held
const WORDS = BY_SUIT + 3 * SUITS * 32;
/** Playouts per call of the loop (see `runPlayouts`). */
const BATCH = 256;

/**
 * Plays `n` playouts with the declarer in seat 0 (forehand, who leads); returns the sum of the
 * declarer's units (so the work cannot be optimised away and runs can be compared).
 *
 * Besides the kernel's bitmasks, each hand is kept as two lists with O(1) removal: its cards (the
 * seat's part of the shuffled deck) and its cards of each suit. A uniform legal card is then one
 * random index into the list of the suit the kernel forces (`forcedSuitOf`), or into the whole hand;
 * under the Pagat rule a card outside the kernel's `legalMask` is drawn again (still uniform).
 *
 * Random numbers: sfc32 in local variables (the engine's generator behind a closure costs more
 * than the rest of a playout), reduced to [0, r) by the exact high word of t·r (integer
 * multiplications, no division, bias below r/2^32).
 *
 * The loop runs in `playBatch`, called once per BATCH playouts, so V8 optimises it as a function
 * entered with integer arguments rather than by on-stack replacement, whose loop variables start
 * untyped and turn the sfc32 and index arithmetic into float64 with overflow checks (1.3× slower).
 */
export function runPlayouts(setup: PlayoutSetup, rng: Rng, n: number): number {
  const { rules, handSize } = setup;
  const pack = rules.pack;
  if (pack.size > AT - DECK || 3 * handSize > pack.size)
    throw new RangeError('playouts: pack or hand too large');
  const state = new Int32Array(WORDS);
  for (let c = 0; c < pack.size; c++) {
    state[DECK + c] = c;
    state[SUIT + c] = pack.suitOf[c] as number;
    state[BIT + c] = 1 << (pack.rankOf[c] as number);
    state[VALUE + c] = setup.cardValue[c] as number;
  }
  const sfc = Int32Array.of(rng.next(), rng.next(), rng.next(), rng.next());
  let total = 0;
  for (let done = 0; done < n; done += BATCH) {
    total += playBatch(
      rules,
      beatsTable(rules),
      state,
      sfc,
      pack.size,
      handSize,
      setup.talonToDeclarer,
      Math.min(BATCH, n - done),
    );
  }
  return total;
}

function playBatch(
  rules: PlayRules,
  beatsTab: Uint8Array,
  m: Int32Array,
  sfc: Int32Array,
  packSize: number,
  handCards: number,
  talonToDeclarer: boolean,
  n: number,
): number {
  // Local copies: module bindings are context loads in the optimised loop (3–5 % here).
  const S = SUITS | 0;
  const DECK_ = DECK;
  const AT_ = AT;
  const SLOT_ = SLOT;
  const SUIT_ = SUIT;
  const BIT_ = BIT;
  const VALUE_ = VALUE;
  const HANDS_ = HANDS;
  const LEN_ = LEN;
  const HELD_ = HELD;
  const LEGAL_ = LEGAL;
  const BY_SUIT_ = BY_SUIT;
  const size = packSize | 0;
  const handSize = handCards | 0;
  const dealt = (3 * handSize) | 0;
  const pagatRule = rules.pagatLastTrump;
  let a = (sfc[0] as number) | 0;
  let b = (sfc[1] as number) | 0;
  let c = (sfc[2] as number) | 0;
  let d = (sfc[3] as number) | 0;
  let total = 0;
  for (let p = 0; p < n; p++) {
    for (let q = 0; q < 3 * S; q++) {
      m[HANDS_ + q] = 0;
      m[LEN_ + q] = 0;
    }
    // Fisher–Yates from the top: position i holds its final card after step i, so the talon
    // (the top positions) and then the hands are dealt as the shuffle goes.
    let units = 0;
    for (let i = size - 1; i >= 0; i--) {
      const t = (a + b + d) | 0;
      d = (d + 1) | 0;
      a = b ^ (b >>> 9);
      b = (c + (c << 3)) | 0;
      c = (((c << 21) | (c >>> 11)) + t) | 0;
      const r = i + 1;
      const j = (Math.imul(t >>> 16, r) + (Math.imul(t & 0xffff, r) >>> 16)) >>> 16;
      const card = m[DECK_ + j] as number;
      m[DECK_ + j] = m[DECK_ + i] as number;
      m[DECK_ + i] = card;
      if (i >= dealt) {
        if (talonToDeclarer) units = (units + (m[VALUE_ + card] as number)) | 0;
        continue;
      }
      const q = (i < handSize ? 0 : i < 2 * handSize ? S : 2 * S) + (m[SUIT_ + card] as number);
      m[HANDS_ + q] = (m[HANDS_ + q] as number) | (m[BIT_ + card] as number);
      const len = m[LEN_ + q] as number;
      m[LEN_ + q] = len + 1;
      const slot = BY_SUIT_ + q * 32 + len;
      m[slot] = card;
      m[SLOT_ + card] = slot;
      m[AT_ + card] = i;
    }
    m[HELD_] = handSize;
    m[HELD_ + 1] = handSize;
    m[HELD_ + 2] = handSize;
    let leader = 0;
    for (let trick = 0; trick < handSize; trick++) {
      let led = -1;
      let win = -1;
      let winner = leader;
      let sum = 0;
      let seat = leader;
      for (let k = 0; k < 3; k++) {
        const h = HANDS_ + seat * S;
        if (pagatRule) legalMask(rules, m, h, led, m, LEGAL_);
        const must = k === 0 ? -1 : forcedSuitOf(rules, m, h, m[SUIT_ + led] as number);
        const first = seat * handSize;
        let card: number;
        for (;;) {
          const t = (a + b + d) | 0;
          d = (d + 1) | 0;
          a = b ^ (b >>> 9);
          b = (c + (c << 3)) | 0;
          c = (((c << 21) | (c >>> 11)) + t) | 0;
          const list = must >= 0 ? BY_SUIT_ + (seat * S + must) * 32 : DECK_ + first;
          const r = must >= 0 ? (m[LEN_ + seat * S + must] as number) : (m[HELD_ + seat] as number);
          card = m[list + ((Math.imul(t >>> 16, r) + (Math.imul(t & 0xffff, r) >>> 16)) >>> 16)] as number;
          if (
            !pagatRule ||
            ((m[LEGAL_ + (m[SUIT_ + card] as number)] as number) & (m[BIT_ + card] as number)) !== 0
          ) {
            break;
          }
        }
        // Out of the hand: its bit, and swapped with the last card of the hand and of its suit list.
        const q = seat * S + (m[SUIT_ + card] as number);
        m[HANDS_ + q] = (m[HANDS_ + q] as number) ^ (m[BIT_ + card] as number);
        const last = (first + (m[HELD_ + seat] as number) - 1) | 0;
        m[HELD_ + seat] = last - first;
        const at = m[AT_ + card] as number;
        const lastCard = m[DECK_ + last] as number;
        m[DECK_ + at] = lastCard;
        m[AT_ + lastCard] = at;
        m[DECK_ + last] = card;
        m[AT_ + card] = last;
        const lastSlot = (BY_SUIT_ + q * 32 + (m[LEN_ + q] as number) - 1) | 0;
        m[LEN_ + q] = (m[LEN_ + q] as number) - 1;
        const slot = m[SLOT_ + card] as number;
        const lastOfSuit = m[lastSlot] as number;
        m[slot] = lastOfSuit;
        m[SLOT_ + lastOfSuit] = slot;
        sum = (sum + (m[VALUE_ + card] as number)) | 0;
        if (k === 0) {
          led = card;
          win = card;
        } else if (beatsTab[card * BEATS_ROW + win] !== 0) {
          win = card;
          winner = seat;
        }
        seat = seat === 2 ? 0 : seat + 1;
      }
      if (winner === 0) units = (units + sum) | 0;
      leader = winner;
    }
    total += units;
  }
  sfc[0] = a;
  sfc[1] = b;
  sfc[2] = c;
  sfc[3] = d;
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
