/**
 * `history` comes in pages of at most HISTORY_PAGE deals (a table played every week keeps
 * thousands of deals, each with its whole record): each answer's `next` is the `from` of the
 * following page, over WebSocket and HTTP alike.
 */
import { type FinishedDeal, HISTORY_PAGE } from '@tarock/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClient } from './helpers/client';
import { humans, openTable } from './helpers/play';
import { type Postgres, startPostgres } from './helpers/postgres';
import { type TestServer, testServer } from './helpers/server';

let server: TestServer;
let pg: Postgres | null = null;
let onPostgres: TestServer | null = null;
beforeAll(async () => {
  server = await testServer();
  pg = await startPostgres();
  onPostgres = await testServer({ databaseUrl: pg.url });
}, 60_000);
afterAll(async () => {
  await server.stop();
  await onPostgres?.stop();
  pg?.stop();
});

const DEALS = 2 * HISTORY_PAGE + 5;
// The store keeps a deal's record as it was given; the server does not look inside it.
const deal = (n: number): FinishedDeal => ({
  n,
  match: 1,
  seedHashes: [`h${n}`],
  seeds: [`s${n}`],
  record: {} as FinishedDeal['record'],
});
const numbers = (deals: unknown) => (deals as FinishedDeal[]).map((d) => d.n);
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

describe('the history of a table, in pages', () => {
  it.each([
    ['SQLite', () => server],
    ['PostgreSQL', () => onPostgres],
  ])('over WebSocket (%s): from 1, then each answer’s next until it is null', async (_name, which) => {
    const server = which();
    if (!server) throw new Error('the server did not start');
    const { table } = await openTable(server.url, { preset: 'haferltarock', seats: humans(3) });
    for (let n = 1; n <= DEALS; n++) await server.store.saveDeal(table, deal(n));
    const c = await TestClient.connect(server.url);
    const first = await c.request({ t: 'history', table });
    expect(numbers(first['deals'])).toEqual(range(1, HISTORY_PAGE));
    expect(first['next']).toBe(HISTORY_PAGE + 1);
    const second = await c.request({ t: 'history', table, from: first['next'] });
    expect(numbers(second['deals'])).toEqual(range(HISTORY_PAGE + 1, 2 * HISTORY_PAGE));
    const last = await c.request({ t: 'history', table, from: second['next'] });
    expect(numbers(last['deals'])).toEqual(range(2 * HISTORY_PAGE + 1, DEALS));
    expect(last['next']).toBeNull();
    // Any deal number may start a page; past the last deal a page is empty.
    expect(numbers((await c.request({ t: 'history', table, from: DEALS }))['deals'])).toEqual([DEALS]);
    expect(await c.request({ t: 'history', table, from: DEALS + 1 })).toMatchObject({
      deals: [],
      next: null,
    });
    expect(await c.request({ t: 'history', table, from: 0 })).toMatchObject({
      t: 'error',
      code: 'malformed',
    });
    await c.close();
  });

  it('over HTTP: ?from= as over WebSocket', async () => {
    const { table } = await openTable(server.url, { preset: 'haferltarock', seats: humans(3) });
    for (let n = 1; n <= DEALS; n++) await server.store.saveDeal(table, deal(n));
    const get = async (query: string) => {
      const res = await fetch(`${server.url}/api/tables/${table}/history${query}`);
      return { status: res.status, body: (await res.json()) as Record<string, unknown> };
    };
    const first = await get('');
    expect(numbers(first.body['deals'])).toEqual(range(1, HISTORY_PAGE));
    expect(first.body['next']).toBe(HISTORY_PAGE + 1);
    const last = await get(`?from=${2 * HISTORY_PAGE + 1}`);
    expect(numbers(last.body['deals'])).toEqual(range(2 * HISTORY_PAGE + 1, DEALS));
    expect(last.body['next']).toBeNull();
    expect((await get('?from=zero')).status).toBe(400);
    expect((await get('?from=0')).status).toBe(400);
  });
});
