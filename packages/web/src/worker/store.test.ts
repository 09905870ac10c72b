import { expect, test } from 'vitest';
import { keptFromOld, memoryStore, writeVerdict } from './store';

const fresh = { id: 'fresh-id', started: 1000 };

test('the old layout’s one match becomes an entry under its history id; one without an id gets the fresh one', () => {
  expect(keptFromOld(undefined, fresh, 5)).toBeNull();
  expect(keptFromOld(null, fresh, 5)).toBeNull();
  const withId = { v: 1, seq: 3, history: { id: 'old-id', started: 10 } };
  expect(keptFromOld(withId, fresh, 5)).toEqual({ id: 'old-id', used: 5, owner: '', snapshot: withId });
  // Written before the history: the identity is added, so that the match is kept under it.
  expect(keptFromOld({ v: 1, seq: 3 }, fresh, 5)).toEqual({
    id: 'fresh-id',
    used: 5,
    owner: '',
    snapshot: { v: 1, seq: 3, history: fresh },
  });
  // Damaged: carried as it is (restoring it says why it cannot be).
  for (const bad of ['junk', [1, 2], { v: 1, history: 'nope' }, { v: 1, history: { id: '' } }])
    expect(keptFromOld(bad, fresh, 5)).toEqual({ id: 'fresh-id', used: 5, owner: '', snapshot: bad });
});

test('a write goes over an entry of its own owner; a new match’s first over none; a claim over anything; a discarded match is not written back', async () => {
  const mine = { id: 'm', used: 1, owner: 'tab-a', snapshot: {} };
  expect(writeVerdict(undefined, mine, 'fresh')).toBe('kept');
  expect(writeVerdict({ ...mine, owner: 'tab-a' }, mine, 'fresh')).toBe('kept');
  expect(writeVerdict({ ...mine, owner: 'tab-a' }, mine, 'own')).toBe('kept');
  expect(writeVerdict({ ...mine, owner: 'tab-b' }, mine, 'own')).toBe('elsewhere');
  expect(writeVerdict({ ...mine, owner: 'tab-b' }, mine, 'claim')).toBe('kept');
  // Discarded since this tab wrote it: its later writes do not bring it back; a Continue would.
  expect(writeVerdict(undefined, mine, 'own')).toBe('gone');
  expect(writeVerdict(undefined, mine, 'claim')).toBe('kept');

  const store = memoryStore();
  const snapshot = {} as never;
  expect(await store.owner('m')).toEqual({ ok: true, value: null });
  expect(await store.put({ ...mine, snapshot }, 'fresh')).toEqual({ ok: true, value: 'kept' });
  expect(await store.owner('m')).toEqual({ ok: true, value: 'tab-a' });
  expect(await store.put({ ...mine, owner: 'tab-b', used: 2, snapshot }, 'claim')).toEqual({
    ok: true,
    value: 'kept',
  });
  expect(await store.owner('m')).toEqual({ ok: true, value: 'tab-b' });
  expect(await store.put({ ...mine, used: 3, snapshot }, 'own')).toEqual({ ok: true, value: 'elsewhere' });
  expect(store.kept.get('m')?.used).toBe(2);
  await store.put({ id: 'n', used: 4, owner: 'tab-a', snapshot }, 'fresh');
  expect((await store.all()).ok && store.kept.size).toBe(2);
  await store.remove('m');
  expect([...store.kept.keys()]).toEqual(['n']);
  expect(await store.put({ ...mine, owner: 'tab-b', used: 5, snapshot }, 'own')).toEqual({
    ok: true,
    value: 'gone',
  });
  expect([...store.kept.keys()]).toEqual(['n']);
});

test('settling clears the owed deal of that number only, the rest of the entry as it was', async () => {
  const owed = { match: { id: 'm' }, deal: { deal: 2 }, json: '{}' };
  const store = memoryStore([{ id: 'm', used: 1, owner: 'tab-a', snapshot: {}, owed }]);
  await store.settle('m', 1);
  expect(store.kept.get('m')?.owed).toEqual(owed);
  await store.settle('m', 2);
  expect(store.kept.get('m')).toEqual({ id: 'm', used: 1, owner: 'tab-a', snapshot: {} });
  expect((await store.settle('none', 2)).ok).toBe(true);
});
