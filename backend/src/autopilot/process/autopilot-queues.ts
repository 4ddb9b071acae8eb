import type { EnqueueOptions, TaskQueueSettings } from '../../platform/jobs/jobs.port';
import type { AutopilotTaskEvent } from '../autopilot-task.events';

/** One company of one task, run through its steps until it waits for the user's review or ends. */
export const AUTOPILOT_COMPANY_QUEUE = 'autopilot.company';
/** A retry at its time: processed, it starts the retry's session. */
export const AUTOPILOT_RETRY_QUEUE = 'autopilot.retry';

export interface CompanyTaskPayload {
  taskId: string;
  userId: string;
  company: string;
}

export interface RetryTaskPayload {
  taskId: string;
  userId: string;
  retryId: string;
}

export type AutopilotQueueTask =
  | { queue: typeof AUTOPILOT_COMPANY_QUEUE; payload: CompanyTaskPayload; options: EnqueueOptions }
  | { queue: typeof AUTOPILOT_RETRY_QUEUE; payload: RetryTaskPayload; options: EnqueueOptions };

/** The events that set a task's companies going. */
export const AUTOPILOT_TRIGGERS = [
  'TaskStarted',
  'TaskRestarted',
  'TaskRerunRequested',
  'CompanyReviewResolved',
  'RetryScheduled',
] as const satisfies readonly AutopilotTaskEvent['type'][];

/**
 * The tasks one event calls for, keyed by the event's id (and the company), so the same event reacted to again
 * queues nothing new: TaskStarted runs each company, a restart or a rerun its companies, a resolved review its
 * company; a scheduled retry waits in the queue until its time.
 */
export function autopilotTasksFor(event: AutopilotTaskEvent & { eventId: string }): AutopilotQueueTask[] {
  const companyTasks = (companies: readonly string[]): AutopilotQueueTask[] =>
    companies.map((company) => ({
      queue: AUTOPILOT_COMPANY_QUEUE,
      payload: { taskId: event.data.taskId, userId: event.data.userId, company },
      options: { key: `${event.eventId}/${company}` },
    }));
  switch (event.type) {
    case 'TaskStarted':
      return companyTasks(event.data.companyNames);
    case 'TaskRestarted':
    case 'TaskRerunRequested':
      return companyTasks(event.data.companies);
    case 'CompanyReviewResolved':
      return companyTasks([event.data.company]);
    case 'RetryScheduled':
      return [
        {
          queue: AUTOPILOT_RETRY_QUEUE,
          payload: { taskId: event.data.taskId, userId: event.data.userId, retryId: event.data.retryId },
          options: { key: event.eventId, startAfter: new Date(event.data.scheduledFor) },
        },
      ];
    default:
      return [];
  }
}

/** Retries and lease of the autopilot's queues (AUTOPILOT_* in the configuration; these are its defaults). */
export interface AutopilotQueueConfig {
  leaseSeconds: number;
  retryLimit: number;
  retryDelaySeconds: number;
  retryBackoff: boolean;
}

export const AUTOPILOT_QUEUE_DEFAULTS: AutopilotQueueConfig = {
  leaseSeconds: 600,
  retryLimit: 4,
  retryDelaySeconds: 30,
  retryBackoff: true,
};

/** As the workers register them (AutopilotQueues): a company whose runs are exhausted is failed. */
export function autopilotQueueSettings(config: AutopilotQueueConfig): TaskQueueSettings[] {
  return [
    { name: AUTOPILOT_COMPANY_QUEUE, ...config, exhaustible: true },
    { name: AUTOPILOT_RETRY_QUEUE, ...config },
  ];
}
