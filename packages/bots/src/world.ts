/**
 * Whole sampled worlds: a complete State the viewer cannot tell from the real one. The hidden
 * cards are dealt out again (sampler.ts), the deal is rebuilt from where every card is now, and
 * the public history is replayed through the engine, face-down discards chosen among the sampled
 * ones. The engine checks every step, so a world that contradicts anything public — a void, a
 * discard rule, an announcement a hand does not allow — is rejected and drawn again.
 */
import {
  type Action,
  type Card,
  type Game,
  type Rng,
  type Seat,
  type State,
  type View,
  shuffled,
} from '@tarock/engine';
import { type Knowledge, knowledgeOf, lastDealHand } from './knowledge';
import { sampleHands } from './sampler';

const MAX_REDEAL_TRIES = 300;

/** A world consistent with the view, or null if this draw failed (draw again). */
export function sampleWorld(
  game: Game,
  view: View,
  rng: Rng,
  k: Knowledge = knowledgeOf(game, view),
): State | null {
  const sampled = sampleHands(k, view.hand, rng);
  if (!sampled) return null;
  const declarer = k.declarer;
  const talonSize = game.rules.talonSize;
  let talon: Card[];
  if (k.talon) {
    // Cards the rules hid again (the untaken talon of Löw and Beck) are the sampled rest's.
    const shown = k.talon;
    const hidden = sampled.rest.filter((c) => !shown.includes(c));
    if (hidden.length !== shown.filter((c) => c === null).length) return null;
    let next = 0;
    talon = shown.map((c) => c ?? (hidden[next++] as Card));
  } else if (!k.talonTaken) {
    // Untouched: the talon is what lies there (a visible rest in its dealt order).
    const known = new Set(k.knownRest);
    talon = [
      ...k.knownRest,
      ...shuffled(
        rng,
        sampled.rest.filter((c) => !known.has(c)),
      ),
    ];
  } else {
    // The stock was taken unseen: any of the declarer's cards may have come from it.
    if (declarer === null) return null;
    const had = [...(sampled.hands[declarer] ?? []), ...(k.played[declarer] ?? []), ...sampled.discards];
    talon = shuffled(rng, had).slice(0, talonSize);
  }
  const inTalon = new Set(talon);
  const hands: Card[][] = Array.from({ length: view.seats }, () => []);
  for (const p of k.players) {
    const had = [...(sampled.hands[p] ?? []), ...(k.played[p] ?? [])];
    if (p === declarer) had.push(...sampled.discards);
    hands[p] = shuffled(
      rng,
      had.filter((c) => !inTalon.has(c)),
    );
    if (hands[p]?.length !== game.rules.handSize) return null;
  }
  const mine = lastDealHand(view, k.viewer);
  if (mine) hands[k.viewer] = [...mine];
  const deal: Action = { type: 'deal', hands, talon };
  const known = new Set(k.knownDiscards);
  const hidden = sampled.discards.filter((c) => !known.has(c));
  const deals = view.history.filter((t) => t.action.type === 'deal').length;

  let s = game.newDeal({ dealer: view.dealer, pot: view.pot, sidePot: view.sidePot });
  let dealNo = 0;
  for (const turn of view.history) {
    const a = turn.action;
    let action: Action;
    if (a.type === 'deal') {
      dealNo++;
      if (dealNo < deals) {
        const thrownIn = redealAgain(game, s, rng);
        if (!thrownIn) return null;
        s = thrownIn;
        continue;
      }
      action = deal;
    } else if (a.type === 'discard' && a.card === null) {
      const options = game
        .legalActions(s)
        .filter(
          (x): x is Extract<Action, { type: 'discard' }> => x.type === 'discard' && hidden.includes(x.card),
        );
      const pick = options[rng.int(Math.max(1, options.length))];
      if (!pick) return null;
      hidden.splice(hidden.indexOf(pick.card), 1);
      action = pick;
    } else if (a.type === 'discard') {
      action = { type: 'discard', card: a.card as Card };
    } else action = a;
    const next = game.apply(s, action);
    if (!next.ok) return null;
    s = next.value;
  }
  return s;
}

/** A thrown-in earlier deal: some deal after which the cards are dealt again. */
function redealAgain(game: Game, s: State, rng: Rng): State | null {
  for (let i = 0; i < MAX_REDEAL_TRIES; i++) {
    const next = game.apply(s, game.sampleDeal(s, rng));
    if (next.ok && next.value.phase === 'deal') return next.value;
  }
  return null;
}

/** Draws worlds until one succeeds (up to `tries`). */
export function drawWorld(game: Game, view: View, rng: Rng, k: Knowledge, tries = 20): State | null {
  for (let i = 0; i < tries; i++) {
    const w = sampleWorld(game, view, rng, k);
    if (w) return w;
  }
  return null;
}

/** The cards the declarer took from the talon, read from a world (the engine applies the group). */
export function takenFromTalon(world: State, declarer: Seat): Card[] {
  const i = world.history.findIndex((t) => t.action.type === 'talon');
  let dealt: Action | undefined;
  for (const t of world.history) if (t.action.type === 'deal') dealt = t.action;
  if (i < 0 || dealt?.type !== 'deal') return [];
  const had = new Set(dealt.hands[declarer] ?? []);
  const possessed = [
    ...(world.hands[declarer] ?? []),
    ...world.discards,
    ...world.tricks.flatMap((t) => cardsOf(world, t, declarer)),
    ...trickCardsOf(world, declarer),
  ];
  return possessed.filter((c) => !had.has(c));
}

function cardsOf(world: State, t: { leader: Seat; cards: readonly Card[] }, seat: Seat): Card[] {
  const i = world.players.indexOf(t.leader);
  return t.cards.filter((_, k) => world.players[(i + k) % world.players.length] === seat);
}

function trickCardsOf(world: State, seat: Seat): Card[] {
  return cardsOf(world, { leader: world.leader, cards: world.trick }, seat);
}
