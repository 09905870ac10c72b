import { spawn, spawnSync } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  type HeldSeat,
  createKey,
  loadCreate,
  readSeats,
  storeCreate,
  storeSeat,
} from '../src/online/seatFile';
import { tempDir } from './helpers';

const writer = fileURLToPath(new URL('./seatWriter.mjs', import.meta.url));

const held = (token: string): HeldSeat => ({
  seat: 1,
  token,
  name: 'Anna',
  used: '2026-12-02T00:00:00.000Z',
});

/** Runs `seatWriter.mjs` as a process of its own; resolves with its exit code and error output. */
function writerProcess(file: string, who: string, count: number, startAt: number) {
  return new Promise<{ code: number | null; err: string }>((resolve) => {
    const child = spawn(process.execPath, [writer, file, who, String(count), String(startAt)], {
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let err = '';
    child.stderr.on('data', (d: Buffer) => {
      err += d.toString();
    });
    child.on('close', (code) => resolve({ code, err }));
  });
}

describe('the seats file kept by tarock join, written by several processes', () => {
  it('joins keeping seats at one moment lose none of each other’s (the file’s lock)', async () => {
    const file = join(tempDir(), 'tarock', 'seats.json');
    const writers = ['a', 'b', 'c', 'd'];
    // Far enough ahead for every process to have started (tsx takes a moment to load).
    const startAt = Date.now() + 3000;
    const done = await Promise.all(writers.map((w) => writerProcess(file, w, 40, startAt)));
    for (const d of done) expect(d, d.err).toEqual({ code: 0, err: '' });
    const seats = readSeats(file);
    if (!seats.ok) throw new Error(seats.error);
    expect(Object.keys(seats.value)).toHaveLength(writers.length * 40);
    expect(existsSync(`${file}.lock`)).toBe(false);
  }, 60_000);

  it('waits for a live process that holds the lock, and names the lock when it stays', () => {
    const file = join(tempDir(), 'seats.json');
    expect(storeSeat(file, 'k1', held('t1'))).toEqual({ ok: true, value: undefined });
    // The test's parent process is alive: its lock is respected.
    writeFileSync(`${file}.lock`, JSON.stringify({ pid: process.ppid, host: hostname() }));
    const r = storeSeat(file, 'k2', held('t2'), 50);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toContain(`${file}.lock`);
    const seats = readSeats(file);
    expect(seats.ok && Object.keys(seats.value)).toEqual(['k1']);
  });

  it('takes over the lock of a process that is gone (a crash), and leaves no lock behind', () => {
    const file = join(tempDir(), 'seats.json');
    const gone = spawnSync(process.execPath, ['-e', '0']).pid;
    writeFileSync(`${file}.lock`, JSON.stringify({ pid: gone, host: hostname() }));
    expect(storeSeat(file, 'k1', held('t1'), 50)).toEqual({ ok: true, value: undefined });
    expect(existsSync(`${file}.lock`)).toBe(false);
    const seats = readSeats(file);
    expect(seats.ok && seats.value['k1']?.token).toBe('t1');
  });

  it('keeps the tables tarock host asked for beside the seats: a change of one leaves the other', () => {
    const file = join(tempDir(), 'tarock', 'seats.json');
    const asked = {
      preset: 'haferltarock',
      options: { kontra: true, seats: 3 },
      seats: [{ kind: 'human' }],
      turnSeconds: null,
    };
    const key = createKey('http://localhost:8080', asked);
    // What was asked for in another order of its options is the same table.
    expect(createKey('http://localhost:8080', { ...asked, options: { seats: 3, kontra: true } })).toBe(key);
    expect(createKey('http://example.org', asked)).not.toBe(key);
    const pending = { hostKey: 'k'.repeat(43), asked: '2026-12-04T00:00:00.000Z' };
    expect(storeCreate(file, key, pending).ok).toBe(true);
    expect(storeSeat(file, 'http://localhost:8080 t1', held('a'.repeat(43))).ok).toBe(true);
    expect(loadCreate(file, key)).toEqual({ ok: true, value: pending });
    expect(storeCreate(file, key, null).ok).toBe(true);
    expect(loadCreate(file, key)).toEqual({ ok: true, value: null });
    expect(readSeats(file)).toEqual({
      ok: true,
      value: { 'http://localhost:8080 t1': held('a'.repeat(43)) },
    });
  });
});
