/**
 * Pooling the reports of several `tarock simulate --json` runs of the same game and players on
 * different seeds (independent deals) into one, for docs/strength.md (scripts/pool.ts reads the
 * files). A mean with its 95 % interval (n, mean, ci95) is pooled exactly: the standard deviation
 * is ci95 · √n / 1.96, the pooled variance the within- plus the between-run sum of squares. A win
 * rate (the declarer's, the defenders') is a mean of 0s and 1s, pooled the same way, and also gets
 * the Wilson interval of the pooled counts (`interval95`, as simulate writes it); a difference of
 * two players' win rates also gets Newcombe's interval and its verdict (clear of 0), as simulate's
 * `paired.roles` have them. Reports written before the defenders' win rate have none: it is pooled
 * only when every report has it. A run's per-seat figures (`seats`, without --duplicate) are pooled
 * when every report has them. Runs with `--baseline` (all on the same baseline) also get their
 * substitution figures pooled. The gap's share has the delta method's interval, treating the two
 * edges as independent: the runs share their seeds, so the edges are positively correlated and
 * the true interval is narrower.
 */
import type { SubstitutionFigures, SubstitutionRole } from './substitution';
import { type Interval, type MeanCi, rateDifference, significant, wilson } from './matchStats';

export interface Diff {
  mean: number;
  ci95: number;
  significant: boolean;
}
export interface Figures {
  player: string;
  perDeal: MeanCi;
  declarer: { deals: number; won: number; winRate: MeanCi; points: MeanCi };
  /** `won` and `winRate`: the games defended that the declarer lost (absent from older reports). */
  defender: { deals: number; points: MeanCi; won?: number; winRate?: MeanCi };
}
/** A seat's figures in a run without --duplicate (simulate's `seats`). */
export interface SeatFigures {
  seat: number;
  player: string;
  points: number;
  perDeal: MeanCi;
  declarer: { deals: number; won: number };
  defender: { deals: number; pointsPerDeal: number | null; won?: number };
}
export interface Report {
  game: string;
  players: string[];
  deals: number;
  seed: string;
  figures: Figures[];
  paired: {
    first: string;
    second: string;
    difference: MeanCi;
    roles: { declarerWinRate: Diff; declarerPoints: Diff; defenderPoints: Diff };
  } | null;
  outcomes: Record<string, number>;
  seats?: SeatFigures[];
  /** With `--baseline`: each player against the baseline table (substitution.ts). */
  substitution?: { baseline: string; players: SubstitutionFigures[] };
}

const round = (x: number) => Math.round(x * 10000) / 10000;
const sdOf = (m: MeanCi) => (m.n > 1 ? (m.ci95 * Math.sqrt(m.n)) / 1.96 : 0);

function poolMeans(parts: readonly MeanCi[]): MeanCi {
  const n = parts.reduce((a, p) => a + p.n, 0);
  if (n === 0) return { n: 0, mean: 0, ci95: 0 };
  const mean = parts.reduce((a, p) => a + p.n * p.mean, 0) / n;
  const ss = parts.reduce((a, p) => a + (p.n - 1) * sdOf(p) ** 2 + p.n * (p.mean - mean) ** 2, 0);
  const sd = n > 1 ? Math.sqrt(ss / (n - 1)) : 0;
  return { n, mean: round(mean), ci95: round((1.96 * sd) / Math.sqrt(n)) };
}

function difference(a: MeanCi, b: MeanCi): Diff {
  const mean = a.mean - b.mean;
  const ci95 = Math.sqrt(a.ci95 ** 2 + b.ci95 ** 2);
  return { mean: round(mean), ci95: round(ci95), significant: Math.abs(mean) > ci95 };
}

const interval4 = (i: Interval | null) => (i ? [round(i[0]), round(i[1])] : null);

/** A pooled win rate: the pooled mean of 0s and 1s and the Wilson interval of the pooled counts. */
function poolRate(parts: readonly MeanCi[], won: number, deals: number) {
  return { ...poolMeans(parts), interval95: interval4(wilson(won, deals)) };
}

