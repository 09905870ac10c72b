/** The installed command itself: the launcher, exit codes, and play driven through piped stdin. */
import { spawn, spawnSync } from 'node:child_process';
import { closeSync, existsSync, openSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { PRESETS } from '@tarock/engine';
import { tempDir } from './helpers';

const bin = fileURLToPath(new URL('../bin/tarock.js', import.meta.url));
/** The environment of a run: play keeps its match in a folder of the test's, never in the real home. */
const env = () => ({ ...process.env, XDG_STATE_HOME: tempDir() });
const tarock = (args: readonly string[], input = '', e = env()) =>
  spawnSync(process.execPath, [bin, ...args], { input, encoding: 'utf8', timeout: 60_000, env: e });

describe('the tarock command (a real process)', () => {
  it('runs through its launcher and lists the installed presets', () => {
    const r = tarock(['variants', '--json']);
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    expect((JSON.parse(r.stdout) as { id: string }[]).map((v) => v.id)).toEqual(
      PRESETS.map((p) => p.rules.id),
    );
  });

  it('exits 2 with a message on bad usage', () => {
    const r = tarock(['deal', '--seed', '1']);
    expect(r.status).toBe(2);
    expect(r.stderr).toContain('--variant is required');
  });

  const first = PRESETS[0];
  it.skipIf(!first)('plays in the terminal driven by piped stdin, and quits', () => {
    const id = first?.rules.id ?? '';
    const r = tarock(
      ['play', '--variant', id, '--seed', '11', '--players', 'me,random,random'],
      `${'1\n'.repeat(30)}quit\n`,
    );
    expect(r.status).toBe(0);
    expect(r.stdout).toContain('your turn');
    expect(r.stdout).toContain('Choices: 1) ');
    expect(r.stdout).toContain('You left the match.');
    expect(r.stdout).toContain('> 1\n'); // piped answers are echoed after the prompt
  });

  it('leaves the match as Ctrl-D does on Ctrl-C at a prompt: the match so far, not a silent stop', async () => {
    const child = spawn(
      process.execPath,
      [bin, ...['play', '--variant', 'illustrated-beck', '--seed', '2', '--players', 'me,random,random']],
      { env: env() },
    );
    let out = '';
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (d: string) => {
      out += d;
      if (out.endsWith('> ')) child.kill('SIGINT');
    });
    const code = await new Promise<number | null>((done) => child.on('close', (c) => done(c)));
    expect(code).toBe(0);
    expect(out).toContain('You left the match.\nMatch before the first deal: S0 you: 0');
    expect(out).toContain('\nThe match is saved; to continue it: tarock play --resume\n');
  });

  it.skipIf(!existsSync('/dev/full'))(
    'says why, without a stack trace, when its output cannot be written (a full disk)',
    () => {
      const full = openSync('/dev/full', 'w');
      try {
        for (const args of [['variants'], ['deal', '--variant', 'haferltarock', '--seed', '1', '--json']]) {
          const r = spawnSync(process.execPath, [bin, ...args], {
            stdio: ['pipe', full, 'pipe'],
            encoding: 'utf8',
            timeout: 60_000,
            env: env(),
          });
          expect(r.stderr).toBe('tarock: cannot write the output: ENOSPC: no space left on device, write\n');
          expect(r.status).toBe(1);
        }
      } finally {
        closeSync(full);
      }
    },
  );
});
