/**
 * A table whose saved log is damaged (a row cut short, an event that does not replay, a gap) is
 * reported and refused with a clear error; the server still starts and every other table comes
 * back as it was.
 */
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Msg, type StateMsg, TestClient, isState } from './helpers/client';
import { autoplay, dealtTable } from './helpers/play';
import { type TestServer, testServer } from './helpers/server';
import { startServer } from '../src/server';

let first: TestServer;
beforeAll(async () => {
  first = await testServer();
});
afterAll(async () => {
  await first.stop();
});

describe('a damaged event log', () => {
  it('gives a clear error for its table; the server starts and the other tables resume', async () => {
    const good = await dealtTable(first.url);
    const cut = await dealtTable(first.url);
    const wrong = await dealtTable(first.url);
    const gap = await dealtTable(first.url);
    const seen = good.players[0]?.client.lastState();
    for (const t of [good, cut, wrong, gap]) for (const p of t.players) await p.client.close();
    await first.close();

    const file = join(first.dir, 'tables.sqlite');
    const db = new Database(file);
    db.prepare('UPDATE events SET event = substr(event, 1, 12) WHERE table_id = ? AND pos = 4').run(
      cut.table,
    );
    db.prepare(`UPDATE events SET event = '{"k":"ready","seat":7}' WHERE table_id = ? AND pos = 5`).run(
      wrong.table,
    );
    db.prepare('DELETE FROM events WHERE table_id = ? AND pos = 2').run(gap.table);
    db.close();

    const errors: { where: string; e: unknown }[] = [];
    // Every table was dealt: each is rebuilt at start; the damaged ones must not stop the others.
    const second = await startServer({
      port: 0,
      host: '127.0.0.1',
      databaseUrl: file,
      botDelayMs: 0,
      onError: (e, where) => errors.push({ where, e }),
    });
    try {
      expect(second.registry.has(good.table)).toBe(true);
      for (const bad of [cut, wrong, gap]) {
        expect(second.registry.has(bad.table)).toBe(false);
        expect(errors.some((x) => x.where.includes(bad.table))).toBe(true);
      }

      const client = await TestClient.connect(second.url);
      const back = await client.request({ t: 'resume', table: good.table, token: good.players[0]?.token });
      expect(back).toMatchObject({ t: 'joined', seat: 0 });
      const state = await client.waitFor<Msg & StateMsg>(isState);
      expect(state.seq).toBe(seen?.seq);
      expect(state.view).toEqual(seen?.view);

      for (const bad of [cut, wrong, gap]) {
        const answer = await client.request({ t: 'resume', table: bad.table, token: bad.players[0]?.token });
        expect(answer).toMatchObject({ t: 'error', code: 'internal' });
        expect(String(answer['message'])).toContain('damaged');
        const http = await fetch(`${second.url}/api/tables/${bad.table}`);
        expect(http.status).toBe(500);
      }
      // The connection is still usable.
      expect(await client.request({ t: 'ping' })).toMatchObject({ t: 'pong' });
      await client.close();
    } finally {
      await second.close();
    }
  });

  it('a damaged record of a finished deal: the history request is answered with an error', async () => {
    const server = await testServer();
    try {
      const { table, players } = await dealtTable(server.url);
      const done = await autoplay(players, table, (s) => s.view?.phase === 'finished');
      expect(done.deal?.seeds).toBeDefined();
      const db = new Database(join(server.dir, 'tables.sqlite'));
      db.prepare(`UPDATE deals SET deal = '{"n":1,' WHERE table_id = ?`).run(table);
      db.close();
      const client = players[0]?.client;
      if (!client) throw new Error('no client');
      expect(await client.request({ t: 'history', table })).toMatchObject({ t: 'error', code: 'internal' });
      // Nothing else is lost: the table goes on.
      expect(await client.request({ t: 'watch', table })).toMatchObject({ t: 'state', seq: done.seq });
      for (const p of players) await p.client.close();
    } finally {
      await server.stop();
    }
  });
});
