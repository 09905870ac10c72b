/**
 * Inference from the card play: how many of the other seats' past card plays the usual principles
 * (cardRules.ts) would not have made had they held the cards a sampled world gives them. Each past
 * play of another seat with a choice is replayed from that seat's knowledge then — its hand, the
 * cards played before, the voids shown, the discards and talon it could see — and counts as a
 * misfit when the rule-based choice could not have been that card (the card is put first among
 * the legal ones, so a tie the rules break by hand order is no misfit). Against rule-based players
 * the true deal has no misfit (playInference.test.ts): worlds with few misfits are the likely ones.
 */
import { type Card, type Game, type Rng, type Seat, type View, legalCards } from '@tarock/engine';
import { type Table, chooseCard, viewInfo } from './cardRules';
import type { ExchangeCheck } from './exchangeInference';
import { type Knowledge, noteVoids } from './knowledge';
import { type Placeable, type SampledHands, handsOf, placesOf } from './sampler';

/**
 * The misfits of a world: `hands` are every seat's cards now (the viewer's own included), and
 * `discards` the declarer's discards as the world has them. With `exchange`, those of the
 * declarer's exchange count too (exchangeInference.ts). The count stops as soon as it passes
 * `limit` (a local search needs no more than that it did).
 */
export function misfits(
  game: Game,
  view: View,
  k: Knowledge,
  hands: readonly (readonly Card[])[],
  discards: readonly Card[],
  exchange: ExchangeCheck | null = null,
  limit = Number.POSITIVE_INFINITY,
): number {
  const rules = game.playRules(view);
  const pack = game.pack;
  const declarer = k.declarer;
  const players = view.players;
  // Every seat's hand when the card play began: its cards now and those it has played.
  const held = hands.map((h, seat) => [...h, ...(k.played[seat] ?? [])]);
  let count = exchange && declarer !== null ? exchange.misfits(held[declarer] ?? [], discards) : 0;
  if (count > limit) return count;
  // Cards every seat has seen outside its hand and the tricks (the face-up discards, the untaken
  // talon where visible, and a talon still lying open untaken), and the cards played so far.
  const size = pack.cards.length;
  const gone = new Uint8Array(size);
  for (const c of k.knownRest) gone[c] = 1;
  for (const c of discards) if (pack.suitOf[c] === pack.tarockSuit) gone[c] = 1;
  const openTalon = view.exposedTalon ?? (view.talonExposed ? view.talon : null);
  if (openTalon && !k.talonTaken) for (const c of openTalon) if (c !== null) gone[c] = 1;
  // Whose hand each card was in when the card play began; the declarer knows his discards.
  const ownerOf = new Int8Array(size).fill(-1);
  held.forEach((h, seat) => {
    for (const c of h) ownerOf[c] = seat;
  });
  const laid = new Uint8Array(size);
  for (const c of discards) laid[c] = 1;
  const voids = Array.from({ length: view.seats }, () => 0);
  const trickOf = (leader: Seat, cards: readonly Card[]) => {
    const at = players.indexOf(leader);
    const order = players.map((_, i) => players[(at + i) % players.length] as Seat);
    cards.forEach((card, pos) => {
      const seat = order[pos] as Seat;
      const hand = held[seat] ?? [];
      const led = pos === 0 ? null : (cards[0] as Card);
      if (seat !== k.viewer) {
        const legal = legalCards(rules, hand, led);
        if (legal.length > 1) {
          const unseen: Card[] = [];
          for (let c = 0; c < size; c++) {
            if (gone[c] === 1 || ownerOf[c] === seat) continue;
            if (seat === declarer && laid[c] === 1) continue;
            unseen.push(c);
          }
          const table: Table = {
            pack,
            rules,
            me: seat,
            declarer,
            players,
            hand,
            trick: cards.slice(0, pos),
            leader,
            later: order.slice(pos + 1),
            tricksLeft: hand.length,
            voids,
            info: viewInfo(pack, rules, unseen, voids),
          };
          const first = [card, ...legal.filter((c) => c !== card)];
          if (chooseCard(table, first) !== card) count++;
        }
      }
      if (led !== null) noteVoids(rules, pack, led, card, seat, voids);
      gone[card] = 1;
      held[seat] = hand.filter((c) => c !== card);
    });
  };
  for (const t of view.tricks) {
    trickOf(t.leader, t.cards);
    if (count > limit) return count;
  }
  if (view.trick.length > 0) trickOf(view.leader, view.trick);
  return count;
}

/**
 * A world brought closer to the other seats' card plays: from `start`, two hidden cards of
 * different places (each allowed where the other lies) swap while the misfits do not rise, for
 * `steps` tries or until none is left. A swap that keeps the count is taken too, so the search moves
 * on along level ground instead of stopping at the first world no single swap improves.
 */
export function refineHands(
  game: Game,
  view: View,
  k: Knowledge,
  start: SampledHands,
  rng: Rng,
  steps: number,
  exchange: ExchangeCheck | null = null,
): { hands: SampledHands; misfits: number } {
  const { slots, cards } = placesOf(k);
  let best = misfits(game, view, k, start.hands, start.discards, exchange);
  if (best === 0 || cards.length < 2) return { hands: start, misfits: best };
  // Which slot each hidden card lies in (a hidden card is never one of the known discards or rest).
  const slotOf = cards.map(({ card }) =>
    slots.findIndex((s) =>
      s.kind === 'hand'
        ? (start.hands[s.seat] ?? []).includes(card)
        : (s.kind === 'discard' ? start.discards : start.rest).includes(card),
    ),
  );
  if (slotOf.some((i) => i < 0)) return { hands: start, misfits: best };
  const placedNow = () => slots.map((_, i) => cards.filter((_, j) => slotOf[j] === i).map((c) => c.card));
  let hands = start;
  for (let step = 0; step < steps && best > 0; step++) {
    const a = rng.int(cards.length);
    const b = rng.int(cards.length);
    const sa = slotOf[a] as number;
    const sb = slotOf[b] as number;
    if (sa === sb || ((cards[a] as Placeable).mask & (1 << sb)) === 0) continue;
    if (((cards[b] as Placeable).mask & (1 << sa)) === 0) continue;
    slotOf[a] = sb;
    slotOf[b] = sa;
    const next = handsOf(k, view.hand, slots, placedNow());
    const n = misfits(game, view, k, next.hands, next.discards, exchange, best);
    if (n <= best) {
      best = n;
      hands = next;
    } else {
      slotOf[a] = sa;
      slotOf[b] = sb;
    }
  }
  return { hands, misfits: best };
}
