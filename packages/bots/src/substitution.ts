/**
 * Substitution differences of a duplicate match with a baseline table: each deal is also played
 * with the baseline player in every seat, and a player's result in a seat is set against the
 * baseline's result in the same seat of the same deal. With the baseline in the other seats
 * (`pimc,heuristic,heuristic` against `heuristic`), that is the cleanest comparison there is: same
 * cards, same seat, same opponents and partner, only the player in the seat changed.
 *
 * The role figures of a plain duplicate match compare unpaired means over the games each player
 * happened to declare or defend: the games differ (a better bidder declares other hands) and a
 * defender's result includes its partner's play. Here the roles are conditioned on both tables:
 * - as declarer: the seat declares in both tables (the contract may differ: choosing it is part
 *   of declaring);
 * - as defender: the seat defends in both tables, against the same declarer seat and contract
 *   (what differs is the defenders' play, their contras and announcements).
 * A deal gives one sample per player: the mean of the differences of the player's qualifying
 * seats (over all seatings), so the seats of one deal, which share its cards, are not counted as
 * independent. Each difference is also read relative to the table: a seat's points less the mean
 * of the other active seats' points at its table, against the same at the baseline table. In
 * positive scoring (Illustrated) a seat's own points do not show what it gives the others — a
 * failed contra lets the declarer score fourfold and costs the defender nothing of its own — and
 * a series is ranked by the difference. For a player that is the baseline itself, the differences
 * measure what the other players' presence at its table does to it.
 */
import type { DealResult, MatchSpec, TableResult } from './match';
import { type MeanCi, Tally, lessOthers, significant } from './matchStats';

/** A role's differences, and the two tables' results they are made of (each per deal). */
export interface SubstitutionRole {
  /** The player's result less the baseline's, per deal (over the qualifying seats of the deal). */
  readonly difference: MeanCi;
  /** Is the interval clear of 0? */
  readonly significant: boolean;
  /** The player's own result on the same seats. */
  readonly player: MeanCi;
  /** The baseline's result on the same seats. */
  readonly baseline: MeanCi;
  /** Seats (over all seatings and deals) that qualified. */
  readonly seats: number;
  /** The same difference with each table's result read relative to the other seats' mean. */
  readonly relative: { readonly difference: MeanCi; readonly significant: boolean };
}

export interface SubstitutionFigures {
  readonly player: string;
  /** Every seat the player held, whatever the roles. */
  readonly overall: SubstitutionRole;
  /** Seats that declared in both tables. */
  readonly declarer: SubstitutionRole;
  /** Seats that defended in both tables, against the same declarer seat and contract. */
  readonly defender: SubstitutionRole;
}

export interface Substitution {
  readonly baseline: string;
  readonly players: readonly SubstitutionFigures[];
}

type Role = 'overall' | 'declarer' | 'defender';
const ROLES: readonly Role[] = ['overall', 'declarer', 'defender'];

const played = (t: TableResult) => t.declarer !== null && t.outcome !== 'passed';

/** The roles in which `seat` counts when its table `t` is set against the baseline table `b`. */
export function rolesOf(t: TableResult, b: TableResult, seat: number): Role[] {
  if (!t.active.includes(seat) || !b.active.includes(seat)) return [];
  const roles: Role[] = ['overall'];
  if (!played(t) || !played(b)) return roles;
  if (t.declarer === seat && b.declarer === seat) roles.push('declarer');
  else if (t.declarer !== seat && t.declarer === b.declarer && t.contract === b.contract)
    roles.push('defender');
  return roles;
}

interface Acc {
  readonly difference: Tally;
  readonly player: Tally;
  readonly baseline: Tally;
  readonly relative: Tally;
  seats: number;
}

/** A seat's points less the mean of the other active seats' points at its table. */
export function relativeResult(t: TableResult, seat: number): number {
  return lessOthers(t.deltas, seat, t.active);
}

/** The substitution figures of the deals (null without a baseline table). */
export function substitutionOf(spec: MatchSpec, deals: readonly DealResult[]): Substitution | null {
  const baseline = spec.baseline;
  if (baseline === undefined) return null;
  const names = [...new Set(spec.players)];
  const fresh = (): Acc => ({
    difference: new Tally(),
    player: new Tally(),
    baseline: new Tally(),
    relative: new Tally(),
    seats: 0,
  });
  const acc: Record<Role, Acc>[] = names.map(() => ({
    overall: fresh(),
    declarer: fresh(),
    defender: fresh(),
  }));
  for (const d of deals) {
    const base = d.baseline;
    if (!base) throw new Error(`deal ${d.deal} has no baseline table`);
    // Per player and role: the sums of this deal's qualifying seats.
    const sums = names.map(() => ROLES.map(() => ({ mine: 0, theirs: 0, relative: 0, n: 0 })));
    for (const r of d.results)
      r.seating.forEach((playerIndex, seat) => {
        const k = names.indexOf(spec.players[playerIndex] as string);
        for (const role of rolesOf(r, base, seat)) {
          const s = sums[k]?.[ROLES.indexOf(role)];
          if (!s) continue;
          s.mine += r.deltas[seat] ?? 0;
          s.theirs += base.deltas[seat] ?? 0;
          s.relative += relativeResult(r, seat) - relativeResult(base, seat);
          s.n++;
        }
      });
    sums.forEach((perRole, k) => {
      perRole.forEach((s, i) => {
        const role = ROLES[i];
        const a = role && acc[k]?.[role];
        if (!a || s.n === 0) return;
        a.difference.add((s.mine - s.theirs) / s.n);
        a.player.add(s.mine / s.n);
        a.baseline.add(s.theirs / s.n);
        a.relative.add(s.relative / s.n);
        a.seats += s.n;
      });
    });
  }
  const figure = (a: Acc): SubstitutionRole => {
    const difference = a.difference.summary();
    const relative = a.relative.summary();
    return {
      difference,
      significant: significant(difference),
      player: a.player.summary(),
      baseline: a.baseline.summary(),
      seats: a.seats,
      relative: { difference: relative, significant: significant(relative) },
    };
  };
  return {
    baseline,
    players: names.map((player, k) => {
      const a = acc[k] ?? { overall: fresh(), declarer: fresh(), defender: fresh() };
      return {
        player,
        overall: figure(a.overall),
        declarer: figure(a.declarer),
        defender: figure(a.defender),
      };
    }),
  };
}
