/**
 * One `tarock play` at a time per saved match (saveLock.ts): a second one on the same file is
 * refused while the first runs, whatever it was asked (a new match, `--new`, `--resume`), and the
 * saved match is left as it was; a lock whose process is gone is taken over.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { lockSaveFile, processAlive } from '../src/saveLock';
import { type Env, run, tempDir } from './helpers';

const MINI = ['--variant', 'mini-tarock', '--seed', '5', '--players', 'me,random,random'];
const stateEnv = (): Env => ({ XDG_STATE_HOME: tempDir() });
const keptIn = (env: Env) => join(env['XDG_STATE_HOME'] ?? '', 'tarock', 'play.json');
const play = (args: readonly string[], input: readonly string[], env: Env) =>
  run(['play', ...args], input, false, env);

/** A process id that no process has now: a child that has exited. */
function deadPid(): number {
  const pid = spawnSync(process.execPath, ['-e', '0']).pid;
  if (pid === undefined || processAlive(pid)) throw new Error('no exited process to name');
  return pid;
}

/** A process that runs while the tests do: the one that started this test's process. */
const livePid = process.ppid;

const holdLock = (file: string, pid: number, host: string) =>
  writeFileSync(`${file}.lock`, `${JSON.stringify({ pid, host })}\n`);

describe('lockSaveFile', () => {
  const file = () => join(tempDir(), 'sub', 'play.json');
  const here = { pid: 4242, host: 'here', alive: (pid: number) => pid === 4242 || pid === 4343 };

  it('takes a free lock (its folder made), and release removes it', () => {
    const f = file();
    const lock = lockSaveFile(f, here);
    expect(lock.ok && lock.value !== null).toBe(true);
    expect(JSON.parse(readFileSync(`${f}.lock`, 'utf8'))).toEqual({ pid: 4242, host: 'here' });
    if (lock.ok) lock.value?.release();
    expect(existsSync(`${f}.lock`)).toBe(false);
  });

  it('refuses a lock whose process runs, naming it', () => {
    const f = file();
    const first = lockSaveFile(f, here);
    const second = lockSaveFile(f, { ...here, pid: 4343 });
    expect(second).toEqual({
      ok: false,
      error: `the match in ${f} is being played by another tarock play (process 4242): quit that one first, or keep this match in another file with --save FILE`,
    });
    // The refused one leaves the holder's lock (and no temporary file) behind.
    expect(JSON.parse(readFileSync(`${f}.lock`, 'utf8')).pid).toBe(4242);
    if (first.ok) first.value?.release();
    expect(existsSync(`${f}.lock`)).toBe(false);
  });

  it('takes over a lock whose process is gone, or that is not a lock', () => {
    for (const content of [
      JSON.stringify({ pid: 99, host: 'here' }),
      'not json',
      '{"pid":-1,"host":"here"}',
    ]) {
      const f = file();
      lockSaveFile(f, here);
      writeFileSync(`${f}.lock`, content);
      const lock = lockSaveFile(f, here);
      expect(lock.ok && lock.value !== null).toBe(true);
      expect(JSON.parse(readFileSync(`${f}.lock`, 'utf8'))).toEqual({ pid: 4242, host: 'here' });
    }
  });

  it('respects a lock of another host, which it cannot check, and names the file to remove', () => {
    const f = file();
    lockSaveFile(f, here);
    holdLock(f, 99, 'elsewhere');
    expect(lockSaveFile(f, here)).toEqual({
      ok: false,
      error: `the match in ${f} is being played by tarock play on elsewhere (process 99); if it no longer runs there, remove ${f}.lock`,
    });
  });

  it('release leaves a lock another process has taken over since', () => {
    const f = file();
    const lock = lockSaveFile(f, here);
    holdLock(f, 4343, 'here');
    if (lock.ok) lock.value?.release();
    expect(JSON.parse(readFileSync(`${f}.lock`, 'utf8')).pid).toBe(4343);
  });

  it('refuses a lock that is a folder, naming it, instead of a stack trace (rm said EISDIR)', () => {
    const f = file();
    mkdirSync(`${f}.lock`, { recursive: true });
    expect(lockSaveFile(f, here)).toEqual({
      ok: false,
      error: `${f}.lock, where tarock play marks the match in ${f} as being played, is a folder: remove it, or keep this match in another file with --save FILE`,
    });
    expect(existsSync(`${f}.lock`)).toBe(true);
  });

  it('is no error where no lock can be made (the match file fails there too, and says so)', () => {
    const f = join('/proc', 'no-such-folder', 'play.json');
    expect(lockSaveFile(f, here)).toEqual({ ok: true, value: null });
  });
});

describe('tarock play: one at a time per saved match', () => {
  it('refuses a second play, --new and --resume while another runs, and leaves the saved match', async () => {
    const env = stateEnv();
    const first = await play(
      [...MINI, '--deals', '1'],
      ['1', '1', '1', '1', '1', '1', '1', '1', 'quit'],
      env,
    );
    expect(first.code).toBe(0);
    const file = keptIn(env);
    const saved = readFileSync(file, 'utf8');
    // The run that stopped left no lock behind.
    expect(existsSync(`${file}.lock`)).toBe(false);
    holdLock(file, livePid, hostname());
    for (const args of [MINI, [...MINI, '--new'], ['--resume']]) {
      const r = await play(args, ['1', 'quit'], env);
      expect(r.code).toBe(2);
      expect(r.err.replace(/\s+/g, ' ')).toContain(
        `the match in ${file} is being played by another tarock play (process ${livePid}): quit that one first`,
      );
      expect(r.out).toBe('');
      expect(readFileSync(file, 'utf8')).toBe(saved);
    }
    // Its process gone, the lock is stale: --resume continues the match, and removes the lock.
    holdLock(file, deadPid(), hostname());
    const resumed = await play(['--resume'], ['quit'], env);
    expect(resumed.code).toBe(0);
    expect(resumed.out).toContain(`Continuing the match saved in ${file}.`);
    expect(existsSync(`${file}.lock`)).toBe(false);
  });

  it('a match played to its end leaves neither the match nor the lock', async () => {
    const env = stateEnv();
    const r = await play(
      MINI,
      Array.from({ length: 600 }, () => '1'),
      env,
    );
    expect(r.code).toBe(0);
    expect(existsSync(keptIn(env))).toBe(false);
    expect(existsSync(`${keptIn(env)}.lock`)).toBe(false);
  });
});
