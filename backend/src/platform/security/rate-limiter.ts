import { isIPv6 } from 'node:net';
import type { Pool } from 'pg';
import {
  BurstyRateLimiter,
  RateLimiterMemory,
  RateLimiterPostgres,
  RateLimiterRes,
} from 'rate-limiter-flexible';

/** The table every limit keeps its counters in (one row per limit and client key), owned by a migration. */
export const RATE_LIMIT_TABLE = 'rate_limits';

/**
 * A limit per client key, counted in fixed windows: `points` hits per `durationSeconds`, plus, when `burst` is
 * given, that many more per its own window once the first are spent (rate-limiter-flexible's BurstyRateLimiter),
 * which lets a client start with a burst while its steady rate stays the first window's.
 */
export interface RateLimitRule {
  /** Keeps this limit's keys apart from other limits' in the shared table. */
  name: string;
  points: number;
  durationSeconds: number;
  burst?: { points: number; durationSeconds: number };
}

export interface RateLimitVerdict {
  allowed: boolean;
  /** Whole seconds until a hit is allowed again; 0 when this one was. */
  retryAfterSeconds: number;
}

interface Consumer {
  consume(key: string): Promise<RateLimiterRes>;
}

const SWEEP_EVERY_MS = 5 * 60_000;
const SWEEP_AFTER_MS = 60 * 60_000;

/** One limit, shared by every process that counts in the same store. */
export class ClientRateLimiter {
  constructor(
    private readonly limiter: Consumer,
    private readonly afterHit: () => void = () => undefined,
  ) {}

  /** Counts one hit for the key; refused when the key has none left in its windows. */
  async take(key: string): Promise<RateLimitVerdict> {
    this.afterHit();
    try {
      await this.limiter.consume(key);
      return { allowed: true, retryAfterSeconds: 0 };
    } catch (rejection) {
      if (rejection instanceof RateLimiterRes) {
        return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)) };
      }
      throw rejection;
    }
  }
}

/**
 * Makes the app's rate limits (rate-limiter-flexible). With PostgreSQL (the app's pool) the counters live in
 * RATE_LIMIT_TABLE, so a limit holds across API nodes and restarts; each limiter falls back to a per-process
 * memory limiter while the database fails (insuranceLimiter), so an outage does not lift the limits. In memory
 * for unit tests, whose clock is Jest's (the library reads Date.now()).
 */
export class RateLimiters {
  private lastSweep = Date.now();

  private constructor(private readonly pool: Pool | null) {}

  static postgres(pool: Pool): RateLimiters {
    return new RateLimiters(pool);
  }

  static inMemory(): RateLimiters {
    return new RateLimiters(null);
  }

  limit(rule: RateLimitRule): ClientRateLimiter {
    const steady = this.window(rule.name, rule.points, rule.durationSeconds);
    const sweep = () => this.sweepIfDue();
    if (!rule.burst) return new ClientRateLimiter(steady, sweep);
    const burst = this.window(`${rule.name}-burst`, rule.burst.points, rule.burst.durationSeconds);
    return new ClientRateLimiter(new BurstyRateLimiter(steady, burst), sweep);
  }

  /**
   * Deletes counters whose window ended over an hour ago, at most once per SWEEP_EVERY_MS and only when a hit
   * comes: the library's own sweep is a timer per limiter that outlives the app (it fired into a closed pool after
   * a test app stopped), and a sweep driven by traffic needs nothing to stop.
   */
  private sweepIfDue(): void {
    const now = Date.now();
    if (!this.pool || now - this.lastSweep < SWEEP_EVERY_MS) return;
    this.lastSweep = now;
    this.pool
      .query(`DELETE FROM ${RATE_LIMIT_TABLE} WHERE expire < $1`, [now - SWEEP_AFTER_MS])
      .catch(() => undefined); // only housekeeping: the next due hit sweeps again
  }

  private window(
    keyPrefix: string,
    points: number,
    duration: number,
  ): RateLimiterMemory | RateLimiterPostgres {
    const memory = new RateLimiterMemory({ keyPrefix, points, duration });
    if (!this.pool) return memory;
    return new RateLimiterPostgres({
      storeClient: this.pool,
      storeType: 'pool',
      tableName: RATE_LIMIT_TABLE,
      // The table is the migration's (rate-limits.migrations.ts), not created by the library at run time.
      tableCreated: true,
      keyPrefix,
      points,
      duration,
      insuranceLimiter: memory,
      clearExpiredByTimeout: false,
    });
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
