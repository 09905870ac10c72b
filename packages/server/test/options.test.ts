/**
 * `startServer` called from code checks its numbers as main.ts checks the environment: a NaN
 * would compare false with every bound (`slots.length >= NaN`), so the pool of worker threads
 * would never stop growing.
 */
import { describe, expect, it } from 'vitest';
import { BotPool } from '../src/computer/pool';
import { startServer } from '../src/server';

describe('startServer refuses numbers it cannot run with', () => {
  it.each([
    ['botWorkers', { botWorkers: Number.NaN }],
    ['botWorkers', { botWorkers: 0 }],
    ['botWorkers', { botWorkers: 2.5 }],
    ['botWorkers', { botWorkers: Number.POSITIVE_INFINITY }],
    ['takeoverMs', { takeoverMs: Number.NaN }],
    ['botDelayMs', { botDelayMs: -1 }],
    ['idleMs', { idleMs: Number.NaN }],
    ['readyMs', { readyMs: Number.NaN }],
    ['rate.perSecond', { rate: { perSecond: Number.NaN, burst: 5 } }],
    ['apiPerMinute', { apiPerMinute: Number.NaN }],
  ])('%s: %o', async (name, bad) => {
    // ':memory:' and port 0: were the option let through, a server would start (and be left open).
    await expect(
      startServer({ port: 0, host: '127.0.0.1', databaseUrl: ':memory:', ...bad }),
    ).rejects.toThrow(`startServer: ${name} must be`);
  });

  it('the pool itself refuses a size that is not a whole number of at least 1', () => {
    for (const size of [Number.NaN, 0, -1, 1.5])
      expect(() => new BotPool({ size })).toThrow('a pool needs a whole number of worker threads');
    expect(() => new BotPool({ size: 1 })).not.toThrow();
  });
});
