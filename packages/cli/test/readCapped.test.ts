import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readCapped } from '../src/readCapped';
import { run, tempDir } from './helpers';

const dir = tempDir();

describe('reading a record or a summary with a size limit', () => {
  it('reads a file up to the limit whole, and refuses one a byte larger without its text', () => {
    const at = join(dir, 'at-limit.txt');
    writeFileSync(at, 'x'.repeat(100));
    expect(readCapped(at, 100)).toEqual({ ok: true, value: 'x'.repeat(100) });
    const over = join(dir, 'over-limit.txt');
    writeFileSync(over, 'x'.repeat(101));
    const r = readCapped(over, 100);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toBe('larger than 100 bytes: no record or summary is, so it was not read');
  });

  it('keeps a character split across two reads whole', () => {
    const file = join(dir, 'umlauts.txt');
    const text = 'ä'.repeat(70_000); // 140,000 bytes: more than one read of 65,536
    writeFileSync(file, text);
    expect(readCapped(file)).toEqual({ ok: true, value: text });
  });

  it('says a file it cannot open cannot be read', () => {
    const r = readCapped(join(dir, 'nowhere.json'));
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toMatch(/^cannot read: ENOENT/);
  });

  it.each(['replay', 'score'])(
    'tarock %s of a device that never ends (/dev/zero) is refused, not read forever',
    async (cmd) => {
      const r = await run([cmd, '/dev/zero']);
      expect(r.code).toBe(1);
      expect(r.err).toBe(
        `tarock ${cmd}: /dev/zero: larger than 16,777,216 bytes: no record or summary is, so it was not read\n`,
      );
    },
  );
});
