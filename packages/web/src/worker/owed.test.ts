/**
 * A finished deal is never missing from the history: the kept match and the history are two
 * databases, so the deal just over is written with the kept match (`KeptEntry.owed`) and cleared
 * once the history has it. A tab closed between the two writes (here: a history write that never
 * ends) leaves it owed, and the next tab's read puts it in the history, once.
 */
import { describe, expect, test } from 'vitest';
import { type HistoryBackend, historyStore, memoryHistory, readFinished } from './history';
import { createHost } from './host';
import type { FromWorker, MatchSetup, TableUpdate } from './protocol';
import { type MatchStore, memoryStore } from './store';

const setup: MatchSetup = {
  game: 'haferltarock',
  players: [{ kind: 'human' }, { kind: 'bot', bot: 'random' }, { kind: 'bot', bot: 'random' }],
  names: ['Anna', 'Bert', 'Cilli'],
  seed: 'owed',
  delayMs: 0,
};

function open(store: MatchStore, backend: HistoryBackend) {
  const posted: FromWorker[] = [];
  const host = createHost({
    post: (m) => posted.push(m),
    store,
    history: historyStore(backend),
    sleep: async () => {},
  });
  const lastUpdate = (): TableUpdate | undefined =>
    posted.filter((m): m is Extract<FromWorker, { type: 'update' }> => m.type === 'update').at(-1);
  return { host, posted, lastUpdate };
}

/** A history whose writes never end: the tab is closed while the deal goes into the history. */
function closedMidWrite(): { backend: HistoryBackend; tried: () => number } {
  let tries = 0;
  const { backend } = memoryHistory();
  return {
    backend: {
      ...backend,
      put: () => {
        tries++;
        return new Promise(() => {});
      },
    },
    tried: () => tries,
  };
}

const turn = (): Promise<void> => new Promise((r) => setTimeout(r, 0));

/** Plays the deal to its end; the last human move is made without waiting for the store after it. */
async function playToEnd(o: ReturnType<typeof open>, ended: () => boolean): Promise<void> {
  for (let i = 0; i < 400 && !ended(); i++) {
    const u = o.lastUpdate();
    const a = u?.view.legal[0];
    if (u && a && u.view.toAct === u.human && u.view.phase !== 'finished')
      o.host.receive({ type: 'act', action: a, seq: u.seq });
    for (let k = 0; k < 20 && !ended() && o.lastUpdate() === u; k++) await turn();
  }
  if (!ended()) throw new Error('the deal did not end');
}

/** A Haferltarock deal played to its end in a tab closed during the history write. */
async function interrupted() {
  const store = memoryStore();
  const closed = closedMidWrite();
  const a = open(store, closed.backend);
  a.host.receive({ type: 'start', setup });
  await playToEnd(a, () => closed.tried() > 0);
  const [entry] = store.kept.values();
  if (!entry) throw new Error('nothing kept');
  return { store, entry, a };
}

const deals = async (backend: HistoryBackend): Promise<number[][]> => {
  const list = await historyStore(backend).list();
  return list.ok ? list.value.map((m) => m.deals.map((d) => d.deal)) : [];
};

describe('a deal over when the tab closes before the history has it', () => {
  test('is owed in the kept match, written in the same write as the snapshot that finished it', async () => {
    const { entry, a } = await interrupted();
    expect(a.lastUpdate()?.view.phase).toBe('finished');
    const owed = readFinished(entry.owed);
    expect(owed?.match.id).toBe(entry.id);
    expect(owed?.deal.deal).toBe(1);
    expect(JSON.parse(owed?.json ?? '{}').result).not.toBeNull();
  });

  test('the next tab puts it in the history at its start, once; the owed is cleared', async () => {
    const { store, entry } = await interrupted();
    const history = memoryHistory();
    const b = open(store, history.backend);
    await b.host.idle();
    expect(await deals(history.backend)).toEqual([[1]]);
    expect(history.records.size).toBe(1);
    expect(store.kept.get(entry.id)?.owed).toBeUndefined();
    b.host.receive({ type: 'history' });
    await b.host.idle();
    const told = b.posted.filter((m) => m.type === 'history').at(-1);
    expect(told?.type === 'history' && told.matches?.map((m) => m.deals.length)).toEqual([1]);
    // Another reload: nothing more (not twice).
    await open(store, history.backend).host.idle();
    expect(await deals(history.backend)).toEqual([[1]]);
    expect(history.records.size).toBe(1);
  });

  test('a tab open all along puts it in when its setup reads the kept matches', async () => {
    const store = memoryStore();
    const history = memoryHistory();
    const b = open(store, history.backend);
    await b.host.idle();
    const closed = closedMidWrite();
    const a = open(store, closed.backend);
    a.host.receive({ type: 'start', setup });
    await playToEnd(a, () => closed.tried() > 0);
    expect(await deals(history.backend)).toEqual([]);
    b.host.receive({ type: 'saved' });
    await b.host.idle();
    expect(await deals(history.backend)).toEqual([[1]]);
  });

  test('closed after the history write but before the owed was cleared: still once', async () => {
    const { store, entry } = await interrupted();
    const history = memoryHistory();
    const owed = readFinished(entry.owed);
    if (!owed) throw new Error('nothing owed');
    await historyStore(history.backend).keep(owed);
    await open(store, history.backend).host.idle();
    expect(await deals(history.backend)).toEqual([[1]]);
    expect(history.records.size).toBe(1);
    expect(store.kept.get(entry.id)?.owed).toBeUndefined();
  });

  test('a deal the history had and the player deleted does not come back', async () => {
    const store = memoryStore();
    const history = memoryHistory();
    const a = open(store, history.backend);
    a.host.receive({ type: 'start', setup });
    await playToEnd(a, () => a.lastUpdate()?.view.phase === 'finished');
    await a.host.idle();
    expect(await deals(history.backend)).toEqual([[1]]);
    expect([...store.kept.values()][0]?.owed).toBeUndefined();
    a.host.receive({ type: 'historyDelete', match: null });
    await a.host.idle();
    await open(store, history.backend).host.idle();
    expect(await deals(history.backend)).toEqual([]);
  });

  test('an owed deal that does not read is left alone', async () => {
    const store = memoryStore();
    store.kept.set('x', { id: 'x', used: 1, owner: '', snapshot: { v: 99 }, owed: { match: { id: 'x' } } });
    const history = memoryHistory();
    await open(store, history.backend).host.idle();
    expect(history.matches.size).toBe(0);
  });
});
