import { SUBPROTOCOL, type TableInfo } from '@tarock/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClient, isState } from './helpers/client';
import { humans, openTable, seatToken } from './helpers/play';
import { usePostgres } from './helpers/postgres';
import { type TestServer, testServer } from './helpers/server';

let server: TestServer;
beforeAll(async () => {
  server = await testServer({ idleMs: 200 });
});
afterAll(async () => {
  await server.stop();
});

describe('the table id in the WebSocket URL (routing by table)', () => {
  it('binds the connection to that table: messages about another table are refused and change nothing', async () => {
    const { table: a } = await openTable(server.url, { preset: 'haferltarock', seats: humans(3) });
    const { table: b } = await openTable(server.url, { preset: 'haferltarock', seats: humans(3) });
    const c = await TestClient.connect(server.url, SUBPROTOCOL, a);
    const watched = await c.request({ t: 'watch', table: a }, isState);
    expect(watched['table']).toBe(a);
    for (const msg of [
      { t: 'watch', table: b },
      { t: 'join', table: b, seat: 0, name: 'Eve', token: seatToken() },
      { t: 'ready', table: b },
      { t: 'history', table: b },
    ]) {
      const answer = await c.request(msg);
      expect(answer).toMatchObject({ t: 'error', code: 'other-table' });
      expect(String(answer['message'])).toContain(`this connection is for table ${a}`);
    }
    // Table b was never touched: its seat 0 is free, and is taken from a connection bound to it.
    expect(server.registry.has(b)).toBe(false);
    const d = await TestClient.connect(server.url, SUBPROTOCOL, b);
    expect(await d.request({ t: 'join', table: b, seat: 0, name: 'Eve', token: seatToken() })).toMatchObject({
      t: 'joined',
      seat: 0,
    });
    // A connection without a table in its URL may follow any table.
    const free = await TestClient.connect(server.url);
    expect(await free.request({ t: 'watch', table: b }, isState)).toMatchObject({ table: b });
    for (const x of [c, d, free]) await x.close();
  });

  it('refuses the upgrade when the URL names something that is not a table id', async () => {
    await expect(TestClient.connect(server.url, SUBPROTOCOL, 'not a table!')).rejects.toThrow(/400/);
  });

  it('a new table is claimed by the process its players come to, not by the one that answered create', async () => {
    const { table } = await openTable(server.url, { preset: 'haferltarock', seats: humans(3) });
    expect(server.registry.has(table)).toBe(false);
    const c = await TestClient.connect(server.url, SUBPROTOCOL, table);
    await c.request({ t: 'watch', table }, isState);
    expect(server.registry.has(table)).toBe(true);
    await c.close();
  });

  it('reading a table over HTTP does not claim it: the answer comes from its log', async () => {
    const { table } = await openTable(server.url, { preset: 'haferltarock', seats: humans(3) });
    const seated = await TestClient.connect(server.url, SUBPROTOCOL, table);
    await seated.request({ t: 'join', table, seat: 1, name: 'Bert', token: seatToken() });
    await seated.close();
    // Let the table go, as a process does with an idle table (or as one that never held it).
    await expect.poll(() => server.registry.has(table), { timeout: 5000 }).toBe(false);
    const info = (await (await fetch(`${server.url}/api/tables/${table}`)).json()) as TableInfo;
    expect(info.seats.map((s) => [s.name, s.connected])).toEqual([
      [null, false],
      ['Bert', false],
      [null, false],
    ]);
    expect(await (await fetch(`${server.url}/api/tables/${table}/history`)).json()).toEqual({
      table,
      deals: [],
      next: null,
    });
    expect(server.registry.has(table)).toBe(false);
    // A table this process holds answers from memory, with who is connected.
    const c = await TestClient.connect(server.url, SUBPROTOCOL, table);
    await c.request({ t: 'watch', table }, isState);
    const live = (await (await fetch(`${server.url}/api/tables/${table}`)).json()) as TableInfo;
    expect(live.seats[1]).toMatchObject({ name: 'Bert', connected: false });
    await c.close();
  });
});

describe('on PostgreSQL: an HTTP read in another process leaves the table to the one its players come to', () => {
  const pgUrl = usePostgres();

  it('GET of the table and its history in process two; process one still takes the table', async () => {
    const one = await testServer({ databaseUrl: pgUrl() });
    const two = await testServer({ databaseUrl: pgUrl() });
    try {
      const { table } = await openTable(one.url, { preset: 'haferltarock', seats: humans(3) });
      expect((await fetch(`${two.url}/api/tables/${table}`)).status).toBe(200);
      expect((await fetch(`${two.url}/api/tables/${table}/history`)).status).toBe(200);
      const c = await TestClient.connect(one.url, SUBPROTOCOL, table);
      expect(await c.request({ t: 'watch', table })).toMatchObject({ t: 'state' });
      await c.close();
    } finally {
      await one.stop();
      await two.stop();
    }
  }, 60_000);
});
