/**
 * The mistake finder for a played deal (after openschafkopf's): every card played where the
 * choice mattered, judged with every hand open by the perfect-information solver — the question
 * the cheater answers (objective.ts: can the declarer still reach his target; in a Bettel, can he
 * still take no trick; without a declarer, how many card points the player must take at least
 * against the other two). Among the cards level on that question, as the cheater does, it weighs
 * the bonus cards' tricks still open (the Pagat ultimo, the Uhu: rules-notes IT-16) in game points:
 * a card that keeps the game but gives away game points on one is a mistake too. It says what could
 * have been done with the cards on the table, not what the player could know: a card called a
 * mistake here may have been the right guess from the player's own view.
 */
import type { Card, Game, Seat, State } from '@tarock/engine';
import type { TrickSolver } from '@tarock/solver';
import { playsOf } from './games';
import { type OpenBonusScores, openBonusScores, openCardScores } from './omniscient';

/** The solvers of a run of `analyseCardPlay`, one per pack. */
export type AnalysisSolvers = Map<string, TrickSolver>;

/** Solver nodes per card judged (default of `analyseCardPlay`). */
export const ANALYSIS_NODES = 200_000;

export type CardVerdict =
  /**
   * Another card would have kept the side's aim (or cost fewer points) and this one did not; or
   * (with `bonusLoss`) this one kept it as well, but another card that did made more of a bonus
   * card's trick.
   */
  | 'mistake'
  /**
   * The card was one of the best: on the game, then on a bonus card's trick still open (where that
   * search finished within the budget; where it did not, on the game alone).
   */
  | 'best'
  /** A node budget ran out: not judged. */
  | 'unjudged';

/**
 * What the mover's side plays for: the declarer's target in card points (the defenders: keeping him
 * below it), a Bettel's "no trick" (the defenders: making him take one), or, without a declarer,
 * the fewest card points.
 */
export type Aim = 'target' | 'no-trick' | 'fewest-points';

/** What a card level with the best on the game gave away on the bonus cards' tricks still open. */
export interface BonusLoss {
  /** The bonuses (`Ultimo.bonus`: 'pagat', 'uhu') a best card made more of, in the order the engine lists them. */
  readonly bonuses: readonly string[];
  /**
   * The game points (before multipliers and contras, as `Ultimo.value`) the mover's side made less
   * of them than with a best card: a bonus its side would have won counts its value, one it would
   * have captured instead of losing counts twice.
   */
  readonly points: number;
}

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
  /**
   * The best cards (those that keep the aim; without a target, those that cost least), and among
   * them, where a Pagat or an Uhu is still out, those that make the most of it; none when unjudged.
   */
  readonly best: readonly Card[];
  /**
   * Without a target: card-point units (thirds in the tarock pack, points in the German pack) the
   * played card cost against the best one. With a target: 0.
   */
  readonly cost: number;
  /**
   * Only on a mistake on a bonus card's trick (the card was level with the best on the game): what
   * it gave away there. Absent on a mistake on the game and on every other verdict, so a deal
   * without a bonus card in play is judged as before the bonuses were weighed.
   */
  readonly bonusLoss?: BonusLoss;
}

/** The card `seat` played between `s` and `next` (the one that left its hand). */
function playedCard(s: State, next: State, seat: Seat): Card | null {
  const after = new Set(next.hands[seat] ?? []);
  return (s.hands[seat] ?? []).find((c) => !after.has(c)) ?? null;
}

/**
 * Judges every card played in the deal whose states are given (`states[i + 1]` after turn `i`, as
 * `replay` returns them), where the mover had a choice that mattered: some legal cards keep the
 * aim and some do not, or (without a target) they cost different amounts, or the cards that keep
 * it make different amounts of a Pagat or an Uhu still out. Cards that could not change anything
 * are left out. `solvers` (one per pack) may be passed in to judge a deal in pieces with the same
 * solver, and so the same verdicts, as in one call.
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
    const mine = judged.scores[cards.indexOf(card)] as number;
    const level = cards.filter((_, k) => judged.scores[k] === top);
    // The cards level on the game weighed by the bonus cards' tricks still open, as the cheater
    // weighs them: only where the game search finished and left a choice. A bonus search that runs
    // out of nodes (a Pagat asked in the first tricks runs to the last one) says nothing: the card
    // is judged on the game alone, as without the bonus, rather than called a mistake on a guess.
    const bonus = judged.complete && level.length > 1 ? bonusPass(game, s, level, solvers, maxNodes) : null;
    const bonusLevel = bonus === null || bonus.scores.every((b) => b === bonus.scores[0]);
    if (judged.complete && top === worst && bonusLevel) continue;
    const onBonus = bonus ? bonusJudgement(bonus, level, card) : null;
    // An incomplete game search's scores come from a greedy playout: no best cards are named then.
    const verdict: CardVerdict = !judged.complete
      ? 'unjudged'
      : mine < top || onBonus?.loss
        ? 'mistake'
        : 'best';
    const best = !judged.complete ? [] : (onBonus?.best ?? level);
    const bonusLoss = onBonus?.loss ?? null;
    out.push({
      turn: i,
      trick: s.tricks.length + 1,
      seat,
      card,
      side,
      aim,
      verdict,
      best,
      cost: judged.exact ? top - mine : 0,
      ...(bonusLoss ? { bonusLoss } : {}),
    });
  }
  return out;
}

/**
 * The bonus scores of the cards level on the game, or null where no Pagat or Uhu is still out or
 * a bonus search ran out of nodes.
 */
function bonusPass(
  game: Game,
  s: State,
  level: readonly Card[],
  solvers: AnalysisSolvers,
  maxNodes: number,
): OpenBonusScores | null {
  const b = openBonusScores(game, s, s.toAct as Seat, level, solvers, maxNodes, 18, true);
  return b.parts.length === 0 || !b.complete ? null : b;
}

/**
 * The cards level on the game (`level`) that make the most of the bonuses, and what `card` gave
 * away against them (null when it is one of them, or not among `level`).
 */
function bonusJudgement(
  b: OpenBonusScores,
  level: readonly Card[],
  card: Card,
): { best: Card[]; loss: BonusLoss | null } {
  const most = Math.max(...b.scores);
  const best = level.filter((_, k) => b.scores[k] === most);
  const k = level.indexOf(card);
  if (k < 0 || b.scores[k] === most) return { best, loss: null };
  const tops = best.map((c) => level.indexOf(c));
  const bonuses = b.parts
    .filter((p) => tops.some((t) => (p.scores[t] as number) > (p.scores[k] as number)))
    .map((p) => p.bonus);
  return { best, loss: { bonuses, points: most - (b.scores[k] as number) } };
}
