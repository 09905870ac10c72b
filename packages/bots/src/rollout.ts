/**
 * Rollouts: a world played to the end with every hand open — the rule-based card play of
 * cardRules.ts for every seat, and rule-based (quiet) choices for everything else. Used to judge
 * bids and announcements by simulation; the card play of the real players is their own.
 */
import type { Action, Game, Rng, Seat, State } from '@tarock/engine';
import { chooseCard, openTable } from './cardRules';
import { ruleAction } from './decisions';
import { lessOthers } from './matchStats';

const MAX_STEPS = 2000;

/** Plays `s` to the end; `decide` may override non-play choices (default: by rule). */
export function rollout(
  game: Game,
  s: State,
  rng: Rng,
  decide: (s: State, legal: readonly Action[]) => Action = (x, legal) => ruleAction(game, x, legal),
): State {
  let state = s;
  for (let step = 0; step < MAX_STEPS && state.phase !== 'finished'; step++) {
    let action: Action;
    if (state.toAct === 'chance') action = game.sampleDeal(state, rng);
    else {
      const legal = game.legalActions(state);
      if (legal.length === 0) break;
      if (state.phase === 'play') {
        const cards = legal.flatMap((a) => (a.type === 'play' ? [a.card] : []));
        action = { type: 'play', card: chooseCard(openTable(game, state), cards) };
      } else action = legal.length === 1 ? (legal[0] as Action) : decide(state, legal);
    }
    const next = game.apply(state, action);
    if (!next.ok) throw new Error(`rollout: ${next.error}`);
    state = next.value;
  }
  return state;
}

/**
 * How well `seat` did in the finished state: its result less the mean result of the other active
 * players. In the positive scoring of Illustrated Tarock the losers of a deal lose nothing, the
 * winners gain, so a player's own points alone would not weigh what its opponents gain.
 */
export function scoreOf(s: State, seat: Seat): number {
  const d = s.settlement?.deltas;
  return d ? lessOthers(d, seat, s.players) : 0;
}
