/**
 * The page makes the host key of its `create` and keeps it, with what it asked for, before sending
 * (protocol version 5, docs/decisions/0011): a create whose `created` never came is sent again with
 * the same key on the next connection at the start screen, or after a reload (the server answers
 * the same key with the same table), and a create refused for good forgets it.
 */
import { SEAT_TOKEN_PATTERN } from '@tarock/protocol';
import { describe, expect, test, vi } from 'vitest';
import { type OpenTable, OnlineClient, socketUrl } from './client';
import { FakeSocket, reconnect, useFakeSockets } from './fakeSocket.test-helper';
import { MemoryStorage } from './memoryStorage.test-helper';
import {
  CREATE_KEPT_MS,
  type PendingCreate,
  keptTables,
  loadCreating,
  loadHostKey,
  loadSeat,
  newHostKey,
  saveCreating,
} from './seats';

const loc = { protocol: 'https:', host: 'tarock.example.org' } as Location; // socketUrl reads these two only
const urlFor = (table: string | null) => socketUrl(loc, table);
const TABLE = 'AbCdEfGhIjKlMnOp';

useFakeSockets();

const asked: OpenTable = {
  preset: 'haferltarock',
  options: { kontra: true },
  seats: [{ kind: 'human' }, { kind: 'computer', level: 'random' }, { kind: 'human' }],
  turnSeconds: 30,
  name: 'Anna',
};
const { name: _name, ...fields } = asked;

/** A page at the start screen, connected; the last socket is the open one. */
function atStart(storage = new MemoryStorage()) {
  const client = new OnlineClient(urlFor, storage);
  const ws = FakeSocket.all.at(-1);
  ws?.open();
  return { client, storage, ws };
}

const creates = (ws: FakeSocket | undefined) => ws?.sent.filter((m) => m['t'] === 'create') ?? [];

