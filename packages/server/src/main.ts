/**
 * The server's entry: `npm start` (PORT, default 8080; DATABASE_URL, default a SQLite file under
 * ./data; STATIC_DIR, default the web app's build, built first when missing or older than its
 * sources unless WEB_BUILD=0; HOST, TAKEOVER_SECONDS, BOT_DELAY_MS, BOT_WORKERS, RESUME_TABLES=0: see
 * docs/server.md). Stops cleanly on SIGINT and SIGTERM.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { startServer } from './server';

const env = process.env;
const port = Number(env['PORT'] ?? 8080);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`PORT=${env['PORT'] ?? ''} is not a port number`);
  process.exit(2);
}
const defaultStatic = fileURLToPath(new URL('../../web/dist', import.meta.url));
if (!env['STATIC_DIR'] && env['WEB_BUILD'] !== '0') {
  // The web app's own build step (Vite, the bundle budget); loaded only when it is needed.
  const { ensureBuilt } = await import('../../web/server/build');
  await ensureBuilt();
}
const staticDir = env['STATIC_DIR'] ?? (existsSync(defaultStatic) ? defaultStatic : null);
const takeover = env['TAKEOVER_SECONDS'];

const server = await startServer({
  port,
  ...(env['HOST'] ? { host: env['HOST'] } : {}),
  databaseUrl: env['DATABASE_URL'] ?? 'data/tarock.sqlite',
  staticDir,
  ...(takeover ? { takeoverMs: Number(takeover) * 1000 } : {}),
  ...(env['BOT_DELAY_MS'] ? { botDelayMs: Number(env['BOT_DELAY_MS']) } : {}),
  ...(env['BOT_WORKERS'] ? { botWorkers: Number(env['BOT_WORKERS']) } : {}),
  resumePlaying: env['RESUME_TABLES'] !== '0',
});
console.log(
  `Tarock server on ${server.url} (${server.store.dialect}${staticDir ? '' : ', web app not built'})`,
);

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
