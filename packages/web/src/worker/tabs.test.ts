/**
 * Two tabs on one kept match (each a host on one store, as each tab's worker is on the browser's
 * IndexedDB): a tab that loses the match — continued or discarded in the other — is told at once
 * when the other tab's note comes over the channel, the store's owner check deciding; without a
 * channel at its next write. A Discard holds: the other tab's writes never bring the match back.
 */
import { err } from '@tarock/engine';
import { describe, expect, test } from 'vitest';
import type { MatchChannel } from './channel';
import { historyStore, memoryHistory } from './history';
import { createHost } from './host';
import type { FromWorker, TableUpdate } from './protocol';
import { type MatchStore, memoryStore } from './store';
import { channelHub, humanPlaysUntil, setup } from './testing';

let tick = 1_700_000_000_000;
const clock = (): number => ++tick;

function open(store: MatchStore, channel: MatchChannel | null = null) {
  const posted: FromWorker[] = [];
  const host = createHost({
    post: (m) => posted.push(m),
    store,
    history: historyStore(memoryHistory().backend),
    sleep: async () => {},
    now: clock,
    channel,
  });
  const told = () => posted.filter((m) => m.type === 'elsewhere');
  const update = (): TableUpdate => {
    const u = posted.filter((m): m is Extract<FromWorker, { type: 'update' }> => m.type === 'update').at(-1);
    if (!u) throw new Error('no update yet');
    return u;
  };
  const offered = async (): Promise<string[]> => {
    host.receive({ type: 'saved' });
    await host.idle();
    const m = posted.filter((x): x is Extract<FromWorker, { type: 'saved' }> => x.type === 'saved').at(-1);
    return m?.saved.map((s) => s.id) ?? [];
  };
  return { host, posted, told, update, offered };
}
type Tab = ReturnType<typeof open>;

/** The human answers with the first legal choice until `stop` holds (the bots answer in between). */
const playUntil = (o: Tab, stop: (u: TableUpdate) => boolean): Promise<void> =>
  humanPlaysUntil(o.host, o.update, stop);

const myTurn = (u: TableUpdate): boolean => u.view.phase === 'play' && u.view.toAct === u.human;
/** One more of the human's moves (and the bots' after it). */
const move = async (o: Tab): Promise<void> => {
  const seq = o.update().seq;
  await playUntil(o, (u) => u.seq > seq && u.view.toAct === u.human);
};

/** Tab `a` playing a Huber match into its card play, its id, and tab `b` on the same store. */
async function twoTabs(channels: boolean) {
  const store = memoryStore();
  const hub = channelHub();
  const a = open(store, channels ? hub.join() : null);
  const b = open(store, channels ? hub.join() : null);
  a.host.receive({ type: 'start', setup: { ...setup('bavarian-huber-1923'), seed: 'tabs' } });
  await playUntil(a, myTurn);
  const id = [...store.kept.keys()][0] ?? '';
  return { store, hub, a, b, id };
}

describe('a tab that loses its match to another tab', () => {
  test('continued in the other tab: told at once over the channel, before its next move', async () => {
    const { store, hub, a, b, id } = await twoTabs(true);
    b.host.receive({ type: 'resume', id });
    await b.host.idle();
    await a.host.idle();
    expect(hub.sent).toEqual([{ type: 'claimed', id }]);
    expect(a.told()).toEqual([{ type: 'elsewhere', why: 'continued' }]);
    // It plays on unkept; what is kept is the other tab's table, and it is not told again.
    await move(a);
    expect(a.told()).toHaveLength(1);
    expect(store.kept.get(id)?.owner).not.toBe('');
    expect((store.kept.get(id)?.snapshot as { seq?: number } | undefined)?.seq).toBe(b.update().seq);
    expect(b.told()).toEqual([]);
  });

  test('a note the store does not bear out changes nothing: the owner check decides', async () => {
    const { hub, a, id } = await twoTabs(true);
    // A note of a claim that the store does not show (this tab still owns the match).
    hub.join().post({ type: 'claimed', id });
    hub.join().post({ type: 'discarded', id });
    hub.join().post({ type: 'claimed', id: 'another match' });
    await a.host.idle();
    expect(a.told()).toEqual([]);
    await move(a);
    expect(a.told()).toEqual([]);
  });

  test('without a channel: told at its next write, as before', async () => {
    const { a, b, id } = await twoTabs(false);
    b.host.receive({ type: 'resume', id });
    await b.host.idle();
    await a.host.idle();
    expect(a.told()).toEqual([]);
    await move(a);
    expect(a.told()).toEqual([{ type: 'elsewhere', why: 'continued' }]);
  });
});

describe('a match discarded in one tab while another plays it stays discarded', () => {
  test.each([true, false])(
    'channel %s: the other tab is told, its moves do not bring it back, no setup offers it',
    async (channels) => {
      const { store, hub, a, b, id } = await twoTabs(channels);
      expect(await b.offered()).toEqual([id]);
      b.host.receive({ type: 'discard', id });
      await b.host.idle();
      await a.host.idle();
      expect(store.kept.has(id)).toBe(false);
      if (channels) {
        expect(hub.sent).toEqual([{ type: 'discarded', id }]);
        expect(a.told()).toEqual([{ type: 'elsewhere', why: 'discarded' }]);
      } else expect(a.told()).toEqual([]);
      // The tab plays on: its writes are refused by the owner check (nothing there to write over).
      await move(a);
      await move(a);
      expect(a.told()).toEqual([{ type: 'elsewhere', why: 'discarded' }]);
      expect(store.kept.has(id)).toBe(false);
      expect(await b.offered()).toEqual([]);
      expect(await a.offered()).toEqual([]);
      // A fresh tab (a reload) does not see it either.
      expect(await open(store).offered()).toEqual([]);
    },
  );

  test('the setup of the tab that played it, asked before any move, does not offer it', async () => {
    const { store, a, b, id } = await twoTabs(false);
    b.host.receive({ type: 'discard', id });
    await b.host.idle();
    expect(await a.offered()).toEqual([]);
    expect(a.told()).toEqual([{ type: 'elsewhere', why: 'discarded' }]);
    expect(store.kept.has(id)).toBe(false);
  });

  test('continued with a claim the store failed, then discarded in the other tab: still not written back', async () => {
    const { store, a, id } = await twoTabs(false);
    let failClaim = true;
    const flaky: MatchStore = {
      ...store,
      put: async (e, mode) => {
        if (mode === 'claim' && failClaim) {
          failClaim = false;
          return err('IndexedDB: the transaction was aborted');
        }
        return store.put(e, mode);
      },
    };
    const b = open(flaky);
    b.host.receive({ type: 'resume', id });
    await b.host.idle();
    a.host.receive({ type: 'discard', id });
    await a.host.idle();
    expect(store.kept.has(id)).toBe(false);
    await move(b);
    expect(store.kept.has(id)).toBe(false);
    expect(b.told()).toEqual([{ type: 'elsewhere', why: 'discarded' }]);
  });
});
