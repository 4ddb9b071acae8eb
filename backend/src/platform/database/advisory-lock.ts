import { Inject, Injectable, OnApplicationShutdown } from '@nestjs/common';
import { Pool, type PoolClient } from 'pg';
import { APP_CONFIG, type AppConfig } from '../config/config';

export type Held<T> = { held: true; value: T } | { held: false };

/**
 * Runs `work` while holding a PostgreSQL session-level advisory lock on `key` (across the process and every API
 * node), on a connection of `pool` held for the whole work. `wait`: queue behind the holder; otherwise run nothing
 * when another holds it. A connection that failed is closed rather than reused: closing it frees a lock it may hold.
 */
export async function whileAdvisoryLockHeld<T>(
  pool: Pool,
  key: string,
  mode: 'wait' | 'try',
  work: () => Promise<T>,
): Promise<Held<T>> {
  const client = await pool.connect();
  let healthy = true;
  try {
    let locked: boolean;
    try {
      if (mode === 'wait') {
        await client.query('SELECT pg_advisory_lock(hashtextextended($1, 0))', [key]);
        locked = true;
      } else {
        const { rows } = await client.query<{ locked: boolean }>(
          'SELECT pg_try_advisory_lock(hashtextextended($1, 0)) AS locked',
          [key],
        );
        locked = rows[0].locked;
      }
    } catch (error) {
      healthy = false;
      throw error;
    }
    if (!locked) return { held: false };
    try {
      return { held: true, value: await work() };
    } finally {
      healthy = await unlocked(client, key);
    }
  } finally {
    client.release(!healthy);
  }
}

async function unlocked(client: PoolClient, key: string): Promise<boolean> {
  try {
    await client.query('SELECT pg_advisory_unlock(hashtextextended($1, 0))', [key]);
    return true;
  } catch {
    return false;
  }
}

/**
 * Work that must not overlap, by key, across the process and every API node, queueing behind the holder. The lock
 * connections come from a pool of their own: work holds its lock connection while its steps use the shared pool.
 */
@Injectable()
export class AdvisoryLocks implements OnApplicationShutdown {
  private readonly pool: Pool;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.pool = new Pool({ connectionString: config.DATABASE_URL, max: config.DATABASE_POOL_SIZE });
    this.pool.on('error', () => undefined);
  }

  async whileHeld<T>(key: string, work: () => Promise<T>): Promise<T> {
    const outcome = await whileAdvisoryLockHeld(this.pool, key, 'wait', work);
    if (!outcome.held) throw new Error(`The lock ${key} was not taken`);
    return outcome.value;
  }

  async onApplicationShutdown(): Promise<void> {
    await this.pool.end();
  }
}
