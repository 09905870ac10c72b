/**
 * Dealing in a rule set's pattern (rules-notes IT-07, BT-04): the steps give cards to the talon
 * or a packet to each active player, forehand first. A recorded deal is validated, not trusted.
 */
import { formatCard } from '../cards/notation';
import type { Card, Pack } from '../cards/pack';
import type { RulesetBase } from './ruleset';
import type { State } from './state';
import type { Action } from './types';

/** Deals a shuffled pack (top card first) in the rule set's pattern. */
export function dealCards(rules: RulesetBase, s: State, deck: readonly Card[]): Action {
  const hands: Card[][] = Array.from({ length: s.seats }, () => []);
  const talon: Card[] = [];
  let i = 0;
  const take = (): Card => deck[i++] as Card;
  for (const step of rules.deal) {
    if (step.to === 'talon') for (let k = 0; k < step.n; k++) talon.push(take());
    else for (const p of s.players) for (let k = 0; k < step.n; k++) hands[p]?.push(take());
  }
  return { type: 'deal', hands, talon };
}

/** Null when the deal is complete and consistent; otherwise what is wrong with it. */
export function validateDeal(
  pack: Pack,
  rules: RulesetBase,
  s: State,
  a: Extract<Action, { type: 'deal' }>,
): string | null {
  if (!Array.isArray(a.hands) || a.hands.length !== s.seats) return `a deal needs ${s.seats} hands`;
  if (!Array.isArray(a.talon) || a.talon.length !== rules.talonSize)
    return `the talon must hold ${rules.talonSize} cards`;
  const seen = new Set<number>();
  const all = [...a.talon];
  for (let seat = 0; seat < s.seats; seat++) {
    const hand = a.hands[seat];
    const want = s.players.includes(seat) ? rules.handSize : 0;
    if (!Array.isArray(hand) || hand.length !== want) return `seat ${seat} must be dealt ${want} cards`;
    all.push(...hand);
  }
  for (const c of all) {
    if (!Number.isInteger(c) || c < 0 || c >= pack.size)
      return `${String(c)} is not a card of the ${pack.id} pack`;
    // By the card's name: the integer encoding never leaves the engine (docs/notation.md).
    if (seen.has(c)) return `${formatCard(pack, c)} is dealt twice`;
    seen.add(c);
  }
  if (seen.size !== pack.size) return `the deal must use all ${pack.size} cards`;
  return null;
}
