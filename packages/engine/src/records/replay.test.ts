import { describe, expect, it } from 'vitest';
import { makeGame } from '../core/game';
import { createRng } from '../core/rng';
import { PRESETS } from '../presets/index';
import { miniPreset, withMini } from '../testing/miniPreset';
import { playRandomDeal } from '../testing/random';
import { type GameRecord, recordOf, viewRecordOf } from './record';
import { describeReplayError, replay } from './replay';

const presets = withMini(PRESETS);
const game = (() => {
  const g = makeGame(miniPreset, { value: 2 });
  if (!g.ok) throw new Error(g.error);
  return g.value;
})();

/** A played-out deal (the first seed whose deal is not thrown in). */
function playedRecord(): GameRecord {
  for (let seed = 1; ; seed++) {
    const states = playRandomDeal(game, createRng(seed), { dealer: 2 });
    const final = states[states.length - 1];
    if (final?.settlement?.outcome !== 'passed' && final)
      return recordOf(game, final, { tags: { Seed: String(seed) } });
  }
}

describe('replay', () => {
  const r = playedRecord();

  it('replays a record to the recorded result, through every state', () => {
    const out = replay(r, presets);
    expect(out.ok).toBe(true);
    if (!out.ok) return;
    expect(out.value.states).toHaveLength(r.turns.length + 1);
    expect(out.value.final.settlement).toEqual(r.result);
    expect(out.value.game.name).toBe('mini-tarock(value=2)');
    expect(out.value.final.dealer).toBe(2);
  });

  it('reports the first illegal action with its index and the engine reason, and nothing else', () => {
    const i = r.turns.findIndex((t) => t.action.type === 'play');
    const turns = r.turns.map((t, j) =>
      j === i ? { ...t, action: { type: 'play' as const, card: 999 } } : t,
    );
    const out = replay({ ...r, turns }, presets);
    expect(out).toEqual({
      ok: false,
      error: { index: i, turn: expect.any(String), reason: '999 is not a card' },
    });
    if (!out.ok)
      expect(describeReplayError(out.error)).toBe(`action ${i + 1} (${out.error.turn}): 999 is not a card`);
  });

  it('rejects a turn taken out of turn', () => {
    const turns = r.turns.map((t, j) => (j === 1 ? { ...t, actor: 2 } : t));
    const out = replay({ ...r, turns }, presets);
    expect(out.ok).toBe(false);
    if (!out.ok) expect(out.error).toMatchObject({ index: 1, reason: expect.stringContaining('not S2') });
  });

  it('rejects a record whose result differs from the replay, naming the field', () => {
    const result = r.result && { ...r.result, deltas: r.result.deltas.map((d) => d + 1) };
    const out = replay({ ...r, result }, presets);
    expect(out).toEqual({
      ok: false,
      error: { index: null, turn: null, reason: expect.stringContaining('result.deltas[0] is') },
    });
  });

  it('names the first line of the explanation whose amounts differ, with its text, not every line', () => {
    const lines = r.result?.lines ?? [];
    const at = lines.findIndex((l, i) => i > 0 && l.amounts !== undefined);
    expect(at).toBeGreaterThan(0);
    const result = r.result && {
      ...r.result,
      lines: lines.map((l, i) => (i === at ? { ...l, amounts: (l.amounts ?? []).map((a) => a + 1) } : l)),
    };
    const out = replay({ ...r, result }, presets);
    expect(out.ok).toBe(false);
    if (!out.ok) {
      expect(out.error.reason).toMatch(new RegExp(`^result\\.lines\\[${at}\\] is \\{"text":".+","amounts":`));
      expect(out.error.reason).not.toContain(JSON.stringify(lines[0]?.text));
    }
  });

  it('replays a record whose explanation is worded otherwise (an older engine), and lists those lines', () => {
    const lines = r.result?.lines ?? [];
    expect(lines.length).toBeGreaterThan(1);
    const result = r.result && {
      ...r.result,
      lines: lines.map((l, i) => (i === 1 ? { ...l, text: 'worded by an older engine' } : l)),
    };
    const out = replay({ ...r, result }, presets);
    expect(out.ok && out.value.reworded).toEqual([
      { line: 1, recorded: 'worded by an older engine', replayed: lines[1]?.text },
    ]);
    const same = replay(r, presets);
    expect(same.ok && same.value.reworded).toEqual([]);
  });

  it('rejects a recorded line that is missing or extra, even with no amounts of its own', () => {
    const lines = r.result?.lines ?? [];
    const fewer = r.result && { ...r.result, lines: lines.slice(0, -1) };
    const out = replay({ ...r, result: fewer }, presets);
    expect(out.ok || out.error.reason).toMatch(/^result\.lines\[\d+\] is missing in the record but \{/);
    const more = r.result && { ...r.result, lines: [...lines, { text: 'a line of nothing' }] };
    const extra = replay({ ...r, result: more }, presets);
    expect(extra.ok || extra.error.reason).toMatch(/in the record but missing in the replay$/);
  });

  it('rejects a finished deal recorded without its result (null is for a deal not finished)', () => {
    const out = replay({ ...r, result: null }, presets);
    expect(out.ok || out.error.reason).toBe(
      "the turns finish the deal, but its result is null (a finished deal's record holds its settlement)",
    );
    expect(replay({ ...r, turns: r.turns.slice(0, -1), result: null }, presets).ok).toBe(true);
  });

  it('rejects a record with a result whose turns stop short', () => {
    const out = replay({ ...r, turns: r.turns.slice(0, -1) }, presets);
    expect(out.ok || out.error.reason).toContain('do not finish the deal');
  });

  it('rejects seat views, unknown variants, other rule versions and wrong tables', () => {
    const states = playRandomDeal(game, createRng(3));
    const final = states[states.length - 1];
    if (!final) throw new Error('no state');
    const cases: [GameRecord, string][] = [
      [viewRecordOf(game, final, 1), 'seat view'],
      [{ ...r, variant: 'no-such-game' }, 'unknown variant "no-such-game"'],
      [{ ...r, rulesVersion: 9 }, 'version 9 of mini-tarock'],
      [{ ...r, seats: r.seats.slice(0, 2) }, 'played with 3'],
      [{ ...r, pack: 'german36' }, 'is not the pack'],
      [{ ...r, options: { value: 5 } }, 'option value=5 is not one of 1 | 2'],
      [{ ...r, turns: [...r.turns, { actor: 0, action: { type: 'pass' } }] }, 'the deal is already over'],
    ];
    for (const [rec, message] of cases) {
      const out = replay(rec, presets);
      expect(out.ok || out.error.reason).toContain(message);
    }
  });

  it('replays the view record of a finished deal once it is marked as full (nothing is hidden then)', () => {
    const out = replay(r, presets);
    if (!out.ok) throw new Error(describeReplayError(out.error));
    const seen = viewRecordOf(game, out.value.final, 0);
    expect(replay(seen, presets).ok).toBe(false);
    expect(replay({ ...seen, view: null }, presets).ok).toBe(true);
  });
});
