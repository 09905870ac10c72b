/**
 * The terminal's connection to a table notices a network gone silent: the server pings every
 * connection (its heartbeat), so a connection that hears nothing for longer is dead though no
 * close ever came (a laptop's lid closed, a NAT's mapping dropped, a Wi-Fi that changed). It is
 * ended and made again, as after a drop; a quiet table whose server still pings is kept.
 */
import { type AddressInfo, type Socket, createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { WebSocketServer } from 'ws';
import { Connection } from '../src/online/connection';
import { relay, until } from './online';
import { useTestServer } from './testServer.test-helper';

const HEARTBEAT_MS = 100;
const SILENCE_MS = 600;

const server = useTestServer({ heartbeatMs: HEARTBEAT_MS });

function watched(url: string, handshakeMs?: number) {
  const events: string[] = [];
  const conn = new Connection(
    `${url.replace(/^http/, 'ws')}/ws`,
    {
      message: (m) => events.push(m.t),
      lost: () => events.push('lost'),
      refused: (reason) => events.push(`refused ${reason}`),
      back: () => events.push('back'),
    },
    { firstMs: 50, maxMs: 200 },
    SILENCE_MS,
    handshakeMs,
  );
  return { conn, events };
}

describe('a connection that hears nothing', () => {
  it('is ended and made again once the network went silent', async () => {
    const line = await relay(server.port);
    const { conn, events } = watched(line.url);
    await conn.open();
    await until(() => events.includes('welcome'), 'the welcome');
    const silentAt = Date.now();
    line.silence();
    await until(() => events.includes('lost'), 'the connection noticed lost', SILENCE_MS * 5);
    expect(Date.now() - silentAt).toBeGreaterThanOrEqual(SILENCE_MS - 50);
    // A new connection passes again: the session resumes its seat on it.
    await until(() => events.includes('back'), 'the connection made again');
    expect(conn.send({ t: 'ping', req: 7 })).toBe(true);
    await until(() => events.filter((t) => t === 'pong').length === 1, 'the pong on the new connection');
    conn.close();
    await line.close();
  });

  it('is kept while the server pings it, though no message comes', async () => {
    const { conn, events } = watched(server.url);
    await conn.open();
    await new Promise((resolve) => setTimeout(resolve, SILENCE_MS * 3));
    expect(events).toEqual(['welcome']);
    conn.close();
  });
});

describe('a server of another protocol version', () => {
  it('is named as such, at the first connection and when connecting again', async () => {
    // A server that does not speak this client's subprotocol answers the upgrade without one.
    let other = true;
    const wss = new WebSocketServer({
      port: 0,
      handleProtocols: (p) => (other ? false : ([...p][0] ?? false)),
    });
    await new Promise((resolve) => wss.once('listening', resolve));
    const url = `http://127.0.0.1:${(wss.address() as AddressInfo).port}`;
    const first = watched(url);
    await expect(first.conn.open()).rejects.toThrow(
      /another version of the table protocol than this tarock \(tarock\.v5\)/,
    );
    first.conn.close();
    // Upgraded while a session was connected: it stops trying, and says why.
    other = false;
    const { conn, events } = watched(url);
    await conn.open();
    other = true;
    for (const c of wss.clients) c.terminate();
    await until(() => events.some((e) => e.startsWith('refused')), 'the refusal');
    expect(events.filter((e) => e === 'back')).toEqual([]);
    expect(events.at(-1)).toMatch(/^refused the server speaks another version/);
    conn.close();
    await new Promise((resolve) => wss.close(resolve));
  });
});

describe('a server that takes the connection and never answers it', { timeout: 10_000 }, () => {
  it('is given up after a while with the reason, not waited for without end', async () => {
    // A port that accepts and says nothing (a server process stopped with Ctrl-Z, another program).
    const taken: Socket[] = [];
    const mute = createServer((socket) => {
      socket.on('error', () => {});
      taken.push(socket);
    });
    await new Promise<void>((resolve) => mute.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(mute.address() as AddressInfo).port}`;
    const { conn } = watched(url, 300);
    const at = Date.now();
    await expect(conn.open()).rejects.toThrow(/^no answer/);
    expect(Date.now() - at).toBeLessThan(3000);
    conn.close();
    for (const socket of taken) socket.destroy();
    await new Promise((resolve) => mute.close(resolve));
  });
});
