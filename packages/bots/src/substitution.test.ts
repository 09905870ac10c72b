import { describe, expect, it } from 'vitest';
import type { DealResult, SeatingResult, TableResult } from './match';
import { runMatch } from './parallel';
import { relativeResult, rolesOf, substitutionOf } from './substitution';

const table = (over: Partial<TableResult>): TableResult => ({
  deltas: [0, 0, 0],
  declarer: 0,
  outcome: 'won',
  contract: 'solo',
  active: [0, 1, 2],
  unit: 'points',
  ...over,
});

describe('the roles a seat is compared in', () => {
  it('declarer when it declares at both tables, whatever the contract', () => {
    const base = table({ contract: 'dreier' });
    expect(rolesOf(table({}), base, 0)).toEqual(['overall', 'declarer']);
  });
  it('defender only against the same declarer and contract', () => {
    expect(rolesOf(table({}), table({}), 1)).toEqual(['overall', 'defender']);
    expect(rolesOf(table({}), table({ contract: 'dreier' }), 1)).toEqual(['overall']);
    expect(rolesOf(table({ declarer: 2 }), table({}), 1)).toEqual(['overall']);
  });
  it('no role when a table passed; nothing for a seat sitting out', () => {
    expect(rolesOf(table({ outcome: 'passed', declarer: null }), table({}), 1)).toEqual(['overall']);
    expect(rolesOf(table({ active: [1, 2] }), table({ active: [1, 2] }), 0)).toEqual([]);
  });
});

describe('a seat relative to its table', () => {
  it('is its points less the mean of the other active seats', () => {
    expect(relativeResult(table({ deltas: [20, 2, 8] }), 0)).toBe(15);
    expect(relativeResult(table({ deltas: [20, 2, 8] }), 1)).toBe(-12);
  });
  it('leaves out a dealer sitting out', () => {
    const t = table({ deltas: [0, 30, -15, -15], active: [1, 2, 3] });
    expect(relativeResult(t, 1)).toBe(45);
    expect(relativeResult(t, 2)).toBe(-22.5);
  });
});

describe('substitution differences', () => {
  it('set each seat against the same seat of the baseline table, one sample per deal', () => {
    const spec = { game: 'g', players: ['a', 'b', 'b'], deals: 2, seed: 1, duplicate: true, baseline: 'b' };
    const seat = (seating: number[], over: Partial<TableResult>): SeatingResult => ({
      seating,
      ...table(over),
    });
    const deals: DealResult[] = [
      {
        deal: 0,
        // Seat 0 declares at every table; a holds seat 0, 1, 2 in turn.
        results: [
          seat([0, 1, 2], { deltas: [30, 0, 0] }),
          seat([1, 0, 2], { deltas: [20, 4, 4] }),
          seat([1, 2, 0], { deltas: [20, 0, 6] }),
        ],
        baseline: table({ deltas: [20, 2, 2] }),
      },
      {
        deal: 1,
        // The match tables play another contract than the baseline's: no defender samples.
        results: [
          seat([0, 1, 2], { deltas: [0, 8, 8], outcome: 'lost', contract: 'dreier' }),
          seat([1, 0, 2], { deltas: [0, 8, 8], outcome: 'lost', contract: 'dreier' }),
          seat([1, 2, 0], { deltas: [0, 8, 8], outcome: 'lost', contract: 'dreier' }),
        ],
        baseline: table({ deltas: [10, 0, 0] }),
      },
    ];
    const s = substitutionOf(spec, deals);
    const a = s?.players.find((p) => p.player === 'a');
    // Deal 0: a gains 10, 2 and 4 on its three seats (mean 16/3); deal 1: −10, +8, +8 (mean 2).
    expect(a?.overall.difference.n).toBe(2);
    expect(a?.overall.difference.mean).toBeCloseTo((16 / 3 + 2) / 2, 4);
    expect(a?.overall.seats).toBe(6);
    expect(a?.declarer.difference).toMatchObject({ n: 2, mean: 0 }); // +10, then −10
    expect(a?.declarer.player.mean).toBe(15);
    expect(a?.defender.difference).toMatchObject({ n: 1, mean: 3 }); // (2 + 4) / 2, deal 0 only
    expect(a?.defender.seats).toBe(2);
    // Relative to the table (own less the others' mean): deal 0 seats +12, +1, +5; deal 1 −18, +9, +9.
    expect(a?.overall.relative.difference.mean).toBeCloseTo((6 + 0) / 2, 4);
    expect(a?.declarer.relative.difference).toMatchObject({ n: 2, mean: -3 });
    expect(a?.defender.relative.difference).toMatchObject({ n: 1, mean: 3 });
    // b beside a: deal 0 seats 1, 2 (−2, −2), 0, 2 (0, 2), 0, 1 (0, −2).
    const b = s?.players.find((p) => p.player === 'b');
    expect(b?.overall.seats).toBe(12);
    expect(b?.defender.difference.mean).toBeCloseTo(-4 / 4, 4);
  });

  it('are null without a baseline, and need the baseline table of every deal', () => {
    const spec = { game: 'g', players: ['a', 'b', 'b'], deals: 1, seed: 1, duplicate: true };
    expect(substitutionOf(spec, [])).toBeNull();
    expect(() => substitutionOf({ ...spec, baseline: 'b' }, [{ deal: 0, results: [] }])).toThrow(/baseline/);
  });
});

describe('a match against a baseline table', () => {
  const spec = (players: string[]) => ({
    game: 'haferltarock',
    players,
    deals: 32,
    seed: 'sub',
    duplicate: true,
    baseline: 'heuristic',
  });

  it('gives exactly 0 when the players are the baseline', async () => {
    const r = await runMatch(spec(['heuristic', 'heuristic', 'heuristic']), { workers: 1 });
    const h = r.substitution?.players[0];
    expect(h?.overall.difference).toEqual({ n: 32, mean: 0, ci95: 0 });
    expect(h?.overall.seats).toBe(96);
    expect(h?.declarer.difference.mean).toBe(0);
    expect(h?.defender.difference.mean).toBe(0);
    expect((h?.declarer.seats ?? 0) + (h?.defender.seats ?? 0)).toBeGreaterThan(32);
  });

  it('finds a weaker player significantly worse in its seat', async () => {
    const r = await runMatch(spec(['random', 'heuristic', 'heuristic']), { workers: 1 });
    const rnd = r.substitution?.players.find((p) => p.player === 'random');
    expect(rnd?.overall.difference.n).toBe(32);
    expect(rnd?.overall.significant).toBe(true);
    expect(rnd?.overall.difference.mean).toBeLessThan(0);
  });

  it('is reproducible from the seed, on any number of worker threads', async () => {
    const s = spec(['random', 'heuristic', 'heuristic']);
    const one = await runMatch({ ...s, deals: 8 }, { workers: 1 });
    const two = await runMatch({ ...s, deals: 8 }, { workers: 2, batch: 1 });
    expect(two).toEqual(one);
    expect(one.substitution?.players.map((p) => p.overall.difference.n)).toEqual([8, 8]);
  });
});
