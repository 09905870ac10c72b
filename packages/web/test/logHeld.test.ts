/**
 * The page's online client against the real server (in Node, over real sockets: no browser is
 * needed for what it sends and keeps): after a reconnect it says which match log it holds
 * (protocol version 5, docs/decisions/0011), is sent only the entries settled while it was away,
 * and its score sheet's match is the server's.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type RunningServer, startServer } from '@tarock/server';
import { matchOf } from '@tarock/protocol/matchLog';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import WebSocket from 'ws';
import { Table } from '../../server/src/table/table';
import { autoplay, openTable, seat } from '../../server/test/helpers/play';
import { OnlineClient } from '../src/online/client';
import { MemoryStorage } from '../src/online/memoryStorage.test-helper';

type Json = Record<string, unknown>;

/** The page's sockets: ws's WebSocket (the browser's API), recording what goes each way. */
class Recorded extends WebSocket {
  static all: Recorded[] = [];
  readonly sent: Json[] = [];
  readonly heard: Json[] = [];
  constructor(url: string, protocol: string) {
    super(url, protocol);
    Recorded.all.push(this);
    // A browser's socket reports a refused connection as an event nobody has to hear; ws throws
    // one nobody hears, and then never closes (the page would not connect again).
    this.on('error', () => {});
    this.addEventListener('message', (e) => this.heard.push(JSON.parse(String(e.data)) as Json));
  }
  override send(text: string): void {
    this.sent.push(JSON.parse(text) as Json);
    super.send(text);
  }
}

let server: RunningServer;
let dir: string;
const realSocket = globalThis.WebSocket;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'tarock-web-log-'));
  server = await startServer({
    port: 0,
    host: '127.0.0.1',
    databaseUrl: join(dir, 'tables.sqlite'),
    botDelayMs: 0,
    botWorkers: 1,
    takeoverMs: 60_000,
    tablesPerHour: 1_000_000,
    rate: { perSecond: 10_000, burst: 10_000 },
    onError: () => {},
  });
  // The client uses the global WebSocket, as in a browser.
  globalThis.WebSocket = Recorded as unknown as typeof globalThis.WebSocket;
});
afterAll(async () => {
  globalThis.WebSocket = realSocket;
  await server.close();
  rmSync(dir, { recursive: true, force: true });
});

/** Resolves once `cond` holds (checked every few ms), or fails naming `what`. */
async function until(cond: () => boolean, what: string, ms = 20_000): Promise<void> {
  const end = Date.now() + ms;
  while (!cond()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

describe('the online client across a reconnect', () => {
  test('says the log it holds, is sent the entries settled meanwhile only, and shows the server’s match', async () => {
    const random = { kind: 'computer', level: 'random' };
    const { table } = await openTable(server.url, {
      preset: 'haferltarock',
      seats: [{ kind: 'human' }, random, random],
    });
    const live = async () => {
      const t = await server.registry.get(table);
      if (!(t instanceof Table) || !t.model.match) throw new Error('no live match');
      return t.model.match;
    };
    // While `offline`, the page's connections go nowhere (a phone without a network).
    let offline = false;
    const ws = server.url.replace(/^http/, 'ws');
    const client = new OnlineClient(
      (t) => (offline ? 'ws://127.0.0.1:1/ws' : `${ws}/ws${t ? `?table=${t}` : ''}`),
      new MemoryStorage(),
      table,
    );
    try {
      const me = await seat(server.url, table, 0, 'Solo');
      me.client.send({ t: 'ready', table });
      const finished = (n: number) => (s: { view: { phase: string } | null; deal: { n: number } | null }) =>
        s.view?.phase === 'finished' && s.deal?.n === n;
      await autoplay([me], table, finished(2));
      await until(
        () => client.state.log?.entries.length === 3 && client.state.table?.match?.logLength === 3,
        'the log of two deals',
      );
      const first = Recorded.all[0];
      expect(first?.sent).toEqual([{ t: 'watch', table }]);

      // The network goes; two more deals are played meanwhile.
      offline = true;
      first?.close();
      // It tries again while the network is gone, and is refused (then tries again later).
      await until(
        () =>
          Recorded.all.some(
            (s) => s.url.startsWith('ws://127.0.0.1:1/') && s.readyState === WebSocket.CLOSED,
          ),
        'a refused connection',
      );
      await autoplay([me], table, finished(4), 2);
      offline = false;
      await until(
        () => client.state.table?.match?.logLength === 5 && client.state.log?.entries.length === 5,
        'the log after the reconnect',
      );
      const back = Recorded.all.find(
        (s) => s.url.startsWith(ws) && s !== first && s.readyState === WebSocket.OPEN,
      );
      expect(back?.sent[0]).toEqual({ t: 'watch', table, log: { match: 1, length: 3 } });
      const pieces = back?.heard.filter((m) => m['t'] === 'log') ?? [];
      const match = await live();
      expect(pieces[0]).toEqual({ t: 'log', table, match: 1, from: 3, entries: match.log.slice(3) });
      expect(matchOf(client.state.table?.match ?? null, client.state.log)).toEqual(match);
      await me.client.close();
    } finally {
      client.close();
    }
  }, 60_000);
});
