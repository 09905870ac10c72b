/**
 * Perfect-information Monte Carlo: the card to play is voted for by sampled worlds — hidden cards
 * dealt out again consistently with the view (sampler.ts) and moved towards hands with which the
 * usual principles explain what the others chose: their card plays (playInference.ts) and another
 * declarer's trump, talon part and discards (exchangeInference.ts) — each
 * world solved with every hand open (@tarock/solver: can the declarer still reach his target after
 * this card?). Cards level on that are weighed by what they make of a bonus card's trick still
 * open (the Pagat ultimo, the Uhu), then by the card points they bring where the settlement pays
 * them one by one (Illustrated over- and undershoot, Haferltarock's cent a point: `Game.pointStakes`), else by a target moved 10
 * card points; remaining ties go to the rule-based choice. Bids, announcements, the talon part, the trump suit and the discards are
 * chosen by simulation (simulate.ts). A level is a budget of worlds and solver nodes, so a game
 * replays exactly from its seed; the benchmark measures the time per card. Where a player sits at
 * a table (the web app, the server's computer seats) it is also given a clock, and a card decision
 * then stops at the level's `thinkMs` whatever the host's speed, voting with the worlds solved by
 * then (on a host fast enough for the budget the clock never cuts, and it plays as without it).
 */
import type { Action, Card, Game, Pack, Rng, Seat, View } from '@tarock/engine';
import { type OpenPosition, TrickSolver, canReach, exactValue, unitsPerPoint } from '@tarock/solver';
import type { Bot } from './bot';
import { chooseCard, viewTable } from './cardRules';
import { honourClaim, quietAction } from './decisions';
import { gameOf, playsOf } from './games';
import { keptBirds } from './keptBirds';
import { isBidding } from './heuristic';
import { type Knowledge, knowledgeOf } from './knowledge';
import {
  type BonusQuestion,
  type Objective,
  bonusQuestions,
  objectiveOf,
  openPosition,
  unitsInPlay,
} from './objective';
import { exchangeCheck } from './exchangeInference';
import { MisfitCounter, refineHands } from './playInference';
import { type SampledHands, sampleHands } from './sampler';
import { bidRolloutChoice, type SimulationResult, simulateChoice } from './simulate';

export interface PimcLevel {
  readonly name: string;
  /** Worlds sampled per card. */
  readonly worlds: number;
  /** Solver nodes per world and card (the greedy estimate beyond). */
  readonly maxNodes: number;
  /**
   * Solver nodes per decision, shared by all its worlds and cards: a question gets at most its
   * share of what is left, so a hand with many cards cannot take many times the usual time.
   */
  readonly decisionNodes: number;
  /** Worlds simulated per bid or announcement. */
  readonly bidWorlds: number;
  /**
   * How much better than the rollouts pimc plays its own games, as a fraction of a simulated
   * result in which it declares (simulate.ts): bids only, not announcements or contras.
   */
  readonly declarerEdge: number;
  /**
   * Without it every sampled world is solved, each question given an equal share of what is left
   * of the decision's nodes. With it the first `minWorlds` worlds share the budget, and a later
   * world is begun only while what is left could give each of its cards `maxNodes`: early in an
   * Illustrated deal, where most questions need more than 24 worlds' shares, fewer worlds are
   * solved and more of them exactly (docs/strength.md section 18); later every world is.
   */
  readonly minWorlds?: number;
  /**
   * Inference from the card play (playInference.ts) and from another declarer's exchange
   * (exchangeInference.ts): each world drawn is refined by this many tries to swap two hidden
   * cards, kept where the usual principles explain the other seats' card plays and the declarer's
   * trump, talon part and discards no worse (`refineHands`). Without it the worlds are drawn at
   * random (docs/strength.md sections 21 and 22).
   */
  readonly inferSteps?: number;
  /** Transposition table bits. */
  readonly tableBits: number;
  /**
   * With a clock (`PimcSearch`), the time a card decision may take, in ms: the worlds' refinement
   * stops at `REFINE_SHARE` of it, and no world is begun or finished after it (one solver question
   * of at most `maxNodes` may run over).
   */
  readonly thinkMs: number;
}

