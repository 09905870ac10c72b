/**
 * What a seat may not know at a moment of a deal, worked out from the true state and the rules,
 * never from the views under test (a view that shows a card it should not would otherwise make
 * that card "seen" and exempt it from every check): the other hands, a closed talon or stock,
 * face-down discards, a talon rest not shown. The conformance suite's view swap and the server's
 * frame checks both read it.
 */
import type { Card } from '../cards/pack';
import type { Game } from '../core/game';
import type { State } from '../core/state';
import type { Seat } from '../core/types';

/** Cards hidden from `viewer` in `s`: other hands, a closed talon, face-down discards, a closed rest. */
export function hiddenFrom(game: Game, s: State, viewer: Seat | 'spectator'): Set<Card> {
  const hidden = new Set<Card>();
  if (s.phase === 'finished') return hidden;
  s.hands.forEach((h, seat) => {
    if (seat !== viewer) for (const c of h) hidden.add(c);
  });
  if (!s.talonExposed) for (const c of s.talon) hidden.add(c);
  const declarer = s.contract?.declarer ?? null;
  const tarockSuit = game.pack.tarockSuit;
  // A tarock laid away is shown to all (IT-12); any other discard lies face down.
  if (viewer !== declarer)
    for (const c of s.discards) if (tarockSuit < 0 || game.pack.suitOf[c] !== tarockSuit) hidden.add(c);
  // A talon turned face up for everyone (talonShown) was seen by all: the cards the declarer took
  // stay known wherever they went (his hand, face-down discards). The untaken part may be looked
  // at again only where the rules let it be inspected (IT-10: Löw and Beck forbid it until the
  // deal ends), but every seat saw it and remembers it; a spectator is only shown what lies open.
  const restOpen = s.talonShown && (game.rules.unchosenTalonVisible || viewer !== 'spectator');
  if (s.talonShown) for (const c of s.talon) hidden.delete(c);
  if (s.talonRest && !restOpen) for (const c of s.talonRest.cards) hidden.add(c);
  if (s.talonRest && restOpen) for (const c of s.talonRest.cards) hidden.delete(c);
  // A card the viewer holds, laid away or has seen played is no secret to it (a declarer who
  // took the talon knows its cards though the talon itself stays face down).
  if (viewer !== 'spectator') for (const c of s.hands[viewer] ?? []) hidden.delete(c);
  if (viewer === declarer) for (const c of s.discards) hidden.delete(c);
  for (const t of s.tricks) for (const c of t.cards) hidden.delete(c);
  for (const c of s.trick) hidden.delete(c);
  return hidden;
}
