import type { Kysely } from 'kysely';
import { Pool } from 'pg';
import pino from 'pino';
import '@outreach/backend/contexts';
import { listen } from '@outreach/backend/platform/database/listen';
import { migrateToLatest } from '@outreach/backend/platform/database/migrate';
import { stopWhenParentGoes } from '@outreach/backend/platform/process/child-process';
import { APPENDED_CHANNEL } from '@outreach/backend/platform/event-store/appended-signal';
import { createEventStore } from '@outreach/backend/platform/event-store/create-event-store';
import {
  AUTOPILOT_QUEUE_DEFAULTS,
  autopilotQueueSettings,
} from '@outreach/backend/autopilot/process/autopilot-queues';
import { FORWARD_CONTACT_MESSAGE_SETTINGS } from '@outreach/backend/contact-messages/forwarding/contact-message-queue';
import { PgBossTaskSender } from '@outreach/backend/platform/jobs/pg-boss-task-sender';
import { loadProjectionsConfig } from './projections.config';
import { allProjectors } from './projectors';
import { allReactors } from './reactors';
import { projectionContext } from './runner/projection-context';
import { ProjectionRunner } from './runner/projection-runner';
import { projectionsMigrations, PROJECTIONS_HISTORY_TABLE } from './runner/projections.migrations';

/** The standalone runner process: owns what it can, stands by for the rest, and NOTIFYs API processes per batch. */
async function main(): Promise<void> {
  const config = loadProjectionsConfig();
  const logger = pino({ name: 'projections', level: config.LOG_LEVEL });
  const pool = new Pool({ connectionString: config.DATABASE_URL, max: config.DATABASE_POOL_SIZE });
  pool.on('error', (error) => logger.warn({ error: error.message }, 'idle database connection failed'));
  const eventStore = createEventStore({ eventStoreUrl: config.EVENTSTORE_URL, pool });
  await migrateToLatest(
    projectionContext(pool, eventStore).db as Kysely<unknown>,
    projectionsMigrations,
    PROJECTIONS_HISTORY_TABLE,
  );

  // The reactors queue tasks for the API processes' workers (JOBS) through a client that only sends.
  const sender = new PgBossTaskSender({
    connectionString: config.DATABASE_URL,
    queues: [...autopilotQueueSettings(AUTOPILOT_QUEUE_DEFAULTS), FORWARD_CONTACT_MESSAGE_SETTINGS],
    onError: (error) => logger.warn({ error: error.message }, 'task queue error'),
  });
  await sender.start();

  const runner = new ProjectionRunner({
    pool,
    eventStore,
    projectors: allProjectors,
    reactors: allReactors(sender),
    batchSize: config.PROJECTIONS_BATCH_SIZE,
    rebuildBatchSize: config.PROJECTIONS_REBUILD_BATCH_SIZE,
    pollIntervalMs: config.PROJECTIONS_POLL_INTERVAL_MS,
    standbyRetryMs: config.PROJECTIONS_STANDBY_RETRY_MS,
    notify: true,
    logger,
  });
  await runner.start();
  // The API NOTIFYs after each command's append; reading at once keeps pushes well under the poll interval.
  const appended = await listen({
    connection: { connectionString: config.DATABASE_URL },
    channel: APPENDED_CHANNEL,
    onNotification: () => runner.wake(),
    onReconnect: () => runner.wake(),
    onConnectionProblem: (error, message) => logger.warn({ error: String(error) }, message),
  });
  logger.info({ projectors: runner.runState() }, 'projection runner started');

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'projection runner stopping');
    runner
      .stop()
      .then(() => appended.stop())
      .then(() => sender.stop())
      .then(() => eventStore.close())
      .then(() => pool.end())
      .then(
        () => process.exit(0),
        (error: unknown) => {
          logger.error({ error: String(error) }, 'projection runner did not stop cleanly');
          process.exit(1);
        },
      );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGHUP', () => shutdown('SIGHUP'));
  stopWhenParentGoes();
}

main().catch((error: unknown) => {
  process.stderr.write(
    `projection runner failed to start: ${error instanceof Error ? error.message : String(error)}\n`,
  );
  process.exit(1);
});
