/**
 * The server's computer players on a small pool of worker threads. A decision is sent to a
 * worker as the seat's View, the level and a seed (never the State) and comes back as an action,
 * which the table then checks with the engine. Workers start when first needed, run at a lower
 * priority than the event loop (serve.ts), and a worker that crashes, or takes longer than
 * `timeoutMs` over one decision, is ended and replaced; its decision is rejected, so the table
 * falls back to a cheap move. Decisions beyond the pool's size wait in line.
 */
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { View } from '@tarock/engine';
import { BOT_LEVELS, type BotSeed } from './levels';
import type { ComputerPlayers, Decision } from './players';
import type { DecisionRequest, WorkerReply } from './serve';

export interface PoolOptions {
  /** Worker threads (default: one fewer than the cores, at least 1, at most 4). */
  readonly size?: number;
  /** Longest a decision may take before its worker is replaced. Default 30 s. */
  readonly timeoutMs?: number;
  /** Longest a new worker may take to load. Default 60 s. */
  readonly startMs?: number;
  /** The levels tables may seat (default: the bots registry's). */
  readonly levels?: readonly string[];
  /** The worker's script (default: worker.mjs beside this file); tests give a faulty one. */
  readonly script?: URL;
  /** Told of every replaced worker (the decision itself is rejected as well). */
  readonly onWorkerLost?: (reason: string) => void;
}

export function defaultPoolSize(): number {
  return Math.max(1, Math.min(4, availableParallelism() - 1));
}

interface Job {
  readonly req: DecisionRequest;
  readonly resolve: (d: Decision) => void;
  readonly reject: (e: Error) => void;
}

interface Slot {
  readonly worker: Worker;
  ready: boolean;
  /** False once the slot was given up (crashed, timed out, closed). */
  live: boolean;
  job: Job | null;
  timer: NodeJS.Timeout | null;
  thread: number;
}

export interface PoolStats {
  /** Decisions answered by a worker. */
  readonly decided: number;
  /** Workers ended because they crashed or took too long. */
  readonly replaced: number;
  /** Worker threads running now. */
  readonly workers: number;
  /** Decisions being made now. */
  readonly busy: number;
  /** Whether the workers run below the event loop's priority. */
  readonly niced: boolean;
}

export class BotPool implements ComputerPlayers {
  private readonly size: number;
  private readonly timeoutMs: number;
  private readonly startMs: number;
  private readonly levels: ReadonlySet<string>;
  private readonly script: URL;
  private readonly slots: Slot[] = [];
  private readonly waiting: Job[] = [];
  private nextId = 1;
  private closed = false;
  private decided = 0;
  private replaced = 0;
  private niced = false;

  constructor(private readonly options: PoolOptions = {}) {
    const size = options.size ?? defaultPoolSize();
    // NaN would compare false with every count of workers: the pool would never stop growing.
    if (!Number.isInteger(size) || size < 1)
      throw new RangeError(`a pool needs a whole number of worker threads, at least 1 (got ${size})`);
    this.size = size;
    this.timeoutMs = options.timeoutMs ?? 30_000;
    this.startMs = options.startMs ?? 60_000;
    this.levels = new Set(options.levels ?? BOT_LEVELS);
    this.script = options.script ?? new URL('./worker.mjs', import.meta.url);
  }

  has(level: string): boolean {
    return this.levels.has(level);
  }

  decide(level: string, view: View, seed: BotSeed): Promise<Decision> {
    if (this.closed) return Promise.reject(new Error('the computer players are closed'));
    return new Promise((resolve, reject) => {
      this.waiting.push({ req: { id: this.nextId++, level, view, seed }, resolve, reject });
      this.pump();
    });
  }

  stats(): PoolStats {
    return {
      decided: this.decided,
      replaced: this.replaced,
      workers: this.slots.length,
      busy: this.slots.filter((s) => s.job !== null).length,
      niced: this.niced,
    };
  }

  async close(): Promise<void> {
    this.closed = true;
    const gone = new Error('the computer players are closed');
    for (const job of this.waiting.splice(0)) job.reject(gone);
    const slots = this.slots.splice(0);
    await Promise.all(
      slots.map((slot) => {
        this.retire(slot);
        slot.job?.reject(gone);
        slot.job = null;
        return slot.worker.terminate();
      }),
    );
  }

  /** Hands waiting decisions to idle workers, starting workers up to the pool's size. */
  private pump(): void {
    while (this.waiting.length > 0 && !this.closed) {
      const idle = this.slots.find((s) => s.ready && s.job === null);
      if (idle) {
        const job = this.waiting.shift();
        if (job) this.send(idle, job);
        continue;
      }
      // Every worker is busy or still loading: start another if the pool may grow.
      if (this.slots.filter((s) => !s.ready).length >= this.waiting.length) return;
      if (this.slots.length >= this.size) return;
      this.start();
    }
  }

  private start(): void {
    const worker = new Worker(this.script);
    worker.unref();
    const slot: Slot = { worker, ready: false, live: true, job: null, timer: null, thread: worker.threadId };
    this.slots.push(slot);
    slot.timer = setTimeout(() => this.lose(slot, `did not start within ${this.startMs} ms`), this.startMs);
    worker.on('message', (m: WorkerReply) => this.onReply(slot, m));
    worker.on('error', (e) => this.lose(slot, `crashed: ${e.message}`));
    worker.on('exit', (code) => this.lose(slot, `exited (code ${code})`));
  }

  private send(slot: Slot, job: Job): void {
    slot.job = job;
    slot.timer = setTimeout(
      () => this.lose(slot, `took longer than ${this.timeoutMs} ms (${job.req.level})`),
      this.timeoutMs,
    );
    slot.worker.postMessage(job.req);
  }

  private onReply(slot: Slot, m: WorkerReply): void {
    if (!slot.live) return;
    if ('ready' in m) {
      this.clearTimer(slot);
      slot.ready = true;
      slot.thread = m.thread;
      this.niced = m.niced;
      this.pump();
      return;
    }
    const job = slot.job;
    if (!job || job.req.id !== m.id) return;
    this.clearTimer(slot);
    slot.job = null;
    if ('error' in m) job.reject(new Error(`${job.req.level}: ${m.error}`));
    else {
      this.decided++;
      job.resolve({ action: m.action, thread: m.thread });
    }
    this.pump();
  }

  /** The worker crashed, exited or hung: its decision fails, the worker goes, another starts. */
  private lose(slot: Slot, reason: string): void {
    if (!slot.live || this.closed) return;
    this.retire(slot);
    this.replaced++;
    const i = this.slots.indexOf(slot);
    if (i >= 0) this.slots.splice(i, 1);
    void slot.worker.terminate();
    const message = `computer-player worker ${slot.thread} ${reason}`;
    this.options.onWorkerLost?.(message);
    slot.job?.reject(new Error(message));
    slot.job = null;
    // A worker that could not even start: the decisions waiting for it fail too (no restart
    // loop); the next decision tries a fresh worker.
    if (!slot.ready) for (const job of this.waiting.splice(0)) job.reject(new Error(message));
    this.pump();
  }

  private retire(slot: Slot): void {
    slot.live = false;
    this.clearTimer(slot);
  }

  private clearTimer(slot: Slot): void {
    if (slot.timer) clearTimeout(slot.timer);
    slot.timer = null;
  }
}
