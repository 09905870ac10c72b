/**
 * A bonus card that its holder announced (the Pagat ultimo, the Uhu: rules-notes IT-16) is kept
 * for the trick it must win. Played before it, the announcement has failed and pays the other
 * side; an expert never gives it up while another card may be played. pimc's votes count the
 * game and weigh a bonus only among cards level on it, so where cashing the Pagat early won the
 * game by its own card points in a world or two more, the votes gave the announcement away: all
 * four announced Pagats of pimc in a sample of 220 deals fell as plain ruffs in tricks 1–4, one of
 * them a 120-point swing against a 51-point game (docs/strength.md section 30).
 */
import type { Card, Game, View } from '@tarock/engine';

/**
 * The cards of `cards` (the seat's legal plays) to keep back: the seat's own announced bonus cards
 * before their trick. None when keeping them back would leave no card to play.
 */
export function keptBirds(game: Game, view: View, cards: readonly Card[]): Card[] {
  const me = view.viewer;
  if (typeof me !== 'number') return [];
  const trick = view.tricks.length;
  const kept = game
    .ultimos(view)
    .filter(
      (u) =>
        u.trick > trick &&
        cards.includes(u.card) &&
        view.announcements.some((a) => a.seat === me && a.bonus === u.bonus),
    )
    .map((u) => u.card);
  return kept.length < cards.length ? kept : [];
}
