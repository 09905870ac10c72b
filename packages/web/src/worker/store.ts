/**
 * Where the worker keeps the match across a reload: one snapshot, read, replaced or removed. The
 * browser's is IndexedDB (`idbStore.ts`; a worker has no localStorage); tests use `memoryStore`.
 * What `get` returns is whatever was stored, unchecked: `TableSession.restore` checks it.
 */
import { type Result, ok } from '@tarock/engine';
import type { Snapshot } from './snapshot';

export interface MatchStore {
  /** The snapshot kept, or undefined when none is. */
  get(): Promise<Result<unknown>>;
  put(snapshot: Snapshot): Promise<Result<void>>;
  clear(): Promise<Result<void>>;
}

/** A store in memory; `saved` is what it holds (a test may put anything there). */
export function memoryStore(initial?: unknown): MatchStore & { saved: unknown } {
  const store = {
    saved: initial,
    get: async (): Promise<Result<unknown>> => ok(structuredClone(store.saved)),
    put: async (s: Snapshot): Promise<Result<void>> => {
      // A copy, as IndexedDB keeps one: the session's later changes must not reach what was saved.
      store.saved = structuredClone(s);
      return ok(undefined);
    },
    clear: async (): Promise<Result<void>> => {
      store.saved = undefined;
      return ok(undefined);
    },
  };
  return store;
}
