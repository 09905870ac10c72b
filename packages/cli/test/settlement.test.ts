import { createRng, loadGame } from '@tarock/engine';
import { playRandomDeal } from '@tarock/engine/testing';
import { describe, expect, it } from 'vitest';
import { analysisLines } from '../src/analysis';
import { matchText, settlementText } from '../src/settlement';
import { WIDTH } from '../src/wrap';
import { run } from './helpers';

/** A Haferltarock deal settled from a score-keeper's summary: seat 1 declares, seat 0 deals. */
function haferlSettled(contract: string, points: number, declarerTricks: number) {
  const g = loadGame('haferltarock');
  if (!g.ok) throw new Error(g.error);
  const summary = {
    format: 'tarock-deal-summary',
    version: 1,
    variant: 'haferltarock',
    dealer: 0,
    declarer: 1,
    contract,
    trump: 'H',
    points: { declarer: points, defenders: 120 - points },
    tricks: { declarer: declarerTricks, defenders: 11 - declarerTricks },
  };
  const s = g.value.preset.settleSummary(summary, g.value.rules, 3);
  if (!s.ok) throw new Error(s.error);
  return { game: g.value, settlement: s.value };
}

/** Haferltarock: seat 1 plays a hand game (Herz trump) and loses Schneider with 17 card points. */
const lostHandSchneider = () => haferlSettled('hand', 17, 1);

describe('the settlement in the terminal', () => {
  it('says "Schneider" at the end of the judgement, not on a line of its own as if it were paid', () => {
    const { game, settlement } = lostHandSchneider();
    // The engine notes it on a line of its own (Haferltarock pays by the point, not for Schneider).
    expect(settlement.lines.map((l) => l.text)).toContain('Schneider');
    const text = settlementText(game, settlement, ['A', 'B', 'C']);
    expect(text.filter((l) => l.trim() === 'Schneider')).toEqual([]);
    expect(text.filter((l) => l.includes('Schneider'))).toEqual([
      expect.stringMatching(/^ {2}the declarer needed 61 and took 17: .* — Schneider$/),
    ]);
    // Every payment is still on its own line, with its amounts.
    const paid = settlement.lines.filter((l) => l.amounts?.some((a) => a !== 0));
    expect(text.filter((t) => t.includes('[S0 '))).toHaveLength(paid.length);
  });
});

describe('the settlement line by line', () => {
  /** What each seat's bracket on the lines adds up to (`[S0 0, S1 -10 ¢, S2 +10 ¢]`). */
  const bracketSums = (lines: readonly string[], seats: number) => {
    const sums = Array<number>(seats).fill(0);
    for (const l of lines)
      for (const bracket of l.match(/\[S0 [^\]]*\]/g) ?? [])
        for (const [, seat, x] of bracket.matchAll(/S(\d) ([+-]?[\d.]+)/g))
          sums[Number(seat)] = (sums[Number(seat)] ?? 0) + Number(x);
    return sums;
  };

  it.each(['illustrated-mayr-sedlaczek-2016', 'illustrated-loew-1954', 'illustrated-beck', 'haferltarock'])(
    '%s: the lines’ amounts add up to the deal’s, the closing sum not counted as a payment of its own',
    (id) => {
      const loaded = loadGame(id);
      if (!loaded.ok) throw new Error(loaded.error);
      const game = loaded.value;
      let settled = 0;
      for (let seed = 1; settled < 8 && seed < 200; seed++) {
        const states = playRandomDeal(game, createRng(seed));
        const st = states[states.length - 1]?.settlement;
        if (!st?.deltas.some((d) => d !== 0)) continue;
        settled++;
        const text = settlementText(game, st, ['A', 'B', 'C']);
        expect(bracketSums(text, game.seats), text.join('\n')).toEqual(st.deltas.map((d) => d + 0));
        expect(text.filter((l) => /^ {2}Points: /.test(l))).toEqual([]);
      }
      expect(settled).toBe(8);
    },
  );
});

describe('the settlement names the contract as the terminal does', () => {
  it.each([
    [70, /^ {2}S1 takes 10 ¢ from the pot: Aufnahmespiel won, 70 points/m],
    [50, /^ {2}S1 pays S\d [\d.]+ ¢: Aufnahmespiel lost, 50 points against 61/m],
  ])(
    'Haferltarock’s pick-up game with %i points: "Aufnahmespiel", as its Result line (it said "pick-up")',
    (points, line) => {
      const { game, settlement } = haferlSettled('pickup', points, 5);
      const text = settlementText(game, settlement, ['A', 'B', 'C']).join('\n');
      expect(text).toMatch(/^Result: Aufnahmespiel by S1 B: /);
      expect(text).toMatch(line);
      expect(text).not.toContain('pick-up');
    },
  );
});

