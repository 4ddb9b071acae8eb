export const JOBS = Symbol('JOBS');

/** A recurring background job: run on a cron schedule (UTC) and, when asked, once as the application starts. */
export interface JobDefinition {
  /** The queue's name: letters, digits, `.`, `-`, `_`; one definition per name. */
  name: string;
  /** Five-field cron in UTC, e.g. every 15 minutes: `*\/15 * * * *`. */
  cron: string;
  /** Queue one run as soon as the jobs start, besides the schedule. */
  runAtStart: boolean;
  /** One run; a throw fails that run (logged), the next scheduled run tries again. What it answers is not kept. */
  run(): Promise<unknown>;
}

/** One scheduled job as the queue holds it. */
export interface JobSchedule {
  name: string;
  cron: string;
}

/**
 * Background jobs: a Postgres job queue in this process (pg-boss on DATABASE_URL). Contexts register their jobs
 * while their modules initialise; the queue starts when the application has bootstrapped (JOBS_ENABLED) and
 * stops, letting a run in flight finish, when it shuts down.
 */
export interface Jobs {
  register(job: JobDefinition): void;
  /** Whether the queue runs in this process (JOBS_ENABLED and started). */
  running(): boolean;
  /** Queues one run of a registered job now; null when it was not queued (not running, or one is already waiting). */
  trigger(name: string): Promise<string | null>;
  /** The cron schedules the queue holds. */
  schedules(): Promise<JobSchedule[]>;
}
