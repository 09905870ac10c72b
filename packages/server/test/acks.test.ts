/**
 * Every command the table accepts is answered with its `req`: `ready`, `act` and `leave` (which
 * otherwise only change what everyone is sent) get `ack {req, table, seq}`, after the frames
 * they caused, so a client knows which of its commands went through.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Msg, type StateMsg, isState } from './helpers/client';
import { type Seated, humans, openTable, seat } from './helpers/play';
import { type TestServer, testServer } from './helpers/server';

let server: TestServer;
beforeAll(async () => {
  server = await testServer();
});
afterAll(async () => {
  await server.stop();
});

describe('accepted commands are acknowledged with their req', () => {
  it('ready, act and leave each get an ack after the frames they caused', async () => {
    const { table } = await openTable(server.url, { preset: 'haferltarock', seats: humans(3) });
    const players: Seated[] = [];
    for (const [i, name] of ['Anna', 'Bert', 'Carl'].entries())
      players.push(await seat(server.url, table, i, name));
    const [a, b, c] = players;
    if (!a || !b || !c) throw new Error('three players');

    expect(await a.client.request({ t: 'ready', table }, (m) => m.t !== 'table')).toMatchObject({
      t: 'ack',
      table,
      seq: 0,
    });
    // Saying it twice is accepted as well (nothing changes).
    expect(await a.client.request({ t: 'ready', table }, (m) => m.t !== 'table')).toMatchObject({ t: 'ack' });
    await b.client.request({ t: 'ready', table }, (m) => m.t === 'ack');
    const dealt = c.client.mark();
    await c.client.request({ t: 'ready', table }, (m) => m.t === 'ack');
    const first = await c.client.waitFor<Msg & StateMsg>((m) => isState(m) && m.seq === 1, dealt);

    const mover = players.find((p) => p.seat === first.view?.toAct);
    const frame = mover?.client.lastState();
    const action = frame?.view?.legal[0];
    if (!mover || !frame || action === undefined) throw new Error('nobody to act');
    const from = mover.client.mark();
    const ack = await mover.client.request(
      { t: 'act', table, seat: mover.seat, seq: frame.seq, action },
      (m) => m.t !== 'state',
    );
    expect(ack).toMatchObject({ t: 'ack', table, seq: frame.seq + 1 });
    // The frame showing the move came first.
    const shown = mover.client.received.findIndex(
      (m, i) => i >= from && isState(m) && m.seq === frame.seq + 1,
    );
    expect(shown).toBeGreaterThanOrEqual(from);
    expect(shown).toBeLessThan(mover.client.received.indexOf(ack));

    const other = players.find((p) => p !== mover);
    if (!other) throw new Error('no other player');
    expect(
      await other.client.request({ t: 'leave', table }, (m) => m.t !== 'table' && m.t !== 'state'),
    ).toMatchObject({ t: 'ack', table });
    for (const p of players) await p.client.close();
  });

  it('a refused command gets no ack, only its refusal', async () => {
    const { table } = await openTable(server.url, { preset: 'haferltarock', seats: humans(3) });
    const a = await seat(server.url, table, 0, 'Anna');
    const refused = await a.client.request({ t: 'act', table, seat: 0, seq: 0, action: { type: 'pass' } });
    expect(refused).toMatchObject({ t: 'rejected', code: 'phase' });
    await a.client.request({ t: 'ping' });
    expect(a.client.received.filter((m) => m.t === 'ack')).toHaveLength(0);
    await a.client.close();
  });
});
