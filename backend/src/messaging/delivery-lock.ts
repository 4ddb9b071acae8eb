import { Inject, Injectable, OnApplicationShutdown } from '@nestjs/common';
import { Pool } from 'pg';
import { APP_CONFIG, type AppConfig } from '../platform/config/config';
import { whileAdvisoryLockHeld, type Held } from '../platform/database/advisory-lock';

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
  whileHeld<T>(messageId: string, work: () => Promise<T>): Promise<Held<T>> {
    return whileAdvisoryLockHeld(this.pool, `deliver:${messageId}`, 'try', work);
  }

  async onApplicationShutdown(): Promise<void> {
    await this.pool.end();
  }
}
