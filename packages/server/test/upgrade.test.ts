/**
 * The HTTP side of a connection, before any message: a request target that is no URL, and a
 * client that resets its connection while the server refuses its upgrade. The server runs in its
 * own process, so that a request that ends it is seen as such: it must answer and stay up.
 */
import { connect } from 'node:net';
import { SUBPROTOCOL } from '@tarock/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ChildServer, spawnServer } from './helpers/process';

let server: ChildServer;
beforeAll(async () => {
  server = await spawnServer(':memory:');
});
afterAll(async () => {
  await server.kill();
});

const UPGRADE = [
  'Upgrade: websocket',
  'Connection: Upgrade',
  'Sec-WebSocket-Version: 13',
  'Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==',
  `Sec-WebSocket-Protocol: ${SUBPROTOCOL}`,
];

/** Sends one raw request (request target as written) and answers the status line of the reply. */
function rawRequest(target: string, upgrade: boolean): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(server.port, '127.0.0.1', () => {
      const headers = ['Host: localhost', ...(upgrade ? UPGRADE : [])];
      socket.write(`GET ${target} HTTP/1.1\r\n${headers.join('\r\n')}\r\n\r\n`);
    });
    let reply = '';
    socket.on('data', (d: Buffer) => {
      reply += d.toString();
      if (reply.includes('\r\n')) {
        socket.destroy();
        resolve(reply.slice(0, reply.indexOf('\r\n')));
      }
    });
    socket.on('error', reject);
    socket.on('close', () => resolve(reply));
  });
}

/** Sends an upgrade request and resets the connection (TCP RST) at once, without reading. */
function upgradeAndReset(target: string): Promise<void> {
  return new Promise((resolve) => {
    const socket = connect(server.port, '127.0.0.1', () => {
      socket.write(`GET ${target} HTTP/1.1\r\nHost: localhost\r\n${UPGRADE.join('\r\n')}\r\n\r\n`);
      socket.resetAndDestroy();
      resolve();
    });
    socket.on('error', () => resolve());
  });
}

async function stillUp(): Promise<void> {
  expect(server.child.exitCode).toBe(null);
  expect(server.child.signalCode).toBe(null);
  expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
}

describe('requests the server cannot take are refused, and the server stays up', () => {
  it('a request target that is no URL (`//[/ws`) is answered 400, an upgrade as a plain request', async () => {
    for (const target of ['//[/ws', 'http://[/ws', 'http://a:99999/ws']) {
      expect(await rawRequest(target, true)).toBe('HTTP/1.1 400 Bad Request');
      await stillUp();
      expect(await rawRequest(target, false)).toMatch(/^HTTP\/1\.1 400 /);
      await stillUp();
    }
  });

  it('a client that resets its connection while its upgrade is refused (404, 400) does not end the server', async () => {
    for (const target of ['/not-the-socket', '/ws?table=not%20a%20table', '//[/ws']) {
      for (let i = 0; i < 100; i++) await upgradeAndReset(target);
      await new Promise((r) => setTimeout(r, 200));
      await stillUp();
    }
  }, 30_000);
});
