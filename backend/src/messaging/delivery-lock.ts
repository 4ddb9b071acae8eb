import { Inject, Injectable, OnApplicationShutdown } from '@nestjs/common';
import { Pool, type PoolClient } from 'pg';
import { APP_CONFIG, type AppConfig } from '../platform/config/config';

export type Held<T> = { held: true; value: T } | { held: false };

/**
 * One delivery of a message at a time, across the process and every API node: a PostgreSQL session-level
 * advisory lock on the message id, held on its own connection for the whole send.
 *
 * The connections come from a pool of their own: a send holds its lock connection while its steps use the
 * shared pool, so sharing one pool would let as many concurrent sends as it has connections starve each other.
 */
@Injectable()
export class DeliveryLock implements OnApplicationShutdown {
  private readonly pool: Pool;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.pool = new Pool({ connectionString: config.DATABASE_URL, max: config.DATABASE_POOL_SIZE });
    this.pool.on('error', () => undefined);
  }

  /** Runs `work` while holding the message's lock; when another send holds it, runs nothing. */
  async whileHeld<T>(messageId: string, work: () => Promise<T>): Promise<Held<T>> {
    const key = `deliver:${messageId}`;
    const client = await this.pool.connect();
    let healthy = true;
    try {
      let locked: boolean;
      try {
        const { rows } = await client.query<{ locked: boolean }>(
          'SELECT pg_try_advisory_lock(hashtextextended($1, 0)) AS locked',
          [key],
        );
        locked = rows[0].locked;
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
      // A connection that failed is closed rather than reused: closing it frees a lock it may still hold.
      client.release(!healthy);
    }
  }

  async onApplicationShutdown(): Promise<void> {
    await this.pool.end();
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
