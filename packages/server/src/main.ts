/**
 * The server's entry: `npm start` (PORT, default 8080; DATABASE_URL, default a SQLite file under
 * ./data; STATIC_DIR, default the web app's build, built first when missing or older than its
 * sources unless WEB_BUILD=0; HOST, TAKEOVER_SECONDS, READY_SECONDS, BOT_DELAY_MS, BOT_WORKERS, MAX_SPECTATORS, TABLES_PER_HOUR,
 * API_PER_MINUTE, MAX_CONNECTIONS, CONNECTIONS_PER_ADDRESS,
 * TRUST_PROXY=1, RESUME_TABLES=0, COMPRESS=0: see
 * docs/server.md). Stops cleanly on SIGINT and SIGTERM.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { startServer } from './server';
import { FileServedElsewhere } from './store/soleServer';

const env = process.env;

/** A whole number from the environment, or undefined when unset; anything else stops the start. */
function wholeNumber(name: string, min: number, max: number, what: string): number | undefined {
  const raw = env[name];
  if (raw === undefined || raw === '') return undefined;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min || n > max) {
    console.error(`${name}=${raw} is not ${what} (a whole number from ${min} to ${max})`);
    process.exit(2);
  }
  return n;
}

const port = wholeNumber('PORT', 0, 65535, 'a port number') ?? 8080;
const takeover = wholeNumber('TAKEOVER_SECONDS', 0, 86_400, 'a number of seconds');
const ready = wholeNumber('READY_SECONDS', 1, 86_400, 'a number of seconds');
const botDelay = wholeNumber('BOT_DELAY_MS', 0, 60_000, 'a number of milliseconds');
const botWorkers = wholeNumber('BOT_WORKERS', 1, 64, 'a number of worker threads');
const maxSpectators = wholeNumber('MAX_SPECTATORS', 0, 100_000, 'a number of spectators');
const maxConnections = wholeNumber('MAX_CONNECTIONS', 1, 1_000_000, 'a number of connections');
const connectionsPerAddress = wholeNumber('CONNECTIONS_PER_ADDRESS', 1, 1_000_000, 'a number of connections');
const tablesPerHour = wholeNumber('TABLES_PER_HOUR', 1, 1_000_000, 'a number of tables');
const apiPerMinute = wholeNumber('API_PER_MINUTE', 1, 1_000_000, 'a number of requests');
const defaultStatic = fileURLToPath(new URL('../../web/dist', import.meta.url));
if (!env['STATIC_DIR'] && env['WEB_BUILD'] !== '0') {
  // The web app's own build step (Vite, the bundle budget); loaded only when it is needed.
  const { ensureBuilt } = await import('../../web/server/build');
  await ensureBuilt();
}
const staticDir = env['STATIC_DIR'] ?? (existsSync(defaultStatic) ? defaultStatic : null);

const server = await startServer({
  port,
  ...(env['HOST'] ? { host: env['HOST'] } : {}),
  databaseUrl: env['DATABASE_URL'] ?? 'data/tarock.sqlite',
  staticDir,
  ...(takeover !== undefined ? { takeoverMs: takeover * 1000 } : {}),
  ...(ready !== undefined ? { readyMs: ready * 1000 } : {}),
  ...(botDelay !== undefined ? { botDelayMs: botDelay } : {}),
  ...(botWorkers !== undefined ? { botWorkers } : {}),
  ...(maxSpectators !== undefined ? { maxSpectators } : {}),
  ...(maxConnections !== undefined ? { maxConnections } : {}),
  ...(connectionsPerAddress !== undefined ? { connectionsPerAddress } : {}),
  ...(tablesPerHour !== undefined ? { tablesPerHour } : {}),
  ...(apiPerMinute !== undefined ? { apiPerMinute } : {}),
  trustProxy: env['TRUST_PROXY'] === '1',
  compress: env['COMPRESS'] !== '0',
  resumeTables: env['RESUME_TABLES'] !== '0',
}).catch((e: unknown) => {
  // A second server on the same SQLite file: said in one line, not as a stack trace.
  if (!(e instanceof FileServedElsewhere)) throw e;
  console.error(e.message);
  process.exit(1);
});
let stopping = false;
const stop = () => {
  if (stopping) return;
  stopping = true;
  server.close().then(
    () => process.exit(0),
    (e: unknown) => {
      console.error(e);
      process.exit(1);
    },
  );
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
// Announced only once a stop is handled: a supervisor (or a test) that signals on this line gets
// the clean stop, not the default death by the signal.
console.log(
  `Tarock server on ${server.url} (${server.store.dialect}${staticDir ? '' : ', web app not built'})`,
);
