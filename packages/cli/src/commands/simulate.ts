/**
 * `tarock simulate --variant ID [--deals N] [--seed S] [--players a,b,c] [--duplicate] [--records DIR]
 * [--json]`: plays N deals (100 and seed 1 unless given) between computer players and prints per
 * player the points per deal with a 95 % confidence interval (none from a single deal), the
 * declarer's win rate with its Wilson interval and the defenders' results (matchReport.ts).
 * Without `--duplicate` the deals form a running match (antes, dealer rotation, series end) in
 * one thread, and the figures are given per seat as well. With `--duplicate` every deal is dealt
 * on its own (dealer deal mod seats, a fresh pot) and played in every distinct seating of the
 * players, so the luck of the cards cancels; two players get their paired difference. With
 * `--baseline NAME` every deal is also played with NAME in every seat, and each player's result in
 * a seat is set against NAME's in the same seat of the same deal (substitution.ts in
 * @tarock/bots): overall, as declarer in both tables, as defender in both tables. Large
 * duplicate runs share the deals among worker threads (`--workers`, default: every core); the
 * figures do not depend on how many. The measurement-only `cheater` may be seated: no person
 * plays here.
 */
import { writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import {
  type Game,
  RECORD_NAME_MAX,
  type State,
  formatRecordJson,
  formatRecordText,
  recordOf,
} from '@tarock/engine';
import { BOT_NAMES, type Player, createMeasurementPlayer, playDeal } from '@tarock/bots';
import {
  type DealResult,
  type MatchReport,
  runMatch,
  seatingsOf,
  summarize,
  tableResult,
  meanInterval,
  wilson,
} from '@tarock/bots/node';
import type { Io } from '../io';
import {
  ciText,
  interval4,
  matchReportJson,
  matchReportText,
  outcomesInOrder,
  places4,
  rateText,
  tableText,
} from '../matchReport';
import { openRecordsDir } from '../recordsDir';
import { counted } from '../render';
import { dealRng } from '../table';
import { stampTags } from '../version';
import { longValue, WIDTH, wrapList, wrapWords } from '../wrap';
import { simulatePot, simulatePotNote } from '../potNote';
import {
  type Command,
  type Context,
  count,
  dataError,
  loadVariant,
  playerNames,
  seedOf,
  str,
  usageError,
} from './command';

interface SeatStats {
  points: number;
  squares: number;
  declarer: number;
  declarerWon: number;
  defended: number;
  /** Defended deals the declarer lost (a draw is no win of the defence's). */
  defendedWon: number;
  defenderPoints: number;
}

const mapValues = (o: { mean: number; ci95: number }, f: (x: number) => number) => ({
  mean: f(o.mean),
  ci95: f(o.ci95),
});

/** Mean and the half-width of its 95 % confidence interval (normal approximation). */
export function meanCi(sum: number, squares: number, n: number): { mean: number; ci95: number } {
  const mean = n ? sum / n : 0;
  const variance = n > 1 ? (squares - n * mean * mean) / (n - 1) : 0;
  return { mean, ci95: n > 1 ? (1.96 * Math.sqrt(Math.max(0, variance))) / Math.sqrt(n) : 0 };
}

/** Deals (times seatings) from which a duplicate run uses worker threads by default. */
const WORKER_THRESHOLD = 48;

function progress(io: Io, done: number, total: number): void {
  if (!io.isTTY) return;
  const width = 30;
  const filled = Math.round((done / total) * width);
  io.error(
    `\r[${'#'.repeat(filled)}${' '.repeat(width - filled)}] ${done}/${total}${done === total ? '\n' : ''}`,
  );
}

const fixed = (x: number, digits = 2) => (x >= 0 ? '+' : '') + x.toFixed(digits);

interface RunSetup {
  readonly io: Io;
  readonly game: Game;
  readonly names: readonly string[];
  readonly deals: number;
  readonly seedText: string;
  readonly dir: string | undefined;
  readonly format: 'json' | 'text';
}

/**
 * A seat's name in the records: the player and the seat, the player cut so that the name fits a
 * record's (a measurement player's name may run to 24 characters, a record's seat name to 20).
 */
function seatName(player: string, seat: number): string {
  const at = ` ${seat}`;
  return `${player.slice(0, RECORD_NAME_MAX - at.length)}${at}`;
}

/** Writes deal `i`'s record (`suffix` tells the seatings of a duplicate deal apart). */
function writeRecord(setup: RunSetup, i: number, final: State, names: readonly string[], suffix = ''): void {
  const { game, dir, format, seedText, deals } = setup;
  if (!dir) return;
  const record = recordOf(game, final, {
    seats: names.map((n, seat) => ({ name: seatName(n, seat), player: n })),
    tags: {
      Event: 'tarock simulate',
      Seed: `${seedText}/deal/${i}`,
      Deal: String(i + 1),
      ...stampTags(),
    },
  });
  const file = `deal-${String(i + 1).padStart(String(deals).length, '0')}${suffix}.${format === 'json' ? 'json' : 'txt'}`;
  try {
    writeFileSync(join(dir, file), format === 'json' ? formatRecordJson(record) : formatRecordText(record));
  } catch (e) {
    throw new RecordNotWritten(`cannot write the record ${file} into ${dir}: ${reasonOf(e)}`);
  }
}

/** A record that could not be written (a full disk, the folder gone): it stops the run. */
class RecordNotWritten extends Error {}

const reasonOf = (e: unknown): string => (e instanceof Error ? e.message : String(e));

/** Every deal in every seating, on worker threads when there are many. */
async function runDuplicate(setup: RunSetup, ctx: Context, cmd: Command): Promise<number> {
  const { io, game, names, deals, seedText, dir } = setup;
  const seatings = seatingsOf(names, true);
  const workersText = str(ctx, 'workers');
  const workers = count(
    workersText,
    deals * seatings.length >= WORKER_THRESHOLD ? availableParallelism() : 1,
  );
  if (!workers.ok) return usageError(io, cmd, `--workers: ${workers.error}`);
  const keys = seatings.map((s) => s.join(','));
  const letters =
    seatings.length > 1
      ? seatings.map((_, k) => `-${String.fromCharCode(97 + (k % 26))}${k >= 26 ? k : ''}`)
      : [''];
  const baseline = str(ctx, 'baseline')?.trim().toLowerCase();
  if (baseline !== undefined) {
    const b = createMeasurementPlayer(baseline, game);
    if (!b.ok) return usageError(io, cmd, `--baseline: ${b.error}`);
  }
  if (dir) {
    const opened = openRecordsDir(dir);
    if (!opened.ok) return usageError(io, cmd, opened.error);
  }
  const report = await runMatch(
    {
      game: game.name,
      players: names,
      deals,
      seed: seedOf(seedText),
      duplicate: true,
      ...(baseline === undefined ? {} : { baseline }),
    },
    {
      game,
      workers: workers.value,
      // Small batches keep every worker busy to the end; 4 deals a batch once there are plenty.
      batch: Math.max(1, Math.min(4, Math.floor(deals / (4 * workers.value)))),
      onProgress: (done, total) => progress(io, done, total),
      ...(dir
        ? {
            // The baseline table (seating null) is recorded as `deal-N-base`.
            onFinal: (deal: number, seating: readonly number[] | null, final: State) =>
              writeRecord(
                setup,
                deal,
                final,
                seating ? seating.map((p) => names[p] ?? '?') : names.map(() => baseline ?? '?'),
                seating ? (letters[keys.indexOf(seating.join(','))] ?? '') : '-base',
              ),
          }
        : {}),
    },
  );
  return printReport(setup, ctx, report, {
    seatings: seatings.length,
    ...(baseline === undefined ? {} : { baseline }),
  });
}

function printReport(
  setup: RunSetup,
  ctx: Context,
  report: MatchReport,
  extra: Readonly<Record<string, unknown>>,
  seatLines: readonly string[] = [],
): number {
  const { io, game, names, deals, seedText, dir } = setup;
  if (ctx.values['json']) {
    const json = matchReportJson(report);
    io.write(
      `${JSON.stringify({
        variant: game.rules.id,
        game: game.name,
        deals,
        seed: seedText,
        duplicate: report.spec.duplicate,
        players: names,
        unit: report.unit,
        pot: simulatePot(game, report.spec.duplicate),
        ...extra,
        figures: json.figures,
        paired: json.paired,
        ...(json.substitution ? { substitution: json.substitution } : {}),
        outcomes: Object.fromEntries(outcomesInOrder(report.outcomes)),
        records: dir ?? null,
      })}\n`,
    );
    return 0;
  }
  const mode = report.spec.duplicate ? ` × ${counted(report.seatings, 'seating')} (duplicate)` : '';
  // A seed too long for a line follows the heading, in pieces (wrap.ts).
  const seed = longValue('seed', seedText, ',', '--seed', WIDTH - 2);
  const heading = [
    `${game.name}:`,
    `${counted(deals, 'deal')}${mode},`,
    seed.item,
    `players ${names.join(', ')};`,
    report.unit === 'cents' ? 'money in cents' : 'game points',
  ];
  const note = simulatePotNote(game, report.spec.duplicate);
  const noted = note ? wrapWords('', note, '  ') : [];
  io.write(`${[...wrapList('', heading, ' ', WIDTH, '  '), ...seed.after, ...noted].join('\n')}\n\n`);
  if (seatLines.length) io.write(`${seatLines.join('\n')}\n\n`);
  io.write(`${matchReportText(report).join('\n')}\n`);
  const tables = report.seatings + (report.substitution ? 1 : 0);
  if (dir) io.write(`Records: ${counted(tables * deals, 'file')} in ${dir}\n`);
  return 0;
}

export const simulate: Command = {
  name: 'simulate',
  summary: 'play many deals between computer players, write records, print statistics',
  usage:
    'tarock simulate --variant ID [--deals N] [--seed S] [--players a,b,c] [--duplicate [--baseline NAME]] [--workers W] [--records DIR] [--format json|text] [--json]',
  details: [
    '',
    '  --variant    a preset id (tarock variants lists them), or an id with options',
    `  --players    one name a seat: ${BOT_NAMES.join(', ')},`,
    '               or the measurement-only cheater, or BEFORE-then-PLAY (one player before the',
    '               card play, another in it: cheater-then-pimc:strong) (default random in every seat)',
    '  --deals      how many deals (default 100); --seed S the same deals every time (default 1)',
    '  --duplicate  every deal in every seating of the players, so the luck of the cards cancels;',
    '               --baseline NAME also plays it with NAME in every seat, to compare against',
    '  --workers    threads for --duplicate (default: every core for a large run)',
    '  --records    write every deal into DIR (a new or empty folder), as json (default) or text',
    "  --format     the records' form: json (default) or text",
    '  --json       the figures as one JSON object instead of the tables',
  ],
  options: {
    variant: { type: 'string' },
    deals: { type: 'string' },
    seed: { type: 'string' },
    players: { type: 'string' },
    duplicate: { type: 'boolean' },
    baseline: { type: 'string' },
    workers: { type: 'string' },
    records: { type: 'string' },
    format: { type: 'string' },
    json: { type: 'boolean' },
  },
  async run(ctx) {
    const { io } = ctx;
    const name = str(ctx, 'variant');
    if (!name) return usageError(io, this, '--variant is required (see tarock variants)');
    const loaded = loadVariant(io, name);
    if (!loaded.ok) return usageError(io, this, loaded.error);
    const game = loaded.value;
    const deals = count(str(ctx, 'deals'), 100);
    if (!deals.ok) return usageError(io, this, `--deals: ${deals.error}`);
    const seedText = str(ctx, 'seed') ?? '1';
    const format = str(ctx, 'format') ?? 'json';
    if (format !== 'json' && format !== 'text') return usageError(io, this, '--format is json or text');
    if (str(ctx, 'format') !== undefined && str(ctx, 'records') === undefined)
      return usageError(io, this, "--format is the records' form: use it with --records DIR");
    const listed = playerNames(str(ctx, 'players') ?? Array(game.seats).fill('random').join(','), game);
    if (!listed.ok) return usageError(io, this, listed.error);
    const names = listed.value;
    const bots: Player[] = [];
    for (const n of names) {
      const b = createMeasurementPlayer(n, game);
      if (!b.ok) return usageError(io, this, b.error);
      bots.push(b.value);
    }
    const dir = str(ctx, 'records');
    const setup: RunSetup = { io, game, names, deals: deals.value, seedText, dir, format };
    try {
      return await runSetup(setup, ctx, this, bots);
    } catch (e) {
      if (!(e instanceof RecordNotWritten)) throw e;
      if (io.isTTY) io.error('\n'); // below the progress bar
      return dataError(io, this, e.message);
    }
  },
};

/** Runs the deals as the command line asked: a duplicate run, or a running match. */
async function runSetup(
  setup: RunSetup,
  ctx: Context,
  cmd: Command,
  bots: readonly Player[],
): Promise<number> {
  const { io, dir } = setup;
  if (ctx.values['duplicate']) return runDuplicate(setup, ctx, cmd);
  if (str(ctx, 'baseline') !== undefined)
    return usageError(io, cmd, '--baseline sets players against a baseline table in --duplicate runs');
  if (str(ctx, 'workers') !== undefined)
    return usageError(
      io,
      cmd,
      '--workers shares out the deals of --duplicate; a running match is played in order',
    );
  if (dir) {
    const opened = openRecordsDir(dir);
    if (!opened.ok) return usageError(io, cmd, opened.error);
  }
  return runSeries(setup, ctx, bots);
}

/** A running match of N deals in one thread: antes, the pot and the dealer carry from deal to deal. */
function runSeries(setup: RunSetup, ctx: Context, bots: readonly Player[]): number {
  const { io, game, names, deals: n, seedText } = setup;
  const seed = seedOf(seedText);
  const seats: SeatStats[] = names.map(() => ({
    points: 0,
    squares: 0,
    declarer: 0,
    declarerWon: 0,
    defended: 0,
    defendedWon: 0,
    defenderPoints: 0,
  }));
  const results: DealResult[] = [];
  const identity = names.map((_, i) => i);
  let match = game.preset.match.start(game.rules, game.name, game.seats, 0);
  let matches = 0;
  let shownAt = 0;
  const ends = game.preset.match.ends(game.rules);
  for (let i = 0; i < n; i++) {
    const final = playDeal(game, bots, dealRng(seed, i), {
      dealer: match.dealer,
      pot: match.pot,
      sidePot: match.sidePot,
    });
    const st = final.settlement;
    if (!st) throw new Error('a finished deal without a settlement');
    results.push({
      deal: i,
      results: [{ seating: identity, ...tableResult(final, game.seats) }],
    });
    st.deltas.forEach((d, seat) => {
      const s = seats[seat];
      if (!s) return;
      s.points += d;
      s.squares += d * d;
      if (st.declarer === seat) {
        s.declarer++;
        if (st.outcome === 'won') s.declarerWon++;
      } else if (st.declarer !== null && final.players.includes(seat)) {
        s.defended++;
        if (st.outcome === 'lost') s.defendedWon++;
        s.defenderPoints += d;
      }
    });
    writeRecord(setup, i, final, names);
    match = game.preset.match.next(game.rules, match, st);
    if (match.finished) {
      matches++;
      match = game.preset.match.start(game.rules, game.name, game.seats, match.dealer);
    }
    // After the first deal, then at most ten times a second (slow players showed nothing for
    // their first ten deals), and at the end.
    const now = Date.now();
    if (i === 0 || i === n - 1 || now - shownAt >= 100) {
      progress(io, i + 1, n);
      shownAt = now;
    }
  }
  const report = summarize({ game: game.name, players: names, deals: n, seed, duplicate: false }, results);
  const perSeat = seats.map((s, seat) => {
    const perDeal = { n, ...mapValues(meanCi(s.points, s.squares, n), places4) };
    return {
      seat,
      player: names[seat],
      points: s.points,
      perDeal: { ...perDeal, interval95: meanInterval(perDeal) },
      declarer: {
        deals: s.declarer,
        won: s.declarerWon,
        winRate: s.declarer ? places4(s.declarerWon / s.declarer) : null,
        winRateInterval95: interval4(wilson(s.declarerWon, s.declarer)),
      },
      defender: {
        deals: s.defended,
        pointsPerDeal: s.defended ? places4(s.defenderPoints / s.defended) : null,
        won: s.defendedWon,
        winRate: s.defended ? places4(s.defendedWon / s.defended) : null,
        winRateInterval95: interval4(wilson(s.defendedWon, s.defended)),
      },
    };
  });
  const seatLines = [
    ...tableText(
      [
        'seat',
        'player',
        // The total the deals moved: game points, or money in cents (the heading says which).
        report.unit === 'cents' ? 'cents' : 'points',
        'per deal (95% CI)',
        'declarer won/played',
        'win rate (95% CI)',
        'per defended game',
        'defence won/played',
        'defence win rate (95% CI)',
      ],
      perSeat.map((s) => [
        `S${s.seat}`,
        String(s.player),
        String(s.points),
        ciText(s.perDeal),
        s.declarer.deals ? `${s.declarer.won}/${s.declarer.deals}` : '-',
        rateText(s.declarer.won, s.declarer.deals),
        s.defender.pointsPerDeal === null ? '-' : fixed(s.defender.pointsPerDeal),
        s.defender.deals ? `${s.defender.won}/${s.defender.deals}` : '-',
        rateText(s.defender.won, s.defender.deals),
      ]),
      2,
      [4, 6], // the points apart from the roles, the declarer apart from the defence
    ),
    // Only where a match can end (a series to 100, a bank to lose): a Bavarian match without a
    // starting bank runs until the players stop, and "0 completed" would read as a fault.
    ...(ends ? ['', `Matches completed: ${matches}`] : []),
  ];
  return printReport(
    setup,
    ctx,
    report,
    { seats: perSeat, ...(ends ? { matchesCompleted: matches } : {}) },
    seatLines,
  );
}