/** Milliseconds since some fixed moment (`performance.now`): the clock a seated player keeps to. */
export type Clock = () => number;

/**
 * Card points by which a tie between equally winning (or losing) cards is broken where the
 * settlement does not pay card points one by one (there the exact card points break it).
 */
const MARGIN_POINTS = 10;

/**
 * The declarer edge of both levels. The rollouts that judge a bid play every seat by the card-play
 * rules; pimc's own card play as declarer is stronger (substitution, Haferltarock: +7.7 ± 4.3
 * cents per game it declared at both tables), so without it pimc bid too few games. Measured on
 * Haferltarock (pimc:strong against heuristic, seeds s1–s10, per deal against no edge): 0.3 gave
 * +0.86 ± 0.38 cents, 0.6 +1.32 ± 0.71; at 1.0 a lost game costs nothing in the simulation and
 * pimc bids nearly everything (−16.6 ± 3.1 cents on seeds s1–s3). docs/strength.md section 6.
 * On Beck (pimc:fast, 500 deals, section 24) 0.3 measured −0.35 ± 0.38 and 0.8 +0.04 ± 0.33 points.
 * On Scharfes Tarock (pimc:fast, 2,000 deals, section 33) 0 measured −0.79 ± 0.74 cents and 0.3
 * −0.06 ± 0.52: its lost games there came from the Frage the rollouts assumed, not from the edge.
 */
const DECLARER_EDGE = 0.6;

/**
 * Swap tries per world of the inference from the card play (`PimcLevel.inferSteps`): at 300, 82 %
 * of the worlds drawn in Mayr/Sedlaczek deals of heuristic players from trick 4 on explain every
 * play of the others (no misfit), at 100 60 %, at 30 30 %, drawn alone 9 %; it costs about 3 ms a
 * world. Measured against none (docs/strength.md section 21), against heuristic players: Mayr/
 * Sedlaczek pimc:fast +0.74 ± 0.57 points per deal (1,000 deals), pimc:strong +1.14 ± 1.01 (500);
 * Haferltarock pimc:fast +2.90 ± 0.86 cents per deal (1,000), pimc:strong +2.27 ± 1.19 (500).
 * Keeping the best of 4 or 16 times the draws instead gained nothing (−0.44 ± 0.69, +0.04 ± 0.73).
 * The same tries refine the worlds by another declarer's exchange from the first card on (section
 * 22): Mayr/Sedlaczek pimc:fast +0.44 ± 0.27 points per deal over the card play's alone (1,000
 * deals), pimc:strong +0.34 ± 0.38 (500); Haferltarock pimc:fast −0.25 ± 0.46 cents (1,000).
 */
const INFER_STEPS = 300;

/**
 * With a clock, the share of a card decision's time (`thinkMs`) the worlds' refinement may take;
 * the rest is left to solve them. On the bench's Haferltarock deals pimc:fast refined for up to
 * 114 ms of a 122 ms card before any world was solved (docs/bench.md, forty-ninth session).
 */
const REFINE_SHARE = 0.6;

/**
 * The levels. Their node budgets keep a card within the time per card on this project's
 * machine (docs/bench.md): fast ≤ 100 ms, strong ≤ 1 s. Measured on the bench's pimc deals
 * against heuristic (one process, after a warm-up): fast Illustrated over 20 deals at 150,000
 * nodes per decision max 142 ms (p95 89), at 100,000 max 69 ms (p95 42); strong Illustrated over
 * 12 deals (122 cards) max 932 ms.
 */
