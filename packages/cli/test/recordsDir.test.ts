import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { run, tempDir, unwrap } from './helpers';

const sim = (dir: string, extra: readonly string[] = []) =>
  run(['simulate', '--variant', 'mini-tarock', '--deals', '3', '--seed', '1', '--records', dir, ...extra]);

describe('--records DIR', () => {
  it('never overwrites the records of an earlier run: a folder holding records is refused', async () => {
    const dir = tempDir();
    expect((await sim(dir)).code).toBe(0);
    const before = readdirSync(dir).map((f) => readFileSync(join(dir, f), 'utf8'));
    const again = await run([
      'simulate',
      '--variant',
      'mini-tarock',
      '--deals',
      '3',
      '--seed',
      '2',
      '--records',
      dir,
    ]);
    expect(again.code).toBe(2);
    expect(again.err).toContain(`${dir} already holds 3 records (`);
    expect(readdirSync(dir).map((f) => readFileSync(join(dir, f), 'utf8'))).toEqual(before);
    const played = await run([
      'play',
      '--variant',
      'mini-tarock',
      '--players',
      'me,random,random',
      '--records',
      dir,
    ]);
    expect(played.code).toBe(2);
    expect(played.err).toContain('already holds');
  });

  it('counts one record held in the singular (it said "1 record(s)")', async () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'deal-1.json'), '{}');
    const r = await sim(dir);
    expect(r.code).toBe(2);
    expect(r.err).toContain(`${dir} already holds 1 record (deal-1.json …)`);
  });

  it('says so in one line when the path is a file or lies under one, with no stack trace', async () => {
    const file = join(tempDir(), 'f');
    writeFileSync(file, 'x');
    for (const dir of [file, join(file, 'sub')]) {
      const r = await sim(dir);
      expect(r.code).toBe(2);
      expect(r.err.split('\n')[0]).toMatch(/^tarock simulate: --records: /);
      expect(r.err).not.toMatch(/\n\s+at /);
    }
  });

  // Node's recursive mkdir loops forever where mkdir answers ENOENT under a folder that exists
  // (/proc on Linux): the command must answer at once instead.
  it.runIf(existsSync('/proc/self'))('refuses a folder that cannot be made, at once (/proc/x)', async () => {
    const started = Date.now();
    const r = await sim('/proc/x/records');
    expect(r.code).toBe(2);
    expect(unwrap(r.err).split('\n')[0]).toMatch(
      /^tarock simulate: --records: cannot make the folder \/proc\/x\/records: ENOENT\b.*'\/proc\/x'$/,
    );
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('makes the folder only once every other flag is right', async () => {
    const dir = join(tempDir(), 'new');
    expect((await sim(dir, ['--workers', '2'])).code).toBe(2);
    expect(existsSync(dir)).toBe(false);
    expect((await sim(dir)).code).toBe(0);
    expect(readdirSync(dir)).toHaveLength(3);
  });
});
