import { PRESETS, createWideRng } from '@tarock/engine';
import type { Action, Seat, View } from '@tarock/engine';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ComputerPlayers } from '../computer/players';
import { ComputerDecisions } from './decisions';
import type { TableConfig } from './events';
import { type TableModel, applyEvent, newModel, nextDeal } from './model';

/** A dealt table whose three seats are computer players of `level`. */
function dealtTable(level: string): TableModel {
  const config: TableConfig = {
    preset: 'haferltarock',
    options: {},
    seats: [0, 1, 2].map(() => ({ kind: 'computer' as const, level })),
    turnSeconds: null,
    createdAt: '2024-01-01T00:00:00.000Z',
  };
  const made = newModel('t', config, PRESETS);
  if (!made.ok) throw new Error(made.error);
  return dealt(made.value);
}

function dealt(made: TableModel): TableModel {
  const { state } = nextDeal(made, 0);
  const action = made.game.sampleDeal(state, createWideRng('decisions'));
  if (action.type !== 'deal') throw new Error('no deal');
  const applied = applyEvent(made, { k: 'deal', seed: 's', seedHash: 'h', action, firstDealer: 0 });
  if (!applied.ok) throw new Error(applied.error);
  return made;
}

/** Computer players that take `thinkMs[i]` over their i-th decision and choose the first legal action. */
function players(thinkMs: number[]): ComputerPlayers {
  let i = 0;
  return {
    has: () => true,
    decide: (_level: string, view: View) => {
      const ms = thinkMs[i++] ?? 0;
      const action = view.legal[0] as Action;
      return new Promise((resolve) => setTimeout(() => resolve({ action, thread: 1 }), ms));
    },
    close: async () => {},
  };
}

function decisions(m: TableModel, thinkMs: number[], delayMs = 300) {
  const played: { seat: Seat; at: number }[] = [];
  const d = new ComputerDecisions({
    model: m,
    players: players(thinkMs),
    delayMs,
    now: () => Date.now(),
    enqueue: (fn) => Promise.resolve().then(fn),
    onError: (e) => {
      throw e;
    },
    play: async (seat) => {
      played.push({ seat, at: Date.now() });
    },
  });
  return { d, played };
}

describe("a computer player's move at a table", () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: 0 });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('comes after the pause whether it took thought or none: its timing tells nothing of the hand', async () => {
    for (const think of [0, 150, 299]) {
      const m = dealtTable('random');
      const start = Date.now();
      const { d, played } = decisions(m, [think]);
      const seat = m.deal?.state.toAct as Seat;
      d.ask(seat, m.seq, false);
      await vi.advanceTimersByTimeAsync(299);
      expect(played, `${think} ms of thought`).toEqual([]);
      expect(d.thinking).toBe(true);
      await vi.advanceTimersByTimeAsync(1);
      expect(played, `${think} ms of thought`).toEqual([{ seat, at: start + 300 }]);
      expect(d.thinking).toBe(false);
    }
  });

  it('a decision longer than the pause is played when it is made', async () => {
    const m = dealtTable('random');
    const start = Date.now();
    const { d, played } = decisions(m, [500]);
    d.ask(m.deal?.state.toAct as Seat, m.seq, false);
    await vi.advanceTimersByTimeAsync(600);
    expect(played.map((p) => p.at)).toEqual([start + 500]);
  });

  it("a level that thinks longer than the pause is given its own time as the pause (pimc:strong's card)", async () => {
    const m = dealtTable('pimc:strong');
    const start = Date.now();
    const { d, played } = decisions(m, [0]);
    d.ask(m.deal?.state.toAct as Seat, m.seq, false);
    await vi.advanceTimersByTimeAsync(2000);
    expect(played.map((p) => p.at)).toEqual([start + 950]);
  });

  it('the move of a player whose time ran out is played when it is made (the turn timer was its pause)', async () => {
    const m = dealtTable('random');
    const start = Date.now();
    const { d, played } = decisions(m, [20]);
    d.ask(m.deal?.state.toAct as Seat, m.seq, true);
    await vi.advanceTimersByTimeAsync(1000);
    expect(played.map((p) => p.at)).toEqual([start + 20]);
  });

  it('a move held for its pause is dropped if the turn is no longer its own (a player came back)', async () => {
    const m = dealtTable('random');
    const { d, played } = decisions(m, [0]);
    d.ask(m.deal?.state.toAct as Seat, m.seq, false);
    await vi.advanceTimersByTimeAsync(100);
    d.keepIf(() => false);
    await vi.advanceTimersByTimeAsync(1000);
    expect(played).toEqual([]);
  });
});
