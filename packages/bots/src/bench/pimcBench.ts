/**
 * Think time per card of the pimc levels: seeded deals of one preset per family, pimc in one seat
 * against two heuristic players (dealer rotating, the pot of a new match), every card decision
 * with more than one legal card timed.
 */
import { type Action, type Rng, type View, createRng, loadGame } from '@tarock/engine';
import { playDeal } from '../arena';
import type { Bot } from '../bot';
import { heuristicBot } from '../heuristic';
import { type PimcLevel, pimcBot } from '../pimc';
import { type Timing, timing } from './stats';

export function benchPimc(variant: string, level: PimcLevel, deals: number, now: () => number): Timing {
  const g = loadGame(variant);
  if (!g.ok) throw new Error(g.error);
  const game = g.value;
  const inner = pimcBot(level, game);
  const ms: number[] = [];
  const timed: Bot = {
    name: level.name,
    act(view: View, rng: Rng): Action {
      const t0 = now();
      const a = inner.act(view, rng);
      if (view.phase === 'play' && view.legal.length > 1) ms.push(now() - t0);
      return a;
    },
  };
  const pot = game.preset.match.start(game.rules, game.name, game.seats, 0).pot;
  for (let i = 0; i < deals; i++) {
    const seats = [heuristicBot(game), heuristicBot(game), heuristicBot(game)];
    seats[i % 3] = timed;
    playDeal(game, seats, createRng(`bench-pimc-${i}`), { dealer: i % game.seats, pot });
  }
  return timing(ms);
}