export const PIMC_LEVELS: Readonly<Record<'fast' | 'strong', PimcLevel>> = {
  fast: {
    name: 'pimc:fast',
    worlds: 10,
    inferSteps: INFER_STEPS,
    maxNodes: 3_000,
    decisionNodes: 100_000,
    bidWorlds: 10,
    declarerEdge: DECLARER_EDGE,
    tableBits: 16,
    thinkMs: 90,
  },
  strong: {
    name: 'pimc:strong',
    worlds: 24,
    // `minWorlds` 12 with 60,000 per question made 3 fewer mistakes per 100 Illustrated positions
    // where the card matters, but −0.78 ± 0.89 points per deal in a match: not adopted (section 18).
    inferSteps: INFER_STEPS,
    maxNodes: 12_000,
    decisionNodes: 1_500_000,
    bidWorlds: 24,
    declarerEdge: DECLARER_EDGE,
    tableBits: 18,
    thinkMs: 950,
  },
};

/** Votes of the sampled worlds for each legal card (1 per world in which the card keeps the seat's side winning). */
export interface CardVotes {
  readonly cards: readonly Card[];
  /** The votes the choice is made by: `reached`, ties broken by `margin` (a fraction of a vote). */
  readonly votes: readonly number[];
  readonly worlds: number;
  /**
   * Per card, the worlds in which it keeps the seat's side on target; without a target (`exact`)
   * the sum over the worlds of the solver's value after it, in units (higher is better for the seat).
   */
  readonly reached: readonly number[];
  /**
   * True when the clock stopped the decision: `worlds` is how many were solved by then (the
   * sampled ones that were not are left out), and a tie is not broken by margin unless that pass
   * finished too.
   */
  readonly timedOut: boolean;
  /**
   * Per tied card, the worlds in which it does so with the target moved by `marginPoints` card
   * points (to win by more, or to lose by less); null for the cards that were not tied (and for
   * every card when there was no tie to break).
   */
  readonly margin: readonly (number | null)[];
  readonly marginPoints: number;
  /**
   * Per tied card, where the settlement pays the card points one by one on the side the game goes
   * to in most worlds (`Game.pointStakes`: Illustrated over- and undershoot, Haferltarock's and
   * Sirch's rates), the sum over the worlds
   * of the card units the seat's side takes from the cards still in play after it (the trick on the
   * table included), exactly as the solver finds them; the margin is then not asked. Null for the
   * cards that were not tied, and for every card where the margin was asked or there was no tie.
   */
  readonly points: readonly (number | null)[];
  /**
   * Per tied card, where a bonus card's trick is still open (the Pagat ultimo, the Uhu: the
   * objective's `ultimoObjective`), what the worlds make of it for the seat's side: the sum over the
   * worlds of the bonus's game points, + when its side wins it or captures it, − when it loses it.
   * Weighed after the game and before the margin; null where not asked (no tie, no bonus open, or
   * the clock stopped the pass).
   */
  readonly ultimo: readonly (number | null)[];
  /** True when there is no target: `reached` sums values. */
  readonly exact: boolean;
  /**
   * True when the worlds were refined to fit the other seats' card plays or another declarer's
   * exchange (`PimcLevel.inferSteps`).
   */
  readonly inferred: boolean;
}

/**
 * What a measurement may watch (scripts/questionStats.ts): each solver question of a card
 * decision, its pass (`game`: the target; `margin`: the target moved; `points`: the exact card
 * points; `ultimo`: a bonus card's trick), the tricks already played, the nodes it was given and
 * whether it finished within them (else its greedy estimate counted).
 */
export type QuestionObserver = (
  pass: 'game' | 'margin' | 'points' | 'ultimo',
  tricksPlayed: number,
  nodes: number,
  complete: boolean,
) => void;

export class PimcSearch {
  /** Told of every solver question of a card decision; for measurements only. */
  observer: QuestionObserver | null = null;
  /** One solver per pack and question (the game's; a bonus card's trick), with its scoring key. */
  private readonly solvers = new Map<string, { solver: TrickSolver; key: string; decision: number }>();
  /** Counts decisions: a solver's table is cleared the first time a decision uses it. */
  private decision = 0;
  /** Solver nodes left for the current decision. */
  private budget = 0;
  /** When the current decision must stop (by `clock`); Infinity without a clock. */
  private deadline = Number.POSITIVE_INFINITY;

