import { Global, Inject, Module, OnApplicationShutdown } from '@nestjs/common';
import type { Kysely } from 'kysely';
import type { Pool } from 'pg';
import { IdempotencyKeys } from './commands/idempotency-keys';
import { APP_CONFIG, AppConfig } from './config/config';
import { createDatabase, DATABASE } from './database/database';
import { ReadModelCatchUp } from './database/read-model-catch-up';
import { signalAppends } from './event-store/appended-signal';
import { createEventStore } from './event-store/create-event-store';
import { EVENT_STORE, EventStore } from './event-store/event-store.port';
import { upcaster } from './event-store/event-upcasters';
import { RateLimiters } from './security/rate-limiter';
import { createFileStorage } from './storage/create-file-storage';
import { FILE_STORAGE, FileStorage } from './storage/file-storage.port';

export const PG_POOL = Symbol('PG_POOL');

/** Configuration, the database, the event store, file storage and Idempotency-Key bindings, shared by every context. */
@Global()
@Module({})
export class PlatformModule implements OnApplicationShutdown {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(DATABASE) private readonly db: Kysely<unknown>,
    @Inject(FILE_STORAGE) private readonly files: FileStorage,
  ) {}

  static forRoot(config: AppConfig) {
    const { db, pool } = createDatabase(config.DATABASE_URL, config.DATABASE_POOL_SIZE);
    return {
      module: PlatformModule,
      providers: [
        { provide: APP_CONFIG, useValue: config },
        { provide: DATABASE, useValue: db },
        { provide: PG_POOL, useValue: pool },
        // Counters in PostgreSQL, so a limit holds across API nodes and restarts.
        { provide: RateLimiters, useValue: RateLimiters.postgres(pool) },
        { provide: FILE_STORAGE, useValue: createFileStorage(config) },
        {
          provide: EVENT_STORE,
          useFactory: (pg: Pool) => {
            const store = createEventStore({ eventStoreUrl: config.EVENTSTORE_URL, pool: pg, upcaster });
            return config.PROJECTIONS === 'external' ? signalAppends(store, pg) : store;
          },
          inject: [PG_POOL],
        },
        IdempotencyKeys,
        ReadModelCatchUp,
      ],
      exports: [
        APP_CONFIG,
        DATABASE,
        PG_POOL,
        EVENT_STORE,
        FILE_STORAGE,
        RateLimiters,
        IdempotencyKeys,
        ReadModelCatchUp,
      ],
    };
  }

  async onApplicationShutdown(): Promise<void> {
    await this.store.close();
    await this.db.destroy();
    this.files.close?.();
  }
}
