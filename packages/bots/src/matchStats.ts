/**
 * Statistics of a bot match: per player (by name) the points per deal with a 95 % confidence
 * interval, the declarer's win rate, the defenders' points and win rate; for two players in a
 * duplicate match the paired difference per deal (every deal played in all seatings, so the luck
 * of the cards cancels) with its interval and the number of deals a significant result would need.
 * Intervals of means use the normal approximation: mean ± 1.96 · sd / √n. It says little about a
 * few deals (two deals with the same difference have an interval of ±0) and nothing about one
 * (meanInterval: none), so a result is called significant only from MIN_SIGNIFICANT deals on.
 * A rate (the declarer's or the defenders' win rate) has the Wilson score interval instead
 * (`wilson`), which stays honest at 0 and at n: 3 games won of 3 give [0.438, 1], not 100 % ± 0 %;
 * a difference of two rates, Newcombe's interval built from the two (`rateDifference`).
 */

/** The fewest samples a significance verdict is given for (the usual floor for the normal approximation). */
export const MIN_SIGNIFICANT = 30;

export interface MeanCi {
  readonly n: number;
  readonly mean: number;
  /** Half-width of the 95 % confidence interval. */
  readonly ci95: number;
}

/** Running sums for a mean and its confidence interval. */
export class Tally {
  n = 0;
  sum = 0;
  squares = 0;
  add(x: number): void {
    this.n++;
    this.sum += x;
    this.squares += x * x;
  }
  get mean(): number {
    return this.n ? this.sum / this.n : 0;
  }
  get sd(): number {
    if (this.n < 2) return 0;
    return Math.sqrt(Math.max(0, (this.squares - this.n * this.mean * this.mean) / (this.n - 1)));
  }
  summary(): MeanCi {
    return {
      n: this.n,
      mean: round(this.mean),
      ci95: round(this.n > 1 ? (1.96 * this.sd) / Math.sqrt(this.n) : 0),
    };
  }
}

export interface PlayerStats {
  readonly player: string;
  /** Points (or cents) per deal, averaged over the player's seats and seatings in each deal. */
  readonly perDeal: MeanCi;
  readonly declarer: {
    readonly deals: number;
    readonly won: number;
    readonly winRate: MeanCi;
    readonly points: MeanCi;
  };
  readonly defender: {
    readonly deals: number;
    readonly points: MeanCi;
    /** Defended games the defence won: the declarer lost (a draw is neither side's win). */
    readonly won: number;
    readonly winRate: MeanCi;
  };
}

/** A difference of two means with its 95 % interval; `significant` when the interval excludes 0. */
export interface Difference {
  readonly mean: number;
  readonly ci95: number;
  readonly significant: boolean;
}

export interface PairedDifference {
  readonly first: string;
  readonly second: string;
  /** first − second, per deal. */
  readonly difference: MeanCi;
  /** Does the interval exclude 0? */
  readonly significant: boolean;
  /** Deals a result of this size would need to be significant at 95 % (null: no difference). */
  readonly dealsNeeded: number | null;
  /**
   * first − second in each role: the declarer's win rate, the declarer's points, the defenders'
   * points and win rate per deal played in that role. The deals in which each declares differ, so these are
   * unpaired differences (interval from both variances).
   */
  readonly roles: {
    readonly declarerWinRate: Difference;
    readonly declarerPoints: Difference;
    readonly defenderPoints: Difference;
    /** The defenders' win rate (the share of defended games the declarer lost). */
    readonly defenderWinRate: Difference;
  };
}

export const round = (x: number): number => Math.round(x * 10000) / 10000;

/** The normal quantile of every 95 % interval here. */
const Z95 = 1.96;

/** A 95 % interval by its bounds, [lo, hi]. */
export type Interval = readonly [lo: number, hi: number];

/**
 * A mean's 95 % interval, mean ± ci95; null from fewer than two samples, whose spread is unknown
 * (the half-width then reads 0, which is not a narrow interval but none).
 */
export function meanInterval(m: MeanCi): Interval | null {
  return m.n < 2 ? null : [round(m.mean - m.ci95), round(m.mean + m.ci95)];
}

/**
 * The Wilson score interval (95 %) of a rate, `k` successes in `n` trials: inside [0, 1], and wide
 * for a few trials at either end (3 of 3: [0.438, 1]; 0 of 10: [0, 0.278]), where p ± 1.96 · √(p(1−p)/n)
 * shrinks to ±0. Null without a trial. Unrounded: a display rounds it once (to four places, 0.4385
 * would print as 43.9 %, not the 43.8 % it is).
 */
export function wilson(k: number, n: number): Interval | null {
  if (n <= 0) return null;
  const p = k / n;
  const z2 = Z95 * Z95;
  const scale = 1 + z2 / n;
  const centre = (p + z2 / (2 * n)) / scale;
  const half = (Z95 / scale) * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n));
  return [Math.max(0, centre - half), Math.min(1, centre + half)];
}

