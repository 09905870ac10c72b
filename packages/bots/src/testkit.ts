/** Helpers shared by the players' tests (imported by tests only; not part of the package's API). */
import { type Game, loadGame } from '@tarock/engine';

/** A preset's game by name; throws on a name that does not load. */
export function gameNamed(name: string): Game {
  const g = loadGame(name);
  if (!g.ok) throw new Error(g.error);
  return g.value;
}

/**
 * Where pimc and the cheater choose by simulation, not by hand value: the talon part and the
 * discards of Illustrated Tarock, the trump suit and the discards of Haferltarock.
 */
export const SIMULATED_CHOICES = [
  ['illustrated-mayr-sedlaczek-2016', 'talon'],
  ['illustrated-mayr-sedlaczek-2016', 'discard'],
  ['haferltarock', 'trump'],
  ['haferltarock', 'discard'],
] as const;
