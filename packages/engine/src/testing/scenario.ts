/**
 * Scenario tests that read like the rule book (house style, habit 10): the turns of a deal in the
 * text notation of docs/notation.md, chance's deal first.
 * @example stateAfter(game, ['deal S0[…] S1[…] S2[…] talon[…]', 'S1 bid dreiblatt', 'S2 pass'])
 */
import { parseCards } from '../cards/notation';
import type { DealSetup, Game } from '../core/game';
import { err, ok, type Result } from '../core/result';
import type { State } from '../core/state';
import type { Action } from '../core/types';
import { parseTurn, toAction } from '../records/actionText';

/** The state after `turns`, or the first turn that cannot be read or is not legal, with the reason. */
export function stateAfter(game: Game, turns: readonly string[], setup: DealSetup = {}): Result<State> {
  let s = game.newDeal(setup);
  for (const [i, text] of turns.entries()) {
    const where = `turn ${i + 1} "${text}"`;
    const t = parseTurn(game.pack, text);
    if (!t.ok) return err(`${where}: ${t.error}`);
    const action = toAction(t.value.action);
    if (!action) return err(`${where}: a scenario cannot hide cards`);
    if (t.value.actor !== s.toAct) return err(`${where}: it is ${String(s.toAct)}'s turn`);
    const next = game.apply(s, action);
    if (!next.ok) return err(`${where}: ${next.error}`);
    s = next.value;
  }
  return ok(s);
}

/** Chance's deal from card lists in the notation: one string per seat (in seat order) and the talon. */
export function dealOf(game: Game, hands: readonly string[], talon: string): Result<Action> {
  const parsed: number[][] = [];
  for (const h of hands) {
    const cards = parseCards(game.pack, h);
    if (!cards.ok) return cards;
    parsed.push(cards.value);
  }
  const t = parseCards(game.pack, talon);
  return t.ok ? ok({ type: 'deal', hands: parsed, talon: t.value }) : t;
}
