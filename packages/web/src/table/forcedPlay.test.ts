import { type Action, type View, cardOf, GERMAN36 } from '@tarock/engine';
import { describe, expect, test } from 'vitest';
import { forcedCard } from './forcedPlay';

/** A View of seat `toAct`'s turn with these legal actions (all the decision reads). */
const viewOf = (legal: readonly Action[], toAct: number | null = 0): View =>
  ({ toAct, legal, phase: 'play' }) as unknown as View;

const [a, b] = [cardOf(GERMAN36, 0, 3), cardOf(GERMAN36, 0, 2)];

describe('a forced card plays by itself', () => {
  test('one legal play: that card, where the setting is on and it is the seat’s own turn', () => {
    const one = viewOf([{ type: 'play', card: a }]);
    expect(forcedCard(one, 0, 'on')).toBe(a);
    // The setting off (the default), another seat's turn, a spectator: the player chooses.
    expect(forcedCard(one, 0, 'off')).toBe(null);
    expect(forcedCard(one, 1, 'on')).toBe(null);
    expect(forcedCard(one, null, 'on')).toBe(null);
  });

  test('two legal plays, a call or a discard: never', () => {
    expect(
      forcedCard(
        viewOf([
          { type: 'play', card: a },
          { type: 'play', card: b },
        ]),
        0,
        'on',
      ),
    ).toBe(null);
    expect(forcedCard(viewOf([{ type: 'pass' }]), 0, 'on')).toBe(null);
    expect(forcedCard(viewOf([{ type: 'discard', card: a }]), 0, 'on')).toBe(null);
    expect(forcedCard(viewOf([]), 0, 'on')).toBe(null);
  });
});
