/**
 * Playing deals at a table of players: chance deals from a seeded RNG, each seat's player chooses
 * from its own View, every action goes through `game.apply`. Shared by simulate and play.
 */
import {
  type Action,
  type Actor,
  type Game,
  type MatchState,
  type Rng,
  type State,
  createRng,
} from '@tarock/engine';
import type { Player } from './players';

export interface DealHooks {
  /** After each action (chance's deal included), with the state it led to. */
  after?(before: State, actor: Actor, action: Action, next: State): void;
}

/** Plays one deal to its end and returns the final state. */
export async function playDeal(
  game: Game,
  players: readonly Player[],
  match: MatchState,
  rng: Rng,
  hooks: DealHooks = {},
): Promise<State> {
  let s = game.newDeal({ dealer: match.dealer, pot: match.pot });
  while (s.phase !== 'finished') {
    const actor = s.toAct;
    if (actor === null) throw new Error(`${game.name}: nobody to act in phase ${s.phase}`);
    let action: Action;
    if (actor === 'chance') action = game.sampleDeal(s, rng);
    else {
      const player = players[actor];
      if (!player) throw new Error(`no player for seat ${actor}`);
      action = await player.choose(game.view(s, actor), rng);
    }
    const next = game.apply(s, action);
    if (!next.ok)
      throw new Error(`${game.name}: seat ${String(actor)} chose an illegal action: ${next.error}`);
    hooks.after?.(s, actor, action, next.value);
    s = next.value;
  }
  return s;
}

/** The RNG of deal `i` of a run with `seed`: every deal is reproducible on its own. */
export const dealRng = (seed: number | string, i: number): Rng => createRng(`${String(seed)}/deal/${i}`);
