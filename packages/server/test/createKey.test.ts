/**
 * The host key is the client's (protocol version 5, docs/decisions/0011): `create` carries the key
 * the client made and kept before sending, the server keeps its hash, and a `create` sent again
 * with it (its `created` lost with the connection) is answered with the same table, not a second
 * one that nobody holds the key of. On SQLite and on PostgreSQL, across a restart, and for two
 * copies sent at the same moment.
 */
import { SEAT_TOKEN_BYTES, seatTokenText } from '@tarock/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hostKeyHash } from '../src/secrets';
import type { RunningServer } from '../src/server';
import { type Msg, TestClient } from './helpers/client';
import { hostKey, humans, seat } from './helpers/play';
import { usePostgres } from './helpers/postgres';
import { type TestServer, startedAgain, testServer } from './helpers/server';

const opening = { preset: 'haferltarock', options: {}, seats: humans(3), turnSeconds: null };
const isCreated = (m: Msg) => m.t === 'created';

/** Resolves once `cond` holds (checked every few ms), or fails after `ms` naming `what`. */
async function until(cond: () => Promise<boolean>, what: string, ms = 10_000): Promise<void> {
  const end = Date.now() + ms;
  while (!(await cond())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

/** The table the store holds for the host key, or null. */
async function tableOf(server: RunningServer, key: string): Promise<string | null> {
  return (await server.store.tableByHostKey(hostKeyHash(key)))?.id ?? null;
}

/**
 * Sends the create on a connection that reads nothing, and drops the connection once the table is
 * in the store: the server opened it and sent `created`, which the client never read.
 */
async function createUnanswered(server: RunningServer, key: string): Promise<string> {
  const c = await TestClient.connect(server.url);
  c.ws.removeAllListeners('message');
  c.send({ t: 'create', ...opening, hostKey: key });
  await until(async () => (await tableOf(server, key)) !== null, 'the table in the store');
  c.ws.terminate();
  expect(c.received.filter(isCreated)).toEqual([]);
  return String(await tableOf(server, key));
}

function idempotentCreates(databaseUrl: () => string | null) {
  let server: TestServer;
  const options = () => {
    const url = databaseUrl();
    return url === null ? {} : { databaseUrl: url };
  };
  beforeAll(async () => {
    server = await testServer(options());
  }, 30_000);
  afterAll(() => server.stop());

  it('a create carries the host key the client chose: created carries none, the store its hash only, and reissue takes it', async () => {
    const key = hostKey();
    const c = await TestClient.connect(server.url);
    const created = await c.request({ t: 'create', ...opening, hostKey: key });
    const table = String(created['table']);
    expect(created).toEqual({ t: 'created', req: created['req'], table, invite: `/table/${table}` });
    expect(c.raw.join('\n')).not.toContain(key);
    const stored = await server.store.loadTable(table);
    expect(stored?.config.hostKeyHash).toBe(hostKeyHash(key));
    expect(JSON.stringify(stored)).not.toContain(key);
    expect(await tableOf(server, key)).toBe(table);
    // The key is the host's: a seat is given a new token with it.
    const anna = await seat(server.url, table, 0, 'Anna');
    expect(await c.request({ t: 'reissue', table, seat: 0, hostKey: key })).toMatchObject({
      t: 'reissued',
      seat: 0,
    });
    for (const x of [c, anna.client]) await x.close();
  });

  it('the answer lost (the connection dropped after the server opened the table): the same create again is answered with that table', async () => {
    const key = hostKey();
    const table = await createUnanswered(server, key);
    const again = await TestClient.connect(server.url);
    expect(await again.request({ t: 'create', ...opening, hostKey: key })).toMatchObject({
      t: 'created',
      table,
      invite: `/table/${table}`,
    });
    // Once more, with the options written otherwise (left out: the default): still the same table.
    const { options: _options, turnSeconds: _turn, ...short } = opening;
    expect(await again.request({ t: 'create', ...short, hostKey: key })).toMatchObject({ table });
    expect(await tableOf(server, key)).toBe(table);
    // The table is there to play at: its seats are free.
    expect(await again.request({ t: 'watch', table })).toMatchObject({ t: 'state', table });
    expect(again.lastTable().seats.map((s) => s.name)).toEqual([null, null, null]);
    await again.close();
  });

  it('the socket closed right after sending: whether or not it arrived, the create sent again opens one table', async () => {
    const key = hostKey();
    const gone = await TestClient.connect(server.url);
    gone.ws.removeAllListeners('message');
    await new Promise<void>((resolve, reject) =>
      gone.ws.send(JSON.stringify({ t: 'create', ...opening, hostKey: key }), (e) =>
        e ? reject(e) : resolve(),
      ),
    );
    await gone.close();
    const back = await TestClient.connect(server.url);
    const created = await back.request({ t: 'create', ...opening, hostKey: key });
    expect(created).toMatchObject({ t: 'created' });
    expect(await tableOf(server, key)).toBe(created['table']);
    await back.close();
  });

  it('two copies at the same moment, on two connections: both answered with one table', async () => {
    const key = hostKey();
    const [a, b] = [await TestClient.connect(server.url), await TestClient.connect(server.url)];
    const answers = await Promise.all(
      [a, b, a, b].map((c) => c.request({ t: 'create', ...opening, hostKey: key })),
    );
    const tables = new Set(answers.map((m) => m['table']));
    expect(answers.every(isCreated)).toBe(true);
    expect(tables.size).toBe(1);
    expect(await tableOf(server, key)).toBe([...tables][0]);
    for (const c of [a, b]) await c.close();
  });

  it('the same key for another table is refused, saying why; a new key opens it', async () => {
    const key = hostKey();
    const c = await TestClient.connect(server.url);
    const first = await c.request({ t: 'create', ...opening, hostKey: key });
    for (const other of [
      { ...opening, preset: 'illustrated-beck' },
      { ...opening, seats: [{ kind: 'human' }, { kind: 'computer', level: 'random' }, { kind: 'human' }] },
      { ...opening, options: { kontra: true } },
      { ...opening, turnSeconds: 30 },
    ]) {
      expect(await c.request({ t: 'create', ...other, hostKey: key })).toMatchObject({
        t: 'error',
        code: 'bad-table',
        message: `this host key opened table ${String(first['table'])} already, with another preset, options, seats or turn timer: make a new host key for another table`,
      });
    }
    expect(await tableOf(server, key)).toBe(first['table']);
    const second = await c.request({ t: 'create', ...opening, turnSeconds: 30, hostKey: hostKey() });
    expect(second).toMatchObject({ t: 'created' });
    expect(second['table']).not.toBe(first['table']);
    await c.close();
  });

  it('a host key of the wrong shape is refused, saying why, and opens nothing', async () => {
    const c = await TestClient.connect(server.url);
    const good = hostKey();
    for (const [key, message] of [
      [undefined, /at hostKey$/],
      [good.slice(1), /^not a host key \(32 random bytes in base64url: 43 characters\) at hostKey$/],
      [`${good.slice(0, 42)}=`, /^not a host key/],
      [`${good.slice(0, 41)}+/`, /^not a host key/],
      // Unfilled bytes: every client of that kind would share one key, and one table.
      [seatTokenText(new Uint8Array(SEAT_TOKEN_BYTES)), /^this host key was not drawn at random/],
    ] as const) {
      const answer = await c.request({ t: 'create', ...opening, hostKey: key });
      expect(answer).toMatchObject({
        t: 'error',
        code: 'malformed',
        message: expect.stringMatching(message),
      });
      if (key) expect(String(answer['message'])).not.toContain(key);
      if (key) expect(await tableOf(server, key)).toBeNull();
    }
    await c.close();
  });

  it('the answer lost and the server restarted: the same create is answered with the table, which plays', async () => {
    const own = await testServer(options());
    const key = hostKey();
    const table = await createUnanswered(own, key);
    await own.close();
    const again = await startedAgain(own, options());
    try {
      const back = await TestClient.connect(again.url);
      expect(await back.request({ t: 'create', ...opening, hostKey: key })).toMatchObject({
        t: 'created',
        table,
      });
      const anna = await seat(again.url, table, 0, 'Anna');
      expect(await back.request({ t: 'reissue', table, seat: 0, hostKey: key })).toMatchObject({
        t: 'reissued',
      });
      for (const x of [back, anna.client]) await x.close();
    } finally {
      await again.close();
      await own.stop();
    }
  }, 30_000);
}

describe('a create whose answer is lost leaves no orphan table', () => {
  describe('on SQLite', () => {
    idempotentCreates(() => null);
  });

  describe('on PostgreSQL (a private cluster on loopback)', () => {
    idempotentCreates(usePostgres());
  });
});

describe('opening tables counts new tables only', () => {
  it('a create sent again is answered within the limit of tables an hour; a new one over it is refused', async () => {
    const strict = await testServer({ tablesPerHour: 1 });
    try {
      const key = hostKey();
      const c = await TestClient.connect(strict.url);
      const first = await c.request({ t: 'create', ...opening, hostKey: key });
      expect(first).toMatchObject({ t: 'created' });
      for (let i = 0; i < 3; i++)
        expect(await c.request({ t: 'create', ...opening, hostKey: key })).toMatchObject({
          t: 'created',
          table: first['table'],
        });
      expect(await c.request({ t: 'create', ...opening, hostKey: hostKey() })).toMatchObject({
        t: 'error',
        code: 'create-limit',
      });
      await c.close();
    } finally {
      await strict.stop();
    }
  });
});
