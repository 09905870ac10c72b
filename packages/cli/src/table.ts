/**
 * Playing a deal at a table where some seats are people: chance deals from its own stream (split
 * off the deal's Rng first, as @tarock/bots' playDeal does, so the cards do not depend on the
 * players), each seat chooses from its own View, every action goes through `game.apply`. A deal
 * may start part-way (a saved match resumed): from its state so far and both streams as they were.
 */
import {
  type Action,
  type Actor,
  type Game,
  type MatchState,
  type Rng,
  type State,
  type View,
  createRng,
} from '@tarock/engine';

/** A seat's player: a computer player's `act`, or a person answering at the terminal. */
export type Chooser = (view: View, rng: Rng) => Action | Promise<Action>;

export interface DealHooks {
  /** After each action (chance's deal included), with the state it led to. */
  after?(before: State, actor: Actor, action: Action, next: State): void;
}

/** Where a deal starts: its state, chance's stream (the deal, a deal again) and the players'. */
export interface DealStart {
  readonly state: State;
  readonly chance: Rng;
  readonly play: Rng;
}

/** A new deal of `match` with the deal's Rng split into chance's stream and the players'. */
export function newDealStart(game: Game, match: MatchState, rng: Rng): DealStart {
  const chance = createRng(rng.next());
  const play = createRng(rng.next());
  const state = game.newDeal({ dealer: match.dealer, pot: match.pot, sidePot: match.sidePot });
  return { state, chance, play };
}

/** Plays one deal from `start` to its end and returns the final state. */
export async function playDealAsync(
  game: Game,
  seats: readonly Chooser[],
  start: DealStart,
  hooks: DealHooks = {},
): Promise<State> {
  const { chance, play } = start;
  let s = start.state;
  while (s.phase !== 'finished') {
    const actor = s.toAct;
    if (actor === null) throw new Error(`${game.name}: nobody to act in phase ${s.phase}`);
    let action: Action;
    if (actor === 'chance') action = game.sampleDeal(s, chance);
    else {
      const choose = seats[actor];
      if (!choose) throw new Error(`no player for seat ${actor}`);
      action = await choose(game.view(s, actor), play);
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
