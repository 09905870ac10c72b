/**
 * The cheater: sees every hand (the whole State), for measurement only — it shows how much of a
 * player's deficit is the hidden information. Never offered in play: it is not in the player
 * registry and has its own API (`actOnState`), which no table that serves humans calls.
 * Card play: the solver on the true deal (cards level on the game weighed by the Pagat or Uhu still
 * out, then by the card points they bring where the settlement pays them one by one, as pimc does;
 * remaining ties to the rule-based choice); bids, announcements,
 * the talon part, the trump suit and the discards: a rollout of the true deal per candidate (as
 * pimc simulates them in sampled worlds, so the gap it leaves is measured on equal terms).
 */
import type { Action, Card, Game, Rng, Seat, State } from '@tarock/engine';
import { type OpenPosition, TrickSolver, canReach, exactValue } from '@tarock/solver';
import { chooseCard, openTable } from './cardRules';
import { honourClaim, quietAction } from './decisions';
import { playsOf } from './games';
import { type Objective, bonusQuestions, objectiveOf, openPosition, unitsInPlay } from './objective';
import { simulateOpen } from './simulate';

export interface OmniscientPlayer {
  readonly name: string;
  /** Marks a player that needs the full State; the arena gives it nothing else. */
  readonly omniscient: true;
  actOnState(game: Game, s: State, rng: Rng): Action;
}

export interface CheaterOptions {
  /** Solver nodes per candidate card (default 200,000). */
  readonly maxNodes?: number;
  readonly tableBits?: number;
}

/** What `openCardScores` says of each card. */
export interface OpenCardScores {
  /** Per card: 1 when it keeps the mover's side on target, else 0; without a target (`exact`), the units team 0 takes with it. */
  readonly scores: readonly number[];
  readonly exact: boolean;
  /** False when a search ran out of nodes (its score then comes from the solver's greedy fallback). */
  readonly complete: boolean;
  /** The question the cards were judged by. */
  readonly objective: Objective;
}

/**
 * Each card of the mover judged with every hand open (the true deal of `s`): the cheater's card
 * play, and the measure of others' mistakes (scripts/mistakes.ts). `solvers` keeps one solver
 * per pack between calls (reconfigured, so its table is cleared, at every call).
 */
export function openCardScores(
  game: Game,
  s: State,
  me: Seat,
  cards: readonly Card[],
  solvers: Map<string, TrickSolver>,
  maxNodes: number,
  tableBits: number,
): OpenCardScores {
  const { o, solver, mine } = loadTrueDeal(game, s, me, solvers, tableBits);
  let complete = true;
  const scores = cards.map((card) => {
    const gain = solver.play(card);
    let score: number;
    if (o.exact) {
      const r = exactValue(solver, maxNodes);
      complete &&= r.complete;
      score = gain + r.value;
    } else {
      const r = canReach(solver, o.need - gain, maxNodes);
      complete &&= r.complete;
      score = r.reached === mine ? 1 : 0;
    }
    solver.unplay(card);
    return score;
  });
  return { scores, exact: o.exact, complete, objective: o };
}

/** What `openBonusScores` says of each card. */
export interface OpenBonusScores {
  /**
   * Per card: the sum of each open bonus's game points for the mover's side times what its
   * holder's side makes of it (+1 won, −1 captured, 0 neither).
   */
  readonly scores: readonly number[];
  /** Per bonus card still open (`Ultimo.bonus`: 'pagat', 'uhu'), its part of `scores`. */
  readonly parts: readonly { readonly bonus: string; readonly scores: readonly number[] }[];
  /** False when a search ran out of nodes (its outcome then comes from the solver's greedy fallback). */
  readonly complete: boolean;
}

/**
 * Each card of the mover judged by the bonus cards' tricks still open (the Pagat ultimo, the Uhu)
 * with every hand open, each bonus a question of its own (`bonusQuestions`). All 0, and no parts,
 * where none is open. `stopIncomplete`: stop at the first search that runs out of nodes (the
 * scores are then partial), for a caller that uses complete scores only — a Pagat's question
 * asked in the first tricks runs to the last one, and each further card would spend the budget
 * again for nothing.
 */
export function openBonusScores(
  game: Game,
  s: State,
  me: Seat,
  cards: readonly Card[],
  solvers: Map<string, TrickSolver>,
  maxNodes: number,
  tableBits: number,
  stopIncomplete = false,
): OpenBonusScores {
  const scores = cards.map(() => 0);
  const parts: OpenBonusScores['parts'][number][] = [];
  let complete = true;
  const o = objectiveOf(game, s, me, s.discards, s.talonRest);
  for (const q of bonusQuestions(game, s, o, me, s.hands)) {
    const solver = solverFor(solvers, `${game.pack.id}/ultimo`, q.o, Math.min(16, tableBits));
    solver.load(openPosition(q.o, s.hands, s.leader, s.trick, s.tricks.length, s.tricks));
    const part = cards.map(() => 0);
    for (const [i, card] of cards.entries()) {
      if (!complete && stopIncomplete) break;
      const gain = solver.play(card);
      const r = exactValue(solver, maxNodes);
      solver.unplay(card);
      complete &&= r.complete;
      part[i] = q.weight * (gain + r.value);
      scores[i] = (scores[i] as number) + (part[i] as number);
    }
    parts.push({ bonus: q.bonus, scores: part });
  }
  return { scores, parts, complete };
}

