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

/** A queue of one-off tasks: each carries a payload and a key, may wait until a given time, and is retried. */
export interface TaskQueueDefinition<Payload> {
  /** The queue's name: letters, digits, `.`, `-`, `_`; one definition (job or queue) per name. */
  name: string;
  /**
   * Runs one task. Delivery is at least once (a failed run is retried; a run cut short by a crash runs again once
   * its lease expires), so a run must be a no-op once its effect is recorded: the events it appends carry ids
   * derived from the task's key.
   */
  run(payload: Payload, task: TaskRun): Promise<void>;
  /** Retries after the first attempt, with exponential back-off from `retryDelaySeconds`; then the task fails. */
  retryLimit: number;
  retryDelaySeconds: number;
  /** false: every retry waits `retryDelaySeconds`, not doubling (true when absent). */
  retryBackoff?: boolean;
  /**
   * Runs once for a task whose last run failed, by a throw or by outliving its lease (a worker killed then), as a
   * task of the queue `<name>.exhausted` with the same payload and key: the place to record that it gave up.
   */
  exhausted?(payload: Payload, task: TaskRun): Promise<void>;
  /** Tasks of this queue one process runs at once. */
  concurrency: number;
  /** A run still going after this long is taken as lost and retried. */
  leaseSeconds: number;
}

export interface TaskRun {
  id: string;
  key: string;
  /** 1 for the first run, 2 for the first retry, ... */
  attempt: number;
}

export interface EnqueueOptions {
  /**
   * Names the task: a second enqueue with a key whose task is still queued, running or recently done is a no-op
   * (null). Derive it from what triggers the task (the event id), so a repeated trigger enqueues nothing new.
   */
  key: string;
  /** Not before this time (a retry in 24 hours survives restarts: it is a row in the queue, not a timer). */
  startAfter?: Date;
}

/** What a task queue's rows carry from its definition: retries and lease, applied when a task is queued. */
export type TaskQueueSettings = Pick<
  TaskQueueDefinition<unknown>,
  'name' | 'retryLimit' | 'retryDelaySeconds' | 'retryBackoff' | 'leaseSeconds'
> & {
  /** The queue has an `exhausted` handler: a task whose last run failed goes to `<name>.exhausted`. */
  exhaustible?: boolean;
};

export const exhaustedQueueOf = (queue: string): string => `${queue}.exhausted`;

/** Queues tasks without working them: JOBS itself, or a send-only client in another process (the reactors'). */
export interface TaskSender {
  /** Queues one task; its id, or null when a task with that key already exists. */
  enqueue<Payload>(queue: string, payload: Payload, options: EnqueueOptions): Promise<string | null>;
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
export interface Jobs extends TaskSender {
  register(job: JobDefinition): void;
  /** Whether the queue runs in this process (JOBS_ENABLED and started). */
  running(): boolean;
  /** Queues one run of a registered job now; null when it was not queued (not running, or one is already waiting). */
  trigger(name: string): Promise<string | null>;
  /** The cron schedules the queue holds. */
  schedules(): Promise<JobSchedule[]>;
  registerQueue<Payload>(queue: TaskQueueDefinition<Payload>): void;
  /** Queues one task; its id, or null when a task with that key already exists. Needs the queue running here. */
  enqueue<Payload>(queue: string, payload: Payload, options: EnqueueOptions): Promise<string | null>;
}
