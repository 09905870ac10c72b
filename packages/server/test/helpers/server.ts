/** Starting a server for a test: loopback, a fresh SQLite file, no pauses for computer players. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type RunningServer, type ServerOptions, startServer } from '../../src/server';

export interface TestServer extends RunningServer {
  readonly errors: unknown[];
  readonly dir: string;
  /** Closes the server and deletes its files. */
  stop(): Promise<void>;
}

export async function testServer(options: ServerOptions = {}): Promise<TestServer> {
  const dir = mkdtempSync(join(tmpdir(), 'tarock-server-'));
  const errors: unknown[] = [];
  const server = await startServer({
    port: 0,
    host: '127.0.0.1',
    databaseUrl: join(dir, 'tables.sqlite'),
    botDelayMs: 0,
    takeoverMs: 60_000,
    // The tests open many tables from one address; limits.test.ts checks the limit itself.
    tablesPerHour: 1_000_000,
    onError: (e, where) => errors.push({ where, e }),
    ...options,
  });
  return {
    ...server,
    errors,
    dir,
    async stop() {
      await server.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
