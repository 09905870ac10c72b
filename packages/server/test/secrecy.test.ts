/**
 * The secrecy check the socket and browser tests rely on (helpers/secrecy.ts) must agree with the
 * engine's own seat views: every card a view shows by the rules is public to that seat, and a card
 * of another hand is caught. A check that flags public cards fails the online tests only on the
 * deals that show them (the talon turned face up and taken, IT-10), so it is proven here over
 * seeded random deals of every preset rather than left to the one deal a browser test plays.
 */
import { type Game, PRESETS, type Seat, type State, createRng, loadGame } from '@tarock/engine';
import { describe, expect, it } from 'vitest';
import { cardsIn, hiddenFrom } from './helpers/secrecy';

const DEALS = 60;

/** Every state of `DEALS` seeded deals of `game`, played by uniformly random legal actions. */
function* randomStates(game: Game, seed: string): Generator<State> {
  const rng = createRng(seed);
  for (let d = 0; d < DEALS; d++) {
    let s = game.newDeal();
    for (let guard = 0; s.phase !== 'finished' && guard < 500; guard++) {
      yield s;
      const legal = game.legalActions(s);
      const action = s.toAct === 'chance' ? game.sampleDeal(s, rng) : legal[rng.int(legal.length)];
      if (!action) throw new Error(`no legal action in phase ${s.phase}`);
      const next = game.apply(s, action);
      if (!next.ok) throw new Error(next.error);
      s = next.value;
    }
  }
}

function viewers(game: Game): (Seat | 'spectator')[] {
  return [...Array.from({ length: game.seats }, (_, i) => i as Seat), 'spectator'];
}

describe('the secrecy check agrees with the seat views', () => {
  it.each(PRESETS.map((p) => p.rules.id))(
    '%s: no card a seat view shows by the rules is counted hidden from that seat',
    (id) => {
      const g = loadGame(id);
      if (!g.ok) throw new Error(g.error);
      const flagged = new Map<string, number>();
      let talonTakenSeen = 0;
      for (const s of randomStates(g.value, `secrecy ${id}`)) {
        if (s.talonShown && s.contract && s.phase !== 'talon') talonTakenSeen++;
        for (const viewer of viewers(g.value)) {
          const hidden = hiddenFrom(g.value, s, viewer);
          for (const [key, value] of Object.entries(g.value.view(s, viewer)))
            if (cardsIn({ [key]: value }).some((c) => hidden.has(c)))
              flagged.set(`${key} in ${s.phase}`, (flagged.get(`${key} in ${s.phase}`) ?? 0) + 1);
        }
      }
      expect(Object.fromEntries(flagged)).toEqual({});
      // Where the rules turn the talon face up, the deals above reached the play after it.
      if (g.value.preset.rules.family === 'illustrated') expect(talonTakenSeen).toBeGreaterThan(0);
    },
  );

  it('catches a card of another hand in a frame', () => {
    const g = loadGame('illustrated-loew-1954');
    if (!g.ok) throw new Error(g.error);
    const s = randomStates(g.value, 'leak').next().value as State;
    const dealt = g.value.apply(s, g.value.sampleDeal(s, createRng('leak deal')));
    if (!dealt.ok) throw new Error(dealt.error);
    const other = dealt.value.hands[1] ?? [];
    const frame = { view: { ...g.value.view(dealt.value, 0), trick: [other[0]] } };
    const hidden = hiddenFrom(g.value, dealt.value, 0);
    expect(cardsIn(frame).filter((c) => hidden.has(c))).toEqual([other[0]]);
  });
});
