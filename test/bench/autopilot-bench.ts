import { randomUUID } from 'node:crypto';
import { cpus } from 'node:os';
import type { Pool } from 'pg';
import {
  DEFAULT_DOUBLE_CHUNKS,
  startOpenAiDouble,
  type OpenAiDouble,
} from '@outreach/backend/platform/language-model/testing/openai-double';
import { PG_POOL } from '@outreach/backend/platform/platform.module';
import globalSetup from '@outreach/backend/platform/testing/global-setup';
import globalTeardown from '@outreach/backend/platform/testing/global-teardown';
import { demoCompanies, startTask } from '../integration/testing/autopilot-process';
import { startInProcessApp, type InProcessApp } from '../integration/testing/in-process-app';
import { eachFlag, positiveWhole } from './bench-options';
import { log } from './bench-server';
import { proUserWithProfile } from './bench-users';
import { percentile, round } from './latency-stats';
import { loadLine } from './read-bench';

/*
 * The autopilot's process (issue 17). The whole product runs in this process on a fresh database, as the
 * integration tests start it, with the job queue on (JOBS_ENABLED, the production defaults for the autopilot's
 * queues) and the autopilot-process reactor in the projection runner. A task is started as the start route does
 * (the StartTask command on its stream) for Pro users with a resume and LinkedIn data, on demo companies that have
 * open 'Engineer' jobs and people with an e-mail, with a threshold every such job reaches (so every company runs
 * every step: jobs, contacts, three drafts). A task's time runs from the command to its row in autopilot_tasks
 * reading completed (what the task stream's session_complete answers); the first status change is the row reading
 * running (the first company's search begun: the first status_update). It prints figures and never asserts.
 */

interface Options {
  companies: number;
  starts: number;
  users: number;
  userCompanies: number;
  modelDelayMs: number;
}

const USAGE =
  'npm run bench:autopilot -- [--companies 25] [--starts 20] [--users 10] [--user-companies 10] [--model-delay-ms 800]\n';

function parseOptions(argv: string[]): Options {
  const options: Options = { companies: 25, starts: 20, users: 10, userCompanies: 10, modelDelayMs: 800 };
  eachFlag(argv, (flag, value) => {
    if (flag === '--companies') options.companies = positiveWhole(value(), flag);
    else if (flag === '--starts') options.starts = positiveWhole(value(), flag);
    else if (flag === '--users') options.users = positiveWhole(value(), flag);
    else if (flag === '--user-companies') options.userCompanies = positiveWhole(value(), flag);
    else if (flag === '--model-delay-ms') options.modelDelayMs = positiveWhole(value(), flag);
    else if (flag === '--help') {
      process.stdout.write(USAGE);
      process.exit(0);
    } else throw new Error(`Unknown flag ${flag} (try --help)`);
  });
  return options;
}

const GOAL_FIRST_STATUS_P95_MS = 200;
const GOAL_MODEL_RATIO = 3;

const seconds = (ms: number) => `${round(ms / 1000, 2)} s`;

