import { type Action, type Seat, type State, createRng } from '@tarock/engine';
import { describe, expect, it } from 'vitest';
import { type Player, playDeal } from './arena';
import type { Bot } from './bot';
import { heuristicBot } from './heuristic';
import { randomBot } from './random';
import { BOT_NAMES, createBot, createMeasurementPlayer } from './registry';
import { splitPlayer } from './split';
import { gameNamed } from './testkit';

/** A fair player that notes which half was asked, and what it saw. */
function noting(inner: Bot, asked: string[], tag: string): Bot {
  return {
    name: inner.name,
    act(view, rng) {
      asked.push(`${tag}:${view.phase}:${view.viewer}`);
      return inner.act(view, rng);
    },
  };
}

describe('BEFORE-then-PLAY', () => {
  it.each(['illustrated-mayr-sedlaczek-2016', 'haferltarock'])(
    'the first half takes every decision before the card play, the second every card (%s)',
    (id) => {
      const game = gameNamed(id);
      let before = 0;
      let plays = 0;
      for (let deal = 0; deal < 4; deal++) {
        const asked: string[] = [];
        const split = splitPlayer(
          noting(randomBot(), asked, 'before'),
          noting(heuristicBot(game), asked, 'play'),
        );
        const seats: Player[] = [split, heuristicBot(game), heuristicBot(game), heuristicBot(game)];
        const end = playDeal(game, seats, createRng(`split/${id}/${deal}`), { dealer: deal % game.seats });
        expect(end.phase).toBe('finished');
        plays += asked.filter((a) => a.startsWith('play:')).length;
        before += asked.filter((a) => a.startsWith('before:')).length;
        for (const a of asked) {
          const [half, phase, viewer] = a.split(':');
          expect(half).toBe(phase === 'play' ? 'play' : 'before');
          // A fair half is shown its own seat's view, never the whole state.
          expect(viewer).toBe('0');
        }
      }
      expect(before).toBeGreaterThan(0);
      expect(plays).toBeGreaterThan(0);
    },
  );

  it('decides in the card play exactly as its second half would from the seat view', () => {
    const game = gameNamed('illustrated-mayr-sedlaczek-2016');
    const states: State[] = [];
    const recorder: Player = {
      name: 'recorder',
      omniscient: true,
      actOnState(g, s, rng) {
        if (s.phase === 'play') states.push(s);
        return heuristicBot(g).act(g.view(s, s.toAct as Seat), rng);
      },
    };
    playDeal(game, [recorder, recorder, recorder], createRng('split/cards'));
    expect(states.length).toBeGreaterThan(10);
    const split = splitPlayer(randomBot(), heuristicBot(game));
    for (const s of states) {
      const a: Action = split.actOnState(game, s, createRng('same'));
      const b: Action = heuristicBot(game).act(game.view(s, s.toAct as Seat), createRng('same'));
      expect(a).toEqual(b);
    }
  });

  it('is made by name for measurement only, never offered in play', () => {
    for (const name of ['cheater-then-pimc:strong', 'pimc:strong-then-cheater']) {
      const made = createMeasurementPlayer(name);
      expect(made.ok && made.value.name).toBe(name);
      expect(made.ok && 'omniscient' in made.value).toBe(true);
      expect(createBot(name).ok).toBe(false);
    }
    expect(BOT_NAMES.some((n) => n.includes('-then-'))).toBe(false);
    const wrong = createMeasurementPlayer('cheater-then-nobody');
    expect(wrong.ok).toBe(false);
    if (!wrong.ok) expect(wrong.error).toContain('nobody');
    // Its records must read back: a name longer than a record's player is refused up front.
    const long = createMeasurementPlayer('heuristic-then-pimc:strong');
    expect(long.ok).toBe(false);
    if (!long.ok) expect(long.error).toContain('24 characters');
  });
});
