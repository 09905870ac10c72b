/**
 * The match log travels in `log` frames of its own (docs/decisions/0008): the `table` frames carry
 * the match without its entries, everyone is sent only the entries a settlement added (a new
 * match's from 0), and a connection that watches, joins or resumes the whole log once. A client
 * that keeps the pieces has the engine's MatchState.log, whatever the number of deals.
 */
import type { MatchState } from '@tarock/engine';
import { type KeptLog, type LogPiece, type TableInfo, keepLog, matchOf } from '@tarock/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Table } from '../src/table/table';
import { type Msg, TestClient, isState } from './helpers/client';
import { type Seated, autoplay, openTable, seat, seatToken } from './helpers/play';
import { type TestServer, startedAgain, testServer } from './helpers/server';

let server: TestServer;
beforeAll(async () => {
  // The computer players answer at once, and so does the person the test plays: no rate limit.
  server = await testServer({ rate: { perSecond: 10_000, burst: 10_000 } });
});
afterAll(async () => {
  await server.stop();
});

const random = { kind: 'computer', level: 'random' } as const;
const isLog = (m: Msg): m is Msg & LogPiece & { t: 'log'; table: string } => m.t === 'log';
const tableOf = (m: Msg): TableInfo => m['table'] as TableInfo; // a `table` message carries one

/** The live table's match: the engine's MatchState the clients' logs must equal. */
async function liveMatch(id: string): Promise<MatchState> {
  const live = await server.registry.get(id);
  if (!(live instanceof Table) || !live.model.match) throw new Error(`table ${id} has no live match`);
  return live.model.match;
}

/**
 * Goes through a connection's frames as a client does: keeps the log pieces (each must join on
 * to what is kept), and checks each `table` frame against the log kept by then. Returns the log.
 */
function followLog(received: readonly Msg[], held: KeptLog | null = null): KeptLog | null {
  let kept: KeptLog | null = held;
  // The answer to a watch, join or resume has its table frame before its log: a client that held
  // the first entries shows no sheet until the rest came (matchOf: null), which this checks.
  let pieces = 0;
  for (const m of received) {
    if (isLog(m)) {
      pieces++;
      // On one connection every piece starts where the log kept ends, or a match from 0.
      if (m.from > 0) expect(m).toMatchObject({ match: kept?.match, from: kept?.entries.length });
      const next = keepLog(kept, m);
      if (next === 'gap') throw new Error(`a gap at ${JSON.stringify(m).slice(0, 80)}`);
      kept = next;
    } else if (m.t === 'table') {
      const match = tableOf(m).match;
      if (match) expect(match).not.toHaveProperty('log');
      // The pieces a table frame counts came before it: the sheet is whole at every table frame.
      if (match && kept && pieces > 0) expect(matchOf(match, kept)?.log).toHaveLength(match.logLength);
      else if (match && kept && kept.entries.length < match.logLength)
        expect(matchOf(match, kept)).toBeNull();
    }
  }
  return kept;
}

/** A table of one person (seat 0, or the free ones of `seats`) and random computer players. */
async function openWith(preset: string, seats: readonly { kind: string }[]) {
  const { table } = await openTable(server.url, { preset, seats });
  const watcher = await TestClient.connect(server.url);
  await watcher.request({ t: 'watch', table });
  return { table, watcher };
}

/**
 * Plays (every seat ready, random legal actions, ready after each deal) until `stop` says so of a
 * finished deal.
 */
function playUntil(players: readonly Seated[], table: string, stop: (n: number, match: number) => boolean) {
  for (const p of players) p.client.send({ t: 'ready', table });
  return autoplay(
    players,
    table,
    (s) => s.view?.phase === 'finished' && s.deal !== null && stop(s.deal.n, s.deal.match),
  );
}

