import { describe, expect, it } from 'vitest';
import { RateLimiter } from './rateLimit';

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
});