  /** Without a clock a decision is bounded by nodes only, and replays exactly from its Rng. */
  constructor(
    readonly level: PimcLevel,
    private readonly clock?: Clock,
  ) {}

  private pastDeadline(): boolean {
    return this.clock !== undefined && this.clock() >= this.deadline;
  }

  /**
   * The solver of `slot` configured for `o`. Every decision starts from empty tables: decisions
   * never depend on earlier ones.
   */
  private solverFor(pack: Pack, o: Objective, slot: 'game' | 'ultimo' = 'game'): TrickSolver {
    const id = `${pack.id}/${slot}`;
    let s = this.solvers.get(id);
    if (!s) {
      // A bonus card's question has three values and few distinct positions: a smaller table.
      const tableBits = slot === 'game' ? this.level.tableBits : Math.min(16, this.level.tableBits);
      s = { solver: new TrickSolver(o.rules, o.scoring, { tableBits }), key: o.key, decision: this.decision };
      this.solvers.set(id, s);
    } else {
      if (s.key !== o.key) {
        s.solver.configure(o.rules, o.scoring);
        s.key = o.key;
      }
      if (s.decision !== this.decision) {
        s.solver.clearTable();
        s.decision = this.decision;
      }
    }
    return s.solver;
  }

  /**
   * The hidden cards dealt out again for the level's worlds; with `inferSteps`, once another seat
   * has played a card or another seat declared and chose by rule after the auction, each world
   * drawn is then refined towards those choices.
   */
  private drawHands(
    game: Game,
    view: View,
    k: Knowledge,
    rng: Rng,
  ): { hands: SampledHands[]; inferred: boolean } {
    const drawn: SampledHands[] = [];
    for (let w = 0; w < this.level.worlds; w++) {
      const sampled = sampleHands(k, view.hand, rng);
      if (sampled) drawn.push(sampled);
    }
    const steps = this.level.inferSteps ?? 0;
    if (steps <= 0) return { hands: drawn, inferred: false };
    const othersPlayed = k.players.some((p) => p !== k.viewer && (k.played[p]?.length ?? 0) > 0);
    const exchange = exchangeCheck(game, view, k, rng);
    if (!othersPlayed && !exchange) return { hands: drawn, inferred: false };
    // One counter for the decision: its worlds share what each seat's cards explain.
    const counter = new MisfitCounter(game, view, k, exchange);
    // With a clock the refinement keeps to its share of the decision's time, each world to an
    // even part of what is left of it (a world refined by fewer tries is still a world the seat's
    // view allows), so the worlds are solved in the rest. Without one it is never read.
    const clock = this.clock;
    const end = this.deadline - this.level.thinkMs * (1 - REFINE_SHARE);
    const stopFor = (w: number): (() => boolean) | undefined => {
      if (!clock) return undefined;
      const now = clock();
      const stopAt = now + (end - now) / (drawn.length - w);
      return () => clock() >= stopAt;
    };
    const hands = drawn.map((h, w) => refineHands(counter, h, rng, steps, stopFor(w)).hands);
    return { hands, inferred: true };
  }

