import { HISTORY_FORMAT, parseRecordJson, replay } from '@tarock/engine';
import { jsonSlots } from '@tarock/engine/testing';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { type FinishedDeal, type HistoryMatch, historyStore, memoryHistory, recordKey } from './history';
import { type KeptMatch, archiveText, readArchive } from './historyArchive';
import { createHost } from './host';
import { answerHistory, finishedDeal } from './keepHistory';
import { memoryStore } from './store';
import type { FromWorker } from './protocol';
import { make, playOut } from './testing';

/** The finished deals of a match of `game` under `id`, `deals` of them, as the worker keeps them. */
function matchOf(id: string, started: number, deals: number, game = 'haferltarock'): FinishedDeal[] {
  const s = make(game, `archive-${id}`);
  s.identity = { id, started };
  const out: FinishedDeal[] = [];
  for (let n = 0; n < deals; n++) {
    if (n > 0) {
      const next = s.nextDeal();
      if (!next.ok) throw new Error(next.error);
    }
    playOut(s, (legal, i) => legal[(i * 5 + 3) % legal.length]);
    const f = finishedDeal(s, started + n + 1);
    if (!f) throw new Error('the deal is not over');
    if (f.deal.outcome === 'passed') throw new Error('a deal thrown in: choose another seed');
    out.push(f);
  }
  return out;
}

async function storeWith(...deals: FinishedDeal[]) {
  const mem = memoryHistory();
  const store = historyStore(mem.backend);
  for (const d of deals) {
    const r = await store.keep(d);
    if (!r.ok) throw new Error(r.error);
  }
  return { mem, store };
}

const value = <T>(r: { ok: true; value: T } | { ok: false; error: unknown }): T => {
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  return r.value;
};

/** The store's matches and every record, for comparing two histories. */
async function contents(store: ReturnType<typeof historyStore>) {
  const all = value(await store.exportAll());
  return all.matches.map((m) => ({ match: m.match, records: [...m.records] }));
}

/** The archive's JSON with `edit` applied to its data. */
function edited(text: string, edit: (a: { matches: Record<string, unknown>[] }) => void): string {
  const a = JSON.parse(text) as { matches: Record<string, unknown>[] };
  edit(a);
  return JSON.stringify(a);
}

const dealsOf = (m: Record<string, unknown> | undefined) => (m?.['deals'] ?? []) as Record<string, unknown>[];

