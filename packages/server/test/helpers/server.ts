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

/** A test server's options on the database in `dir`, its errors kept in `errors`. */
function onDatabase(dir: string, errors: unknown[], options: ServerOptions): ServerOptions {
  return {
    port: 0,
    host: '127.0.0.1',
    databaseUrl: join(dir, 'tables.sqlite'),
    botDelayMs: 0,
    takeoverMs: 60_000,
    // The tests open many tables from one address; limits.test.ts checks the limit itself.
    tablesPerHour: 1_000_000,
    onError: (e, where) => errors.push({ where, e }),
    ...options,
  };
}

export async function testServer(options: ServerOptions = {}): Promise<TestServer> {
  const dir = mkdtempSync(join(tmpdir(), 'tarock-server-'));
  const errors: unknown[] = [];
  const server = await startServer(onDatabase(dir, errors, options));
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

/**
 * A server started again on `server`'s database (after `server.close()`: a restart), its errors
 * kept with the first one's; the caller closes it, `server.stop()` deletes the files after.
 */
export function startedAgain(server: TestServer, options: ServerOptions = {}): Promise<RunningServer> {
  return startServer(onDatabase(server.dir, server.errors as unknown[], options));
}
