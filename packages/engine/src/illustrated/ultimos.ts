/**
 * The Pagat and the Uhu as bonuses in play: which card must win which trick, and what each seat's
 * success scores under the contract and the announcements made so far (seed 001 "Scoring";
 * rules-notes IT-16 success and capture, M-07 whose silent Pagat scores). The settlement
 * (settle.ts) is what counts; this is what a player weighs while the cards are played.
 */
import { PAGAT, UHU } from '../cards/pack';
import type { UltimoCalls } from '../core/flow';
import type { Ultimo } from '../core/types';
import { type IllustratedRules, bonusSpec } from './rules';

const BIRDS = [
  { bonus: 'pagat', card: PAGAT, fromEnd: 1 },
  { bonus: 'uhu', card: UHU, fromEnd: 2 },
] as const;

export function illustratedUltimos(s: UltimoCalls, rules: IllustratedRules, seats: number): Ultimo[] {
  const declarer = s.contract?.declarer ?? null;
  if (declarer === null) return [];
  const out: Ultimo[] = [];
  for (const bird of BIRDS) {
    const b = bonusSpec(rules, bird.bonus);
    if (!b) continue;
    const value = Array.from({ length: seats }, (_, seat) => {
      if (!s.players.includes(seat)) return 0;
      const announced = s.announcements.find((a) => a.seat === seat && a.bonus === bird.bonus);
      if (announced) return (announced.stage === 'pre' ? b.pre : b.post) ?? 0;
      return b.silentFor === 'any' || seat === declarer ? (b.silent ?? 0) : 0;
    });
    if (value.some((v) => v > 0))
      out.push({ bonus: bird.bonus, card: bird.card, trick: rules.handSize - bird.fromEnd, value });
  }
  return out;
}
