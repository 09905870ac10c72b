/**
 * The seat token is the client's (protocol version 4, docs/decisions/0010): `join` carries the
 * token the client made and kept before sending, the server keeps its hash as before. So a join
 * whose `joined` never arrived is not a lost seat: the client resumes with its token (or sends the
 * same join again, answered `joined` as a resume). A token of the wrong shape is refused and
 * changes nothing. On SQLite and on PostgreSQL, across a restart, and for a join written to the
 * log while the table never heard the write's answer.
 */
import { SEAT_TOKEN_BYTES, seatTokenText } from '@tarock/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokenHash } from '../src/secrets';
import type { RunningServer } from '../src/server';
import { type Store, openStore } from '../src/store/store';
import { type Msg, TestClient } from './helpers/client';
import { humans, openTable, seatToken } from './helpers/play';
import { usePostgres } from './helpers/postgres';
import { type TestServer, startedAgain, testServer } from './helpers/server';

const isJoined = (m: Msg) => m.t === 'joined';

/** Resolves once `cond` holds (checked every few ms), or fails after `ms` naming `what`. */
async function until(cond: () => Promise<boolean>, what: string, ms = 10_000): Promise<void> {
  const end = Date.now() + ms;
  while (!(await cond())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

/** The events of the table's log, by kind. */
async function kinds(server: RunningServer, table: string): Promise<string[]> {
  return ((await server.store.loadTable(table))?.events ?? []).map((e) => e.k);
}

/**
 * Sends the join on a connection that reads nothing, and drops the connection once the join is in
 * the log: the server wrote the join and sent `joined`, which the client never read.
 */
async function joinUnanswered(server: RunningServer, join: Record<string, unknown>): Promise<void> {
  const c = await TestClient.connect(server.url);
  c.ws.removeAllListeners('message');
  c.send({ t: 'join', ...join });
  await until(
    async () => (await kinds(server, String(join['table']))).includes('join'),
    'the join in the log',
  );
  c.ws.terminate();
  expect(c.received.filter(isJoined)).toEqual([]);
}

function recoverableJoins(databaseUrl: () => string | null) {
  let server: TestServer;
  const options = () => {
    const url = databaseUrl();
    return url === null ? {} : { databaseUrl: url };
  };
  beforeAll(async () => {
    server = await testServer(options());
  }, 30_000);
  afterAll(() => server.stop());

  const threeSeats = async () =>
    (await openTable(server.url, { preset: 'haferltarock', seats: humans(3) })).table;

  it('a join carries the token the client chose: it holds the seat, joined carries none, the log keeps its hash only', async () => {
    const table = await threeSeats();
    const token = seatToken();
    const anna = await TestClient.connect(server.url);
    const joined = await anna.request({ t: 'join', table, seat: 0, name: 'Anna', token });
    expect(joined).toEqual({ t: 'joined', req: joined['req'], table, seat: 0 });
    expect(anna.raw.join('\n')).not.toContain(token);
    const stored = await server.store.loadTable(table);
    expect(stored?.events).toEqual([{ k: 'join', seat: 0, name: 'Anna', tokenHash: tokenHash(token) }]);
    expect(JSON.stringify(stored)).not.toContain(token);
    // The token is the way back, from any connection.
    const tab = await TestClient.connect(server.url);
    expect(await tab.request({ t: 'resume', table, token })).toMatchObject({ t: 'joined', seat: 0 });
    expect(tab.lastTable().seats[0]).toMatchObject({ name: 'Anna', connected: true });
    for (const c of [anna, tab]) await c.close();
  });

  it('the answer lost (the connection dropped after the server wrote the join): the client resumes with its kept token', async () => {
    const table = await threeSeats();
    const token = seatToken();
    await joinUnanswered(server, { table, seat: 1, name: 'Bert', token });
    const back = await TestClient.connect(server.url);
    expect(await back.request({ t: 'resume', table, token })).toMatchObject({ t: 'joined', seat: 1 });
    expect(back.lastTable().seats[1]).toMatchObject({ name: 'Bert', connected: true });
    expect(back.lastState()).toMatchObject({ table, seat: 1 });
    await back.close();
  });

  it('the socket closed right after sending, before reading: whether or not the join went through, resume and the join again seat the player', async () => {
    const table = await threeSeats();
    const token = seatToken();
    const gone = await TestClient.connect(server.url);
    gone.ws.removeAllListeners('message');
    await new Promise<void>((resolve, reject) =>
      gone.ws.send(JSON.stringify({ t: 'join', table, seat: 1, name: 'Bert', token }), (e) =>
        e ? reject(e) : resolve(),
      ),
    );
    await gone.close();
    // What the client does on connecting again: resume with its token; refused (the join never
    // went through), the same join again.
    const back = await TestClient.connect(server.url);
    const resumed = await back.request({ t: 'resume', table, token });
    if (resumed.t !== 'joined') {
      expect(resumed).toMatchObject({ t: 'error', code: 'bad-token' });
      expect(await back.request({ t: 'join', table, seat: 1, name: 'Bert', token })).toMatchObject({
        t: 'joined',
      });
    }
    expect(back.lastTable().seats[1]).toMatchObject({ name: 'Bert', connected: true });
    expect(await kinds(server, table)).toEqual(['join']);
    await back.close();
  });

  it('the answer lost: the same join sent again is answered joined, as a resume, with its frames', async () => {
    const table = await threeSeats();
    const token = seatToken();
    await joinUnanswered(server, { table, seat: 2, name: 'Cilli', token });
    const again = await TestClient.connect(server.url);
    const from = again.mark();
    // Under another name this time: the seat keeps the first join's.
    expect(await again.request({ t: 'join', table, seat: 2, name: 'Zilli', token })).toMatchObject({
      t: 'joined',
      seat: 2,
    });
    // The frames a resume gets (no `log` yet: no match has begun).
    const resumed = await TestClient.connect(server.url);
    const resumedFrom = resumed.mark();
    await resumed.request({ t: 'resume', table, token });
    await resumed.waitFor((m) => m.t === 'timer', resumedFrom);
    await again.waitFor((m) => m.t === 'timer', from);
    const kindsOf = (c: TestClient, i: number) => c.received.slice(i).map((m) => m.t);
    expect(kindsOf(again, from)).toEqual(['joined', 'table', 'state', 'timer']);
    expect(kindsOf(resumed, resumedFrom)).toEqual(kindsOf(again, from));
    expect(again.lastTable().seats[2]).toMatchObject({ name: 'Cilli', connected: true });
    expect(await kinds(server, table)).toEqual(['join']);
    for (const c of [again, resumed]) await c.close();
  });

  it('a join that never arrived: resume is bad-token (nothing held), and the join sent again takes the seat', async () => {
    const table = await threeSeats();
    const token = seatToken();
    const c = await TestClient.connect(server.url);
    expect(await c.request({ t: 'resume', table, token })).toMatchObject({ t: 'error', code: 'bad-token' });
    expect(await c.request({ t: 'join', table, seat: 0, name: 'Anna', token })).toMatchObject({
      t: 'joined',
      seat: 0,
    });
    expect(c.lastTable().seats[0]).toMatchObject({ name: 'Anna' });
    await c.close();
  });

  it('a repeated join: the same token is answered joined (the same connection too); another token, or the same for another seat, seat-taken', async () => {
    const table = await threeSeats();
    const token = seatToken();
    const anna = await TestClient.connect(server.url);
    expect(await anna.request({ t: 'join', table, seat: 0, name: 'Anna', token })).toMatchObject({
      t: 'joined',
      seat: 0,
    });
    expect(await anna.request({ t: 'join', table, seat: 0, name: 'Anna', token })).toMatchObject({
      t: 'joined',
      seat: 0,
    });
    const other = await TestClient.connect(server.url);
    expect(await other.request({ t: 'join', table, seat: 0, name: 'Eve', token: seatToken() })).toMatchObject(
      {
        t: 'error',
        code: 'seat-taken',
        message: 'seat 0 is taken',
      },
    );
    // One token holds one seat: a resume with it could only find one of two.
    expect(await other.request({ t: 'join', table, seat: 1, name: 'Eve', token })).toMatchObject({
      t: 'error',
      code: 'seat-taken',
      message: 'this token holds seat 0 already: resume it, or make a new one',
    });
    // A connection that holds a seat takes no second one, with its own token or another.
    expect(await anna.request({ t: 'join', table, seat: 1, name: 'Anna', token: seatToken() })).toMatchObject(
      {
        t: 'error',
        code: 'seat-taken',
        message: 'you hold seat 0 already',
      },
    );
    expect(await kinds(server, table)).toEqual(['join']);
    expect(anna.lastTable().seats.map((s) => s.name)).toEqual(['Anna', null, null]);
    for (const c of [anna, other]) await c.close();
  });

  it('a token of the wrong shape is refused, saying why, and the seat stays free', async () => {
    const table = await threeSeats();
    const c = await TestClient.connect(server.url);
    await c.request({ t: 'watch', table });
    const good = seatToken();
    for (const [token, message] of [
      [undefined, /at token$/],
      [good.slice(1), /^not a seat token \(32 random bytes in base64url: 43 characters\) at token$/],
      [`${good.slice(0, 42)}=`, /^not a seat token/],
      [`${good.slice(0, 41)}+/`, /^not a seat token/],
      // Unfilled bytes: every client of that kind would share one token.
      [seatTokenText(new Uint8Array(SEAT_TOKEN_BYTES)), /^this seat token was not drawn at random/],
    ] as const) {
      const answer = await c.request({ t: 'join', table, seat: 0, name: 'Anna', token });
      expect(answer).toMatchObject({
        t: 'error',
        code: 'malformed',
        message: expect.stringMatching(message),
      });
      if (token) expect(String(answer['message'])).not.toContain(token);
    }
    expect(await kinds(server, table)).toEqual([]);
    const watcher = await TestClient.connect(server.url);
    await watcher.request({ t: 'watch', table });
    expect(watcher.lastTable().seats[0]).toMatchObject({ name: null });
    // The seat is still there to take.
    expect(await c.request({ t: 'join', table, seat: 0, name: 'Anna', token: good })).toMatchObject({
      t: 'joined',
    });
    for (const x of [c, watcher]) await x.close();
  });

  it('a join written to the log though the table never heard the write’s answer: sent again, it is joined', async () => {
    const table = await threeSeats();
    const c = await TestClient.connect(server.url);
    await c.request({ t: 'watch', table });
    const other: Store = await openStore(databaseUrl() ?? `${server.dir}/tables.sqlite`);
    const token = seatToken();
    try {
      // The first join's write went through; its answer (and so `joined`) was lost.
      await other.append(table, 1, { k: 'join', seat: 1, name: 'Bert', tokenHash: tokenHash(token) });
    } finally {
      await other.close();
    }
    // The table here has not applied it: its write goes to the place taken, it catches up with
    // the log and looks at the join again, which is the seat's own by then.
    expect(await c.request({ t: 'join', table, seat: 1, name: 'Bert', token }, isJoined)).toMatchObject({
      seat: 1,
    });
    expect(await kinds(server, table)).toEqual(['join']);
    await c.close();
  });

  it('the answer lost and the server restarted: the kept token brings the player back', async () => {
    const own = await testServer(options());
    const { table } = await openTable(own.url, { preset: 'haferltarock', seats: humans(3) });
    const token = seatToken();
    await joinUnanswered(own, { table, seat: 0, name: 'Anna', token });
    await own.close();
    const again = await startedAgain(own, options());
    try {
      const back = await TestClient.connect(again.url);
      expect(await back.request({ t: 'resume', table, token })).toMatchObject({ t: 'joined', seat: 0 });
      expect(await back.request({ t: 'join', table, seat: 0, name: 'Anna', token })).toMatchObject({
        t: 'joined',
        seat: 0,
      });
      await back.close();
    } finally {
      await again.close();
      await own.stop();
    }
  }, 30_000);
}

describe('a join whose answer is lost does not lose the seat', () => {
  describe('on SQLite', () => {
    recoverableJoins(() => null);
  });

  describe('on PostgreSQL (a private cluster on loopback)', () => {
    recoverableJoins(usePostgres());
  });
});
