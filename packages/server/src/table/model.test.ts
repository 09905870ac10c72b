import { PRESETS, createRng, createWideRng, drawFirstDealer } from '@tarock/engine';
import { describe, expect, it } from 'vitest';
import type { TableConfig, TableEvent } from './events';
import { type TableModel, applyEvent, dealRunning, drawnFirstDealer, newModel, nextDeal } from './model';

const config: TableConfig = {
  preset: 'illustrated-beck',
  options: {},
  seats: [{ kind: 'human' }, { kind: 'human' }, { kind: 'computer', level: 'random' }],
  turnSeconds: null,
  createdAt: '2024-01-01T00:00:00.000Z',
};

function fresh(): TableModel {
  const m = newModel('t', config, PRESETS);
  if (!m.ok) throw new Error(m.error);
  return m.value;
}

/** Plays a table through its events (random legal actions) and returns the log. */
function playLog(deals: number): TableEvent[] {
  const m = fresh();
  const rng = createRng(9);
  const log: TableEvent[] = [];
  const push = (e: TableEvent) => {
    const r = applyEvent(m, e);
    if (!r.ok) throw new Error(r.error);
    log.push(e);
  };
  push({ k: 'join', seat: 0, name: 'A', tokenHash: 'a' });
  push({ k: 'join', seat: 1, name: 'B', tokenHash: 'b' });
  for (let d = 0; d < deals; d++) {
    push({ k: 'ready', seat: 0 });
    push({ k: 'ready', seat: 1 });
    while (dealRunning(m) || m.dealsDone === d) {
      const run = m.deal;
      const seed = `seed-${log.length}`;
      // As the table deals: the first deal draws the first dealer, and its event keeps him.
      const firstDealer = drawnFirstDealer(m, seed);
      const state = run && dealRunning(m) ? run.state : nextDeal(m, firstDealer).state;
      if (state.toAct === 'chance') {
        const action = m.game.sampleDeal(state, createWideRng(seed));
        if (action.type !== 'deal') throw new Error('no deal');
        push({
          k: 'deal',
          seed,
          seedHash: `hash-${seed}`,
          action,
          ...(firstDealer !== undefined ? { firstDealer } : {}),
        });
        continue;
      }
      const seat = state.toAct;
      if (typeof seat !== 'number') break;
      const legal = m.game.legalActions(state);
      const action = legal[rng.int(legal.length)];
      if (!action) throw new Error('no legal action');
      push({ k: 'act', seat, action, by: seat === 2 ? 'computer' : 'player' });
    }
  }
  return log;
}

const snapshot = (m: TableModel) => JSON.stringify({ ...m, preset: null, game: null });

