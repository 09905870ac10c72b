/**
 * A token bucket per connection: `burst` messages at once, refilled at `perSecond`. A message
 * over the limit is answered with an error and otherwise ignored.
 */
export class RateLimiter {
  private tokens: number;
  private last: number;

  constructor(
    private readonly perSecond: number,
    private readonly burst: number,
    private readonly now: () => number = Date.now,
  ) {
    this.tokens = burst;
    this.last = now();
  }

  /** Takes one token; false when the bucket is empty. */
  take(): boolean {
    this.refill();
    if (this.tokens < 1) return false;
    this.tokens -= 1;
    return true;
  }

  /** How long until the next token (0 when there is one). */
  waitMs(): number {
    this.refill();
    return this.tokens >= 1 ? 0 : Math.ceil(((1 - this.tokens) / this.perSecond) * 1000);
  }

  /** True when the bucket is full again: a limiter in this state may be forgotten. */
  full(): boolean {
    this.refill();
    return this.tokens >= this.burst;
  }

  private refill(): void {
    const t = this.now();
    this.tokens = Math.min(this.burst, this.tokens + ((t - this.last) / 1000) * this.perSecond);
    this.last = t;
  }
}

/**
 * A token bucket per client address (see transport/address.ts): `perHour`-style limits such as
 * opening tables or reading the HTTP API, which a client could otherwise dodge by connecting
 * again. A bucket that is full again is forgotten by `forgetFull`, so idle addresses cost nothing.
 */
export class AddressBuckets {
  private readonly buckets = new Map<string, RateLimiter>();

  constructor(
    private readonly perSecond: number,
    private readonly burst: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Takes one token of the address's bucket; false when it is empty. */
  take(address: string): boolean {
    return this.bucket(address).take();
  }

  /** How long until the address may go on (0 when it may now). */
  waitMs(address: string): number {
    return this.buckets.get(address)?.waitMs() ?? 0;
  }

  /** Forgets the addresses whose buckets are full again. */
  forgetFull(): void {
    for (const [address, bucket] of this.buckets) if (bucket.full()) this.buckets.delete(address);
  }

  get size(): number {
    return this.buckets.size;
  }

  private bucket(address: string): RateLimiter {
    let bucket = this.buckets.get(address);
    if (!bucket) {
      bucket = new RateLimiter(this.perSecond, this.burst, this.now);
      this.buckets.set(address, bucket);
    }
    return bucket;
  }
}
