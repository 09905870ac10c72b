/**
 * Why a card typed at the terminal is not one of the choices (cards in the pretty notation): not in
 * the hand, the rule of the play that keeps it back (the engine's `cardRefusal`, in the engine's
 * words, as replay and the server say it: `follow suit (Leaves)`), the rule that keeps it out of
 * the discards, or that no card is wanted now. Only the legal actions say that a card is refused.
 */
import {
  type Action,
  type Card,
  type Game,
  type View,
  cardRefusal,
  cardRefusalText,
  discardRefusal,
  forbiddenDiscardsOf,
} from '@tarock/engine';
import { card as cardText, cards } from './render';

/**
 * What a seat shows that a refusal reads (its hand, the trick, the contract's trumps), the calls
 * so far where the input reads a contra by the level it reaches, and the phase, the talon and the
 * announcements where the engine can say why a choice is withheld (`Game.explainSeen`).
 */
export type Seen = Pick<View, 'hand' | 'trick' | 'contract'> &
  Partial<Pick<View, 'history' | 'phase' | 'talon' | 'announcements'>>;

/** Why `c` may not be played: the engine's own words (`cardRefusalText`), the card as the hand shows it. */
function playRefusal(game: Game, seen: Seen, legal: readonly Action[], c: Card): string {
  const why = cardRefusal(game.pack, legal, seen.hand, seen.trick, c, seen.contract?.trump);
  return cardRefusalText(game.pack, c, why, 'pretty');
}

function discardText(game: Game, legal: readonly Action[], c: Card): string {
  const name = cardText(game.pack, c);
  const never = forbiddenDiscardsOf(game.rules);
  if (never.includes(c)) return `${name} may not be laid away: ${cards(game.pack, never)} never may`;
  // The hand is not at hand here: the card is taken as held (the caller checked it when it could).
  const why = discardRefusal(game.pack, never, legal, [c], c);
  if (why?.rule === 'tarockIfForced')
    return `${name} may not be laid away: a tarock only when too few other cards can be`;
  return `${name} may not be laid away now`;
}

/** Why `c` is not among `legal`, which does not hold it. */
export function refusalText(game: Game, seen: Seen | undefined, legal: readonly Action[], c: Card): string {
  const name = cardText(game.pack, c);
  if (seen && !seen.hand.includes(c)) return `${name} is not in your hand`;
  if (seen && legal.some((a) => a.type === 'play')) return playRefusal(game, seen, legal, c);
  if (legal.some((a) => a.type === 'discard')) return discardText(game, legal, c);
  if (!seen) return `${name} cannot be played or laid away now`;
  return `${name}: no card is played or laid away now; choose one of the listed choices`;
}
