/**
 * Decisions by simulation: each candidate action is tried in the same sampled worlds (so their
 * luck is shared), each world played to the end by rollout; the action with the best mean result
 * for the seat wins. Worlds are drawn from the seat's view only (world.ts).
 * The view's cards say nothing of the auction, but the auction says something of the cards: the
 * declarer outbid everyone, so his hand is stronger than a random one. Worlds drawn uniformly
 * would make a defender think every declarer weak (and double him almost always — measured: pimc
 * doubled 113 of 132 Illustrated games it defended, and lost by it). So when another seat
 * declares, the worlds kept are those in which his hand is the strongest (hand value with the
 * trump he plays), out of BID_EVIDENCE times as many draws.
 */
import type { Action, Game, Rng, Seat, State, View } from '@tarock/engine';
import { handValue, ruleAction } from './decisions';
import { type Knowledge, knowledgeOf } from './knowledge';
import { rollout, scoreOf } from './rollout';
import { drawWorld } from './world';

export interface SimulationResult {
  readonly action: Action;
  /** Mean result per candidate, in `candidates` order. */
  readonly means: readonly number[];
  /** Per candidate, the worlds in which the seat came out ahead (a result above 0). */
  readonly ahead: readonly number[];
  readonly worlds: number;
  /** What the means count: game points or money in cents (as the deal's settlement does). */
  readonly unit: 'points' | 'cents';
}

/**
 * Simulates every candidate in `worlds` sampled worlds and returns the best (ties: the earliest).
 * `declarerEdge` credits the worlds in which the seat ends up declaring with that fraction of the
 * result's size (a won game counts for more, a lost one for less): a player whose card play as
 * declarer is stronger than the rollouts' wins more of its games than they say.
 */
export function simulateChoice(
  game: Game,
  view: View,
  candidates: readonly Action[],
  worlds: number,
  rng: Rng,
  declarerEdge = 0,
  decide?: (s: State, legal: readonly Action[]) => Action,
): SimulationResult {
  const me = view.viewer as Seat;
  const k = knowledgeOf(game, view);
  const sums = candidates.map(() => 0);
  const ahead = candidates.map(() => 0);
  let used = 0;
  let unit: 'points' | 'cents' = 'points';
  for (const world of worldsFor(game, view, k, me, worlds, rng)) {
    used++;
    candidates.forEach((a, i) => {
      const next = game.apply(world, a);
      if (!next.ok) return;
      const end = rollout(game, next.value, rng, decide);
      unit = end.settlement?.unit ?? unit;
      let score = scoreOf(end, me);
      if (declarerEdge !== 0 && end.settlement?.declarer === me) score += declarerEdge * Math.abs(score);
      sums[i] = (sums[i] as number) + score;
      if (score > 0) ahead[i] = (ahead[i] as number) + 1;
    });
  }
  const means = sums.map((x) => (used ? x / used : 0));
  let best = 0;
  means.forEach((m, i) => {
    if (m > (means[best] as number) + 1e-9) best = i;
  });
  return { action: candidates[best] as Action, means, ahead, worlds: used, unit };
}

/**
 * The rollouts' choices for judging `me`'s own bid: by rule (the other seats pass), except that
 * another seat makes a call that costs it nothing where one takes a contract from the declarer the
 * auction would leave (`denyingCall`). In Scharfes Tarock any second bid after a Herz bid wins
 * nothing for its bidder but denies the Herz bidder the Frage: heuristic players made one after
 * 552 of pimc's 579 Herz bids from forehand, and rollouts in which they passed valued those bids
 * as the Frage they could not be (pimc won 46 % of the Herzsolos they became). Measured against
 * the rollouts without it: +1.32 ± 0.47 cents per deal (pimc:fast, 2,000 deals; docs/strength.md
 * section 33); where no call denies (Haferltarock, Huber's auction) the rollouts are unchanged.
 */
export function bidRolloutChoice(game: Game, me: Seat): (s: State, legal: readonly Action[]) => Action {
  return (s, legal) =>
    (s.phase === 'auction' && s.toAct !== me ? denyingCall(game, s, legal) : null) ??
    ruleAction(game, s, legal);
}

/**
 * A call of the seat to act in `s`'s auction that leaves the declarer the auction ends with (every
 * later call by rule) as he is, but with fewer contracts to choose from; null if none does.
 */
export function denyingCall(game: Game, s: State, legal: readonly Action[]): Action | null {
  const quiet = ruleAction(game, s, legal);
  const base = auctionEnd(game, s, quiet);
  if (!base || base.declarer === null) return null;
  for (const a of legal) {
    if (a === quiet) continue;
    const end = auctionEnd(game, s, a);
    if (end && end.declarer === base.declarer && end.choices < base.choices) return a;
  }
  return null;
}

/** Where the auction ends after `a` in `s`, every later call by rule: the declarer and his number of contracts. */
function auctionEnd(game: Game, s: State, a: Action): { declarer: Seat | null; choices: number } | null {
  let next = game.apply(s, a);
  for (let step = 0; next.ok && next.value.phase === 'auction' && step < 100; step++) {
    const t = next.value;
    next = game.apply(t, ruleAction(game, t, game.legalActions(t)));
  }
  if (!next.ok || next.value.phase === 'auction') return null;
  const t = next.value;
  if (t.phase === 'declare' && t.toAct !== 'chance' && t.toAct !== null)
    return { declarer: t.toAct, choices: game.legalActions(t).length };
  const declarer = t.contract?.declarer ?? null;
  return { declarer, choices: 1 };
}

/** Worlds drawn per world kept when another seat declares (see the summary). */
const BID_EVIDENCE = 4;

/**
 * The worlds a decision is simulated in. When another seat declares, the declarer outbid every
 * other player: of `evidence` times as many draws, the worlds kept are those in which his hand is
 * the strongest of all the active hands (the viewer's included), the strongest for him first,
 * topped up by the strongest of the rest when too few draws agree.
 */
export function worldsFor(
  game: Game,
  view: View,
  k: Knowledge,
  me: Seat,
  worlds: number,
  rng: Rng,
  evidence = BID_EVIDENCE,
): State[] {
  const declarer = k.declarer;
  const weigh = declarer !== null && declarer !== me;
  const out: State[] = [];
  for (let w = 0; w < (weigh ? worlds * evidence : worlds); w++) {
    const world = drawWorld(game, view, rng, k);
    if (world) out.push(world);
  }
  if (!weigh) return out;
  const ranked = out.map((w) => {
    const his = handValue(game, w, declarer);
    const strongest = w.players.every((p) => p === declarer || handValue(game, w, p) <= his);
    return { w, key: (strongest ? 1e6 : 0) + his };
  });
  return ranked
    .sort((a, b) => b.key - a.key)
    .slice(0, worlds)
    .map((x) => x.w);
}

/** The same choice with every card known (the cheater's simulation): one rollout per candidate. */
export function simulateOpen(
  game: Game,
  s: State,
  candidates: readonly Action[],
  rng: Rng,
  runs = 1,
): Action {
  const me = s.toAct as Seat;
  let best = candidates[0] as Action;
  let bestMean = -Infinity;
  for (const a of candidates) {
    const next = game.apply(s, a);
    if (!next.ok) continue;
    let sum = 0;
    for (let r = 0; r < runs; r++) sum += scoreOf(rollout(game, next.value, rng), me);
    if (sum / runs > bestMean + 1e-9) {
      bestMean = sum / runs;
      best = a;
    }
  }
  return best;
}
