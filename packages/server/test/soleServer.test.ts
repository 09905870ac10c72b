/**
 * One server process per SQLite file (docs/server.md, "One process per SQLite file"): a second
 * server on the file is refused in one line, and the claim goes with the process that held it,
 * however it ended (closed, or killed with SIGKILL). Another store of the file that is no server
 * (a tool, the write-conflict tests' other writer) is not refused.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { FileServedElsewhere, openStore, startServer } from '../src/index';
import { serving, startMain } from './helpers/mainProcess';

const dir = mkdtempSync(join(tmpdir(), 'tarock-sole-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const quiet = { port: 0, host: '127.0.0.1', botWorkers: 1, onError: () => {} } as const;

describe('one server per SQLite file', () => {
  it('refuses a second server on the file while the first serves it, and starts once it closed', async () => {
    const file = join(dir, 'one.sqlite');
    const first = await startServer({ ...quiet, databaseUrl: file });
    try {
      const second = startServer({ ...quiet, databaseUrl: file });
      await expect(second).rejects.toBeInstanceOf(FileServedElsewhere);
      await expect(second).rejects.toThrow(`another server is serving ${file}`);
      // Another writer that is no server (the write-conflict tests' other process) may open it.
      const other = await openStore(file);
      await other.close();
    } finally {
      await first.close();
    }
    const third = await startServer({ ...quiet, databaseUrl: file });
    await third.close();
  }, 30_000);

  it('serves many files side by side, and an in-memory database is never claimed', async () => {
    const a = await startServer({ ...quiet, databaseUrl: join(dir, 'a.sqlite') });
    const b = await startServer({ ...quiet, databaseUrl: join(dir, 'b.sqlite') });
    const m1 = await startServer({ ...quiet, databaseUrl: ':memory:' });
    const m2 = await startServer({ ...quiet, databaseUrl: ':memory:' });
    await Promise.all([a.close(), b.close(), m1.close(), m2.close()]);
  }, 30_000);

  it('npm start on a served file exits 1 saying so; after a kill -9 of the first the file is free', async () => {
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      WEB_BUILD: '0',
      DATABASE_URL: join(dir, 'killed.sqlite'),
    };
    const started = () => startMain(env, dir);
    const first = started();
    expect(await serving(first)).toBe(true);
    const second = started();
    expect(await second.exited).toBe(1);
    expect(second.out()).toContain(`another server is serving ${env['DATABASE_URL']}`);
    expect(second.out()).not.toContain('    at '); // one line, no stack trace
    first.child.kill('SIGKILL');
    await first.exited;
    const third = started();
    expect(await serving(third)).toBe(true);
    third.child.kill('SIGTERM');
    expect(await third.exited).toBe(0);
  }, 60_000);
});