describe('the table model', () => {
  it('a table rebuilt from its log is the table that was (two deals of a match)', () => {
    const log = playLog(2);
    const a = fresh();
    const b = fresh();
    const finished = log.map((e) => applyEvent(a, e)).filter((r) => r.ok && r.value !== null);
    for (const e of log) applyEvent(b, e);
    expect(finished).toHaveLength(2);
    expect(a.dealsDone).toBe(2);
    expect(snapshot(a)).toBe(snapshot(b));
    expect(a.seq).toBe(log.filter((e) => e.k === 'deal' || e.k === 'act').length);
  });

  it("the first dealer is drawn as the rule set says, from the first deal's seed, and kept in its event; the next deal goes on from him", () => {
    const m = fresh();
    const dealers = new Set<number>();
    for (let i = 0; i < 30; i++) {
      const seed = `first-${i}`;
      const drawn = drawnFirstDealer(m, seed) ?? -1;
      expect(drawn).toBe(drawFirstDealer(m.game, createRng(`${seed}/first-dealer`)).dealer);
      expect(nextDeal(m, drawn).state.dealer).toBe(drawn);
      dealers.add(drawn);
    }
    expect([...dealers].sort()).toEqual([0, 1, 2]);
    const log = playLog(2);
    const again = fresh();
    const finished = log.flatMap((e) => {
      const r = applyEvent(again, e);
      return r.ok && r.value ? [r.value] : [];
    });
    const firstDeal = log.find((e) => e.k === 'deal');
    if (firstDeal?.k !== 'deal') throw new Error('no deal');
    const drawn = drawFirstDealer(again.game, createRng(`${firstDeal.seed}/first-dealer`)).dealer;
    expect(firstDeal.firstDealer).toBe(drawn);
    expect(finished.map((d) => d.record.dealer)).toEqual([drawn, (drawn + 1) % 3]);
  });

  it('a log written before the first dealer was drawn (its deal event names none) is rebuilt with seat 0 dealing first, as it was dealt', () => {
    // Dealt as the old server dealt it: seat 0 first.
    const m = fresh();
    const first = nextDeal(m, undefined);
    expect(first.state.dealer).toBe(0);
    const action = m.game.sampleDeal(first.state, createWideRng('old'));
    if (action.type !== 'deal') throw new Error('no deal');
    const r = applyEvent(m, { k: 'deal', seed: 'old', seedHash: 'hash-old', action });
    expect(r.ok).toBe(true);
    expect(m.deal?.state.dealer).toBe(0);
  });

  it('an event that does not apply changes nothing', () => {
    const log = playLog(1);
    const m = fresh();
    // Stop in the middle of the deal.
    const middle = log.findIndex((e, i) => e.k === 'act' && i > log.length / 2);
    for (const e of log.slice(0, middle)) applyEvent(m, e);
    const before = snapshot(m);
    const next = log[middle];
    if (next?.k !== 'act') throw new Error('expected an action');
    const bad: TableEvent[] = [
      { ...next, seat: (next.seat + 1) % 3 },
      { k: 'act', seat: next.seat, action: { type: 'play', card: 999 }, by: 'player' },
      { k: 'join', seat: 0, name: 'X', tokenHash: 'x' },
      { k: 'join', seat: 2, name: 'X', tokenHash: 'x' },
      { k: 'ready', seat: 0 },
      { k: 'leave', seat: 2 },
      { k: 'deal', seed: 's', seedHash: 'h', action: { type: 'deal', hands: [], talon: [] } },
    ];
    for (const e of bad) {
      expect(applyEvent(m, e).ok).toBe(false);
      expect(snapshot(m)).toBe(before);
    }
    expect(applyEvent(m, next).ok).toBe(true);
  });

  it('refuses a configuration the preset cannot play', () => {
    expect(newModel('t', { ...config, preset: 'nope' }, PRESETS).ok).toBe(false);
    expect(newModel('t', { ...config, seats: [{ kind: 'human' }] }, PRESETS).ok).toBe(false);
    expect(newModel('t', { ...config, options: { valat: 'maybe' } }, PRESETS).ok).toBe(false);
  });

  it('a reissue gives a taken seat a new token hash and keeps its name and readiness; a free seat has none to replace', () => {
    const m = fresh();
    expect(applyEvent(m, { k: 'reissue', seat: 0, tokenHash: 'new' })).toEqual({
      ok: false,
      error: 'seat 0 is free',
    });
    expect(m.pos).toBe(0);
    for (const e of [
      { k: 'join', seat: 0, name: 'A', tokenHash: 'old' },
      { k: 'ready', seat: 0 },
      { k: 'reissue', seat: 0, tokenHash: 'new' },
    ] as const)
      expect(applyEvent(m, e).ok).toBe(true);
    expect(m.seats[0]).toEqual({ name: 'A', tokenHash: 'new', ready: true, fromNextDeal: false });
    expect(m.pos).toBe(3);
    expect(m.seq).toBe(0);
  });

  it('a seat taken during a deal is played from the next deal: the join event after the deal event says so', () => {
    const log = playLog(2);
    const m = fresh();
    // Seat 1's player gives the seat up in the middle of the first deal, and another takes it.
    const middle = log.findIndex((e, i) => e.k === 'act' && i > 6);
    for (const e of log.slice(0, middle)) applyEvent(m, e);
    for (const e of [
      { k: 'leave', seat: 1 },
      { k: 'join', seat: 1, name: 'C', tokenHash: 'c' },
    ] as const)
      expect(applyEvent(m, e).ok).toBe(true);
    expect(m.seats[1]).toMatchObject({ name: 'C', fromNextDeal: true });
    // A reissue keeps it (the host vouches for the same player); the deal's end clears it.
    expect(applyEvent(m, { k: 'reissue', seat: 1, tokenHash: 'c2' }).ok).toBe(true);
    expect(m.seats[1]?.fromNextDeal).toBe(true);
    // The rest of the deal, to its end.
    let next = middle;
    while (dealRunning(m)) expect(applyEvent(m, log[next++] as TableEvent).ok).toBe(true);
    expect(m.dealsDone).toBe(1);
    expect(m.seats[1]?.fromNextDeal).toBe(false);
    // A rebuilt table knows the same (the log is the table).
    const rebuilt = fresh();
    const events: TableEvent[] = [
      ...log.slice(0, middle),
      { k: 'leave', seat: 1 },
      { k: 'join', seat: 1, name: 'C', tokenHash: 'c' },
    ];
    for (const e of events) applyEvent(rebuilt, e);
    expect(rebuilt.seats[1]?.fromNextDeal).toBe(true);
    // Between deals a join takes the seat at once.
    for (const e of [
      { k: 'leave', seat: 0 },
      { k: 'join', seat: 0, name: 'D', tokenHash: 'd' },
    ] as const)
      expect(applyEvent(m, e).ok).toBe(true);
    expect(m.seats[0]).toMatchObject({ name: 'D', fromNextDeal: false });
  });
});
