import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PRESETS, parseRecordJson, parseRecordText, RECORD_NAME_MAX, replay } from '@tarock/engine';
import { MAX_NAME_LENGTH } from '@tarock/protocol';
import { type Io, memoryIo } from '../src/io';
import { main } from '../src/main';
import { WIDTH } from '../src/wrap';
import { presets, run, tempDir, unwrap } from './helpers';

interface Figures {
  player: string;
  perDeal: { n: number; mean: number; ci95: number };
  declarer: { deals: number; won: number; winRate: { mean: number } };
  defender: { deals: number; points: { mean: number } };
}

interface Summary {
  deals: number;
  figures: Figures[];
  seats: {
    points: number;
    perDeal: { mean: number; ci95: number };
    declarer: { deals: number; won: number };
  }[];
  outcomes: Record<string, number>;
}

describe('tarock simulate', () => {
  // The record reader refuses a name longer than a table gives, and a player that is no id:
  // never one that simulate writes itself (every kind of player; the cheater, whose search of an
  // Illustrated deal takes a minute, at the Bavarian tables).
  it.each(PRESETS.flatMap((p) => p.rules.seatCounts.map((seats) => ({ p, seats }))))(
    'writes records of $p.rules.id with $seats seats that read back, in both forms',
    async ({ p, seats }) => {
      const first = p.rules.family === 'bavarian' ? 'cheater' : 'random';
      const players = [first, 'heuristic', 'random', 'random'].slice(0, seats).join(',');
      for (const format of ['json', 'text'] as const) {
        const dir = tempDir();
        const variant = seats === p.rules.seatCounts[0] ? p.rules.id : `${p.rules.id}(seats=${seats})`;
        const r = await run([
          'simulate',
          '--variant',
          variant,
          '--deals',
          '2',
          '--players',
          players,
          '--records',
          dir,
          '--format',
          format,
        ]);
        expect(r.code, r.err).toBe(0);
        const files = readdirSync(dir);
        expect(files).toHaveLength(2);
        for (const f of files) {
          const text = readFileSync(join(dir, f), 'utf8');
          const rec = format === 'json' ? parseRecordJson(text) : parseRecordText(text);
          expect(rec.ok && rec.value.seats.map((s) => s.player), `${f}: ${rec.ok || rec.error}`).toEqual(
            players.split(','),
          );
        }
      }
    },
  );

  it("writes records that read back when a measurement player's name is as long as a record allows", async () => {
    const dir = tempDir();
    const players = 'heuristic-then-random,random,random';
    const r = await run([
      'simulate',
      '--variant',
      'haferltarock',
      '--deals',
      '2',
      '--players',
      players,
      '--records',
      dir,
    ]);
    expect(r.code, r.err).toBe(0);
    for (const f of readdirSync(dir)) {
      const rec = parseRecordJson(readFileSync(join(dir, f), 'utf8'));
      expect(
        rec.ok && rec.value.seats.map((s) => [s.name, s.player]),
        `${f}: ${rec.ok || rec.error}`,
      ).toEqual([
        ['heuristic-then-ran 0', 'heuristic-then-random'],
        ['random 1', 'random'],
        ['random 2', 'random'],
      ]);
    }
  });

  it('caps the names of a record where the online tables cap them', () => {
    expect(RECORD_NAME_MAX).toBe(MAX_NAME_LENGTH);
  });

  it('plays N deals, writes one replayable record per deal, and prints totals', async () => {
    const dir = tempDir();
    const r = await run([
      'simulate',
      '--variant',
      'mini-tarock',
      '--deals',
      '25',
      '--seed',
      '3',
      '--records',
      dir,
      '--json',
    ]);
    expect(r.code).toBe(0);
    const s = JSON.parse(r.out) as Summary;
    expect(s.deals).toBe(25);
    expect(Object.values(s.outcomes).reduce((a, b) => a + b, 0)).toBe(25);
    const files = readdirSync(dir).sort();
    expect(files).toHaveLength(25);
    expect(files[0]).toBe('deal-01.json');
    let total = [0, 0, 0];
    let declared = 0;
    for (const f of files) {
      const rec = parseRecordJson(readFileSync(join(dir, f), 'utf8'));
      if (!rec.ok) throw new Error(rec.error);
      const out = replay(rec.value, presets);
      expect(out.ok).toBe(true);
      const st = rec.value.result;
      total = total.map((t, i) => t + (st?.deltas[i] ?? 0));
      if (st?.declarer !== null) declared++;
      expect(rec.value.tags['Seed']).toMatch(/^3\/deal\/\d+$/);
    }
    expect(s.seats.map((x) => x.points)).toEqual(total);
    expect(s.seats.reduce((a, x) => a + x.declarer.deals, 0)).toBe(declared);
    expect(s.seats[0]?.perDeal.mean).toBeCloseTo((total[0] ?? 0) / 25);
    // Per player (one player in three seats here): its seats' mean per deal.
    expect(s.figures.map((f) => f.player)).toEqual(['random']);
    expect(s.figures[0]?.perDeal.mean).toBeCloseTo(total.reduce((a, b) => a + b, 0) / 3 / 25, 3);
    expect(s.figures[0]?.declarer.deals).toBe(declared);
  });

  it('is reproducible from its seed', async () => {
    const args = ['simulate', '--variant', 'mini-tarock(seats=4)', '--deals', '15', '--seed', 'x', '--json'];
    const a = await run(args);
    const b = await run(args);
    expect(a.out).toBe(b.out);
    expect((JSON.parse(a.out) as Summary).seats).toHaveLength(4);
  });

  it('draws a progress bar on a terminal only', async () => {
    const args = ['simulate', '--variant', 'mini-tarock', '--deals', '20'];
    expect((await run(args, [], true)).err).toContain(`[${'#'.repeat(30)}] 20/20\n`);
    expect((await run(args)).err).toBe('');
  });

  it('writes text records with --format text', async () => {
    const dir = tempDir();
    const r = await run([
      'simulate',
      '--variant',
      'mini-tarock',
      '--deals',
      '3',
      '--records',
      dir,
      '--format',
      'text',
    ]);
    expect(r.code).toBe(0);
    expect(r.out).toContain('per deal (95% CI)');
    for (const f of readdirSync(dir))
      expect(parseRecordText(readFileSync(join(dir, f), 'utf8')).ok).toBe(true);
  });

  it('reports per player as well as per seat when players differ', async () => {
    const r = await run([
      'simulate',
      '--variant',
      'mini-tarock',
      '--deals',
      '12',
      '--players',
      'heuristic,random,random',
    ]);
    expect(r.code).toBe(0);
    expect(r.out).toContain('S0    heuristic');
    expect(r.out).toMatch(/^heuristic +[+-]\d+\.\d\d ± \d+\.\d\d/m);
    expect(r.out).toMatch(/^random +[+-]\d+\.\d\d ± /m);
    expect(r.out).not.toContain('paired per deal');
  });

  it.each([
    [['--players', 'random,random'], '--players needs 3 names'],
    // Every name simulate takes, the measurement's too.
    [
      ['--players', 'random,genius,random'],
      'unknown player "genius" (players: random, heuristic, pimc, pimc:fast, pimc:strong, cheater, or BEFORE-then-PLAY',
    ],
    [['--deals', '0'], '--deals: "0" is not a positive whole number'],
    [['--workers', '2'], '--workers shares out the deals of --duplicate'],
    [['--duplicate', '--workers', 'x'], '--workers: "x" is not a positive whole number'],
  ])('rejects bad input with exit 2: %j', async (extra, message) => {
    const r = await run(['simulate', '--variant', 'mini-tarock', ...extra]);
    expect(r.code).toBe(2);
    expect(r.err.replace(/\s+/g, ' ')).toContain(message);
  });
});

