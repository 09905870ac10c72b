import { type Seat, err, recordFromJson, replay } from '@tarock/engine';
import { describe, expect, test } from 'vitest';
import { historyStore, memoryHistory } from './history';
import { createHost } from './host';
import type { FromWorker, MatchSetup, SavedMatch, TableUpdate } from './protocol';
import { TableSession } from './session';
import type { Snapshot } from './snapshot';
import { type MatchStore, memoryStore } from './store';

const setup = (game: string): MatchSetup => ({
  game,
  players: [{ kind: 'human' }, { kind: 'bot', bot: 'random' }, { kind: 'bot', bot: 'random' }],
  names: ['Anna', 'Bert', 'Cilli'],
  seed: 'host',
  delayMs: 0,
});

/** A host on `store` with every message it posts kept, and every snapshot it wrote. */
function open(store: MatchStore & { saved: unknown }) {
  const posted: FromWorker[] = [];
  const written: Snapshot[] = [];
  const logged: MatchStore = {
    get: () => store.get(),
    put: (s) => {
      written.push(structuredClone(s));
      return store.put(s);
    },
    clear: () => store.clear(),
  };
  const host = createHost({
    post: (m) => posted.push(m),
    store: logged,
    history: historyStore(memoryHistory().backend),
    sleep: async () => {},
  });
  const last = <T extends FromWorker['type']>(type: T): Extract<FromWorker, { type: T }> | undefined =>
    posted.filter((m): m is Extract<FromWorker, { type: T }> => m.type === type).at(-1);
  return { host, posted, written, last };
}

type Opened = ReturnType<typeof open>;

const update = (o: Opened): TableUpdate => {
  const u = o.last('update');
  if (!u) throw new Error('no update yet');
  return u;
};

/** The human answers with the first legal choice until `stop` holds (the bots answer in between). */
async function playUntil(o: Opened, stop: (u: TableUpdate) => boolean, limit = 400): Promise<void> {
  for (let i = 0; i < limit; i++) {
    await o.host.idle();
    const u = update(o);
    if (stop(u)) return;
    const a = u.view.legal[0];
    if (u.view.phase === 'finished') o.host.receive({ type: 'nextDeal' });
    else if (a && u.view.toAct === u.human) o.host.receive({ type: 'act', action: a, seq: u.seq });
    else throw new Error('the human waits with nothing to do');
  }
  throw new Error('the point asked for was not reached');
}

async function saved(o: Opened): Promise<Extract<FromWorker, { type: 'saved' }>> {
  o.host.receive({ type: 'saved' });
  await o.host.idle();
  const m = o.last('saved');
  if (!m) throw new Error('no answer');
  return m;
}

const midPlay = (u: TableUpdate): boolean =>
  u.view.phase === 'play' && u.view.tricks.length >= 2 && u.view.toAct === u.human;

/**
 * Every message to the page is checked against the engine: an update carries exactly the human
 * seat's view of the State the worker had at that sequence number (replayed from the snapshot it
 * wrote), nothing else; the summary only public words and numbers; the record only once the deal
 * is over.
 */
function expectSecretFree(o: Opened, before: readonly Snapshot[] = []): void {
  const bySeq = new Map<number, Snapshot>();
  for (const s of [...before, ...o.written]) bySeq.set(s.seq, s);
  let lastView: TableUpdate['view'] | null = null;
  for (const m of o.posted) {
    if (m.type === 'update') {
      const snap = bySeq.get(m.seq);
      if (!snap) throw new Error(`no snapshot of seq ${m.seq}`);
      const record = recordFromJson(snap.record);
      if (!record.ok) throw new Error(record.error);
      const r = replay(record.value);
      if (!r.ok) throw new Error(r.error.reason);
      const human = snap.setup.players.findIndex((p) => p.kind === 'human') as Seat;
      expect(m.view).toEqual(r.value.game.view(r.value.final, human));
      expect(Object.keys(m).sort()).toEqual(['canUndo', 'human', 'match', 'seq', 'thinking', 'type', 'view']);
      expect(m.match).toEqual(snap.match);
      lastView = m.view;
    }
    if (m.type === 'saved' && m.saved) expectSummaryOnly(m.saved);
    if (m.type === 'record') expect(lastView?.phase).toBe('finished');
  }
}

