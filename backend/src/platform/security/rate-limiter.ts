/**
 * An in-memory token bucket per client key: `capacity` hits at once, refilled at `refillPerSecond`. Kept per
 * process (a restart or a second node starts afresh), which is enough to stop one client flooding a public
 * endpoint (tracking hits, the demo company search); idle buckets are dropped so the map stays small.
 */
export class TokenBucketLimiter {
  private readonly buckets = new Map<string, { tokens: number; updatedAt: number }>();

  constructor(
    private readonly capacity: number,
    private readonly refillPerSecond: number,
    private readonly now: () => number = Date.now,
    private readonly maxKeys = 10_000,
  ) {}

  /** Takes one token for the key; false when its bucket is empty. */
  take(key: string): boolean {
    const now = this.now();
    const bucket = this.buckets.get(key) ?? { tokens: this.capacity, updatedAt: now };
    const refilled = Math.min(
      this.capacity,
      bucket.tokens + ((now - bucket.updatedAt) / 1000) * this.refillPerSecond,
    );
    const allowed = refilled >= 1;
    this.buckets.delete(key);
    if (this.buckets.size >= this.maxKeys) this.dropFullBuckets(now);
    this.buckets.set(key, { tokens: allowed ? refilled - 1 : refilled, updatedAt: now });
    return allowed;
  }

  /** Whole seconds until the key's bucket holds a token again; 0 when it holds one now. */
  retryAfterSeconds(key: string): number {
    const bucket = this.buckets.get(key);
    if (!bucket) return 0;
    const refilled = bucket.tokens + ((this.now() - bucket.updatedAt) / 1000) * this.refillPerSecond;
    return refilled >= 1 ? 0 : Math.ceil((1 - refilled) / this.refillPerSecond);
  }

  /** Buckets that refilled completely hold no information; the oldest go first when even that is not enough. */
  private dropFullBuckets(now: number): void {
    const fullAfterMs = (this.capacity / this.refillPerSecond) * 1000;
    for (const [key, bucket] of this.buckets) {
      if (now - bucket.updatedAt >= fullAfterMs) this.buckets.delete(key);
    }
    for (const key of this.buckets.keys()) {
      if (this.buckets.size < this.maxKeys) break;
      this.buckets.delete(key);
    }
  }
}
