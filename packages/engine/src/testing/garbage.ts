/** The robustness check of the conformance suite: `apply` copes with any value as an action. */
import { sameAction } from '../core/actions';
import type { Game } from '../core/game';
import type { Rng } from '../core/rng';
import type { State } from '../core/state';
import type { Action } from '../core/types';

/** Malformed actions of every shape, and well-formed ones with wrong values. */
export function garbageActions(game: Game, s: State, rng: Rng): unknown[] {
  const n = game.pack.size;
  const anyCard = rng.int(n);
  const words = ['', 'x', 'solo', 'dreiblatt', 'pagat', 'game', 'play', '__proto__', 'constructor'];
  const word = words[rng.int(words.length)];
  const legal = game.legalActions(s);
  const someLegal = legal[rng.int(Math.max(1, legal.length))];
  const hands = Array.from({ length: game.seats }, () => [anyCard, anyCard]);
  return [
    null,
    undefined,
    42,
    'play T21',
    [],
    {},
    { type: 7 },
    { type: 'nonsense' },
    { type: 'play' },
    { type: 'play', card: -1 },
    { type: 'play', card: n },
    { type: 'play', card: 1.5 },
    { type: 'play', card: String(anyCard) },
    { type: 'play', card: Number.NaN },
    { type: 'play', card: anyCard },
    { type: 'discard', card: anyCard },
    { type: 'discard', card: null },
    { type: 'bid', bid: word },
    { type: 'bid', bid: 3 },
    { type: 'declare', contract: word },
    { type: 'trump', suit: rng.int(8) - 2 },
    { type: 'talon', group: rng.int(6) - 1 },
    { type: 'talon', group: 'a' },
    { type: 'announce', bonus: word },
    { type: 'announce', bonus: { x: 1 } },
    { type: 'contra', target: word },
    { type: 'contra' },
    { type: 'pass' },
    { type: 'accept' },
    { type: 'take' },
    { type: 'hold' },
    { type: 'ready' },
    { type: 'raise' },
    { type: 'deal', hands: 'x', talon: null },
    { type: 'deal', hands, talon: [anyCard] },
    { type: 'deal', hands: [null, null, null], talon: [] },
    someLegal ? { ...someLegal, extra: true } : { type: 'pass', extra: true },
  ];
}

/** Applies garbage: never a throw, and an accepted action must be one of the legal ones. */
export function checkGarbage(game: Game, s: State, rng: Rng): { tried: number; failure: string | null } {
  const legal = game.legalActions(s);
  const actions = garbageActions(game, s, rng);
  for (const g of actions) {
    let r: ReturnType<Game['apply']>;
    try {
      r = game.apply(s, g as Action); // deliberately malformed: apply must cope with any value
    } catch (e) {
      return { tried: actions.length, failure: `apply threw on ${JSON.stringify(g)}: ${String(e)}` };
    }
    if (r.ok && s.phase !== 'deal' && !legal.some((a) => sameAction(a, g as Action)))
      return { tried: actions.length, failure: `apply accepted ${JSON.stringify(g)}, which is not legal` };
    if (!r.ok && typeof r.error !== 'string')
      return { tried: actions.length, failure: `apply rejected ${JSON.stringify(g)} without a reason` };
  }
  return { tried: actions.length, failure: null };
}
