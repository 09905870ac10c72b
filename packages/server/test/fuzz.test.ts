/**
 * Fuzzing the protocol: connections send random bytes, random JSON and random well-formed
 * messages aimed at live tables while players play. The server must stay up, answer every bad
 * message with an error, and every table must still be what its event log says it is.
 */
import { PRESETS } from '@tarock/engine';
import { ServerMessage } from '@tarock/protocol';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyEvent, newModel } from '../src/table/model';
import { Table } from '../src/table/table';
import { TestClient } from './helpers/client';
import { type Seated, autoplay, humans, openTable, readyAll, seatThree } from './helpers/play';
import { type TestServer, testServer } from './helpers/server';

let server: TestServer;
beforeAll(async () => {
  server = await testServer({ rate: { perSecond: 10_000, burst: 10_000 } });
});
afterAll(async () => {
  await server.stop();
});

function messages(tables: readonly string[]): fc.Arbitrary<string | Buffer> {
  const table = fc.oneof(fc.constantFrom(...tables), fc.string({ minLength: 12, maxLength: 20 }));
  const action = fc.oneof(
    fc.record({ type: fc.constantFrom('play', 'discard'), card: fc.integer({ min: -2, max: 70 }) }),
    fc.record({ type: fc.constantFrom('talon', 'trump'), group: fc.integer({ min: 0, max: 3 }) }),
    fc.record({ type: fc.constantFrom('pass', 'accept', 'ready', 'deal', 'hold') }),
    fc.record({ type: fc.constant('bid'), bid: fc.string() }),
    fc.jsonValue(),
  );
  // A token's shape, or a token's text of 32 bytes (as a client makes it: the server reads it).
  const token = fc.oneof(
    fc.stringMatching(/^[A-Za-z0-9_-]{43}$/),
    fc.uint8Array({ minLength: 32, maxLength: 32 }).map((b) => Buffer.from(b).toString('base64url')),
  );
  const wellFormed = fc.oneof(
    fc.record({
      t: fc.constant('act'),
      table,
      seat: fc.integer({ min: -1, max: 4 }),
      seq: fc.integer({ min: -1, max: 40 }),
      action,
    }),
    fc.record({
      t: fc.constant('join'),
      table,
      seat: fc.integer({ min: 0, max: 3 }),
      name: fc.string(),
      token,
    }),
    fc.record({ t: fc.constant('resume'), table, token }),
    fc.record({ t: fc.constantFrom('ready', 'leave', 'watch', 'history'), table }),
    fc.record({
      t: fc.constant('create'),
      preset: fc.constantFrom('haferltarock', 'illustrated-beck', 'nope'),
      seats: fc.array(
        fc.oneof(
          fc.constant({ kind: 'human' }),
          fc.record({ kind: fc.constant('computer'), level: fc.constantFrom('random', 'x') }),
        ),
        { minLength: 2, maxLength: 5 },
      ),
      hostKey: token,
    }),
    fc.record({ t: fc.constant('ping'), req: fc.integer() }),
  );
  return fc.oneof(
    wellFormed.map((m) => JSON.stringify(m)),
    fc.jsonValue().map((v) => JSON.stringify(v)),
    fc.string({ maxLength: 200 }),
    fc.uint8Array({ maxLength: 300 }).map((a) => Buffer.from(a)),
    fc.constant(`{"t":"ping","pad":"${'x'.repeat(5000)}"}`),
  );
}

/** The live table against the same table rebuilt from its log: they must not differ. */
async function assertConsistent(id: string): Promise<void> {
  const live = await server.registry.get(id);
  if (!(live instanceof Table)) throw new Error(`table ${id} is not live`);
  const stored = await server.store.loadTable(id);
  if (!stored) throw new Error(`table ${id} is not stored`);
  const made = newModel(id, stored.config, PRESETS);
  if (!made.ok) throw new Error(made.error);
  const rebuilt = made.value;
  for (const e of stored.events) expect(applyEvent(rebuilt, e).ok).toBe(true);
  const m = live.model;
  expect(rebuilt.pos).toBe(m.pos);
  expect(rebuilt.seq).toBe(m.seq);
  expect(rebuilt.seats).toEqual(m.seats);
  expect(rebuilt.match).toEqual(m.match);
  expect(rebuilt.deal?.state).toEqual(m.deal?.state);
}

describe('fuzzing the protocol', () => {
  it('random and malformed messages leave the server up and every table consistent', async () => {
    const tables: string[] = [];
    const players: Seated[][] = [];
    for (let t = 0; t < 2; t++) {
      const { table } = await openTable(server.url, {
        preset: t === 0 ? 'illustrated-beck' : 'bavarian-1933',
        seats: humans(3),
      });
      const ps = await seatThree(server.url, table);
      await readyAll(ps, table);
      tables.push(table);
      players.push(ps);
    }
    // A table with a free seat, for the fuzzer's joins.
    const open = await openTable(server.url, { preset: 'haferltarock', seats: humans(3) });
    tables.push(open.table);

    const fuzzers = await Promise.all([0, 1, 2].map(() => TestClient.connect(server.url)));
    const sample = fc.sample(messages(tables), { numRuns: 1500, seed: 20240601 });
    const playing = players.map((ps, i) =>
      autoplay(ps, tables[i] ?? '', (s) => s.view?.phase === 'finished', 11 + i),
    );
    for (const [i, m] of sample.entries()) fuzzers[i % fuzzers.length]?.send(m);
    await Promise.all(playing);
    for (const f of fuzzers) await f.request({ t: 'ping' });

    // Every bad message got an answer (an error, a rejection, or the frames a valid one earns).
    const errors = fuzzers.flatMap((f) => f.received.filter((m) => m.t === 'error'));
    expect(errors.length).toBeGreaterThan(sample.length / 3);
    const codes = new Set(errors.map((e) => e['code']));
    for (const code of ['malformed', 'too-large', 'unknown-table', 'bad-table', 'bad-token'])
      expect(codes).toContain(code);
    const rejected = fuzzers.flatMap((f) => f.received.filter((m) => m.t === 'rejected'));
    expect(new Set(rejected.map((r) => r['code']))).toContain('seat');
    expect(fuzzers.every((f) => !f.closed)).toBe(true);
    for (const f of fuzzers)
      for (const m of f.received) expect(ServerMessage.safeParse(m).success).toBe(true);
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    for (const t of tables) await assertConsistent(t);
    for (const f of fuzzers) await f.close();
    for (const p of players.flat()) await p.client.close();
    expect(server.errors).toEqual([]);
  }, 60_000);
});
