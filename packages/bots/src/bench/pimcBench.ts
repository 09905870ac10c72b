/**
 * Think time per card of the pimc levels, as a player at a table thinks (with the clock that
 * keeps a card decision to its level's `thinkMs`): seeded deals of one preset per family, pimc in
 * one seat against two heuristic players (dealer rotating, the pot of a new match), every card
 * decision with more than one legal card timed, and counted where the clock stopped it (on a host
 * fast enough for the level's node budget none is, and the deals play as in `tarock simulate`).
 */
import { type Action, type Rng, type View, createRng, loadGame } from '@tarock/engine';
import { playDeal } from '../arena';
import type { Bot } from '../bot';
import { heuristicBot } from '../heuristic';
import { type PimcLevel, PimcSearch, pimcAdvice } from '../pimc';
import { type Timing, timing } from './stats';

export interface PimcTiming extends Timing {
  /** Card decisions the clock stopped before every sampled world was solved. */
  readonly cut: number;
}

export function benchPimc(variant: string, level: PimcLevel, deals: number, now: () => number): PimcTiming {
  const g = loadGame(variant);
  if (!g.ok) throw new Error(g.error);
  const game = g.value;
  const search = new PimcSearch(level, now);
  const ms: number[] = [];
  let cut = 0;
  const timed: Bot = {
    name: level.name,
    act(view: View, rng: Rng): Action {
      const t0 = now();
      const advice = pimcAdvice(search, view, rng, game);
      if (view.phase === 'play' && view.legal.length > 1) {
        ms.push(now() - t0);
        if (advice.kind === 'card' && advice.votes.timedOut) cut++;
      }
      return advice.action;
    },
  };
  const pot = game.preset.match.start(game.rules, game.name, game.seats, 0).pot;
  for (let i = 0; i < deals; i++) {
    const seats = [heuristicBot(game), heuristicBot(game), heuristicBot(game)];
    seats[i % 3] = timed;
    playDeal(game, seats, createRng(`bench-pimc-${i}`), { dealer: i % game.seats, pot });
  }
  return { ...timing(ms), cut };
}
