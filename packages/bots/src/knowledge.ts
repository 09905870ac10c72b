/**
 * What a seat knows about the cards, read from its View alone: its hand, every card played and by
 * whom, the voids shown by not following suit (and not trumping), the talon where it lay open,
 * the discards it may see, and which cards are still unaccounted for. The samplers draw the
 * hidden cards from this, so every world they produce agrees with what the seat has seen.
 */
import { handConstraint } from './announcements';
import {
  type Card,
  type Game,
  type Pack,
  type PlayRules,
  type Seat,
  type State,
  type View,
  PACKS,
} from '@tarock/engine';

export interface Knowledge {
  readonly pack: Pack;
  readonly viewer: Seat;
  readonly declarer: Seat | null;
  /** The active seats in playing order. */
  readonly players: readonly Seat[];
  /** Per seat: the cards it played to tricks (the current trick included). */
  readonly played: readonly (readonly Card[])[];
  /** Per seat: a bitmask of the suits it has shown to be out of. */
  readonly voids: readonly number[];
  /** Per seat: how many cards it holds now. */
  readonly handSizes: readonly number[];
  /**
   * The talon as dealt, where the viewer knows it (it lay open, or the viewer took it). A seat
   * remembers the untaken cards the rules hide again once the declarer has chosen (Löw, Beck);
   * only a spectator's has null entries for them.
   */
  readonly talon: readonly (Card | null)[] | null;
  /** Discards the viewer may see, and how many lie face down. */
  readonly knownDiscards: readonly Card[];
  readonly hiddenDiscards: number;
  /**
   * The untaken talon where visible or remembered, and how many face-down cards lie in the talon
   * now that the viewer cannot name.
   */
  readonly knownRest: readonly Card[];
  readonly hiddenRest: number;
  /** Exposed talon cards whose place (the declarer's hand, a face-down discard, the rest) is unknown. */
  readonly talonUnplaced: readonly Card[];
  /** Every card whose place is unknown to the viewer, the talon's unplaced cards excepted. */
  readonly unknown: readonly Card[];
  /** Did the declarer take a part of the talon (or the stock)? */
  readonly talonTaken: boolean;
  /** Talon cards the declarer took (when the talon lay open), or null when not known. */
  readonly taken: ReadonlySet<Card> | null;
  /** Per seat: cards it must hold (its announcements say so), and cards it cannot hold. */
  readonly holds: readonly ReadonlySet<Card>[];
  readonly lacks: readonly ReadonlySet<Card>[];
}

/** The viewer's knowledge (the viewer must be a seat, not a spectator). */
export function knowledgeOf(game: Game, view: View): Knowledge {
  const pack = PACKS[game.rules.pack];
  const viewer = view.viewer === 'spectator' ? -1 : view.viewer;
  const declarer = view.contract?.declarer ?? null;
  const played: Card[][] = Array.from({ length: view.seats }, () => []);
  const voids = Array.from({ length: view.seats }, () => 0);
  const rules = view.contract ? game.playRules(view) : null;
  const order = (leader: Seat, n: number): Seat[] => {
    const out: Seat[] = [];
    let i = view.players.indexOf(leader);
    for (let k = 0; k < n; k++) {
      out.push(view.players[i % view.players.length] as Seat);
      i++;
    }
    return out;
  };
  const readTrick = (leader: Seat, cards: readonly Card[]) => {
    const seats = order(leader, cards.length);
    cards.forEach((c, k) => {
      const seat = seats[k] as Seat;
      played[seat]?.push(c);
      if (k > 0 && rules) noteVoids(rules, pack, cards[0] as Card, c, seat, voids);
    });
  };
  for (const t of view.tricks) readTrick(t.leader, t.cards);
  if (view.trick.length > 0) readTrick(view.leader, view.trick);

  const seen = new Set<Card>(view.hand);
  for (const p of played) for (const c of p) seen.add(c);
  const knownDiscards = view.discards.filter((c): c is Card => c !== null);
  const hiddenDiscards = view.discards.length - knownDiscards.length;
  for (const c of knownDiscards) seen.add(c);
  const talonTaken = view.history.some((t) => t.action.type === 'talon');

  // The talon as the viewer saw it lie open: every card, though the rules may forbid looking at
  // the untaken ones again (Löw, Beck: the seat remembers them all the same).
  let talon: (Card | null)[] | null = view.seenTalon
    ? [...view.seenTalon]
    : view.exposedTalon
      ? [...view.exposedTalon]
      : view.talon?.every((c) => c !== null)
        ? (view.talon as Card[])
        : null;
  const takenFrom = (t: readonly (Card | null)[] | null) =>
    t && talonTaken && declarer !== null ? takenOf(game, view, t, declarer) : null;
  let taken = takenFrom(talon);
  const knownRest = view.talonRest ?? rememberedRest(view, talon, taken);
  for (const c of knownRest) seen.add(c);
  if (!talon && viewer === declarer && talonTaken) {
    // The declarer took the stock unseen by the others: it is what he holds, played or laid away
    // beyond his dealt hand.
    const dealt = lastDealHand(view, viewer);
    if (dealt) {
      const had = new Set<Card>([...view.hand, ...(played[viewer] ?? []), ...knownDiscards]);
      for (const c of dealt) had.delete(c);
      talon = [...had];
      taken = takenFrom(talon);
    }
  }
  // Exposed talon cards are unplaced only once the declarer has taken from the talon: until then
  // they lie in it, known.
  const talonUnplaced: Card[] = [];
  if (talon) {
    for (const c of talon) {
      if (c === null) continue;
      if (!seen.has(c) && talonTaken) talonUnplaced.push(c);
      seen.add(c);
    }
  }
  // Face-down cards lying in the talon now: the hidden untaken rest, or the whole talon before it
  // is touched.
  const hiddenRest =
    view.talonRest || knownRest.length > 0
      ? 0
      : view.talonRestSize > 0
        ? view.talonRestSize
        : !talon && !talonTaken
          ? game.rules.talonSize
          : 0;
  const unknown = pack.cards.filter((c) => !seen.has(c));
  const holds = Array.from({ length: view.seats }, () => new Set<Card>());
  const lacks = Array.from({ length: view.seats }, () => new Set<Card>());
  for (const a of view.announcements) {
    const c = handConstraint(a.bonus);
    if (!c) continue;
    for (const card of c.holds) holds[a.seat]?.add(card);
    for (const card of c.lacks) lacks[a.seat]?.add(card);
  }
  return {
    taken,
    holds,
    lacks,
    pack,
    viewer,
    declarer,
    players: view.players,
    played,
    voids,
    handSizes: view.handSizes,
    talon,
    knownDiscards,
    hiddenDiscards,
    knownRest,
    hiddenRest,
    talonUnplaced,
    unknown,
    talonTaken,
  };
}

