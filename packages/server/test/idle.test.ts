import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Msg, type StateMsg, TestClient } from './helpers/client';
import { autoplay, dealtTable, humans, openTable } from './helpers/play';
import { type TestServer, testServer } from './helpers/server';

let server: TestServer;
beforeAll(async () => {
  server = await testServer({ idleMs: 1000, takeoverMs: 100 });
});
afterAll(async () => {
  await server.stop();
});

const until = async (cond: () => boolean | Promise<boolean>, ms = 10_000): Promise<boolean> => {
  for (let t = 0; t < ms; t += 50) {
    if (await cond()) return true;
    await new Promise((r) => setTimeout(r, 50));
  }
  return cond();
};

const seatedTable = () => dealtTable(server.url);

describe('idle tables', () => {
  it('a table nobody is at is let go, and rebuilt from its log when someone comes back', async () => {
    const { table, players } = await seatedTable();
    const done = await autoplay(players, table, (s) => s.view?.phase === 'finished');
    await players[1]?.client.waitFor((m) => m.t === 'state' && m['seq'] === done.seq);
    const seen = players[1]?.client.lastState();
    for (const p of players) await p.client.close();
    expect(server.registry.has(table)).toBe(true);
    expect(await until(() => !server.registry.has(table))).toBe(true);

    const back = await TestClient.connect(server.url);
    const state = await back.request<Msg & StateMsg>(
      { t: 'resume', table, token: players[1]?.token },
      (m) => m.t === 'state',
    );
    expect(state.seq).toBe(seen?.seq);
    expect(state.view).toEqual(seen?.view);
    expect(server.registry.has(table)).toBe(true);
    await back.close();
    expect(await until(() => !server.registry.has(table))).toBe(true);
  });

  it('a table in the middle of a deal is kept while its computer players finish the deal', async () => {
    const { table, players } = await seatedTable();
    for (const p of players) await p.client.close();
    expect(await until(async () => (await server.store.deals(table)).length > 0)).toBe(true);
    // Until the deal was over the table stayed; now it is let go.
    expect(await until(() => !server.registry.has(table))).toBe(true);
  });

  it('a table whose claim cannot be released (the database is away) is reported; the server goes on', async () => {
    const { table } = await openTable(server.url, { preset: 'haferltarock', seats: humans(3) });
    const watcher = await TestClient.connect(server.url);
    await watcher.request({ t: 'watch', table });
    const store = server.store;
    const release = store.release;
    store.release = async () => {
      throw new Error('the database is away');
    };
    try {
      await watcher.close();
      expect(await until(() => !server.registry.has(table))).toBe(true);
      expect(await until(() => server.errors.length > 0)).toBe(true);
    } finally {
      store.release = release;
    }
    const again = await TestClient.connect(server.url);
    expect(await again.request({ t: 'watch', table })).toMatchObject({ t: 'state' });
    await again.close();
  });
});
