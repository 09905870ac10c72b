/**
 * Pools the reports of several `tarock simulate --duplicate --json` runs of the same game and
 * players on different seeds (independent deals) into one, for docs/strength.md:
 *   npx tsx packages/bots/scripts/pool.ts a.json b.json …            the pooled figures
 *   npx tsx packages/bots/scripts/pool.ts --gap pimc/*.json -- cheater/*.json
 *                                    the share of the cheater's edge that pimc's edge makes up
 * A mean with its 95 % interval (n, mean, ci95) is pooled exactly: the standard deviation is
 * ci95 · √n / 1.96, the pooled variance the within- plus the between-run sum of squares.
 * Runs with `--baseline` (all on the same baseline) also get their substitution figures pooled.
 * The share's interval is the delta method's, treating the two edges as independent: the runs
 * share their seeds, so the edges are positively correlated and the true interval is narrower.
 */
import { readFileSync } from 'node:fs';
import type { SubstitutionFigures, SubstitutionRole } from '../src/substitution';
import { type MeanCi, significant } from '../src/matchStats';

interface Diff {
  mean: number;
  ci95: number;
  significant: boolean;
}
interface Figures {
  player: string;
  perDeal: MeanCi;
  declarer: { deals: number; won: number; winRate: MeanCi; points: MeanCi };
  defender: { deals: number; points: MeanCi };
}
interface Report {
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

function pool(files: readonly string[]) {
  const reports = files.map((f) => JSON.parse(readFileSync(f, 'utf8')) as Report);
  const first = reports[0];
  if (!first) throw new Error('no reports');
  for (const r of reports)
    if (r.game !== first.game || r.players.join() !== first.players.join())
      throw new Error(`${r.game} ${r.players.join()} differs from ${first.game} ${first.players.join()}`);
  const names = first.figures.map((f) => f.player);
  const figures = names.map((player) => {
    const mine = reports.map((r) => r.figures.find((f) => f.player === player) as Figures);
    return {
      player,
      perDeal: poolMeans(mine.map((f) => f.perDeal)),
      declarer: {
        deals: mine.reduce((a, f) => a + f.declarer.deals, 0),
        won: mine.reduce((a, f) => a + f.declarer.won, 0),
        winRate: poolMeans(mine.map((f) => f.declarer.winRate)),
        points: poolMeans(mine.map((f) => f.declarer.points)),
      },
      defender: {
        deals: mine.reduce((a, f) => a + f.defender.deals, 0),
        points: poolMeans(mine.map((f) => f.defender.points)),
      },
    };
  });
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
              declarerWinRate: difference(a.declarer.winRate, b.declarer.winRate),
              declarerPoints: difference(a.declarer.points, b.declarer.points),
              defenderPoints: difference(a.defender.points, b.defender.points),
            },
          }
        : null,
    substitution: poolSubstitution(reports),
    outcomes,
  };
}

const args = process.argv.slice(2);
if (args[0] === '--gap') {
  const cut = args.indexOf('--');
  const player = pool(args.slice(1, cut)).paired?.difference;
  const cheater = pool(args.slice(cut + 1)).paired?.difference;
  if (!player || !cheater) throw new Error('--gap needs duplicate runs of two players');
  const share = player.mean / cheater.mean;
  const rel = Math.sqrt((player.ci95 / player.mean) ** 2 + (cheater.ci95 / cheater.mean) ** 2);
  process.stdout.write(
    `${JSON.stringify({ player, cheater, share: round(share), ci95: round(Math.abs(share) * rel) }, null, 2)}\n`,
  );
} else process.stdout.write(`${JSON.stringify(pool(args), null, 2)}\n`);
