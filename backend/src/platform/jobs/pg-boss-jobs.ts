import { Logger } from '@nestjs/common';
import PgBoss from 'pg-boss';
import { derivedUuid } from '../commands/command-metadata';
import { listen, type Listener } from '../database/listen';
import type {
  EnqueueOptions,
  JobDefinition,
  Jobs,
  JobSchedule,
  TaskQueueDefinition,
  TaskQueueSettings,
  TaskRun,
} from './jobs.port';
import { exhaustedQueueOf } from './jobs.port';

const NAME_PATTERN = /^[A-Za-z0-9._-]+$/;

/** NOTIFY'd with a queue's name when a task is queued to run now, so idle workers anywhere fetch it at once. */
export const TASK_QUEUED_CHANNEL = 'outreach_task_queued';

export interface PgBossJobsSettings {
  connectionString: string;
  enabled: boolean;
  /** How often an idle worker asks for work, in seconds (pg-boss's polling; 2 by default). */
  pollingIntervalSeconds?: number;
  /** How often expired runs (a crashed worker's) are put back for a retry, in seconds (pg-boss's 120 by default). */
  maintenanceIntervalSeconds?: number;
}

/**
 * JOBS over pg-boss 10 in its own schema (`pgboss`, created and migrated by pg-boss on start) and its own small
 * pool. Each job gets a `stately` queue: at most one run waiting and one running, so a slow run, several
 * replicas or a restart never pile runs up; a failed run is not retried (the next scheduled run is the retry).
 */
export class PgBossJobs implements Jobs {
  private readonly logger = new Logger('Jobs');
  private readonly definitions = new Map<string, JobDefinition>();
  private readonly queues = new Map<string, TaskQueueDefinition<never>>();
  private boss: PgBoss | null = null;
  /** Worker ids by queue, to wake them when a task is queued (pg-boss otherwise polls). */
  private readonly workers = new Map<string, string[]>();
  private queued: Listener | null = null;

  constructor(private readonly settings: PgBossJobsSettings) {}

  register(job: JobDefinition): void {
    this.assertRegistrable(job.name);
    this.definitions.set(job.name, job);
  }

  registerQueue<Payload>(queue: TaskQueueDefinition<Payload>): void {
    this.assertRegistrable(queue.name);
    this.queues.set(queue.name, queue as TaskQueueDefinition<never>);
  }

  private assertRegistrable(name: string): void {
    if (!NAME_PATTERN.test(name)) throw new Error(`Job name ${name} must match ${NAME_PATTERN}`);
    if (this.definitions.has(name) || this.queues.has(name))
      throw new Error(`Job ${name} is registered twice`);
    if (this.boss) throw new Error(`Job ${name} was registered after the jobs started`);
  }

  running(): boolean {
    return this.boss !== null;
  }

  async start(): Promise<void> {
    if (!this.settings.enabled || this.boss) return;
    const boss = new PgBoss({
      connectionString: this.settings.connectionString,
      application_name: 'outreach-jobs',
      max: 4,
      ...(this.settings.maintenanceIntervalSeconds && {
        maintenanceIntervalSeconds: this.settings.maintenanceIntervalSeconds,
      }),
    });
    // pg-boss reports failures of its own loops (and of failed runs) here; unhandled they would end the process.
    boss.on('error', (error: Error) => this.logger.error(`Job queue error: ${error.message}`));
    await boss.start();
    for (const job of this.definitions.values()) {
      await boss.createQueue(job.name, {
        name: job.name,
        policy: 'stately',
        retryLimit: 0,
        expireInSeconds: 15 * 60,
      });
      await boss.work(
        job.name,
        { pollingIntervalSeconds: this.settings.pollingIntervalSeconds ?? 2 },
        async () => {
          const started = Date.now();
          try {
            await job.run();
            this.logger.debug(`Job ${job.name} ran in ${Date.now() - started} ms`);
          } catch (error) {
            this.logger.error(
              `Job ${job.name} failed: ${error instanceof Error ? error.message : String(error)}`,
            );
            throw error;
          }
        },
      );
      await boss.schedule(job.name, job.cron, {}, { tz: 'UTC' });
    }
    for (const queue of this.queues.values()) await this.workQueue(boss, queue);
    if (this.queues.size > 0) {
      const wake = (queue: string) => {
        for (const id of this.workers.get(queue) ?? []) boss.notifyWorker(id);
      };
      this.queued = await listen({
        connection: { connectionString: this.settings.connectionString },
        channel: TASK_QUEUED_CHANNEL,
        onNotification: wake,
        onReconnect: () => [...this.workers.keys()].forEach(wake),
        onConnectionProblem: (error, message) => this.logger.warn(`${message}: ${String(error)}`),
      });
    }
    // Schedules of jobs no longer registered would queue runs nobody works.
    for (const schedule of await boss.getSchedules()) {
      if (!this.definitions.has(schedule.name)) await boss.unschedule(schedule.name);
    }
    this.boss = boss;
    for (const job of this.definitions.values()) {
      if (job.runAtStart) await boss.send(job.name, {});
    }
  }

