import { MAX_CLIENT_MESSAGE_BYTES, SUBPROTOCOL } from '@tarock/protocol';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Msg, type StateMsg, TestClient, isState } from './helpers/client';
import { type Seated, humans, openTable, readyAll, seatThree, seatToken } from './helpers/play';
import { type TestServer, testServer } from './helpers/server';

let server: TestServer;
let table: string;
let players: Seated[];
let spectator: TestClient;

beforeAll(async () => {
  server = await testServer();
  ({ table } = await openTable(server.url, { preset: 'illustrated-mayr-sedlaczek-2016', seats: humans(3) }));
  players = await seatThree(server.url, table);
  spectator = await TestClient.connect(server.url);
  await spectator.request({ t: 'watch', table });
  await readyAll(players, table);
});
afterAll(async () => {
  for (const c of [spectator, ...players.map((p) => p.client)]) await c.close();
  await server.stop();
});

/** The table as the log and a fresh look at it show it: to prove a rejection changed nothing. */
async function snapshot() {
  const stored = await server.store.loadTable(table);
  const look = await spectator.request<Msg & StateMsg>({ t: 'watch', table });
  const seats = await Promise.all(
    players.map((p) => p.client.request<Msg & StateMsg>({ t: 'watch', table })),
  );
  return {
    events: stored?.events.length,
    seq: look.seq,
    view: look.view,
    seatViews: seats.map((s) => s.view),
  };
}

function current() {
  const s = spectator.lastState();
  const toAct = s?.view?.toAct;
  if (!s || typeof toAct !== 'number') throw new Error('no seat to act');
  const mover = players.find((p) => p.seat === toAct);
  const other = players.find((p) => p.seat !== toAct);
  const legal = mover?.client.lastState()?.view?.legal ?? [];
  if (!mover || !other || legal.length === 0) throw new Error('no move');
  return { seq: s.seq, mover, other, legal };
}

