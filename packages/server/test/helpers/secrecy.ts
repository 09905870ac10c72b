/**
 * What a seat may not know at a given moment of a deal (the truth is replayed from the deal's
 * record once it is revealed), and a check that a frame holds none of it.
 */
import type { Card, Game, Seat, State, Turn } from '@tarock/engine';

/** Replays the first `turns` turns of a record from the deal's initial state. */
export function stateAt(game: Game, initial: State, record: readonly Turn[], turns: number): State {
  let s = initial;
  for (const t of record.slice(0, turns)) {
    const next = game.apply(s, t.action);
    if (!next.ok) throw new Error(`the record does not replay: ${next.error}`);
    s = next.value;
  }
  return s;
}

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

const CARD_KEYS = new Set([
  'hand',
  'hands',
  'talon',
  'exposedTalon',
  'seenTalon',
  'discards',
  'talonRest',
  'trick',
  'cards',
  'card',
]);

/**
 * Cards public by the rules though they may lie in a hidden hand now: the hands shown when the deal
 * was thrown in (Löw, IT-13; the view's `thrownIn`) were dealt again, and having seen them says
 * nothing about where they lie in the new deal. The frame must still equal the engine's view.
 */
const SHOWN_KEYS = new Set(['thrownIn']);

/** Every card number found under a card-carrying key anywhere in `value`. */
export function cardsIn(value: unknown, underCardKey = false, out: number[] = []): number[] {
  if (typeof value === 'number') {
    if (underCardKey) out.push(value);
  } else if (Array.isArray(value)) {
    for (const v of value) cardsIn(v, underCardKey, out);
  } else if (typeof value === 'object' && value !== null) {
    for (const [k, v] of Object.entries(value))
      if (!SHOWN_KEYS.has(k)) cardsIn(v, underCardKey || CARD_KEYS.has(k), out);
  }
  return out;
}
