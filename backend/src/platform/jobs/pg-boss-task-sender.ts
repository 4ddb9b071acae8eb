import PgBoss from 'pg-boss';
import type { EnqueueOptions, TaskQueueSettings, TaskSender } from './jobs.port';
import { ensureTaskQueue, sendTask } from './pg-boss-jobs';

export interface PgBossTaskSenderSettings {
  connectionString: string;
  /** The queues this client sends to; one missing is created with these settings (the workers' own update it). */
  queues: readonly TaskQueueSettings[];
  onError?(error: Error): void;
}

/**
 * Queues tasks for workers elsewhere (the API processes' JOBS) without working, scheduling or maintaining any: the
 * projection runner's reactors send through it. Tasks are enveloped and keyed as JOBS.enqueue does (sendTask).
 */
export class PgBossTaskSender implements TaskSender {
  private boss: PgBoss | null = null;
  private readonly queues: Set<string>;

  constructor(private readonly settings: PgBossTaskSenderSettings) {
    this.queues = new Set(settings.queues.map((queue) => queue.name));
  }

  async start(): Promise<void> {
    if (this.boss) return;
    const boss = new PgBoss({
      connectionString: this.settings.connectionString,
      application_name: 'outreach-task-sender',
      max: 2,
      supervise: false,
      schedule: false,
    });
    boss.on('error', (error: Error) => this.settings.onError?.(error));
    await boss.start();
    for (const queue of this.settings.queues) await ensureTaskQueue(boss, queue, false);
    this.boss = boss;
  }

  async enqueue<Payload>(queue: string, payload: Payload, options: EnqueueOptions): Promise<string | null> {
    if (!this.queues.has(queue)) throw new Error(`This sender does not send to ${queue}`);
    if (!this.boss) throw new Error(`The task sender is not started; task ${queue} was not queued`);
    return sendTask(this.boss, queue, payload, options);
  }

  async stop(): Promise<void> {
    const boss = this.boss;
    if (!boss) return;
    this.boss = null;
    await boss.stop({ graceful: false, wait: true });
  }
}
