/** Test helpers of the table worker: a table of one human (seat 0) and two random computer players. */
import type { MatchSetup } from './protocol';
import { TableSession } from './session';

export const setup = (game: string): MatchSetup => ({
  game,
  players: [{ kind: 'human' }, { kind: 'bot', bot: 'random' }, { kind: 'bot', bot: 'random' }],
  names: ['Anna', 'Bert', 'Cilli'],
  delayMs: 0,
});

/** A session of `game` with that table, dealt from `seed`. */
export function make(game: string, seed: string): TableSession {
  const s = TableSession.create(setup(game), seed);
  if (!s.ok) throw new Error(s.error);
  return s.value;
}
