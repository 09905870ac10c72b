import { type State, createRng } from '@tarock/engine';
import { randomAction } from '@tarock/engine/testing';
import { describe, expect, it } from 'vitest';
import { knowledgeOf } from './knowledge';
import { gameNamed } from './testkit';

/** States of seeded random deals in the card play after the declarer took part of an exposed talon. */
function afterExposedChoice(name: string, want: number): State[] {
  const game = gameNamed(name);
  const rng = createRng(`knowledge/${name}`);
  const found: State[] = [];
  for (let deal = 0; deal < 300 && found.length < want; deal++) {
    let s: State = game.newDeal({ dealer: deal % game.seats });
    while (s.phase !== 'finished') {
      if (s.phase === 'play' && s.talonShown && s.talonRest && s.tricks.length === 1) {
        found.push(s);
        break;
      }
      const next = game.apply(s, randomAction(game, s, rng));
      if (!next.ok) throw new Error(next.error);
      s = next.value;
    }
  }
  return found;
}

describe('a seat remembers the talon it saw lie open (docs/decisions/0013)', () => {
  it.each(['illustrated-loew-1954', 'illustrated-beck', 'illustrated-mayr-sedlaczek-2016'])(
    '%s: every seat names the untaken talon and counts none of it unknown',
    (name) => {
      const game = gameNamed(name);
      const states = afterExposedChoice(name, 4);
      expect(states.length).toBe(4);
      for (const s of states) {
        const rest = [...(s.talonRest?.cards ?? [])].sort((a, b) => a - b);
        expect(rest.length).toBeGreaterThan(0);
        for (const seat of s.players) {
          const k = knowledgeOf(game, game.view(s, seat));
          expect([...k.knownRest].sort((a, b) => a - b)).toEqual(rest);
          expect(k.hiddenRest).toBe(0);
          expect(k.talon).toEqual(s.talon);
          for (const c of rest) {
            expect(k.unknown).not.toContain(c);
            expect(k.talonUnplaced).not.toContain(c);
          }
          // The part taken is known, and where the viewer cannot place it, it is unplaced.
          const taken = s.talon.filter((c) => !rest.includes(c));
          expect([...(k.taken ?? [])].sort((a, b) => a - b)).toEqual(taken.sort((a, b) => a - b));
        }
      }
    },
  );
});