/**
 * k₁/n₁ − k₂/n₂ for two independent rates, with Newcombe's hybrid score interval (95 %) from the
 * two Wilson intervals (Newcombe 1998, method 10): like them, sensible at 0 and at n. Null when
 * either rate has no trial; unrounded, as `wilson`. `significant` when the interval excludes 0:
 * valid for a few trials too, so without the MIN_SIGNIFICANT floor the normal approximation needs.
 */
export function rateDifference(
  k1: number,
  n1: number,
  k2: number,
  n2: number,
): { readonly difference: number; readonly interval95: Interval; readonly significant: boolean } | null {
  const a = wilson(k1, n1);
  const b = wilson(k2, n2);
  if (!a || !b) return null;
  const p1 = k1 / n1;
  const p2 = k2 / n2;
  const d = p1 - p2;
  const lo = d - Math.hypot(p1 - a[0], b[1] - p2);
  const hi = d + Math.hypot(a[1] - p1, p2 - b[0]);
  return { difference: d, interval95: [lo, hi], significant: lo > 0 || hi < 0 };
}

/**
 * The interval of a difference of two means (`difference`), given the two samples it came from;
 * null when either has fewer than two (its spread unknown).
 */
export function differenceInterval(d: Difference, a: MeanCi, b: MeanCi): Interval | null {
  return a.n < 2 || b.n < 2 ? null : [round(d.mean - d.ci95), round(d.mean + d.ci95)];
}

/** Is a mean's 95 % interval clear of 0 (over at least MIN_SIGNIFICANT samples)? */
export const significant = (m: MeanCi): boolean => m.n >= MIN_SIGNIFICANT && Math.abs(m.mean) > m.ci95;

/** a − b for two independent samples: the interval 1.96 · √(sdₐ²/nₐ + sd_b²/n_b). */
export function difference(a: Tally, b: Tally): Difference {
  const mean = a.mean - b.mean;
  const se = Math.sqrt((a.n ? a.sd ** 2 / a.n : 0) + (b.n ? b.sd ** 2 / b.n : 0));
  const ci95 = 1.96 * se;
  return {
    mean: round(mean),
    ci95: round(ci95),
    significant: a.n >= MIN_SIGNIFICANT && b.n >= MIN_SIGNIFICANT && Math.abs(mean) > ci95,
  };
}

/** Deals needed for significance: n with 1.96 · sd / √n < |mean|, and at least MIN_SIGNIFICANT. */
export function dealsNeeded(t: Tally): number | null {
  if (t.mean === 0 || t.n < 2) return null;
  return Math.max(MIN_SIGNIFICANT, Math.ceil(((1.96 * t.sd) / Math.abs(t.mean)) ** 2));
}

/** A share a / c of two paired per-deal samples, with its interval. */
export interface Share {
  readonly share: number;
  /** The delta method's 95 % interval with the covariance of the pairs. */
  readonly ci95: number;
  /** The same, taking the two samples as independent (wider when they correlate positively). */
  readonly ci95Independent: number;
  readonly correlation: number;
}

/**
 * mean(a) / mean(c) over deals where both were measured (a[i] and c[i] from the same deal):
 * Var ≈ (Var a − 2·R·Cov(a, c) + R²·Var c) / (n · mean(c)²), R the share.
 */
export function pairedShare(a: readonly number[], c: readonly number[]): Share {
  const n = a.length;
  if (n !== c.length || n < 2) throw new Error('pairedShare needs two samples of the same size ≥ 2');
  const mean = (v: readonly number[]) => v.reduce((s, x) => s + x, 0) / n;
  const ma = mean(a);
  const mc = mean(c);
  let va = 0;
  let vc = 0;
  let vac = 0;
  for (let i = 0; i < n; i++) {
    const da = (a[i] as number) - ma;
    const dc = (c[i] as number) - mc;
    va += da * da;
    vc += dc * dc;
    vac += da * dc;
  }
  va /= n - 1;
  vc /= n - 1;
  vac /= n - 1;
  const share = ma / mc;
  const ci = (v: number) => (1.96 * Math.sqrt(Math.max(0, v) / n)) / Math.abs(mc);
  return {
    share: round(share),
    ci95: round(ci(va - 2 * share * vac + share * share * vc)),
    ci95Independent: round(ci(va + share * share * vc)),
    correlation: round(va && vc ? vac / Math.sqrt(va * vc) : 0),
  };
}

/**
 * A seat's points less the mean of the other seats' (of `seats`, the active ones): what a series
 * ranking depends on. In positive scoring a seat's own points do not show what the others gain.
 */
export function lessOthers(deltas: readonly number[], seat: number, seats: readonly number[]): number {
  let sum = 0;
  let n = 0;
  for (const s of seats)
    if (s !== seat) {
      sum += deltas[s] ?? 0;
      n++;
    }
  return (deltas[seat] ?? 0) - (n ? sum / n : 0);
}
