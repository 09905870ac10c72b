/**
 * The facts a deal is settled from: what a score-keeper writes down at a live table (contract,
 * declarer, take level, announcements with their stage, contras, card points, who made which
 * silent bonus, Pagat/Uhu outcomes, honours, valat). A played deal yields them through
 * `factsFromState`; a score-keeper's summary through summary.ts. Both feed settle.ts.
 */
import { type Card, KINGS, PAGAT, TAROCK54, TRULL, UHU } from '../cards/pack';
import { countPile } from '../cards/counting';
import type { State } from '../core/state';
import type { Announcement, Seat } from '../core/types';
import { honoursOf } from './announce';
import type { HonourId, IllustratedRules } from './rules';

/** The Pagat (Uhu) played to the last (penultimate) trick: did its player win that trick with it? */
export interface BirdOutcome {
  readonly bird: 'pagat' | 'uhu';
  /** Who played the bird to its trick. */
  readonly seat: Seat;
  readonly won: boolean;
  /** Who won that trick instead (null when won). */
  readonly capturedBy: Seat | null;
}

export interface DoublingFact {
  /** "game" or `bonus@seat`. */
  readonly target: string;
  /** 1 contra, 2 recontra. */
  readonly level: number;
}

export interface DealFacts {
  /** The active players, forehand first. */
  readonly players: readonly Seat[];
  readonly contract: string;
  readonly declarer: Seat;
  /** 0 basic, 1 taken (Unterer), 2 retaken (Löw) or held (Beck). */
  readonly takeLevel: number;
  /** The declarer's card points: his tricks, his discards and any talon cards that count for him. */
  readonly declarerPoints: number;
  /** The same, exactly, in thirds (from a summary: 3 × the points written down). */
  readonly declarerThirds: number;
  /** Announcements (bonuses and honour claims) with the stage they were made in. */
  readonly announcements: readonly Announcement[];
  /** The highest doubling reached on each item. */
  readonly doublings: readonly DoublingFact[];
  readonly birds: readonly BirdOutcome[];
  /** Honours held at the start of play (only the claimed ones where claims are required). */
  readonly honours: readonly { readonly seat: Seat; readonly honour: HonourId }[];
  /** The declarer took every trick. */
  readonly valat: boolean;
  /** The declarer never held a Trull card (dealt or taken from the talon). */
  readonly withoutTrull: boolean;
  /** The declarer never held a King. */
  readonly withoutKings: boolean;
}

/** Highest doubling per target. */
export function highestDoublings(ds: readonly { target: string; level: number }[]): DoublingFact[] {
  const best = new Map<string, number>();
  for (const d of ds) best.set(d.target, Math.max(best.get(d.target) ?? 0, d.level));
  return [...best].map(([target, level]) => ({ target, level }));
}

function birdOutcome(s: State, bird: 'pagat' | 'uhu', card: Card, trickIndex: number): BirdOutcome | null {
  const trick = s.tricks[trickIndex];
  if (!trick) return null;
  const at = trick.cards.indexOf(card);
  if (at < 0) return null;
  const order: Seat[] = [trick.leader];
  while (order.length < trick.cards.length) {
    const last = order[order.length - 1] as Seat;
    order.push(s.players[(s.players.indexOf(last) + 1) % s.players.length] as Seat);
  }
  const seat = order[at] as Seat;
  const won = trick.winner === seat;
  return { bird, seat, won, capturedBy: won ? null : trick.winner };
}

/** The cards each seat held when play started: the cards it played. */
export function handsAtStartOfPlay(s: State): Card[][] {
  const hands: Card[][] = Array.from({ length: s.seats }, () => []);
  for (const t of s.tricks) {
    let seat = t.leader;
    for (const c of t.cards) {
      hands[seat]?.push(c);
      seat = s.players[(s.players.indexOf(seat) + 1) % s.players.length] as Seat;
    }
  }
  return hands;
}

export function factsFromState(s: State, rules: IllustratedRules): DealFacts {
  const contract = s.contract;
  const declarer = contract?.declarer ?? 0;
  const pile: Card[] = [...s.discards];
  for (const t of s.tricks) if (t.winner === declarer) pile.push(...t.cards);
  if (s.talonRest?.owner === 'declarer') pile.push(...s.talonRest.cards);
  const count = countPile(TAROCK54, pile);
  const last = rules.handSize - 1;
  const birds = [birdOutcome(s, 'pagat', PAGAT, last), birdOutcome(s, 'uhu', UHU, last - 1)].filter(
    (b): b is BirdOutcome => b !== null,
  );
  const start = handsAtStartOfPlay(s);
  const honours: { seat: Seat; honour: HonourId }[] = [];
  for (const seat of s.players) {
    for (const honour of honoursOf(rules, start[seat] ?? [])) {
      const claimed = s.announcements.some((a) => a.seat === seat && a.bonus === honour);
      if (!rules.honoursMustBeClaimed || claimed) honours.push({ seat, honour });
    }
  }
  const held = start[declarer] ?? [];
  return {
    players: s.players,
    contract: contract?.id ?? '',
    declarer,
    takeLevel: contract?.takeLevel ?? 0,
    declarerPoints: count.points,
    declarerThirds: count.thirds,
    announcements: s.announcements,
    doublings: highestDoublings(s.doublings),
    birds,
    honours,
    valat: s.tricks.length === rules.handSize && s.tricks.every((t) => t.winner === declarer),
    withoutTrull: !held.some((c) => TRULL.includes(c)),
    withoutKings: !held.some((c) => KINGS.includes(c)),
  };
}
