/**
 * The entry `npm start` runs: PORT from the environment, the embedded SQLite file created under
 * ./data on first start, a clean stop on SIGTERM.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { serving, startMain } from './helpers/mainProcess';
import { freePort } from './helpers/postgres';

const dir = mkdtempSync(join(tmpdir(), 'tarock-main-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the server entry (main.ts)', () => {
  it('listens on PORT, creates data/tarock.sqlite on first start and stops on SIGTERM', async () => {
    const port = await freePort();
    const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), HOST: '127.0.0.1', WEB_BUILD: '0' };
    delete env['DATABASE_URL'];
    const p = startMain(env, dir);
    await serving(p);
    const out = p.out();
    expect(out).toContain(`Tarock server on http://127.0.0.1:${port} (sqlite`);
    expect(await (await fetch(`http://127.0.0.1:${port}/healthz`)).json()).toMatchObject({ ok: true });
    expect(existsSync(join(dir, 'data', 'tarock.sqlite'))).toBe(true);
    p.child.kill('SIGTERM');
    expect(await p.exited).toBe(0);
  }, 30_000);

  it.each([
    ['TAKEOVER_SECONDS', 'soon'],
    ['BOT_WORKERS', 'many'],
    ['BOT_DELAY_MS', '-5'],
    ['READY_SECONDS', '0'],
    ['TABLES_PER_HOUR', 'lots'],
    ['API_PER_MINUTE', '0'],
  ])(
    'refuses to start with %s=%s (a typo would have meant no delay, or no bound on the workers)',
    async (name, value) => {
      const env: NodeJS.ProcessEnv = {
        ...process.env,
        PORT: '0',
        HOST: '127.0.0.1',
        WEB_BUILD: '0',
        [name]: value,
      };
      env['DATABASE_URL'] = ':memory:';
      const p = startMain(env, dir);
      const timer = setTimeout(() => p.child.kill('SIGTERM'), 15_000);
      const code = await p.exited;
      clearTimeout(timer);
      const out = p.out();
      expect(out).toContain(`${name}=${value} is not`);
      expect(code).toBe(2);
    },
    30_000,
  );
});
