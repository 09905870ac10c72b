/**
 * One name, one seat: a player may not take a seat under a name someone at the table goes by
 * already (another player, or a computer seat once the first deal fixed its name), written
 * another way or not, nor under the name a record gives a seat nobody took ("Computer 3"). So
 * nobody passes for another person or for a computer player in the chat or in the records.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClient } from './helpers/client';
import { openTable, readyAll, seat, seatToken } from './helpers/play';
import { type TestServer, testServer } from './helpers/server';

let server: TestServer;
beforeAll(async () => {
  server = await testServer();
});
afterAll(async () => {
  await server.stop();
});

const seats = [{ kind: 'human' }, { kind: 'human' }, { kind: 'computer', level: 'random' }];

describe("a player's name at the table", () => {
  it('is refused where another seat goes by it, in any case, width or spacing; the seat stays free', async () => {
    const { table } = await openTable(server.url, { preset: 'haferltarock', seats });
    const anna = await seat(server.url, table, 0, 'Anna');
    const other = await TestClient.connect(server.url);
    for (const name of ['anna', 'ＡＮＮＡ', ' ANNA ', 'Computer 3', 'computer2'])
      expect(
        await other.request({ t: 'join', table, seat: 1, name, token: seatToken() }),
        name,
      ).toMatchObject({
        t: 'error',
        code: 'name-taken',
        message: expect.stringContaining('choose another name'),
      });
    expect((await server.store.loadTable(table))?.events.map((e) => e.k)).toEqual(['join']);
    // Before the first deal a computer seat gives way: a player may be Cilli, the computer is renamed.
    expect(
      await other.request({ t: 'join', table, seat: 1, name: 'Cilli', token: seatToken() }),
    ).toMatchObject({
      t: 'joined',
    });
    expect(other.lastTable().seats.map((s) => s.name)).toEqual(['Anna', 'Cilli', 'Evi']);
    for (const c of [anna.client, other]) await c.close();
  });

  it("after the first deal a computer seat's name is fixed, and no player may take it", async () => {
    const { table } = await openTable(server.url, { preset: 'haferltarock', seats });
    const players = [await seat(server.url, table, 0, 'Anna'), await seat(server.url, table, 1, 'Bert')];
    await readyAll(players, table);
    expect(players[0]?.client.lastTable().seats[2]?.name).toBe('Cilli');
    expect(await players[1]?.client.request({ t: 'leave', table })).toMatchObject({ t: 'ack' });
    const late = await TestClient.connect(server.url);
    expect(
      await late.request({ t: 'join', table, seat: 1, name: 'cilli', token: seatToken() }),
    ).toMatchObject({
      t: 'error',
      code: 'name-taken',
    });
    // The name its player gave up is free again.
    expect(await late.request({ t: 'join', table, seat: 1, name: 'Bert', token: seatToken() })).toMatchObject(
      {
        t: 'joined',
      },
    );
    for (const c of [late, ...players.map((p) => p.client)]) await c.close();
  });
});
