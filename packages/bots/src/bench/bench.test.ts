import { GERMAN36, TAROCK54, createRng, playRules } from '@tarock/engine';
import { cardUnits } from '@tarock/solver';
import { describe, expect, it } from 'vitest';
import { PIMC_LEVELS } from '../pimc';
import { type BenchSizes, runBench } from './index';
import { benchSolver } from './solverBench';
import { runPlayouts, runPlayoutsBaseline } from './playouts';
import { BAVARIAN, ILLUSTRATED, benchPosition } from './solverDeals';
import { quantile } from './stats';

/** The smallest run that still has every key: a test checks the shape, never the time. */
const TINY: BenchSizes = {
  playouts: 2000,
  winLosePositions: 2,
  bavarianExactPositions: 1,
  illustratedFullPositions: 1,
  solverWarmup: 1,
  pimcDeals: [1, 0, 0, 0],
};

describe('benchmark playouts', () => {
  it.each([
    [
      'Bavarian',
      { rules: playRules(GERMAN36, 2), handSize: 11, cardValue: cardUnits(GERMAN36), talonToDeclarer: true },
    ],
    [
      'Illustrated',
      { rules: playRules(TAROCK54, 4), handSize: 16, cardValue: cardUnits(TAROCK54), talonToDeclarer: false },
    ],
    [
      'Illustrated with the Pagat rule of Trischaken',
      {
        rules: playRules(TAROCK54, 4, { pagatLastTrump: true }),
        handSize: 16,
        cardValue: cardUnits(TAROCK54),
        talonToDeclarer: false,
      },
    ],
  ] as const)('%s: the bitmask and the array paths play the same game', (_name, setup) => {
    const n = 4000;
    const fast = runPlayouts(setup, createRng(1), n) / n;
    const slow = runPlayoutsBaseline(setup, createRng(2), n) / n;
    // Same game, independent random streams: the mean declarer's units agree closely.
    expect(Math.abs(fast - slow)).toBeLessThan(0.06 * slow);
    // The declarer (forehand, one of three) takes about a third of the points in play.
    const total = setup.rules.pack.counting === 'thirds' ? 210 : 120;
    expect(fast).toBeGreaterThan(total / 5);
    expect(fast).toBeLessThan(total / 2);
  });
});

describe('benchmark positions', () => {
  it('are full deals, or have twelve tricks left from trick 5', () => {
    const full = benchPosition(BAVARIAN, 3);
    expect(full.position.hands.map((h) => h.length)).toEqual([11, 11, 11]);
    const later = benchPosition(ILLUSTRATED, 3, 4);
    expect(later.position.hands.map((h) => h.length)).toEqual([12, 12, 12]);
    expect(later.position.tricksPlayed).toBe(4);
    expect(benchPosition(ILLUSTRATED, 3, 4)).toEqual(later);
  });
  it('quantiles by nearest rank', () => {
    expect(quantile([5, 1, 3, 2, 4], 0.5)).toBe(3);
    expect(quantile([5, 1, 3, 2, 4], 0.95)).toBe(5);
  });
});

describe('benchmark solver runs', () => {
  it('warm up on other positions, untimed, and time the same positions with the same results', () => {
    const run = { family: BAVARIAN, deals: 4, fromTrick: 0, mode: 'winLose' as const, maxNodes: 1e6 };
    let reads = 0;
    const clock = () => ++reads;
    const cold = benchSolver(run, clock);
    expect(reads).toBe(2 * run.deals);
    reads = 0;
    const warm = benchSolver({ ...run, warmup: 3 }, clock);
    // Only the timed positions read the clock: the warm-up is not in the figures.
    expect(reads).toBe(2 * run.deals);
    expect([warm.count, warm.result, warm.incomplete, warm.warmup]).toEqual([
      cold.count,
      cold.result,
      cold.incomplete,
      3,
    ]);
  });
});

describe('tarock bench --json', () => {
  it('reports every key docs/bench.md promises', () => {
    let out = '';
    const report = runBench({
      json: true,
      write: (text) => {
        out += text;
      },
      sizes: TINY,
    });
    const json = JSON.parse(out) as Record<string, unknown>;
    const at = (path: string): unknown =>
      path.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], json);
    for (const key of [
      'playouts.bavarian.perSecond',
      'playouts.illustrated.perSecond',
      'solver.bavarian.winLose.medianMs',
      'solver.bavarian.winLose.p95Ms',
      'solver.bavarian.exact.medianMs',
      'solver.illustrated.tricks12.medianMs',
      'solver.illustrated.tricks12.p95Ms',
      'solver.illustrated.full.medianMs',
      'solver.illustrated.full.p95Ms',
      'pimc.fast.bavarian.medianMs',
      'machine.loadAverage',
      'cpuSeconds',
    ])
      expect(at(key), key).toBeDefined();
    // Every target's verdict is on the figure of its key.
    const targets = json['targets'] as { key: string; value: number | null }[];
    expect(targets.length).toBeGreaterThan(0);
    for (const t of targets) expect(t.value, t.key).toBe(at(t.key));
    expect(report.playouts.bavarian.perSecond).toBeGreaterThan(0);
    expect(report.solver.bavarian.winLose.count).toBe(2);
    expect(report.pimc.fast.bavarian.count).toBeGreaterThan(0);
  });
});

describe('tarock bench, the text', () => {
  it('keeps within 100 columns, every figure still in its row (the solver rows ran to 124)', () => {
    let out = '';
    // A clock that moves 12.345 s at every read: five-digit milliseconds, no real time measured.
    let t = 0;
    runBench({
      write: (text) => {
        out += text;
      },
      now: () => (t += 12_345),
      sizes: TINY,
    });
    const lines = out.split('\n');
    for (const line of lines) expect(line.length, line).toBeLessThanOrEqual(100);
    const row = (name: string) => lines.find((l) => l.startsWith(`  ${name} `)) ?? '';
    // median, p95, max in ms, M nodes/s, positions.
    expect(row('Bavarian full deal, win/lose')).toMatch(/ 12345\.00 +12345\.00 +12345\.00 +\d+\.\d\d +2$/);
    expect(row('Illustrated full deal, win/lose')).toMatch(/ 12345\.00 +12345\.00 +12345\.00 +\d+\.\d\d +1$/);
    expect(lines).toContain(`  ${''.padEnd(34)} median ms     p95 ms     max ms  M nodes/s  positions`);
    // pimc reads the clock too (its level's time per card): three reads a decision, and two more
    // per world where the worlds are refined (its start, and the check before the first try,
    // already past the refinement's share); every decision was stopped by it.
    const pimc = / (\d+)\.0 +(\d+)\.0 +(\d+)\.0 +(\d+), \4 cut by the clock$/.exec(row('pimc:fast bavarian'));
    expect(pimc).not.toBeNull();
    for (const ms of (pimc ?? []).slice(1, 4).map(Number)) {
      expect(ms % 12_345).toBe(0);
      expect([3, 3 + 2 * PIMC_LEVELS.fast.worlds]).toContain(ms / 12_345);
    }
  });
});
