/**
 * The real server for a test file of the online client (`tarock join`, its connection): started
 * in-process on a loopback port before the file's tests (a temporary SQLite file, computer players
 * without a pause) and stopped, its files deleted, after them.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type RunningServer, startServer } from '@tarock/server';
import { afterAll, beforeAll } from 'vitest';

export interface TestServerOptions {
  /** How often the server pings each connection (its default: 30 s). */
  readonly heartbeatMs?: number;
}

/** The file's server, once `beforeAll` has started it. */
export interface TestServer {
  /** `http://127.0.0.1:<port>`. */
  readonly url: string;
  /** The port it listens on (for a relay in front of it). */
  readonly port: number;
  /** Its tables (to compare what a client put together with the server's own). */
  readonly registry: RunningServer['registry'];
  /** Its store (to see which tables were opened). */
  readonly store: RunningServer['store'];
}

async function started(dir: string, options: TestServerOptions): Promise<RunningServer> {
  return startServer({
    port: 0,
    host: '127.0.0.1',
    databaseUrl: join(dir, 'tables.sqlite'),
    botDelayMs: 0,
    botWorkers: 1,
    takeoverMs: 60_000,
    tablesPerHour: 1_000_000,
    onError: () => {},
    ...options,
  });
}

/**
 * Starts the server before the file's tests and stops it after them; call it at the top of the
 * file. Its `url` and `port` may be read inside tests and hooks (before the start they throw).
 *
 * @example
 * const server = useTestServer({ heartbeatMs: 100 });
 * it('joins', async () => { const { invite } = await openTable(server.url); … });
 */
export function useTestServer(options: TestServerOptions = {}): TestServer {
  let running: RunningServer | undefined;
  let dir: string | undefined;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'tarock-join-server-'));
    running = await started(dir, options);
  });
  afterAll(async () => {
    await running?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });
  const server = (): RunningServer => {
    if (!running) throw new Error('useTestServer: the server is started in beforeAll; read it inside a test');
    return running;
  };
  return {
    get url() {
      return server().url;
    },
    get port() {
      return server().port;
    },
    get registry() {
      return server().registry;
    },
    get store() {
      return server().store;
    },
  };
}