  /** Samples worlds and counts, for each legal card, the worlds in which it is a winning play. */
  vote(game: Game, view: View, k: Knowledge, cards: readonly Card[], rng: Rng): CardVotes {
    this.deadline = this.clock ? this.clock() + this.level.thinkMs : Number.POSITIVE_INFINITY;
    this.decision++;
    const me = view.viewer as Seat;
    const same = equivalentTo(game, view, k, cards);
    const worlds: World[] = [];
    const drawn = this.drawHands(game, view, k, rng);
    for (const sampled of drawn.hands) {
      const rest = view.talonRestOwner ? { cards: sampled.rest, owner: view.talonRestOwner } : null;
      const o = objectiveOf(game, view, me, sampled.discards, rest);
      const at = (x: Objective) =>
        openPosition(x, sampled.hands, view.leader, view.trick, view.tricks.length, view.tricks);
      const bonuses = bonusQuestions(game, view, o, me, sampled.hands).map((q) => ({
        ...q,
        position: at(q.o),
      }));
      worlds.push({ o, position: at(o), bonuses });
    }
    const all = cards.map((_, i) => i);
    this.budget = this.level.decisionNodes;
    const counted = this.count(game, me, worlds, cards, same, all, 0, false, this.level.minWorlds ?? 0);
    const n = counted.worlds;
    const votes = counted.votes;
    const reached = [...votes];
    const margin: (number | null)[] = cards.map(() => null);
    const points: (number | null)[] = cards.map(() => null);
    const ultimo: (number | null)[] = cards.map(() => null);
    const top = Math.max(...votes);
    const level = all.filter((i) => votes[i] === top);
    let tied = level;
    const first = worlds[0];
    let timedOut = counted.cut;
    // Ties (often: every card wins, or every card loses) go first to the card that makes the most
    // of a bonus card's trick still open (the Pagat ultimo: worth as much as a small game).
    const solved = worlds.slice(0, n);
    if (tied.length > 1 && solved.some((w) => w.bonuses.length > 0)) {
      const b = this.countBonuses(game, solved, cards, same, tied);
      if (b.worlds === n) {
        for (const i of tied) ultimo[i] = b.score[i] as number;
        const best = Math.max(...tied.map((i) => b.score[i] as number));
        tied = tied.filter((i) => b.score[i] === best);
      } else timedOut = true;
    }
    // Then to the card that brings the seat's side the most card points where the settlement pays
    // them one by one (on the side the game goes to in most worlds), else to the card that wins
    // (or loses) by more: the declarer's side wants more card points, the other side fewer.
    if (tied.length > 1 && n > 0 && first && !first.o.exact && !timedOut) {
      const mine = first.o.team[first.o.order.indexOf(me)] === 0;
      const ahead = top * 2 >= n;
      const declarer = view.contract?.declarer ?? null;
      const declaring =
        declarer !== null &&
        first.o.team[first.o.order.indexOf(declarer)] === first.o.team[first.o.order.indexOf(me)];
      const stakes = game.pointStakes(view);
      const byPoints = declaring === ahead ? stakes.over : stakes.under;
      const shift = byPoints ? 0 : (mine === ahead ? 1 : -1) * MARGIN_POINTS * unitsPerPoint(game.pack);
      const second = this.count(game, me, solved, cards, same, tied, shift, byPoints);
      // Half a pass would weigh the tied cards on different worlds than their votes: only a
      // finished one breaks the tie.
      if (second.worlds === n)
        for (const i of tied) (byPoints ? points : margin)[i] = second.votes[i] as number;
      else timedOut = true;
    }
    // The cards level on the game, ranked by the bonus, then by the card points or the margin,
    // above the rest.
    const tieBreak = (i: number): number => points[i] ?? margin[i] ?? Number.NEGATIVE_INFINITY;
    const compare = (i: number, j: number): number =>
      Math.sign((ultimo[i] ?? 0) - (ultimo[j] ?? 0)) ||
      (tieBreak(i) < tieBreak(j) ? -1 : tieBreak(i) > tieBreak(j) ? 1 : 0);
    const ranked = [...level].sort(compare);
    const rank = new Map<number, number>();
    ranked.forEach((i, r) => {
      const before = ranked[r - 1];
      rank.set(
        i,
        before === undefined ? 0 : (rank.get(before) as number) + (compare(before, i) === 0 ? 0 : 1),
      );
    });
    const ranks = (rank.get(ranked[ranked.length - 1] as number) ?? 0) + 1;
    for (const i of level) votes[i] = top + (rank.get(i) as number) / (ranks * (n + 1));
    const exact = first?.o.exact ?? false;
    return {
      cards,
      votes,
      worlds: n,
      reached,
      timedOut,
      margin,
      marginPoints: MARGIN_POINTS,
      points,
      ultimo,
      exact,
      inferred: drawn.inferred,
    };
  }

