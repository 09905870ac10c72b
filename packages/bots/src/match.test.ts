import { PRESETS, makeGame } from '@tarock/engine';
import { describe, expect, it } from 'vitest';
import { type DealResult, runDeals, seatingsOf, summarize } from './match';
import { MIN_SIGNIFICANT, Tally, difference } from './matchStats';
import { runMatch } from './parallel';

describe('duplicate seatings', () => {
  it('plays every distinct arrangement of the players', () => {
    expect(seatingsOf(['a', 'b', 'c'], true)).toHaveLength(6);
    expect(seatingsOf(['pimc', 'heuristic', 'heuristic'], true)).toHaveLength(3);
    expect(seatingsOf(['x', 'x', 'x'], true)).toHaveLength(1);
    expect(seatingsOf(['a', 'b', 'c'], false)).toEqual([[0, 1, 2]]);
  });
});

describe('match statistics', () => {
  it('pairs the players deal by deal, and calls a difference significant from MIN_SIGNIFICANT deals on', () => {
    const spec = { game: 'g', players: ['a', 'b', 'b'], deals: 4, seed: 1, duplicate: true };
    // In each deal a scores d more per seat than b does.
    const results = (ds: readonly number[]): DealResult[] =>
      ds.map((d) => ({
        deal: d,
        results: [
          {
            seating: [0, 1, 2],
            deltas: [2 * d, -d, -d],
            declarer: 0,
            outcome: 'won',
            contract: 'solo',
            active: [0, 1, 2],
            unit: 'points',
          },
        ],
      }));
    const r = summarize(spec, results([1, 2, 3, 4]));
    expect(r.paired?.difference.mean).toBe(3 * 2.5);
    // Four deals: clear of 0 by the normal approximation, too few to say so.
    expect(Math.abs(r.paired?.difference.mean ?? 0)).toBeGreaterThan(r.paired?.difference.ci95 ?? 0);
    expect(r.paired?.significant).toBe(false);
    expect(r.paired?.dealsNeeded).toBe(MIN_SIGNIFICANT);
    const a = r.players.find((p) => p.player === 'a');
    expect(a?.declarer.won).toBe(4);
    expect(a?.perDeal.mean).toBe(5);
    const many = summarize(
      { ...spec, deals: MIN_SIGNIFICANT },
      results(Array.from({ length: MIN_SIGNIFICANT }, (_, i) => 1 + (i % 4))),
    );
    expect(many.paired?.significant).toBe(true);
  });
});

describe('role differences', () => {
  it('are unpaired: the interval adds both variances', () => {
    const a = new Tally();
    const b = new Tally();
    for (const x of [1, 3]) a.add(x); // mean 2, sd √2
    for (const x of [0, 0, 3, 3]) b.add(x); // mean 1.5, sd √3
    const d = difference(a, b);
    expect(d.mean).toBe(0.5);
    expect(d.ci95).toBeCloseTo(1.96 * Math.sqrt(2 / 2 + 3 / 4), 4);
    expect(d.significant).toBe(false);
    const big = new Tally();
    for (let i = 0; i < 100; i++) big.add(10 + (i % 2));
    // Clear of 0, but b has four samples: too few for a verdict.
    expect(difference(big, b).significant).toBe(false);
    const bigB = new Tally();
    for (let i = 0; i < 100; i++) bigB.add(i % 2 === 0 ? 0 : 3);
    expect(difference(big, bigB).significant).toBe(true);
  });
});

describe('a match is reproducible from its seed', () => {
  const preset = PRESETS.find((p) => p.rules.id === 'bavarian-1933');
  const spec = {
    game: 'bavarian-1933',
    players: ['heuristic', 'random', 'random'],
    deals: 4,
    seed: 'r',
    duplicate: true,
  };
  it('the same deals give the same results', () => {
    if (!preset) throw new Error('missing preset');
    const g = makeGame(preset);
    if (!g.ok) throw new Error(g.error);
    expect(runDeals(g.value, spec, [0, 1, 2, 3])).toEqual(runDeals(g.value, spec, [0, 1, 2, 3]));
  });
  it('worker threads give the same figures as one thread', async () => {
    const one = await runMatch(spec, { workers: 1 });
    const two = await runMatch(spec, { workers: 2, batch: 1 });
    expect(two).toEqual(one);
  });
});

describe("the defenders' win rate", () => {
  it('counts a declarer lost as a defence won, a draw as defended but not won, a passed deal not at all', () => {
    const spec = { game: 'g', players: ['a', 'b', 'b'], deals: 4, seed: 1, duplicate: false };
    const table = (deal: number, declarer: number | null, outcome: string): DealResult => ({
      deal,
      results: [
        {
          seating: [0, 1, 2],
          deltas: [0, 0, 0],
          declarer,
          outcome,
          contract: declarer === null ? null : 'solo',
          active: [0, 1, 2],
          unit: 'points',
        },
      ],
    });
    const r = summarize(spec, [
      table(0, 0, 'lost'),
      table(1, 1, 'lost'),
      table(2, 2, 'draw'),
      table(3, null, 'passed'),
    ]);
    const [a, b] = r.players;
    // a defends deals 1 and 2 (the second a draw); b's two seats defend deal 0, one each of 1 and 2.
    expect([a?.defender.won, a?.defender.deals]).toEqual([1, 2]);
    expect([b?.defender.won, b?.defender.deals]).toEqual([3, 4]);
    expect(b?.defender.winRate.mean).toBe(0.75);
    expect([a?.declarer.won, a?.declarer.deals]).toEqual([0, 1]);
  });
});
