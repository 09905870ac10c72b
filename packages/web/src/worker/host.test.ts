import { type Seat, err, recordFromJson, replay } from '@tarock/engine';
import { describe, expect, test } from 'vitest';
import { type FinishedDeal, historyStore, memoryHistory } from './history';
import { createHost } from './host';
import type { FromWorker, MatchSetup, SavedMatch, TableUpdate } from './protocol';
import { TableSession } from './session';
import type { Snapshot } from './snapshot';
import { humanPlaysUntil } from './testing';
import {
  KEPT_MATCHES,
  type KeptEntry,
  type MatchStore,
  type WriteMode,
  keptFromOld,
  memoryStore,
} from './store';

const setup = (game: string): MatchSetup => ({
  game,
  players: [{ kind: 'human' }, { kind: 'bot', bot: 'random' }, { kind: 'bot', bot: 'random' }],
  names: ['Anna', 'Bert', 'Cilli'],
  seed: 'host',
  delayMs: 0,
});

/** One clock for every host of a test file: each reading later than the last. */
let tick = 1_700_000_000_000;
const clock = (): number => ++tick;

/**
 * A host on `store` (as a tab's worker is on the browser's) with every message it posts kept, and
 * every snapshot it wrote.
 */
function open(store: MatchStore) {
  const posted: FromWorker[] = [];
  const written: Snapshot[] = [];
  const logged: MatchStore = {
    all: () => store.all(),
    put: (e, mode) => {
      written.push(structuredClone(e.snapshot));
      return store.put(e, mode);
    },
    owner: (id) => store.owner(id),
    settle: (id, deal) => store.settle(id, deal),
    remove: (id) => store.remove(id),
  };
  const host = createHost({
    post: (m) => posted.push(m),
    store: logged,
    history: historyStore(memoryHistory().backend),
    sleep: async () => {},
    now: clock,
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
const playUntil = (o: Opened, stop: (u: TableUpdate) => boolean, limit = 400): Promise<void> =>
  humanPlaysUntil(o.host, () => update(o), stop, limit);

async function saved(o: Opened): Promise<Extract<FromWorker, { type: 'saved' }>> {
  o.host.receive({ type: 'saved' });
  await o.host.idle();
  const m = o.last('saved');
  if (!m) throw new Error('no answer');
  return m;
}

/** The one match `store` keeps. */
function only(store: { kept: Map<string, KeptEntry> }): KeptEntry {
  const [e, ...more] = store.kept.values();
  if (!e || more.length > 0) throw new Error(`${store.kept.size} matches kept, not one`);
  return e;
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
    if (m.type === 'saved') for (const s of m.saved) expectSummaryOnly(s);
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
    'id',
    'inDeal',
    'names',
    'pot',
    'totals',
    'used',
  ]);
  expect(typeof s.game).toBe('string');
  expect([typeof s.id, typeof s.used]).toEqual(['string', 'number']);
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

async function started(store: MatchStore, game: string, into?: Opened): Promise<Opened> {
  const o = into ?? open(store);
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

      // After a reload: the store as the tab left it (the tab, played on, is the control).
      const b = open(memoryStore([...store.kept.values()]));
      const offer = await saved(b);
      expect(offer.refused).toBeNull();
      expect(offer.saved).toEqual([
        {
          id: only(store).id,
          used: only(store).used,
          game,
          names: ['Anna', 'Bert', 'Cilli'],
          deals: before.match.deals,
          totals: before.match.totals,
          pot: before.match.pot,
          inDeal: true,
          finished: false,
        },
      ]);
      b.host.receive({ type: 'resume', id: only(store).id });
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
    const id = first.history?.id ?? '';
    const b = open(memoryStore([{ id, used: 1, owner: 'a tab closed', snapshot: first }]));
    b.host.receive({ type: 'resume', id });
    await b.host.idle();
    const u = update(b);
    expect(u.view.toAct).toBe(u.human);
    expect(u.thinking).toBe(false);
    expect(u.view).toEqual(update(a).view);
    expectSecretFree(b, [first]);
  });

  test('a snapshot that cannot be restored is discarded, and the page told why', async () => {
    const store = memoryStore([{ id: 'x', used: 1, owner: '', snapshot: { v: 7, junk: true } }]);
    const o = open(store);
    const m = await saved(o);
    expect(m.saved).toEqual([]);
    expect(m.refused).toEqual([{ code: 'version', found: '7', reads: 1 }]);
    expect(store.kept.size).toBe(0);
    // A store that cannot remove it gives it back at every read: its reason is said once.
    const damaged = { id: 'y', used: 1, owner: '', snapshot: { v: 7 } };
    const sticky = { ...memoryStore([damaged]), remove: async () => err('IndexedDB: refused') };
    const p = open(sticky);
    await saved(p);
    expect((await saved(p)).refused).toEqual([{ code: 'version', found: '7', reads: 1 }]);
    o.host.receive({ type: 'resume', id: 'x' });
    await o.host.idle();
    expect(o.last('update')).toBeUndefined();
    expect(o.posted.at(-1)).toEqual({ type: 'error', message: 'no match is kept to continue' });
  });

  test('Discard forgets the match; a new match keeps the other, newest first', async () => {
    const store = memoryStore();
    const a = await started(store, 'bavarian-huber-1923');
    await playUntil(a, midPlay);
    const b = open(store);
    expect((await saved(b)).saved).toHaveLength(1);
    b.host.receive({ type: 'discard', id: only(store).id });
    await b.host.idle();
    expect(store.kept.size).toBe(0);
    expect(b.last('saved')).toEqual({ type: 'saved', saved: [], refused: null });
    expect((await saved(b)).saved).toEqual([]);
    expect((await saved(open(store))).saved).toEqual([]);

    const c = await started(store, 'bavarian-huber-1923');
    await playUntil(c, midPlay);
    const d = open(store);
    d.host.receive({ type: 'start', setup: setup('illustrated-loew-1954') });
    await d.host.idle();
    expect((await saved(open(store))).saved.map((m) => m.game)).toEqual([
      'illustrated-loew-1954',
      'bavarian-huber-1923',
    ]);
  });

  test('a Discard the store cannot carry out is said, and the match stays offered, as a reload offers it', async () => {
    const inner = memoryStore();
    const a = await started(inner, 'bavarian-huber-1923');
    await playUntil(a, midPlay);
    // IndexedDB refusing to delete (it said nothing, and the match came back after a reload).
    const reason = 'IndexedDB: the transaction was aborted';
    const refusing = { ...inner, remove: async () => err(reason) };
    const b = open(refusing);
    const offer = (await saved(b)).saved;
    const id = offer[0]?.id ?? '';
    b.host.receive({ type: 'discard', id });
    await b.host.idle();
    expect(b.last('saved')).toEqual({
      type: 'saved',
      saved: offer.map((m) => ({ ...m, discardFailed: reason })),
      refused: null,
    });
    expect(inner.kept.size).toBe(1);
    expect((await saved(open(inner))).saved).toEqual(offer);
    // Still offered here too: Continue carries on with it, where it was.
    b.host.receive({ type: 'resume', id });
    await b.host.idle();
    expect(update(b).view).toEqual(update(a).view);
    expectSecretFree(b, a.written);

    // A store whose delete throws is told the same way; one left at the table (b's) too, and it is
    // offered still.
    const throwing = { ...inner, remove: () => Promise.reject(new Error('IndexedDB went away')) };
    const c = open(throwing);
    const again = (await saved(c)).saved;
    c.host.receive({ type: 'discard', id });
    await c.host.idle();
    expect(c.last('saved')).toEqual({
      type: 'saved',
      saved: again.map((m) => ({ ...m, discardFailed: 'IndexedDB went away' })),
      refused: null,
    });
  });

  test('a Discard of the match left at the table forgets it here and in the store', async () => {
    const store = memoryStore();
    const a = await started(store, 'bavarian-huber-1923');
    await playUntil(a, midPlay);
    a.host.receive({ type: 'discard', id: only(store).id });
    await a.host.idle();
    expect(a.last('saved')).toEqual({ type: 'saved', saved: [], refused: null });
    expect(store.kept.size).toBe(0);
    expect((await saved(a)).saved).toEqual([]);
  });

  test('a finished match is not offered', async () => {
    const store = memoryStore();
    const a = await started(store, 'illustrated-mayr-sedlaczek-2016');
    await playUntil(a, (u) => u.match.finished);
    expect((await saved(a)).saved).toEqual([]);
    expect((await saved(open(store))).saved).toEqual([]);
    expect(store.kept.size).toBe(0);
  });

  test('a store that cannot write: the page is told once, the deal plays on, and told again once it can', async () => {
    let failing = true;
    const inner = memoryStore();
    // IndexedDB past its quota (a private window, a browser without it: each request an error).
    const store = {
      ...inner,
      put: async (entry: KeptEntry & { snapshot: Snapshot; owed?: FinishedDeal }, mode: WriteMode) =>
        failing ? err('QuotaExceededError: the quota has been exceeded') : inner.put(entry, mode),
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
    expect(inner.kept.size).toBe(0);
    expect(o.posted.filter((m) => m.type === 'error')).toEqual([]);
    expectSecretFree(o);

    failing = false;
    o.host.receive({ type: 'nextDeal' });
    await o.host.idle();
    expect(o.posted.filter((m) => m.type === 'storage')).toEqual([
      ...told,
      { type: 'storage', keeps: true, reason: null },
    ]);
    expect((await saved(open(inner))).saved[0]?.deals).toBe(update(o).match.deals);
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

describe('several matches are kept, each under its own id', () => {
  test('a Bavarian and an Illustrated match started one after the other are both offered, newest use first, each continued where it was', async () => {
    const store = memoryStore();
    const a = await started(store, 'bavarian-huber-1923');
    await playUntil(a, midPlay);
    const bavarian = update(a);
    // The next evening, from the setup of the same tab: the other match.
    await started(store, 'illustrated-loew-1954', a);
    await playUntil(a, midPlay);
    const illustrated = update(a);

    const b = open(memoryStore([...store.kept.values()]));
    const offer = (await saved(b)).saved;
    expect(offer.map((m) => m.game)).toEqual(['illustrated-loew-1954', 'bavarian-huber-1923']);
    expect(offer.map((m) => m.deals)).toEqual([illustrated.match.deals, bavarian.match.deals]);
    expect(new Set(offer.map((m) => m.id)).size).toBe(2);
    const [ill, bav] = offer;
    if (!ill || !bav) throw new Error('two matches offered');

    b.host.receive({ type: 'resume', id: bav.id });
    await b.host.idle();
    expect(update(b)).toEqual({ ...bavarian, type: 'update' });
    // Continued: the Bavarian match is the newest use now.
    expect((await saved(b)).saved.map((m) => m.id)).toEqual([bav.id, ill.id]);
    b.host.receive({ type: 'resume', id: ill.id });
    await b.host.idle();
    expect(update(b)).toEqual({ ...illustrated, type: 'update' });
    expectSecretFree(b, a.written);
  });

  test(`at most ${KEPT_MATCHES}: an eleventh match drops the one used longest ago, not one continued lately`, async () => {
    const store = memoryStore();
    const o = open(store);
    const ids: string[] = [];
    for (let i = 0; i < KEPT_MATCHES; i++) {
      await started(store, 'bavarian-huber-1923', o);
      ids.push(o.written.at(-1)?.history?.id ?? '');
    }
    expect(store.kept.size).toBe(KEPT_MATCHES);
    expect((await saved(o)).saved.map((m) => m.id)).toEqual([...ids].reverse());
    // The first match continued: the second is now the one used longest ago.
    o.host.receive({ type: 'resume', id: ids[0] ?? '' });
    await o.host.idle();
    await started(store, 'illustrated-loew-1954', o);
    expect(store.kept.size).toBe(KEPT_MATCHES);
    expect(store.kept.has(ids[1] ?? '')).toBe(false);
    expect(store.kept.has(ids[0] ?? '')).toBe(true);
    const offer = (await saved(o)).saved;
    expect(offer.map((m) => m.game)[0]).toBe('illustrated-loew-1954');
    expect(offer.map((m) => m.id).slice(1)).toEqual([ids[0], ...ids.slice(2).reverse()]);
  });

  test('two tabs playing two matches at once keep both, each as it was last played', async () => {
    const store = memoryStore();
    const a = await started(store, 'bavarian-huber-1923');
    const b = await started(store, 'illustrated-loew-1954');
    // Moves of the one and the other, in turn.
    for (let i = 1; i <= 3; i++) {
      await playUntil(a, (u) => u.view.history.length >= 4 * i && u.view.toAct === u.human);
      await playUntil(b, (u) => u.view.history.length >= 4 * i && u.view.toAct === u.human);
    }
    // The other's last: whoever deals first, b is the match continued last.
    const bAt = update(b).view.history.length;
    await playUntil(b, (u) => u.view.history.length > bAt && u.view.toAct === u.human);
    expect(store.kept.size).toBe(2);
    const c = open(memoryStore([...store.kept.values()]));
    const offer = (await saved(c)).saved;
    expect(offer.map((m) => m.game)).toEqual(['illustrated-loew-1954', 'bavarian-huber-1923']);
    for (const [m, tab] of [
      [offer[0], b],
      [offer[1], a],
    ] as const) {
      c.host.receive({ type: 'resume', id: m?.id ?? '' });
      await c.host.idle();
      expect(update(c)).toEqual({ ...update(tab), type: 'update' });
    }
    expect([...a.posted, ...b.posted].filter((m) => m.type === 'elsewhere' || m.type === 'error')).toEqual(
      [],
    );
  });

  test('two tabs on one match: the one that continued it last plays it on kept; the other is told once and its moves are not kept', async () => {
    const store = memoryStore();
    const a = await started(store, 'bavarian-huber-1923');
    await playUntil(a, midPlay);
    const id = only(store).id;
    const b = open(store);
    b.host.receive({ type: 'resume', id });
    await b.host.idle();
    expect(update(b)).toEqual({ ...update(a), type: 'update' });
    expect(only(store).owner).not.toBe('');

    // The first tab plays on: told once; what is kept is the second tab's table.
    await playUntil(a, (u) => u.view.phase === 'finished');
    expect(a.posted.filter((m) => m.type === 'elsewhere')).toEqual([{ type: 'elsewhere', why: 'continued' }]);
    expect((only(store).snapshot as Snapshot).seq).toBe(update(b).seq);
    // The second tab plays on, kept.
    const seen = update(b).seq;
    await playUntil(b, (u) => u.seq > seen + 2 && u.view.toAct === u.human);
    expect((only(store).snapshot as Snapshot).seq).toBe(update(b).seq);
    expect(b.posted.filter((m) => m.type === 'elsewhere')).toEqual([]);
    // The first tab's setup offers the match as the second tab keeps it; continued there, it is
    // the first tab's again, and the second is told at its next move.
    const offer = (await saved(a)).saved;
    expect(offer.map((m) => m.deals)).toEqual([update(b).match.deals]);
    a.host.receive({ type: 'resume', id });
    await a.host.idle();
    expect(update(a).view).toEqual(update(b).view);
    await playUntil(b, (u) => u.view.phase === 'finished');
    expect(b.posted.filter((m) => m.type === 'elsewhere')).toEqual([{ type: 'elsewhere', why: 'continued' }]);
    expect((only(store).snapshot as Snapshot).seq).toBe(update(a).seq);
  });

  test('the one match an older app kept is carried over (keptFromOld), offered, and continued where it was', async () => {
    const store = memoryStore();
    const a = await started(store, 'illustrated-loew-1954');
    await playUntil(a, midPlay);
    // As the database's version 1 kept it, written before the history (no id of its own).
    const { history: _, ...old } = only(store).snapshot as Snapshot;
    const entry = keptFromOld(old, { id: 'carried', started: 5 }, 7);
    if (!entry) throw new Error('nothing carried over');
    const b = open(memoryStore([entry]));
    const offer = (await saved(b)).saved;
    expect(offer.map((m) => [m.id, m.used, m.game])).toEqual([['carried', 7, 'illustrated-loew-1954']]);
    b.host.receive({ type: 'resume', id: 'carried' });
    await b.host.idle();
    expect(update(b)).toEqual({ ...update(a), type: 'update' });
    // An entry whose snapshot has no id of its own stays under its key when continued (not kept
    // twice, under the key and under a new id).
    const bare = memoryStore([{ id: 'bare', used: 7, owner: '', snapshot: old }]);
    const d = open(bare);
    d.host.receive({ type: 'resume', id: 'bare' });
    await d.host.idle();
    expect(update(d)).toEqual({ ...update(a), type: 'update' });
    expect([...bare.kept.keys()]).toEqual(['bare']);
    // A damaged one is discarded at the first offer, and why said, as before.
    const damaged = keptFromOld({ v: 99 }, { id: 'damaged', started: 5 }, 7);
    const c = open(memoryStore(damaged ? [damaged] : []));
    const told = await saved(c);
    expect(told.saved).toEqual([]);
    expect(told.refused).toEqual([{ code: 'version', found: '99', reads: 1 }]);
  });
});

describe("the computer players' pace", () => {
  test('a computer player thinks within its pause: the host waits only what is left of it, so a forced card comes as late as a chosen one', async () => {
    const waits: number[] = [];
    // Every reading of the clock 100 ms after the one before: each decision "takes" 100 ms.
    let t = 0;
    const posted: FromWorker[] = [];
    const host = createHost({
      post: (m) => posted.push(m),
      store: memoryStore(),
      history: historyStore(memoryHistory().backend),
      sleep: async (ms) => {
        waits.push(ms);
      },
      now: () => (t += 100),
    });
    host.receive({ type: 'start', setup: { ...setup('haferltarock'), delayMs: 600 } });
    await host.idle();
    const last = (): TableUpdate => {
      const u = posted.filter((m): m is TableUpdate & { type: 'update' } => m.type === 'update').at(-1);
      if (!u) throw new Error('no update yet');
      return u;
    };
    await humanPlaysUntil(host, last, (u) => u.view.phase === 'play' && u.view.tricks.length >= 4);
    const paused = waits.filter((ms) => ms > 0);
    expect(paused.length).toBeGreaterThan(5);
    // 600 ms for a move, 900 for the lead of a new trick; less what the clock moved while the
    // decision was made (100 ms a reading: the decision's own, and any a write made meanwhile).
    for (const ms of paused)
      expect(
        [600, 900].some((pause) => ms < pause && ms >= pause - 300),
        `${ms}`,
      ).toBe(true);
    expect(paused).toContain(500);
  });
});
