/**
 * Running a bot match on several cores: the deals are handed out in small batches to worker
 * threads (each with its own players), the results summed up as they come. Every deal's outcome
 * depends on the seed and its number only, so the figures are the same for any number of workers.
 * Node only.
 */
import { Worker } from 'node:worker_threads';
import { availableParallelism } from 'node:os';
import { type Game, type Result, loadGame } from '@tarock/engine';
import {
  type DealResult,
  type MatchReport,
  type MatchSpec,
  type OnFinal,
  runDeals,
  summarize,
} from './match';
import type { FinalDeal, WorkRequest } from './matchWorker';

export interface RunOptions {
  /** Worker threads (default: the cores available; 1 runs in this thread). */
  readonly workers?: number;
  /** Deals per batch handed to a worker. */
  readonly batch?: number;
  /** Called with every finished deal, for records (the deals arrive in batches, not in order). */
  readonly onFinal?: OnFinal;
  /** Called after every batch with the deals done so far. */
  readonly onProgress?: (done: number, total: number) => void;
  /**
   * The game, when it is not one of the engine's presets (a test rule set): such a match runs in
   * this thread, since a worker can load a game by its name only.
   */
  readonly game?: Game;
}

export async function runMatch(spec: MatchSpec, opts: RunOptions = {}): Promise<MatchReport> {
  const byName = loadGame(spec.game);
  const game: Result<Game> = opts.game ? { ok: true, value: opts.game } : byName;
  if (!game.ok) throw new Error(game.error);
  const all = Array.from({ length: spec.deals }, (_, i) => i);
  const batch = Math.max(1, opts.batch ?? 4);
  const batches: number[][] = [];
  for (let i = 0; i < all.length; i += batch) batches.push(all.slice(i, i + batch));
  const wanted = byName.ok ? (opts.workers ?? availableParallelism()) : 1;
  const workers = Math.max(1, Math.min(wanted, batches.length));
  const results: DealResult[] = [];
  let done = 0;
  if (workers === 1) {
    for (const b of batches) {
      results.push(...runDeals(game.value, spec, b, opts.onFinal));
      done += b.length;
      opts.onProgress?.(done, spec.deals);
    }
    return summarize(spec, results);
  }
  const queue = [...batches];
  await Promise.all(
    Array.from({ length: workers }, async () => {
      const worker = new Worker(new URL('./matchWorker.mjs', import.meta.url));
      try {
        for (let b = queue.shift(); b; b = queue.shift()) {
          const req: WorkRequest = { spec, deals: b, keepFinals: opts.onFinal !== undefined };
          const reply = await ask(worker, req);
          results.push(...reply.results);
          for (const f of reply.finals) opts.onFinal?.(f.deal, f.seating, f.final);
          done += b.length;
          opts.onProgress?.(done, spec.deals);
        }
      } finally {
        await worker.terminate();
      }
    }),
  );
  return summarize(spec, results);
}

interface Reply {
  readonly results: DealResult[];
  readonly finals: FinalDeal[];
}

function ask(worker: Worker, req: WorkRequest): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const onMessage = (msg: Reply | { error: string }) => {
      worker.off('error', onError);
      if ('error' in msg) reject(new Error(msg.error));
      else resolve(msg);
    };
    const onError = (e: Error) => {
      worker.off('message', onMessage);
      reject(e);
    };
    worker.once('message', onMessage);
    worker.once('error', onError);
    worker.postMessage(req);
  });
}
