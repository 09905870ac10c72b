import { describe, expect, it } from 'vitest';
import type { Advice } from '@tarock/bots';
import type { Action } from '@tarock/engine';
import { adviceText } from '../src/hint';
import { mini } from './helpers';

describe('the hint text', () => {
  const game = mini();
  const choices: Action[] = [{ type: 'talon', group: 0 }, { type: 'talon', group: 1 }, { type: 'pass' }];
  const advice: Advice = {
    kind: 'simulation',
    action: choices[0] as Action,
    choices,
    result: {
      action: choices[0] as Action,
      means: [-2.9, -16.2, -131],
      ahead: [4, 10, 0],
      worlds: 10,
      unit: 'points',
    },
    declinedDouble: null,
    doubleConfidence: 0.7,
  };

  it('right-aligns the means and the counts of its table', () => {
    const rows = adviceText(game, 'pimc', advice).slice(2);
    expect(rows).toEqual([
      '    talon 0   -2.9   ahead in  4/10',
      '    talon 1  -16.2   ahead in 10/10',
      '    pass      -131   ahead in  0/10',
    ]);
  });

  it('writes each choice as the turn lists it (a talon part with its cards)', () => {
    const label = (a: Action) => (a.type === 'talon' ? `talon ${a.group}: XXI ♥K` : 'pass');
    const lines = adviceText(game, 'pimc', advice, label);
    expect(lines[0]).toBe('hint: pimc would talon 0: XXI ♥K');
    expect(lines[2]).toMatch(/^ {4}talon 0: XXI ♥K +-2\.9 /);
  });

  const cardAdvice = (reached: number[], margin: number[]): Advice => ({
    kind: 'card',
    action: { type: 'play', card: 52 },
    votes: {
      cards: [52, 51],
      votes: reached.map((r, i) => r + (margin[i] ?? 0) / 11),
      worlds: 10,
      reached,
      margin,
      marginPoints: 10,
      exact: false,
    },
    unitsPerPoint: 3,
  });

  it('says how a tie of cards that lose in most worlds is broken: by losing by less, not "to spare"', () => {
    const behind = adviceText(game, 'pimc', cardAdvice([0, 0], [3, 1])).slice(2, 4);
    expect(behind).toEqual([
      '    XXI   0/10   short by at most 10 points:  3/10',
      '    XX    0/10   short by at most 10 points:  1/10',
    ]);
    const ahead = adviceText(game, 'pimc', cardAdvice([8, 8], [3, 1])).slice(2, 4);
    expect(ahead[0]).toBe('    XXI   8/10   with 10 points to spare:  3/10');
  });

  it('names a contra it declined as the turn lists it', () => {
    const contra: Action = { type: 'contra', target: 'game' };
    const declined: Advice = { ...advice, choices: [...choices, contra], declinedDouble: contra };
    const label = (a: Action) => (a.type === 'contra' ? 'contra the game: Re' : a.type);
    const lines = adviceText(game, 'pimc', declined, label);
    expect(lines.at(-1)).toMatch(
      /^ {2}contra the game: Re has the best mean, but pimc doubles only when ahead in 70% /,
    );
  });
});
