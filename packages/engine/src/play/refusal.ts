/**
 * Why a card its holder has may not be played now, from what the holder sees — the cards legal
 * now, the hand and the trick — so a seat's View is enough: the engine's refusal, the web table
 * and the terminal all word the same reason. The rules (rules-notes IT-09, BT-05; B-06): follow
 * suit, else play a trump (trumps led: follow trump; without trumps, a Bettel, any card); in
 * Trischaken the Pagat only as its holder's last tarock.
 */
import { type Card, type Pack, isTarock } from '../cards/pack';
import { type CardStyle, formatCard } from '../cards/notation';
import type { Action } from '../core/types';

export type CardRefusal =
  | { readonly rule: 'pagatLast' }
  /** `trumps`: false when the contract has none (a Bettel), so a hand void in the suit plays any card. */
  | { readonly rule: 'followSuit'; readonly suit: number; readonly trumps: boolean }
  | { readonly rule: 'followTrump'; readonly suit: number };

/**
 * The rule that keeps `card` out of the legal actions (null: it is legal, not held, or nothing
 * tells). `trump` is the contract's trump suit (-1: none), so that a trump lead asks to follow
 * trump; not known (null, or no contract), the pack's tarocks are trumps where it has them.
 */
export function cardRefusal(
  pack: Pack,
  actions: readonly Action[],
  hand: readonly Card[],
  trick: readonly Card[],
  card: Card,
  trump?: number | null,
): CardRefusal | null {
  const legal = actions.flatMap((a) => (a.type === 'play' ? [a.card] : []));
  if (legal.length === 0 || legal.includes(card) || !hand.includes(card)) return null;
  const t = pack.tarockSuit;
  // Another tarock may be played but not the Pagat: only the Pagat-last rule forbids that.
  if (t >= 0 && card === pack.base[t] && legal.some((c) => pack.suitOf[c] === t))
    return { rule: 'pagatLast' };
  const led = trick[0];
  if (led === undefined) return null;
  const suit = pack.suitOf[led] as number;
  if (suit === (trump ?? pack.tarockSuit)) return { rule: 'followTrump', suit };
  return { rule: 'followSuit', suit, trumps: trump !== -1 };
}

export type DiscardRefusal = { readonly rule: 'never' } | { readonly rule: 'tarockIfForced' };

/**
 * The rule that keeps a held `card` out of the legal discards, or null (legal, not held, or no
 * card is laid away now). Only the legal actions say that it is refused; the reason: a card the
 * rule set never lets be laid away (`never`: `forbiddenDiscardsOf`), a card not a tarock (nothing
 * but that list keeps one back) or a tarock while another tarock may go may never be; a tarock
 * while no tarock may go waits until too few other cards are left (IT-11).
 */
export function discardRefusal(
  pack: Pack,
  never: readonly Card[],
  actions: readonly Action[],
  hand: readonly Card[],
  card: Card,
): DiscardRefusal | null {
  const legal = actions.flatMap((a) => (a.type === 'discard' ? [a.card] : []));
  if (legal.length === 0 || legal.includes(card) || !hand.includes(card)) return null;
  const tarock = (c: Card): boolean => isTarock(pack, c);
  if (never.includes(card) || !tarock(card) || legal.some(tarock)) return { rule: 'never' };
  return { rule: 'tarockIfForced' };
}

/**
 * The refusal in English with the card in the notation: the one wording of the engine's reason
 * (replay, the server), the terminal's (`pretty`: the card as the hand shows it) and the docs.
 * @example cardRefusalText(TAROCK54, T21, { rule: 'followSuit', suit: 0, trumps: true }, 'pretty')
 *   === 'XXI may not be played: follow suit (Hearts), else play a trump'
 */
export function cardRefusalText(
  pack: Pack,
  card: Card,
  why: CardRefusal | null,
  style: CardStyle = 'ascii',
): string {
  const name = formatCard(pack, card, style);
  if (why === null) return `${name} may not be played now`;
  switch (why.rule) {
    case 'pagatLast':
      return `${name} may not be played: the Pagat only as its holder's last tarock`;
    case 'followSuit':
      return `${name} may not be played: follow suit (${pack.suits[why.suit]?.en ?? ''})${why.trumps ? ', else play a trump' : ''}`;
    case 'followTrump':
      return `${name} may not be played: follow trump (${pack.suits[why.suit]?.en ?? ''})`;
  }
}