/**
 * Two players' pooled win rates apart: the normal difference (mean, ci95) and, as simulate writes
 * it, Newcombe's interval of the counts with its verdict (clear of 0) in place of the normal one's.
 */
function rateDiff(a: { won: number; deals: number; winRate: MeanCi }, b: typeof a) {
  const d = rateDifference(a.won, a.deals, b.won, b.deals);
  return {
    ...difference(a.winRate, b.winRate),
    ...(d ? { significant: d.significant } : {}),
    interval95: interval4(d?.interval95 ?? null),
  };
}

/** The sum of `f` over `parts`, or undefined when a part has none (a report older than the key). */
function sumOf<T>(parts: readonly T[], f: (p: T) => number | undefined): number | undefined {
  let sum = 0;
  for (const p of parts) {
    const x = f(p);
    if (x === undefined) return undefined;
    sum += x;
  }
  return sum;
}

/** Per seat, the runs' seat figures pooled (null unless every report has them, for the same seats). */
function poolSeats(reports: readonly Report[]) {
  const all = reports.map((r) => r.seats);
  const first = all[0];
  if (!first || all.some((s) => !s || s.length !== first.length)) return null;
  return first.map(({ seat, player }) => {
    const mine = all.map((s) => s?.find((x) => x.seat === seat) as SeatFigures);
    const rate = (won: number | undefined, deals: number) =>
      won === undefined
        ? {}
        : {
            won,
            winRate: deals ? round(won / deals) : null,
            winRateInterval95: interval4(wilson(won, deals)),
          };
    const declared = sumOf(mine, (x) => x.declarer.deals) ?? 0;
    const defended = sumOf(mine, (x) => x.defender.deals) ?? 0;
    // A seat's defender points per deal, back to a sum: its deals as defender times the mean.
    const defenderPoints = mine.reduce((a, x) => a + x.defender.deals * (x.defender.pointsPerDeal ?? 0), 0);
    return {
      seat,
      player,
      points: mine.reduce((a, x) => a + x.points, 0),
      perDeal: poolMeans(mine.map((x) => x.perDeal)),
      declarer: {
        deals: declared,
        ...rate(
          sumOf(mine, (x) => x.declarer.won),
          declared,
        ),
      },
      defender: {
        deals: defended,
        pointsPerDeal: defended ? round(defenderPoints / defended) : null,
        ...rate(
          sumOf(mine, (x) => x.defender.won),
          defended,
        ),
      },
    };
  });
}

/** Reports written before the relative reading have none: pooled from those that have it. */
function poolRelative(
  parts: readonly Partial<Pick<SubstitutionRole, 'relative'>>[],
): SubstitutionRole['relative'] {
  const difference = poolMeans(parts.flatMap((p) => (p.relative ? [p.relative.difference] : [])));
  return { difference, significant: significant(difference) };
}

function poolRole(parts: readonly SubstitutionRole[]): SubstitutionRole {
  const difference = poolMeans(parts.map((p) => p.difference));
  return {
    difference,
    significant: significant(difference),
    player: poolMeans(parts.map((p) => p.player)),
    baseline: poolMeans(parts.map((p) => p.baseline)),
    seats: parts.reduce((a, p) => a + p.seats, 0),
    relative: poolRelative(parts),
  };
}

/** The substitution figures of every report, pooled (null unless every report has them). */
function poolSubstitution(reports: readonly Report[]) {
  const subs = reports.map((r) => r.substitution);
  const first = subs[0];
  if (!first || subs.some((s) => !s || s.baseline !== first.baseline)) return null;
  return {
    baseline: first.baseline,
    players: first.players.map(({ player }) => {
      const mine = subs.map((s) => s?.players.find((p) => p.player === player) as SubstitutionFigures);
      return {
        player,
        overall: poolRole(mine.map((f) => f.overall)),
        declarer: poolRole(mine.map((f) => f.declarer)),
        defender: poolRole(mine.map((f) => f.defender)),
      };
    }),
  };
}

