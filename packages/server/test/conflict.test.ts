/**
 * A write conflict: another process (or a write whose answer was lost) put events into the
 * table's log that this process's table has not applied. The append of the next command fails;
 * the table then catches up from the log, so memory and log agree again, and looks at the
 * command once more against the table as it now is. On SQLite and on PostgreSQL.
 */
import type { Action } from '@tarock/engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newSeatToken, tokenHash } from '../src/secrets';
import { type Store, openStore } from '../src/store/store';
import { type Msg, type StateMsg, TestClient, isState } from './helpers/client';
import { type Seated, humans, openTable, readyAll, seat } from './helpers/play';
import { usePostgres } from './helpers/postgres';
import { type TestServer, testServer } from './helpers/server';

/** Another writer of the same database, as a second server process would be. */
async function elsewhere(server: TestServer, databaseUrl: string | null): Promise<Store> {
  return openStore(databaseUrl ?? `${server.dir}/tables.sqlite`);
}

async function logLength(server: TestServer, table: string): Promise<number> {
  return (await server.store.loadTable(table))?.events.length ?? 0;
}

function conflicts(databaseUrl: () => string | null) {
  let server: TestServer;
  let other: Store;
  beforeAll(async () => {
    const url = databaseUrl();
    server = await testServer(url === null ? {} : { databaseUrl: url });
    other = await elsewhere(server, url);
  }, 30_000);
  afterAll(async () => {
    await other.close();
    await server.stop();
  });

  it('a seat taken in the log meanwhile: the table catches up, the command is looked at again', async () => {
    const { table } = await openTable(server.url, { preset: 'haferltarock', seats: humans(3) });
    const anna = await seat(server.url, table, 0, 'Anna');
    // Bert takes seat 1 through the other process.
    const token = newSeatToken();
    await other.append(table, 2, { k: 'join', seat: 1, name: 'Bert', tokenHash: tokenHash(token) });
    const before = anna.client.mark();
    // Anna's ready goes to position 2, which is taken: the table reads Bert's join, then writes
    // her ready after it.
    expect(await anna.client.request({ t: 'ready', table }, (m) => m.t !== 'table')).toMatchObject({
      t: 'ack',
    });
    expect((await server.store.loadTable(table))?.events.map((e) => e.k)).toEqual(['join', 'join', 'ready']);
    const shown = await anna.client.waitFor(
      (m) => m.t === 'table' && JSON.stringify(m).includes('"Bert"'),
      before,
    );
    expect(shown).toMatchObject({ t: 'table' });
    // Memory agrees with the log: Bert's token holds his seat here, the next command is written.
    const bert = await TestClient.connect(server.url);
    expect(await bert.request({ t: 'resume', table, token })).toMatchObject({ t: 'joined', seat: 1 });
    expect(await bert.request({ t: 'ready', table }, (m) => m.t === 'ack' || m.t === 'error')).toMatchObject({
      t: 'ack',
    });
    expect(await logLength(server, table)).toBe(4);
    expect(server.errors.length).toBeGreaterThan(0); // the failed append is reported
    await bert.close();
    await anna.client.close();
  }, 30_000);

  it('the log cannot be read just after the conflict: the next command catches up first', async () => {
    const { table } = await openTable(server.url, { preset: 'haferltarock', seats: humans(3) });
    const anna = await seat(server.url, table, 0, 'Anna');
    await other.append(table, 2, { k: 'join', seat: 1, name: 'Bert', tokenHash: tokenHash(newSeatToken()) });
    const read = server.store.eventsAfter;
    server.store.eventsAfter = async () => {
      server.store.eventsAfter = read;
      throw new Error('the database is away');
    };
    expect(await anna.client.request({ t: 'ready', table })).toMatchObject({
      t: 'error',
      code: 'internal',
      message: 'the move could not be saved; nothing changed',
    });
    // The next command (a look at the table) reads the log first and shows Bert.
    const look = await anna.client.request({ t: 'watch', table }, (m) => m.t === 'state');
    expect(look).toMatchObject({ t: 'state', seat: 0 });
    expect(anna.client.lastTable().seats[1]).toMatchObject({ name: 'Bert' });
    expect(await anna.client.request({ t: 'ready', table }, (m) => m.t !== 'table')).toMatchObject({
      t: 'ack',
    });
    expect(await logLength(server, table)).toBe(3);
    await anna.client.close();
  }, 30_000);

  it('a move written meanwhile: the player is told the table moved on (stale), everyone sees the move', async () => {
    const { table } = await openTable(server.url, { preset: 'haferltarock', seats: humans(3) });
    const players: Seated[] = [];
    for (const [i, name] of ['Anna', 'Bert', 'Carl'].entries())
      players.push(await seat(server.url, table, i, name));
    await readyAll(players, table);
    const frame = players[0]?.client.lastState();
    const mover = players.find((p) => p.seat === frame?.view?.toAct);
    const seen = mover?.client.lastState();
    const action = seen?.view?.legal[0] as Action | undefined;
    if (!mover || !seen || !action) throw new Error('nobody to act');
    const pos = await logLength(server, table);
    await other.append(table, pos + 1, { k: 'act', seat: mover.seat, action, by: 'player' });
    const from = players.map((p) => p.client.mark());
    const answer = await mover.client.request({ t: 'act', table, seat: mover.seat, seq: seen.seq, action });
    expect(answer).toMatchObject({ t: 'rejected', code: 'stale', seq: seen.seq + 1 });
    for (const [i, p] of players.entries()) {
      const next = await p.client.waitFor<Msg & StateMsg>(
        (m) => isState(m) && m.seq === seen.seq + 1,
        from[i],
      );
      expect(next.view?.history.at(-1)).toEqual({ actor: mover.seat, action });
    }
    // And the table plays on from there: the log grows by the next move.
    const after = players.find((p) => p.seat === mover.client.lastState()?.view?.toAct);
    const now = after?.client.lastState();
    const legal = now?.view?.legal[0];
    if (!after || !now || legal === undefined) throw new Error('nobody to act next');
    const acted = await after.client.request(
      { t: 'act', table, seat: after.seat, seq: now.seq, action: legal },
      (m) => m.t !== 'state',
    );
    expect(acted).toMatchObject({ t: 'ack', seq: now.seq + 1 });
    expect(await logLength(server, table)).toBe(pos + 2);
    for (const p of players) await p.client.close();
  }, 30_000);
}

describe('a write conflict: the table catches up from its log', () => {
  describe('on SQLite', () => {
    conflicts(() => null);
  });

  describe('on PostgreSQL (a private cluster on loopback)', () => {
    conflicts(usePostgres());
  });
});
