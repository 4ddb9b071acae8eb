import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import {
  autopilotTaskDecider,
  type AutopilotTaskCommand,
} from '@outreach/backend/autopilot/autopilot-task.decider';
import { autopilotTaskStreamId } from '@outreach/backend/autopilot/autopilot-task.events';
import {
  AUTOPILOT_COMPANY_QUEUE,
  AUTOPILOT_QUEUE_DEFAULTS,
  AUTOPILOT_RETRY_QUEUE,
  autopilotQueueSettings,
} from '@outreach/backend/autopilot/process/autopilot-queues';
import { AUTOPILOT_PROCESS_REACTOR } from '@outreach/backend/autopilot/process/autopilot-process.reactor';
import { commandMetadata } from '@outreach/backend/platform/commands/command-metadata';
import { executeCommand } from '@outreach/backend/platform/commands/execute-command';
import type { TaskSender } from '@outreach/backend/platform/jobs/jobs.port';
import { PgBossTaskSender } from '@outreach/backend/platform/jobs/pg-boss-task-sender';
import { UNLIMITED } from '@outreach/backend/platform/plans/plan-limits.contract';
import { allReactors } from './reactors';
import { ProjectionRunner } from './runner/projection-runner';
import {
  createProjectionsTestDatabase,
  silentLogger,
  sleep,
  type ProjectionsTestDatabase,
} from './runner/testing/projections-test-database';

jest.setTimeout(60_000);

let tdb: ProjectionsTestDatabase;
let sender: PgBossTaskSender;
const runners: ProjectionRunner[] = [];

function runner(through: TaskSender): ProjectionRunner {
  const created = new ProjectionRunner({
    pool: tdb.pool,
    eventStore: tdb.eventStore,
    projectors: [],
    reactors: allReactors(through),
    pollIntervalMs: 50,
    standbyRetryMs: 50,
    logger: silentLogger,
  });
  runners.push(created);
  return created;
}

async function decide(
  taskId: string,
  command: Omit<AutopilotTaskCommand['data'], 'taskId' | 'now'>,
  type: string,
) {
  const meta = commandMetadata('user-1');
  return executeCommand(
    tdb.eventStore,
    autopilotTaskStreamId(taskId),
    autopilotTaskDecider,
    { type, data: { ...command, taskId, now: meta.now } } as AutopilotTaskCommand,
    meta,
  );
}

const start = (taskId: string, companyNames: string[]) =>
  decide(
    taskId,
    {
      userId: 'user-1',
      companyNames,
      jobTitles: ['Engineer'],
      jobScoreThreshold: 8,
      companyLimit: UNLIMITED,
      planName: 'Pro',
    },
    'StartTask',
  );

beforeAll(async () => {
  tdb = await createProjectionsTestDatabase();
  sender = new PgBossTaskSender({
    connectionString: tdb.url,
    queues: autopilotQueueSettings(AUTOPILOT_QUEUE_DEFAULTS),
  });
  await sender.start();
});

afterAll(async () => {
  await Promise.all(runners.splice(0).map((r) => r.stop()));
  await sender?.stop();
  await tdb?.close();
});

describe('the autopilot-process reactor', () => {
  it('killed mid-batch and restarted, queues every company run and retry once', async () => {
    const first = randomUUID();
    const second = randomUUID();
    await start(first, ['Acme', 'Globex', 'Initech']);
    await start(second, ['Umbrella', 'Hooli']);
    await decide(second, { company: 'Umbrella' }, 'BeginCompany');
    const failed = await decide(
      second,
      { company: 'Umbrella', step: 'search', reason: 'Jobs could not be searched: down' },
      'FailCompany',
    );
    const retry = failed.events.find((event) => event.type === 'RetryScheduled');
    if (retry?.type !== 'RetryScheduled') throw new Error('no retry scheduled');

    // The first owner sends three tasks, then hangs before the fourth, as a process about to be killed.
    let release: () => void = () => undefined;
    const frozen = new Promise<void>((resolve) => {
      release = resolve;
    });
    let reachedFourth: () => void = () => undefined;
    const fourth = new Promise<void>((resolve) => {
      reachedFourth = resolve;
    });
    let sent = 0;
    const dying = runner({
      async enqueue(queue, payload, options) {
        sent += 1;
        if (sent === 4) {
          reachedFourth();
          await frozen;
        }
        return sender.enqueue(queue, payload, options);
      },
    });
    await dying.start();
    await fourth;

    // Its session ends as a killed process's would: the reactor's lock goes with it.
    const stopped = dying.stop();
    await sql`
      SELECT pg_terminate_backend(pid) FROM pg_stat_activity
       WHERE datname = current_database() AND application_name = ${`projection-runner:${process.pid}`}
    `.execute(tdb.db);
    const answers: (string | null)[] = [];
    const successor = runner({
      async enqueue(queue, payload, options) {
        const answer = await sender.enqueue(queue, payload, options);
        answers.push(answer);
        return answer;
      },
    });
    await successor.start();
    await successor.waitForReactor(AUTOPILOT_PROCESS_REACTOR, failed.checkpoint);
    release();
    await stopped;
    await sleep(100);

    // The successor repeated the batch: what the first owner had sent was already queued.
    expect(answers.slice(0, 3)).toEqual([null, null, null]);
    const { rows } = await sql<{ name: string; key: string; payload: unknown; start_after: Date }>`
      SELECT name, data->>'key' AS key, data->'payload' AS payload, start_after FROM pgboss.job ORDER BY created_on
    `.execute(tdb.db);
    const companyRuns = rows.filter((row) => row.name === AUTOPILOT_COMPANY_QUEUE);
    expect(companyRuns.map((row) => row.payload)).toEqual(
      expect.arrayContaining([
        { taskId: first, userId: 'user-1', company: 'Acme' },
        { taskId: first, userId: 'user-1', company: 'Globex' },
        { taskId: first, userId: 'user-1', company: 'Initech' },
        { taskId: second, userId: 'user-1', company: 'Umbrella' },
        { taskId: second, userId: 'user-1', company: 'Hooli' },
      ]),
    );
    expect(companyRuns).toHaveLength(5);
    const retries = rows.filter((row) => row.name === AUTOPILOT_RETRY_QUEUE);
    expect(retries).toHaveLength(1);
    expect(retries[0].payload).toEqual({ taskId: second, userId: 'user-1', retryId: retry.data.retryId });
    expect(retries[0].start_after.toISOString()).toBe(retry.data.scheduledFor);
  });
});
