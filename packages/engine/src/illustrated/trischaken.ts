/**
 * Beck's Trischaken, played by agreement when all pass (seed 001 Beck "Scoring"; rules-notes B-06).
 *
 * Every player for himself; forehand leads; normal following, no duty to head the trick; the Pagat
 * may not be played while its holder has another tarock; the talon is unused and counts for nobody.
 * The player with the most card points — compared exactly, in thirds — loses and records −10; each
 * other player wins and records +5, and +5 more if he took no trick. Two tied for most both lose;
 * a three-way tie scores nothing. Running totals may go negative.
 */
import { type Card, TAROCK54 } from '../cards/pack';
import { countPile, roundThirds } from '../cards/counting';
import type { State } from '../core/state';
import { NOTHING } from '../core/phrase';
import type { ExplanationLine, Seat, Settlement } from '../core/types';
import { line, say } from './phrases';
import type { IllustratedRules } from './rules';

export interface TrischakenFacts {
  readonly players: readonly Seat[];
  /** Per seat: card points in thirds (exact) and tricks taken. */
  readonly thirds: readonly number[];
  readonly tricks: readonly number[];
}

export function trischakenFacts(s: State): TrischakenFacts {
  const piles: Card[][] = Array.from({ length: s.seats }, () => []);
  const tricks = Array.from({ length: s.seats }, () => 0);
  for (const t of s.tricks) {
    piles[t.winner]?.push(...t.cards);
    tricks[t.winner] = (tricks[t.winner] ?? 0) + 1;
  }
  return { players: s.players, thirds: piles.map((p) => countPile(TAROCK54, p).thirds), tricks };
}

export function settleTrischakenFacts(
  f: TrischakenFacts,
  rules: IllustratedRules,
  seats: number,
): Settlement {
  const t = rules.trischaken;
  // Thirds add up card by card, so the talon holds what the players' piles do not.
  const talon = 3 * TAROCK54.total - f.players.reduce((a, p) => a + (f.thirds[p] ?? 0), 0);
  const most = Math.max(...f.players.map((p) => f.thirds[p] ?? 0));
  const losers = f.players.filter((p) => (f.thirds[p] ?? 0) === most);
  const deltas = Array.from({ length: seats }, () => 0);
  const piles = f.players.map((p) =>
    say('illustrated.seatPoints', { seat: { seat: p }, points: { thirds: f.thirds[p] ?? 0 } }),
  );
  const lines: ExplanationLine[] = [
    line(say('illustrated.trischaken', { points: { list: piles, join: 'comma' } })),
  ];
  if (losers.length === f.players.length) {
    lines.push(line(say('illustrated.trischakenTie')));
  } else {
    for (const p of f.players) {
      const amounts = Array.from({ length: seats }, () => 0);
      if (losers.includes(p)) {
        amounts[p] = t.loss;
        lines.push(
          line(say('illustrated.trischakenLoses', { seat: { seat: p }, loss: t.loss }), { amounts }),
        );
      } else {
        const trickless = (f.tricks[p] ?? 0) === 0 && t.tricklessMode === 'extra';
        amounts[p] = t.win + (trickless ? t.trickless : 0);
        const extra = trickless ? say('illustrated.noTrick', { extra: t.trickless }) : NOTHING;
        lines.push(
          line(say('illustrated.trischakenWins', { seat: { seat: p }, win: t.win, extra }), { amounts }),
        );
      }
      deltas[p] = amounts[p] ?? 0;
    }
  }
  const points = deltas.map((d, i) =>
    say('illustrated.seatPoints', { seat: { seat: i }, points: { signed: d } }),
  );
  lines.push(
    line(say('illustrated.points', { points: { list: points, join: 'comma' } }), { amounts: deltas }),
  );
  return {
    unit: 'points',
    deltas,
    potDelta: 0,
    cardPoints: [
      ...f.players.map((p) => ({
        // A word, as records need (docs/records.md): seat0, seat1, …
        party: `seat${p}`,
        seats: [p],
        points: roundThirds(f.thirds[p] ?? 0),
        thirds: f.thirds[p] ?? 0,
      })),
      // The unused talon counts for nobody; with it the piles make up the pack's 70.
      { party: 'talon', seats: [], points: roundThirds(talon), thirds: talon },
    ],
    outcome: 'trischaken',
    declarer: null,
    contract: 'trischaken',
    lines,
  };
}

export function settleTrischaken(s: State, rules: IllustratedRules): Settlement {
  return settleTrischakenFacts(trischakenFacts(s), rules, s.seats);
}
