import { describe, expect, it } from 'vitest';
import type { Advice } from '@tarock/bots';
import type { Action } from '@tarock/engine';
import { adviceText } from '../src/hint';
import { WIDTH } from '../src/wrap';
import { hintParts, mini } from './helpers';

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
    const { rows } = hintParts(adviceText(game, 'pimc', advice));
    expect(rows).toEqual([
      '    talon 0    -2.9   ahead in  4/10',
      '    talon 1   -16.2   ahead in 10/10',
      '    pass     -131.0   ahead in  0/10',
    ]);
  });

  it('lines up the points by their decimal point once one mean has a fraction (-2948 beside -2963.2)', () => {
    const means = (m: number[]) =>
      hintParts(adviceText(game, 'pimc', { ...advice, result: { ...advice.result, means: m } })).rows.map(
        (row) => row.match(/ ([+-]?[\d.]+) {3}ahead/)?.[1] ?? '',
      );
    expect(means([-2948, -2963.2, -2973.6])).toEqual(['-2948.0', '-2963.2', '-2973.6']);
    expect(means([55, 0, -12])).toEqual(['+55', '0', '-12']);
    const rows = hintParts(
      adviceText(game, 'pimc', { ...advice, result: { ...advice.result, means: [-2948, -2963.2, 3.4] } }),
    ).rows;
    expect(new Set(rows.map((row) => row.indexOf('.'))).size).toBe(1);
  });

  it('writes each choice as the turn lists it (a talon part with its cards)', () => {
    const label = (a: Action) => (a.type === 'talon' ? `talon ${a.group}: XXI ♥K` : 'pass');
    const { head, rows } = hintParts(adviceText(game, 'pimc', advice, label));
    expect(head).toBe('hint: pimc would take talon 0: XXI ♥K');
    expect(rows[0]).toMatch(/^ {4}talon 0: XXI ♥K +-2\.9 /);
  });

  const cardAdvice = (
    reached: number[],
    margin: (number | null)[],
    ultimo: (number | null)[] = [null, null],
    points: (number | null)[] = [null, null],
    inferred = false,
  ): Advice => ({
    kind: 'card',
    action: { type: 'play', card: 52 },
    kept: [],
    votes: {
      cards: [52, 51],
      votes: reached.map((r, i) => r + (ultimo[i] ?? 0) / 1000 + (margin[i] ?? 0) / 110),
      worlds: 10,
      timedOut: false,
      reached,
      margin,
      marginPoints: 10,
      points,
      ultimo,
      exact: false,
      inferred,
    },
    unitsPerPoint: 3,
  });

  it('says how a tie of cards that lose in most worlds is broken: by losing by less, not "to spare"', () => {
    const behind = hintParts(adviceText(game, 'pimc', cardAdvice([0, 0], [3, 1]))).rows;
    expect(behind).toEqual([
      '    XXI   0/10   short by at most 10 points:  3/10',
      '    XX    0/10   short by at most 10 points:  1/10',
    ]);
    const ahead = hintParts(adviceText(game, 'pimc', cardAdvice([8, 8], [3, 1]))).rows;
    expect(ahead[0]).toBe('    XXI   8/10   with 10 points to spare:  3/10');
  });

  it('weighs level cards by the Pagat still out before the margin, in game points a world (IT-16)', () => {
    const parts = hintParts(adviceText(game, 'pimc', cardAdvice([8, 8], [3, 1], [50, -25])));
    expect(parts.rows).toEqual([
      '    XXI   8/10   Pagat/Uhu +5.0   with 10 points to spare:  3/10',
      '    XX    8/10   Pagat/Uhu -2.5   with 10 points to spare:  1/10',
    ]);
    expect(parts.prose).toContain('weighed first by the Pagat or the Uhu still out');
  });

  it('weighs level cards by the card points where over- and undershoot pay them one by one (IT-04)', () => {
    // 10 worlds, thirds: 375 units are 12.5 card points a world.
    const parts = hintParts(
      adviceText(game, 'pimc', cardAdvice([8, 8], [null, null], [null, null], [375, 270])),
    );
    expect(parts.rows).toEqual(['    XXI   8/10   card points 12.5', '    XX    8/10   card points 9.0']);
    expect(parts.prose).toContain('Over- and undershoot pay card points one by one');
  });

  it("says when its worlds were chosen to fit the others' card plays", () => {
    const fitted = hintParts(
      adviceText(game, 'pimc', cardAdvice([8, 8], [3, 1], undefined, undefined, true)),
    );
    expect(fitted.prose).toContain(
      'chosen so that the usual play explains what the others have chosen so far',
    );
    const drawn = hintParts(adviceText(game, 'pimc', cardAdvice([8, 8], [3, 1])));
    expect(drawn.prose).not.toContain('the usual play explains');
  });

  it('names a contra it declined as the turn lists it', () => {
    const contra: Action = { type: 'contra', target: 'game' };
    const declined: Advice = { ...advice, choices: [...choices, contra], declinedDouble: contra };
    const label = (a: Action) => (a.type === 'contra' ? 'contra the game: Re' : a.type);
    const { prose } = hintParts(adviceText(game, 'pimc', declined, label));
    expect(prose).toContain(
      'mean: contra the game: Re has the best mean, but pimc doubles only when ahead in 70% of the worlds',
    );
  });

  it('gives a Bavarian call, said by its word alone, a verb: "would call Re", not "would Re"', () => {
    const contra: Action = { type: 'contra', target: 'game' };
    const routine: Advice = { kind: 'rule', action: contra };
    expect(hintParts(adviceText(game, 'pimc', routine, () => 'Re')).head).toBe(
      'hint: pimc would call Re (a routine choice, not searched)',
    );
    // The English words already have their verb.
    expect(hintParts(adviceText(game, 'pimc', routine, () => 'contra the game')).head).toBe(
      'hint: pimc would contra the game (a routine choice, not searched)',
    );
  });

  it('wraps its head and its sentences within the width, the table rows untouched', () => {
    const long = 'contra With 50 (announced by S1 a player with a long name): Rekontra';
    const label = (a: Action) => (a.type === 'contra' ? long : a.type);
    const contra: Action = { type: 'contra', target: 'fifty@1' };
    const declined: Advice = { ...advice, choices: [...choices, contra], declinedDouble: contra };
    const routine: Advice = { kind: 'rule', action: contra };
    for (const a of [advice, declined, routine, cardAdvice([0, 0], [3, 1])]) {
      const lines = adviceText(game, 'pimc', a, label);
      for (const l of lines) expect(l.length, l).toBeLessThanOrEqual(WIDTH);
    }
    const { rows, prose } = hintParts(adviceText(game, 'pimc', declined, label));
    expect(rows).toHaveLength(4);
    expect(prose).toContain(
      `${long} has the best mean, but pimc doubles only when ahead in 70% of the worlds`,
    );
    const head = adviceText(game, 'pimc', routine, label);
    expect(head.length).toBeGreaterThan(1);
    expect(head.map((l) => l.trim()).join(' ')).toBe(
      `hint: pimc would ${long} (a routine choice, not searched)`,
    );
  });
});

describe('a hint says what the player would do in words that read as a deed', () => {
  const game = mini();
  it.each([
    [{ type: 'ready' }, 'ready', 'hint: pimc would say ready (the only legal choice)'],
    [
      { type: 'trump', suit: 2 },
      'trump ♥ Herz',
      'hint: pimc would choose trump ♥ Herz (the only legal choice)',
    ],
    [
      { type: 'talon', group: 1 },
      'talon 1: XVI',
      'hint: pimc would take talon 1: XVI (the only legal choice)',
    ],
    [
      { type: 'talon', group: 0 },
      'take the stock',
      'hint: pimc would take the stock (the only legal choice)',
    ],
    [{ type: 'pass' }, 'pass', 'hint: pimc would pass (the only legal choice)'],
  ] as const)('%o: "%s"', (action, listed, said) => {
    expect(adviceText(game, 'pimc', { kind: 'only', action }, () => listed)).toEqual([said]);
  });
});
