/**
 * Rule-based choices outside the card play, on a State whose own hand the chooser may see (a
 * sampled world, or the real deal in a rollout): the trump suit, the talon part, the discards, and
 * the default of every other decision — pass or retire in an auction, no announcement, no contra
 * (but a claim of an honour held, where honours must be claimed).
 */
import {
  type Action,
  type BavarianRules,
  type Card,
  type Game,
  type Pack,
  type Seat,
  type State,
  contractSpec,
  honoursOf,
  playRules,
  trumpSuits,
} from '@tarock/engine';

/** How good a hand is with `trump` as trumps: card points, trumps and their strength, voids. */
export function handScore(pack: Pack, hand: readonly Card[], trump: number): number {
  let score = 0;
  let trumps = 0;
  const suits = new Set<number>();
  for (const c of hand) {
    const suit = pack.suitOf[c] as number;
    suits.add(suit);
    score += pack.points[c] as number;
    if (suit === trump) {
      trumps++;
      score += 4 + (pack.rankOf[c] as number) * 0.6;
    }
  }
  const plainSuits = pack.suits.length - (trump >= 0 ? 1 : 0);
  const voids = plainSuits - [...suits].filter((x) => x !== trump).length;
  if (trumps >= 4) score += voids * 4;
  return score;
}

/** The trump suit among the legal choices that makes the best hand. */
export function chooseTrump(game: Game, s: State, legal: readonly Action[]): Action {
  const hand = s.hands[s.toAct as Seat] ?? [];
  let best = legal[0] as Action;
  let bestScore = -Infinity;
  for (const a of legal) {
    if (a.type !== 'trump') continue;
    const score = handScore(game.pack, hand, a.suit);
    if (score > bestScore) {
      bestScore = score;
      best = a;
    }
  }
  return best;
}

/** How strong `seat`'s hand is in `s`, with the trump suit it plays (or would most likely choose). */
export function handValue(game: Game, s: State, seat: Seat): number {
  const hand = s.hands[seat] ?? [];
  return handScore(game.pack, hand, trumpOf(game, s, hand));
}

/** The trump suit the declarer plays (or will most likely choose). */
function trumpOf(game: Game, s: State, hand: readonly Card[]): number {
  const named = s.contract?.trump;
  if (named !== null && named !== undefined) return named;
  if (game.pack.tarockSuit >= 0) return game.pack.tarockSuit;
  let best = 0;
  for (let t = 1; t < game.pack.suits.length; t++)
    if (handScore(game.pack, hand, t) > handScore(game.pack, hand, best)) best = t;
  return best;
}

/** The talon part whose cards make the best hand (the engine applies each choice). */
export function chooseTalon(game: Game, s: State, legal: readonly Action[]): Action {
  const seat = s.toAct as Seat;
  let best = legal[0] as Action;
  let bestScore = -Infinity;
  for (const a of legal) {
    const next = game.apply(s, a);
    if (!next.ok) continue;
    const score = talonScore(game, next.value, next.value.hands[seat] ?? []);
    if (score > bestScore) {
      bestScore = score;
      best = a;
    }
  }
  return best;
}

/** What `chooseTalon` weighs a talon part by: the hand it makes, in the state after the choice. */
export function talonScore(game: Game, after: State, hand: readonly Card[]): number {
  return handScore(game.pack, hand, trumpOf(game, after, hand));
}

/**
 * A card to lay away: never a trump if avoidable; from a short plain suit (to be void in it);
 * points that might be lost in play are banked (discards count for the declarer); masters kept.
 */
