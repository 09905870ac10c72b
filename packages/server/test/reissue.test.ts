/**
 * A lost seat token (a cleared browser, another device) is not the end of the seat: the host,
 * who opened the table and was given its host key with `created`, has the server issue a new
 * token for the seat. The old token holds the seat no more (its connections are told and go on
 * watching); nobody without the host key can do it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClient, isState } from './helpers/client';
import { autoplay, hostKey, humans, readyAll, seat } from './helpers/play';
import { type TestServer, testServer } from './helpers/server';

let server: TestServer;
beforeAll(async () => {
  server = await testServer();
});
afterAll(async () => {
  await server.stop();
});

async function hostedTable(): Promise<{ table: string; hostKey: string }> {
  const c = await TestClient.connect(server.url);
  const key = hostKey();
  const created = await c.request({ t: 'create', preset: 'haferltarock', seats: humans(3), hostKey: key });
  await c.close();
  // The host key is the client's (protocol version 5): the answer carries none.
  expect(created).toEqual({
    t: 'created',
    req: created['req'],
    table: created['table'],
    invite: `/table/${String(created['table'])}`,
  });
  return { table: String(created['table']), hostKey: key };
}

describe('a new seat token from the host', () => {
  it('gives the seat back to its player with a fresh token; the old one holds it no more', async () => {
    const { table, hostKey } = await hostedTable();
    const host = await seat(server.url, table, 0, 'Anna');
    const bert = await seat(server.url, table, 1, 'Bert');
    // Bert's old device is still connected somewhere; he lost the token on his new one.
    const told = bert.client.mark();
    const answer = await host.client.request({ t: 'reissue', table, seat: 1, hostKey });
    expect(answer).toMatchObject({
      t: 'reissued',
      table,
      seat: 1,
      token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
    });
    const token = String(answer['token']);
    expect(token).not.toBe(bert.token);
    // The old device is told and goes on watching: it may not act for the seat any more.
    expect(await bert.client.waitFor((m) => m.t === 'error', told)).toMatchObject({
      code: 'bad-token',
      message: expect.stringContaining('new token'),
    });
    expect(await bert.client.request({ t: 'ready', table })).toMatchObject({ t: 'rejected', code: 'seat' });
    const old = await TestClient.connect(server.url);
    expect(await old.request({ t: 'resume', table, token: bert.token })).toMatchObject({
      t: 'error',
      code: 'bad-token',
    });
    // The new device comes back to the seat, name and all.
    const again = await TestClient.connect(server.url);
    expect(await again.request({ t: 'resume', table, token })).toMatchObject({ t: 'joined', seat: 1 });
    expect(again.lastTable().seats[1]).toMatchObject({ name: 'Bert', connected: true });
    // It lasts: the log holds the new token's hash (a restarted server knows it).
    const stored = await server.store.loadTable(table);
    expect(stored?.events.map((e) => e.k)).toEqual(['join', 'join', 'reissue']);
    expect(JSON.stringify(stored)).not.toContain(token);
    for (const c of [host.client, bert.client, old, again]) await c.close();
  });

  it('a seat of a table rebuilt from its log is given back the same way', async () => {
    const { table, hostKey } = await hostedTable();
    const bert = await seat(server.url, table, 1, 'Bert');
    await bert.client.close();
    // Another process of the same database (PostgreSQL's case, stood in for on this SQLite file).
    const restarted = await testServer({ databaseUrl: `${server.dir}/tables.sqlite`, soleServer: false });
    try {
      const host = await TestClient.connect(restarted.url);
      const answer = await host.request({ t: 'reissue', table, seat: 1, hostKey });
      const again = await TestClient.connect(restarted.url);
      expect(await again.request({ t: 'resume', table, token: answer['token'] })).toMatchObject({
        t: 'joined',
        seat: 1,
      });
      for (const c of [host, again]) await c.close();
    } finally {
      await restarted.stop();
    }
  });

  it("a seat given a new token during a deal is the token's from the next deal: the host cannot read its hand", async () => {
    const { table, hostKey } = await hostedTable();
    const anna = await seat(server.url, table, 0, 'Anna');
    const bert = await seat(server.url, table, 1, 'Bert');
    const cilli = await seat(server.url, table, 2, 'Cilli');
    await readyAll([anna, bert, cilli], table);
    // Anna, the host, gives Bert's seat a new token in the middle of the deal, Bert still there,
    // and resumes it on another connection.
    const answer = await anna.client.request({ t: 'reissue', table, seat: 1, hostKey });
    const peek = await TestClient.connect(server.url);
    const joined = await peek.request({ t: 'resume', table, token: answer['token'] });
    expect(joined).toMatchObject({ t: 'joined', seat: 1 });
    expect(await peek.waitFor(isState, peek.received.indexOf(joined))).toMatchObject({
      seat: 1,
      view: { viewer: 'spectator', hand: [] },
    });
    expect(peek.lastTable().seats[1]).toMatchObject({ name: 'Bert', from: 'next-deal', bot: true });
    // The computer plays the seat to the deal's end; every frame of it is a spectator's.
    const last = await autoplay([anna, cilli], table, (st) => st.view?.phase === 'finished');
    await peek.waitFor((m) => isState(m) && m.seq === last.seq);
    const during = peek.states().filter((st) => st.deal?.n === 1 && st.view?.phase !== 'finished');
    expect(during.length).toBeGreaterThan(0);
    for (const st of during) expect(st.view).toMatchObject({ viewer: 'spectator', hand: [] });
    // From the next deal the seat is the new token's.
    expect(peek.lastTable().seats[1]).toMatchObject({ from: null, bot: false });
    for (const c of [anna.client, bert.client, cilli.client, peek]) await c.close();
  });

  it('is refused without the host key, for a free seat and for a seat that does not exist; nothing changes', async () => {
    const { table, hostKey } = await hostedTable();
    const bert = await seat(server.url, table, 1, 'Bert');
    const stranger = await TestClient.connect(server.url);
    const { hostKey: otherKey } = await hostedTable();
    for (const key of [otherKey, bert.token])
      expect(await stranger.request({ t: 'reissue', table, seat: 1, hostKey: key })).toMatchObject({
        t: 'error',
        code: 'bad-token',
        message: 'this is not the host key of this table',
      });
    expect(await stranger.request({ t: 'reissue', table, seat: 2, hostKey })).toMatchObject({
      t: 'error',
      code: 'seat-taken',
      message: 'seat 2 is free: its player joins it',
    });
    expect(await stranger.request({ t: 'reissue', table, seat: 3, hostKey })).toMatchObject({
      t: 'error',
      code: 'seat-taken',
    });
    expect(await stranger.request({ t: 'reissue', table, seat: 1 })).toMatchObject({
      t: 'error',
      code: 'malformed',
    });
    // Bert still holds his seat, and the log is as it was.
    expect(await bert.client.request({ t: 'watch', table }, isState)).toMatchObject({ seat: 1 });
    expect((await server.store.loadTable(table))?.events.map((e) => e.k)).toEqual(['join']);
    for (const c of [bert.client, stranger]) await c.close();
  });
});
