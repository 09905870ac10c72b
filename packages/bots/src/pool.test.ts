import { describe, expect, it } from 'vitest';
import { type MeanCi, rateDifference, wilson } from './matchStats';
import { type Figures, pool, type Report } from './pool';

/** A rate of `k` wins in `n` as simulate writes it: the mean of 0s and 1s with its normal ci95. */
function rate(k: number, n: number): MeanCi {
  const p = k / n;
  const sd = n > 1 ? Math.sqrt((k * (1 - p) ** 2 + (n - k) * p ** 2) / (n - 1)) : 0;
  return { n, mean: p, ci95: (1.96 * sd) / Math.sqrt(n) };
}

const points = (n: number, mean: number): MeanCi => ({ n, mean, ci95: 1 });

function figures(player: string, declared: [number, number], defended: [number, number] | null): Figures {
  return {
    player,
    perDeal: points(10, 0),
    declarer: {
      deals: declared[1],
      won: declared[0],
      winRate: rate(...declared),
      points: points(declared[1], 5),
    },
    defender: {
      deals: defended ? defended[1] : 12,
      points: points(defended ? defended[1] : 12, -2),
      ...(defended ? { won: defended[0], winRate: rate(...defended) } : {}),
    },
  };
}

function report(seed: string, a: Figures, b: Figures): Report {
  return {
    game: 'haferltarock',
    players: [a.player, b.player, b.player],
    deals: 10,
    seed,
    figures: [a, b],
    paired: {
      first: a.player,
      second: b.player,
      difference: points(10, 1),
      roles: {
        declarerWinRate: { mean: 0, ci95: 0, significant: false },
        declarerPoints: { mean: 0, ci95: 0, significant: false },
        defenderPoints: { mean: 0, ci95: 0, significant: false },
      },
    },
    outcomes: { won: 5, lost: 5 },
  };
}

const round4 = (i: readonly number[] | null) => i?.map((x) => Math.round(x * 1e4) / 1e4);

describe('pooling simulate reports (scripts/pool.ts)', () => {
  const reports = [
    report('1', figures('pimc', [6, 8], [9, 14]), figures('random', [2, 9], [3, 12])),
    report('2', figures('pimc', [5, 7], [10, 13]), figures('random', [3, 10], [5, 15])),
  ];
  const pooled = pool(reports);

  it("pools each player's defender win rate like the declarer's: counts summed, the pooled mean, the Wilson interval", () => {
    const [pimc, random] = pooled.figures;
    expect(pimc?.defender).toMatchObject({ deals: 27, won: 19 });
    expect(pimc?.defender.winRate?.n).toBe(27);
    expect(pimc?.defender.winRate?.mean).toBeCloseTo(19 / 27, 4);
    expect(pimc?.defender.winRate?.interval95).toEqual(round4(wilson(19, 27)));
    expect(random?.defender).toMatchObject({ deals: 27, won: 8 });
    expect(pimc?.declarer.winRate.interval95).toEqual(round4(wilson(11, 15)));
  });

  it('gives the two players’ defender win rates apart with Newcombe’s interval and its verdict', () => {
    const d = pooled.paired?.roles.defenderWinRate;
    const newcombe = rateDifference(19, 27, 8, 27);
    expect(d?.mean).toBeCloseTo(19 / 27 - 8 / 27, 3);
    expect(d?.interval95).toEqual(round4(newcombe?.interval95 ?? null));
    expect(d?.significant).toBe(newcombe?.significant);
    expect(pooled.paired?.roles.declarerWinRate.interval95).toEqual(
      round4(rateDifference(11, 15, 5, 19)?.interval95 ?? null),
    );
  });

  it('leaves the defender win rate out when a report is older than it, rather than pool part of the deals', () => {
    const old = report('3', figures('pimc', [1, 2], null), figures('random', [1, 2], null));
    const mixed = pool([...reports, old]);
    expect(mixed.figures[0]?.defender).not.toHaveProperty('won');
    expect(mixed.figures[0]?.defender.deals).toBe(39);
    expect(mixed.paired?.roles).not.toHaveProperty('defenderWinRate');
  });

  it("pools a run's per-seat figures, the defenders' win rate with its Wilson interval", () => {
    const seat = (won: number, deals: number) => ({
      seat: 0,
      player: 'pimc',
      points: 10,
      perDeal: points(10, 1),
      declarer: { deals: 4, won: 2 },
      defender: { deals, pointsPerDeal: -1, won },
    });
    const r = [
      { ...reports[0], seats: [seat(3, 5)] },
      { ...reports[1], seats: [seat(4, 6)] },
    ] as Report[];
    const s = pool(r).seats?.[0];
    expect(s?.defender).toEqual({
      deals: 11,
      pointsPerDeal: -1,
      won: 7,
      winRate: Math.round((7 / 11) * 1e4) / 1e4,
      winRateInterval95: round4(wilson(7, 11)),
    });
    expect(s?.declarer).toMatchObject({ deals: 8, won: 4, winRateInterval95: round4(wilson(4, 8)) });
    expect(s?.points).toBe(20);
  });
});
