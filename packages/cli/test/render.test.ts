import { type State, createRng, loadGame } from '@tarock/engine';
import { describe, expect, it } from 'vitest';
import { playRandomDeal } from '@tarock/engine/testing';
import { viewText } from '../src/render';

/** The first state of a random deal of `name` at which `stop` holds (null if none does). */
function playUntil(name: string, seed: number, stop: (s: State) => boolean): State | null {
  const g = loadGame(name);
  if (!g.ok) throw new Error(g.error);
  return playRandomDeal(g.value, createRng(`render-${seed}`)).find(stop) ?? null;
}

const NAMES = ['S0', 'S1', 'S2'];

describe('the terminal view of the last trick (M-10: lastTrickReview)', () => {
  it.each([
    ['illustrated-loew-1954', false],
    ['illustrated-beck', false],
    ['illustrated-mayr-sedlaczek-2016', true],
    ['haferltarock', true],
  ] as const)('%s: once the next trick has begun the last trick is shown: %s', (name, review) => {
    const g = loadGame(name);
    if (!g.ok) throw new Error(g.error);
    let checked = 0;
    for (let seed = 0; seed < 50 && checked < 3; seed++) {
      const s = playUntil(
        name,
        seed,
        (x) => x.phase === 'play' && x.tricks.length === 2 && x.trick.length === 1,
      );
      if (!s || typeof s.toAct !== 'number') continue;
      checked++;
      const text = viewText(g.value, g.value.view(s, s.toAct), NAMES).join('\n');
      expect(text.includes('Last trick (2)')).toBe(review);
    }
    expect(checked).toBe(3);
  });

  it('shows the trick just taken to the seat that leads the next one, in every preset', () => {
    for (const name of ['illustrated-loew-1954', 'haferltarock']) {
      const g = loadGame(name);
      if (!g.ok) throw new Error(g.error);
      const s = playUntil(
        name,
        1,
        (x) => x.phase === 'play' && x.tricks.length === 1 && x.trick.length === 0,
      );
      if (!s || typeof s.toAct !== 'number') throw new Error(`${name}: no such state`);
      expect(viewText(g.value, g.value.view(s, s.toAct), NAMES).join('\n')).toContain('Last trick (1)');
    }
  });
});
