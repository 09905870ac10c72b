/**
 * The rule-based card play (cardRules.ts), by the principles it follows: a card given to a trick
 * the partner has already won is a card of points, never the Sküs (no card beats it, so it wastes
 * the trick it would win); a defender cashes a master only where the declarer is counted to follow.
 */
import { type Card, SKUS, type Seat, type View, beats } from '@tarock/engine';
import { describe, expect, it } from 'vitest';
import { MIN_FOLLOW, type Table, chooseCard, declarerLength, viewTable } from './cardRules';
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

describe('a defender’s lead of a master into the declarer’s void', () => {
  /** Every lead of a defender with a choice, along random deals of `name`, with its table. */
  function defenderLeads(name: string, visit: (table: Table, plays: Card[]) => void): number {
    const game = gameNamed(name);
    let seen = 0;
    for (let d = 0; d < 200 && seen < 200; d++)
      walkRandomDeal(game, `lead/${name}/${d}`, (v: View) => {
        const plays = playsOf(v.legal);
        const declarer = v.contract?.declarer ?? null;
        if (v.phase !== 'play' || v.trick.length !== 0 || plays.length < 2) return false;
        if (declarer === null || v.viewer === declarer || typeof v.viewer !== 'number') return false;
        seen++;
        visit(viewTable(game, v, knowledgeOf(game, v)), plays);
        return false;
      });
    return seen;
  }

  const isMasterOfPlainSuit = (t: Table, c: Card) =>
    t.pack.suitOf[c] !== t.rules.trumpSuit && t.info.higherOut(c) === 0;

  it('counts the declarer out of a suit he has shown void in (he did not follow it)', () => {
    let shown = 0;
    defenderLeads('illustrated-mayr-sedlaczek-2016', (t) => {
      const out = t.voids[t.declarer as Seat] ?? 0;
      for (let suit = 0; suit < t.pack.suits.length; suit++)
        if (suit !== t.rules.trumpSuit && (out & (1 << suit)) !== 0) {
          shown++;
          expect(declarerLength(t, suit)).toBe(0);
        }
    });
    expect(shown).toBeGreaterThan(10);
  });

  it('does not cash a master of a suit the declarer is counted short in while another plain card may go', () => {
    for (const name of ['illustrated-mayr-sedlaczek-2016', 'illustrated-beck']) {
      let kept = 0;
      defenderLeads(name, (t, plays) => {
        const short = plays.filter(
          (c) => isMasterOfPlainSuit(t, c) && declarerLength(t, t.pack.suitOf[c] as number) < MIN_FOLLOW,
        );
        const otherPlain = plays.some((c) => t.pack.suitOf[c] !== t.rules.trumpSuit && !short.includes(c));
        if (short.length === 0 || !otherPlain) return;
        kept++;
        expect(short).not.toContain(chooseCard(t, plays));
      });
      expect(kept).toBeGreaterThan(5);
    }
  });

  it('still cashes a master the declarer is counted to follow', () => {
    let cashed = 0;
    defenderLeads('illustrated-mayr-sedlaczek-2016', (t, plays) => {
      const safe = plays.filter(
        (c) => isMasterOfPlainSuit(t, c) && declarerLength(t, t.pack.suitOf[c] as number) >= MIN_FOLLOW,
      );
      if (safe.length === 0) return;
      cashed++;
      expect(safe).toContain(chooseCard(t, plays));
    });
    expect(cashed).toBeGreaterThan(5);
  });
});
