/**
 * The rule-based contract a Bavarian declarer names (decisions.ts `chooseDeclare`), which the
 * rollouts judging a bid play: a hand strong in a suit other than Herz is played as a Solo in
 * that suit, not as the first contract listed (the Frage, Herz trump), and a Bettel never by rule.
 */
import { type Action, type Card, type Game, type State, parseCard } from '@tarock/engine';
import { describe, expect, it } from 'vitest';
import { chooseDeclare, ruleAction } from './decisions';
import { gameNamed } from './testkit';

/** A state at the declare step with `hand` as the declarer's (seat 0), the rest as dealt. */
function atDeclare(game: Game, hand: readonly string[]): State {
  const cards = hand.map((t) => {
    const c = parseCard(game.pack, t);
    if (!c.ok) throw new Error(c.error);
    return c.value;
  });
  const s = game.newDeal();
  return { ...s, toAct: 0, hands: [cards, [], []] as Card[][] } as State;
}

const declare = (...ids: string[]): Action[] => ids.map((contract) => ({ type: 'declare', contract }));

describe('the contract a rule-based declarer names (Huber, Sirch, 1933)', () => {
  const game = gameNamed('bavarian-sirch-2008');
  const all = declare('frage', 'solo', 'herzsolo');

  it('a Schellen hand with one Herz: Solo, not the Frage listed first (it was valued as a Herz Frage and passed)', () => {
    const s = atDeclare(game, ['SU', 'EA', 'SA', 'HA', 'G10', 'EU', 'S10', 'S6', 'EK', 'SO', 'E9']);
    expect(chooseDeclare(game, s, all)).toEqual({ type: 'declare', contract: 'solo' });
    // What the rollouts play (ruleAction): the same, where the quiet default took the first listed.
    expect(ruleAction(game, s, all)).toEqual({ type: 'declare', contract: 'solo' });
  });

  it('a Herz hand: the Frage (to a rule the exchange is worth more than the Herzsolo stake)', () => {
    const s = atDeclare(game, ['HA', 'H10', 'HK', 'HO', 'HU', 'H9', 'E7', 'G7', 'S7', 'E8', 'G8']);
    expect(chooseDeclare(game, s, all)).toEqual({ type: 'declare', contract: 'frage' });
  });

  it('only the contracts offered, and the one offered when it is alone', () => {
    const s = atDeclare(game, ['SU', 'EA', 'SA', 'HA', 'G10', 'EU', 'S10', 'S6', 'EK', 'SO', 'E9']);
    expect(chooseDeclare(game, s, declare('herzsolo'))).toEqual({ type: 'declare', contract: 'herzsolo' });
    expect(chooseDeclare(game, s, declare('solo', 'herzsolo'))).toEqual({
      type: 'declare',
      contract: 'solo',
    });
  });
});
