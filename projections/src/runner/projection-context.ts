import { Kysely, PostgresDialect } from 'kysely';
import type { Pool } from 'pg';
import type { EventStore } from '@outreach/backend/platform/event-store/event-store.port';
import { ProjectionLogger, stderrLogger } from './projection-logger';
import type { ProjectionsDatabase } from './projection-schema';

/** What every engine operation needs: the read-model database, the log, and where to report. */
export interface ProjectionContext {
  pool: Pool;
  db: Kysely<ProjectionsDatabase>;
  eventStore: EventStore;
  logger: ProjectionLogger;
}

/** The Kysely instance shares the caller's pool and is never destroyed by the engine (that would end the pool). */
export function projectionContext(
  pool: Pool,
  eventStore: EventStore,
  logger?: ProjectionLogger,
): ProjectionContext {
  return {
    pool,
    db: new Kysely<ProjectionsDatabase>({ dialect: new PostgresDialect({ pool }) }),
    eventStore,
    logger: logger ?? stderrLogger,
  };
}
