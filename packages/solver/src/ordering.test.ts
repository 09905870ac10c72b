import { type Card, GERMAN36, formatCard, parseCards, playRules } from '@tarock/engine';
import { describe, expect, it } from 'vitest';
import type { OpenPosition } from './position';
import { cardPointScoring } from './scoring';
import { TrickSolver } from './solver';

/** Hearts trump; Eichel is the suit played below. */
const rules = playRules(GERMAN36, 2);

const cards = (text: string): Card[] => {
  const r = parseCards(GERMAN36, text);
  if (!r.ok) throw new Error(r.error);
  return r.value;
};

/** The moves the solver searches for the player to move, best first. */
class MoveList extends TrickSolver {
  movesNow(): string[] {
    const n = this.generate(0, this.toPlay, -1);
    const out: string[] = [];
    for (let k = 0; k < n; k++) out.push(formatCard(GERMAN36, this.moves[k] as number));
    return out.sort();
  }
}

function moves(p: OpenPosition): string[] {
  const solver = new MoveList(rules, cardPointScoring(GERMAN36), { tableBits: 4 });
  solver.load(p);
  return solver.movesNow();
}

describe('a run of equivalent cards whose trick is settled is searched as one card', () => {
  it('the last hand whose side loses the trick plays the least valuable (Ober, not King)', () => {
    // The declarer's Sau wins whatever seat 2 plays: Ober (3) and King (4) differ only in points.
    const p = {
      hands: [cards('G6'), cards('G7'), cards('EK EO')],
      team: [0, 1, 1],
      leader: 0,
      trick: cards('EA E6'),
      tricksPlayed: 9,
    };
    expect(moves(p)).toEqual(['EO']);
  });

  it('the last hand whose partner takes the trick smears the most valuable (King, not Ober)', () => {
    const p = {
      hands: [cards('G6'), cards('G7'), cards('EK EO')],
      team: [0, 1, 1],
      leader: 0,
      trick: cards('E7 EA'),
      tricksPlayed: 9,
    };
    expect(moves(p)).toEqual(['EK']);
  });

  it('the second hand, when the third hand cannot change the side: most valuable if it wins', () => {
    // Seat 1 beats the Seven with either card; seat 2 (the declarer) holds no Eichel and no trump.
    const p = {
      hands: [cards('G6 G8'), cards('EK EO G9'), cards('G7 S6 S7')],
      team: [1, 1, 0],
      leader: 0,
      trick: cards('E7'),
      tricksPlayed: 8,
    };
    expect(moves(p)).toEqual(['EK']);
  });

  it('the second hand keeps both when an opponent still to play may take the trick', () => {
    // The declarer in seat 2 holds the Sau: King or Ober decides what he gains by it.
    const p = {
      hands: [cards('G6 G8'), cards('EK EO G9'), cards('EA S6 S7')],
      team: [1, 1, 0],
      leader: 0,
      trick: cards('E7'),
      tricksPlayed: 8,
    };
    expect(moves(p)).toEqual(['EK', 'EO']);
  });
});
