import { isIPv6 } from 'node:net';

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

/**
 * The key a client is rate limited under: an IPv4 address as it is (an IPv4-mapped IPv6 address too), an IPv6
 * address by its /56. One subscriber is handed a whole /64 or more and may pick any address in it, so keying by
 * the full address would let one client take a fresh bucket per request; /56 is what express-rate-limit keys by.
 */
export function rateLimitKey(address: string | undefined): string {
  if (!address) return '';
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return mapped[1];
  if (!isIPv6(address)) return address;
  const groups = ipv6Groups(address);
  const fourth = groups[3] & 0xff00;
  return `${groups.slice(0, 3).map(hex).join(':')}:${hex(fourth)}::/56`;
}

const hex = (group: number): string => group.toString(16);

/** The eight 16-bit groups of a valid IPv6 address (zone and embedded IPv4 tail included). */
export function ipv6Groups(address: string): number[] {
  let text = address.split('%')[0].toLowerCase();
  const v4Tail = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (v4Tail) {
    const [a, b, c, d] = v4Tail.slice(1).map(Number);
    text = `${text.slice(0, v4Tail.index)}${hex((a << 8) | b)}:${hex((c << 8) | d)}`;
  }
  const [head, tail] = text.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const missing = tail === undefined ? 0 : 8 - left.length - right.length;
  return [...left, ...Array<string>(missing).fill('0'), ...right].map((group) => parseInt(group, 16));
}
