/**
 * The server compresses its frames (permessage-deflate, RFC 7692, with the context kept from
 * frame to frame) for a client that offers it, as browsers and `tarock` do: each `state` frame
 * repeats most of the one before it (the seat's whole view, the deal's history included), so over
 * a deal a watching connection reads a small part of the text it is sent. A client that does not
 * offer it gets the frames uncompressed, the same text.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUBPROTOCOL } from '@tarock/protocol';
import { TestClient, isState } from './helpers/client';
import { autoplay, openTable, seat } from './helpers/play';
import { type TestServer, testServer } from './helpers/server';

let server: TestServer;
beforeAll(async () => {
  server = await testServer({ compress: true, rate: { perSecond: 10_000, burst: 10_000 } });
});
afterAll(async () => {
  await server.stop();
});

const random = { kind: 'computer', level: 'random' } as const;

/** What a connection's socket read from the wire, in bytes. */
const wireRead = (c: TestClient): number =>
  (c.ws as unknown as { _socket: { bytesRead: number } })._socket.bytesRead;
/** The state frames a connection was sent, without the `req` the answer to its own watch quotes. */
const states = (c: TestClient): unknown[] =>
  c.received.filter(isState).map(({ req: _req, ...frame }) => frame);
const textBytes = (c: TestClient): number => c.raw.reduce((n, r) => n + Buffer.byteLength(r), 0);

describe('frames are compressed for a client that offers permessage-deflate', () => {
  it('two watchers of one deal: the one that offers it reads under a fifth of the text over the wire, the other all of it, the same state frames', async () => {
    const { table } = await openTable(server.url, {
      preset: 'haferltarock',
      seats: [{ kind: 'human' }, random, random],
    });
    const deflating = await TestClient.connect(server.url);
    const plain = await TestClient.connect(server.url, SUBPROTOCOL, undefined, { perMessageDeflate: false });
    expect(deflating.ws.extensions).toContain('permessage-deflate');
    expect(plain.ws.extensions).toBe('');
    for (const c of [deflating, plain]) await c.request({ t: 'watch', table });
    const me = await seat(server.url, table, 0, 'Solo');
    me.client.send({ t: 'ready', table });
    const last = await autoplay([me], table, (s) => s.view?.phase === 'finished');
    for (const c of [deflating, plain]) await c.waitFor((m) => isState(m) && m.seq === last.seq);
    // The same state frames (both watched from before the deal), whatever came over the wire.
    expect(states(deflating)).toEqual(states(plain));
    const text = textBytes(plain);
    expect(text).toBeGreaterThan(20_000);
    expect(wireRead(plain)).toBeGreaterThan(text);
    expect(wireRead(deflating)).toBeLessThan(text / 5);
    for (const c of [deflating, plain, me.client]) await c.close();
  }, 30_000);

  it('not by a server started without it: the extension is not agreed', async () => {
    const off = await testServer();
    try {
      const c = await TestClient.connect(off.url);
      expect(c.ws.extensions).toBe('');
      await c.close();
    } finally {
      await off.stop();
    }
  });
});