function expectSummaryOnly(s: SavedMatch): void {
  // A failed Discard's reason is the store's words, no card.
  const { discardFailed, ...summary } = s;
  expect(discardFailed === undefined || typeof discardFailed === 'string').toBe(true);
  expect(Object.keys(summary).sort()).toEqual([
    'deals',
    'finished',
    'game',
    'inDeal',
    'names',
    'pot',
    'totals',
  ]);
  expect(typeof s.game).toBe('string');
  expect(s.names.every((n) => typeof n === 'string')).toBe(true);
  expect(s.totals.length).toBe(s.names.length);
  expect(s.totals.every((n) => typeof n === 'number')).toBe(true);
  expect([typeof s.deals, typeof s.pot, typeof s.inDeal, typeof s.finished]).toEqual([
    'number',
    'number',
    'boolean',
    'boolean',
  ]);
}

async function started(store: MatchStore & { saved: unknown }, game: string): Promise<Opened> {
  const o = open(store);
  o.host.receive({ type: 'start', setup: setup(game) });
  await o.host.idle();
  return o;
}

describe('the table worker keeps the match for a reload', () => {
  test.each(['bavarian-huber-1923', 'illustrated-loew-1954'])(
    '%s: a new worker offers the match, and continues it exactly where it was',
    async (game) => {
      const store = memoryStore();
      const a = await started(store, game);
      await playUntil(a, midPlay);
      const before = update(a);

      const b = open(store);
      const offer = await saved(b);
      expect(offer.refused).toBeNull();
      expect(offer.saved).toEqual({
        game,
        names: ['Anna', 'Bert', 'Cilli'],
        deals: before.match.deals,
        totals: before.match.totals,
        pot: before.match.pot,
        inDeal: true,
        finished: false,
      });
      b.host.receive({ type: 'resume' });
      await b.host.idle();
      expect(update(b)).toEqual({ ...before, type: 'update' });

      // Both play on alike: the same choices give the same views, through the next deal.
      await playUntil(a, (u) => u.match.deals > before.match.deals && u.view.phase === 'auction');
      await playUntil(b, (u) => u.match.deals > before.match.deals && u.view.phase === 'auction');
      expect(update(b).view).toEqual(update(a).view);
      expectSecretFree(a);
      expectSecretFree(b, a.written);
    },
  );

  test('a reload while a computer player is to act: it thinks again and plays on', async () => {
    const store = memoryStore();
    const a = open(store);
    a.host.receive({ type: 'start', setup: setup('bavarian-huber-1923') });
    await a.host.idle();
    // The snapshot of the deal as dealt, before the computer players had answered.
    const first = a.written[0];
    if (!first || first.record['turns'] === undefined) throw new Error('nothing was saved at the start');
    expect(a.written.length).toBeGreaterThan(1);
    const dealt = TableSession.restore(first);
    expect(dealt.ok && dealt.value.botToAct()).toBeTruthy();
    const b = open(memoryStore(first));
    b.host.receive({ type: 'resume' });
    await b.host.idle();
    const u = update(b);
    expect(u.view.toAct).toBe(u.human);
    expect(u.thinking).toBe(false);
    expect(u.view).toEqual(update(a).view);
    expectSecretFree(b, [first]);
  });

  test('a snapshot that cannot be restored is discarded, and the page told why', async () => {
    const store = memoryStore({ v: 7, junk: true });
    const o = open(store);
    const m = await saved(o);
    expect(m.saved).toBeNull();
    expect(m.refused).toMatch(/version 7/);
    expect(store.saved).toBeUndefined();
    o.host.receive({ type: 'resume' });
    await o.host.idle();
    expect(o.last('update')).toBeUndefined();
    expect(o.posted.at(-1)).toEqual({ type: 'error', message: 'no match is kept to continue' });
  });

  test('Discard forgets the match; a new match replaces it', async () => {
    const store = memoryStore();
    const a = await started(store, 'bavarian-huber-1923');
    await playUntil(a, midPlay);
    const b = open(store);
    expect((await saved(b)).saved).not.toBeNull();
    b.host.receive({ type: 'discard' });
    await b.host.idle();
    expect(store.saved).toBeUndefined();
    expect((await saved(b)).saved).toBeNull();
    expect((await saved(open(store))).saved).toBeNull();

    const c = await started(store, 'bavarian-huber-1923');
    await playUntil(c, midPlay);
    const d = open(store);
    d.host.receive({ type: 'start', setup: setup('illustrated-loew-1954') });
    await d.host.idle();
    expect((await saved(open(store))).saved?.game).toBe('illustrated-loew-1954');
  });

  test('a Discard the store cannot carry out is said, and the match stays offered, as a reload offers it', async () => {
    const inner = memoryStore();
    const a = await started(inner, 'bavarian-huber-1923');
    await playUntil(a, midPlay);
    // IndexedDB refusing to delete (it said nothing, and the match came back after a reload).
    const reason = 'IndexedDB: the transaction was aborted';
    const refusing = { ...inner, clear: async () => err(reason) };
    const b = open(refusing);
    const offer = (await saved(b)).saved;
    if (!offer) throw new Error('no match offered');
    b.host.receive({ type: 'discard' });
    await b.host.idle();
    expect(b.last('saved')).toEqual({
      type: 'saved',
      saved: { ...offer, discardFailed: reason },
      refused: null,
    });
    expect(inner.saved).not.toBeUndefined();
    expect((await saved(open(inner))).saved).toEqual(offer);
    // Still offered here too: Continue carries on with it, where it was.
    b.host.receive({ type: 'resume' });
    await b.host.idle();
    expect(update(b).view).toEqual(update(a).view);
    expectSecretFree(b, a.written);

    // A store whose delete throws is told the same way, a Discard asked before the store was read
    // too.
    const throwing = { ...inner, clear: () => Promise.reject(new Error('IndexedDB went away')) };
    const c = open(throwing);
    c.host.receive({ type: 'discard' });
    await c.host.idle();
    expect(c.last('saved')).toEqual({
      type: 'saved',
      saved: { ...offer, discardFailed: 'IndexedDB went away' },
      refused: null,
    });
  });

  test('a Discard asked before the store was read forgets the match read (it was offered still)', async () => {
    const store = memoryStore();
    const a = await started(store, 'bavarian-huber-1923');
    await playUntil(a, midPlay);
    const b = open(store);
    b.host.receive({ type: 'discard' });
    await b.host.idle();
    expect(b.last('saved')).toEqual({ type: 'saved', saved: null, refused: null });
    expect(store.saved).toBeUndefined();
    expect((await saved(b)).saved).toBeNull();
  });

  test('a finished match is not offered', async () => {
    const store = memoryStore();
    const a = await started(store, 'illustrated-mayr-sedlaczek-2016');
    await playUntil(a, (u) => u.match.finished);
    expect((await saved(a)).saved).toBeNull();
    expect((await saved(open(store))).saved).toBeNull();
  });

  test('a store that cannot write: the page is told once, the deal plays on, and told again once it can', async () => {
    let failing = true;
    const inner = memoryStore();
    // IndexedDB past its quota (a private window, a browser without it: each request an error).
    const store = {
      ...inner,
      put: async (snapshot: Snapshot) =>
        failing ? err('QuotaExceededError: the quota has been exceeded') : inner.put(snapshot),
    };
    const o = await started(store, 'bavarian-huber-1923');
    await playUntil(o, midPlay);
    await playUntil(o, (u) => u.view.phase === 'finished');
    const told = o.posted.filter((m) => m.type === 'storage');
    expect(told).toEqual([
      { type: 'storage', keeps: false, reason: 'QuotaExceededError: the quota has been exceeded' },
    ]);
    // Every change was tried, none kept, and nothing else went wrong.
    expect(o.written.length).toBeGreaterThan(20);
    expect(inner.saved).toBeUndefined();
    expect(o.posted.filter((m) => m.type === 'error')).toEqual([]);
    expectSecretFree(o);

    failing = false;
    o.host.receive({ type: 'nextDeal' });
    await o.host.idle();
    expect(o.posted.filter((m) => m.type === 'storage')).toEqual([
      ...told,
      { type: 'storage', keeps: true, reason: null },
    ]);
    expect((await saved(open(inner))).saved?.deals).toBe(update(o).match.deals);
  });

  test('a store whose write throws is told the same way; a store that writes says nothing', async () => {
    const inner = memoryStore();
    const throwing = { ...inner, put: () => Promise.reject(new Error('IndexedDB went away')) };
    const o = await started(throwing, 'illustrated-loew-1954');
    await playUntil(o, midPlay);
    expect(o.posted.filter((m) => m.type === 'storage')).toEqual([
      { type: 'storage', keeps: false, reason: 'IndexedDB went away' },
    ]);
    const fine = await started(memoryStore(), 'illustrated-loew-1954');
    await playUntil(fine, midPlay);
    expect(fine.posted.filter((m) => m.type === 'storage')).toEqual([]);
  });

  test('the record is refused while the deal is played, and given once it is over', async () => {
    const o = await started(memoryStore(), 'bavarian-huber-1923');
    o.host.receive({ type: 'record' });
    expect(o.posted.at(-1)).toEqual({
      type: 'error',
      request: 'record',
      message: 'the record holds every hand: it can be downloaded once the deal is over',
    });
    await playUntil(o, (u) => u.view.phase === 'finished');
    o.host.receive({ type: 'record' });
    const r = o.posted.at(-1);
    expect(r?.type).toBe('record');
    expectSecretFree(o);
  });
});
