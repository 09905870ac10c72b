/**
 * Bot matches: one deal played to the end by computer players. Chance (the deal, and every
 * redeal) draws from its own stream, split off the caller's Rng before any player acts, so the
 * same seed gives the same cards whatever the players do: the basis of duplicate matches.
 */
import { type Action, type DealSetup, type Game, type Rng, type State, createRng } from '@tarock/engine';
import type { Bot } from './bot';
import type { OmniscientPlayer } from './omniscient';

/** A seat's player: a Bot sees its View only; the measurement-only cheater sees the State. */
export type Player = Bot | OmniscientPlayer;

/** More actions than any deal can take: a guard against a flow that never ends. */
const MAX_STEPS = 10_000;

/**
 * Plays one deal with `bots[seat]` acting for each seat (a sitting-out dealer's entry is unused)
 * and returns the finished state; its `history` is the complete record of the deal.
 * Throws only on a programmer error: a bot returning an illegal action, or a flow that never ends.
 * @example const end = playDeal(game, [randomBot(), randomBot(), randomBot()], createRng(1));
 */
export function playDeal(game: Game, bots: readonly Player[], rng: Rng, setup: DealSetup = {}): State {
  const chance = createRng(rng.next());
  const play = createRng(rng.next());
  let s = game.newDeal(setup);
  for (let step = 0; step < MAX_STEPS; step++) {
    if (s.phase === 'finished' || s.toAct === null) return s;
    const actor = s.toAct;
    let action: Action;
    if (actor === 'chance') action = game.sampleDeal(s, chance);
    else {
      const p = botAt(bots, actor);
      action = 'omniscient' in p ? p.actOnState(game, s, play) : p.act(game.view(s, actor), play);
    }
    const next = game.apply(s, action);
    if (!next.ok) {
      const who = actor === 'chance' ? 'chance' : `${botAt(bots, actor).name} (seat ${actor})`;
      throw new Error(`${who} chose an illegal action ${JSON.stringify(action)}: ${next.error}`);
    }
    s = next.value;
  }
  throw new Error(`the deal did not end within ${MAX_STEPS} actions`);
}

function botAt(bots: readonly Player[], seat: number): Player {
  const bot = bots[seat];
  if (!bot) throw new Error(`no player for seat ${seat}`);
  return bot;
}
