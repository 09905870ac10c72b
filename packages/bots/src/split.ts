/**
 * A measurement player of two halves: one takes every decision before the card play (bids, the
 * talon part, the trump suit, discards, announcements and contras), the other plays the cards.
 * With the cheater as one half it shows what seeing the hidden cards is worth in that part of the
 * game alone, so the gap between a fair player and the cheater can be split into the two
 * (docs/strength.md section 20). Never offered in play: only `createMeasurementPlayer` makes one,
 * by the name `BEFORE-then-PLAY` (e.g. `cheater-then-pimc:strong`: the cheater bids, pimc:strong
 * plays the cards).
 */
import type { Action, Game, Rng, Seat, State } from '@tarock/engine';
import type { Bot } from './bot';
import type { OmniscientPlayer } from './omniscient';

/** The player that decides in `s`'s phase: `play` in the card play, `before` otherwise. */
export function splitPlayer(before: Bot | OmniscientPlayer, play: Bot | OmniscientPlayer): OmniscientPlayer {
  return {
    name: `${before.name}-then-${play.name}`,
    omniscient: true,
    actOnState(game: Game, s: State, rng: Rng): Action {
      const p = s.phase === 'play' ? play : before;
      if ('omniscient' in p) return p.actOnState(game, s, rng);
      // A fair half sees its seat's view only, as it would at a table.
      return p.act(game.view(s, s.toAct as Seat), rng);
    },
  };
}
