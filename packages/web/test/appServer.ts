/**
 * The real server serving the built web app, on loopback, on a SQLite file in a fresh folder, for
 * the online browser tests; `close` stops it and deletes the folder.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type RunningServer, type ServerOptions, startServer } from '@tarock/server';
import { DIST, ensureBuilt } from '../server/build';

export interface AppServer {
  readonly server: RunningServer;
  close(): Promise<void>;
}

/** Builds the app if needed and starts the server (computer players without a pause). */
export async function appServer(options: ServerOptions = {}): Promise<AppServer> {
  await ensureBuilt({ log: () => {} });
  const dir = mkdtempSync(join(tmpdir(), 'tarock-online-'));
  const server = await startServer({
    port: 0,
    host: '127.0.0.1',
    databaseUrl: join(dir, 'tables.sqlite'),
    staticDir: DIST,
    botDelayMs: 0,
    takeoverMs: 60_000,
    // As `npm start` serves: the page reads frames compressed (permessage-deflate).
    compress: true,
    ...options,
  });
  return {
    server,
    async close() {
      await server.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
