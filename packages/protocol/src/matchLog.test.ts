import { type MatchEntry, type MatchState, type Settlement, findPreset, makeGame } from '@tarock/engine';
import { describe, expect, it } from 'vitest';
import { type KeptLog, heldOf, keepLog, logFrom, matchOf, tableMatch } from './matchLog';

/** A Haferltarock match after `deals` settled deals of alternating wins (the start logs the ante). */
function haferlMatch(deals: number): MatchState {
  const preset = findPreset('haferltarock');
  if (!preset) throw new Error('no haferltarock preset');
  const game = makeGame(preset, {});
  if (!game.ok) throw new Error(game.error);
  const g = game.value;
  let m = preset.match.start(g.rules, g.name, g.seats, 0);
  for (let d = 0; d < deals; d++) {
    const win = d % g.seats;
    const deltas = Array.from({ length: g.seats }, (_, i) => (i === win ? 20 : -10));
    const won: Settlement = {
      unit: 'cents',
      deltas,
      potDelta: 0,
      cardPoints: [],
      outcome: 'won',
      declarer: win,
      contract: null,
      lines: [],
    };
    m = preset.match.next(g.rules, m, won);
  }
  return m;
}

const entry = (deal: number): MatchEntry => ({
  deal,
  deltas: [1, -1, 0],
  potDelta: 0,
  totals: [deal, 0, 0],
  pot: 0,
  lines: [],
});

describe('keeping the match log', () => {
  const a = entry(1);
  const b = entry(2);
  const c = entry(3);

  it('adds a piece that starts where the log ends', () => {
    expect(keepLog({ match: 1, entries: [a] }, { match: 1, from: 1, entries: [b, c] })).toEqual({
      match: 1,
      entries: [a, b, c],
    });
  });

  it('replaces the log with a piece from 0: the whole log again, or a new match', () => {
    expect(keepLog({ match: 1, entries: [a, b] }, { match: 1, from: 0, entries: [c] })).toEqual({
      match: 1,
      entries: [c],
    });
    expect(keepLog({ match: 1, entries: [a, b] }, { match: 2, from: 0, entries: [] })).toEqual({
      match: 2,
      entries: [],
    });
    expect(keepLog(null, { match: 3, from: 0, entries: [a] })).toEqual({ match: 3, entries: [a] });
  });

  it('takes a piece that starts inside the log as the entries from its start', () => {
    expect(keepLog({ match: 1, entries: [a, b] }, { match: 1, from: 1, entries: [c] })).toEqual({
      match: 1,
      entries: [a, c],
    });
  });

  it('finds a gap: a piece beyond the end, of another match, or with no log at all', () => {
    const kept: KeptLog = { match: 1, entries: [a] };
    expect(keepLog(kept, { match: 1, from: 2, entries: [c] })).toBe('gap');
    expect(keepLog(kept, { match: 2, from: 1, entries: [c] })).toBe('gap');
    expect(keepLog(null, { match: 1, from: 1, entries: [b] })).toBe('gap');
  });
});

describe('the match the score sheet shows', () => {
  it('is the engine’s match again: the table frame’s match with the entries kept', () => {
    const m = haferlMatch(5);
    expect(m.log.length).toBeGreaterThan(5);
    const sent = tableMatch(m, 2);
    expect(sent).not.toHaveProperty('log');
    expect(sent).toMatchObject({ n: 2, logLength: m.log.length });
    expect(matchOf(sent, { match: 2, entries: m.log })).toEqual(m);
  });

  it('is cut at the table frame’s length: a settlement’s entries come before its table frame', () => {
    const before = haferlMatch(3);
    const after = haferlMatch(4);
    const kept = { match: 1, entries: after.log };
    expect(matchOf(tableMatch(before, 1), kept)).toEqual(before);
    expect(matchOf(tableMatch(after, 1), kept)).toEqual(after);
  });

  it('is none while the log kept is not the whole log of that match', () => {
    const m = haferlMatch(3);
    const sent = tableMatch(m, 4);
    expect(matchOf(sent, null)).toBeNull();
    expect(matchOf(sent, { match: 4, entries: m.log.slice(0, -1) })).toBeNull();
    expect(matchOf(sent, { match: 3, entries: m.log })).toBeNull();
    expect(matchOf(null, { match: 4, entries: m.log })).toBeNull();
  });
});

describe('the log a client holds, said with watch, join and resume (protocol version 5)', () => {
  const [a, b, c] = [entry(1), entry(2), entry(3)];

  it('is said as its match and length, and not at all when none is kept', () => {
    expect(heldOf({ match: 2, entries: [a, b] })).toEqual({ log: { match: 2, length: 2 } });
    expect(heldOf({ match: 1, entries: [] })).toEqual({ log: { match: 1, length: 0 } });
    expect(heldOf(null)).toEqual({});
  });

  it('is answered from its length when it is the first entries of the current match, else whole', () => {
    expect(logFrom({ match: 1, length: 300 }, 1, 302)).toBe(300);
    expect(logFrom({ match: 1, length: 302 }, 1, 302)).toBe(302);
    expect(logFrom({ match: 1, length: 303 }, 1, 302)).toBe(0);
    expect(logFrom({ match: 2, length: 1 }, 3, 5)).toBe(0);
    expect(logFrom(undefined, 1, 5)).toBe(0);
  });

  it('joins on to the piece that answers it, and the sheet is whole only then', () => {
    const held: KeptLog = { match: 1, entries: [a] };
    const m = haferlMatch(2);
    const from = logFrom(heldOf(held).log, 1, 3);
    const piece = { match: 1, from, entries: [a, b, c].slice(from) };
    const kept = keepLog(held, piece);
    expect(kept).toEqual({ match: 1, entries: [a, b, c] });
    // Before the piece (the answer's table frame comes first) no sheet is shown.
    expect(matchOf(tableMatch(m, 1), held)).toBeNull();
    // An empty piece at the log's end (the whole log held) keeps it as it is.
    expect(keepLog({ match: 1, entries: [a, b, c] }, { match: 1, from: 3, entries: [] })).toEqual(kept);
  });
});
