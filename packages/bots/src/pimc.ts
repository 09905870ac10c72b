/**
 * Perfect-information Monte Carlo: the card to play is voted for by sampled worlds — hidden cards
 * dealt out again consistently with the view (sampler.ts), each world solved with every hand open
 * (@tarock/solver: can the declarer still reach his target after this card?) — and ties go to the
 * rule-based choice. Bids and announcements are chosen by simulation (simulate.ts); trump, talon
 * and discards by hand value. A level is a budget of worlds and solver nodes, not of time, so a
 * game replays exactly from its seed; the benchmark measures the time per card.
 */
import type { Action, Card, Game, Pack, Rng, Seat, View } from '@tarock/engine';
import { TrickSolver, canReach, exactValue } from '@tarock/solver';
import type { Bot } from './bot';
import { chooseCard, viewTable } from './cardRules';
import { quietAction, ruleAction } from './decisions';
import { gameOf, playsOf } from './games';
import { isBidding } from './heuristic';
import { type Knowledge, knowledgeOf } from './knowledge';
import { type Objective, objectiveOf, openPosition } from './objective';
import { sampleHands } from './sampler';
import { simulateChoice } from './simulate';
import { drawWorld } from './world';

export interface PimcLevel {
  readonly name: string;
  /** Worlds sampled per card. */
  readonly worlds: number;
  /** Solver nodes per world and card (the greedy estimate beyond). */
  readonly maxNodes: number;
  /** Worlds simulated per bid or announcement. */
  readonly bidWorlds: number;
  /** Transposition table bits. */
  readonly tableBits: number;
}

export const PIMC_LEVELS: Readonly<Record<'fast' | 'strong', PimcLevel>> = {
  fast: { name: 'pimc:fast', worlds: 12, maxNodes: 6_000, bidWorlds: 12, tableBits: 16 },
  strong: { name: 'pimc:strong', worlds: 40, maxNodes: 40_000, bidWorlds: 32, tableBits: 18 },
};

/** Votes of the sampled worlds for each legal card (1 per world in which the card keeps the seat's side winning). */
export interface CardVotes {
  readonly cards: readonly Card[];
  readonly votes: readonly number[];
  readonly worlds: number;
}

export class PimcSearch {
  private readonly solvers = new Map<string, TrickSolver>();
  private key = '';

  constructor(readonly level: PimcLevel) {}

  private solverFor(pack: Pack, o: Objective): TrickSolver {
    let s = this.solvers.get(pack.id);
    if (!s) {
      s = new TrickSolver(o.rules, o.scoring, { tableBits: this.level.tableBits });
      this.solvers.set(pack.id, s);
      this.key = `${pack.id}/${o.key}`;
    } else if (this.key !== `${pack.id}/${o.key}`) {
      s.configure(o.rules, o.scoring);
      this.key = `${pack.id}/${o.key}`;
    }
    return s;
  }

  /** Samples worlds and counts, for each legal card, the worlds in which it is a winning play. */
  vote(game: Game, view: View, k: Knowledge, cards: readonly Card[], rng: Rng): CardVotes {
    const me = view.viewer as Seat;
    const votes = cards.map(() => 0);
    let worlds = 0;
    let cleared = false;
    for (let w = 0; w < this.level.worlds; w++) {
      const sampled = sampleHands(k, view.hand, rng);
      if (!sampled) continue;
      const rest = view.talonRestOwner ? { cards: sampled.rest, owner: view.talonRestOwner } : null;
      const o = objectiveOf(game, view, me, sampled.discards, rest);
      const solver = this.solverFor(game.pack, o);
      if (!cleared) {
        // Every decision starts from an empty table: decisions never depend on earlier ones.
        solver.clearTable();
        cleared = true;
      }
      solver.load(openPosition(o, sampled.hands, view.leader, view.trick, view.tricks.length, view.tricks));
      const mine = o.team[o.order.indexOf(me)] === 0;
      worlds++;
      cards.forEach((card, i) => {
        const gain = solver.play(card);
        let score: number;
        if (o.exact) score = gain + exactValue(solver, this.level.maxNodes).value;
        else {
          const reached = canReach(solver, o.need - gain, this.level.maxNodes).reached;
          score = reached === mine ? 1 : 0;
        }
        solver.unplay(card);
        votes[i] = (votes[i] as number) + score;
      });
    }
    return { cards, votes, worlds };
  }
}

export function pimcBot(level: PimcLevel, given?: Game): Bot {
  const search = new PimcSearch(level);
  return {
    name: level.name,
    act(view: View, rng: Rng): Action {
      const legal = view.legal;
      if (legal.length === 1) return legal[0] as Action;
      const game = gameOf(view, given);
      const k = knowledgeOf(game, view);
      if (view.phase === 'play') {
        const cards = playsOf(legal);
        const { votes } = search.vote(game, view, k, cards, rng);
        const top = Math.max(...votes);
        const best = cards.filter((_, i) => votes[i] === top);
        const card = best.length === 1 ? (best[0] as Card) : chooseCard(viewTable(game, view, k), best);
        return { type: 'play', card };
      }
      if (isBidding(view) || view.phase === 'announce')
        return simulateChoice(game, view, legal, level.bidWorlds, rng).action;
      const first = legal[0] as Action;
      if (first.type === 'trump' || first.type === 'talon' || first.type === 'discard') {
        const world = drawWorld(game, view, rng, k);
        return world ? ruleAction(game, world, legal) : first;
      }
      return quietAction(legal);
    },
  };
}
