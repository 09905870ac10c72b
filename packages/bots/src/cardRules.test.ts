/**
 * The rule-based card play (cardRules.ts), by the principles it follows: a card given to a trick
 * the partner has already won is a card of points, never the Sküs (no card beats it, so it wastes
 * the trick it would win).
 */
import { SKUS, type View, beats } from '@tarock/engine';
import { describe, expect, it } from 'vitest';
import { chooseCard, viewTable } from './cardRules';
import { playsOf } from './games';
import { knowledgeOf } from './knowledge';
import { gameNamed, walkRandomDeal } from './testkit';

describe('smearing points on the partner’s won trick', () => {
  it('never gives the Sküs to a trick the partner has won, last to play, while another card may go', () => {
    const game = gameNamed('illustrated-beck');
    let seen = 0;
    for (let d = 0; d < 300 && seen < 20; d++)
      walkRandomDeal(game, `smear/${d}`, (v: View) => {
        const plays = playsOf(v.legal);
        if (v.phase !== 'play' || v.trick.length !== 2 || !plays.includes(SKUS) || plays.length < 2)
          return false;
        const declarer = v.contract?.declarer ?? null;
        const me = v.viewer;
        if (declarer === null || me === declarer || typeof me !== 'number') return false;
        // The trick so far: the partner's card is winning it when the declarer's is not.
        const table = viewTable(game, v, knowledgeOf(game, v));
        const rules = game.playRules(v);
        const [first, second] = v.trick as [number, number];
        const secondWins = beats(rules, second, first);
        const winnerSeat = v.players[(v.players.indexOf(v.leader) + (secondWins ? 1 : 0)) % v.players.length];
        if (winnerSeat === declarer) return false;
        seen++;
        expect(chooseCard(table, plays)).not.toBe(SKUS);
        return false;
      });
    expect(seen).toBeGreaterThan(5);
  });
});