interface Paired {
  first: string;
  second: string;
  difference: { n: number; mean: number; ci95: number };
  significant: boolean;
  roles: { declarerWinRate: { mean: number }; defenderPoints: { mean: number } };
}

interface Substitution {
  baseline: string;
  players: {
    player: string;
    overall: { difference: { n: number }; seats: number; relative: { difference: { n: number } } };
  }[];
}

interface Duplicate {
  duplicate: boolean;
  seatings: number;
  figures: Figures[];
  paired: Paired | null;
  outcomes: Record<string, number>;
}

describe('tarock simulate --duplicate', () => {
  const args = (extra: readonly string[]) => [
    'simulate',
    '--variant',
    'mini-tarock',
    '--duplicate',
    '--players',
    'heuristic,random,random',
    '--seed',
    'dup',
    ...extra,
  ];

  it('plays every deal in every seating, records each, and pairs the two players', async () => {
    const dir = tempDir();
    const r = await run(args(['--deals', '6', '--records', dir, '--json']));
    expect(r.code).toBe(0);
    const s = JSON.parse(r.out) as Duplicate;
    expect(s.duplicate).toBe(true);
    expect(s.seatings).toBe(3);
    expect(Object.values(s.outcomes).reduce((a, b) => a + b, 0)).toBe(18);
    expect(s.figures.map((f) => f.player)).toEqual(['heuristic', 'random']);
    // Each deal is one paired sample: heuristic's result less random's.
    expect(s.paired?.difference.n).toBe(6);
    const [h, rnd] = s.figures;
    expect(s.paired?.difference.mean).toBeCloseTo((h?.perDeal.mean ?? 0) - (rnd?.perDeal.mean ?? 0), 3);
    expect(s.paired?.roles.declarerWinRate.mean).toBeCloseTo(
      (h?.declarer.winRate.mean ?? 0) - (rnd?.declarer.winRate.mean ?? 0),
      3,
    );
    const files = readdirSync(dir).sort();
    expect(files).toHaveLength(18);
    expect(files.slice(0, 3)).toEqual(['deal-1-a.json', 'deal-1-b.json', 'deal-1-c.json']);
    // The three seatings of a deal are the same cards with the players moved round.
    const deals = files.slice(0, 3).map((f) => {
      const rec = parseRecordJson(readFileSync(join(dir, f), 'utf8'));
      if (!rec.ok) throw new Error(rec.error);
      expect(replay(rec.value, presets).ok).toBe(true);
      expect(rec.value.tags['Seed']).toBe('dup/deal/0');
      return rec.value;
    });
    expect(deals[1]?.turns[0]).toEqual(deals[0]?.turns[0]);
    expect(deals.map((d) => d.seats.map((x) => x.player).join(','))).toEqual([
      'heuristic,random,random',
      'random,heuristic,random',
      'random,random,heuristic',
    ]);
  });

  it('prints the paired difference and the deals significance needs', async () => {
    const r = await run(args(['--deals', '4']));
    expect(r.code).toBe(0);
    expect(r.out).toContain('4 deals × 3 seatings (duplicate)');
    expect(r.out).toMatch(/heuristic − random, paired per deal: [+-]\d+\.\d\d ± \d+\.\d\d over 4 deals/);
    expect(r.out).toContain('as declarer: win rate ');
    expect(r.out).toMatch(/as defender: win rate .*,\s+points /);
  });

  it('is reproducible from its seed, on worker threads as in one thread', async () => {
    const real = (workers: string) => [
      'simulate',
      '--variant',
      'haferltarock',
      '--duplicate',
      '--players',
      'random,heuristic,random',
      '--deals',
      '4',
      '--seed',
      'w',
      '--workers',
      workers,
      '--json',
    ];
    const one = await run(real('1'));
    expect(one.code).toBe(0);
    expect((await run(real('1'))).out).toBe(one.out);
    expect((await run(real('2'))).out).toBe(one.out);
    expect((JSON.parse(one.out) as Duplicate).paired?.first).toBe('random');
  });

  it('with --baseline, sets each player against the baseline table seat by seat', async () => {
    const dir = tempDir();
    const r = await run(args(['--deals', '4', '--baseline', 'heuristic', '--records', dir, '--json']));
    expect(r.code).toBe(0);
    const s = JSON.parse(r.out) as Duplicate & { baseline: string; substitution: Substitution };
    expect(s.baseline).toBe('heuristic');
    expect(s.substitution.baseline).toBe('heuristic');
    expect(s.substitution.players.map((p) => p.player)).toEqual(['heuristic', 'random']);
    // heuristic holds each seat once, random twice: 4 deals × 3 and × 6 seats.
    expect(s.substitution.players.map((p) => [p.overall.difference.n, p.overall.seats])).toEqual([
      [4, 12],
      [4, 24],
    ]);
    // The outcomes count the match's seatings only; the baseline table has records of its own.
    expect(Object.values(s.outcomes).reduce((a, b) => a + b, 0)).toBe(12);
    const files = readdirSync(dir).sort();
    expect(files).toHaveLength(16);
    const base = parseRecordJson(readFileSync(join(dir, 'deal-1-base.json'), 'utf8'));
    if (!base.ok) throw new Error(base.error);
    expect(base.value.seats.map((x) => x.player)).toEqual(['heuristic', 'heuristic', 'heuristic']);
    expect(base.value.tags['Seed']).toBe('dup/deal/0');
    const text = await run(args(['--deals', '2', '--baseline', 'heuristic']));
    expect(text.out).toContain('Against the baseline table (heuristic in every seat)');
    expect(text.out).toMatch(/random \(match table\) − heuristic \(baseline table\): every seat [+-]\d/);
    expect(text.out).toContain('as defender in both tables (same declarer, same contract): ');
    // A long sentence wraps at the width between its phrases: read it as one line.
    expect(text.out.replace(/\n {4,}/g, ' ')).toMatch(
      /every seat [+-][\d.]+ ± [\d.]+ .*; relative to the table [+-][\d.]+ ± [\d.]+ \((not )?significant\)/,
    );
    const relative = s.substitution.players.map((p) => p.overall.relative.difference.n);
    expect(relative).toEqual([4, 4]);
  });

  it('wraps the sentences below the table at 100 columns, never inside a figure (they ran to 200)', async () => {
    const r = await run(args(['--deals', '3', '--baseline', 'heuristic']));
    const lines = r.out.split('\n');
    const below = lines.slice(lines.findIndex((l) => l.includes(', paired per deal: ')));
    expect(below.some((l) => l.startsWith('random (match table) − heuristic (baseline table)'))).toBe(true);
    for (const l of below) expect(l.length, l).toBeLessThanOrEqual(WIDTH);
    for (const l of below) expect(l, 'a figure split from its interval').not.toMatch(/ ±$|^ +±/);
  });

  it.each([
    [['--baseline', 'heuristic'], '--baseline sets players against a baseline table in --duplicate runs'],
    [['--duplicate', '--baseline', 'genius'], '--baseline: unknown player "genius"'],
  ])('rejects a bad baseline with exit 2: %j', async (extra, message) => {
    const r = await run(['simulate', '--variant', 'mini-tarock', ...extra]);
    expect(r.code).toBe(2);
    expect(r.err.replace(/\s+/g, ' ')).toContain(message);
  });

  it('draws its progress bar on standard error on a terminal only', async () => {
    expect((await run(args(['--deals', '2']), [], true)).err).toContain(`[${'#'.repeat(30)}] 2/2\n`);
    expect((await run(args(['--deals', '2']))).err).toBe('');
  });
});

