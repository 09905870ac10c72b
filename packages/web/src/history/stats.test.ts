import { type Game, type Settlement, loadGame } from '@tarock/engine';
import { describe, expect, test } from 'vitest';
import type { SeatPlayer } from '../worker/protocol';
import { HISTORY_VERSION, type HistoryDeal, type HistoryMatch } from '../worker/history';
import { historyStats } from './stats';

const gameFor = (name: string): Game | null => {
  const r = loadGame(name);
  return r.ok ? r.value : null;
};

const human: SeatPlayer = { kind: 'human' };
const bot: SeatPlayer = { kind: 'bot', bot: 'random' };

/**
 * A deal as the history keeps it (the totals and pot do not enter the statistics); `players` the
 * seats that played it, every seat unless given (with four seats the dealer sits out).
 */
const deal = (
  n: number,
  declarer: number | null,
  contract: string | null,
  outcome: Settlement['outcome'],
  deltas: number[],
  players: number[] = deltas.map((_, seat) => seat),
): HistoryDeal => ({
  deal: n,
  ended: 1000 + n,
  contract,
  declarer,
  outcome,
  players,
  deltas,
  totals: deltas.map(() => 0),
  pot: 0,
});

const match = (
  id: string,
  started: number,
  game: string,
  players: SeatPlayer[],
  names: string[],
  deals: HistoryDeal[],
  finished = false,
): HistoryMatch => ({
  v: HISTORY_VERSION,
  id,
  started,
  game,
  players,
  names,
  deals,
  totals: names.map(() => 0),
  pot: 0,
  finished,
});

// The history's list, newest first.
const matches: HistoryMatch[] = [
  // Haferltarock with a house rule (four seats: the dealer sits out). The dealers are 0, 1, 2, 3.
  match(
    'A',
    4000,
    'haferltarock(seats=4)',
    [human, bot, bot, bot],
    ['Anna', 'Xaver', 'Yvonne', 'Zenzi'],
    [
      // Dealer 0: Anna sits out; Xaver's game, won.        Anna: sat out, 0 ct.
      deal(1, 1, 'pickup', 'won', [0, 60, -30, -30], [1, 2, 3]),
      // Dealer 1: Anna declares a hand game and loses.      Anna: declared, lost, −90 ct.
      deal(2, 0, 'hand', 'lost', [-90, 30, 30, 30], [2, 3, 0]),
      // Dealer 2: everyone passes.                          Anna: thrown in, 0 ct.
      deal(3, null, null, 'passed', [0, 0, 0, 0], [3, 0, 1]),
      // Dealer 3: Yvonne's game, lost; Anna plays.         Anna: defended, declarer lost, +20 ct.
      deal(4, 2, 'pickup', 'lost', [20, 20, -60, 20], [0, 1, 2]),
    ],
  ),
  // Haferltarock at its defaults: the same preset, so the same table.
  match(
    'B',
    3000,
    'haferltarock',
    [human, bot, bot],
    ['Anna', 'Xaver', 'Yvonne'],
    [
      // Anna's pickup game, won.                            Anna: declared, won, +40 ct.
      deal(1, 0, 'pickup', 'won', [40, -20, -20]),
      // Xaver's hand game, won.                             Anna: defended, declarer won, −30 ct.
      deal(2, 1, 'hand', 'won', [-30, 60, -30]),
      // Anna's hand game, a draw.                           Anna: declared, drawn, 0 ct.
      deal(3, 0, 'hand', 'draw', [0, 0, 0]),
    ],
  ),
  // Beck with Trischaken when all pass; two humans at one table, finished.
  match(
    'C',
    2000,
    'illustrated-beck(allPass=trischaken)',
    [human, human, bot],
    ['Anna', 'Bert', 'Cilli'],
    [
      // Anna's Dreiblatt, won.      Anna: declared, won, +6.   Bert: defended, declarer won, 0.
      deal(1, 0, 'dreiblatt', 'won', [6, 0, 0]),
      // Bert's Solo, lost.          Anna: defended, declarer lost, +20. Bert: declared, lost, 0.
      deal(2, 1, 'solo', 'lost', [20, 0, 20]),
      // Everyone passed: Trischaken. Anna: +2. Bert: +6.
      deal(3, null, 'trischaken', 'trischaken', [2, 6, 4]),
      // Cilli's Zweiblatt, won.     Anna: defended, declarer won, 0. Bert: defended, won, 0.
      deal(4, 2, 'zweiblatt', 'won', [0, 0, 10]),
    ],
    true,
  ),
  // A rule set this version does not know, and a match of computer players only: not counted.
  match(
    'D',
    1000,
    'no-such-game',
    [human, bot, bot],
    ['Anna', 'X', 'Y'],
    [deal(1, 0, 'solo', 'won', [1, 0, 0])],
  ),
  match('E', 500, 'haferltarock', [bot, bot, bot], ['X', 'Y', 'Z'], [deal(1, 0, 'pickup', 'won', [1, 0, 0])]),
];