export function chooseDiscard(game: Game, s: State, legal: readonly Action[]): Action {
  const pack = game.pack;
  const hand = s.hands[s.toAct as Seat] ?? [];
  const trump = trumpOf(game, s, hand);
  const strength = playRules(pack, trump).strength;
  const held = new Uint8Array(pack.cards.length);
  const length = new Int32Array(pack.suits.length);
  for (const c of hand) {
    held[c] = 1;
    const suit = pack.suitOf[c] as number;
    length[suit] = (length[suit] as number) + 1;
  }
  // The strongest card of each suit outside the hand: a card at least as strong is a master.
  const top = new Int32Array(pack.suits.length).fill(-1);
  for (const x of pack.cards) {
    if (held[x] === 1) continue;
    const suit = pack.suitOf[x] as number;
    top[suit] = Math.max(top[suit] as number, strength[x] as number);
  }
  let best = legal[0] as Action;
  let bestScore = -Infinity;
  for (const a of legal) {
    if (a.type !== 'discard') continue;
    const c = a.card;
    const suit = pack.suitOf[c] as number;
    const master = (top[suit] as number) <= (strength[c] as number);
    let score =
      (pack.points[c] as number) * 2 - (length[suit] as number) * 3 - (pack.rankOf[c] as number) * 0.1;
    if (suit === trump) score -= 100;
    if (master) score -= 15;
    if (score > bestScore) {
      bestScore = score;
      best = a;
    }
  }
  return best;
}

const PREFERRED: readonly Action['type'][] = ['pass', 'accept', 'ready'];

/**
 * A claim of an honour among the legal calls, where honours score only when claimed (after the
 * pickup, or after the last trick in the `claim` phase): a claimed honour scores whatever the game
 * does, so the rule-based players claim every one.
 */
export function honourClaim(game: Game, legal: readonly Action[]): Action | undefined {
  const honours = honoursOf(game.rules);
  return legal.find((a) => a.type === 'announce' && honours.some((h) => h.id === a.bonus));
}

/** The quiet choice: pass or retire in an auction, make no announcement and no contra. */
export function quietAction(legal: readonly Action[]): Action {
  for (const type of PREFERRED) {
    const a = legal.find((x) => x.type === type);
    if (a) return a;
  }
  return (
    legal.find((x) => x.type !== 'contra' && x.type !== 'announce' && x.type !== 'raise') ??
    (legal[0] as Action)
  );
}

/**
 * What a stock game's exchange is worth to a hand, in `handScore`'s terms: three cards taken up
 * and three laid away (which count for the declarer), against a game played without the stock.
 */
const STOCK_WORTH = 10;

/**
 * The contract a Bavarian declarer names among the `declare` choices (Huber's Frage, Solo and
 * Herzsolo): the one whose best trump makes the best hand, a stock game counting the exchange
 * (`STOCK_WORTH`), never a Bettel by rule; a tie goes to the higher contract. The rollouts that
 * judge a bid end here: the first legal contract (always the Frage) valued a sure Schellen Solo
 * as a Herz Frage with one Herz, and such hands were passed (16 of 30 Sirch deals thrown in).
 */
export function chooseDeclare(game: Game, s: State, legal: readonly Action[]): Action {
  const rules = game.rules.family === 'bavarian' ? (game.rules as BavarianRules) : null;
  const hand = s.hands[s.toAct as Seat] ?? [];
  let best = legal[0] as Action;
  let bestScore = Number.NEGATIVE_INFINITY;
  let bestValue = Number.NEGATIVE_INFINITY;
  for (const a of legal) {
    if (a.type !== 'declare' || !rules) continue;
    const spec = contractSpec(rules, a.contract);
    if (!spec || spec.kind === 'bettel') continue;
    const trumps = trumpSuits(spec);
    const score =
      Math.max(...trumps.map((t) => handScore(game.pack, hand, t))) +
      (spec.stock === 'exchange' ? STOCK_WORTH : 0);
    if (score > bestScore || (score === bestScore && spec.value > bestValue)) {
      best = a;
      bestScore = score;
      bestValue = spec.value;
    }
  }
  return best;
}

/** Every non-play decision by rule: trump, talon, discards by hand; a contract by hand; an honour claimed; all else quiet. */
export function ruleAction(game: Game, s: State, legal: readonly Action[]): Action {
  const first = legal[0] as Action;
  switch (first.type) {
    case 'declare':
      return chooseDeclare(game, s, legal);
    case 'trump':
      return chooseTrump(game, s, legal);
    case 'talon':
      return chooseTalon(game, s, legal);
    case 'discard':
      return chooseDiscard(game, s, legal);
    default:
      return honourClaim(game, legal) ?? quietAction(legal);
  }
}