describe('the server rejects bad actions with a reason and changes nothing', () => {
  it.each([
    [
      'a stale action (an old sequence number)',
      'stale',
      (c: ReturnType<typeof current>) => ({
        client: c.mover,
        msg: { seat: c.mover.seat, seq: c.seq - 1, action: c.legal[0] },
      }),
    ],
    [
      'an action out of turn',
      'turn',
      (c: ReturnType<typeof current>) => ({
        client: c.other,
        msg: { seat: c.other.seat, seq: c.seq, action: c.legal[0] },
      }),
    ],
    [
      'an action for a foreign seat',
      'seat',
      (c: ReturnType<typeof current>) => ({
        client: c.other,
        msg: { seat: c.mover.seat, seq: c.seq, action: c.legal[0] },
      }),
    ],
    [
      'an illegal action',
      'illegal',
      (c: ReturnType<typeof current>) => ({
        client: c.mover,
        msg: { seat: c.mover.seat, seq: c.seq, action: { type: 'trump', suit: 7 } },
      }),
    ],
    [
      'a card the seat does not hold',
      'illegal',
      (c: ReturnType<typeof current>) => ({
        client: c.mover,
        msg: { seat: c.mover.seat, seq: c.seq, action: { type: 'play', card: 63 } },
      }),
    ],
  ])('%s', async (_what, code, make) => {
    const before = await snapshot();
    const { client, msg } = make(current());
    const answer = await client.client.request({ t: 'act', table, ...msg });
    expect(answer).toMatchObject({ t: 'rejected', seq: before.seq });
    expect(answer['code']).toBe(code);
    expect(String(answer['reason']).length).toBeGreaterThan(5);
    expect(await snapshot()).toEqual(before);
  });

  it('a spectator may not act for any seat', async () => {
    const before = await snapshot();
    const c = current();
    const answer = await spectator.request({
      t: 'act',
      table,
      seat: c.mover.seat,
      seq: c.seq,
      action: c.legal[0],
    });
    expect(answer).toMatchObject({ t: 'rejected', code: 'seat' });
    expect(await snapshot()).toEqual(before);
  });

  it('a seat the table does not have is named as such', async () => {
    const before = await snapshot();
    const answer = await spectator.request({ t: 'join', table, seat: 3, name: 'Z', token: seatToken() });
    expect(answer).toMatchObject({
      t: 'error',
      code: 'seat-taken',
      message: 'there is no seat 3 at this table (seats 0–2)',
    });
    expect(await snapshot()).toEqual(before);
  });

  it.each([
    ['not JSON', '{"t":"act",', 'malformed'],
    ['an unknown message', '{"t":"cheat","table":"x"}', 'malformed'],
    [
      'an action of an unknown shape',
      () => JSON.stringify({ t: 'act', table, seat: 0, seq: 1, action: { type: 'play', card: 'K' } }),
      'malformed',
    ],
    [
      'extra fields',
      () => JSON.stringify({ t: 'act', table, seat: 0, seq: 1, action: { type: 'pass' }, as: 'admin' }),
      'malformed',
    ],
    [
      'a message over the size limit',
      () => JSON.stringify({ t: 'ping', x: 'y'.repeat(MAX_CLIENT_MESSAGE_BYTES) }),
      'too-large',
    ],
    ['an unknown table', '{"t":"watch","table":"AAAAAAAAAAAAAAAA"}', 'unknown-table'],
    [
      'a resume with a wrong token',
      () => JSON.stringify({ t: 'resume', table, token: seatToken() }),
      'bad-token',
    ],
    [
      'a second seat for a seated player',
      () => JSON.stringify({ t: 'join', table, seat: 1, name: 'Z', token: seatToken() }),
      'seat-taken',
    ],
  ])('a malformed or refused message gets an error: %s', async (_what, text, code) => {
    const before = await snapshot();
    const client = players[0]?.client;
    if (!client) throw new Error('no client');
    const from = client.mark();
    client.send(typeof text === 'string' ? text : text());
    const answer = await client.waitFor((m) => m.t === 'error', from);
    expect(answer['code']).toBe(code);
    expect(await snapshot()).toEqual(before);
  });

  it('refuses a connection that does not speak the protocol version', async () => {
    const ws = new WebSocket(`${server.url.replace('http', 'ws')}/ws`, 'tarock.v0');
    const outcome = await new Promise((resolve) => {
      ws.once('open', () => resolve('open'));
      ws.once('error', () => resolve('refused'));
    });
    expect(outcome).toBe('refused');
  });

  it('refuses a connection that names no protocol version, saying which one to name', async () => {
    const ws = new WebSocket(`${server.url.replace('http', 'ws')}/ws`);
    const outcome = await new Promise<{ status: number; body: string } | 'open'>((resolve) => {
      ws.once('open', () => resolve('open'));
      ws.once('unexpected-response', (_req, res) => {
        let body = '';
        res.on('data', (d: Buffer) => {
          body += d.toString();
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      });
    });
    // Still connecting (the refusal was read through `unexpected-response`): terminate reports
    // "closed before the connection was established" as an error event, uncaught without a listener.
    ws.on('error', () => {});
    ws.terminate();
    expect(outcome).toEqual({ status: 400, body: expect.stringContaining(SUBPROTOCOL) });
  });

  it("refuses a page of another site (its Origin), and lets in the server's own page", async () => {
    const url = `${server.url.replace('http', 'ws')}/ws`;
    const outcome = (origin: string) => {
      const ws = new WebSocket(url, SUBPROTOCOL, { origin });
      return new Promise<{ status: number; body: string } | 'open'>((resolve) => {
        ws.once('open', () => {
          ws.close();
          resolve('open');
        });
        ws.once('unexpected-response', (_req, res) => {
          let body = '';
          res.on('data', (d: Buffer) => {
            body += d.toString();
          });
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
        });
      }).finally(() => {
        ws.on('error', () => {});
        ws.terminate();
      });
    };
    expect(await outcome('https://evil.example')).toEqual({
      status: 403,
      body: expect.stringContaining('a page of https://evil.example may not connect'),
    });
    expect(await outcome(server.url)).toBe('open');
  });

  it('accepts the right action afterwards', async () => {
    const c = current();
    const from = spectator.mark();
    c.mover.client.send({ t: 'act', table, seat: c.mover.seat, seq: c.seq, action: c.legal[0] });
    const next = await spectator.waitFor<Msg & StateMsg>((m) => isState(m) && m.seq === c.seq + 1, from);
    expect(next.view?.history.at(-1)).toEqual({ actor: c.mover.seat, action: c.legal[0] });
    expect(server.errors).toEqual([]);
  });
});
