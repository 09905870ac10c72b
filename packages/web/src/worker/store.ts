/**
 * Where the worker keeps the matches against computer players across a reload: one entry per
 * unfinished match, under the match's id (its id in the offline history), with when it was last
 * used and which tab (worker) plays it. The browser's is IndexedDB (`idbStore.ts`; a worker has no
 * localStorage); tests use `memoryStore`. What `all` returns is whatever was stored, unchecked:
 * `TableSession.restore` checks each snapshot.
 */
import { type Result, ok } from '@tarock/engine';
import type { Snapshot } from './snapshot';

/** How many unfinished matches a browser keeps: a new one beyond drops the one used longest ago. */
export const KEPT_MATCHES = 10;

/** One kept match as stored. */
export interface KeptEntry {
  /** The match's id (`Snapshot.history.id`). */
  readonly id: string;
  /** When it was last played or continued (ms since the epoch): the setup offers the newest first. */
  readonly used: number;
  /** The worker (one a tab) playing it; another tab's Continue takes it over. */
  readonly owner: string;
  /** The snapshot as written (unchecked when read). */
  readonly snapshot: unknown;
}

/**
 * What a write did: `kept`, or `elsewhere` when another tab has continued the match since this one
 * last wrote it (the entry was left as that tab wrote it).
 */
export type Written = 'kept' | 'elsewhere';

export interface MatchStore {
  /** Every match kept, in no order (a damaged entry as it was found). */
  all(): Promise<Result<readonly KeptEntry[]>>;
  /**
   * Writes the match: unless `claim`, only where no other owner has written it since (else
   * `elsewhere`, and nothing written); with `claim` (a Continue) the match becomes this owner's.
   */
  put(entry: KeptEntry & { readonly snapshot: Snapshot }, claim: boolean): Promise<Result<Written>>;
  remove(id: string): Promise<Result<void>>;
}

/** Whether `entry` may be written over `stored` (the one kept under its id, if any). */
export function mayWrite(stored: unknown, entry: KeptEntry, claim: boolean): boolean {
  if (claim || typeof stored !== 'object' || stored === null) return true;
  return (stored as { owner?: unknown }).owner === entry.owner;
}

/** A store in memory; `kept` is what it holds by id (a test may put anything there). */
export function memoryStore(
  initial: readonly KeptEntry[] = [],
): MatchStore & { kept: Map<string, KeptEntry> } {
  const kept = new Map(initial.map((e) => [e.id, structuredClone(e)]));
  return {
    kept,
    all: async () => ok([...kept.values()].map((e) => structuredClone(e))),
    put: async (entry, claim) => {
      if (!mayWrite(kept.get(entry.id), entry, claim)) return ok('elsewhere');
      // A copy, as IndexedDB keeps one: the session's later changes must not reach what was saved.
      kept.set(entry.id, structuredClone(entry));
      return ok('kept');
    },
    remove: async (id) => {
      kept.delete(id);
      return ok(undefined);
    },
  };
}

/**
 * The one match an older app kept (the database's version 1: one snapshot under the key
 * `current`) as an entry of this layout: under its id in the history, given `fresh` as its identity
 * where it has none (written before the history), used `now`, played by no tab yet. Nothing kept:
 * null. A damaged one is carried over as it is, so that the setup says why it cannot be restored,
 * as before.
 */
export function keptFromOld(
  old: unknown,
  fresh: { readonly id: string; readonly started: number },
  now: number,
): KeptEntry | null {
  if (old === undefined || old === null) return null;
  const entry = (snapshot: unknown, id: string): KeptEntry => ({ id, used: now, owner: '', snapshot });
  if (typeof old !== 'object' || Array.isArray(old)) return entry(old, fresh.id);
  const history = (old as { history?: unknown }).history;
  if (history === undefined) return entry({ ...old, history: fresh }, fresh.id);
  const id = typeof history === 'object' && history !== null ? (history as { id?: unknown }).id : undefined;
  return entry(old, typeof id === 'string' && id !== '' ? id : fresh.id);
}
