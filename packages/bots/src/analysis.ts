/**
 * The mistake finder for a played deal (after openschafkopf's): every card played where the
 * choice mattered, judged with every hand open by the perfect-information solver — the question
 * the cheater answers (objective.ts: can the declarer still reach his target; in a Bettel, can he
 * still take no trick; without a declarer, how many card points the player must take at least
 * against the other two). It says what could have been done with the cards on the table, not what
 * the player could know: a card called a mistake here may have been the right guess from the
 * player's own view.
 */
import type { Card, Game, Seat, State } from '@tarock/engine';
import type { TrickSolver } from '@tarock/solver';
import { playsOf } from './games';
import { openCardScores } from './omniscient';

/** The solvers of a run of `analyseCardPlay`, one per pack. */
export type AnalysisSolvers = Map<string, TrickSolver>;

/** Solver nodes per card judged (default of `analyseCardPlay`). */
export const ANALYSIS_NODES = 200_000;

export type CardVerdict =
  /** Another card would have kept the side's aim (or cost fewer points); this one did not. */
  | 'mistake'
  /** The card was one of the best. */
  | 'best'
  /** A node budget ran out: not judged. */
  | 'unjudged';

/**
 * What the mover's side plays for: the declarer's target in card points (the defenders: keeping him
 * below it), a Bettel's "no trick" (the defenders: making him take one), or, without a declarer,
 * the fewest card points.
 */
export type Aim = 'target' | 'no-trick' | 'fewest-points';

export interface CardAnalysis {
  /** Index of the turn in the record (`states[turn + 1]` follows it). */
  readonly turn: number;
  /** The trick, from 1. */
  readonly trick: number;
  readonly seat: Seat;
  readonly card: Card;
  /** The mover's side: the declarer, a defender, or alone (no declarer: every player for himself). */
  readonly side: 'declarer' | 'defender' | 'alone';
  readonly aim: Aim;
  readonly verdict: CardVerdict;
  /** The best cards (those that keep the aim; without a target, those that cost least); none when unjudged. */
  readonly best: readonly Card[];
  /**
   * Without a target: card-point units (thirds in the tarock pack, points in the German pack) the
   * played card cost against the best one. With a target: 0.
   */
  readonly cost: number;
}

/** The card `seat` played between `s` and `next` (the one that left its hand). */
function playedCard(s: State, next: State, seat: Seat): Card | null {
  const after = new Set(next.hands[seat] ?? []);
  return (s.hands[seat] ?? []).find((c) => !after.has(c)) ?? null;
}

/**
 * Judges every card played in the deal whose states are given (`states[i + 1]` after turn `i`, as
 * `replay` returns them), where the mover had a choice that mattered: some legal cards keep the
 * aim and some do not, or (without a target) they cost different amounts. Cards that could not
 * change anything are left out. `solvers` (one per pack) may be passed in to judge a deal in
 * pieces with the same solver, and so the same verdicts, as in one call.
 */
export function analyseCardPlay(
  game: Game,
  states: readonly State[],
  maxNodes: number = ANALYSIS_NODES,
  solvers: AnalysisSolvers = new Map(),
): CardAnalysis[] {
  const out: CardAnalysis[] = [];
  for (let i = 0; i + 1 < states.length; i++) {
    const s = states[i] as State;
    const next = states[i + 1] as State;
    if (s.phase !== 'play' || typeof s.toAct !== 'number') continue;
    const seat = s.toAct;
    const card = playedCard(s, next, seat);
    if (card === null) continue;
    const cards = playsOf(game.legalActions(s));
    if (cards.length < 2) continue;
    const judged = openCardScores(game, s, seat, cards, solvers, maxNodes, 18);
    const o = judged.objective;
    const aim: Aim = o.exact ? 'fewest-points' : o.scoring.perTrick === -1 ? 'no-trick' : 'target';
    const declarer = s.contract?.declarer ?? null;
    const side = declarer === null ? 'alone' : declarer === seat ? 'declarer' : 'defender';
    const top = Math.max(...judged.scores);
    const worst = Math.min(...judged.scores);
    if (judged.complete && top === worst) continue;
    // An incomplete search's scores come from a greedy playout: no best cards are named then.
    const best = judged.complete ? cards.filter((_, k) => judged.scores[k] === top) : [];
    const mine = judged.scores[cards.indexOf(card)] as number;
    out.push({
      turn: i,
      trick: s.tricks.length + 1,
      seat,
      card,
      side,
      aim,
      verdict: !judged.complete ? 'unjudged' : mine === top ? 'best' : 'mistake',
      best,
      cost: judged.exact ? top - mine : 0,
    });
  }
  return out;
}
