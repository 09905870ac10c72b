import { parseRecordJson } from '@tarock/engine';
import { describe, expect, test } from 'vitest';
import { type HistoryBackend, type HistoryMatch, historyStore, memoryHistory } from './history';
import { createHost } from './host';
import type { FromWorker, MatchSetup, TableUpdate } from './protocol';
import { memoryStore } from './store';

const setup: MatchSetup = {
  game: 'haferltarock',
  players: [{ kind: 'human' }, { kind: 'bot', bot: 'random' }, { kind: 'bot', bot: 'random' }],
  names: ['Anna', 'Bert', 'Cilli'],
  seed: 'keep-history',
  delayMs: 0,
};

/** A host whose history backend notes, at every write, what the page had been shown last. */
function open(backend: HistoryBackend = memoryHistory().backend, store = memoryStore()) {
  const posted: FromWorker[] = [];
  const writes: { json: string; phaseShown: string | undefined }[] = [];
  const lastUpdate = (): TableUpdate | undefined =>
    posted.filter((m): m is Extract<FromWorker, { type: 'update' }> => m.type === 'update').at(-1);
  const logged: HistoryBackend = {
    ...backend,
    put: (m, rs) => {
      for (const r of rs) writes.push({ json: r.json, phaseShown: lastUpdate()?.view.phase });
      return backend.put(m, rs);
    },
  };
  const host = createHost({
    post: (m) => posted.push(m),
    store,
    history: historyStore(logged),
    sleep: async () => {},
  });
  const last = <T extends FromWorker['type']>(type: T): Extract<FromWorker, { type: T }> | undefined =>
    posted.filter((m): m is Extract<FromWorker, { type: T }> => m.type === type).at(-1);
  return { host, posted, writes, lastUpdate, last };
}
type Opened = ReturnType<typeof open>;

/** The human answers with the first legal choice until the deal is over. */
async function playDeal(o: Opened): Promise<number> {
  let turns = 0;
  const before = o.writes.length;
  for (let i = 0; i < 400; i++) {
    await o.host.idle();
    const u = o.lastUpdate();
    if (!u) throw new Error('no update');
    if (u.view.phase === 'finished') return turns;
    const a = u.view.legal[0];
    if (!a || u.view.toAct !== u.human) throw new Error('the human waits with nothing to do');
    o.host.receive({ type: 'act', action: a, seq: u.seq });
    turns++;
    // During the deal nothing has been kept of it.
    await o.host.idle();
    if (o.lastUpdate()?.view.phase !== 'finished') expect(o.writes.length).toBe(before);
  }
  throw new Error('the deal did not end');
}

async function history(o: Opened): Promise<readonly HistoryMatch[]> {
  o.host.receive({ type: 'history' });
  await o.host.idle();
  const m = o.last('history');
  if (!m?.matches) throw new Error(m?.reason ?? 'no answer');
  return m.matches;
}

async function record(o: Opened, match: string, deal: number) {
  o.host.receive({ type: 'historyRecord', match, deal });
  await o.host.idle();
  return o.last('historyRecord');
}

