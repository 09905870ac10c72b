import { describe, expect, it } from 'vitest';
import { loadGame } from '../presets/index';
import { createRng } from './rng';
import type { State } from './state';
import { cardsSeen } from '../testing/viewSwap';

function playUntil(name: string, seed: number, stop: (s: State) => boolean): State | null {
  const g = loadGame(name);
  if (!g.ok) throw new Error(g.error);
  const game = g.value;
  const rng = createRng(seed);
  let s = game.newDeal();
  while (s.phase !== 'finished') {
    if (stop(s)) return s;
    const action =
      s.toAct === 'chance'
        ? game.sampleDeal(s, rng)
        : game.legalActions(s)[rng.int(game.legalActions(s).length)];
    if (!action) return null;
    const next = game.apply(s, action);
    if (!next.ok) throw new Error(next.error);
    s = next.value;
  }
  return null;
}

describe('seat views', () => {
  it('an exposed talon stays known to every seat after the declarer has chosen his part', () => {
    const g = loadGame('illustrated-mayr-sedlaczek-2016');
    if (!g.ok) throw new Error(g.error);
    let found = 0;
    for (let seed = 0; seed < 200 && found < 3; seed++) {
      const s = playUntil(g.value.name, seed, (st) => st.phase === 'play');
      if (!s || s.contract?.talonGroup === null) continue;
      found++;
      for (const seat of [0, 1, 2, 'spectator'] as const) {
        const v = g.value.view(s, seat);
        expect(v.exposedTalon).toEqual(s.talon);
      }
    }
    expect(found).toBe(3);
  });

  it.each(['illustrated-loew-1954', 'illustrated-beck'])(
    'IT-10: in %s the untaken talon is face down in every view until the deal ends; the part taken stays shown; a seat remembers the talon it saw, a spectator is not shown it',
    (name) => {
      const g = loadGame(name);
      if (!g.ok) throw new Error(g.error);
      let found = 0;
      for (let seed = 0; seed < 300 && found < 3; seed++) {
        const s = playUntil(name, seed, (st) => st.phase === 'play' && st.tricks.length === 2);
        if (!s?.talonRest || s.contract?.talonGroup === null) continue;
        found++;
        const rest = new Set(s.talonRest.cards);
        expect(rest.size).toBeGreaterThan(0);
        for (const seat of [0, 1, 2, 'spectator'] as const) {
          const v = g.value.view(s, seat);
          expect(v.exposedTalon).toEqual(s.talon.map((c) => (rest.has(c) ? null : c)));
          expect(v.talonRest).toBeNull();
          expect(v.talonRestSize).toBe(rest.size);
          expect(v.seenTalon).toEqual(seat === 'spectator' ? null : s.talon);
          const seen = new Set<number>();
          cardsSeen(v, seen);
          for (const c of rest) expect(seen.has(c)).toBe(seat !== 'spectator');
        }
      }
      expect(found).toBe(3);
    },
  );

  it('a stock taken without exposure (Bavarian Frage) is never shown to the other seats', () => {
    const g = loadGame('bavarian-huber-1923');
    if (!g.ok) throw new Error(g.error);
    let found = 0;
    for (let seed = 0; seed < 300 && found < 3; seed++) {
      const s = playUntil(
        g.value.name,
        seed,
        (st) => st.phase === 'play' && st.contract?.talonGroup !== null,
      );
      if (!s) continue;
      found++;
      const declarer = s.contract?.declarer;
      for (const seat of s.players.filter((p) => p !== declarer)) {
        const v = g.value.view(s, seat);
        expect(v.exposedTalon).toBeNull();
        expect(v.seenTalon).toBeNull();
        expect(v.talon).toBeNull();
      }
    }
    expect(found).toBe(3);
  });
});

describe('the side pot', () => {
  it('is set up with the deal, shown to every seat, and absent where no side pot is given', () => {
    const g = loadGame('bavarian-huber-1923(pot=kasseAndSchreckensteiner)');
    if (!g.ok) throw new Error(g.error);
    const s = g.value.newDeal({ dealer: 0, pot: 150, sidePot: 300 });
    expect(s.sidePot).toBe(300);
    expect(g.value.view(s, 1).sidePot).toBe(300);
    expect(g.value.view(s, 'spectator').sidePot).toBe(300);
    const plain = g.value.newDeal({ dealer: 0, pot: 150 });
    expect('sidePot' in plain).toBe(false);
    expect('sidePot' in g.value.view(plain, 1)).toBe(false);
  });
});
