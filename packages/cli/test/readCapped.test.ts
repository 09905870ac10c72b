import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { MAX_INPUT_BYTES, readCapped, readStreamCapped } from '../src/readCapped';
import { run, tempDir } from './helpers';

const bin = fileURLToPath(new URL('../bin/tarock.js', import.meta.url));

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

  it('refuses bytes that are not UTF-8 with their line, rather than turning them into U+FFFD', async () => {
    const file = join(dir, 'latin1.txt');
    writeFileSync(
      file,
      Buffer.concat([
        Buffer.from('[Format "tarock-record 1"]\n[Seat0 "J'),
        Buffer.from([0xfc]),
        Buffer.from('rgen"]\n'),
      ]),
    );
    expect(readCapped(file)).toEqual({
      ok: false,
      error: 'not UTF-8 text (line 2): records, deal summaries and saved matches are written in UTF-8',
    });
    const piped = await readStreamCapped([Buffer.from([0x41, 0xff, 0x42])]);
    expect(piped.ok ? piped.value : piped.error).toMatch(/^not UTF-8 text \(line 1\)/);
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

  it('reads a stream up to the limit whole, a character split across chunks kept whole', async () => {
    const chunks = [Buffer.from('ab\xc3', 'latin1'), Buffer.from('\xa4', 'latin1'), 'cd'];
    expect(await readStreamCapped(chunks, 6)).toEqual({ ok: true, value: 'abäcd' });
  });

  it('refuses a stream that never ends once it passes the limit, reading no further', async () => {
    let pulled = 0;
    async function* endless() {
      for (;;) {
        pulled++;
        yield 'x'.repeat(64);
      }
    }
    expect(await readStreamCapped(endless(), 100)).toEqual({
      ok: false,
      error: 'larger than 100 bytes: no record or summary is, so it was not read',
    });
    expect(pulled).toBe(2);
  });

  it.each(['replay', 'score'])(
    'tarock %s - refuses standard input larger than the limit as it refuses such a file (a real process)',
    async (cmd) => {
      const child = spawn(process.execPath, [bin, cmd, '-'], {
        env: { ...process.env, XDG_STATE_HOME: dir },
      });
      // One line of 16 MiB and a byte, fed in chunks; the command may stop reading before the end.
      child.stdin.on('error', () => {});
      const chunk = Buffer.alloc(1 << 20, 'x');
      void (async () => {
        for (let sent = 0; sent <= MAX_INPUT_BYTES; sent += chunk.length)
          if (!child.stdin.write(chunk)) await new Promise((go) => child.stdin.once('drain', go));
        child.stdin.end();
      })().catch(() => {});
      let err = '';
      child.stderr.setEncoding('utf8').on('data', (d: string) => {
        err += d;
      });
      const code = await new Promise<number | null>((done) => child.on('close', done));
      expect(err).toBe(
        `tarock ${cmd}: -: larger than 16,777,216 bytes: no record or summary is, so it was not read\n`,
      );
      expect(code).toBe(1);
    },
    60_000,
  );
});
