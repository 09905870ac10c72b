/**
 * Inference from the declarer's exchange: the trump suit he named after the auction, the talon
 * part he took and the cards he laid away. The rule-based player chooses these by his hand alone
 * (decisions.ts: `chooseTrump`, `chooseTalon`, `chooseDiscard`), so a world in which another
 * seat declared can be asked whether his cards there would have made the same choices: each
 * choice they would not have made is a misfit, counted with those of the card play
 * (playInference.ts). Against rule-based declarers the true deal has none (exchangeInference.test.ts).
 * Choices made in the auction (a trump named with the bid) are chosen by simulation, not by rule,
 * and are not asked; nor is a choice made before a stock the others did not see was taken.
 */
import {
  type Action,
  type Card,
  type Game,
  type Rng,
  type Seat,
  type State,
  type View,
  sameAction,
} from '@tarock/engine';
import { chooseDiscard, ruleAction, talonScore } from './decisions';
import { isBidding } from './heuristic';
import type { Knowledge } from './knowledge';
import { cardsKey } from './playInference';
import { drawWorld } from './world';

/** A choice of the declarer's made by rule, as it lay before him (in a world drawn once). */
interface RuledChoice {
  readonly state: State;
  readonly legal: readonly Action[];
  readonly action: Action;
  /** Made before he took from the talon: with his dealt cards, not those he holds after. */
  readonly beforeTake: boolean;
  /**
   * For a talon choice, each legal part's cards and the state after it is taken: `chooseTalon`
   * weighs the hands they make without the engine applying every part for every world.
   */
  readonly parts: readonly { readonly added: readonly Card[]; readonly after: State }[] | null;
}

export interface ExchangeCheck {
  /**
   * The misfits of the declarer's exchange for a world: `held` his cards there in hand and played,
   * `discards` the cards he laid away there.
   */
  misfits(held: readonly Card[], discards: readonly Card[]): number;
}

/**
 * The check for the viewer's knowledge, or null where there is nothing to ask: the viewer is the
 * declarer, no choice of his was made by rule, or no world could be drawn.
 */
export function exchangeCheck(game: Game, view: View, k: Knowledge, rng: Rng): ExchangeCheck | null {
  const declarer = k.declarer;
  if (declarer === null || declarer === k.viewer) return null;
  const ruled = new Set<Action['type']>(['trump', 'talon', 'discard']);
  let lastDeal = -1;
  view.history.forEach((t, i) => {
    if (t.action.type === 'deal') lastDeal = i;
  });
  if (!view.history.some((t, i) => i > lastDeal && t.actor === declarer && ruled.has(t.action.type)))
    return null;
  const world = drawWorld(game, view, rng, k);
  if (!world) return null;
  // The world's history is the view's with the face-down discards chosen: replay it to find the
  // positions the declarer chose from (his hand in them is replaced by each world's).
  let dealAt = -1;
  world.history.forEach((t, i) => {
    if (t.action.type === 'deal') dealAt = i;
  });
  const choices: RuledChoice[] = [];
  let discardFrom: State | null = null;
  let discarded = 0;
  let taken = false;
  let s = game.newDeal({ dealer: view.dealer, pot: view.pot, sidePot: view.sidePot });
  for (let i = 0; i < world.history.length; i++) {
    const turn = world.history[i];
    if (!turn) break;
    if (i > dealAt && turn.actor === declarer && !isBidding(s)) {
      const a = turn.action;
      if (a.type === 'discard') {
        if (discarded === 0) discardFrom = s;
        discarded++;
      } else if ((a.type === 'trump' || a.type === 'talon') && discarded === 0) {
        // Where the viewer does not know the untaken talon (a spectator's knowledge, where the
        // rules hide it again), this world's talon parts are not those he chose from.
        const partsKnown = a.type !== 'talon' || (k.talon?.every((c) => c !== null) ?? false);
        const legal = partsKnown ? game.legalActions(s) : [];
        const parts = a.type === 'talon' ? talonParts(game, s, declarer, legal) : null;
        if (legal.length > 1 && (a.type !== 'talon' || parts))
          choices.push({ state: s, legal, action: a, beforeTake: !taken, parts });
      }
      if (a.type === 'talon') taken = true;
    }
    const next = game.apply(s, turn.action);
    if (!next.ok) return null;
    s = next.value;
  }
  if (choices.length === 0 && !discardFrom) return null;
  const takenCards = k.taken;
  const withHand = (at: State, hand: readonly Card[]): State => ({
    ...at,
    hands: at.hands.map((h, seat) => (seat === declarer ? hand : h)),
  });
  const memo = new Map<string, number>();
  return {
    misfits(held, discards) {
      // His discards first: a tie the rules break by hand order (unknown to the others) is no misfit.
      const all = [...discards, ...held];
      const key = `${cardsKey(held)}|${cardsKey(discards)}`;
      const known = memo.get(key);
      if (known !== undefined) return known;
      let count = 0;
      for (const c of choices) {
        let hand: readonly Card[] = all;
        if (c.beforeTake) {
          // His dealt cards: all he had less what he took (unknown where the stock was taken unseen).
          if (!takenCards) continue;
          hand = all.filter((x) => !takenCards.has(x));
        }
        const chosen = c.parts
          ? c.legal[bestPart(game, c.parts, hand)]
          : ruleAction(game, withHand(c.state, hand), c.legal);
        if (!chosen || !sameAction(chosen, c.action)) count++;
      }
      if (discardFrom)
        count += discardMisfits(game, withHand(discardFrom, all), declarer, discarded, discards);
      memo.set(key, count);
      return count;
    },
  };
}

/** Each legal talon part's cards and the state after it, or null if a part is more than cards added. */
function talonParts(
  game: Game,
  s: State,
  declarer: Seat,
  legal: readonly Action[],
): { added: Card[]; after: State }[] | null {
  const before = new Set(s.hands[declarer] ?? []);
  const parts: { added: Card[]; after: State }[] = [];
  for (const a of legal) {
    const next = game.apply(s, a);
    if (!next.ok) return null;
    const hand = next.value.hands[declarer] ?? [];
    const added = hand.filter((c) => !before.has(c));
    if (hand.length !== before.size + added.length) return null;
    parts.push({ added, after: next.value });
  }
  return parts;
}

/** The part `chooseTalon` takes with `hand`: the first of the best (decisions.ts). */
function bestPart(
  game: Game,
  parts: readonly { added: readonly Card[]; after: State }[],
  hand: readonly Card[],
): number {
  let best = 0;
  let bestScore = -Infinity;
  parts.forEach((p, i) => {
    const score = talonScore(game, p.after, [...hand, ...p.added]);
    if (score > bestScore) {
      bestScore = score;
      best = i;
    }
  });
  return best;
}

/** The world's discards the rule-based choice would not have laid away, from `s` on. */
function discardMisfits(
  game: Game,
  start: State,
  declarer: Seat,
  n: number,
  discards: readonly Card[],
): number {
  const laid = new Set<Card>();
  let s = start;
  for (let i = 0; i < n && s.toAct === declarer; i++) {
    // His discards first among the legal ones, as in the hand he is given (see above).
    const legal = game
      .legalActions(s)
      .filter((a) => a.type === 'discard')
      .sort((a, b) => Number(discards.includes(b.card)) - Number(discards.includes(a.card)));
    if (legal.length === 0) break;
    const a = chooseDiscard(game, s, legal);
    if (a.type === 'discard') laid.add(a.card);
    const next = game.apply(s, a);
    if (!next.ok) break;
    s = next.value;
  }
  let count = 0;
  for (const c of discards) if (!laid.has(c)) count++;
  return count;
}
