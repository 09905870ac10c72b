/** A kept MatchState read back: every preset's matches round-trip, a damaged one is refused with its path. */
import { describe, expect, test } from 'vitest';
import type { Game } from '../core/game';
import type { MatchState } from '../core/match';
import { createRng } from '../core/rng';
import { PRESETS } from '../presets/index';
import { suiteGames } from '../testing/games';
import { playRandomDeal } from '../testing/random';
import { matchStateFromJson } from './matchJson';

/** A match after `deals` random deals (the settlements' lines carry their phrases). */
function matchAfter(game: Game, deals: number): MatchState {
  const rng = createRng(`matchJson/${game.name}`);
  let m = game.preset.match.start(game.rules, game.name, game.seats, 0);
  for (let k = 0; k < deals && !m.finished; k++) {
    const states = playRandomDeal(game, rng, { dealer: m.dealer, pot: m.pot, sidePot: m.sidePot });
    const settlement = states[states.length - 1]?.settlement;
    if (!settlement) throw new Error('a random deal ends settled');
    m = game.preset.match.next(game.rules, m, settlement);
  }
  return m;
}

test('the matches read back below carry phrases in their lines (what a display says them by)', () => {
  const phrased = suiteGames(PRESETS).filter((g) =>
    matchAfter(g, 6).log.some((e) => e.lines.some((l) => l.phrase)),
  );
  expect(phrased.length).toBeGreaterThan(5);
});

describe('a kept MatchState reads back as it was', () => {
  for (const game of suiteGames(PRESETS))
    test(game.name, () => {
      const m = matchAfter(game, 6);
      expect(matchStateFromJson(JSON.parse(JSON.stringify(m)), game)).toEqual({ ok: true, value: m });
    });
});

test('a damaged or foreign MatchState is refused, naming the path of the first problem', () => {
  const game = suiteGames(PRESETS).find((g) => g.name === 'haferltarock');
  if (!game) throw new Error('haferltarock is a preset');
  const m = JSON.parse(JSON.stringify(matchAfter(game, 3))) as Record<string, unknown>;
  const log = m['log'] as Record<string, unknown>[];
  const first = log[0] ?? {};
  const lines = first['lines'] as Record<string, unknown>[];
  const why = (v: unknown) => {
    const r = matchStateFromJson(v, game);
    return r.ok ? 'read' : r.error;
  };
  expect(why(null)).toBe('match: expected an object, got null');
  expect(why({ ...m, game: 'illustrated-beck' })).toBe(
    'match.game: it is a match of illustrated-beck, not of haferltarock',
  );
  expect(why({ ...m, seats: 4 })).toBe('match.seats: haferltarock is played by 3 seats, not 4');
  expect(why({ ...m, totals: [1, 2] })).toBe('match.totals: expected 3 numbers, one per seat');
  expect(why({ ...m, dealer: 3 })).toBe('match.dealer: seat 3 is not at this table of 3');
  expect(why({ ...m, finished: 'no' })).toBe('match.finished: expected true or false');
  expect(why({ ...m, surprise: 1 })).toBe('match: unknown field "surprise"');
  const badLine = { ...lines[0], phrase: { key: 'x', args: { n: { what: 1 } } } };
  expect(why({ ...m, log: [{ ...first, lines: [badLine] }, ...log.slice(1)] })).toMatch(
    /^match\.log\[0\]\.lines\[0\]\.phrase\.args\.n: expected a phrase argument/,
  );
});