/**
 * Each card of the mover judged by the card units its side takes from the cards still in play after
 * it (the trick on the table included), with every hand open: where the settlement pays the card
 * points one by one (`Game.pointStakes`), what tells cards apart that are level on the game.
 */
export function openPointScores(
  game: Game,
  s: State,
  me: Seat,
  cards: readonly Card[],
  solvers: Map<string, TrickSolver>,
  maxNodes: number,
  tableBits: number,
): number[] {
  const { o, solver, position, mine } = loadTrueDeal(game, s, me, solvers, tableBits);
  const inPlay = unitsInPlay(o, position);
  return cards.map((card) => {
    const gain = solver.play(card);
    const r = exactValue(solver, maxNodes);
    solver.unplay(card);
    return mine ? gain + r.value : inPlay - gain - r.value;
  });
}

/** The game's question for the mover of `s`, its solver loaded with the true deal, and whether the mover is on team 0. */
function loadTrueDeal(
  game: Game,
  s: State,
  me: Seat,
  solvers: Map<string, TrickSolver>,
  tableBits: number,
): { o: Objective; solver: TrickSolver; position: OpenPosition; mine: boolean } {
  const o = objectiveOf(game, s, me, s.discards, s.talonRest);
  const solver = solverFor(solvers, game.pack.id, o, tableBits);
  const position = openPosition(o, s.hands, s.leader, s.trick, s.tricks.length, s.tricks);
  solver.load(position);
  return { o, solver, position, mine: o.team[o.order.indexOf(me)] === 0 };
}

/** The solver kept under `key`, configured for `o` (so its table is cleared), made at first use. */
function solverFor(
  solvers: Map<string, TrickSolver>,
  key: string,
  o: Objective,
  tableBits: number,
): TrickSolver {
  const known = solvers.get(key);
  if (known) {
    known.configure(o.rules, o.scoring);
    return known;
  }
  const solver = new TrickSolver(o.rules, o.scoring, { tableBits });
  solvers.set(key, solver);
  return solver;
}

export function cheaterPlayer(opts: CheaterOptions = {}): OmniscientPlayer {
  const maxNodes = opts.maxNodes ?? 200_000;
  const solvers = new Map<string, TrickSolver>();
  return {
    name: 'cheater',
    omniscient: true,
    actOnState(game: Game, s: State, rng: Rng): Action {
      const legal = game.legalActions(s);
      if (legal.length === 1) return legal[0] as Action;
      const me = s.toAct as Seat;
      if (s.phase === 'play') {
        const cards = playsOf(legal);
        const { scores, objective: o } = openCardScores(
          game,
          s,
          me,
          cards,
          solvers,
          maxNodes,
          opts.tableBits ?? 18,
        );
        const top = Math.max(...scores);
        let best = cards.filter((_, i) => scores[i] === top);
        // Level on the game: what each makes of a bonus card's trick still open, as pimc weighs it
        // (an incomplete search too: its greedy fallback is the cheater's best guess, as on the game).
        if (best.length > 1) {
          const bonus = openBonusScores(game, s, me, best, solvers, maxNodes, opts.tableBits ?? 18).scores;
          const most = Math.max(...bonus);
          best = best.filter((_, i) => bonus[i] === most);
        }
        // Then by the card points, where the settlement pays them one by one on the side the game goes to.
        const declarer = s.contract?.declarer ?? null;
        if (best.length > 1 && !o.exact && declarer !== null) {
          const team = (seat: Seat) => o.team[o.order.indexOf(seat)];
          const wins = (top === 1) === (team(me) === team(declarer));
          const stakes = game.pointStakes(s);
          if (wins ? stakes.over : stakes.under) {
            const points = openPointScores(game, s, me, best, solvers, maxNodes, opts.tableBits ?? 18);
            const most = Math.max(...points);
            best = best.filter((_, i) => points[i] === most);
          }
        }
        const card = best.length === 1 ? (best[0] as Card) : chooseCard(openTable(game, s), best);
        return { type: 'play', card };
      }
      const first = legal[0] as Action;
      const simulated =
        s.phase === 'auction' ||
        s.phase === 'declare' ||
        s.phase === 'announce' ||
        first.type === 'trump' ||
        first.type === 'talon' ||
        first.type === 'discard';
      if (simulated) return simulateOpen(game, s, legal, rng);
      return honourClaim(game, legal) ?? quietAction(legal);
    },
  };
}
