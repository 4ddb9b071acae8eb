import { Logger } from '@nestjs/common';
import PgBoss from 'pg-boss';
import type { JobDefinition, Jobs, JobSchedule } from './jobs.port';

const NAME_PATTERN = /^[A-Za-z0-9._-]+$/;

export interface PgBossJobsSettings {
  connectionString: string;
  enabled: boolean;
  /** How often an idle worker asks for work, in seconds (pg-boss's polling; 2 by default). */
  pollingIntervalSeconds?: number;
}

/**
 * JOBS over pg-boss 10 in its own schema (`pgboss`, created and migrated by pg-boss on start) and its own small
 * pool. Each job gets a `stately` queue: at most one run waiting and one running, so a slow run, several
 * replicas or a restart never pile runs up; a failed run is not retried (the next scheduled run is the retry).
 */
export class PgBossJobs implements Jobs {
  private readonly logger = new Logger('Jobs');
  private readonly definitions = new Map<string, JobDefinition>();
  private boss: PgBoss | null = null;

  constructor(private readonly settings: PgBossJobsSettings) {}

  register(job: JobDefinition): void {
    if (!NAME_PATTERN.test(job.name)) throw new Error(`Job name ${job.name} must match ${NAME_PATTERN}`);
    if (this.definitions.has(job.name)) throw new Error(`Job ${job.name} is registered twice`);
    if (this.boss) throw new Error(`Job ${job.name} was registered after the jobs started`);
    this.definitions.set(job.name, job);
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
    // Schedules of jobs no longer registered would queue runs nobody works.
    for (const schedule of await boss.getSchedules()) {
      if (!this.definitions.has(schedule.name)) await boss.unschedule(schedule.name);
    }
    this.boss = boss;
    for (const job of this.definitions.values()) {
      if (job.runAtStart) await boss.send(job.name, {});
    }
  }

  async stop(): Promise<void> {
    const boss = this.boss;
    if (!boss) return;
    this.boss = null;
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
