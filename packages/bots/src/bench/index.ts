/**
 * The benchmark (`tarock bench`): per family, measured in one run on one core — random playouts
 * per second against the naive array path, solver times over fixed seeded positions, and the
 * think time per card of the pimc levels. A benchmark, never a timed test. Node only (it reads
 * the clock); the players themselves never do.
 */
import { cpus, loadavg } from 'node:os';
import { GERMAN36, TAROCK54, createRng, playRules } from '@tarock/engine';
import { cardUnits } from '@tarock/solver';
import { type PlayoutSetup, runPlayouts, runPlayoutsBaseline } from './playouts';
import { PIMC_LEVELS } from '../pimc';
import { type PimcTiming, benchPimc } from './pimcBench';
import { type SolverFigures, benchSolver } from './solverBench';
import { type TargetVerdict, targetLines, targetVerdicts } from './targets';
import { BAVARIAN, ILLUSTRATED } from './solverDeals';
import { quantile, round3 } from './stats';

/** The presets whose computer players are timed, one per family. */
export const PIMC_PRESETS = {
  bavarian: 'haferltarock',
  illustrated: 'illustrated-mayr-sedlaczek-2016',
} as const;

/** How much is measured: playouts per family, solver positions per question, pimc deals. */
export interface BenchSizes {
  readonly playouts: number;
  readonly winLosePositions: number;
  readonly bavarianExactPositions: number;
  readonly illustratedFullPositions: number;
  /** Positions of other seeds each solver question is warmed up on before its timed positions. */
  readonly solverWarmup: number;
  /** Deals per pimc level and family: [fast bavarian, fast illustrated, strong bavarian, strong illustrated]. */
  readonly pimcDeals: readonly [number, number, number, number];
}

export const BENCH_SIZES: { readonly full: BenchSizes; readonly quick: BenchSizes } = {
  full: {
    playouts: 3_000_000,
    winLosePositions: 200,
    bavarianExactPositions: 100,
    illustratedFullPositions: 100,
    solverWarmup: 30,
    pimcDeals: [12, 9, 6, 3],
  },
  quick: {
    playouts: 300_000,
    winLosePositions: 30,
    bavarianExactPositions: 15,
    illustratedFullPositions: 20,
    solverWarmup: 10,
    pimcDeals: [3, 2, 1, 1],
  },
};

export interface BenchOptions {
  /** The same keys in well under a minute (fewer playouts and positions). */
  readonly quick?: boolean;
  /** Overrides the sizes that `quick` chooses (tests use tiny ones). */
  readonly sizes?: BenchSizes;
  /** Print one JSON object instead of the table. */
  readonly json?: boolean;
  /** Where the output goes (default: standard output). */
  readonly write?: (text: string) => void;
  /** The clock in milliseconds (default: performance.now). */
  readonly now?: () => number;
}

export interface PlayoutFigures {
  readonly playouts: number;
  /** The median of the rounds' rates (`roundsPerSecond`). */
  readonly perSecond: number;
  readonly roundsPerSecond: readonly number[];
  readonly baselinePerSecond: number;
  /** Mean declarer's card points per playout (a check that both paths play the same game). */
  readonly meanDeclarerPoints: number;
}

export interface BenchReport {
  readonly quick: boolean;
  readonly machine: {
    readonly node: string;
    readonly cpu: string;
    readonly cores: number;
    /** The machine's one-minute load average at the start and at the end: above ~1, other work shared the cores. */
    readonly loadAverage: readonly [number, number];
  };
  readonly playouts: { readonly bavarian: PlayoutFigures; readonly illustrated: PlayoutFigures };
  readonly solver: {
    readonly bavarian: { readonly winLose: SolverFigures; readonly exact: SolverFigures };
    readonly illustrated: { readonly tricks12: SolverFigures; readonly full: SolverFigures };
  };
  /**
   * Think time per card (decisions with a choice), per level and family, with the clock a player
   * at a table keeps to; `cut` counts the decisions it stopped.
   */
  readonly pimc: {
    readonly fast: { readonly bavarian: PimcTiming; readonly illustrated: PimcTiming };
    readonly strong: { readonly bavarian: PimcTiming; readonly illustrated: PimcTiming };
  };
  readonly seconds: number;
  /** CPU time of this process: well below `seconds` when other work took the core. */
  readonly cpuSeconds: number;
  /** Each target of docs/bench.md against this run's figure (targets.ts). */
  readonly targets: readonly TargetVerdict[];
}

