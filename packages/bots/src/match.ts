/**
 * Bot matches of N deals. Deal i is dealt from the seed and its number alone (the same cards
 * whoever plays), with dealer i mod seats and the pot a new match starts with, so every deal is
 * an independent sample. With `duplicate`, each deal is played once in every distinct seating of
 * the players. Results are gathered per deal (see runDeals) and summed up by `summarize`, so the
 * work can be shared between worker threads (parallel.ts) and still give the same figures.
 */
import { type Game, type State, createRng } from '@tarock/engine';
import { type Player, playDeal } from './arena';
import { type PairedDifference, type PlayerStats, Tally, dealsNeeded, difference, round } from './matchStats';
import { createMeasurementPlayer } from './registry';

export interface MatchSpec {
  /** The game name as `loadGame` reads it, e.g. `haferltarock(seats=4)`. */
  readonly game: string;
  /** One player name per seat (`createMeasurementPlayer` names: the cheater is allowed). */
  readonly players: readonly string[];
  readonly deals: number;
  readonly seed: string | number;
  readonly duplicate: boolean;
}

export interface SeatingResult {
  /** Per seat: the index in `players` of who sat there. */
  readonly seating: readonly number[];
  readonly deltas: readonly number[];
  readonly declarer: number | null;
  readonly outcome: string;
  /** What the deltas count: game points or money in cents. */
  readonly unit: 'points' | 'cents';
}

export interface DealResult {
  readonly deal: number;
  readonly results: readonly SeatingResult[];
}

export interface MatchReport {
  readonly spec: MatchSpec;
  readonly seatings: number;
  readonly players: readonly PlayerStats[];
  readonly outcomes: Readonly<Record<string, number>>;
  /** What the figures count: game points or money in cents. */
  readonly unit: 'points' | 'cents';
  /** For exactly two distinct players in a duplicate match. */
  readonly paired: PairedDifference | null;
}

/** The seatings of a match: the identity, or every distinct arrangement of the names. */
export function seatingsOf(players: readonly string[], duplicate: boolean): number[][] {
  const ids = players.map((_, i) => i);
  if (!duplicate) return [ids];
  const out: number[][] = [];
  const seen = new Set<string>();
  const permute = (prefix: number[], rest: number[]) => {
    if (rest.length === 0) {
      const key = prefix.map((i) => players[i]).join('\u0000');
      if (!seen.has(key)) {
        seen.add(key);
        out.push(prefix);
      }
      return;
    }
    rest.forEach((x, i) => {
      permute([...prefix, x], [...rest.slice(0, i), ...rest.slice(i + 1)]);
    });
  };
  permute([], ids);
  return out;
}

/** The players by name; `game` serves players that reason about rules not among the presets. */
export function createPlayers(names: readonly string[], game?: Game): Player[] {
  return names.map((n) => {
    const p = createMeasurementPlayer(n, game);
    if (!p.ok) throw new Error(p.error);
    return p.value;
  });
}

/** Plays the given deal numbers in every seating; `onFinal` sees each finished deal (for records). */
export function runDeals(
  game: Game,
  spec: MatchSpec,
  deals: readonly number[],
  onFinal?: (deal: number, seating: readonly number[], final: State) => void,
): DealResult[] {
  const players = createPlayers(spec.players, game);
  const seatings = seatingsOf(spec.players, spec.duplicate);
  const start = game.preset.match.start(game.rules, game.name, game.seats, 0);
  return deals.map((deal) => {
    const results = seatings.map((seating) => {
      const bySeat = seating.map((i) => players[i] as Player);
      const final = playDeal(game, bySeat, createRng(`${spec.seed}/deal/${deal}`), {
        dealer: deal % game.seats,
        pot: start.pot,
      });
      onFinal?.(deal, seating, final);
      const st = final.settlement;
      return {
        seating,
        deltas: st?.deltas ?? seating.map(() => 0),
        declarer: st?.declarer ?? null,
        outcome: st?.outcome ?? 'unsettled',
        unit: st?.unit ?? 'points',
      };
    });
    return { deal, results };
  });
}

/** The match figures from the per-deal results (in any order). */
export function summarize(spec: MatchSpec, deals: readonly DealResult[]): MatchReport {
  const names = [...new Set(spec.players)];
  const perDeal = names.map(() => new Tally());
  const declWin = names.map(() => new Tally());
  const declPts = names.map(() => new Tally());
  const defPts = names.map(() => new Tally());
  const outcomes: Record<string, number> = {};
  const paired = new Tally();
  const sorted = [...deals].sort((a, b) => a.deal - b.deal);
  for (const d of sorted) {
    const sums = names.map(() => 0);
    const counts = names.map(() => 0);
    for (const r of d.results) {
      outcomes[r.outcome] = (outcomes[r.outcome] ?? 0) + 1;
      r.seating.forEach((playerIndex, seat) => {
        const k = names.indexOf(spec.players[playerIndex] as string);
        const delta = r.deltas[seat] ?? 0;
        sums[k] = (sums[k] as number) + delta;
        counts[k] = (counts[k] as number) + 1;
        if (r.declarer === null || r.outcome === 'passed') return;
        if (r.declarer === seat) {
          declWin[k]?.add(r.outcome === 'won' ? 1 : 0);
          declPts[k]?.add(delta);
        } else defPts[k]?.add(delta);
      });
    }
    const means = names.map((_, k) =>
      (counts[k] as number) ? (sums[k] as number) / (counts[k] as number) : 0,
    );
    means.forEach((m, k) => {
      perDeal[k]?.add(m);
    });
    if (names.length === 2) paired.add((means[0] as number) - (means[1] as number));
  }
  const players: PlayerStats[] = names.map((player, k) => {
    const dw = declWin[k] as Tally;
    return {
      player,
      perDeal: (perDeal[k] as Tally).summary(),
      declarer: {
        deals: dw.n,
        won: Math.round(dw.sum),
        winRate: dw.summary(),
        points: (declPts[k] as Tally).summary(),
      },
      defender: { deals: (defPts[k] as Tally).n, points: (defPts[k] as Tally).summary() },
    };
  });
  const diff = paired.summary();
  return {
    spec,
    seatings: seatingsOf(spec.players, spec.duplicate).length,
    players,
    outcomes,
    unit: sorted[0]?.results[0]?.unit ?? 'points',
    paired:
      names.length === 2 && spec.duplicate
        ? {
            first: names[0] as string,
            second: names[1] as string,
            difference: diff,
            significant: Math.abs(diff.mean) > diff.ci95 && diff.n > 1,
            dealsNeeded: dealsNeeded(paired),
            roles: {
              declarerWinRate: difference(declWin[0] as Tally, declWin[1] as Tally),
              declarerPoints: difference(declPts[0] as Tally, declPts[1] as Tally),
              defenderPoints: difference(defPts[0] as Tally, defPts[1] as Tally),
            },
          }
        : null,
  };
}

export { round };
