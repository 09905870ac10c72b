import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClient } from './helpers/client';
import { humans } from './helpers/play';
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
    const c = await TestClient.connect(roomy.url);
    const tables: string[] = [];
    for (let i = 0; i < 17; i++) {
      const created = await c.request({ t: 'create', preset: 'haferltarock', seats: humans(3) });
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
  }, 30_000);
});