/** The fixed contracts of the playouts (Bavarian: hearts trump, the stock the declarer's; Illustrated: tarocks). */
export const PLAYOUT_SETUPS: Record<'bavarian' | 'illustrated', PlayoutSetup> = {
  bavarian: {
    rules: playRules(GERMAN36, 2),
    handSize: 11,
    cardValue: cardUnits(GERMAN36),
    talonToDeclarer: true,
  },
  illustrated: {
    rules: playRules(TAROCK54, 4),
    handSize: 16,
    cardValue: cardUnits(TAROCK54),
    talonToDeclarer: false,
  },
};

/** The playouts are timed in this many rounds; the figure is the median round's rate. */
export const PLAYOUT_ROUNDS = 5;

function benchPlayouts(setup: PlayoutSetup, n: number, now: () => number): PlayoutFigures {
  const perUnit = setup.rules.pack.counting === 'thirds' ? 3 : 1;
  runPlayouts(setup, createRng('warm-up'), Math.ceil(n / 10));
  // Rounds, so that a moment of other work on the core moves one round, not the figure.
  const rng = createRng('bench-playouts');
  const per = Math.ceil(n / PLAYOUT_ROUNDS);
  const rates: number[] = [];
  let sum = 0;
  for (let r = 0; r < PLAYOUT_ROUNDS; r++) {
    const t0 = now();
    sum += runPlayouts(setup, rng, per);
    rates.push((per / Math.max(now() - t0, 1e-6)) * 1000);
  }
  const m = Math.ceil(n / 10);
  runPlayoutsBaseline(setup, createRng('warm-up'), Math.ceil(m / 10));
  const t0 = now();
  runPlayoutsBaseline(setup, createRng('bench-playouts'), m);
  const slow = now() - t0;
  return {
    playouts: per * PLAYOUT_ROUNDS,
    perSecond: Math.round(quantile(rates, 0.5)),
    roundsPerSecond: rates.map((x) => Math.round(x)),
    baselinePerSecond: Math.round((m / slow) * 1000),
    meanDeclarerPoints: round3(sum / (per * PLAYOUT_ROUNDS) / perUnit),
  };
}