export function pool(reports: readonly Report[]) {
  const first = reports[0];
  if (!first) throw new Error('no reports');
  for (const r of reports)
    if (r.game !== first.game || r.players.join() !== first.players.join())
      throw new Error(`${r.game} ${r.players.join()} differs from ${first.game} ${first.players.join()}`);
  const names = first.figures.map((f) => f.player);
  const figures = names.map((player) => {
    const mine = reports.map((r) => r.figures.find((f) => f.player === player) as Figures);
    const declared = mine.reduce((a, f) => a + f.declarer.deals, 0);
    const won = mine.reduce((a, f) => a + f.declarer.won, 0);
    const defended = mine.reduce((a, f) => a + f.defender.deals, 0);
    const defendedWon = sumOf(mine, (f) => f.defender.won);
    const defendedRates = mine.flatMap((f) => (f.defender.winRate ? [f.defender.winRate] : []));
    return {
      player,
      perDeal: poolMeans(mine.map((f) => f.perDeal)),
      declarer: {
        deals: declared,
        won,
        winRate: poolRate(
          mine.map((f) => f.declarer.winRate),
          won,
          declared,
        ),
        points: poolMeans(mine.map((f) => f.declarer.points)),
      },
      defender: {
        deals: defended,
        points: poolMeans(mine.map((f) => f.defender.points)),
        ...(defendedWon !== undefined && defendedRates.length === mine.length
          ? { won: defendedWon, winRate: poolRate(defendedRates, defendedWon, defended) }
          : {}),
      },
    };
  });
  const seats = poolSeats(reports);
  const outcomes: Record<string, number> = {};
  for (const r of reports)
    for (const [k, v] of Object.entries(r.outcomes)) outcomes[k] = (outcomes[k] ?? 0) + v;
  const paired = first.paired ? poolMeans(reports.map((r) => r.paired?.difference as MeanCi)) : null;
  const [a, b] = figures;
  return {
    game: first.game,
    players: first.players,
    seeds: reports.map((r) => r.seed),
    deals: reports.reduce((x, r) => x + r.deals, 0),
    figures,
    ...(seats ? { seats } : {}),
    paired:
      paired && a && b
        ? {
            first: a.player,
            second: b.player,
            difference: paired,
            significant: Math.abs(paired.mean) > paired.ci95,
            dealsNeeded: paired.mean
              ? Math.ceil(((paired.ci95 * Math.sqrt(paired.n)) / Math.abs(paired.mean)) ** 2)
              : null,
            roles: {
              declarerWinRate: rateDiff(a.declarer, b.declarer),
              declarerPoints: difference(a.declarer.points, b.declarer.points),
              defenderPoints: difference(a.defender.points, b.defender.points),
              ...(a.defender.won !== undefined &&
              a.defender.winRate &&
              b.defender.won !== undefined &&
              b.defender.winRate
                ? {
                    defenderWinRate: rateDiff(
                      { deals: a.defender.deals, won: a.defender.won, winRate: a.defender.winRate },
                      { deals: b.defender.deals, won: b.defender.won, winRate: b.defender.winRate },
                    ),
                  }
                : {}),
            },
          }
        : null,
    substitution: poolSubstitution(reports),
    outcomes,
  };
}

/** The share of the cheater's edge that the player's edge makes up (`--gap`), from the two pools. */
export function gap(player: readonly Report[], cheater: readonly Report[]) {
  const p = pool(player).paired?.difference;
  const c = pool(cheater).paired?.difference;
  if (!p || !c) throw new Error('--gap needs duplicate runs of two players');
  const share = p.mean / c.mean;
  const rel = Math.sqrt((p.ci95 / p.mean) ** 2 + (c.ci95 / c.mean) ** 2);
  return { player: p, cheater: c, share: round(share), ci95: round(Math.abs(share) * rel) };
}
