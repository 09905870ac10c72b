/**
 * Where the worker keeps the matches against computer players across a reload: one entry per
 * unfinished match, under the match's id (its id in the offline history), with when it was last
 * used and which tab (worker) plays it. The browser's is IndexedDB (`idbStore.ts`; a worker has no
 * localStorage); tests use `memoryStore`. What `all` returns is whatever was stored, unchecked:
 * `TableSession.restore` checks each snapshot.
 */
import { type Result, ok } from '@tarock/engine';
import type { FinishedDeal } from './history';
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
  /**
   * The deal just over that the offline history may not hold yet (`FinishedDeal`, unchecked when
   * read): written with the snapshot that finished it, in the same write, and cleared (`settle`)
   * once the history has it. Whoever reads it still there puts it in the history (`repairOwed`).
   */
  readonly owed?: unknown;
}

/**
 * How a write may go: a new match's first (`fresh`: where nothing is kept under its id yet, or
 * this owner's), this owner's later ones (`own`: only over its own entry, so a match discarded
 * meanwhile stays discarded), a Continue's (`claim`: over anything; the match becomes this
 * owner's).
 */
export type WriteMode = 'fresh' | 'own' | 'claim';

/**
 * What a write did: `kept`; `elsewhere` when another tab has continued the match since this one
 * last wrote it (the entry was left as that tab wrote it); `gone` when it was discarded since (by
 * another tab, or dropped to make room: nothing written).
 */
export type Written = 'kept' | 'elsewhere' | 'gone';

export interface MatchStore {
  /** Every match kept, in no order (a damaged entry as it was found). */
  all(): Promise<Result<readonly KeptEntry[]>>;
  /** Writes the match as `mode` allows (`writeVerdict`); anything but `kept`: nothing written. */
  put(
    entry: KeptEntry & { readonly snapshot: Snapshot; readonly owed?: FinishedDeal },
    mode: WriteMode,
  ): Promise<Result<Written>>;
  /** Clears the entry's `owed` where it is deal `deal` (the history has it); the rest as it is. */
  settle(id: string, deal: number): Promise<Result<void>>;
  /** Who plays the match `id` now (its entry's owner), or null when none is kept under it. */
  owner(id: string): Promise<Result<string | null>>;
  remove(id: string): Promise<Result<void>>;
}

/** What a write of `entry` in `mode` over `stored` (the entry kept under its id, if any) does. */
export function writeVerdict(stored: unknown, entry: KeptEntry, mode: WriteMode): Written {
  if (mode === 'claim') return 'kept';
  if (typeof stored !== 'object' || stored === null) return mode === 'fresh' ? 'kept' : 'gone';
  return (stored as { owner?: unknown }).owner === entry.owner ? 'kept' : 'elsewhere';
}

/** The owner of an entry as stored (a damaged one's: none, ''); null when nothing is stored. */
export function ownerOf(stored: unknown): string | null {
  if (typeof stored !== 'object' || stored === null) return null;
  const owner = (stored as { owner?: unknown }).owner;
  return typeof owner === 'string' ? owner : '';
}

/** The deal number of an entry's `owed` as stored (null: none, or not of that shape). */
export function owedDeal(owed: unknown): number | null {
  if (typeof owed !== 'object' || owed === null) return null;
  const deal = (owed as { deal?: { deal?: unknown } }).deal?.deal;
  return typeof deal === 'number' ? deal : null;
}

/** A store in memory; `kept` is what it holds by id (a test may put anything there). */
export function memoryStore(
  initial: readonly KeptEntry[] = [],
): MatchStore & { kept: Map<string, KeptEntry> } {
  const kept = new Map(initial.map((e) => [e.id, structuredClone(e)]));
  return {
    kept,
    all: async () => ok([...kept.values()].map((e) => structuredClone(e))),
    put: async (entry, mode) => {
      const verdict = writeVerdict(kept.get(entry.id), entry, mode);
      if (verdict !== 'kept') return ok(verdict);
      // A copy, as IndexedDB keeps one: the session's later changes must not reach what was saved.
      kept.set(entry.id, structuredClone(entry));
      return ok('kept');
    },
    owner: async (id) => ok(ownerOf(kept.get(id))),
    settle: async (id, deal) => {
      const e = kept.get(id);
      if (e && owedDeal(e.owed) === deal) {
        const { owed: _, ...rest } = e;
        kept.set(id, rest);
      }
      return ok(undefined);
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