describe('the match log’s frames', () => {
  it('carry only the new entries deal after deal; the table frames none; the pieces are the engine’s log', async () => {
    const { table, watcher } = await openWith('haferltarock', [{ kind: 'human' }, random, random]);
    const me = await seat(server.url, table, 0, 'Solo');
    const last = await playUntil([me], table, (n) => n === 8);
    await watcher.waitFor((m) => isState(m) && m.seq === last.seq);
    const match = await liveMatch(table);
    for (const c of [watcher, me.client]) {
      const pieces = c.received.filter(isLog);
      // The first deal's match with its ante, then one piece per settled deal: its one entry.
      expect(pieces.map((p) => [p.from, p.entries.length])).toEqual([
        [0, 1],
        ...Array.from({ length: 8 }, (_, i) => [i + 1, 1]),
      ]);
      expect(followLog(c.received)).toEqual({ match: 1, entries: match.log });
      for (const t of c.raw.filter((r) => r.startsWith('{"t":"table"'))) expect(t).not.toContain('"log"');
    }
    await watcher.close();
    await me.client.close();
  }, 60_000);

  it('start again from 0 when a new match starts', async () => {
    // An Illustrated series (to 100) played at random ends within a deal or two.
    const { table, watcher } = await openWith('illustrated-beck', [{ kind: 'human' }, random, random]);
    const me = await seat(server.url, table, 0, 'Solo');
    const last = await playUntil([me], table, (_n, match) => match === 3);
    await watcher.waitFor((m) => isState(m) && m.seq === last.seq);
    const pieces = watcher.received.filter(isLog);
    // Each match's first piece starts at 0 (an Illustrated match starts with an empty log).
    const firsts = pieces.filter((p, i) => p.match !== pieces[i - 1]?.match);
    expect(firsts.map((p) => [p.match, p.from])).toEqual([
      [1, 0],
      [2, 0],
      [3, 0],
    ]);
    expect(followLog(watcher.received)).toEqual({ match: 3, entries: (await liveMatch(table)).log });
    await watcher.close();
    await me.client.close();
  }, 60_000);

  it('come whole, once, after the state that answers a late watch, join or resume', async () => {
    const { table, watcher } = await openWith('haferltarock', [{ kind: 'human' }, { kind: 'human' }, random]);
    const a = await seat(server.url, table, 0, 'A');
    const b = await seat(server.url, table, 1, 'B');
    await playUntil([a, b], table, (n) => n === 3);
    await b.client.request({ t: 'leave', table });
    const { log } = await liveMatch(table);
    expect(log).toHaveLength(4);

    const late = await TestClient.connect(server.url);
    await late.request({ t: 'watch', table });
    const joiner = await TestClient.connect(server.url);
    await joiner.request({ t: 'join', table, seat: 1, name: 'C', token: seatToken() });
    const back = await TestClient.connect(server.url);
    await back.request({ t: 'resume', table, token: a.token });
    for (const c of [late, joiner, back]) {
      await c.request({ t: 'ping' });
      const pieces = c.received.filter(isLog);
      expect(pieces).toEqual([{ t: 'log', table, match: 1, from: 0, entries: log }]);
      const order = c.received.map((m) => m.t).filter((t) => ['table', 'state', 'log'].includes(t));
      expect(order.slice(0, 3)).toEqual(['table', 'state', 'log']);
    }
    // Nobody else is sent the log again for it.
    expect(watcher.received.filter(isLog).length).toBe(4);
    for (const c of [watcher, a.client, b.client, late, joiner, back]) await c.close();
  }, 60_000);

  it('keep the table frame’s size flat as deals are played', async () => {
    const { table, watcher } = await openWith('haferltarock', [{ kind: 'human' }, random, random]);
    const me = await seat(server.url, table, 0, 'Solo');
    const last = await playUntil([me], table, (n) => n === 12);
    await watcher.waitFor((m) => isState(m) && m.seq === last.seq);
    const sizes = watcher.raw
      .filter((r) => r.startsWith('{"t":"table"') && !r.includes('"match":null'))
      .map((r) => r.length);
    expect(sizes.length).toBeGreaterThan(12);
    // Digits of totals and counts may grow, flags change; a log (about 110 bytes a deal) would
    // add some 1,300 bytes over these deals.
    expect(Math.max(...sizes) - Math.min(...sizes)).toBeLessThan(120);
    await watcher.close();
    await me.client.close();
  }, 60_000);

  it('answer a watch, join or resume that says the log it holds with only the entries after it (protocol version 5)', async () => {
    const { table, watcher } = await openWith('haferltarock', [{ kind: 'human' }, { kind: 'human' }, random]);
    const a = await seat(server.url, table, 0, 'A');
    const b = await seat(server.url, table, 1, 'B');
    await playUntil([a, b], table, (n) => n === 5);
    await b.client.request({ t: 'leave', table });
    const { log } = await liveMatch(table);
    expect(log).toHaveLength(6);
    // What a client that was there until deal 2 holds: the match's first three entries.
    const held: KeptLog = { match: 1, entries: log.slice(0, 3) };
    const has = { match: 1, length: 3 };

    const late = await TestClient.connect(server.url);
    await late.request({ t: 'watch', table, log: has });
    const joiner = await TestClient.connect(server.url);
    await joiner.request({ t: 'join', table, seat: 1, name: 'C', token: seatToken(), log: has });
    const back = await TestClient.connect(server.url);
    await back.request({ t: 'resume', table, token: a.token, log: has });
    for (const c of [late, joiner, back]) {
      await c.request({ t: 'ping' });
      expect(c.received.filter(isLog)).toEqual([
        { t: 'log', table, match: 1, from: 3, entries: log.slice(3) },
      ]);
      const order = c.received.map((m) => m.t).filter((t) => ['table', 'state', 'log'].includes(t));
      expect(order.slice(0, 3)).toEqual(['table', 'state', 'log']);
      // Put together with what it held, the client has the engine's log, and the sheet is whole.
      const kept = followLog(c.received, held);
      expect(kept).toEqual({ match: 1, entries: log });
      expect(matchOf(c.lastTable().match, kept)).toEqual(await liveMatch(table));
    }
    // The whole log held: an empty piece at its end confirms it.
    const whole = await TestClient.connect(server.url);
    await whole.request({ t: 'resume', table, token: a.token, log: { match: 1, length: 6 } });
    await whole.request({ t: 'ping' });
    expect(whole.received.filter(isLog)).toEqual([{ t: 'log', table, match: 1, from: 6, entries: [] }]);
    for (const c of [watcher, a.client, b.client, late, joiner, back, whole]) await c.close();
  }, 60_000);

  it('answer a log held of another match, or longer than the table’s, with the whole log from 0', async () => {
    const { table, watcher } = await openWith('haferltarock', [{ kind: 'human' }, random, random]);
    const me = await seat(server.url, table, 0, 'Solo');
    await playUntil([me], table, (n) => n === 2);
    const { log } = await liveMatch(table);
    expect(log).toHaveLength(3);
    const wholeLog = { t: 'log', table, match: 1, from: 0, entries: log };
    for (const has of [
      { match: 2, length: 1 }, // a match the table has not played (a stale or other table's log)
      { match: 7, length: 0 },
      { match: 1, length: 4 }, // longer than the log: not this log's first entries
      { match: 1, length: 2 ** 31 },
      { match: 1, length: 0 }, // nothing held: the whole log, as without `log`
    ]) {
      for (const ask of [
        { t: 'watch', table, log: has },
        { t: 'resume', table, token: me.token, log: has },
      ]) {
        const c = await TestClient.connect(server.url);
        await c.request(ask);
        await c.request({ t: 'ping' });
        expect(c.received.filter(isLog)).toEqual([wholeLog]);
        // A client holding the stale log replaces it with the whole one.
        const stale: KeptLog = { match: has.match, entries: Array(Math.min(has.length, 9)).fill(log[0]) };
        expect(followLog(c.received, stale)).toEqual({ match: 1, entries: log });
        await c.close();
      }
    }
    await watcher.close();
    await me.client.close();
  }, 60_000);

  it('refuse a log held that is not a match number and a length, saying where', async () => {
    const { table, watcher } = await openWith('haferltarock', [{ kind: 'human' }, random, random]);
    const c = await TestClient.connect(server.url);
    const token = seatToken();
    for (const [log, where] of [
      [{ match: 0, length: 0 }, 'log.match'],
      [{ match: 1.5, length: 0 }, 'log.match'],
      [{ match: '1', length: 0 }, 'log.match'],
      [{ match: 2 ** 31 + 1, length: 0 }, 'log.match'],
      [{ match: 1, length: -1 }, 'log.length'],
      [{ match: 1, length: 3.5 }, 'log.length'],
      [{ match: 1, length: 2 ** 31 + 1 }, 'log.length'],
      [{ match: 1 }, 'log.length'],
      [{ match: 1, length: 0, from: 0 }, 'log'],
      [[1, 0], 'log'],
      [null, 'log'],
    ] as const) {
      for (const ask of [
        { t: 'watch', table, log },
        { t: 'join', table, seat: 0, name: 'Anna', token, log },
        { t: 'resume', table, token, log },
      ]) {
        const answer = await c.request(ask);
        expect(answer).toMatchObject({
          t: 'error',
          code: 'malformed',
          message: expect.stringMatching(new RegExp(` at ${where.replace('.', '\\.')}$`)),
        });
      }
    }
    // Refused before the table saw them: no seat taken, nothing watched.
    expect(c.received.filter((m) => ['table', 'state', 'log', 'joined'].includes(m.t))).toEqual([]);
    expect(await c.request({ t: 'join', table, seat: 0, name: 'Anna', token })).toMatchObject({
      t: 'joined',
    });
    await c.close();
    await watcher.close();
  }, 60_000);

  it('go on from where the log stood at a table rebuilt after a restart', async () => {
    const { table, watcher } = await openWith('haferltarock', [{ kind: 'human' }, random, random]);
    const me = await seat(server.url, table, 0, 'Solo');
    await playUntil([me], table, (n) => n === 2);
    await watcher.close();
    await me.client.close();
    // The last test: the server stops here (afterAll stops it again, and deletes its files).
    await server.close();
    const again = await startedAgain(server, { rate: { perSecond: 10_000, burst: 10_000 } });
    try {
      const back = await TestClient.connect(again.url);
      await back.request({ t: 'resume', table, token: me.token });
      const whole = await back.waitFor(isLog);
      expect(whole).toMatchObject({ match: 1, from: 0, entries: { length: 3 } });
      const last = await playUntil([{ ...me, client: back }], table, (n) => n === 3);
      await back.waitFor((m) => isState(m) && m.seq === last.seq);
      expect(back.received.filter(isLog).map((p) => [p.from, p.entries.length])).toEqual([
        [0, 3],
        [3, 1],
      ]);
      const rebuilt = await again.registry.get(table);
      if (!(rebuilt instanceof Table)) throw new Error('the table is not live');
      expect(followLog(back.received)).toEqual({ match: 1, entries: rebuilt.model.match?.log });
      await back.close();
    } finally {
      await again.close();
    }
  }, 60_000);
});