/** A follower that did not follow suit is out of it; one that did not trump either is out of trumps. */
export function noteVoids(
  rules: PlayRules,
  pack: Pack,
  led: Card,
  card: Card,
  seat: Seat,
  voids: number[],
): void {
  const ledSuit = pack.suitOf[led] as number;
  const suit = pack.suitOf[card] as number;
  if (suit === ledSuit) return;
  let v = (voids[seat] ?? 0) | (1 << ledSuit);
  if (rules.trumpSuit >= 0 && suit !== rules.trumpSuit) v |= 1 << rules.trumpSuit;
  voids[seat] = v;
}

/** The viewer's hand in the last deal of the history (its own cards are visible to it). */
export function lastDealHand(view: View, seat: Seat): Card[] | null {
  for (let i = view.history.length - 1; i >= 0; i--) {
    const a = view.history[i]?.action;
    if (a?.type === 'deal') {
      const hand = a.hands[seat];
      if (!hand || hand.some((c) => c === null)) return null;
      return hand as Card[];
    }
  }
  return null;
}

/**
 * The untaken talon face down on the table, as the viewer remembers it from when the talon lay
 * open: the seen talon's cards the declarer did not take (empty when not known, or none lies).
 */
function rememberedRest(
  view: View,
  talon: readonly (Card | null)[] | null,
  taken: ReadonlySet<Card> | null,
): readonly Card[] {
  if (view.talonRestSize === 0 || !talon || !taken) return [];
  const rest = talon.filter((c): c is Card => c !== null && !taken.has(c));
  return rest.length === view.talonRestSize ? rest : [];
}

/** The talon cards the declarer took: where the untaken ones are hidden again, the cards still shown. */
function takenOf(game: Game, view: View, talon: readonly (Card | null)[], declarer: Seat): Set<Card> | null {
  const shown = talon.filter((c): c is Card => c !== null);
  return shown.length < talon.length ? new Set(shown) : takenCards(game, view, shown, declarer);
}

/**
 * The exposed talon cards the declarer took: everyone saw the talon and the group he chose. The
 * engine says which cards a group holds, so ask it: apply the recorded choice to a bare state that
 * holds only the contract, the talon and the announcements made before the pickup.
 */
function takenCards(game: Game, view: View, talon: readonly Card[], declarer: Seat): Set<Card> | null {
  const choice = view.history.find((t) => t.action.type === 'talon')?.action;
  if (choice?.type !== 'talon' || !view.contract) return null;
  const bare: State = {
    ...game.newDeal({ dealer: view.dealer }),
    phase: 'talon',
    toAct: declarer,
    contract: { ...view.contract, talonGroup: null },
    talon,
    talonExposed: true,
    talonShown: true,
    announcements: view.announcements.filter((a) => a.stage === 'pre'),
  };
  const after = game.apply(bare, choice);
  if (!after.ok) return null;
  return new Set(after.value.hands[declarer] ?? []);
}
