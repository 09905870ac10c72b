/**
 * What a seat may not know at a given moment of a deal (the truth is replayed from the deal's
 * record once it is revealed), and a check that a frame holds none of it.
 */
import type { Game, State, Turn } from '@tarock/engine';

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

// What a seat may not know is the engine's definition, shared with its conformance suite.
export { hiddenFrom } from '@tarock/engine/testing';

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