describe('tarock simulate: counts read as counts', () => {
  it('says 1 deal and 1 file, not "1 deals" and "1 files"', async () => {
    const dir = tempDir();
    const one = await run(['simulate', '--variant', 'mini-tarock', '--deals', '1', '--records', dir]);
    expect(one.out).toMatch(/^mini-tarock: 1 deal, seed 1,/);
    expect(one.out).toContain(`Records: 1 file in ${dir}`);
    const dup = await run([
      'simulate',
      '--variant',
      'mini-tarock',
      '--deals',
      '1',
      '--duplicate',
      '--players',
      'heuristic,random,random',
      '--baseline',
      'heuristic',
    ]);
    expect(dup.out).toContain('mini-tarock: 1 deal × 3 seatings (duplicate)');
    expect(dup.out).toContain('over 1 deal (');
    expect(dup.out.replace(/\n {4,}/g, ' ')).toMatch(/every seat .*\(not significant; 1 deal, 3 seats;/);
    expect(`${one.out}${dup.out}`).not.toMatch(/\b1 (deal|file|seat)s\b/);
  });
});

describe('tarock simulate --json: the seats', () => {
  it('gives its figures to four places, as the report does (not 33.31999999999999)', async () => {
    const r = await run(['simulate', '--variant', 'haferltarock', '--deals', '2', '--seed', '1', '--json']);
    expect(r.code).toBe(0);
    const { seats } = JSON.parse(r.out) as { seats: unknown[] };
    const numbers = JSON.stringify(seats).match(/-?\d+\.\d+/g) ?? [];
    expect(numbers.length).toBeGreaterThan(0);
    for (const x of numbers) expect(x.split('.')[1]?.length).toBeLessThanOrEqual(4);
  });
});

describe("tarock simulate: the defenders' win rate", () => {
  interface Defence {
    deals: number;
    won: number;
    winRate: { mean: number; interval95: number[] | null };
    winRateInterval95?: number[] | null;
  }
  it('per player and per seat, with its Wilson interval: the games the declarer lost (seed 3)', async () => {
    const args = ['simulate', '--variant', 'haferltarock', '--deals', '30', '--seed', '3'];
    const json = await run([...args, '--json']);
    const s = JSON.parse(json.out) as {
      figures: { defender: Defence }[];
      seats: { defender: { deals: number; won: number; winRate: number; winRateInterval95: number[] } }[];
      outcomes: Record<string, number>;
    };
    // 30 deals, 19 lost by the declarer: the two defenders of each won it.
    expect(s.outcomes).toEqual({ lost: 19, won: 11 });
    const d = s.figures[0]?.defender;
    expect([d?.won, d?.deals, d?.winRate.mean]).toEqual([38, 60, 0.6333]);
    expect(d?.winRate.interval95).toEqual([0.5068, 0.7438]);
    expect(s.seats.map((x) => [x.defender.won, x.defender.deals])).toEqual([
      [14, 21],
      [14, 19],
      [10, 20],
    ]);
    expect(s.seats[0]?.defender.winRate).toBe(0.6667);
    expect(s.seats[0]?.defender.winRateInterval95).toEqual([0.4537, 0.8281]);
    const text = (await run(args)).out;
    expect(text).toMatch(/^random {2}\+18\.73 ± 11\.06 \(60\) {2}38\/60 +63\.3% \[50\.7%, 74\.4%\]$/m);
    expect(text).toMatch(/^S2 +random +\+8\.80 +10\/20 +50\.0% \[29\.9%, 70\.1%\]$/m);
    for (const line of text.split('\n')) expect(line.length).toBeLessThanOrEqual(WIDTH);
  });
  it('in the duplicate report, per player', async () => {
    const args = ['simulate', '--variant', 'haferltarock', '--deals', '10', '--seed', '3', '--duplicate'];
    const players = ['--players', 'heuristic,random,random', '--workers', '1'];
    const json = JSON.parse((await run([...args, ...players, '--json'])).out) as {
      figures: { player: string; defender: Defence }[];
      outcomes: Record<string, number>;
    };
    expect(json.outcomes).toEqual({ lost: 17, won: 11, passed: 2 });
    expect(json.figures.map((f) => [f.player, f.defender.won, f.defender.deals])).toEqual([
      ['heuristic', 17, 23],
      ['random', 17, 33],
    ]);
    const text = (await run([...args, ...players])).out;
    expect(text).toContain('defence won/played  defence win rate (95% CI)');
    expect(text).toMatch(/^heuristic +\+25\.13 ± 19\.02 \(23\) +17\/23 +73\.9% \[53\.5%, 87\.5%\]$/m);
    // The two apart: 17/23 − 17/33, with Newcombe's interval.
    expect(text).toContain('as defender: win rate +22.4 percentage points [-3.5, +43.6] (not significant),');
  });
});

describe('tarock simulate: a money game says cents, not points, where its figures are money', () => {
  it('in the seat table and in the paired report (the heading says "money in cents")', async () => {
    const seats = (await run(['simulate', '--variant', 'haferltarock', '--deals', '3'])).out;
    expect(seats).toContain('money in cents');
    expect(seats).toMatch(/^seat +player +cents +per deal/m);
    const args = ['simulate', '--variant', 'haferltarock', '--deals', '10', '--seed', '3', '--duplicate'];
    const paired = (await run([...args, '--players', 'heuristic,random,random', '--workers', '1'])).out;
    expect(paired).toMatch(/as declarer: win rate .*,\s+cents /);
    expect(paired).toMatch(/as defender: win rate .*,\s+cents /);
    expect(paired).not.toMatch(/,\s+points /);
    // A game of points keeps its word.
    const points = (await run(['simulate', '--variant', 'mini-tarock', '--deals', '3'])).out;
    expect(points).toMatch(/^seat +player +points +per deal/m);
  });
});

describe('tarock simulate: completed matches', () => {
  const args = (variant: string, json = false) => [
    'simulate',
    '--variant',
    variant,
    '--deals',
    '3',
    '--seed',
    '1',
    '--players',
    'random,random,random',
    ...(json ? ['--json'] : []),
  ];

  it('counts them where a match can end: a series to 100, a bank to lose', async () => {
    for (const variant of ['illustrated-beck', 'scharfes-tarock']) {
      const r = await run(args(variant));
      expect(r.code).toBe(0);
      expect(r.out).toMatch(/^Matches completed: \d+$/m);
      const json = JSON.parse((await run(args(variant, true))).out) as { matchesCompleted?: number };
      expect(typeof json.matchesCompleted).toBe('number');
    }
  });

  it('says nothing of them where a match has no end (Bavarian balances without a bank)', async () => {
    for (const variant of ['haferltarock', 'bavarian-sirch-2008']) {
      const r = await run(args(variant));
      expect(r.code).toBe(0);
      expect(r.out).not.toContain('Matches completed');
      const json = JSON.parse((await run(args(variant, true))).out) as Record<string, unknown>;
      expect(json).not.toHaveProperty('matchesCompleted');
    }
  });
});

describe('tarock simulate --duplicate --baseline: no "not significant" beside an interval clear of 0', () => {
  it('says there are too few deals for a verdict instead, in every difference of means', async () => {
    const r = await run([
      'simulate',
      '--variant',
      'illustrated-mayr-sedlaczek-2016',
      '--deals',
      '4',
      '--duplicate',
      '--players',
      'heuristic,random,random',
      '--baseline',
      'random',
    ]);
    expect(r.code).toBe(0);
    const text = r.out.replace(/\n\s+/g, ' ');
    const verdicts = [
      ...text.matchAll(/([-+]\d+\.\d+) ± (\d+\.\d+) \((not significant|too few deals for a verdict)/g),
    ];
    expect(verdicts.length).toBeGreaterThan(0);
    for (const [, mean, ci, said] of verdicts)
      expect(said === 'too few deals for a verdict').toBe(Math.abs(Number(mean)) > Number(ci));
    expect(verdicts.some(([, , , said]) => said === 'too few deals for a verdict')).toBe(true);
  });
});

describe('the report reads the same whatever the deals', () => {
  it('lists the outcomes in one order, won, lost, draw, passed, trischaken (it followed the deals)', async () => {
    // Seed 3: the first deal is lost, so counted as first seen the list began "lost".
    const text = (await run(['simulate', '--variant', 'haferltarock', '--deals', '30', '--seed', '3'])).out;
    expect(text).toContain('\nOutcomes: won 11, lost 19\n');
    const json = await run([
      'simulate',
      '--variant',
      'haferltarock',
      '--deals',
      '30',
      '--seed',
      '3',
      '--json',
    ]);
    expect(Object.keys((JSON.parse(json.out) as { outcomes: object }).outcomes)).toEqual(['won', 'lost']);
  });

  it('one seating is "1 seating"', async () => {
    const args = ['simulate', '--variant', 'mini-tarock', '--deals', '2', '--duplicate', '--workers', '1'];
    expect((await run(args)).out).toMatch(/^mini-tarock: 2 deals × 1 seating \(duplicate\),/);
  });
});

describe('tarock simulate: a record that cannot be written', () => {
  it('stops the run with the file and the reason, exit 1, not a stack trace', async () => {
    for (const duplicate of [[], ['--duplicate', '--workers', '1']]) {
      const dir = tempDir();
      // On a terminal the progress is shown after the first deal: there the folder turns into a file.
      const { io, stdout, stderr } = memoryIo([], presets, true);
      const blocking: Io = {
        ...io,
        error(text) {
          io.error(text);
          if (!text.startsWith('\r[')) return;
          rmSync(dir, { recursive: true, force: true });
          writeFileSync(dir, '');
        },
      };
      const args = ['simulate', '--variant', 'mini-tarock', '--deals', '20', '--records', dir, ...duplicate];
      expect(await main(args, blocking)).toBe(1);
      // The line of the progress bar ended first.
      expect(unwrap(stderr())).toMatch(
        new RegExp(`\\d\\ntarock simulate: cannot write the record deal-\\S+ into ${dir}: ENOTDIR: .*\\n$`),
      );
      expect(stdout()).toBe('');
    }
  });
});
