/**
 * The entry `npm start` runs: PORT from the environment, the embedded SQLite file created under
 * ./data on first start, a clean stop on SIGTERM.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from './helpers/postgres';

const dir = mkdtempSync(join(tmpdir(), 'tarock-main-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the server entry (main.ts)', () => {
  it('listens on PORT, creates data/tarock.sqlite on first start and stops on SIGTERM', async () => {
    const port = await freePort();
    const main = fileURLToPath(new URL('../src/main.ts', import.meta.url));
    const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), HOST: '127.0.0.1', WEB_BUILD: '0' };
    delete env['DATABASE_URL'];
    const child = spawn(process.execPath, ['--import', import.meta.resolve('tsx'), main], { cwd: dir, env });
    let out = '';
    child.stdout.on('data', (d: Buffer) => {
      out += d.toString();
    });
    child.stderr.on('data', (d: Buffer) => {
      out += d.toString();
    });
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    for (let i = 0; i < 200 && !out.includes('Tarock server on'); i++)
      await new Promise((r) => setTimeout(r, 50));
    expect(out).toContain(`Tarock server on http://127.0.0.1:${port} (sqlite`);
    expect(await (await fetch(`http://127.0.0.1:${port}/healthz`)).json()).toMatchObject({ ok: true });
    expect(existsSync(join(dir, 'data', 'tarock.sqlite'))).toBe(true);
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
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
      const main = fileURLToPath(new URL('../src/main.ts', import.meta.url));
      const env: NodeJS.ProcessEnv = {
        ...process.env,
        PORT: '0',
        HOST: '127.0.0.1',
        WEB_BUILD: '0',
        [name]: value,
      };
      env['DATABASE_URL'] = ':memory:';
      const child = spawn(process.execPath, ['--import', import.meta.resolve('tsx'), main], {
        cwd: dir,
        env,
      });
      let out = '';
      child.stdout.on('data', (d: Buffer) => {
        out += d.toString();
      });
      child.stderr.on('data', (d: Buffer) => {
        out += d.toString();
      });
      const code = await new Promise<number | null>((resolve) => {
        const timer = setTimeout(() => child.kill('SIGTERM'), 15_000);
        child.once('exit', (c) => {
          clearTimeout(timer);
          resolve(c);
        });
      });
      expect(out).toContain(`${name}=${value} is not`);
      expect(code).toBe(2);
    },
    30_000,
  );
});
