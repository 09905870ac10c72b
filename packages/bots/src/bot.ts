/**
 * A computer player. It decides from its seat's `View` alone: the type admits nothing else, so a
 * player cannot see the other hands, the face-down talon or hidden discards. Players are
 * stateless between calls (everything they know is in the view) and draw any randomness from the
 * `Rng` they are handed, so a match replays exactly from its seed.
 */
import type { Action, Rng, View } from '@tarock/engine';

export interface Bot {
  /** The player's registry name, e.g. "random", "pimc:strong" (recorded with match results). */
  readonly name: string;
  /** One of `view.legal` (never called with an empty `legal`). */
  act(view: View, rng: Rng): Action;
}
