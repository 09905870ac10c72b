/**
 * The hint: what the strong computer player would do from the human's own View (never the State),
 * and why — the data behind its choice from @tarock/bots' `pimcAdvice` (the function the pimc
 * player acts by, so the hint is exactly its choice), cut to what the table shows: the best few
 * choices with their figures, in the order the player ranks them.
 */
import { type Advice, type Clock, PIMC_LEVELS, PimcSearch, pimcAdvice } from '@tarock/bots';
import type { Action, Result, Rng, View } from '@tarock/engine';

/** Choices the hint lists, best first (the chosen one always among them). */
export const HINT_CHOICES = 4;

/** Why the hint's player chooses its action, as figures a display words in its language. */
export type HintReason =
  /** The only legal choice. */
  | { readonly kind: 'only' }
  /** A routine choice (ready, accept, …), not searched. */
  | { readonly kind: 'rule' }
  /**
   * Cards judged in sampled worlds: `value` is the worlds in which the card still wins the deal for
   * the player's side, or without a target (`exact`: Trischaken) the mean card points the player
   * takes after it (fewer is better). `tied`: how many cards share the best figure. Cards level on
   * the first figure are weighed first by a bonus card still out (`ultimo`: the game points the
   * Pagat or the Uhu brings the player's side over the worlds, summed), then by a second figure:
   * where over- and undershoot pay card points one by one, `points`, the mean card points the
   * player's side takes from the cards still in play after the card (to one decimal); else
   * `margin`, the worlds in which they win by `marginPoints` more or lose by that much less.
   * `inferred`: the worlds were chosen to fit the other players' card plays and a declarer's exchange.
   */
  | {
      readonly kind: 'card';
      readonly worlds: number;
      readonly exact: boolean;
      readonly inferred: boolean;
      readonly tied: number;
      readonly marginPoints: number;
      /** Cards kept out of the vote: the player's own announced Pagat or Uhu before its trick. */
      readonly kept: readonly Action[];
      readonly options: readonly {
        readonly action: Action;
        readonly value: number;
        readonly ultimo: number | null;
        readonly margin: number | null;
        readonly points: number | null;
      }[];
    }
  /**
   * Bids, announcements, the talon part, trumps, discards played out in sampled worlds: the mean
   * result (the player's less its opponents' mean) and the worlds it came out ahead in.
   * `declinedDouble`: a contra with the best mean that was ahead in fewer than `doubleConfidence`.
   */
  | {
      readonly kind: 'simulation';
      readonly worlds: number;
      readonly unit: 'points' | 'cents';
      readonly options: readonly { readonly action: Action; readonly mean: number; readonly ahead: number }[];
      readonly declinedDouble: Action | null;
      readonly doubleConfidence: number;
    };

export interface HintResult {
  readonly action: Action;
  readonly reason: HintReason;
  readonly bot: string;
}

const same = (a: Action, b: Action): boolean => JSON.stringify(a) === JSON.stringify(b);

/** Indices best first by `score`, the chosen one first among equals, at most HINT_CHOICES. */
function ranked(n: number, score: (i: number) => number, chosen: number): number[] {
  return Array.from({ length: n }, (_, i) => i)
    .sort((a, b) => score(b) - score(a) || (b === chosen ? 1 : a === chosen ? -1 : a - b))
    .slice(0, HINT_CHOICES);
}

/** The figures of an advice, for the table. */
export function hintReason(advice: Advice): HintReason {
  switch (advice.kind) {
    case 'only':
    case 'rule':
      return { kind: advice.kind };
    case 'card': {
      const v = advice.votes;
      const chosen = v.cards.findIndex((c) => advice.action.type === 'play' && advice.action.card === c);
      const top = Math.max(...v.votes);
      // Card units summed over the worlds, as card points a world, to one decimal.
      const cardPoints = (units: number | null): number | null =>
        units === null || !v.worlds ? null : Math.round((units / v.worlds / advice.unitsPerPoint) * 10) / 10;
      // The objective counts the card points a player takes without a target as a cost (negative).
      const value = (i: number): number =>
        v.exact
          ? v.worlds
            ? Math.round((-(v.reached[i] ?? 0) / v.worlds / advice.unitsPerPoint) * 10) / 10 + 0
            : 0
          : (v.reached[i] ?? 0);
      return {
        kind: 'card',
        worlds: v.worlds,
        exact: v.exact,
        inferred: v.inferred,
        tied: v.votes.filter((x) => x === top).length,
        marginPoints: v.marginPoints,
        kept: advice.kept.map((card) => ({ type: 'play', card })),
        options: ranked(v.cards.length, (i) => v.votes[i] ?? 0, chosen).map((i) => ({
          action: { type: 'play', card: v.cards[i] ?? 0 },
          value: value(i),
          ultimo: v.ultimo[i] ?? null,
          margin: v.margin[i] ?? null,
          points: cardPoints(v.points[i] ?? null),
        })),
      };
    }
    case 'simulation': {
      const r = advice.result;
      const chosen = advice.choices.findIndex((a) => same(a, advice.action));
      return {
        kind: 'simulation',
        worlds: r.worlds,
        unit: r.unit,
        options: ranked(advice.choices.length, (i) => r.means[i] ?? 0, chosen).map((i) => ({
          action: advice.choices[i] ?? advice.action,
          mean: r.means[i] ?? 0,
          ahead: r.ahead[i] ?? 0,
        })),
        declinedDouble: advice.declinedDouble,
        doubleConfidence: advice.doubleConfidence,
      };
    }
  }
}

/** With a `clock` the hint's card search keeps to the strong level's time, as its players do. */
export function hintFor(view: View, rng: Rng, clock?: Clock): Result<HintResult> {
  const level = PIMC_LEVELS.strong;
  const advice = pimcAdvice(new PimcSearch(level, clock), view, rng);
  return { ok: true, value: { action: advice.action, reason: hintReason(advice), bot: level.name } };
}
