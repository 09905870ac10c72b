/**
 * The hidden-card check of the conformance suite: a seat's view must not change when the cards it
 * has not seen are permuted among the other hands and the hidden talon.
 */
import type { Card } from '../cards/pack';
import type { Game } from '../core/game';
import { type Rng, shuffled } from '../core/rng';
import type { State } from '../core/state';
import type { Action, Seat } from '../core/types';
import type { View } from '../core/view';
import { firstDifference } from './equal';
import { hiddenFrom } from './hidden';

/** Every card a view shows, anywhere. */
export function cardsSeen(v: View, into: Set<Card>): void {
  const add = (c: Card | null) => {
    if (c !== null) into.add(c);
  };
  v.hand.forEach(add);
  v.talon?.forEach(add);
  v.exposedTalon?.forEach(add);
  v.seenTalon?.forEach(add);
  v.discards.forEach(add);
  v.talonRest?.forEach(add);
  v.trick.forEach(add);
  for (const t of v.tricks) t.cards.forEach(add);
  for (const h of v.thrownIn ?? []) h.cards.forEach(add);
  for (const t of v.history) {
    const a = t.action;
    if (a.type === 'deal') {
      for (const h of a.hands) h.forEach(add);
      a.talon.forEach(add);
    } else if (a.type === 'discard' || a.type === 'play') add(a.card);
  }
}

function relabel(a: Action, map: ReadonlyMap<Card, Card>): Action {
  const m = (c: Card) => map.get(c) ?? c;
  if (a.type === 'deal') return { type: 'deal', hands: a.hands.map((h) => h.map(m)), talon: a.talon.map(m) };
  if (a.type === 'discard' || a.type === 'play') return { ...a, card: m(a.card) };
  return a;
}

/** Whether the same hands were shown, for the same reasons, when the deal was thrown in. */
function sameShown(a: State, b: State): boolean {
  const key = (s: State) => (s.thrownIn ?? []).map((h) => `${h.seat}:${h.reason}`).join(' ');
  return key(a) === key(b);
}

/**
 * The hidden-card swap: picks a viewer and a state, permutes the cards the viewer has not seen up
 * to that state, replays the relabelled actions and compares the viewer's views step by step.
 */
export function checkViewSwap(
  game: Game,
  states: readonly State[],
  rng: Rng,
): { compared: number; failure: string | null } {
  const final = states[states.length - 1] as State;
  const last = final.phase === 'finished' ? states.length - 2 : states.length - 1;
  if (last < 1) return { compared: 0, failure: null };
  const k = 1 + rng.int(last);
  const viewer: Seat | 'spectator' =
    rng.int(game.seats + 1) === game.seats ? 'spectator' : rng.int(game.seats);
  const views = states.slice(0, k + 1).map((s) => game.view(s, viewer));
  // The cards swapped are those the rules hide from the viewer at every step up to k, worked out
  // from the true states: were they read off the views under test, a card a view shows wrongly
  // would count as seen and never be swapped, and the leak would pass. Hands shown when a deal
  // was thrown in are the rules' own announcement (IT-13) and stay as they were.
  const hiddenAtEveryStep = new Set<Card>(game.pack.cards);
  for (let j = 1; j <= k; j++) {
    const at = states[j] as State;
    const hidden = hiddenFrom(game, at, viewer);
    for (const c of hiddenAtEveryStep) if (!hidden.has(c)) hiddenAtEveryStep.delete(c);
    for (const h of at.thrownIn ?? []) for (const c of h.cards) hiddenAtEveryStep.delete(c);
  }
  const unseen = game.pack.cards.filter((c) => hiddenAtEveryStep.has(c));
  const perm = shuffled(rng, unseen);
  const map = new Map(unseen.map((c, i) => [c, perm[i] as Card]));
  const first = states[0] as State;
  let s = game.newDeal({ dealer: first.dealer, pot: first.pot, redeals: first.redeals });
  let compared = 0;
  for (let j = 1; j <= k; j++) {
    const original = states[j] as State;
    const turn = original.history[original.history.length - 1];
    if (!turn) break;
    const next = game.apply(s, relabel(turn.action, map));
    // An action the swap made illegal ends the comparison (another hand's card no longer follows
    // suit, say). One that is still legal must lead to the same phase and the same seat to act:
    // both are in the view, so a difference tells the viewer something about the unseen cards.
    // Except after a deal: a deal thrown in for what a hand holds (Löw's hand without a tarock,
    // IT-13) is the rules' own public announcement, and so is its absence, and so are the hands
    // shown and why (the swap may leave another hand without a tarock).
    if (!next.ok) break;
    const moved = next.value.phase !== original.phase || next.value.toAct !== original.toAct;
    if (turn.action.type === 'deal' && (moved || !sameShown(next.value, original))) break;
    if (moved)
      return {
        compared,
        failure: `after turn ${j} the ${next.value.phase !== original.phase ? `phase (${next.value.phase} ≠ ${original.phase})` : `seat to act (${String(next.value.toAct)} ≠ ${String(original.toAct)})`} changes when the cards ${String(viewer)} has not seen are swapped`,
      };
    s = next.value;
    const d = firstDifference(game.view(s, viewer), views[j]);
    if (d)
      return {
        compared,
        failure: `the view of ${String(viewer)} after turn ${j} changes when unseen cards are swapped: ${d}`,
      };
    compared++;
  }
  return { compared, failure: null };
}
