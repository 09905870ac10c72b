/**
 * Bot matches of N deals. Deal i is dealt from the seed and its number alone (the same cards
 * whoever plays), with dealer i mod seats and the pot a new match starts with, so every deal is
 * an independent sample. With `duplicate`, each deal is played once in every distinct seating of
 * the players. Results are gathered per deal (see runDeals) and summed up by `summarize`, so the
 * work can be shared between worker threads (parallel.ts) and still give the same figures.
 */
import { type Game, type State, createRng } from '@tarock/engine';
import { type Player, playDeal } from './arena';
import {
  type PairedDifference,
  type PlayerStats,
  Tally,
  dealsNeeded,
  difference,
  round,
  significant,
} from './matchStats';
import { createMeasurementPlayer } from './registry';
import { type Substitution, substitutionOf } from './substitution';

export interface MatchSpec {
  /** The game name as `loadGame` reads it, e.g. `haferltarock(seats=4)`. */
  readonly game: string;
  /** One player name per seat (`createMeasurementPlayer` names: the cheater is allowed). */
  readonly players: readonly string[];
  readonly deals: number;
  readonly seed: string | number;
  readonly duplicate: boolean;
  /**
   * A player that also plays every deal alone, in every seat (the baseline table), so that each
   * player's result in a seat can be set against the baseline's in the same seat of the same deal
   * (substitution.ts). Duplicate matches only.
   */
  readonly baseline?: string;
}

/** How one table played one deal. */
export interface TableResult {
  readonly deltas: readonly number[];
  readonly declarer: number | null;
  readonly outcome: string;
  /** The contract played (null when the deal was passed). */
  readonly contract: string | null;
  /** The seats that took part (a sitting-out dealer does not). */
  readonly active: readonly number[];
  /** What the deltas count: game points or money in cents. */
  readonly unit: 'points' | 'cents';
}

export interface SeatingResult extends TableResult {
  /** Per seat: the index in `players` of who sat there. */
  readonly seating: readonly number[];
}

export interface DealResult {
  readonly deal: number;
  readonly results: readonly SeatingResult[];
  /** The baseline table's play of the deal (with `spec.baseline`). */
  readonly baseline?: TableResult;
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
  /** Each player against the baseline table, seat by seat (with `spec.baseline`). */
  readonly substitution: Substitution | null;
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

/**
 * Sees each finished deal (for records): `seating` per seat the index in `players` of who sat
 * there, null for the baseline table.
 */
export type OnFinal = (deal: number, seating: readonly number[] | null, final: State) => void;

/** Plays the given deal numbers in every seating (and at the baseline table, if any). */
export function runDeals(
  game: Game,
  spec: MatchSpec,
  deals: readonly number[],
  onFinal?: OnFinal,
): DealResult[] {
  const players = createPlayers(spec.players, game);
  const seatings = seatingsOf(spec.players, spec.duplicate);
  const base = spec.baseline === undefined ? null : createPlayers([spec.baseline], game)[0];
  const start = game.preset.match.start(game.rules, game.name, game.seats, 0);
  const play = (deal: number, bySeat: readonly Player[]): State =>
    playDeal(game, bySeat, createRng(`${spec.seed}/deal/${deal}`), {
      dealer: deal % game.seats,
      pot: start.pot,
    });
  return deals.map((deal) => {
    const results = seatings.map((seating) => {
      const final = play(
        deal,
        seating.map((i) => players[i] as Player),
      );
      onFinal?.(deal, seating, final);
      return { seating, ...tableResult(final, game.seats) };
    });
    if (!base) return { deal, results };
    const final = play(
      deal,
      Array.from({ length: game.seats }, () => base),
    );
    onFinal?.(deal, null, final);
    return { deal, results, baseline: tableResult(final, game.seats) };
  });
}

/** What a finished deal's table reports (zeros when the deal has no settlement). */
export function tableResult(final: State, seats: number): TableResult {
  const st = final.settlement;
  return {
    deltas: st?.deltas ?? Array.from({ length: seats }, () => 0),
    declarer: st?.declarer ?? null,
    outcome: st?.outcome ?? 'unsettled',
    contract: st?.contract ?? null,
    active: final.players,
    unit: st?.unit ?? 'points',
  };
}

/** The match figures from the per-deal results (in any order). */
export function summarize(spec: MatchSpec, deals: readonly DealResult[]): MatchReport {
  const names = [...new Set(spec.players)];
  const perDeal = names.map(() => new Tally());
  const declWin = names.map(() => new Tally());
  const declPts = names.map(() => new Tally());
  const defPts = names.map(() => new Tally());
  // The defence wins when the declarer lost; a draw is a defended game neither side won (as it is
  // no win of the declarer's), and a deal without a declarer (thrown in, Trischaken) no defence.
  const defWin = names.map(() => new Tally());
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
        } else if (r.active.includes(seat)) {
          defWin[k]?.add(r.outcome === 'lost' ? 1 : 0);
          defPts[k]?.add(delta);
        }
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
      defender: {
        deals: (defPts[k] as Tally).n,
        points: (defPts[k] as Tally).summary(),
        won: Math.round((defWin[k] as Tally).sum),
        winRate: (defWin[k] as Tally).summary(),
      },
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
            significant: significant(diff),
            dealsNeeded: dealsNeeded(paired),
            roles: {
              declarerWinRate: difference(declWin[0] as Tally, declWin[1] as Tally),
              declarerPoints: difference(declPts[0] as Tally, declPts[1] as Tally),
              defenderPoints: difference(defPts[0] as Tally, defPts[1] as Tally),
              defenderWinRate: difference(defWin[0] as Tally, defWin[1] as Tally),
            },
          }
        : null,
    substitution: substitutionOf(spec, sorted),
  };
}

export { round };
