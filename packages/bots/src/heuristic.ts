/**
 * The rule-based player. Card play by principles (cardRules.ts); trump, talon and discards by
 * hand value (decisions.ts); no announcements and no contras (only safe ones: none); bids by hand
 * strength, measured by a few simulated deals of its own cards against sampled opponents'
 * (simulate.ts), so one bidding rule serves every auction of every rule set.
 */
import type { Action, Game, Rng, View } from '@tarock/engine';
import type { Bot } from './bot';
import { chooseCard, viewTable } from './cardRules';
import { honourClaim, quietAction, ruleAction } from './decisions';
import { gameOf, playsOf } from './games';
import { knowledgeOf } from './knowledge';
import { simulateChoice } from './simulate';
import { drawWorld } from './world';

/** Simulated deals per bidding decision. */
const BID_WORLDS = 8;

/**
 * The declarer edge of its bids (simulate.ts): none. pimc bids with 0.6 because its declarer play
 * is stronger than the rollouts'; heuristic's is the rollouts' own, and an edge made it bid games
 * it lost (docs/strength.md, section 32).
 */
const BID_EDGE = 0;

export function isBidding(at: Pick<View, 'phase'>): boolean {
  return at.phase === 'auction' || at.phase === 'declare';
}

/** What may be set apart from the defaults (measurements compare the settings at one table). */
export interface HeuristicOptions {
  /** The declarer edge of its bids (`simulateChoice`). */
  readonly bidEdge?: number;
  /** Simulated deals per bidding decision. */
  readonly bidWorlds?: number;
}

export function heuristicBot(given?: Game, options: HeuristicOptions = {}): Bot {
  const bidEdge = options.bidEdge ?? BID_EDGE;
  const bidWorlds = options.bidWorlds ?? BID_WORLDS;
  return {
    name: 'heuristic',
    act(view: View, rng: Rng): Action {
      const legal = view.legal;
      if (legal.length === 1) return legal[0] as Action;
      const game = gameOf(view, given);
      const k = knowledgeOf(game, view);
      if (view.phase === 'play') {
        const card = chooseCard(viewTable(game, view, k), playsOf(legal));
        return { type: 'play', card };
      }
      if (isBidding(view)) return simulateChoice(game, view, legal, bidWorlds, rng, bidEdge).action;
      const first = legal[0] as Action;
      if (first.type === 'trump' || first.type === 'talon' || first.type === 'discard') {
        const world = drawWorld(game, view, rng, k);
        return world ? ruleAction(game, world, legal) : first;
      }
      return honourClaim(game, legal) ?? quietAction(legal);
    },
  };
}
