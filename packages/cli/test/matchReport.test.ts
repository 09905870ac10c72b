import { describe, expect, it } from 'vitest';
import { type DealResult, type MatchSpec, summarize } from '@tarock/bots/node';
import { matchReportJson, matchReportText, tableText } from '../src/matchReport';
import { WIDTH } from '../src/wrap';
import { run } from './helpers';

/**
 * A duplicate match of a (seat 0) against b, b, one seating a deal: in each deal `declarer` (a seat)
 * declares and wins or loses as `won` says.
 */
function report(won: readonly boolean[], declarer: readonly number[] = won.map(() => 0), scale = 1) {
  const spec: MatchSpec = {
    game: 'mini-tarock',
    players: ['a', 'b', 'b'],
    deals: won.length,
    seed: 1,
    duplicate: true,
  };
  const deals: DealResult[] = won.map((w, deal) => ({
    deal,
    results: [
      {
        seating: [0, 1, 2],
        deltas: [0, 1, 2].map(
          (seat) =>
            scale *
            (seat === (declarer[deal] ?? 0) ? (w ? 20 + deal : -20 - deal) : w ? -10 - deal : 10 + deal),
        ),
        declarer: declarer[deal] ?? 0,
        outcome: w ? 'won' : 'lost',
        contract: 'play',
        active: [0, 1, 2],
        unit: 'points',
      },
    ],
  }));
  return summarize(spec, deals);
}

const row = (lines: readonly string[], player: string) => lines.find((l) => l.startsWith(`${player} `)) ?? '';

describe('tarock simulate: a win rate has the Wilson interval (3 of 3 read "100.0% ± 0.0%")', () => {
  it('prints 3 of 3 as [43.8%, 100.0%] and 0 of 3 from 0', () => {
    const lines = matchReportText(report([true, true, true]));
    expect(row(lines, 'a')).toContain('3/3');
    expect(row(lines, 'a')).toContain('100.0% [43.8%, 100.0%]');
    expect(lines.join('\n')).not.toMatch(/% ± /);
    expect(row(matchReportText(report([false, false, false])), 'a')).toContain('0.0% [0.0%, 56.2%]');
  });

  it('gives the difference of two win rates with its interval, or none when one never declared', () => {
    // a wins 3 of 3, b 0 of 3: Newcombe's interval from the two Wilson intervals.
    const both = report([true, true, true, false, false, false], [0, 0, 0, 1, 1, 1]);
    // Its verdict is the interval's: clear of 0, significant at any count (it said "not
    // significant" below 30 games beside an interval of [+44, +100]).
    expect(matchReportText(both).join('\n')).toMatch(
      /as declarer: win rate \+100\.0 percentage points \[\+\d\d\.\d, \+100\.0\] \(significant\)/,
    );
    const json = matchReportJson(both).paired?.roles.declarerWinRate;
    expect(json?.significant).toBe(true);
    expect(json?.interval95?.[1]).toBe(1);
    const close = report([true, false, true, false], [0, 0, 1, 1]);
    expect(matchReportText(close).join('\n')).toMatch(
      /win rate \+0\.0 percentage points \[-\d\d\.\d, \+\d\d\.\d\] \(not significant\)/,
    );
    expect(matchReportJson(close).paired?.roles.declarerWinRate.significant).toBe(false);
    const text = matchReportText(report([true, true, false])).join('\n');
    expect(text).toContain('as declarer: win rate - (one never declared), points - (none on one side)');
  });

  it("gives the difference of the defenders' win rates the same way, or none when one never defended", () => {
    // a declares all three: a never defends.
    const text = matchReportText(report([true, true, false])).join('\n');
    expect(text).toContain('as defender: win rate - (one never defended), points - (none on one side)');
    // a defends deals 3–5 and wins 3 and 5 (2 of 3); b defends 0–2 in two seats, winning deal 2
    // twice, and beside a in 3–5 (4 of 9).
    const both = report([true, true, false, false, true, false], [0, 0, 0, 1, 1, 1]);
    const figures = matchReportJson(both).figures;
    expect(figures.map((f) => [f.player, f.defender.won, f.defender.deals])).toEqual([
      ['a', 2, 3],
      ['b', 4, 9],
    ]);
    const d = matchReportJson(both).paired?.roles.defenderWinRate;
    expect(d?.mean).toBeCloseTo(2 / 3 - 4 / 9, 4);
    expect(d?.significant).toBe(false);
    expect(d?.interval95?.[0]).toBeLessThan(0);
    expect(matchReportText(both).join('\n')).toMatch(
      /as defender: win rate \+22\.2 percentage points \[-\d\d\.\d, \+\d\d\.\d\] \(not significant\),/,
    );
  });

  it('writes the intervals into --json as [lo, hi] beside the old keys', () => {
    const { figures } = matchReportJson(report([true, true, true]));
    const a = figures.find((f) => f.player === 'a');
    expect(a?.declarer.winRate).toMatchObject({ n: 3, mean: 1, ci95: 0, interval95: [0.4385, 1] });
    expect(a?.perDeal.interval95?.[0]).toBeCloseTo((a?.perDeal.mean ?? 0) - (a?.perDeal.ci95 ?? 0), 4);
    expect(figures.find((f) => f.player === 'b')?.declarer.winRate.interval95).toBeNull();
  });
});

