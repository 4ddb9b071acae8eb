import type { Pool } from 'pg';
import { createDatabase } from '../database/database';
import { createTestDatabase, sql, type TestDatabase } from '../testing/test-database';
import { RATE_LIMIT_TABLE, RateLimiters, type RateLimitRule } from './rate-limiter';

/** Rate limits counted in PostgreSQL: what two API nodes, or one node before and after a restart, share. */
describe('rate limits in PostgreSQL', () => {
  let tdb: TestDatabase;
  const pools: Pool[] = [];
  /** A process of its own: its own pool and its own limiters, as an API node builds them at start. */
  const node = (rule: RateLimitRule) => {
    const { pool } = createDatabase(tdb.url, 2);
    pools.push(pool);
    return { pool, limiter: RateLimiters.postgres(pool).limit(rule) };
  };
  const takes = async (
    limiter: { take(key: string): Promise<{ allowed: boolean }> },
    key: string,
    n: number,
  ) => {
    const allowed: boolean[] = [];
    for (let i = 0; i < n; i++) allowed.push((await limiter.take(key)).allowed);
    return allowed;
  };

  beforeAll(async () => {
    tdb = await createTestDatabase();
  });

  afterAll(async () => {
    await Promise.all(pools.map((pool) => pool.end().catch(() => undefined)));
    await tdb.drop();
  });

  it('keeps the counters in the table the migration made', async () => {
    const { rows } = await sql<{ column_name: string }>`
      SELECT column_name FROM information_schema.columns WHERE table_name = ${RATE_LIMIT_TABLE} ORDER BY column_name
    `.execute(tdb.db);
    expect(rows.map((row) => row.column_name)).toEqual(['expire', 'key', 'points']);
  });

  it('holds one limit across two nodes: hits on either count against the same client', async () => {
    const rule = { name: 'shared', points: 4, durationSeconds: 60 };
    const first = node(rule).limiter;
    const second = node(rule).limiter;
    expect(await takes(first, '203.0.113.7', 2)).toEqual([true, true]);
    expect(await takes(second, '203.0.113.7', 3)).toEqual([true, true, false]);
    const refused = await first.take('203.0.113.7');
    expect(refused.allowed).toBe(false);
    expect(refused.retryAfterSeconds).toBeGreaterThan(0);
    expect(refused.retryAfterSeconds).toBeLessThanOrEqual(60);
    // Another client has its own count on both nodes.
    expect(await takes(second, '198.51.100.9', 1)).toEqual([true]);
  });

  it('counts hits racing on two nodes exactly once each', async () => {
    const rule = { name: 'race', points: 10, durationSeconds: 60 };
    const nodes = [node(rule).limiter, node(rule).limiter];
    const verdicts = await Promise.all(Array.from({ length: 30 }, (_, i) => nodes[i % 2].take('192.0.2.1')));
    expect(verdicts.filter((verdict) => verdict.allowed)).toHaveLength(10);
  });

  it('survives a restart: a node started afresh still refuses a client that used up its window', async () => {
    const rule = {
      name: 'restart',
      points: 2,
      durationSeconds: 60,
      burst: { points: 1, durationSeconds: 60 },
    };
    const before = node(rule);
    expect(await takes(before.limiter, '2001:db8:1::/56', 4)).toEqual([true, true, true, false]);
    await before.pool.end();
    const after = node(rule);
    expect(await takes(after.limiter, '2001:db8:1::/56', 1)).toEqual([false]);
  });

  it('lets hits through again once the window has ended', async () => {
    const rule = { name: 'window', points: 1, durationSeconds: 1 };
    const { limiter } = node(rule);
    expect(await takes(limiter, 'k', 2)).toEqual([true, false]);
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    expect(await takes(limiter, 'k', 1)).toEqual([true]);
  });

  it('sweeps counters whose window ended over an hour ago when a hit comes five minutes after the last sweep', async () => {
    const { pool, limiter } = node({ name: 'sweep', points: 5, durationSeconds: 60 });
    const longAgo = Date.now() - 2 * 3600_000;
    await pool.query(`INSERT INTO ${RATE_LIMIT_TABLE} (key, points, expire) VALUES ('sweep:old', 1, $1)`, [
      longAgo,
    ]);
    const stored = async () =>
      (await pool.query<{ key: string }>(`SELECT key FROM ${RATE_LIMIT_TABLE} WHERE key LIKE 'sweep:%'`)).rows
        .map((row) => row.key)
        .sort();
    await limiter.take('fresh');
    expect(await stored()).toEqual(['sweep:fresh', 'sweep:old']); // swept at most once per five minutes

    const later = Date.now() + 6 * 60_000;
    const clock = jest.spyOn(Date, 'now').mockReturnValue(later);
    try {
      await limiter.take('fresh');
    } finally {
      clock.mockRestore();
    }
    for (let i = 0; i < 50 && (await stored()).includes('sweep:old'); i++)
      await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await stored()).toEqual(['sweep:fresh']);
  });
});
