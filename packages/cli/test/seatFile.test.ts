import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  CREATE_KEPT_MS,
  type HeldSeat,
  SEAT_LOCK_WAIT_MS,
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
    const now = Date.parse('2026-12-04T00:05:00.000Z');
    expect(storeCreate(file, key, pending, SEAT_LOCK_WAIT_MS, now).ok).toBe(true);
    expect(storeSeat(file, 'http://localhost:8080 t1', held('a'.repeat(43)), SEAT_LOCK_WAIT_MS, now).ok).toBe(
      true,
    );
    expect(loadCreate(file, key, now)).toEqual({ ok: true, value: pending });
    expect(storeCreate(file, key, null, SEAT_LOCK_WAIT_MS, now).ok).toBe(true);
    expect(loadCreate(file, key, now)).toEqual({ ok: true, value: null });
    expect(readSeats(file)).toEqual({
      ok: true,
      value: { 'http://localhost:8080 t1': held('a'.repeat(43)) },
    });
  });

  it('forgets a table asked for more than a day ago: not offered, and left out at the next write', () => {
    const file = join(tempDir(), 'tarock', 'seats.json');
    const origin = 'http://localhost:8080';
    // A run whose answer was lost, then the same server asked with other options a day later.
    const old = createKey(origin, { preset: 'haferltarock', options: {} });
    const other = createKey(origin, { preset: 'haferltarock', options: { kontra: true } });
    const oldPending = { hostKey: 'o'.repeat(43), asked: '2026-12-01T10:00:00.000Z' };
    const newPending = { hostKey: 's'.repeat(43), asked: '2026-12-02T10:00:01.000Z' };
    const askedOld = Date.parse(oldPending.asked);
    expect(storeCreate(file, old, oldPending, SEAT_LOCK_WAIT_MS, askedOld).ok).toBe(true);
    // Within the day it is offered again (the retry it is kept for).
    expect(loadCreate(file, old, askedOld + CREATE_KEPT_MS - 1)).toEqual({ ok: true, value: oldPending });
    const later = Date.parse(newPending.asked);
    expect(loadCreate(file, old, later)).toEqual({ ok: true, value: null });
    expect(storeCreate(file, other, newPending, SEAT_LOCK_WAIT_MS, later).ok).toBe(true);
    const written = JSON.parse(readFileSync(file, 'utf8')) as { creating: Record<string, unknown> };
    expect(written.creating).toEqual({ [other]: newPending });
    // A date that cannot be read is not kept either, nor one far in the future.
    const odd = createKey(origin, { preset: 'illustrated-beck' });
    expect(
      storeCreate(file, odd, { hostKey: 'c'.repeat(43), asked: 'yesterday' }, SEAT_LOCK_WAIT_MS, later).ok,
    ).toBe(true);
    expect(loadCreate(file, odd, later)).toEqual({ ok: true, value: null });
    const ahead = { hostKey: 'g'.repeat(43), asked: '2026-12-09T00:00:00.000Z' };
    expect(storeCreate(file, odd, ahead, SEAT_LOCK_WAIT_MS, later).ok).toBe(true);
    expect(loadCreate(file, odd, later)).toEqual({ ok: true, value: null });
    const after = JSON.parse(readFileSync(file, 'utf8')) as { creating: Record<string, unknown> };
    expect(after.creating).toEqual({ [other]: newPending });
  });
});