  /**
   * Per card (only those in `which`), the sum over the worlds of each open bonus card's outcome
   * after it (+1 its holder's side wins it, −1 it is captured) times its signed weight for the
   * seat, over the worlds solved before the deadline.
   */
  private countBonuses(
    game: Game,
    worlds: readonly World[],
    cards: readonly Card[],
    same: readonly number[],
    which: readonly number[],
  ): { score: number[]; worlds: number } {
    const score = cards.map(() => 0);
    const distinct = which.filter((i) => {
      const twin = same[i] as number;
      return twin === i || !which.includes(twin);
    }).length;
    let questions = distinct * worlds.reduce((a, w) => a + w.bonuses.length, 0);
    let solved = 0;
    for (const w of worlds) {
      const last = cards.map(() => 0);
      for (const q of w.bonuses) {
        const solver = this.solverFor(game.pack, q.o, 'ultimo');
        solver.load(q.position);
        const outcome = cards.map(() => 0);
        for (const i of which) {
          if (this.pastDeadline()) return { score, worlds: solved };
          const card = cards[i] as Card;
          const twin = same[i] as number;
          if (twin !== i && which.includes(twin)) {
            outcome[i] = outcome[twin] as number;
            continue;
          }
          const gain = solver.play(card);
          const nodes = Math.max(1, Math.min(this.level.maxNodes, Math.floor(this.budget / questions--)));
          const r = exactValue(solver, nodes);
          this.budget -= r.nodes;
          this.observer?.('ultimo', q.position.tricksPlayed, nodes, r.complete);
          solver.unplay(card);
          outcome[i] = gain + r.value;
        }
        for (const i of which) last[i] = (last[i] as number) + q.weight * (outcome[i] as number);
      }
      for (const i of which) score[i] = (score[i] as number) + (last[i] as number);
      solved++;
    }
    return { score, worlds: solved };
  }

  /**
   * Per card (only those in `which`), the worlds in which it keeps the seat's side on target +
   * shift, over the worlds solved before the deadline (a world cut in its middle is left out).
   * With `points`, instead the sum over those worlds of the card units the seat's side takes from
   * the cards still in play after it (the solver's exact value, or its greedy estimate where the
   * question's share of the budget runs out). With `minWorlds` (see PimcLevel), the worlds after the
   * first `minWorlds` are solved only while the budget lasts; `cut` says the clock stopped it.
   */
  private count(
    game: Game,
    me: Seat,
    worlds: readonly World[],
    cards: readonly Card[],
    same: readonly number[],
    which: readonly number[],
    shift: number,
    points = false,
    minWorlds = 0,
  ): { votes: number[]; worlds: number; cut: boolean } {
    const votes = cards.map(() => 0);
    const distinct = which.filter((i) => {
      const twin = same[i] as number;
      return twin === i || !which.includes(twin);
    }).length;
    const shared = minWorlds > 0 ? Math.min(minWorlds, worlds.length) : worlds.length;
    let questions = shared * distinct;
    let solved = 0;
    for (const { o, position } of worlds) {
      if (solved >= shared) {
        if (this.budget < distinct * this.level.maxNodes) return { votes, worlds: solved, cut: false };
        questions = distinct;
      }
      const solver = this.solverFor(game.pack, o);
      solver.load(position);
      const mine = o.team[o.order.indexOf(me)] === 0;
      const inPlay = points ? unitsInPlay(o, position) : 0;
      const last = cards.map(() => 0);
      for (const i of which) {
        if (this.pastDeadline()) return { votes, worlds: solved, cut: true };
        const card = cards[i] as Card;
        const twin = same[i] as number;
        if (twin !== i && which.includes(twin)) {
          last[i] = last[twin] as number;
          continue;
        }
        const gain = solver.play(card);
        const nodes = Math.max(1, Math.min(this.level.maxNodes, Math.floor(this.budget / questions--)));
        let score: number;
        if (o.exact) {
          const r = exactValue(solver, nodes);
          this.budget -= r.nodes;
          this.observer?.('game', position.tricksPlayed, nodes, r.complete);
          score = gain + r.value;
        } else if (points) {
          const r = exactValue(solver, nodes);
          this.budget -= r.nodes;
          this.observer?.('points', position.tricksPlayed, nodes, r.complete);
          score = mine ? gain + r.value : inPlay - gain - r.value;
        } else {
          const r = canReach(solver, o.need + shift - gain, nodes);
          this.budget -= r.nodes;
          this.observer?.(shift === 0 ? 'game' : 'margin', position.tricksPlayed, nodes, r.complete);
          score = r.reached === mine ? 1 : 0;
        }
        solver.unplay(card);
        last[i] = score;
      }
      for (const i of which) votes[i] = (votes[i] as number) + (last[i] as number);
      solved++;
    }
    return { votes, worlds: solved, cut: false };
  }
}