describe('the host key of a create is the page’s', () => {
  test('made and kept with what was asked for before the create goes out; the create carries it', () => {
    const { client, storage, ws } = atStart();
    client.open(asked);
    const kept = loadCreating(storage);
    expect(kept?.hostKey).toMatch(SEAT_TOKEN_PATTERN);
    expect(kept).toEqual({ hostKey: kept?.hostKey, create: fields, name: 'Anna', at: expect.any(Number) });
    expect(creates(ws)).toEqual([
      { t: 'create', req: expect.any(Number), ...fields, hostKey: kept?.hostKey },
    ]);
    // A create kept is no table of "Your tables".
    expect(keptTables(storage)).toEqual([]);
    client.close();
  });

  test('the answer lost with the connection: the next connection sends the same create again; created keeps the key for the table and takes the seat', async () => {
    const { client, storage, ws } = atStart();
    client.open(asked);
    const key = loadCreating(storage)?.hostKey;
    const again = await reconnect(ws);
    expect(creates(again)).toEqual([{ t: 'create', req: expect.any(Number), ...fields, hostKey: key }]);
    again?.receive({
      t: 'created',
      req: creates(again)[0]?.['req'],
      table: TABLE,
      invite: `/table/${TABLE}`,
    });
    expect(loadCreating(storage)).toBeNull();
    expect(loadHostKey(storage, TABLE)).toBe(key);
    expect(client.state).toMatchObject({ tableId: TABLE, host: true });
    // Over a connection for the new table: the host's join goes out, its token kept before.
    const atTable = FakeSocket.all.at(-1);
    expect(atTable?.url).toBe(`wss://tarock.example.org/ws?table=${TABLE}`);
    atTable?.open();
    expect(atTable?.sent).toMatchObject([{ t: 'join', table: TABLE, seat: 0, name: 'Anna' }]);
    expect(loadSeat(storage, TABLE)).toMatchObject({ seat: 0, name: 'Anna', joining: true });
    // A copy's answer that comes late changes nothing.
    atTable?.receive({ t: 'created', table: 'ZyXwVuTsRqPoNmLk', invite: '/table/ZyXwVuTsRqPoNmLk' });
    expect(client.state.tableId).toBe(TABLE);
    client.close();
  });

  test('opened while not connected: the create goes out once, as the connection opens', () => {
    const storage = new MemoryStorage();
    const client = new OnlineClient(urlFor, storage);
    client.open(asked);
    const ws = FakeSocket.all.at(-1);
    ws?.open();
    expect(creates(ws)).toHaveLength(1);
    expect(creates(ws)[0]?.['hostKey']).toBe(loadCreating(storage)?.hostKey);
    client.close();
  });

  test('after a reload the page at the start screen sends the kept create again; at a table it waits', () => {
    const { client, storage } = atStart();
    client.open(asked);
    const key = loadCreating(storage)?.hostKey;
    client.close();
    // Reloaded at a table's link: the kept create waits for the start screen.
    const elsewhere = new OnlineClient(urlFor, storage, TABLE);
    const tableWs = FakeSocket.all.at(-1);
    tableWs?.open();
    expect(creates(tableWs)).toEqual([]);
    elsewhere.close();
    const reloaded = new OnlineClient(urlFor, storage);
    const ws = FakeSocket.all.at(-1);
    ws?.open();
    expect(creates(ws)).toEqual([{ t: 'create', req: expect.any(Number), ...fields, hostKey: key }]);
    ws?.receive({ t: 'created', req: creates(ws)[0]?.['req'], table: TABLE, invite: `/table/${TABLE}` });
    expect(loadHostKey(storage, TABLE)).toBe(key);
    expect(reloaded.state.tableId).toBe(TABLE);
    reloaded.close();
  });

  test('a create kept longer than CREATE_KEPT_MS is forgotten at the next connection, not sent again; the same table asked for then gets a new key', () => {
    const storage = new MemoryStorage();
    const key = newHostKey();
    const old: PendingCreate = {
      hostKey: key,
      create: fields,
      name: 'Anna',
      at: Date.now() - CREATE_KEPT_MS - 1,
    };
    saveCreating(storage, old);
    const { client, ws } = atStart(storage);
    expect(creates(ws)).toEqual([]);
    expect(loadCreating(storage)).toBeNull();
    client.open(asked);
    expect(creates(ws)).toHaveLength(1);
    expect(creates(ws)[0]?.['hostKey']).not.toBe(key);
    client.close();
    // Within the time, a reload sends it again (the case above, with the time said).
    const fresh = new MemoryStorage();
    saveCreating(fresh, { ...old, at: Date.now() - CREATE_KEPT_MS + 60_000 });
    const again = atStart(fresh);
    expect(creates(again.ws)).toEqual([{ t: 'create', req: expect.any(Number), ...fields, hostKey: key }]);
    again.client.close();
  });

  test('a page left open at the start screen past CREATE_KEPT_MS does not send its create again when it reconnects', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const { client, storage, ws } = atStart();
      client.open(asked);
      vi.setSystemTime(Date.now() + CREATE_KEPT_MS + 1);
      const again = await reconnect(ws);
      expect(creates(again)).toEqual([]);
      expect(loadCreating(storage)).toBeNull();
      client.close();
    } finally {
      vi.useRealTimers();
    }
  });

  test('asked again for the same table the kept key goes again; another table gets a new key', () => {
    const { client, storage, ws } = atStart();
    client.open(asked);
    const key = loadCreating(storage)?.hostKey;
    client.open(asked);
    expect(creates(ws).map((m) => m['hostKey'])).toEqual([key, key]);
    client.open({ ...asked, turnSeconds: null });
    const other = loadCreating(storage)?.hostKey;
    expect(other).not.toBe(key);
    expect(creates(ws).at(-1)).toMatchObject({ turnSeconds: null, hostKey: other });
    client.close();
  });

  test('a create refused for good forgets the key; after internal, rate or busy it is kept and sent again', async () => {
    const { client, storage, ws } = atStart();
    client.open(asked);
    const req = (w: FakeSocket | undefined) => creates(w).at(-1)?.['req'];
    for (const code of ['internal', 'rate', 'busy']) {
      ws?.receive({ t: 'error', req: req(ws), code, message: 'not now' });
      expect(loadCreating(storage)).not.toBeNull();
    }
    const again = await reconnect(ws);
    expect(creates(again)).toHaveLength(1);
    again?.receive({ t: 'error', req: req(again), code: 'create-limit', message: 'too many tables' });
    expect(loadCreating(storage)).toBeNull();
    expect(client.state.error).toMatchObject({ code: 'create-limit' });
    const third = await reconnect(again);
    expect(creates(third)).toEqual([]);
    // A bad-table (the server has no such rule set, or the key opened another table) too.
    client.open(asked);
    third?.receive({ t: 'error', req: req(third), code: 'bad-table', message: 'no preset' });
    expect(loadCreating(storage)).toBeNull();
    client.close();
  });
});
