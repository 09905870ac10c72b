import { parseRecordJson } from '@tarock/engine';
import { describe, expect, test } from 'vitest';
import {
  HISTORY_MATCHES,
  HISTORY_VERSION,
  type FinishedDeal,
  historyStore,
  memoryHistory,
  readFinished,
  recordKey,
} from './history';
import { finishedDeal } from './keepHistory';
import { TableSession } from './session';
import { make, playOut, setup } from './testing';

/** A finished deal of a Haferltarock match, as the worker keeps it, under the id given. */
function dealOf(id: string, started: number, seed = 'history'): FinishedDeal {
  const s = make('haferltarock', seed);
  s.identity = { id, started };
  playOut(s);
  const f = finishedDeal(s, started + 1);
  if (!f) throw new Error('the deal is not over');
  return f;
}

const listed = async (store: ReturnType<typeof historyStore>) => {
  const l = await store.list();
  if (!l.ok) throw new Error(l.error);
  return l.value;
};

describe('the offline history store', () => {
  test('a finished deal is kept with its match; its record reads back as the download gives it', async () => {
    const mem = memoryHistory();
    const store = historyStore(mem.backend);
    const d = dealOf('m1', 1000);
    expect((await store.keep(d)).ok).toBe(true);
    const [m, ...rest] = await listed(store);
    expect(rest).toEqual([]);
    expect(m).toMatchObject({ v: HISTORY_VERSION, id: 'm1', started: 1000, game: 'haferltarock' });
    expect(m?.names).toEqual(['Anna', 'Bert', 'Cilli']);
    expect(m?.players.map((p) => p.kind)).toEqual(['human', 'bot', 'bot']);
    expect(m?.deals).toEqual([d.deal]);
    expect(d.deal.deal).toBe(1);
    expect(d.deal.totals).toEqual(d.match.totals);
    const json = await store.record('m1', 1);
    expect(json).toEqual({ ok: true, value: d.json });
    const parsed = parseRecordJson(d.json);
    expect(parsed.ok && parsed.value.result?.deltas).toEqual(d.deal.deltas);
  });

  test('a record of a deal under way is refused and nothing is stored', async () => {
    const mem = memoryHistory();
    const store = historyStore(mem.backend);
    const s = make('haferltarock', 'history');
    expect(finishedDeal(s)).toBeNull();
    const d = dealOf('m1', 1000);
    const under = { ...d, json: JSON.stringify({ ...JSON.parse(d.json), result: null }) };
    const r = await store.keep(under);
    expect(r.ok).toBe(false);
    expect(mem.matches.size).toBe(0);
    expect(mem.records.size).toBe(0);
    // Nor is one handed out that was put there some other way.
    mem.records.set(recordKey('m1', 1), { v: HISTORY_VERSION, match: 'm1', deal: 1, json: under.json });
    expect((await store.record('m1', 1)).ok).toBe(false);
  });

  test('a record an earlier version kept with a name as typed (a pasted tab) is handed out with it mended, and replays', async () => {
    const mem = memoryHistory();
    const store = historyStore(mem.backend);
    const d = dealOf('m1', 1000);
    expect((await store.keep(d)).ok).toBe(true);
    const typed = JSON.parse(d.json) as { seats: { name: string }[] };
    (typed.seats[0] as { name: string }).name = 'Anna\tM.';
    mem.records.set(recordKey('m1', 1), {
      v: HISTORY_VERSION,
      match: 'm1',
      deal: 1,
      json: JSON.stringify(typed),
    });
    const json = await store.record('m1', 1);
    if (!json.ok) throw new Error(json.error);
    const parsed = parseRecordJson(json.value);
    expect(parsed.ok && parsed.value.seats?.map((x) => x.name)).toEqual(['Anna M.', 'Bert', 'Cilli']);
  });

  test('the same deal kept twice is one deal; the next deal adds to its match', async () => {
    const store = historyStore(memoryHistory().backend);
    const d = dealOf('m1', 1000);
    await store.keep(d);
    await store.keep(d);
    const second = { ...d, deal: { ...d.deal, deal: 2 } };
    await store.keep(second);
    const [m] = await listed(store);
    expect(m?.deals.map((x) => x.deal)).toEqual([1, 2]);
  });

  test(`the newest ${HISTORY_MATCHES} matches are kept; an older one goes whole, with its records`, async () => {
    const mem = memoryHistory();
    const store = historyStore(mem.backend, 3);
    const d = dealOf('x', 0);
    const matchAt = (id: string, started: number): FinishedDeal => ({
      ...d,
      match: { ...d.match, id, started },
    });
    // Kept out of order: the bound goes by the start, not by the write.
    for (const [id, started] of [
      ['b', 200],
      ['a', 100],
      ['c', 300],
      ['e', 500],
      ['d', 400],
    ] as const)
      expect((await store.keep(matchAt(id, started))).ok).toBe(true);
    expect((await listed(store)).map((m) => m.id)).toEqual(['e', 'd', 'c']);
    expect([...mem.records.keys()].sort()).toEqual(['c', 'd', 'e'].map((id) => recordKey(id, 1)));
    expect(HISTORY_MATCHES).toBe(100);
  });

  test('a match is deleted with its records; the whole history likewise', async () => {
    const mem = memoryHistory();
    const store = historyStore(mem.backend);
    await store.keep(dealOf('m1', 1000));
    await store.keep(dealOf('m2', 2000, 'other'));
    expect((await listed(store)).map((m) => m.id)).toEqual(['m2', 'm1']);
    expect((await store.remove('m2')).ok).toBe(true);
    expect((await listed(store)).map((m) => m.id)).toEqual(['m1']);
    expect([...mem.records.keys()]).toEqual([recordKey('m1', 1)]);
    expect((await store.record('m2', 1)).ok).toBe(false);
    expect((await store.clear()).ok).toBe(true);
    expect(await listed(store)).toEqual([]);
    expect(mem.records.size).toBe(0);
  });

  test('a deal keeps the seats that played it: with four seats the dealer sits out', async () => {
    const s = TableSession.create(
      {
        ...setup('haferltarock(seats=4)'),
        players: [...setup('').players, { kind: 'bot', bot: 'random' }],
        names: ['Anna', 'Bert', 'Cilli', 'Dora'],
      },
      'history-four',
    );
    if (!s.ok) throw new Error(s.error);
    const dealer = s.value.state.dealer;
    playOut(s.value);
    const f = finishedDeal(s.value, 1);
    expect(f?.deal.players).toEqual(s.value.state.players);
    expect(f?.deal.players).toHaveLength(3);
    expect(f?.deal.players).not.toContain(dealer);
    const mem = memoryHistory();
    const store = historyStore(mem.backend);
    if (f) await store.keep(f);
    expect((await listed(store))[0]?.deals[0]?.players).toEqual(s.value.state.players);
  });

  test('damaged entries and those of another version are skipped', async () => {
    const mem = memoryHistory();
    const store = historyStore(mem.backend);
    const good = dealOf('good', 1000);
    await store.keep(good);
    const entry = mem.matches.get('good') as Record<string, unknown>;
    const damaged: Record<string, unknown> = {
      v2: { ...entry, id: 'v2', v: 2 },
      noNames: { ...entry, id: 'noNames', names: undefined },
      badSeat: {
        ...entry,
        id: 'badSeat',
        players: [{ kind: 'alien' }, ...(entry['players'] as unknown[]).slice(1)],
      },
      badDeal: { ...entry, id: 'badDeal', deals: [{ deal: 0 }] },
      shortTotals: { ...entry, id: 'shortTotals', totals: [1] },
      ...Object.fromEntries(
        [undefined, [], [0, 0, 1], [0, 3], [0.5]].map((players, i) => [
          `badPlayers${i}`,
          { ...entry, id: `badPlayers${i}`, deals: [{ ...good.deal, players }] },
        ]),
      ),
      text: 'garbage',
      nothing: null,
    };
    for (const [k, v] of Object.entries(damaged)) mem.matches.set(k, v);
    expect((await listed(store)).map((m) => m.id)).toEqual(['good']);
    mem.records.set(recordKey('good', 2), { v: HISTORY_VERSION, match: 'good', deal: 2, json: '{' });
    mem.records.set(recordKey('good', 3), 'garbage');
    mem.records.set(recordKey('good', 4), { ...good, v: 2 });
    for (const deal of [2, 3, 4, 5]) expect((await store.record('good', deal)).ok).toBe(false);
    expect((await store.record('good', 1)).ok).toBe(true);
    // Keeping a deal still works beside them.
    expect((await store.keep({ ...good, deal: { ...good.deal, deal: 2 } })).ok).toBe(true);
  });

  test('a backend that cannot store says why', async () => {
    const mem = memoryHistory();
    const failing = historyStore({
      ...mem.backend,
      matches: async () => ({ ok: false, error: 'no IndexedDB' }),
    });
    expect(await failing.list()).toEqual({ ok: false, error: 'no IndexedDB' });
    expect((await failing.keep(dealOf('m', 1))).ok).toBe(false);
  });

  test('a deal kept late (a repair) after a later deal of its match keeps the later totals; a finished deal reads back from storage', async () => {
    const store = historyStore(memoryHistory().backend);
    const first = dealOf('m1', 1000);
    const second: FinishedDeal = {
      ...first,
      match: { ...first.match, totals: [9, 9, -18], finished: true },
      deal: { ...first.deal, deal: 2, totals: [9, 9, -18] },
    };
    await store.keep(second);
    await store.keep(first);
    const [m] = await listed(store);
    expect(m?.deals.map((d) => d.deal)).toEqual([1, 2]);
    expect(m?.totals).toEqual([9, 9, -18]);
    expect(m?.finished).toBe(true);
    expect(readFinished(structuredClone(first))).toEqual(first);
    for (const bad of [
      null,
      'x',
      { ...first, json: 1 },
      { ...first, deal: { deal: 0 } },
      { ...first, match: { id: 'm1' } },
    ])
      expect(readFinished(bad)).toBeNull();
  });
});
