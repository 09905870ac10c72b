/**
 * Computer players for simulate and play. Each sees only its seat's View (and chooses among
 * `view.legal`). Until @tarock/bots lands, the only one is `random`.
 */
import { type Action, type Result, type Rng, type View, err, ok } from '@tarock/engine';

export interface Player {
  /** The name as given on the command line, recorded in the record's seats. */
  readonly name: string;
  choose(view: View, rng: Rng): Action | Promise<Action>;
}

const random: Player = {
  name: 'random',
  choose(view, rng) {
    const a = view.legal[rng.int(view.legal.length)];
    if (!a) throw new Error(`random: no legal action for seat ${String(view.viewer)} in phase ${view.phase}`);
    return a;
  },
};

export const PLAYER_NAMES: readonly string[] = ['random'];

export function createPlayer(name: string): Result<Player> {
  if (name === 'random') return ok(random);
  return err(`unknown player "${name}" (available: ${PLAYER_NAMES.join(', ')})`);
}