describe('the statistics of the person playing', () => {
  const stats = historyStats(matches, gameFor);

  test('counts the matches with a human seat of a known rule set, and their deals', () => {
    // A, B, C: 4 + 3 + 4 = 11 deals; D (unknown) and E (no human) left out.
    expect(stats.matches).toBe(3);
    expect(stats.deals).toBe(11);
    // Newest first: Haferltarock (A, with B under it), then Beck.
    expect(stats.ruleSets.map((r) => r.preset)).toEqual(['haferltarock', 'illustrated-beck']);
    expect(stats.ruleSets.map((r) => r.unit)).toEqual(['cents', 'points']);
  });

  test('Haferltarock, the house rule grouped under its preset: Anna over A and B', () => {
    const [haferl] = stats.ruleSets;
    expect(haferl?.players.map((p) => p.name)).toEqual(['Anna']);
    expect(haferl?.players[0]).toEqual({
      name: 'Anna',
      matches: 2, // A, B
      finished: 0,
      deals: 7, // 4 + 3
      total: -60, // A: 0 − 90 + 0 + 20 = −70; B: 40 − 30 + 0 = +10
      declared: 3, // A2 (lost), B1 (won), B3 (draw)
      won: 1,
      lost: 1,
      drawn: 1,
      // In the order first met: A2's hand game, then B1's pickup game.
      contracts: [
        { contract: 'hand', played: 2, won: 0 }, // A2 lost, B3 draw
        { contract: 'pickup', played: 1, won: 1 }, // B1
      ],
      defended: 2, // A4 (Yvonne lost), B2 (Xaver won); A1 sat out, not defended
      declarerLost: 1,
      defendedDrawn: 0,
      thrownIn: 1, // A3
      trischaken: 0,
      satOut: 1, // A1
    });
  });

  test('Beck: two humans at one table, each counted by name; Trischaken apart', () => {
    const beck = stats.ruleSets[1];
    expect(beck?.players).toEqual([
      {
        name: 'Anna',
        matches: 1,
        finished: 1,
        deals: 4,
        total: 28, // 6 + 20 + 2 + 0
        declared: 1, // C1
        won: 1,
        lost: 0,
        drawn: 0,
        contracts: [{ contract: 'dreiblatt', played: 1, won: 1 }],
        defended: 2, // C2 (Bert lost), C4 (Cilli won)
        declarerLost: 1,
        defendedDrawn: 0,
        thrownIn: 0,
        trischaken: 1, // C3
        satOut: 0,
      },
      {
        name: 'Bert',
        matches: 1,
        finished: 1,
        deals: 4,
        total: 6, // 0 + 0 + 6 + 0
        declared: 1, // C2
        won: 0,
        lost: 1,
        drawn: 0,
        contracts: [{ contract: 'solo', played: 1, won: 0 }],
        defended: 2, // C1 (Anna won), C4 (Cilli won)
        declarerLost: 0,
        defendedDrawn: 0,
        thrownIn: 0,
        trischaken: 1, // C3
        satOut: 0,
      },
    ]);
  });

  test('an empty history counts nothing', () => {
    expect(historyStats([], gameFor)).toEqual({ matches: 0, deals: 0, ruleSets: [] });
  });
});