describe('the match before the first deal', () => {
  it('shows every ante of the start: the Kasse and the Schreckensteiner (Huber), not only the last', () => {
    const g = loadGame('bavarian-huber-1923(pot=kasseAndSchreckensteiner)');
    if (!g.ok) throw new Error(g.error);
    const game = g.value;
    const m = game.preset.match.start(game.rules, game.name, game.seats, 0);
    const text = matchText(m, 'cents', ['you', 'pimc 1', 'pimc 2']);
    expect(text).toContain('  Pot: 150 ¢');
    expect(text).toContain('  Side pot: 300 ¢');
    expect(text).toContain('  round 1: S0, S1, S2 ante 50 ¢ each into the pot');
    expect(text).toContain('  S0, S1, S2 ante 100 ¢ each into the side pot (the Schreckensteiner)');
  });
});

describe('the match after a deal', () => {
  it('gives a series end bonus before the totals that hold it (they read as without it)', () => {
    const g = loadGame('illustrated-beck');
    if (!g.ok) throw new Error(g.error);
    const game = g.value;
    let m = game.preset.match.start(game.rules, game.name, game.seats, 0);
    const summary = { format: 'tarock-deal-summary', version: 1, variant: 'illustrated-beck' };
    for (let i = 0; i < 20 && !m.finished; i++) {
      const s = game.preset.settleSummary(
        { ...summary, contract: 'solo', declarer: i % 3, declarerPoints: 1 },
        game.rules,
        3,
      );
      if (!s.ok) throw new Error(s.error);
      m = game.preset.match.next(game.rules, m, s.value);
    }
    expect(m.finished).toBe(true);
    const text = matchText(m, 'points', ['a', 'b', 'c']);
    expect(text[0]).toBe(`Match after ${m.deals} deal${m.deals === 1 ? '' : 's'}:`);
    const series = text.findIndex((l) => l.startsWith('  Series over: +10'));
    const totals = text.findIndex((l) => l.startsWith('  Totals: S0 a: '));
    expect(series).toBeGreaterThan(0);
    expect(totals).toBeGreaterThan(series);
    expect(text.at(-1)).toMatch(/^ {2}The match is over\. Winner: /);
  });
});

describe('one card point is one, not "1 card points"', () => {
  it('in the parties of a Trischaken where a seat took a single empty trick (each pile named by its seat)', () => {
    const g = loadGame('illustrated-beck(allPass=trischaken)');
    if (!g.ok) throw new Error(g.error);
    const summary = {
      format: 'tarock-deal-summary',
      version: 1,
      variant: 'illustrated-beck',
      options: { allPass: 'trischaken' },
      contract: 'trischaken',
      cardPoints: [53, 8, 1],
      tricks: [10, 5, 1],
    };
    const s = g.value.preset.settleSummary(summary, g.value.rules, 3);
    if (!s.ok) throw new Error(s.error);
    const lines = settlementText(g.value, s.value, ['a', 'b', 'c']);
    expect(lines).toContain('  S2 c: 1 card point of 70');
    expect(lines).toContain('  S1 b: 8 card points of 70');
    expect(lines).toContain('  talon (nobody): 8 card points of 70');
  });

  it('in a Trischaken verdict of the mistake finder', () => {
    const g = loadGame('illustrated-beck(allPass=trischaken)');
    if (!g.ok) throw new Error(g.error);
    const verdict = (cost: number) =>
      analysisLines(
        g.value,
        [
          {
            turn: 5,
            trick: 2,
            seat: 1,
            card: 0,
            side: 'alone',
            aim: 'fewest-points',
            verdict: 'mistake',
            best: [1],
            cost,
          },
        ],
        ['a', 'b', 'c'],
        1000,
      ).join(' ');
    expect(verdict(3)).toContain('would have taken 1 card point fewer');
    expect(verdict(6)).toContain('would have taken 2 card points fewer');
    expect(verdict(2)).toContain('would have taken ⅔ card points fewer');
  });
});

describe('the match lines stay within the width', () => {
  it("wraps an Illustrated series' money at its end, each seat's amount in one piece", async () => {
    // Seed 4: random players end an M&S series at 2 ¢ a point in the first deal; its money line
    // ran to 106 columns.
    const r = await run([
      'play',
      '--variant',
      'illustrated-mayr-sedlaczek-2016(stake=2)',
      '--players',
      'random,random,random',
      '--deals',
      '1',
      '--seed',
      '4',
    ]);
    expect(r.code).toBe(0);
    for (const l of r.out.split('\n')) expect(l.length, l).toBeLessThanOrEqual(WIDTH);
    const money = r.out.replace(/\n {4}/g, ' ');
    expect(money).toMatch(
      /Money at 2 ¢ a point, each paying every higher player the difference: S0 [-+]\d+ ¢, S1 [-+]\d+ ¢, S2 [-+]\d+ ¢/,
    );
    expect(r.out).not.toMatch(/ S\d\n/);
  });
});