describe('the worker keeps every finished deal in the history, and none under way', () => {
  test('a match played through the host: one entry per finished deal, written after it', async () => {
    const o = open();
    o.host.receive({ type: 'start', setup });
    await o.host.idle();
    expect(await history(o)).toEqual([]);

    expect(await playDeal(o)).toBeGreaterThan(0);
    await o.host.idle();
    expect(o.writes).toHaveLength(1);
    // Written once the page had been shown the deal over, and only with the deal's result.
    expect(o.writes[0]?.phaseShown).toBe('finished');
    const [m] = await history(o);
    expect(m?.deals.map((d) => d.deal)).toEqual([1]);
    expect(m?.names).toEqual(setup.names);
    expect(m?.game).toBe('haferltarock');

    // The second deal: asked for while it is played, the history has the first only, and its
    // record is refused.
    o.host.receive({ type: 'nextDeal' });
    await o.host.idle();
    expect(o.lastUpdate()?.view.phase).not.toBe('finished');
    expect((await history(o))[0]?.deals).toHaveLength(1);
    const early = await record(o, m?.id ?? '', 2);
    expect(early?.json).toBeNull();
    await playDeal(o);
    await o.host.idle();
    expect(o.writes).toHaveLength(2);
    const [after] = await history(o);
    expect(after?.id).toBe(m?.id);
    expect(after?.deals.map((d) => d.deal)).toEqual([1, 2]);
    expect(after?.totals).toEqual(o.lastUpdate()?.match.totals);

    // Each record the page is given is a finished deal's, the one the table's download gives.
    o.host.receive({ type: 'record' });
    const download = o.last('record');
    const second = await record(o, m?.id ?? '', 2);
    expect(second?.json).toBe(download?.json);
    for (const w of o.writes) {
      const r = parseRecordJson(w.json);
      expect(r.ok && r.value.result !== null).toBe(true);
    }
    for (const msg of o.posted)
      if (msg.type === 'historyRecord' && msg.json !== null) {
        const r = parseRecordJson(msg.json);
        expect(r.ok && r.value.result !== null).toBe(true);
      }
  });

  test('after a reload the match goes on under the same id', async () => {
    const mem = memoryHistory();
    const store = memoryStore();
    const first = open(mem.backend, store);
    first.host.receive({ type: 'start', setup });
    await playDeal(first);
    first.host.receive({ type: 'nextDeal' });
    await first.host.idle();

    const again = open(mem.backend, store);
    const [kept] = store.kept.keys();
    again.host.receive({ type: 'resume', id: kept ?? '' });
    await playDeal(again);
    await again.host.idle();
    const list = await history(again);
    expect(list).toHaveLength(1);
    expect(list[0]?.deals.map((d) => d.deal)).toEqual([1, 2]);
  });

  test('a match played to its end is kept finished; the next match is a new entry', async () => {
    const o = open();
    o.host.receive({
      type: 'start',
      setup: { ...setup, game: 'illustrated-mayr-sedlaczek-2016', seed: 'keep-history-series' },
    });
    let deals = 0;
    for (; deals < 300; deals++) {
      await playDeal(o);
      if (o.lastUpdate()?.match.finished) break;
      o.host.receive({ type: 'nextDeal' });
    }
    const [ended] = await history(o);
    expect(ended?.finished).toBe(true);
    expect(ended?.deals).toHaveLength(deals + 1);
    expect(ended?.totals).toEqual(o.lastUpdate()?.match.totals);
    expect(ended?.deals.at(-1)?.totals).toEqual(ended?.totals);
    o.host.receive({ type: 'nextDeal' });
    await playDeal(o);
    const [next, before] = await history(o);
    expect(before?.id).toBe(ended?.id);
    expect(next?.id).not.toBe(ended?.id);
    expect(next?.finished).toBe(o.lastUpdate()?.match.finished);
    expect(next?.deals.map((d) => d.deal)).toEqual([1]);
  });

  test('deleting: a match, then everything; a history the browser cannot keep says why', async () => {
    const o = open();
    o.host.receive({ type: 'start', setup });
    await playDeal(o);
    o.host.receive({ type: 'start', setup: { ...setup, seed: 'another' } });
    await playDeal(o);
    await o.host.idle();
    const [newer, older] = await history(o);
    expect(newer && older && newer.id !== older.id).toBe(true);
    o.host.receive({ type: 'historyDelete', match: newer?.id ?? '' });
    await o.host.idle();
    expect(o.last('history')?.matches?.map((m) => m.id)).toEqual([older?.id]);
    o.host.receive({ type: 'historyDelete', match: null });
    await o.host.idle();
    expect(o.last('history')?.matches).toEqual([]);

    const broken = open({
      ...memoryHistory().backend,
      matches: async () => ({ ok: false, error: 'this browser has no IndexedDB' }),
    });
    broken.host.receive({ type: 'history' });
    await broken.host.idle();
    expect(broken.last('history')).toEqual({
      type: 'history',
      matches: null,
      reason: 'this browser has no IndexedDB',
    });
  });
});
