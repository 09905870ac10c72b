import { createRng } from '@tarock/engine';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { TableSession } from './session';
import { make } from './testing';
import type { Snapshot } from './snapshot';
import { refusalEnglish } from './refusal';

/**
 * One step of the table as the worker takes it: the computer player to act acts with the session's
 * own generator; the human picks a legal choice by the sequence number (so a restored session
 * picks the same); a finished deal is followed by the next. Returns what was done, to compare.
 */
function step(s: TableSession): string {
  if (s.state.phase === 'finished') {
    const r = s.nextDeal();
    if (!r.ok) throw new Error(r.error);
    return 'next deal';
  }
  const turn = s.botToAct();
  if (turn) {
    const a = turn.bot.act(s.game.view(s.state, turn.seat), s.botRng);
    if (a instanceof Promise) throw new Error('the test plays against synchronous players');
    const r = s.botAct(turn.seat, a);
    if (!r.ok) throw new Error(r.error);
    return JSON.stringify(a);
  }
  const u = s.update(false);
  const a = u.view.legal[(s.seq * 7) % u.view.legal.length];
  if (!a) throw new Error('the human has no choice');
  const r = s.humanAct(a, u.seq);
  if (!r.ok) throw new Error(r.error);
  return JSON.stringify(a);
}

/** Steps until `at` holds (at most `limit` steps). */
function until(s: TableSession, at: (s: TableSession) => boolean, limit = 20_000): void {
  for (let i = 0; i < limit; i++) {
    if (at(s)) return;
    step(s);
  }
  throw new Error('the point to save at was not reached');
}

/** As IndexedDB stores it: a structured clone, nothing shared with the session. */
const stored = (s: TableSession): Snapshot => structuredClone(s.snapshot());

function restored(snap: unknown): TableSession {
  const r = TableSession.restore(snap);
  if (!r.ok) throw new Error(refusalEnglish(r.error));
  return r.value;
}

function expectSame(a: TableSession, b: TableSession): void {
  expect(b.state).toEqual(a.state);
  expect(b.match).toEqual(a.match);
  expect(b.update(false)).toEqual(a.update(false));
  expect(b.canUndo()).toBe(a.canUndo());
  expect(b.seq).toBe(a.seq);
  expect(b.record()).toEqual(a.record());
  expect(b.summary()).toEqual(a.summary());
}

const humanToAct = (s: TableSession): boolean => s.state.toAct === s.human;
const points: Record<string, (s: TableSession) => boolean> = {
  'mid-auction': (s) => s.state.phase === 'auction' && humanToAct(s) && s.state.history.length > 1,
  'mid-play': (s) => s.state.phase === 'play' && s.state.tricks.length >= 2 && humanToAct(s),
  'mid-play, a card to take back': (s) => s.canUndo(),
  'after a finished deal': (s) => s.state.phase === 'finished' && !s.match.finished,
  'after a finished match': (s) => s.match.finished,
};

// Scharfes Tarock: a Bavarian match that ends (a player's bank of €10 is gone).
// Against random players an Illustrated series mostly ends with its first deal (their contras run
// the scores past the target): Löw's has deals after which the series goes on.
const games = [
  'bavarian-huber-1923',
  'scharfes-tarock',
  'illustrated-mayr-sedlaczek-2016',
  'illustrated-loew-1954',
];

/** A match id of the offline history with its start, as the snapshot keeps it. */
const isIdentity = (x: unknown): boolean =>
  typeof x === 'object' &&
  x !== null &&
  'id' in x &&
  typeof x.id === 'string' &&
  x.id !== '' &&
  'started' in x &&
  typeof x.started === 'number' &&
  Number.isFinite(x.started);

describe('a match restored from its snapshot', () => {
  for (const game of games)
    for (const [point, at] of Object.entries(points)) {
      if (game === 'bavarian-huber-1923' && point === 'after a finished match') continue; // never ends
      test(`${game}, ${point}: the same table, and the same continuation as without the reload`, () => {
        const a = make(game, `restore/${point}`);
        until(a, at);
        const b = restored(stored(a));
        expectSame(a, b);
        // A bot's choice, the human's, the next deals (a new match after a finished one): each the
        // same, step by step.
        let deals = 0;
        for (let i = 0; i < 2000 && deals < 2; i++) {
          const done = step(a);
          expect(step(b)).toBe(done);
          expect(b.state).toEqual(a.state);
          if (done === 'next deal') deals++;
        }
        expect(deals).toBe(2);
        expectSame(a, b);
      });
    }

  test('the card taken back after a reload is the one taken back without it', () => {
    const a = make('illustrated-mayr-sedlaczek-2016', 'restore/undo');
    until(a, (s) => s.canUndo());
    const b = restored(stored(a));
    expect(b.canUndo()).toBe(true);
    expect(b.undo()).toBe(true);
    expect(a.undo()).toBe(true);
    expectSame(a, b);
  });

  test('a match an earlier version kept with a name as typed (a pasted tab) plays on, the name mended', () => {
    const a = make('haferltarock', 'restore/names');
    until(a, (s) => s.state.phase === 'play' && s.state.tricks.length >= 1);
    const snap = stored(a);
    const typed = 'Anna\tM.';
    const kept = {
      ...snap,
      setup: { ...snap.setup, names: [typed, ...snap.setup.names.slice(1)] },
      record: {
        ...snap.record,
        seats: (snap.record['seats'] as { name: string }[]).map((x, i) =>
          i === 0 ? { ...x, name: typed } : x,
        ),
      },
    };
    const b = restored(kept);
    expect(b.setup.names[0]).toBe('Anna M.');
    expect(b.record().seats?.[0]?.name).toBe('Anna M.');
    expect(b.state).toEqual(a.state);
  });

  test('the bots draw from where their generator stood, not from the seed again', () => {
    const a = make('bavarian-huber-1923', 'restore/rng');
    until(a, (s) => s.state.phase === 'play' && s.state.tricks.length >= 3);
    const snap = stored(a);
    expect(snap.botRng).toEqual(a.botRng.state());
    expect(snap.botRng).not.toEqual(createRng('restore/rng/bots').state());
  });
});