describe('the history as a file', () => {
  test('saved and read into an empty history, every match, deal and record comes back as it was', async () => {
    const a = matchOf('m-a', 1000, 2);
    const b = matchOf('m-b', 2000, 1, 'illustrated-mayr-sedlaczek-2016');
    const { store } = await storeWith(...a, ...b);
    const text = archiveText(value(await store.exportAll()).matches, '2026-12-05T12:00:00.000Z');
    const parsed = JSON.parse(text) as Record<string, unknown>;
    expect(parsed['format']).toBe(HISTORY_FORMAT);
    expect(parsed['version']).toBe(1);
    expect(parsed['exported']).toBe('2026-12-05T12:00:00.000Z');
    const read = value(readArchive(text));
    expect(read.skipped).toEqual([]);
    const fresh = historyStore(memoryHistory().backend);
    expect(value(await fresh.importAll(read.matches))).toEqual({
      added: 2,
      extended: 0,
      deals: 3,
      already: 0,
      noRoom: 0,
    });
    expect(await contents(fresh)).toEqual(await contents(store));
    // Read once more: nothing new, nothing changed.
    expect(value(await fresh.importAll(read.matches))).toMatchObject({ added: 0, deals: 0, already: 2 });
    expect(await contents(fresh)).toEqual(await contents(store));
  });

  test('a match held here is given the deals it lacks, with the totals after the later deal', async () => {
    const [d1, d2] = matchOf('m-a', 1000, 2);
    if (!d1 || !d2) throw new Error('two deals');
    const here = await storeWith(d1);
    const there = await storeWith(d1, d2);
    const read = value(readArchive(archiveText(value(await there.store.exportAll()).matches, 'now')));
    expect(value(await here.store.importAll(read.matches))).toEqual({
      added: 0,
      extended: 1,
      deals: 1,
      already: 0,
      noRoom: 0,
    });
    expect(await contents(here.store)).toEqual(await contents(there.store));
    const [m] = value(await here.store.list());
    expect(m?.totals).toEqual(d2.match.totals);
  });

  test('a file that knows fewer deals of a match changes nothing of it', async () => {
    const [d1, d2] = matchOf('m-a', 1000, 2);
    if (!d1 || !d2) throw new Error('two deals');
    const older = await storeWith(d1);
    const here = await storeWith(d1, d2);
    const before = await contents(here.store);
    const read = value(readArchive(archiveText(value(await older.store.exportAll()).matches, 'now')));
    expect(value(await here.store.importAll(read.matches))).toMatchObject({ already: 1, deals: 0 });
    expect(await contents(here.store)).toEqual(before);
  });

  test('a match whose deals both sides hold in part: each deal once, the totals of the later deal', async () => {
    const [d1, d2, d3] = matchOf('m-a', 1000, 3);
    if (!d1 || !d2 || !d3) throw new Error('three deals');
    // Here deals 1 and 3 (deal 2's write was lost), in the file deals 1 and 2.
    const here = await storeWith(d1, d3);
    const there = await storeWith(d1, d2);
    const read = value(readArchive(archiveText(value(await there.store.exportAll()).matches, 'now')));
    expect(value(await here.store.importAll(read.matches))).toMatchObject({ extended: 1, deals: 1 });
    const [m] = value(await here.store.list());
    expect(m?.deals.map((d) => d.deal)).toEqual([1, 2, 3]);
    expect(m?.totals).toEqual(d3.match.totals);
  });

  test('no match held here is dropped to make room: new matches beyond the bound are left out, the oldest first', async () => {
    const mem = memoryHistory();
    const store = historyStore(mem.backend, 3);
    for (const [i, id] of ['h1', 'h2'].entries())
      value(await store.keep(matchOf(id, 100 + i, 1)[0] as FinishedDeal));
    const there = await storeWith(
      ...matchOf('f-old', 50, 1),
      ...matchOf('f-new', 500, 1),
      ...matchOf('f-mid', 300, 1),
    );
    const read = value(readArchive(archiveText(value(await there.store.exportAll()).matches, 'now')));
    expect(value(await store.importAll(read.matches))).toMatchObject({ added: 1, noRoom: 2 });
    expect(value(await store.list()).map((m) => m.id)).toEqual(['f-new', 'h2', 'h1']);
  });

  test('one match saved alone is read alone', async () => {
    const { store } = await storeWith(...matchOf('m-a', 1000, 2), ...matchOf('m-b', 2000, 1));
    const one = value(await store.exportAll('m-a'));
    expect(one.matches.map((m) => [m.match.id, m.match.deals.length])).toEqual([['m-a', 2]]);
    const fresh = historyStore(memoryHistory().backend);
    value(await fresh.importAll(value(readArchive(archiveText(one.matches, 'now'))).matches));
    expect(await contents(fresh)).toEqual((await contents(store)).filter((m) => m.match.id === 'm-a'));
    expect(value(await store.exportAll('m-x')).matches).toEqual([]);
  });

  test('saving leaves out a deal whose record does not read, and says how many', async () => {
    const { mem, store } = await storeWith(...matchOf('m-a', 1000, 2));
    mem.records.set(recordKey('m-a', 1), {
      v: 1,
      match: 'm-a',
      deal: 1,
      json: '{"format": "tarock-record", ',
    });
    const all = value(await store.exportAll());
    expect(all.unread).toBe(1);
    expect(all.matches.map((m) => m.match.deals.map((d) => d.deal))).toEqual([[2]]);
    expect(value(readArchive(archiveText(all.matches, 'now'))).skipped).toEqual([]);
  });

  describe('a file that is not a history is refused whole', () => {
    test.each([
      ['not JSON', 'tarock', 'notJson'],
      ['JSON of something else', '{"matches": []}', 'notArchive'],
      ['a list', '[1, 2]', 'notArchive'],
      ['an archive without its matches', `{"format": "${HISTORY_FORMAT}", "version": 1}`, 'notArchive'],
    ])('%s', (_, text, code) => {
      expect(readArchive(text)).toMatchObject({ ok: false, error: { code } });
    });

    test('another version, named', () => {
      expect(readArchive(`{"format": "${HISTORY_FORMAT}", "version": 2, "matches": []}`)).toEqual({
        ok: false,
        error: { code: 'version', version: '2' },
      });
    });

    test("one deal's record: it is said to open under Replay", () => {
      const [d] = matchOf('m-a', 1000, 1);
      expect(readArchive(d?.json ?? '')).toEqual({ ok: false, error: { code: 'aRecord' } });
    });

    test('a file larger than the bound, before it is parsed', () => {
      expect(readArchive(`${' '.repeat(2000)}{}`, 1000)).toEqual({
        ok: false,
        error: { code: 'tooLarge', bytes: 2002 },
      });
      // Characters beyond ASCII count by their bytes.
      expect(readArchive('ä'.repeat(600), 1000)).toMatchObject({ error: { code: 'tooLarge', bytes: 1200 } });
    });
  });

  describe('a damaged match is left out with the reason; the others are read', () => {
    const cases: [string, (m: Record<string, unknown>) => void, RegExp][] = [
      ['a field of the match', (m) => (m['names'] = 'Anna'), /do not read as a match/],
      ['an id the app does not make', (m) => (m['id'] = 'a b'), /its id is not one of a match \("a b"\)/],
      [
        "a deal's result that is not the one listed",
        (m) => {
          const d = dealsOf(m)[0];
          if (d) d['deltas'] = (d['deltas'] as number[]).map((x, i) => (i === 0 ? x + 1 : x));
        },
        /deal 1: the record's result is not the one the match lists/,
      ],
      [
        'a record that does not replay',
        (m) => {
          const r = dealsOf(m)[0]?.['record'] as { turns: unknown[] };
          r.turns.splice(r.turns.length - 2, 1);
        },
        /deal 1: the record does not replay: /,
      ],
      [
        'a record of a deal under way',
        (m) => {
          const r = dealsOf(m)[0]?.['record'] as Record<string, unknown>;
          r['result'] = null;
        },
        /deal 1: the deal is not over/,
      ],
      [
        'a deal without its record',
        (m) => delete dealsOf(m)[0]?.['record'],
        /deal 1: the record does not read/,
      ],
      [
        'a record of another rule set',
        (m) => (m['game'] = 'haferltarock(kontra=true)'),
        /deal 1: the record is of another rule set \(haferltarock\)/,
      ],
      ['a deal listed twice', (m) => (m['deals'] = [dealsOf(m)[0], dealsOf(m)[0]]), /lists a deal twice/],
    ];
    test.each(cases)('%s', async (_, damage, why) => {
      const { store } = await storeWith(...matchOf('m-a', 1000, 1), ...matchOf('m-b', 2000, 1));
      const text = archiveText(value(await store.exportAll()).matches, 'now');
      // The newest first: m-b, then m-a.
      const read = value(readArchive(edited(text, (a) => damage(a.matches[1] as Record<string, unknown>))));
      expect(read.matches.map((m) => m.match.id)).toEqual(['m-b']);
      expect(read.skipped).toHaveLength(1);
      expect(read.skipped[0]?.id).toMatch(/^(m-a|a b)$/);
      expect(read.skipped[0]?.why).toMatch(/^match 2: /);
      expect(read.skipped[0]?.why).toMatch(why);
    });

    test('a match the file holds twice is read once', async () => {
      const { store } = await storeWith(...matchOf('m-a', 1000, 1));
      const text = archiveText(value(await store.exportAll()).matches, 'now');
      const read = value(
        readArchive(edited(text, (a) => a.matches.push(a.matches[0] as Record<string, unknown>))),
      );
      expect(read.matches).toHaveLength(1);
      expect(read.skipped).toEqual([{ id: 'm-a', why: 'match 2: the file holds this match twice' }]);
    });
  });

  test("the match's names are read as a record holds them: printable, at most 20 characters", async () => {
    const { store } = await storeWith(...matchOf('m-a', 1000, 1));
    const text = archiveText(value(await store.exportAll()).matches, 'now');
    const long = edited(
      text,
      (a) => ((a.matches[0] as Record<string, unknown>)['names'] = ['An\tna', 'B'.repeat(5000), 'Cilli']),
    );
    const read = value(readArchive(long));
    expect(read.matches[0]?.match.names).toEqual(['An na', 'B'.repeat(20), 'Cilli']);
  });

  test('a record an earlier version kept with a name as typed is read with it mended', async () => {
    const [d] = matchOf('m-a', 1000, 1);
    if (!d) throw new Error('a deal');
    const record = JSON.parse(d.json) as { seats: { name: string }[] };
    const first = record.seats[0];
    if (first) first.name = 'An\tna';
    const kept: KeptMatch = {
      match: { v: 1, ...d.match, deals: [d.deal] } satisfies HistoryMatch,
      records: new Map([[1, JSON.stringify(record)]]),
    };
    const read = value(readArchive(archiveText([kept], 'now')));
    expect(read.skipped).toEqual([]);
    const json = read.matches[0]?.records.get(1) ?? '';
    expect(JSON.parse(json).seats[0].name).toBe('An na');
  });

  test('the worker answers a file with what it brought, then the list as it is now', async () => {
    const there = await storeWith(...matchOf('m-a', 1000, 1));
    const text = archiveText(value(await there.store.exportAll()).matches, 'now');
    const { store } = await storeWith();
    const posted: FromWorker[] = [];
    await answerHistory({ type: 'historyImport', text }, store, (m) => posted.push(m));
    expect(posted.map((m) => m.type)).toEqual(['historyImported', 'history']);
    expect(posted[0]).toMatchObject({ result: { ok: true, counts: { added: 1, deals: 1 }, skipped: [] } });
    expect(posted[1]).toMatchObject({ matches: [{ id: 'm-a' }] });
    // A file that is not one: refused, and the list unchanged.
    posted.length = 0;
    await answerHistory({ type: 'historyImport', text: 'x' }, store, (m) => posted.push(m));
    expect(posted).toMatchObject([{ result: { ok: false, fault: { code: 'notJson' } } }]);
    expect(value(await store.list()).map((m) => m.id)).toEqual(['m-a']);
    // Saving: the text with the clock's time.
    posted.length = 0;
    await answerHistory(
      { type: 'historyExport', match: null },
      store,
      (m) => posted.push(m),
      () => Date.UTC(2026, 11, 5),
    );
    expect(posted).toHaveLength(1);
    const saved = posted[0];
    if (saved?.type !== 'historyExport' || saved.text === null) throw new Error('no text');
    expect(saved).toMatchObject({ matches: 1, unread: 0, reason: null });
    expect(JSON.parse(saved.text).exported).toBe('2026-12-05T00:00:00.000Z');
  });

  test('a history opened in the replay is said to be one, not a record', async () => {
    const { store } = await storeWith(...matchOf('m-a', 1000, 1));
    const text = archiveText(value(await store.exportAll()).matches, 'now');
    const posted: FromWorker[] = [];
    const host = createHost({
      post: (m) => posted.push(m),
      store: memoryStore(),
      history: store,
      sleep: async () => {},
    });
    host.receive({ type: 'replay', text });
    await host.idle();
    expect(posted.filter((m) => m.type === 'error')).toEqual([
      {
        type: 'error',
        message: 'this file is a saved history, not one deal’s record: read it in under History',
      },
    ]);
  });

  test('property: a file damaged in any one place reads without throwing, each match read whole or left out, and reading it loses nothing held', async () => {
    const presets = [
      'haferltarock',
      'illustrated-mayr-sedlaczek-2016',
      'bavarian-huber-1923',
      'illustrated-beck',
    ];
    const originals = new Map<string, KeptMatch>();
    const source = historyStore(memoryHistory().backend);
    for (const [i, preset] of presets.entries())
      for (const d of matchOf(`p-${i}`, 1000 + i, 2, preset)) value(await source.keep(d));
    for (const m of value(await source.exportAll()).matches) originals.set(m.match.id, m);
    const text = archiveText([...originals.values()], 'now');
    const held = (await storeWith(...matchOf('held', 50, 1))).store;
    const heldBefore = await contents(held);
    await fc.assert(
      fc.asyncProperty(
        fc.nat(),
        // Anywhere; or a field of a match itself (its id, names, totals, …), or its id: rare among
        // all the places of its records.
        fc.constantFrom('anywhere', 'match', 'id'),
        // 'held': a match of the file taking the id of the one held here.
        fc.oneof(
          { arbitrary: fc.constantFrom<unknown>(null, 7, -1, 'x', [], {}, true, 1e300, 'S9'), weight: 7 },
          { arbitrary: fc.constant('held'), weight: 3 },
        ),
        async (pick, where, junk) => {
          const json = JSON.parse(text) as unknown;
          const slots = jsonSlots(json);
          const own = slots.filter(([o]) => 'deals' in o && 'names' in o);
          const from =
            where === 'anywhere' ? slots : where === 'match' ? own : own.filter(([, k]) => k === 'id');
          const slot = from[pick % from.length];
          if (!slot) return;
          slot[0][slot[1]] = junk;
          const read = readArchive(JSON.stringify(json));
          if (!read.ok) return; // refused whole: nothing to write
          // The one place may be the file's list of matches itself: a list put there is a history
          // holding no match (an empty list read as such), anything else is refused above.
          if (slot[0] === json && slot[1] === 'matches') {
            expect(read.value.matches).toEqual([]);
            return;
          }
          // Every match read holds records that replay to the end, of its rule set, settling as its
          // rows say (checked here with the engine, apart from the reader).
          for (const m of read.value.matches)
            for (const d of m.match.deals) {
              const r = parseRecordJson(m.records.get(d.deal) ?? '');
              const played = r.ok ? replay(r.value) : null;
              expect(played?.ok && played.value.game.name).toBe(m.match.game);
              expect(r.ok && r.value.result?.deltas).toEqual(d.deltas);
            }
          // The damage is in one place: every other match of the file is read as it was.
          const recordsOf = (m: KeptMatch): string => JSON.stringify([m.match, [...m.records]]);
          const same = new Set([...originals.values()].map(recordsOf));
          expect(read.value.matches.filter((m) => same.has(recordsOf(m))).length).toBeGreaterThanOrEqual(
            originals.size - 1,
          );
          expect(read.value.matches.length + read.value.skipped.length).toBeLessThanOrEqual(
            originals.size + 1,
          );
          const store = historyStore(memoryHistory().backend);
          for (const m of heldBefore)
            value(await store.importAll([{ match: m.match, records: new Map(m.records) }]));
          value(await store.importAll(read.value.matches));
          // Every deal held before is there after, its row and its record as they were.
          const before = heldBefore[0];
          const after = (await contents(store)).find((m) => m.match.id === 'held');
          for (const d of before?.match.deals ?? []) {
            expect(after?.match.deals.find((x) => x.deal === d.deal)).toEqual(d);
            expect(after?.records.find(([k]) => k === d.deal)).toEqual(
              before?.records.find(([k]) => k === d.deal),
            );
          }
        },
      ),
      { numRuns: 300 },
    );
  }, 60_000);
});
