/**
 * The worker thread's side of the pool: it lowers its own scheduling priority (Linux: a thread's
 * nice value is its own), says it is ready, then answers each request `{id, level, view, seed}`
 * with `{id, action, thread}` or `{id, error}`.
 */
import { readlinkSync } from 'node:fs';
import { setPriority } from 'node:os';
import { parentPort, threadId } from 'node:worker_threads';
import type { Action, View } from '@tarock/engine';
import type { BotSeed } from './levels';

export interface DecisionRequest {
  readonly id: number;
  readonly level: string;
  readonly view: View;
  readonly seed: BotSeed;
}

export type WorkerReply =
  | { readonly ready: true; readonly thread: number; readonly niced: boolean }
  | { readonly id: number; readonly action: Action; readonly thread: number }
  | { readonly id: number; readonly error: string };

/** The nice value of a decision thread: the event loop's thread wins a busy core. */
export const WORKER_NICE = 10;

/** Lowers this thread's priority (Linux only: /proc/thread-self names the thread's id). */
function niceThisThread(): boolean {
  try {
    const tid = Number(readlinkSync('/proc/thread-self').split('/').pop());
    if (!Number.isInteger(tid) || tid <= 0) return false;
    setPriority(tid, WORKER_NICE);
    return true;
  } catch {
    return false;
  }
}

export function serveDecisions(decide: (level: string, view: View, seed: BotSeed) => Action): void {
  const port = parentPort;
  if (!port) throw new Error('serveDecisions runs in a worker thread');
  const niced = niceThisThread();
  port.on('message', (req: DecisionRequest) => {
    let reply: WorkerReply;
    try {
      reply = { id: req.id, action: decide(req.level, req.view, req.seed), thread: threadId };
    } catch (e) {
      reply = { id: req.id, error: e instanceof Error ? e.message : String(e) };
    }
    port.postMessage(reply);
  });
  port.postMessage({ ready: true, thread: threadId, niced } satisfies WorkerReply);
}
