import { expect, test } from 'vitest';
import { keptFromOld, mayWrite, memoryStore } from './store';

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

test('a write goes over an entry of its own owner or none; over another owner’s only when claimed', async () => {
  const mine = { id: 'm', used: 1, owner: 'tab-a', snapshot: {} };
  expect(mayWrite(undefined, mine, false)).toBe(true);
  expect(mayWrite({ ...mine, owner: 'tab-a' }, mine, false)).toBe(true);
  expect(mayWrite({ ...mine, owner: 'tab-b' }, mine, false)).toBe(false);
  expect(mayWrite({ ...mine, owner: 'tab-b' }, mine, true)).toBe(true);

  const store = memoryStore();
  const snapshot = {} as never;
  expect(await store.put({ ...mine, snapshot }, false)).toEqual({ ok: true, value: 'kept' });
  expect(await store.put({ ...mine, owner: 'tab-b', used: 2, snapshot }, true)).toEqual({
    ok: true,
    value: 'kept',
  });
  expect(await store.put({ ...mine, used: 3, snapshot }, false)).toEqual({ ok: true, value: 'elsewhere' });
  expect(store.kept.get('m')?.used).toBe(2);
  await store.put({ id: 'n', used: 4, owner: 'tab-a', snapshot }, false);
  expect((await store.all()).ok && store.kept.size).toBe(2);
  await store.remove('m');
  expect([...store.kept.keys()]).toEqual(['n']);
});
