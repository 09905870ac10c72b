/**
 * Inference from the card play: how many of the other seats' past card plays the usual principles
 * (cardRules.ts) would not have made had they held the cards a sampled world gives them. Each past
 * play of another seat with a choice is replayed from that seat's knowledge then — its hand, the
 * cards played before, the voids shown, the discards and talon it could see — and counts as a
 * misfit when the rule-based choice could not have been that card (the card is put first among
 * the legal ones, so a tie the rules break by hand order is no misfit). Against rule-based players
 * the true deal has no misfit (playInference.test.ts): worlds with few misfits are the likely ones.
 */
import {
  type Card,
  type Game,
  type PlayRules,
  type Rng,
  type Seat,
  type View,
  legalCards,
} from '@tarock/engine';
import { type Table, chooseCard, viewInfo } from './cardRules';
import type { ExchangeCheck } from './exchangeInference';
import { type Knowledge, noteVoids } from './knowledge';
import { type Placeable, type SampledHands, handsOf, placesOf } from './sampler';

/** A card play of another seat with a choice, and what that seat could see when it chose. */
interface Choice {
  readonly seat: Seat;
  readonly card: Card;
  readonly led: Card | null;
  readonly trick: readonly Card[];
  readonly leader: Seat;
  readonly later: readonly Seat[];
  /** The voids every seat had shown by then (public). */
  readonly voids: readonly number[];
  /** Cards every seat had seen outside its hand by then: 1 = seen (public). */
  readonly gone: Uint8Array;
}

/**
 * Counts the misfits of worlds of one view. A seat's plays are judged from its own cards and what
 * was public, so its count depends on its hand alone (and, for the declarer, on his discards): it
 * is remembered per seat by those cards, and a world that differs from the last in two hands (a
 * swap) costs the judging of those two seats at most.
 */
export class MisfitCounter {
  private readonly rules: PlayRules;
  private readonly choices: readonly Choice[];
  /** Per seat: its misfits by its cards (a negative entry −n − 1: at least n, counting stopped). */
  private readonly memo: Map<string, number>[];

  constructor(
    readonly game: Game,
    readonly view: View,
    readonly k: Knowledge,
    private readonly exchange: ExchangeCheck | null = null,
  ) {
    this.rules = game.playRules(view);
    this.memo = Array.from({ length: view.seats }, () => new Map<string, number>());
    this.choices = choicesOf(game, view, k, this.rules);
  }

  /**
   * The misfits of a world: `hands` are every seat's cards now (the viewer's own included), and
   * `discards` the declarer's discards as the world has them. With the exchange check, those of
   * the declarer's exchange count too (exchangeInference.ts). The count stops as soon as it passes
   * `limit` (a local search needs no more than that it did).
   */
  count(
    hands: readonly (readonly Card[])[],
    discards: readonly Card[],
    limit = Number.POSITIVE_INFINITY,
  ): number {
    const k = this.k;
    const declarer = k.declarer;
    // Every seat's hand when the card play began: its cards now and those it has played.
    const held = hands.map((h, seat) => [...h, ...(k.played[seat] ?? [])]);
    let count =
      this.exchange && declarer !== null ? this.exchange.misfits(held[declarer] ?? [], discards) : 0;
    if (count > limit) return count;
    const seats: Seat[] = [];
    const keys: string[] = [];
    for (const seat of k.players) {
      if (seat === k.viewer) continue;
      const cards = held[seat] ?? [];
      const key = seat === declarer ? `${cardsKey(cards)}|${cardsKey(discards)}` : cardsKey(cards);
      const known = this.memo[seat]?.get(key);
      if (known !== undefined && known >= 0) {
        count += known;
        if (count > limit) return count;
      } else {
        seats.push(seat);
        keys.push(key);
      }
    }
    for (let i = 0; i < seats.length; i++) {
      const seat = seats[i] as Seat;
      const key = keys[i] as string;
      const memo = this.memo[seat] as Map<string, number>;
      const atLeast = memo.get(key);
      // A count stopped before is enough when it already passes what is left of the limit.
      if (atLeast !== undefined && count + (-atLeast - 1) > limit) return count + (-atLeast - 1);
      const room = limit - count;
      const n = this.seatMisfits(seat, held[seat] ?? [], discards, room);
      memo.set(key, n > room ? -n - 1 : n);
      count += n;
      if (count > limit) return count;
    }
    return count;
  }

  /** One seat's misfits with the cards `held` at the start of the card play, stopping past `limit`. */
  private seatMisfits(seat: Seat, held: readonly Card[], discards: readonly Card[], limit: number): number {
    const { game, k } = this;
    const pack = game.pack;
    const rules = this.rules;
    const size = pack.cards.length;
    const own = new Uint8Array(size);
    for (const c of held) own[c] = 1;
    // The declarer knows his discards.
    if (seat === k.declarer) for (const c of discards) own[c] = 1;
    let hand: readonly Card[] = held;
    let n = 0;
    for (const p of this.choices) {
      if (p.seat !== seat) continue;
      const legal = legalCards(rules, hand, p.led);
      if (legal.length > 1) {
        const unseen: Card[] = [];
        for (let c = 0; c < size; c++) if (p.gone[c] === 0 && own[c] === 0) unseen.push(c);
        const table: Table = {
          pack,
          rules,
          me: seat,
          declarer: k.declarer,
          players: this.view.players,
          hand,
          trick: p.trick,
          leader: p.leader,
          later: p.later,
          tricksLeft: hand.length,
          voids: p.voids,
          info: viewInfo(pack, rules, unseen, p.voids),
        };
        const first = [p.card, ...legal.filter((c) => c !== p.card)];
        if (chooseCard(table, first) !== p.card && ++n > limit) return n;
      }
      hand = hand.filter((c) => c !== p.card);
    }
    return n;
  }
}

