import { SUBPROTOCOL } from '@tarock/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { TestClient } from './helpers/client';
import { hostKey, humans, openTable, seatToken } from './helpers/play';
import { type TestServer, testServer } from './helpers/server';

let server: TestServer;
beforeAll(async () => {
  server = await testServer({ rate: { perSecond: 5, burst: 5 } });
});
afterAll(async () => {
  await server.stop();
});

describe('rate limits', () => {
  it('answers messages over the rate with an error and serves the connection again later', async () => {
    const c = await TestClient.connect(server.url);
    for (let i = 0; i < 20; i++) c.send({ t: 'ping', req: 1000 + i });
    await c.waitFor((m) => m.t === 'error' && m['code'] === 'rate');
    await new Promise((r) => setTimeout(r, 100));
    const pongs = c.received.filter((m) => m.t === 'pong').length;
    const limited = c.received.filter((m) => m.t === 'error' && m['code'] === 'rate').length;
    expect(pongs).toBeGreaterThanOrEqual(5);
    expect(pongs).toBeLessThan(8);
    expect(pongs + limited).toBe(20);
    // Each refusal quotes the request it refused: the client knows which ones were lost.
    const answered = c.received
      .filter((m) => (m.t === 'pong' || m.t === 'error') && typeof m['req'] === 'number')
      .map((m) => m['req'] as number)
      .sort((a, b) => a - b);
    expect(answered).toEqual(Array.from({ length: 20 }, (_, i) => 1000 + i));
    await new Promise((r) => setTimeout(r, 400));
    expect(await c.request({ t: 'ping' })).toMatchObject({ t: 'pong' });
    await c.close();
  });

  it('closes a connection that keeps flooding', async () => {
    const c = await TestClient.connect(server.url);
    const closed = new Promise<number>((resolve) => c.ws.once('close', (code) => resolve(code)));
    for (let i = 0; i < 200; i++) c.send({ t: 'ping' });
    expect(await closed).toBe(1008);
    // The server itself is fine.
    const d = await TestClient.connect(server.url);
    expect(await d.request({ t: 'ping' })).toMatchObject({ t: 'pong' });
    await d.close();
  });
});

describe('per-connection limits', () => {
  it('one connection follows at most 16 tables', async () => {
    const roomy = await testServer();
    try {
      const c = await TestClient.connect(roomy.url);
      const tables: string[] = [];
      for (let i = 0; i < 17; i++) {
        const created = await c.request({
          t: 'create',
          preset: 'haferltarock',
          seats: humans(3),
          hostKey: hostKey(),
        });
        tables.push(String(created['table']));
      }
      for (const table of tables.slice(0, 16)) {
        expect(await c.request({ t: 'watch', table })).toMatchObject({ t: 'state' });
      }
      expect(await c.request({ t: 'watch', table: tables[16] })).toMatchObject({
        t: 'error',
        code: 'too-many-tables',
      });
      await c.close();
    } finally {
      // Its server and its database file go with the test (they were left running and on disk).
      await roomy.stop();
    }
  }, 30_000);

  it('a refused watch (or a refused seat) does not count toward the 16', async () => {
    const full = await testServer({ maxSpectators: 0 });
    try {
      const c = await TestClient.connect(full.url);
      const tables: string[] = [];
      for (let i = 0; i < 18; i++) {
        const created = await c.request({
          t: 'create',
          preset: 'haferltarock',
          seats: humans(3),
          hostKey: hostKey(),
        });
        tables.push(String(created['table']));
      }
      // No table has room for a spectator: every watch is refused, so the connection follows none.
      for (const table of tables.slice(0, 16))
        expect(await c.request({ t: 'watch', table })).toMatchObject({
          t: 'error',
          code: 'too-many-spectators',
        });
      expect(await c.request({ t: 'resume', table: tables[16], token: 'A'.repeat(43) })).toMatchObject({
        t: 'error',
        code: 'bad-token',
      });
      // It may still take a seat at another table.
      expect(
        await c.request({ t: 'join', table: tables[17], seat: 0, name: 'Anna', token: seatToken() }),
      ).toMatchObject({
        t: 'joined',
        seat: 0,
      });
      await c.close();
    } finally {
      await full.stop();
    }
  }, 30_000);
});