  /** A standard queue (no policy limits), retried with back-off; `concurrency` workers each take one task at a time. */
  private async workQueue(boss: PgBoss, queue: TaskQueueDefinition<never>): Promise<void> {
    await ensureTaskQueue(boss, { ...queue, exhaustible: queue.exhausted !== undefined }, true);
    const work = async (
      name: string,
      concurrency: number,
      run: (payload: never, task: TaskRun) => Promise<void>,
    ) => {
      const ids: string[] = [];
      this.workers.set(name, ids);
      for (let worker = 0; worker < concurrency; worker += 1) {
        const id = await boss.work<TaskEnvelope>(
          name,
          {
            pollingIntervalSeconds: this.settings.pollingIntervalSeconds ?? 2,
            batchSize: 1,
            includeMetadata: true,
          },
          async ([task]) => {
            try {
              await run(task.data.payload as never, {
                id: task.id,
                key: task.data.key,
                attempt: task.retryCount + 1,
              });
            } catch (error) {
              this.logger.warn(
                `Task ${name} ${task.data.key} failed on attempt ${task.retryCount + 1}: ${error instanceof Error ? error.message : String(error)}`,
              );
              throw error;
            }
          },
        );
        ids.push(id);
      }
    };
    await work(queue.name, queue.concurrency, (payload, task) => queue.run(payload, task));
    const { exhausted } = queue;
    if (exhausted) await work(exhaustedQueueOf(queue.name), 1, (payload, task) => exhausted(payload, task));
  }

  async enqueue<Payload>(name: string, payload: Payload, options: EnqueueOptions): Promise<string | null> {
    if (!this.queues.has(name)) throw new Error(`No task queue named ${name} is registered`);
    if (!this.boss)
      throw new Error(`The job queue is not running in this process; task ${name} was not queued`);
    return sendTask(this.boss, name, payload, options);
  }

  async stop(): Promise<void> {
    const boss = this.boss;
    if (!boss) return;
    this.boss = null;
    await this.queued?.stop();
    this.queued = null;
    this.workers.clear();
    // Graceful: a run in flight may finish (up to the timeout) before the pool closes.
    await boss.stop({ graceful: true, wait: true, timeout: 10_000 });
  }

  async trigger(name: string): Promise<string | null> {
    if (!this.definitions.has(name)) throw new Error(`No job named ${name} is registered`);
    return this.boss ? this.boss.send(name, {}) : null;
  }

  async schedules(): Promise<JobSchedule[]> {
    if (!this.boss) return [];
    const schedules = await this.boss.getSchedules();
    return schedules.map(({ name, cron }) => ({ name, cron }));
  }
}

interface TaskEnvelope {
  key: string;
  payload: unknown;
}

/**
 * Creates a task queue, or with `update` brings an existing one to these settings (createQueue leaves an existing
 * queue as it was, so a changed retry limit or lease must be applied). Tasks take the queue's settings when queued.
 */
export async function ensureTaskQueue(
  boss: PgBoss,
  queue: TaskQueueSettings,
  update: boolean,
): Promise<void> {
  const settings = {
    name: queue.name,
    policy: 'standard' as const,
    retryLimit: queue.retryLimit,
    retryDelay: queue.retryDelaySeconds,
    retryBackoff: queue.retryBackoff ?? true,
    expireInSeconds: queue.leaseSeconds,
  };
  const upsert = async (name: string, options: PgBoss.Queue) => {
    if (!(await boss.getQueue(name))) await boss.createQueue(name, options);
    else if (update) await boss.updateQueue(name, options);
  };
  if (queue.exhaustible) {
    // pg-boss's dead letter: a task whose last run failed (thrown, or its lease expired) is copied there.
    const exhausted = exhaustedQueueOf(queue.name);
    await upsert(exhausted, { ...settings, name: exhausted });
    await upsert(queue.name, { ...settings, deadLetter: exhausted });
  } else {
    await upsert(queue.name, settings);
  }
}

/**
 * The one way a task is queued, from JOBS or a send-only client: the key travels in the envelope and names the
 * task, whose id derives from it; pg-boss inserts with ON CONFLICT DO NOTHING, so a second send answers null. A task
 * due now wakes the queue's idle workers in every process (TASK_QUEUED_CHANNEL) instead of waiting for their poll.
 */
export async function sendTask<Payload>(
  boss: PgBoss,
  queue: string,
  payload: Payload,
  options: EnqueueOptions,
): Promise<string | null> {
  const envelope: TaskEnvelope = { key: options.key, payload };
  const id = await boss.send(queue, envelope, {
    id: derivedUuid('task', queue, options.key),
    startAfter: options.startAfter,
  });
  if (id !== null && (options.startAfter === undefined || options.startAfter.getTime() <= Date.now())) {
    await boss.getDb().executeSql('SELECT pg_notify($1, $2)', [TASK_QUEUED_CHANNEL, queue]);
  }
  return id;
}
