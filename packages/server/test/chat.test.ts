/**
 * Table chat: a seated player says a line, everyone at the table (spectators too) receives it;
 * a spectator may not speak; one seat cannot flood the table; whoever watches, joins or resumes
 * the table is sent the recent lines; the last CHAT_BACKLOG lines survive a restart of the server
 * (killed, on SQLite and on PostgreSQL). A line carries what was typed and who said it, nothing else.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHAT_BACKLOG, type ChatLine } from '@tarock/protocol';
import pgDriver from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSqlite } from '../src/store/sql';
import { CHAT_BURST } from '../src/table/chat';
import { openStore } from '../src/store/store';
import { type Msg, TestClient } from './helpers/client';
import { humans, openTable, seat, seatToken } from './helpers/play';
import { usePostgres } from './helpers/postgres';
import { spawnServer } from './helpers/process';
import { type TestServer, testServer } from './helpers/server';

const LINE_KEYS = ['at', 'n', 'name', 'seat', 'text'];
const isSaid = (m: Msg) => m.t === 'said';
const lines = (c: TestClient) => c.received.filter(isSaid);

let server: TestServer;
beforeAll(async () => {
  server = await testServer();
});
afterAll(() => server.stop());

async function threeAtATable(url: string) {
  const { table } = await openTable(url, { preset: 'haferltarock', seats: humans(3) });
  const anna = await seat(url, table, 0, 'Anna');
  const bert = await seat(url, table, 1, 'Bert');
  const watcher = await TestClient.connect(url);
  await watcher.request({ t: 'watch', table });
  return { table, anna, bert, watcher };
}

describe('table chat', () => {
  it('a seated player speaks: everyone at the table hears the line, the speaker gets its ack after it', async () => {
    const { table, anna, bert, watcher } = await threeAtATable(server.url);
    const before = Date.now();
    const from = anna.client.mark();
    const ack = await anna.client.request({ t: 'say', table, text: '  Servus beinand!  ' });
    expect(ack).toMatchObject({ t: 'ack', table });
    const heard = { t: 'said', table, n: 1, seat: 0, name: 'Anna', text: 'Servus beinand!' };
    const own = await anna.client.waitFor(isSaid, from);
    expect(own).toMatchObject(heard);
    expect(anna.client.received.indexOf(own)).toBeLessThan(anna.client.received.indexOf(ack));
    for (const c of [bert.client, watcher]) {
      const m = await c.waitFor(isSaid);
      // Only the line: no card, no view, nothing but what was typed and who said it.
      expect(Object.keys(m).sort()).toEqual(['t', 'table', ...LINE_KEYS].sort());
      expect(m).toMatchObject(heard);
      expect(m['at']).toBeGreaterThanOrEqual(before);
      expect(m['at']).toBeLessThanOrEqual(Date.now());
    }
    await bert.client.request({ t: 'say', table, text: 'Griaß di' });
    expect(await watcher.waitFor((m) => isSaid(m) && m['n'] === 2)).toMatchObject({
      seat: 1,
      name: 'Bert',
      text: 'Griaß di',
    });
    for (const c of [anna.client, bert.client, watcher]) await c.close();
  });

  it('a spectator reads the lines but may not speak; nor may a player who gave the seat up', async () => {
    const { table, anna, bert, watcher } = await threeAtATable(server.url);
    expect(await watcher.request({ t: 'say', table, text: 'Hallo?' })).toMatchObject({
      t: 'error',
      code: 'seated-only',
    });
    // A connection that watches nothing at the table is refused the same way.
    const stranger = await TestClient.connect(server.url);
    expect(await stranger.request({ t: 'say', table, text: 'Hallo?' })).toMatchObject({
      code: 'seated-only',
    });
    await bert.client.request({ t: 'leave', table });
    expect(await bert.client.request({ t: 'say', table, text: 'Pfiat eich' })).toMatchObject({
      code: 'seated-only',
    });
    await anna.client.request({ t: 'say', table, text: 'Schad' });
    await watcher.waitFor(isSaid);
    await bert.client.waitFor(isSaid);
    // Nothing was said before Anna's line: it is the table's first.
    expect(lines(watcher).map((m) => [m['n'], m['text']])).toEqual([[1, 'Schad']]);
    expect(lines(bert.client).map((m) => m['text'])).toEqual(['Schad']);
    for (const c of [anna.client, bert.client, watcher, stranger]) await c.close();
  });

  it('one seat cannot flood the table, not with a second connection either; the others still speak', async () => {
    const { table, anna, bert, watcher } = await threeAtATable(server.url);
    const second = await TestClient.connect(server.url);
    await second.request({ t: 'resume', table, token: anna.token });
    const answers = await Promise.all(
      Array.from({ length: CHAT_BURST + 5 }, (_, i) =>
        (i % 2 === 0 ? anna.client : second).request({ t: 'say', table, text: `Zeile ${i}` }),
      ),
    );
    // The burst, and perhaps one more if the machine took two seconds over them.
    const accepted = answers.filter((m) => m.t === 'ack').length;
    expect(accepted).toBeGreaterThanOrEqual(CHAT_BURST);
    expect(accepted).toBeLessThanOrEqual(CHAT_BURST + 1);
    const refused = answers.filter((m) => m.t === 'error');
    expect(refused).toHaveLength(answers.length - accepted);
    expect(refused.every((m) => m['code'] === 'rate')).toBe(true);
    expect(await bert.client.request({ t: 'say', table, text: 'Langsam!' })).toMatchObject({ t: 'ack' });
    const heard = await watcher.waitFor((m) => isSaid(m) && m['text'] === 'Langsam!');
    expect(lines(watcher)).toHaveLength(answers.length - refused.length + 1);
    expect(heard['n']).toBe(answers.length - refused.length + 1);
    for (const c of [anna.client, bert.client, watcher, second]) await c.close();
  });

  it('watch, join and resume are sent the recent lines, after the state', async () => {
    const { table, anna, bert, watcher } = await threeAtATable(server.url);
    await anna.client.request({ t: 'say', table, text: 'Eins' });
    await bert.client.request({ t: 'say', table, text: 'Zwei' });
    const expected = [
      { n: 1, seat: 0, name: 'Anna', text: 'Eins' },
      { n: 2, seat: 1, name: 'Bert', text: 'Zwei' },
    ];
    const backlogOf = async (c: TestClient, from: number) => {
      const m = await c.waitFor((x) => x.t === 'chat', from);
      const state = c.received.findIndex((x, i) => i >= from && x.t === 'state');
      expect(state).toBeGreaterThanOrEqual(0);
      expect(state).toBeLessThan(c.received.indexOf(m));
      const got = m['lines'] as ChatLine[];
      for (const line of got) expect(Object.keys(line).sort()).toEqual(LINE_KEYS);
      expect(got).toMatchObject(expected);
      return got;
    };
    const late = await TestClient.connect(server.url);
    await late.request({ t: 'watch', table });
    await backlogOf(late, 0);
    const from = late.mark();
    await late.request({ t: 'join', table, seat: 2, name: 'Cilli', token: seatToken() });
    await backlogOf(late, from);
    const reloaded = await TestClient.connect(server.url);
    await reloaded.request({ t: 'resume', table, token: anna.token });
    await backlogOf(reloaded, 0);
    for (const c of [anna.client, bert.client, watcher, late, reloaded]) await c.close();
  });

  it('a table where nothing was said sends no backlog', async () => {
    const { table, anna, bert, watcher } = await threeAtATable(server.url);
    const c = await TestClient.connect(server.url);
    await c.request({ t: 'watch', table });
    await c.request({ t: 'ping' });
    expect(c.received.filter((m) => m.t === 'chat')).toEqual([]);
    for (const x of [anna.client, bert.client, watcher, c]) await x.close();
  });
});

/** Lines said, the server killed and started again on the same database: the lines are back. */
async function survivesRestart(databaseUrl: string): Promise<void> {
  let child = await spawnServer(databaseUrl);
  const { table } = await openTable(child.url, { preset: 'haferltarock', seats: humans(3) });
  const anna = await seat(child.url, table, 0, 'Anna');
  const bert = await seat(child.url, table, 1, 'Bert');
  await anna.client.request({ t: 'say', table, text: 'Bis nächste Woche' });
  await bert.client.request({ t: 'say', table, text: 'Servus 🤷‍♀️' });
  const said = lines(bert.client);
  expect(said).toHaveLength(2);
  await child.kill();
  await anna.client.close();
  await bert.client.close();

  child = await spawnServer(databaseUrl, child.port);
  try {
    const strip = ({ t: _t, table: _table, ...line }: Msg) => line;
    const watcher = await TestClient.connect(child.url);
    await watcher.request({ t: 'watch', table });
    const backlog = await watcher.waitFor((m) => m.t === 'chat');
    expect(backlog['lines']).toEqual(said.map(strip));
    const back = await TestClient.connect(child.url);
    await back.request({ t: 'resume', table, token: anna.token });
    expect((await back.waitFor((m) => m.t === 'chat'))['lines']).toEqual(said.map(strip));
    // The numbers go on after the kept lines.
    await back.request({ t: 'say', table, text: 'Wieder da' });
    expect(await watcher.waitFor(isSaid)).toMatchObject({ n: 3, name: 'Anna', text: 'Wieder da' });
    await watcher.close();
    await back.close();
  } finally {
    await child.kill();
  }
}