describe('tarock simulate: a mean of one deal has no interval (it read "± 0.00")', () => {
  it('says so in the table and in the paired difference, which said "no difference"', () => {
    const lines = matchReportText(report([true]));
    expect(row(lines, 'a')).toMatch(/^a +\+20\.00 \(n=1: no CI\)/);
    expect(lines.join('\n')).toContain('a − b, paired per deal: +30.00 over 1 deal (n=1: no CI, no verdict)');
    expect(row(lines, 'a')).not.toContain('±');
    expect(matchReportJson(report([true])).paired?.difference.interval95).toBeNull();
  });

  it('in a real run, and the JSON says null', async () => {
    const args = ['simulate', '--variant', 'mini-tarock', '--deals', '1', '--duplicate'];
    const text = await run([...args, '--players', 'heuristic,random,random']);
    expect(text.out).toMatch(/^heuristic +[+-]\d+\.\d\d \(n=1: no CI\)/m);
    expect(text.out).toContain('over 1 deal (n=1: no CI, no verdict)');
    const json = await run([...args, '--json']);
    const s = JSON.parse(json.out) as {
      figures: { perDeal: { n: number; ci95: number; interval95: unknown } }[];
    };
    expect(s.figures[0]?.perDeal).toMatchObject({ n: 1, ci95: 0, interval95: null });
  });

  it('a running match: per seat the same, the win rate with its interval', async () => {
    const r = await run(['simulate', '--variant', 'mini-tarock', '--deals', '1', '--seed', '2']);
    expect(r.out).toMatch(/^S0 +\S+ +-?\d+ +[+-]\d+\.\d\d \(n=1: no CI\)/m);
    expect(r.out).toMatch(/ 1\/1 +100\.0% \[20\.7%, 100\.0%\]| 0\/1 +0\.0% \[0\.0%, 79\.3%\]/);
    const json = await run(['simulate', '--variant', 'mini-tarock', '--deals', '1', '--seed', '2', '--json']);
    const seats = (
      JSON.parse(json.out) as { seats: { declarer: { deals: number; winRateInterval95: unknown } }[] }
    ).seats;
    expect(seats.some((x) => x.declarer.deals === 1)).toBe(true);
    for (const x of seats)
      if (x.declarer.deals === 0) expect(x.declarer.winRateInterval95).toBeNull();
      else expect(x.declarer.winRateInterval95).toHaveLength(2);
  });
});

describe('tarock simulate: a table wider than the terminal', () => {
  it('is given as two within 100 columns, the declarer apart from the defence', () => {
    // Illustrated game points run to +1536.95 ± 147.35 (562): the one table made 115 columns.
    const lines = matchReportText(report([true, false, true, false, true], [0, 1, 0, 1, 2], 77.77));
    for (const l of lines) expect(l.length, l).toBeLessThanOrEqual(WIDTH);
    const heads = lines.filter((l) => l.startsWith('player '));
    expect(heads).toHaveLength(2);
    expect(heads[0]).toMatch(
      /^player +per deal \(95% CI\) +declarer won\/played +win rate \(95% CI\) +per declared game$/,
    );
    expect(heads[1]).toMatch(/^player +per defended game +defence won\/played +defence win rate \(95% CI\)$/);
    expect(lines.filter((l) => /^a {2,}/.test(l))).toHaveLength(2);
  });

  it('stays one table where it fits, and splits only where it is allowed to', () => {
    const rows = [['a', '1', '2', '3']];
    expect(tableText(['who', 'x', 'y', 'z'], rows)).toEqual(['who  x  y  z', 'a    1  2  3']);
    const wide = ['who', 'x'.repeat(40), 'y'.repeat(40), 'z'.repeat(40)];
    expect(tableText(wide, rows, 1, [3])).toEqual([
      `who  ${wide[1]}  ${wide[2]}`,
      'a    1                                         2',
      '',
      `who  ${wide[3]}`,
      'a    3',
    ]);
  });

  it('in a running match, the seats too, and the heading wraps', async () => {
    const r = await run(['simulate', '--variant', 'haferltarock', '--deals', '4', '--seed', '1']);
    for (const l of r.out.split('\n')) expect(l.length, l).toBeLessThanOrEqual(WIDTH);
    const heads = r.out.split('\n').filter((l) => l.startsWith('seat '));
    expect(heads).toHaveLength(2);
    expect(heads[1]).toMatch(
      /^seat +player +per defended game +defence won\/played +defence win rate \(95% CI\)$/,
    );
    const long = await run([
      'simulate',
      '--variant',
      'mini-tarock',
      '--deals',
      '2',
      '--players',
      'heuristic,heuristic,random',
      '--seed',
      'a-seed-long-enough-to-wrap-the-heading',
    ]);
    expect(long.out.split('\n').slice(0, 2)).toEqual([
      'mini-tarock: 2 deals, seed a-seed-long-enough-to-wrap-the-heading,',
      '  players heuristic, heuristic, random; game points',
    ]);
  });
});

describe('the points of a role: an interval clear of 0 from too few deals', () => {
  it('says there are too few deals for a verdict, not "not significant"', () => {
    // a declares deals 0, 2, 4 and wins them, b declares 1, 3, 5 and loses them: their points as
    // declarer differ with an interval well clear of 0, but from 3 deals each (under the floor
    // for a verdict).
    const won = [true, false, true, false, true, false];
    const text = matchReportText(report(won, [0, 1, 0, 1, 0, 1])).join('\n');
    const declarer = /as declarer: [^\n]*\n?[^\n]*points ([-+\d.]+) ± ([\d.]+) \(([^)]*)\)/.exec(text);
    expect(declarer).not.toBeNull();
    const [mean, ci] = [Number(declarer?.[1]), Number(declarer?.[2])];
    expect(Math.abs(mean)).toBeGreaterThan(ci);
    expect(declarer?.[3]).toBe('too few deals for a verdict');
  });
});