describe('a snapshot that does not hold together is refused whole, with its reason', () => {
  const base = (): Snapshot => {
    const a = make('illustrated-mayr-sedlaczek-2016', 'refuse');
    until(a, (s) => s.state.phase === 'play' && s.state.tricks.length >= 1 && humanToAct(s));
    return stored(a);
  };
  const refusal = (x: unknown): string => {
    const r = TableSession.restore(x);
    if (r.ok) throw new Error('restored');
    return refusalEnglish(r.error);
  };
  type Turns = { actor: unknown; action: Record<string, unknown> }[];
  const turnsOf = (s: Snapshot): Turns => s.record['turns'] as Turns;

  test('another version', () => {
    expect(refusal({ ...base(), v: 2 })).toMatch(/version 2; this app reads version 1/);
    // A value the page words in its language: the version found and the one read.
    const r = TableSession.restore({ ...base(), v: 2 });
    expect(r.ok ? null : r.error).toEqual({ code: 'version', found: '2', reads: 1 });
  });

  test('an illegal action in the deal', () => {
    const s = base();
    const turns = turnsOf(s);
    const last = turns[turns.length - 1];
    if (!last) throw new Error('no turns');
    turns.push(last, last);
    expect(refusal(s)).toMatch(/the saved deal does not replay: action \d+/);
  });

  test('a card that is not of the pack', () => {
    const s = base();
    const play = turnsOf(s).find((t) => t.action['type'] === 'play');
    if (!play) throw new Error('no card played');
    play.action['card'] = 'ZZ';
    expect(refusal(s)).toMatch(/the saved deal is not a record: .*ZZ/);
  });

  test('another game', () => {
    expect(refusal({ ...base(), setup: { ...base().setup, game: 'bavarian-huber-1923' } })).toMatch(
      /the saved deal is of illustrated-mayr-sedlaczek-2016, the match of bavarian-huber-1923/,
    );
    expect(refusal({ ...base(), setup: { ...base().setup, game: 'no-such-game' } })).toMatch(
      /the saved setup cannot be played/,
    );
  });

  test('match totals of another table, a settlement counted twice or not at all, a wrong undo point', () => {
    const s = base();
    const match = s.match as Record<string, unknown>; // a session's own snapshot: its MatchState
    expect(refusal({ ...s, match: { ...match, totals: [1, 2] } })).toMatch(/match.totals/);
    expect(refusal({ ...s, match: { ...match, game: 'illustrated-beck' } })).toMatch(
      /totals do not fit: match.game: it is a match of illustrated-beck/,
    );
    expect(refusal({ ...s, match: { ...match, log: [{ deal: 0 }] } })).toMatch(/match.log\[0\]/);
    expect(refusal({ ...s, settled: true })).toMatch(/settlement of a deal still in play/);
    expect(refusal({ ...s, undo: 3 })).toMatch(/undo point/);
    expect(refusal({ ...s, undo: 10_000 })).toMatch(/undo point/);
    expect(refusal({ ...s, dealRng: [1, 2, 3] })).toMatch(/dealRng/);
  });

  test('garbage', () => {
    expect(refusal(undefined)).toMatch(/not a snapshot/);
    expect(refusal('{"v":1}')).toMatch(/not a snapshot/);
    expect(refusal({ v: 1 })).toMatch(/setup/);
    const s = base();
    for (const key of Object.keys(s)) {
      const { [key]: _, ...without } = s as unknown as Record<string, unknown>;
      // A snapshot from before the offline history has no `history`: the match gets a new id.
      expect(TableSession.restore(without).ok, key).toBe(key === 'history');
    }
    fc.assert(
      fc.property(fc.anything(), (x) => !TableSession.restore(x).ok),
      { numRuns: 300 },
    );
    fc.assert(
      fc.property(fc.constantFrom(...Object.keys(s)), fc.anything(), (key, x) => {
        fc.pre(JSON.stringify(x) !== JSON.stringify((s as unknown as Record<string, unknown>)[key]));
        const r = TableSession.restore({ ...s, [key]: x });
        // A field replaced by anything else is refused, unless any value of its kind is harmless:
        // a sequence number, the seed's text (the generators continue from their saved states), no
        // undo point (the card just stands), no history id or another (the match's deals are kept
        // under it from then on).
        return (
          !r.ok ||
          (key === 'seq' && Number.isInteger(x)) ||
          (key === 'seed' && typeof x === 'string') ||
          (key === 'undo' && x === null) ||
          (key === 'history' && (x === undefined || isIdentity(x)))
        );
      }),
      { numRuns: 300 },
    );
  });
});
