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
});