/** The store keeps the last CHAT_BACKLOG lines of each table, oldest first. */
async function keepsTheLast(databaseUrl: string): Promise<void> {
  const store = await openStore(databaseUrl);
  const config = {
    preset: 'haferltarock',
    options: {},
    seats: humans(3),
    turnSeconds: null,
    createdAt: '2026-12-02T00:00:00.000Z',
  };
  await store.createTable('chat-a', config);
  await store.createTable('chat-b', config);
  const line = (n: number): ChatLine => ({
    n,
    seat: n % 3,
    name: `P${n % 3}`,
    text: `line ${n}`,
    at: 1e12 + n,
  });
  for (let n = 1; n <= CHAT_BACKLOG + 5; n++) await store.saveChat('chat-a', line(n));
  await store.saveChat('chat-b', line(1));
  await expect(store.saveChat('chat-b', line(1))).rejects.toThrow();
  const kept = await store.chat('chat-a');
  expect(kept.map((l) => l.n)).toEqual(Array.from({ length: CHAT_BACKLOG }, (_, i) => i + 6));
  expect(kept.at(-1)).toEqual(line(CHAT_BACKLOG + 5));
  expect(await store.chat('chat-b')).toEqual([line(1)]);
  expect(await store.chat('nope')).toEqual([]);
  await store.close();
  // The older lines are gone from the database, not only left unread.
  const count = "SELECT COUNT(*) AS rows FROM chat WHERE table_id IN ('chat-a', 'chat-b')";
  let rows: unknown;
  if (databaseUrl.startsWith('postgres')) {
    const client = new pgDriver.Client({ connectionString: databaseUrl });
    await client.connect();
    rows = (await client.query(count)).rows[0]?.rows;
    await client.end();
  } else {
    const sql = openSqlite(databaseUrl);
    rows = (await sql.all(count))[0]?.['rows'];
    await sql.close();
  }
  expect(Number(rows)).toBe(CHAT_BACKLOG + 1);
}

describe('the chat survives a restart', () => {
  describe('on SQLite', () => {
    let dir = '';
    beforeAll(() => {
      dir = mkdtempSync(join(tmpdir(), 'tarock-chat-'));
    });
    afterAll(() => rmSync(dir, { recursive: true, force: true }));
    it('the lines come back after the server was killed', async () => {
      await survivesRestart(join(dir, 'tables.sqlite'));
    }, 60_000);
    it('the store keeps the last lines of each table', async () => {
      await keepsTheLast(join(dir, 'store.sqlite'));
    });
  });

  describe('on PostgreSQL (a private cluster on loopback)', () => {
    const pgUrl = usePostgres();
    it('the lines come back after the server was killed', async () => {
      await survivesRestart(pgUrl());
    }, 60_000);
    it('the store keeps the last lines of each table', async () => {
      await keepsTheLast(pgUrl());
    });
  });
});
