/**
 * The match store over IndexedDB (`idbStore.ts`), on an IndexedDB in memory
 * (`fakeIndexedDb.test-helper.ts`): a write that throws in a request's success handler (a value
 * that cannot be stored, a quota spent, a database closed) is the store's refusal, an error value
 * the app says as "This browser cannot keep the match"; nothing of it escapes as an uncaught
 * error (in the worker, its `onerror`: the page showed a worker error). Before, the writes in
 * `put`, `settle` and the version 1 upgrade threw out of their handlers.
 */
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { useFakeIndexedDb } from './fakeIndexedDb.test-helper';
import type { Snapshot } from './snapshot';
import type { MatchStore } from './store';

const idb = useFakeIndexedDb();

beforeEach(() => {
  vi.resetModules();
});

/** The store, its database opened afresh on this test's IndexedDB. */
const store = async () => (await import('./idbStore')).idbStore;

/** A match to write: its snapshot is not read by the store (any value stands for one here). */
const entry = (id: string, snapshot: unknown = { deals: 1 }): Parameters<MatchStore['put']>[0] => ({
  id,
  used: 1000,
  owner: 'tab-1',
  snapshot: snapshot as Snapshot,
});

describe('the match store over IndexedDB', () => {
  test('a match written is read back; one discarded is gone', async () => {
    const s = await store();
    expect(await s.put(entry('m1'), 'fresh')).toEqual({ ok: true, value: 'kept' });
    expect(await s.all()).toEqual({ ok: true, value: [entry('m1')] });
    expect(await s.owner('m1')).toEqual({ ok: true, value: 'tab-1' });
    expect(await s.remove('m1')).toEqual({ ok: true, value: undefined });
    expect(await s.all()).toEqual({ ok: true, value: [] });
    expect(idb.current.uncaught).toEqual([]);
  });

  test('a value IndexedDB cannot store (DataCloneError in put’s success handler): refused, nothing thrown out', async () => {
    const s = await store();
    const r = await s.put(entry('m1', { deals: 1, oops: () => 1 }), 'fresh');
    expect(r.ok).toBe(false);
    expect(idb.current.uncaught).toEqual([]);
    expect(idb.current.values('tarock', 'matches')).toEqual([]);
    // The store works on.
    expect(await s.put(entry('m2'), 'fresh')).toEqual({ ok: true, value: 'kept' });
  });

  test('a write refused while settling (a quota spent): refused, nothing thrown out, the owed deal kept', async () => {
    const owed = { deal: { deal: 3 } };
    idb.current.seed('tarock', 2, { matches: { keyPath: 'id', values: [{ ...entry('m1'), owed }] } });
    const s = await store();
    idb.current.refuse = new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    const r = await s.settle('m1', 3);
    expect(r.ok).toBe(false);
    expect(idb.current.uncaught).toEqual([]);
    expect(idb.current.values('tarock', 'matches')).toEqual([{ ...entry('m1'), owed }]);
  });

  test('the version 1 match not carried over (its write refused): the opening fails, nothing thrown out', async () => {
    idb.current.seed('tarock', 1, {
      match: { keyPath: 'id', values: [{ id: 'current', snapshot: { history: { id: 'h1', started: 5 } } }] },
    });
    idb.current.refuse = new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    const s = await store();
    const r = await s.all();
    expect(r.ok).toBe(false);
    expect(idb.current.uncaught).toEqual([]);
    // Nothing upgraded: version 1 as it was, tried again on the next request.
    expect(idb.current.databases.get('tarock')?.version).toBe(1);
    expect(idb.current.values('tarock', 'match')).toHaveLength(1);
  });
});
