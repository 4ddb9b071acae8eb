import { Global, INestApplication, Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { Test } from '@nestjs/testing';
import { Pool } from 'pg';
import { ClubsModule } from '../../clubs/clubs.module';
import { UsersModule } from '../../users/users.module';
import { IdempotencyKeys } from '../../platform/commands/idempotency-keys';
import { APP_CONFIG, AppConfig, loadConfig } from '../../platform/config/config';
import { DATABASE } from '../../platform/database/database';
import { EVENT_STORE, EventStore } from '../../platform/event-store/event-store.port';
import { upcaster } from '../../platform/event-store/event-upcasters';
import { PostgresEventStore } from '../../platform/event-store/postgres/postgres-event-store';
import type { AuthTables } from '../../platform/auth/refresh-tokens.service';
import { AppExceptionFilter } from '../../platform/http/exception.filter';
import { createTestDatabase, TestDatabase } from '../../platform/testing/test-database';
import { IdentityModule } from '../identity.module';

export interface AuthTestApp {
  app: INestApplication;
  config: AppConfig;
  store: EventStore;
  tdb: TestDatabase<AuthTables>;
  close(): Promise<void>;
}

/**
 * A Nest app with only the sign-in pieces (identity, users, clubs for the seats of club links), over a fresh
 * test database and the PostgreSQL event store.
 */
export async function createAuthTestApp(env: Record<string, string | undefined>): Promise<AuthTestApp> {
  const tdb = await createTestDatabase<AuthTables>();
  const config = loadConfig({
    NODE_ENV: 'test',
    PUBLIC_URL: 'http://app.test',
    JWT_SECRET: 'test-secret-that-is-at-least-32-characters-long',
    LOG_LEVEL: 'silent',
    ...env,
    DATABASE_URL: tdb.url,
  });
  const pool = new Pool({ connectionString: tdb.url, max: 5 });
  // pool.end() resolves before its sockets have closed, and the database's DROP … WITH (FORCE) then terminates
  // them: without a listener that 'error' is unhandled and fails whichever test is running.
  pool.on('error', () => undefined);
  const store = new PostgresEventStore(pool, { upcaster });

  @Global()
  @Module({
    providers: [
      { provide: APP_CONFIG, useValue: config },
      { provide: DATABASE, useValue: tdb.db },
      { provide: EVENT_STORE, useValue: store },
      IdempotencyKeys,
    ],
    exports: [APP_CONFIG, DATABASE, EVENT_STORE, IdempotencyKeys],
  })
  class TestPlatformModule {}

  const moduleRef = await Test.createTestingModule({
    imports: [
      TestPlatformModule,
      CqrsModule.forRoot(),
      UsersModule,
      ClubsModule,
      IdentityModule.forRoot(config),
    ],
  }).compile();
  const app = moduleRef.createNestApplication({ logger: false });
  app.useGlobalFilters(new AppExceptionFilter());
  await app.init();
  return {
    app,
    config,
    store,
    tdb,
    async close() {
      await app.close();
      await store.close();
      await pool.end();
      await tdb.drop();
    },
  };
}
