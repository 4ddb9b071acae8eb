import { randomUUID } from 'node:crypto';
import { Logger } from '@nestjs/common';
import { sql, type Kysely } from 'kysely';
import type { Pool } from 'pg';
import { autopilotTaskStreamId } from '@outreach/backend/autopilot/autopilot-task.events';
import { autopilotQueueSettings } from '@outreach/backend/autopilot/process/autopilot-queues';
import { DATABASE } from '@outreach/backend/platform/database/database';
import { PgBossTaskSender } from '@outreach/backend/platform/jobs/pg-boss-task-sender';
import { PG_POOL } from '@outreach/backend/platform/platform.module';
import { allReactors } from '@outreach/projections/reactors';
import { ProjectionRunner } from '@outreach/projections/runner/projection-runner';
import { silentLogger } from '@outreach/projections/runner/testing/projections-test-database';
import { startInProcessApp, type InProcessApp } from './testing/in-process-app';
import {
  demoCompanies,
  draftCounts,
  ended,
  PROCESS_TEST_ENV,
  startTask,
  taskOf,
  untilTask,
  uploadResume,
} from './testing/autopilot-process';
import { startWorker, type WorkerChild } from './testing/autopilot-worker';
import { subscribeToPro } from './testing/pro-subscription';

jest.setTimeout(240_000);

const KILLS = 10;
/** The worker's settings: one company at a time, so a kill lands inside a company's steps; retries not doubling. */
const WORKER_ENV: Record<string, string> = {
  ...PROCESS_TEST_ENV,
  AUTOPILOT_CONCURRENCY: '1',
  AUTOPILOT_RETRY_LIMIT: '25',
  AUTOPILOT_RETRY_BACKOFF: 'false',
};

/**
 * The worker (an API process working the queues) is SIGKILLed at random points of a 10-company task, each time
 * after a random number of the task's events, and started again; the reactor runs in the runner, here.
 */
describe('the autopilot process when its worker is killed', () => {
  let t: InProcessApp;
  let sender: PgBossTaskSender;
  let reactors: ProjectionRunner;
  let worker: WorkerChild | undefined;

  beforeAll(async () => {
    Logger.overrideLogger(false);
    t = await startInProcessApp();
    sender = new PgBossTaskSender({
      connectionString: t.config.DATABASE_URL,
      queues: autopilotQueueSettings({
        leaseSeconds: Number(WORKER_ENV.AUTOPILOT_LEASE_SECONDS),
        retryLimit: Number(WORKER_ENV.AUTOPILOT_RETRY_LIMIT),
        retryDelaySeconds: Number(WORKER_ENV.AUTOPILOT_RETRY_DELAY_SECONDS),
        retryBackoff: false,
      }),
    });
    await sender.start();
    reactors = new ProjectionRunner({
      pool: t.app.get<Pool>(PG_POOL),
      eventStore: t.store,
      projectors: [],
      reactors: allReactors(sender),
      pollIntervalMs: 50,
      logger: silentLogger,
    });
    await reactors.start();
  });

  afterAll(async () => {
    await worker?.kill('SIGKILL');
    await reactors?.stop();
    await sender?.stop();
    await t?.close();
  });

  const launch = async (): Promise<WorkerChild> => {
    const started = startWorker({
      ...WORKER_ENV,
      NODE_ENV: 'test',
      DATABASE_URL: t.config.DATABASE_URL,
      JWT_SECRET: 'a-test-secret-that-is-long-enough-for-hs256',
      PUBLIC_URL: 'http://app.test',
      LOG_LEVEL: 'silent',
      STORAGE_DIR: t.storageDir,
      DIRECTORY_PRELOAD: 'false',
    });
    await started.ready();
    return started;
  };

  it(`completes a 10-company task though killed ${KILLS} times: each company ends once, no pair has two drafts`, async () => {
    const { userId, token } = await t.register('grace@example.com', 'Grace');
    // Pro, so the draft limit plays no part (Free allows 30 a period, as many as this task makes).
    await subscribeToPro(t, userId);
    await uploadResume(t, token);
    const companies = await demoCompanies(t.app, 10);
    const taskId = randomUUID();
    const length = async () => (await t.store.readStream(autopilotTaskStreamId(taskId))).length;

    worker = await launch();
    await startTask(t.store, userId, taskId, companies);
    let kills = 0;
    while (kills < KILLS) {
      // A random point: after 1 to 4 more of the task's events. A step appends one or two here (jobs found and
      // scored; a company completed and the task), so the 10 kills come well before the 82 events of the task's end.
      const target = (await length()) + 1 + Math.floor(Math.random() * 4);
      while ((await length()) < target) {
        if (ended((await taskOf(t.store, taskId)).state))
          throw new Error(`the task ended before kill ${kills + 1}`);
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
      await worker.kill('SIGKILL');
      kills += 1;
      worker = await launch();
    }
    const before = await untilTask(t.store, taskId, () => true);
    expect(ended(before.state)).toBe(false);

    const { state, history } = await untilTask(t.store, taskId, ended, 180_000);

    expect(state.status).toBe('completed');
    for (const name of companies) {
      expect(state.companies[name].status).toBe('completed');
      const finals = history.filter(
        (event) =>
          (event.type === 'CompanyCompleted' || event.type === 'CompanyFailed') &&
          event.data.company === name,
      );
      expect(finals).toHaveLength(1);
    }
    const { pairs, draftIds } = draftCounts(history);
    expect(pairs.size).toBe(30);
    expect([...pairs.values(), ...draftIds.values()].every((count) => count === 1)).toBe(true);
    await t.projected('drafts-list', await t.newestPosition());
    const { rows } = await sql<{ contact_id: string; drafts: number }>`
      SELECT contact_id, count(*)::int AS drafts FROM drafts_list WHERE user_id = ${userId} GROUP BY contact_id
    `.execute(t.app.get<Kysely<unknown>>(DATABASE));
    expect(rows).toHaveLength(30);
    expect(rows.every((row) => row.drafts === 1)).toBe(true);
  });
});