describe('per-table and per-address limits', () => {
  it('a table has at most maxSpectators watchers: the next is told so clearly, may still take a seat', async () => {
    const small = await testServer({ maxSpectators: 2 });
    try {
      const created = await TestClient.connect(small.url);
      const table = String(
        (
          await created.request({ t: 'create', preset: 'haferltarock', seats: humans(3), hostKey: hostKey() })
        )['table'],
      );
      await created.close();
      const watchers = [await TestClient.connect(small.url), await TestClient.connect(small.url)];
      for (const w of watchers) expect(await w.request({ t: 'watch', table })).toMatchObject({ t: 'state' });
      const late = await TestClient.connect(small.url);
      expect(await late.request({ t: 'watch', table })).toMatchObject({
        t: 'error',
        code: 'too-many-spectators',
        message: expect.stringContaining('2 spectators'),
      });
      // It was shown the table (to take a seat) but is sent nothing more.
      expect(late.received.filter((m) => m.t === 'table')).toHaveLength(1);
      expect(late.states()).toHaveLength(0);
      expect(
        await late.request({ t: 'join', table, seat: 0, name: 'Late', token: seatToken() }),
      ).toMatchObject({ t: 'joined' });
      // A player holds a seat, not a spectator's place; a place freed is free again.
      await watchers[0]?.close();
      const next = await TestClient.connect(small.url);
      await expect
        .poll(async () => (await next.request({ t: 'watch', table })).t, { timeout: 5000 })
        .toBe('state');
      for (const c of [late, next, ...watchers]) await c.close();
    } finally {
      await small.stop();
    }
  });

  it('a seat taken and given up is no way past maxSpectators: the connection that left is told and sent nothing more', async () => {
    const small = await testServer({ maxSpectators: 1 });
    try {
      const { table } = await openTable(small.url, { preset: 'haferltarock', seats: humans(3) });
      // The first to leave a seat watches on (a place is free); the second finds it taken.
      const [first, second] = [await TestClient.connect(small.url), await TestClient.connect(small.url)];
      for (const [i, c] of [first, second].entries()) {
        expect(
          await c.request({ t: 'join', table, seat: i, name: `P${i}`, token: seatToken() }),
        ).toMatchObject({
          t: 'joined',
        });
        expect(await c.request({ t: 'leave', table })).toMatchObject({ t: 'ack' });
      }
      await second.waitFor((m) => m.t === 'error');
      expect(second.received.at(-1)).toMatchObject({ t: 'error', code: 'too-many-spectators' });
      // A third takes a seat: the first is sent the change, the second nothing.
      const third = await TestClient.connect(small.url);
      const [a, b] = [first.mark(), second.mark()];
      expect(
        await third.request({ t: 'join', table, seat: 2, name: 'P2', token: seatToken() }),
      ).toMatchObject({
        t: 'joined',
      });
      await first.waitFor((m) => m.t === 'table', a);
      expect(second.received.slice(b)).toEqual([]);
      for (const c of [first, second, third]) await c.close();
    } finally {
      await small.stop();
    }
  });

  it('the server holds at most connectionsPerAddress connections from one address, and maxConnections in all', async () => {
    /** An upgrade's outcome: open (and the socket), or refused with its status and text. */
    const upgrade = (url: string) => {
      const ws = new WebSocket(`${url.replace('http', 'ws')}/ws`, SUBPROTOCOL);
      return new Promise<{ open: WebSocket } | { status: number; body: string }>((resolve) => {
        ws.once('open', () => resolve({ open: ws }));
        ws.once('unexpected-response', (_req, res) => {
          let body = '';
          res.on('data', (d: Buffer) => {
            body += d.toString();
          });
          res.on('end', () => {
            ws.on('error', () => {});
            ws.terminate();
            resolve({ status: res.statusCode ?? 0, body });
          });
        });
      });
    };
    const opened = (r: Awaited<ReturnType<typeof upgrade>>): WebSocket => {
      if (!('open' in r)) throw new Error(`refused: ${r.status} ${r.body}`);
      return r.open;
    };
    for (const [options, says] of [
      [{ connectionsPerAddress: 3 }, 'your address holds 3 connections'],
      [{ maxConnections: 3 }, 'this server holds 3 connections'],
    ] as const) {
      const small = await testServer(options);
      try {
        const three = [
          opened(await upgrade(small.url)),
          opened(await upgrade(small.url)),
          opened(await upgrade(small.url)),
        ];
        expect(await upgrade(small.url)).toEqual({ status: 503, body: expect.stringContaining(says) });
        // A connection closed makes a place again.
        const gone = three[0] as WebSocket;
        await new Promise<void>((resolve) => {
          gone.once('close', () => resolve());
          gone.close();
        });
        await expect
          .poll(
            async () => {
              const r = await upgrade(small.url);
              if ('open' in r) r.open.close();
              return 'open' in r;
            },
            { timeout: 5000 },
          )
          .toBe(true);
        for (const ws of three) ws.close();
      } finally {
        await small.stop();
      }
    }
  });

  it('one address takes and gives up at most 30 seats at a table at once (each is kept in its log for good)', async () => {
    // A server of its own: the shared one limits a connection's messages more tightly than this.
    const own = await testServer();
    const { table } = await openTable(own.url, { preset: 'haferltarock', seats: humans(3) });
    const c = await TestClient.connect(own.url);
    let refused: Record<string, unknown> | null = null;
    let changes = 0;
    while (refused === null && changes < 40) {
      const join = await c.request({ t: 'join', table, seat: 0, name: 'Flip', token: seatToken() });
      if (join.t !== 'joined') refused = join;
      else {
        changes++;
        const leave = await c.request({ t: 'leave', table });
        if (leave.t !== 'ack') refused = leave;
        else changes++;
      }
    }
    expect(changes).toBe(30);
    expect(refused).toMatchObject({
      t: 'error',
      code: 'rate',
      message: expect.stringContaining('the next in 10 s'),
    });
    expect((await own.store.loadTable(table))?.events).toHaveLength(30);
    // Another table is another count.
    const { table: other } = await openTable(own.url, { preset: 'haferltarock', seats: humans(3) });
    expect(
      await c.request({ t: 'join', table: other, seat: 0, name: 'Flip', token: seatToken() }),
    ).toMatchObject({
      t: 'joined',
    });
    await c.close();
    await own.stop();
  });

  it('one address opens at most tablesPerHour tables within the hour, over any number of connections', async () => {
    const strict = await testServer({ tablesPerHour: 3 });
    try {
      // Each a new table: a host key of its own (the same one again answers the same table).
      const create = () => ({ t: 'create', preset: 'haferltarock', seats: humans(3), hostKey: hostKey() });
      const a = await TestClient.connect(strict.url);
      expect(await a.request(create())).toMatchObject({ t: 'created' });
      expect(await a.request(create())).toMatchObject({ t: 'created' });
      await a.close();
      // Connecting again does not help: the address counts.
      const b = await TestClient.connect(strict.url);
      expect(await b.request(create())).toMatchObject({ t: 'created' });
      expect(await b.request(create())).toMatchObject({
        t: 'error',
        code: 'create-limit',
        message: expect.stringMatching(/3 an hour\): the next one in 20 min/),
      });
      // Everything else goes on.
      expect(await b.request({ t: 'ping' })).toMatchObject({ t: 'pong' });
      await b.close();
    } finally {
      await strict.stop();
    }
  });

  it('one address reads the table API at most apiPerMinute times at once, then one more every 60/n s', async () => {
    const strict = await testServer({ apiPerMinute: 3 });
    try {
      const { table } = await openTable(strict.url, { preset: 'haferltarock', seats: humans(3) });
      const history = `${strict.url}/api/tables/${table}/history`;
      for (let i = 0; i < 2; i++) expect((await fetch(history)).status).toBe(200);
      expect((await fetch(`${strict.url}/api/tables/${table}`)).status).toBe(200);
      const limited = await fetch(history);
      expect(limited.status).toBe(429);
      expect(limited.headers.get('retry-after')).toBe('20');
      expect(await limited.json()).toEqual({
        error: 'too many requests from your address (3 a minute): try again in 20 s',
      });
      // The rest of the server answers as ever, and so do the WebSockets (limited on their own).
      expect((await fetch(`${strict.url}/healthz`)).status).toBe(200);
      const c = await TestClient.connect(strict.url);
      expect(await c.request({ t: 'history', table })).toMatchObject({ t: 'history', deals: [] });
      await c.close();
    } finally {
      await strict.stop();
    }
  });
});
