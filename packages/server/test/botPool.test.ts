import { threadId } from 'node:worker_threads';
import { type Game, type State, type View, createRng, loadGame } from '@tarock/engine';
import { afterEach, describe, expect, it } from 'vitest';
import { BOT_LEVELS } from '../src/computer/levels';
import { BotPool } from '../src/computer/pool';

const FAULTY = new URL('./helpers/faultyWorker.mjs', import.meta.url);
const SEED = [1, 2, 3, 5] as const;

function game(): Game {
  const g = loadGame('haferltarock');
  if (!g.ok) throw new Error(g.error);
  return g.value;
}

/** The view of the seat to act after the cards are dealt. */
function firstView(g: Game, seed: number): View {
  const s0: State = g.newDeal();
  const dealt = g.apply(s0, g.sampleDeal(s0, createRng(seed)));
  if (!dealt.ok) throw new Error(dealt.error);
  const toAct = dealt.value.toAct;
  if (typeof toAct !== 'number') throw new Error('nobody to act after the deal');
  return g.view(dealt.value, toAct);
}

let pool: BotPool | null = null;
afterEach(async () => {
  await pool?.close();
  pool = null;
});

describe('the computer players run on worker threads', () => {
  it('a decision is made in a worker thread (never the event loop) and is one of the legal actions', async () => {
    const g = game();
    pool = new BotPool({ size: 2 });
    const views = [1, 2, 3, 4].map((s) => firstView(g, s));
    const made = await Promise.all(
      views.map((v, i) => (pool as BotPool).decide(BOT_LEVELS[i % 2] ?? 'random', v, SEED)),
    );
    made.forEach((d, i) => {
      expect(d.thread).not.toBe(threadId);
      expect(d.thread).toBeGreaterThan(0);
      expect(views[i]?.legal).toContainEqual(d.action);
    });
    // Four decisions at once on a pool of two: at most two threads did the work.
    expect(new Set(made.map((d) => d.thread)).size).toBeLessThanOrEqual(2);
    expect(pool.stats()).toMatchObject({ decided: 4, replaced: 0 });
    // Below the event loop's priority where the system allows it (Linux).
    if (process.platform === 'linux') expect(pool.stats().niced).toBe(true);
  });

  it('an unknown level or a player that throws fails that decision only; the worker stays', async () => {
    const g = game();
    pool = new BotPool({ size: 1, script: FAULTY, levels: [...BOT_LEVELS, 'throws'] });
    const view = firstView(g, 7);
    const first = await pool.decide('random', view, SEED);
    await expect(pool.decide('throws', view, SEED)).rejects.toThrow('a computer player that throws');
    await expect(pool.decide('nobody', view, SEED)).rejects.toThrow('unknown player');
    const after = await pool.decide('random', view, SEED);
    expect(after.thread).toBe(first.thread);
    expect(pool.stats()).toMatchObject({ decided: 2, replaced: 0, workers: 1 });
  });

  it('a worker that crashes is replaced: its decision fails, the next one is made by a new worker', async () => {
    const g = game();
    const lost: string[] = [];
    pool = new BotPool({ size: 1, script: FAULTY, onWorkerLost: (r) => lost.push(r) });
    const view = firstView(g, 8);
    const before = await pool.decide('random', view, SEED);
    const crashed = expect(pool.decide('crashes', view, SEED)).rejects.toThrow(/exited \(code 3\)/);
    const waiting = pool.decide('random', view, SEED);
    await crashed;
    // The decision queued behind the crash is made by the replacement.
    const after = await waiting;
    const next = await pool.decide('heuristic', view, SEED);
    expect([after.thread, next.thread]).not.toContain(before.thread);
    expect(view.legal).toContainEqual(next.action);
    expect(pool.stats()).toMatchObject({ replaced: 1, workers: 1 });
    expect(lost).toHaveLength(1);
  });

  it('a worker that hangs is ended after the time limit and replaced, while the event loop runs on', async () => {
    const g = game();
    pool = new BotPool({ size: 1, script: FAULTY, timeoutMs: 400 });
    const view = firstView(g, 9);
    const warm = await pool.decide('random', view, SEED);
    let ticks = 0;
    const ticker = setInterval(() => ticks++, 10);
    const hung = pool.decide('hangs', view, SEED);
    await expect(hung).rejects.toThrow(/took longer than 400 ms \(hangs\)/);
    clearInterval(ticker);
    // The spinning player never held up this thread: its timers kept firing meanwhile.
    expect(ticks).toBeGreaterThan(0);
    const after = await pool.decide('random', view, SEED);
    expect(after.thread).not.toBe(warm.thread);
    expect(pool.stats()).toMatchObject({ replaced: 1 });
  });

  it('closing the pool fails the decisions still waiting and ends the workers', async () => {
    const g = game();
    pool = new BotPool({ size: 1, script: FAULTY, timeoutMs: 60_000 });
    const view = firstView(g, 10);
    await pool.decide('random', view, SEED);
    const hung = pool.decide('hangs', view, SEED);
    const queued = pool.decide('random', view, SEED);
    const failed = [expect(hung).rejects.toThrow('closed'), expect(queued).rejects.toThrow('closed')];
    await pool.close();
    await Promise.all(failed);
    expect(pool.stats().workers).toBe(0);
    await expect(pool.decide('random', view, SEED)).rejects.toThrow('closed');
  });
});
