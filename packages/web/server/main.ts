/**
 * `npm start`: builds the web app if needed and serves it on http://localhost:8080 (PORT to change).
 * Everything runs in the browser (engine and computer players in a worker); the server only serves
 * files. The online-tables server (issue 6) adds its routes here.
 */
import { type Server, createServer } from 'node:http';
import { DIST, ensureBuilt } from './build';
import { staticHandler } from './static';

export function startServer(port: number, host?: string): Promise<Server> {
  const serve = staticHandler(DIST);
  const server = createServer((req, res) => serve(req, res));
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}

async function main(): Promise<void> {
  await ensureBuilt({ force: process.argv.includes('--build') });
  if (process.argv.includes('--build-only')) return;
  const port = Number(process.env['PORT'] ?? 8080);
  const server = await startServer(port, process.env['HOST']);
  const addr = server.address();
  const shown = typeof addr === 'object' && addr ? addr.port : port;
  console.log(`Tarock is served at http://localhost:${shown}`);
}

if (process.argv[1] && import.meta.url === new URL(`file://${process.argv[1]}`).href) {
  main().catch((e: unknown) => {
    console.error(e instanceof Error ? e.message : e);
    process.exit(1);
  });
}
