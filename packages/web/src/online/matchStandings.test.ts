import { type MatchState, createRng, loadGame, recordOf } from '@tarock/engine';
import { playRandomDeal } from '@tarock/engine/testing';
import type { FinishedDeal } from '@tarock/protocol';
import { describe, expect, test } from 'vitest';
import { finishedMatches } from './matchStandings';

/** A table's history of `count` random deals, and each match that ended, by its number. */
function history(name: string, count: number): { deals: FinishedDeal[]; ended: Map<number, MatchState> } {
  const g = loadGame(name);
  if (!g.ok) throw new Error(g.error);
  const game = g.value;
  const deals: FinishedDeal[] = [];
  const ended = new Map<number, MatchState>();
  let match = game.preset.match.start(game.rules, game.name, game.seats, 1);
  let no = 1;
  for (let n = 1; n <= count; n++) {
    const states = playRandomDeal(game, createRng(`standings/${name}/${n}`), {
      dealer: match.dealer,
      pot: match.pot,
      ...(match.sidePot !== undefined ? { sidePot: match.sidePot } : {}),
    });
    const final = states.at(-1);
    if (!final?.settlement) throw new Error('no settlement');
    deals.push({ n, match: no, seedHashes: [], seeds: [], record: recordOf(game, final) });
    match = game.preset.match.next(game.rules, match, final.settlement);
    if (match.finished) {
      ended.set(no, match);
      match = game.preset.match.start(game.rules, game.name, game.seats, match.dealer);
      no++;
    }
  }
  return { deals, ended };
}

describe("a finished match's standings, worked out again from the history's records", () => {
  test.each(['illustrated-loew-1954', 'illustrated-beck', 'illustrated-mayr-sedlaczek-2016'])(
    '%s: each match over ends as the table threaded it, under its last deal; a running one is not over',
    (name) => {
      const { deals, ended } = history(name, 12);
      expect(ended.size).toBeGreaterThan(0);
      const over = finishedMatches(deals);
      expect(over.map((m) => m.match)).toEqual([...ended.keys()]);
      expect(over.map((m) => m.state.totals)).toEqual([...ended.values()].map((m) => m.totals));
      for (const m of over)
        expect(m.lastDeal).toBe(Math.max(...deals.filter((d) => d.match === m.match).map((d) => d.n)));
      // The history loaded up to a match's last deal but one: that match is not over yet.
      const longer = [...ended.keys()].find((no) => deals.filter((d) => d.match === no).length > 1);
      if (longer !== undefined) {
        const cut = deals.findIndex((d) => d.n === (over.find((m) => m.match === longer)?.lastDeal ?? 0));
        expect(finishedMatches(deals.slice(0, cut)).map((m) => m.match)).not.toContain(longer);
      }
    },
  );

  test('a record that does not replay leaves its match out, and nothing else', () => {
    const { deals, ended } = history('illustrated-loew-1954', 6);
    const broken = deals.map((d) => (d.n === 1 ? { ...d, record: { ...d.record, rulesVersion: 999 } } : d));
    expect(finishedMatches(broken).map((m) => m.match)).toEqual([...ended.keys()].filter((no) => no !== 1));
  });
});