/** One sampled world: the game's question and those of the bonus cards still open in it. */
interface World {
  readonly o: Objective;
  readonly position: OpenPosition;
  readonly bonuses: readonly (BonusQuestion & { readonly position: OpenPosition })[];
}

/**
 * For each card, the index of an earlier card that is worth the same in every world: same suit,
 * same value, no card between them in trick strength that anyone else may still hold (all played
 * or in this hand), and neither a bonus card (Pagat, Uhu).
 */
function equivalentTo(game: Game, view: View, k: Knowledge, cards: readonly Card[]): number[] {
  const pack = game.pack;
  const rules = game.playRules(view);
  // Cards others may hold, and the trick's cards (they decide this trick), separate equals.
  const out = new Set<Card>([...k.unknown, ...k.talonUnplaced, ...view.trick]);
  const special = (c: Card) =>
    pack.tarockSuit >= 0 && pack.suitOf[c] === pack.tarockSuit && (pack.rankOf[c] as number) <= 1;
  return cards.map((c, i) => {
    for (let j = 0; j < i; j++) {
      const d = cards[j] as Card;
      if (pack.suitOf[d] !== pack.suitOf[c] || pack.points[d] !== pack.points[c] || special(c) || special(d))
        continue;
      const lo = Math.min(rules.strength[c] as number, rules.strength[d] as number);
      const hi = Math.max(rules.strength[c] as number, rules.strength[d] as number);
      let between = false;
      for (const x of out)
        if (
          pack.suitOf[x] === pack.suitOf[c] &&
          (rules.strength[x] as number) > lo &&
          (rules.strength[x] as number) < hi
        )
          between = true;
      if (!between) return j;
    }
    return i;
  });
}

/**
 * A double is a bet on worlds that know nothing of the auction (even weighed by it, see
 * simulate.ts): pimc doubles only when it comes out ahead in at least this share of them.
 * Measured on 120 Illustrated deals against heuristic declarers: doubling on the best simulated
 * mean, pimc doubled 45 games and the declarers won 28 of them (Einblatt 11 of 12); needing 75 %
 * of the worlds, it still lost 8 of 10 doubled Einblatt and Solo games. Measured again on Beck and
 * Löw (pimc:fast, 500 deals each, docs/strength.md section 24): 75 % −0.07 ± 0.13 and
 * −0.08 ± 0.13 points per deal, every world (Beck) −0.01 ± 0.13; flat, so it stays.
 */
const DOUBLE_CONFIDENCE = 0.9;

const simulated = (choices: readonly Action[], result: SimulationResult, action: Action) =>
  ({ kind: 'simulation', action, choices, result, doubleConfidence: DOUBLE_CONFIDENCE }) as const;

