/**
 * The series to 100 (seed 001 "Scoring" of all three books; rules-notes IT-21, M-09).
 *
 * Each deal's points are added to the running totals. The series ends after the deal in which a
 * total reaches 100 (Löw, Beck) or exceeds it (M&S); then every player at or above 100 gets +10 and
 * the highest total wins (a tie is a shared win). The next dealer is the forehand of the deal just
 * played; after a thrown-in deal too, unless the option keeps the same dealer. Beck's Trischaken
 * may make totals negative. With a stake, the end lines say what each player pays each higher one.
 */
import type { MatchEntry, MatchRules, MatchState } from '../core/match';
import type { ExplanationLine, Seat, Settlement } from '../core/types';
import { line, say } from './phrases';
import type { IllustratedRules } from './rules';

function endLines(rules: IllustratedRules, totals: number[]): { lines: ExplanationLine[]; winners: Seat[] } {
  const { target, bonus, stakeCents } = rules.series;
  const lines: ExplanationLine[] = [];
  const amounts = totals.map((t) => (t >= target ? bonus : 0));
  if (amounts.some((a) => a > 0)) {
    const who = amounts.flatMap((a, i) => (a > 0 ? [i] : []));
    const seats = { seats: who, join: 'comma' } as const;
    lines.push(line(say('illustrated.seriesOver', { bonus, target, seats }), { amounts }));
  }
  amounts.forEach((a, i) => {
    totals[i] = (totals[i] ?? 0) + a;
  });
  const best = Math.max(...totals);
  const winners = totals.flatMap((t, i) => (t === best ? [i] : []));
  lines.push(
    line(
      say('illustrated.finalTotals', {
        totals: { list: totals.slice(), join: 'spacedSlash' },
        winners: { list: winners.map((w) => ({ seat: w })), join: 'and' },
      }),
    ),
  );
  if (stakeCents > 0) {
    const money = totals.map((t) => totals.reduce((sum, o) => sum + (t - o) * stakeCents, 0));
    const each = money.map((m, i) =>
      say('illustrated.seatPoints', { seat: { seat: i }, points: { money: m, plus: true } }),
    );
    lines.push(
      line(say('illustrated.stake', { stake: { money: stakeCents }, money: { list: each, join: 'comma' } })),
    );
  }
  return { lines, winners };
}

export const illustratedMatch: MatchRules<IllustratedRules> = {
  // Every series ends after the deal in which a total reaches its target.
  ends: () => true,
  start(_rules, game, seats, firstDealer): MatchState {
    return {
      game,
      seats,
      totals: Array.from({ length: seats }, () => 0),
      pot: 0,
      dealer: firstDealer,
      deals: 0,
      round: 0,
      finished: false,
      winners: [],
      log: [],
    };
  },
  next(rules, m, s: Settlement): MatchState {
    if (m.finished) return m;
    const totals = m.totals.map((t, i) => t + (s.deltas[i] ?? 0));
    const keepDealer = s.outcome === 'passed' && rules.redeal.allPassDealer === 'same';
    const dealer = keepDealer ? m.dealer : (m.dealer + 1) % m.seats;
    const { target, trigger } = rules.series;
    const over = totals.some((t) => (trigger === 'atLeast' ? t >= target : t > target));
    const end = over ? endLines(rules, totals) : { lines: [], winners: [] };
    const entry: MatchEntry = {
      deal: m.deals + 1,
      deltas: s.deltas,
      potDelta: 0,
      totals,
      pot: 0,
      lines: end.lines,
    };
    return {
      ...m,
      totals,
      dealer,
      deals: m.deals + 1,
      finished: over,
      winners: end.winners,
      log: [...m.log, entry],
    };
  },
};