/** Resolves with the ms from `since` to the task's row reading one of `statuses`. */
async function rowReads(
  t: InProcessApp,
  taskId: string,
  statuses: readonly string[],
  since: bigint,
  timeoutMs = 600_000,
): Promise<number> {
  const pool = t.app.get<Pool>(PG_POOL);
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const { rows } = await pool.query<{ status: string }>(
      'SELECT status FROM autopilot_tasks WHERE task_id = $1',
      [taskId],
    );
    if (rows[0] && statuses.includes(rows[0].status)) return Number(process.hrtime.bigint() - since) / 1e6;
    if (Date.now() > deadline) throw new Error(`task ${taskId} still ${rows[0]?.status ?? 'absent'}`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

const ENDED = ['completed', 'failed'];

interface TaskRun {
  ms: number;
  status: string;
  drafts: number;
}

/** Starts a task and waits for its end: the time, the final status and the drafts it made. */
async function runTask(t: InProcessApp, userId: string, companies: string[]): Promise<TaskRun> {
  const taskId = randomUUID();
  const since = process.hrtime.bigint();
  await startTask(t.store, userId, taskId, companies);
  const ms = await rowReads(t, taskId, ENDED, since);
  const { rows } = await t.app
    .get<Pool>(PG_POOL)
    .query<{ status: string; draft_count: number }>(
      'SELECT status, draft_count FROM autopilot_tasks WHERE task_id = $1',
      [taskId],
    );
  return { ms, status: rows[0].status, drafts: Number(rows[0].draft_count) };
}

async function appWith(env: Record<string, string> = {}): Promise<InProcessApp> {
  return startInProcessApp({ JOBS_ENABLED: 'true', DIRECTORY_PRELOAD: 'true', ...env });
}

async function main(): Promise<void> {
  const options = parseOptions(process.argv.slice(2));
  const started = Date.now();
  await globalSetup();
  let t: InProcessApp | undefined;
  let model: OpenAiDouble | undefined;
  try {
    log(`# load average over 1 min before the start: ${loadLine()} (${cpus().length} CPUs)`);
    t = await appWith();
    const app = t;
    const companies = await demoCompanies(app.app, Math.max(options.companies, options.userCompanies));
    const owner = await proUserWithProfile(app, 'bench-autopilot-owner@example.com');

    // Warm-up: one small task, so the first measured one does not pay the JIT and the pools' first connections.
    await runTask(app, owner.userId, companies.slice(0, 2));

    const embedded = await runTask(app, owner.userId, companies.slice(0, options.companies));
    log(
      `${options.companies}-company task, embedded drafter: ${seconds(embedded.ms)} to ${embedded.status} ` +
        `(${embedded.drafts} drafts)`,
    );

    const firstStatus: number[] = [];
    for (let run = 0; run < options.starts; run += 1) {
      const taskId = randomUUID();
      const since = process.hrtime.bigint();
      await startTask(app.store, owner.userId, taskId, [companies[run % companies.length]]);
      firstStatus.push(await rowReads(app, taskId, ['running', ...ENDED], since));
      await rowReads(app, taskId, ENDED, since);
    }
    firstStatus.sort((a, b) => a - b);
    const p95 = percentile(firstStatus, 95);
    log(
      `first status change after start (${options.starts} starts): p50 ${round(percentile(firstStatus, 50))} ms, ` +
        `p95 ${round(p95)} ms (goal p95 < ${GOAL_FIRST_STATUS_P95_MS} ms: ` +
        `${p95 < GOAL_FIRST_STATUS_P95_MS ? 'met' : 'NOT met'})`,
    );

    const users = await Promise.all(
      Array.from({ length: options.users }, (_, index) =>
        proUserWithProfile(app, `bench-autopilot-${index}@example.com`),
      ),
    );
    const together = await Promise.all(
      users.map((user) => runTask(app, user.userId, companies.slice(0, options.userCompanies))),
    );
    const times = together.map((run) => run.ms).sort((a, b) => a - b);
    const completed = together.filter((run) => run.status === 'completed').length;
    log(
      `${options.users} users starting ${options.userCompanies}-company tasks at once: ${completed}/${options.users} ` +
        `completed; fastest ${seconds(times[0])}, slowest ${seconds(times[times.length - 1])} ` +
        `(${round(times[times.length - 1] / times[0], 2)}×)`,
    );
    await t.close();
    t = undefined;

    model = await startOpenAiDouble({
      kind: 'answer',
      chunks: DEFAULT_DOUBLE_CHUNKS,
      delayMs: options.modelDelayMs,
    });
    t = await appWith({ OPENAI_API_KEY: 'sk-bench', OPENAI_BASE_URL: model.baseURL });
    const withModel = t;
    const modelOwner = await proUserWithProfile(withModel, 'bench-autopilot-model@example.com');
    await runTask(withModel, modelOwner.userId, companies.slice(0, 2));
    const slow = await runTask(withModel, modelOwner.userId, companies.slice(0, options.companies));
    const ratio = slow.ms / embedded.ms;
    log(
      `${options.companies}-company task, OpenAI double answering after ${options.modelDelayMs} ms: ` +
        `${seconds(slow.ms)} to ${slow.status} (${slow.drafts} drafts); ${round(ratio, 2)}× the embedded drafter's ` +
        `(goal < ${GOAL_MODEL_RATIO}×: ${ratio < GOAL_MODEL_RATIO ? 'met' : 'NOT met'})`,
    );
    log(
      `load average over 1 min: ${loadLine()} now (${cpus().length} CPUs); other work on the machine inflates every row`,
    );
    log(`total ${round((Date.now() - started) / 1000, 1)} s`);
  } finally {
    await t?.close();
    await model?.close();
    await globalTeardown();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
