/**
 * A plain minimax of an open position, written for clarity rather than speed: arrays of cards,
 * the kernel's allocating `legalCards`, no pruning, no table. The tests hold the solver to it.
 */
import { type Card, type PlayRules, trickWinner, legalCards } from '@tarock/engine';
import type { OpenPosition } from './position';
import type { Scoring } from './scoring';

/** The units team 0 takes from the remaining tricks with best play on both sides. */
export function minimaxValue(rules: PlayRules, scoring: Scoring, p: OpenPosition): number {
  const hands = p.hands.map((h) => h.slice());
  const won = p.tricksWon ?? [0, 0];
  return step(rules, scoring, hands, p.team, p.leader, p.trick.slice(), p.tricksPlayed, [won[0], won[1]]);
}

function step(
  rules: PlayRules,
  scoring: Scoring,
  hands: Card[][],
  team: readonly number[],
  leader: number,
  trick: Card[],
  trickNo: number,
  won: [number, number],
): number {
  if (trick.length === 3) {
    const winnerPos = trickWinner(rules, trick);
    const winner = (leader + winnerPos) % 3;
    const wt = team[winner] ?? 0;
    let gain = 0;
    if (wt === 0) {
      for (const c of trick) gain += scoring.cardValue[c] ?? 0;
      gain += scoring.perTrick ?? 0;
    }
    for (const u of scoring.ultimo ?? []) {
      if (u.trick !== trickNo || !trick.includes(u.card)) continue;
      gain += trick[winnerPos] === u.card ? u.ifWon : u.ifLost;
    }
    const nextWon: [number, number] = wt === 0 ? [won[0] + 1, won[1]] : [won[0], won[1] + 1];
    if (hands.every((h) => h.length === 0)) {
      if (scoring.valat && nextWon[1] === 0) gain += scoring.valat.team0;
      else if (scoring.valat && nextWon[0] === 0) gain += scoring.valat.team1;
      return gain;
    }
    return gain + step(rules, scoring, hands, team, winner, [], trickNo + 1, nextWon);
  }
  const mover = (leader + trick.length) % 3;
  const hand = hands[mover] ?? [];
  const maximizing = team[mover] === 0;
  let best = maximizing ? -Infinity : Infinity;
  for (const card of legalCards(rules, hand, trick[0] ?? null)) {
    const rest = hand.filter((c) => c !== card);
    const nextHands = hands.map((h, i) => (i === mover ? rest : h));
    const v = step(rules, scoring, nextHands, team, leader, [...trick, card], trickNo, won);
    best = maximizing ? Math.max(best, v) : Math.min(best, v);
  }
  return best;
}