/** The misfits of one world (a counter for a single question). */
export function misfits(
  game: Game,
  view: View,
  k: Knowledge,
  hands: readonly (readonly Card[])[],
  discards: readonly Card[],
  exchange: ExchangeCheck | null = null,
  limit = Number.POSITIVE_INFINITY,
): number {
  return new MisfitCounter(game, view, k, exchange).count(hands, discards, limit);
}

/**
 * The other seats' card plays in order, with what was public when each was made. Cards every seat
 * has seen outside its hand and the tricks: the face-up discards (tarocks, the same in every
 * world), the untaken talon where visible or remembered, a talon still lying open untaken, and the
 * cards played before.
 */
function choicesOf(game: Game, view: View, k: Knowledge, rules: PlayRules): Choice[] {
  const pack = game.pack;
  const players = view.players;
  const gone = new Uint8Array(pack.cards.length);
  for (const c of k.knownRest) gone[c] = 1;
  for (const c of k.knownDiscards) if (pack.suitOf[c] === pack.tarockSuit) gone[c] = 1;
  const openTalon = view.exposedTalon ?? (view.talonExposed ? view.talon : null);
  if (openTalon && !k.talonTaken) for (const c of openTalon) if (c !== null) gone[c] = 1;
  const voids = Array.from({ length: view.seats }, () => 0);
  const out: Choice[] = [];
  const trickOf = (leader: Seat, cards: readonly Card[]) => {
    const at = players.indexOf(leader);
    const order = players.map((_, i) => players[(at + i) % players.length] as Seat);
    cards.forEach((card, pos) => {
      const seat = order[pos] as Seat;
      const led = pos === 0 ? null : (cards[0] as Card);
      if (seat !== k.viewer)
        out.push({
          seat,
          card,
          led,
          trick: cards.slice(0, pos),
          leader,
          later: order.slice(pos + 1),
          voids: [...voids],
          gone: gone.slice(),
        });
      if (led !== null) noteVoids(rules, pack, led, card, seat, voids);
      gone[card] = 1;
    });
  };
  for (const t of view.tricks) trickOf(t.leader, t.cards);
  if (view.trick.length > 0) trickOf(view.leader, view.trick);
  return out;
}

/** A set of cards as a key: its bitmask, 30 cards to a word, so any pack fits. */
export function cardsKey(cards: readonly Card[]): string {
  const words: number[] = [];
  for (const c of cards) {
    const w = Math.floor(c / 30);
    words[w] = (words[w] ?? 0) | (1 << (c % 30));
  }
  return Array.from(words, (x) => x ?? 0).join('.');
}

/**
 * A world brought closer to the other seats' card plays: from `start`, two hidden cards of
 * different places (each allowed where the other lies) swap while the misfits do not rise, for
 * `steps` tries or until none is left, or until `stop` (asked before each try) says time is up.
 * A swap that keeps the count is taken too, so the search moves on along level ground instead of
 * stopping at the first world no single swap improves. `tries` counts the tries made.
 */
export function refineHands(
  counter: MisfitCounter,
  start: SampledHands,
  rng: Rng,
  steps: number,
  stop?: () => boolean,
): { hands: SampledHands; misfits: number; tries: number } {
  const { k, view } = counter;
  const { slots, cards } = placesOf(k);
  let best = counter.count(start.hands, start.discards);
  if (best === 0 || cards.length < 2) return { hands: start, misfits: best, tries: 0 };
  // Which slot each hidden card lies in (a hidden card is never one of the known discards or rest).
  const slotOf = cards.map(({ card }) =>
    slots.findIndex((s) =>
      s.kind === 'hand'
        ? (start.hands[s.seat] ?? []).includes(card)
        : (s.kind === 'discard' ? start.discards : start.rest).includes(card),
    ),
  );
  if (slotOf.some((i) => i < 0)) return { hands: start, misfits: best, tries: 0 };
  const placedNow = () => slots.map((_, i) => cards.filter((_, j) => slotOf[j] === i).map((c) => c.card));
  let hands = start;
  let step = 0;
  for (; step < steps && best > 0; step++) {
    if (stop?.()) break;
    const a = rng.int(cards.length);
    const b = rng.int(cards.length);
    const sa = slotOf[a] as number;
    const sb = slotOf[b] as number;
    if (sa === sb || ((cards[a] as Placeable).mask & (1 << sb)) === 0) continue;
    if (((cards[b] as Placeable).mask & (1 << sa)) === 0) continue;
    slotOf[a] = sb;
    slotOf[b] = sa;
    const next = handsOf(k, view.hand, slots, placedNow());
    const n = counter.count(next.hands, next.discards, best);
    if (n <= best) {
      best = n;
      hands = next;
    } else {
      slotOf[a] = sa;
      slotOf[b] = sb;
    }
  }
  return { hands, misfits: best, tries: step };
}