/** What pimc would do, and why: the data behind its choice (see Advice). */
export type Advice =
  /** Only one legal action. */
  | { readonly kind: 'only'; readonly action: Action }
  /** A card voted for by the sampled worlds (ties: the rule-based choice among the best). */
  | {
      readonly kind: 'card';
      readonly action: Action;
      readonly votes: CardVotes;
      readonly unitsPerPoint: number;
      /** Legal cards kept out of the vote: the seat's own announced Pagat or Uhu before its trick (keptBirds.ts). */
      readonly kept: readonly Card[];
    }
  /**
   * A bid, announcement, talon part, trump suit or discard by simulation: the mean result of each
   * choice. `declinedDouble` is a contra that had the best mean but came out ahead in too few
   * worlds (`doubleConfidence`).
   */
  | {
      readonly kind: 'simulation';
      readonly action: Action;
      readonly choices: readonly Action[];
      readonly result: SimulationResult;
      readonly declinedDouble: Action | null;
      readonly doubleConfidence: number;
    }
  /** A routine choice (ready, accept, …): the quiet default, not searched. */
  | { readonly kind: 'rule'; readonly action: Action };

/**
 * The decision of a pimc player at `view`, with its reasons. `pimcBot` acts by it, so a hint shows
 * exactly what the player would do with the same Rng.
 * @example const a = pimcAdvice(new PimcSearch(PIMC_LEVELS.fast), view, rng); a.action
 */
export function pimcAdvice(search: PimcSearch, view: View, rng: Rng, given?: Game): Advice {
  const legal = view.legal;
  if (legal.length === 1) return { kind: 'only', action: legal[0] as Action };
  const game = gameOf(view, given);
  if (view.phase === 'play') {
    const k = knowledgeOf(game, view);
    const plays = playsOf(legal);
    const kept = keptBirds(game, view, plays);
    const cards = kept.length > 0 ? plays.filter((c) => !kept.includes(c)) : plays;
    const votes = search.vote(game, view, k, cards, rng);
    const top = Math.max(...votes.votes);
    const best = cards.filter((_, i) => votes.votes[i] === top);
    const card = best.length === 1 ? (best[0] as Card) : chooseCard(viewTable(game, view, k), best);
    return {
      kind: 'card',
      action: { type: 'play', card },
      votes,
      unitsPerPoint: unitsPerPoint(game.pack),
      kept,
    };
  }
  if (isBidding(view) || view.phase === 'announce') {
    const bidding = isBidding(view);
    const edge = bidding ? search.level.declarerEdge : 0;
    const decide = bidding ? bidRolloutChoice(game, view.viewer as Seat) : undefined;
    const result = simulateChoice(game, view, legal, search.level.bidWorlds, rng, edge, decide);
    const chosen = legal.indexOf(result.action);
    const sure = (result.ahead[chosen] ?? 0) >= DOUBLE_CONFIDENCE * result.worlds;
    if (result.action.type !== 'contra' || sure)
      return { ...simulated(legal, result, result.action), declinedDouble: null };
    let best = -1;
    legal.forEach((a, i) => {
      if (a.type !== 'contra' && (best < 0 || (result.means[i] as number) > (result.means[best] as number)))
        best = i;
    });
    const action = legal[best] ?? result.action;
    return { ...simulated(legal, result, action), declinedDouble: best < 0 ? null : result.action };
  }
  const first = legal[0] as Action;
  if (first.type === 'talon' || first.type === 'trump' || first.type === 'discard') {
    // The talon part, the trump suit, each card laid away: played out in the same sampled worlds
    // as a bid (the other hands dealt again), not judged by the hand's value alone. Measured
    // (docs/strength.md section 7): the talon part on Illustrated, +8.3 points per game where it
    // changed; the discards +1.0 points per deal on Illustrated and +2.0 cents on Haferltarock.
    const result = simulateChoice(game, view, legal, search.level.bidWorlds, rng);
    return { ...simulated(legal, result, result.action), declinedDouble: null };
  }
  // The claims after the last trick come here (a claimed honour scores, whatever the game did).
  return { kind: 'rule', action: honourClaim(game, legal) ?? quietAction(legal) };
}

/** A pimc player; with a `clock` its card decisions keep to the level's `thinkMs` (see PimcSearch). */
export function pimcBot(level: PimcLevel, given?: Game, clock?: Clock): Bot {
  const search = new PimcSearch(level, clock);
  return {
    name: level.name,
    act: (view: View, rng: Rng): Action => pimcAdvice(search, view, rng, given).action,
  };
}
