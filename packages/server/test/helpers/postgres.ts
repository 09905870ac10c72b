/**
 * A private PostgreSQL cluster for the tests: initdb into a temporary folder, started on loopback
 * at a free port (the socket in the same folder), stopped and deleted afterwards. As root it runs
 * as the `postgres` user (PostgreSQL refuses to run as root). No binaries: a clear error.
 */
import { execFileSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';

export interface Postgres {
  readonly url: string;
  stop(): void;
}

export function postgresBin(): string {
  const candidates: string[] = [];
  if (process.env['PG_BIN']) candidates.push(process.env['PG_BIN']);
  try {
    candidates.push(execFileSync('pg_config', ['--bindir'], { encoding: 'utf8' }).trim());
  } catch {
    // pg_config is optional (Debian ships it with libpq-dev)
  }
  const debian = '/usr/lib/postgresql';
  if (existsSync(debian))
    for (const v of readdirSync(debian).sort((a, b) => Number(b) - Number(a)))
      candidates.push(join(debian, v, 'bin'));
  const found = candidates.find((dir) => existsSync(join(dir, 'initdb')) && existsSync(join(dir, 'pg_ctl')));
  if (!found)
    throw new Error(
      'PostgreSQL is not installed (no initdb/pg_ctl found): `apt-get install -y postgresql`, or set PG_BIN to its bin folder. The PostgreSQL tests cannot run without it.',
    );
  return found;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const a = s.address();
      const port = typeof a === 'object' && a ? a.port : 0;
      s.close(() => resolve(port));
    });
  });
}

export async function startPostgres(): Promise<Postgres> {
  const bin = postgresBin();
  const dir = mkdtempSync(join(tmpdir(), 'tarock-pg-'));
  const data = join(dir, 'data');
  const asRoot = process.getuid?.() === 0;
  const run = (cmd: string, args: string[]) => {
    const full = join(bin, cmd);
    if (asRoot) execFileSync('runuser', ['-u', 'postgres', '--', full, ...args], { stdio: 'pipe' });
    else execFileSync(full, args, { stdio: 'pipe' });
  };
  if (asRoot) {
    chmodSync(dir, 0o700);
    execFileSync('chown', ['postgres:postgres', dir]);
  }
  const port = await freePort();
  try {
    run('initdb', ['-D', data, '-U', 'tarock', '--auth=trust', '-E', 'UTF8', '--no-sync']);
    run('pg_ctl', [
      '-D',
      data,
      '-l',
      join(dir, 'log'),
      '-o',
      `-k ${dir} -h 127.0.0.1 -p ${port} -c fsync=off -c full_page_writes=off`,
      '-w',
      'start',
    ]);
  } catch (e) {
    rmSync(dir, { recursive: true, force: true });
    const stderr = (e as { stderr?: Buffer }).stderr?.toString() ?? ''; // execFileSync errors carry the child's stderr
    throw new Error(`could not start PostgreSQL: ${stderr || String(e)}`);
  }
  return {
    url: `postgres://tarock@127.0.0.1:${port}/postgres`,
    stop() {
      try {
        run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

/**
 * A private cluster for the enclosing suite: started before its tests, stopped after them. Returns
 * the cluster's URL for a test to use (an error if it did not start).
 */
export function usePostgres(): () => string {
  let pg: Postgres | null = null;
  beforeAll(async () => {
    pg = await startPostgres();
  }, 60_000);
  afterAll(() => pg?.stop());
  return () => {
    if (!pg) throw new Error('PostgreSQL did not start');
    return pg.url;
  };
}
