/** Helpers shared by the players' tests (imported by tests only; not part of the package's API). */
import { type Action, type Game, type State, type View, createRng, loadGame } from '@tarock/engine';
import type { PimcLevel } from './pimc';
import { randomBot } from './random';

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

/** Plays a seeded deal of random players, showing `visit` each view of the seat to act until it says stop. */
export function walkRandomDeal(game: Game, seed: string, visit: (v: View) => boolean): void {
  const rng = createRng(seed);
  const bot = randomBot();
  let s: State = game.newDeal();
  while (s.phase !== 'finished') {
    let a: Action;
    if (s.toAct === 'chance') a = game.sampleDeal(s, rng);
    else {
      const v = game.view(s, s.toAct ?? 0);
      if (visit(v)) return;
      a = bot.act(v, rng);
    }
    const next = game.apply(s, a);
    if (!next.ok) throw new Error(next.error);
    s = next.value;
  }
}

/** Views of the acting seat with a choice along a deal of random players: `limit` in play, `limit` before. */
export function viewsOf(game: Game, seed: string, limit: number): View[] {
  const views: View[] = [];
  let before = 0;
  let inPlay = 0;
  walkRandomDeal(game, seed, (v) => {
    const playing = v.phase === 'play';
    if (v.legal.length > 1 && (playing ? inPlay++ : before++) < limit) views.push(v);
    return inPlay >= limit;
  });
  return views;
}

/** Card decisions with a choice along two seeded random deals of the preset `name` (five each). */
export function cardViewsOf(name: string, tag: string): View[] {
  return [1, 2]
    .flatMap((d) => viewsOf(gameNamed(name), `${tag}/${name}/${d}`, 5))
    .filter((v) => v.phase === 'play');
}

/** A small pimc level for tests (few worlds, small budgets, a generous clock); `over` changes any of it. */
export function testLevel(over: Partial<PimcLevel> = {}): PimcLevel {
  return {
    name: 'pimc:test',
    worlds: 6,
    maxNodes: 2_000,
    decisionNodes: 200_000,
    bidWorlds: 2,
    declarerEdge: 0.3,
    tableBits: 12,
    thinkMs: 1_000,
    ...over,
  };
}

/**
 * Card decisions with a choice in the last `fromEnd` tricks along `deals` seeded deals of random
 * players (seeds `seed/0`, `seed/1`, …), those `keep` accepts.
 */
export function lateCardViews(
  game: Game,
  seed: string,
  deals: number,
  fromEnd: number,
  keep: (v: View) => boolean = () => true,
): View[] {
  const views: View[] = [];
  for (let d = 0; d < deals; d++)
    walkRandomDeal(game, `${seed}/${d}`, (v) => {
      if (
        v.phase === 'play' &&
        v.legal.length > 1 &&
        v.tricks.length >= game.rules.handSize - fromEnd &&
        keep(v)
      )
        views.push(v);
      return false;
    });
  return views;
}