/** Runs the benchmark, prints it, and returns the figures. */
export function runBench(opts: BenchOptions = {}): BenchReport {
  const quick = opts.quick ?? false;
  const now = opts.now ?? (() => performance.now());
  const write = opts.write ?? ((text: string) => void process.stdout.write(text));
  const log = (text: string) => {
    if (!opts.json) write(text);
  };
  const start = now();
  const cpuStart = process.cpuUsage();
  const loadStart = round3(loadavg()[0] ?? 0);
  const cpu = cpus()[0]?.model ?? 'unknown';
  log(`tarock bench${quick ? ' --quick' : ''}: node ${process.version}, ${cpu}, one core\n\n`);

  const sizes = opts.sizes ?? (quick ? BENCH_SIZES.quick : BENCH_SIZES.full);
  const nPlayouts = sizes.playouts;
  log('random playouts (seeded shuffle, deal, random legal cards through the kernel)\n');
  const bavarianPlayouts = benchPlayouts(PLAYOUT_SETUPS.bavarian, nPlayouts, now);
  log(playoutLine('Bavarian (hearts trump)', bavarianPlayouts));
  const illustratedPlayouts = benchPlayouts(PLAYOUT_SETUPS.illustrated, nPlayouts, now);
  log(playoutLine('Illustrated (tarocks)', illustratedPlayouts));

  log(
    `\nsolver over fixed seeded positions, a fresh table each\n  (each question warmed up first on ${sizes.solverWarmup} positions of other seeds, untimed)\n`,
  );
  log(solverHead);
  const d = sizes.winLosePositions;
  const warmup = sizes.solverWarmup;
  const bavWin = benchSolver(
    { family: BAVARIAN, deals: d, fromTrick: 0, mode: 'winLose', maxNodes: 20e6, warmup },
    now,
  );
  log(solverLine('Bavarian full deal, win/lose', bavWin));
  const bavExact = benchSolver(
    {
      family: BAVARIAN,
      deals: sizes.bavarianExactPositions,
      fromTrick: 0,
      mode: 'exact',
      maxNodes: 50e6,
      warmup,
    },
    now,
  );
  log(solverLine('Bavarian full deal, exact points', bavExact));
  const ill12 = benchSolver(
    { family: ILLUSTRATED, deals: d, fromTrick: 4, mode: 'winLose', maxNodes: 20e6, warmup },
    now,
  );
  log(solverLine('Illustrated from trick 5, win/lose', ill12));
  const illFull = benchSolver(
    {
      family: ILLUSTRATED,
      deals: sizes.illustratedFullPositions,
      fromTrick: 0,
      mode: 'winLose',
      maxNodes: 20e6,
      warmup,
    },
    now,
  );
  log(solverLine('Illustrated full deal, win/lose', illFull));

  log(
    `\npimc think time per card (vs two heuristic players; ${PIMC_PRESETS.bavarian}, ${PIMC_PRESETS.illustrated})\n`,
  );
  log(timingHead);
  const [fastBav, fastIll, strongBav, strongIll] = sizes.pimcDeals;
  const pimc = {
    fast: {
      bavarian: benchPimc(PIMC_PRESETS.bavarian, PIMC_LEVELS.fast, fastBav, now),
      illustrated: benchPimc(PIMC_PRESETS.illustrated, PIMC_LEVELS.fast, fastIll, now),
    },
    strong: {
      bavarian: benchPimc(PIMC_PRESETS.bavarian, PIMC_LEVELS.strong, strongBav, now),
      illustrated: benchPimc(PIMC_PRESETS.illustrated, PIMC_LEVELS.strong, strongIll, now),
    },
  };
  for (const level of ['fast', 'strong'] as const)
    for (const family of ['bavarian', 'illustrated'] as const)
      log(timingLine(`pimc:${level} ${family}`, pimc[level][family]));

  const figures: Omit<BenchReport, 'targets'> = {
    quick,
    machine: {
      node: process.version,
      cpu,
      cores: cpus().length,
      loadAverage: [loadStart, round3(loadavg()[0] ?? 0)],
    },
    playouts: { bavarian: bavarianPlayouts, illustrated: illustratedPlayouts },
    solver: {
      bavarian: { winLose: bavWin, exact: bavExact },
      illustrated: { tricks12: ill12, full: illFull },
    },
    pimc,
    seconds: round3((now() - start) / 1000),
    cpuSeconds: round3(cpuSeconds(process.cpuUsage(cpuStart))),
  };
  const report: BenchReport = { ...figures, targets: targetVerdicts({ ...figures, targets: [] }) };
  log(`\ntargets (docs/bench.md), on this run and machine\n${targetLines(report.targets)}`);
  if (opts.json) write(`${JSON.stringify(report, null, 2)}\n`);
  else
    log(
      `\n${report.seconds} s (${report.cpuSeconds} s of CPU), load average ${report.machine.loadAverage.join(' → ')}\n`,
    );
  return report;
}

function cpuSeconds(u: NodeJS.CpuUsage): number {
  return (u.user + u.system) / 1e6;
}

function playoutLine(name: string, f: PlayoutFigures): string {
  const ratio = f.perSecond / Math.max(1, f.baselinePerSecond);
  return `  ${name.padEnd(36)} ${f.perSecond.toLocaleString('en').padStart(11)}/s   array baseline ${f.baselinePerSecond.toLocaleString('en').padStart(9)}/s (${ratio.toFixed(1)}×)\n`;
}

/**
 * The solver and pimc rows: the units in the heading, so that a row keeps within 100 columns
 * (they ran to 124 with `ms` after every figure); the name column fits the longest name (34).
 */
const NAME = 34;
const cell = (x: string, width = 9) => x.padStart(width);
const row = (name: string, cells: readonly string[], rest: string) =>
  `  ${name.padEnd(NAME)} ${cells.map((c) => cell(c)).join('  ')}  ${rest}`.trimEnd();

const timingHead = `${row('', ['median ms', 'p95 ms', 'max ms'], 'cards')}\n`;

function timingLine(name: string, t: PimcTiming): string {
  const ms = (x: number) => x.toFixed(1);
  const cut = t.cut ? `, ${t.cut} cut by the clock` : '';
  return `${row(name, [ms(t.medianMs), ms(t.p95Ms), ms(t.maxMs)], `${t.count}${cut}`)}\n`;
}

const solverHead = `${row('', ['median ms', 'p95 ms', 'max ms', 'M nodes/s'], 'positions')}\n`;

function solverLine(name: string, f: SolverFigures): string {
  const ms = (x: number) => x.toFixed(2);
  const over = f.incomplete ? `, ${f.incomplete} over budget` : '';
  return `${row(name, [ms(f.medianMs), ms(f.p95Ms), ms(f.maxMs), (f.nodesPerSecond / 1e6).toFixed(2)], `${f.count}${over}`)}\n`;
}
