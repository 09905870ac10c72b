/**
 * A server in its own process, for the crash tests (`node --import tsx childServer.ts`): PORT and
 * DATABASE_URL from the environment; prints `{"port":…}` once it listens.
 */
import { startServer } from '../../src/server';

const server = await startServer({
  port: Number(process.env['PORT'] ?? 0),
  host: '127.0.0.1',
  databaseUrl: process.env['DATABASE_URL'] ?? ':memory:',
  botDelayMs: 0,
  takeoverMs: 60_000,
});
process.stdout.write(`${JSON.stringify({ port: server.port })}\n`);
