import { describe, expect, it } from 'vitest';
import { AddressBuckets, RateLimiter } from './rateLimit';

describe('rate limiter', () => {
  it('lets a burst through, then refills at the given rate', () => {
    let now = 0;
    const r = new RateLimiter(10, 3, () => now);
    expect([r.take(), r.take(), r.take(), r.take()]).toEqual([true, true, true, false]);
    now += 100; // one token back after 1/10 s
    expect([r.take(), r.take()]).toEqual([true, false]);
    now += 10_000; // never more than the burst
    expect([r.take(), r.take(), r.take(), r.take()]).toEqual([true, true, true, false]);
  });

  it('tells how long until the next token, and when it is full again (then it may be forgotten)', () => {
    let now = 0;
    const r = new RateLimiter(1 / 60, 2, () => now); // one a minute, two at once
    expect(r.full()).toBe(true);
    expect([r.take(), r.take(), r.take()]).toEqual([true, true, false]);
    expect(r.waitMs()).toBe(60_000);
    now += 15_000;
    expect(r.waitMs()).toBe(45_000);
    expect(r.full()).toBe(false);
    now += 45_000;
    expect(r.waitMs()).toBe(0);
    now += 60_000;
    expect(r.full()).toBe(true);
  });

  it('keeps one bucket per address and forgets those that are full again', () => {
    let now = 0;
    const r = new AddressBuckets(1, 2, () => now);
    expect([r.take('10.0.0.1'), r.take('10.0.0.1'), r.take('10.0.0.1')]).toEqual([true, true, false]);
    expect(r.waitMs('10.0.0.1')).toBe(1000);
    expect(r.take('10.0.0.2')).toBe(true);
    expect(r.waitMs('10.0.0.3')).toBe(0);
    now += 1000;
    r.forgetFull();
    expect(r.size).toBe(1); // 10.0.0.2 is full again, 10.0.0.1 not yet
    now += 1000;
    r.forgetFull();
    expect(r.size).toBe(0);
    expect([r.take('10.0.0.1'), r.take('10.0.0.1'), r.take('10.0.0.1')]).toEqual([true, true, false]);
  });
});
