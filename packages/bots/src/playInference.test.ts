import { PRESETS, type Rng, type Seat, type State, createRng } from '@tarock/engine';
import { describe, expect, it } from 'vitest';
import { type Player, playDeal } from './arena';
import { heuristicBot } from './heuristic';
import { knowledgeOf } from './knowledge';
import { MisfitCounter, misfits, refineHands } from './playInference';
import { randomBot } from './random';
import { sampleHands } from './sampler';
import { gameNamed } from './testkit';

/**
 * The states of the card play along seeded deals until `atLeast` (or 40 deals): every seat bids
 * at random (rule-based bidders pass out many a Bavarian deal), then plays its cards by `bot`.
 */
function playStates(id: string, atLeast: number, bot: 'heuristic' | 'random'): State[] {
  const game = gameNamed(id);
  const states: State[] = [];
  const inner = bot === 'heuristic' ? heuristicBot(game) : randomBot();
  const before = randomBot();
  const recorder: Player = {
    name: 'recorder',
    omniscient: true,
    actOnState(g, s, rng) {
      const view = g.view(s, s.toAct as Seat);
      if (s.phase !== 'play') return before.act(view, rng);
      states.push(s);
      return inner.act(view, rng);
    },
  };
  for (let d = 0; d < 40 && states.length < atLeast; d++)
    playDeal(
      game,
      Array.from({ length: game.seats }, () => recorder),
      createRng(`infer/${id}/${d}`),
      {
        dealer: d % game.seats,
      },
    );
  return states;
}

/**
 * Along Mayr/Sedlaczek deals of heuristic players, from the fourth trick on: each seat's view to
 * act, what it knows, and a world drawn for it.
 */
function* drawnLate(rng: Rng) {
  const id = 'illustrated-mayr-sedlaczek-2016';
  const game = gameNamed(id);
  for (const s of playStates(id, 60, 'heuristic')) {
    const view = game.view(s, s.toAct as Seat);
    if (view.tricks.length < 3) continue;
    const k = knowledgeOf(game, view);
    const start = sampleHands(k, view.hand, rng);
    if (!start) throw new Error('no world');
    yield { game, view, k, start };
  }
}
describe('inference from the card play', () => {
  it.each(PRESETS.map((p) => p.rules.id))(
    'the true deal has no misfit for rule-based players, from every seat (%s)',
    (id) => {
      const game = gameNamed(id);
      const states = playStates(id, 40, 'heuristic');
      expect(states.length).toBeGreaterThanOrEqual(40);
      let judged = 0;
      for (const s of states)
        for (const seat of s.players) {
          const view = game.view(s, seat);
          const k = knowledgeOf(game, view);
          // In another order than dealt: a world's hands come in any order.
          const hands = s.hands.map((h) => [...h].reverse());
          expect(misfits(game, view, k, hands, s.discards)).toBe(0);
          judged++;
        }
      expect(judged).toBeGreaterThan(60);
    },
  );

  it('random players make misfits: the count tells rule-based play from other play', () => {
    const id = 'illustrated-mayr-sedlaczek-2016';
    const game = gameNamed(id);
    const states = playStates(id, 40, 'random');
    const last = states[states.length - 1] as State;
    const view = game.view(last, last.players[0] as Seat);
    expect(misfits(game, view, knowledgeOf(game, view), last.hands, last.discards)).toBeGreaterThan(3);
  });

  it('a refined world explains the plays better than the world drawn, and says by how much', () => {
    const rng = createRng('refine');
    let drawn = 0;
    let refined = 0;
    let decisions = 0;
    for (const { game, view, k, start } of drawnLate(rng)) {
      const before = misfits(game, view, k, start.hands, start.discards);
      const after = refineHands(new MisfitCounter(game, view, k), start, rng, 100);
      expect(after.misfits).toBeLessThanOrEqual(before);
      expect(misfits(game, view, k, after.hands.hands, after.hands.discards)).toBe(after.misfits);
      drawn += before;
      refined += after.misfits;
      decisions++;
    }
    expect(decisions).toBeGreaterThan(20);
    expect(refined).toBeLessThan(drawn / 2);
  });

  it('a refinement told to stop makes no more tries: time is up before the first, or after k', () => {
    const rng = createRng('refine-stop');
    let stopped = 0;
    for (const { game, view, k, start } of drawnLate(rng)) {
      const counter = new MisfitCounter(game, view, k);
      const before = misfits(game, view, k, start.hands, start.discards);
      const none = refineHands(counter, start, rng, 100, () => true);
      expect(none.tries).toBe(0);
      expect(none.hands).toBe(start);
      expect(none.misfits).toBe(before);
      let asked = 0;
      const some = refineHands(counter, start, rng, 100, () => ++asked > 7);
      if (before > 0 && some.misfits > 0) {
        // Still misfits left: it went on until told to stop, after 7 tries.
        expect(some.tries).toBe(7);
        stopped++;
      } else expect(some.tries).toBeLessThanOrEqual(7);
    }
    expect(stopped).toBeGreaterThan(5);
  });
});
