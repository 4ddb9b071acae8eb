import type { RecordedEvent } from '../../platform/event-store/event-store.port';
import type { TaskSender } from '../../platform/jobs/jobs.port';
import type { AutopilotTaskEvent } from '../autopilot-task.events';
import { AUTOPILOT_TRIGGERS, autopilotTasksFor } from './autopilot-queues';

export const AUTOPILOT_PROCESS_REACTOR = 'autopilot-process';

/**
 * The reactor (projections/src/runner/reactor.ts) that sets the autopilot going: each trigger event becomes keyed
 * tasks of the autopilot's queues (autopilotTasksFor). It runs in the projection runner, at least once: a batch
 * repeated after a crash sends the same keys again, and pg-boss queues nothing twice.
 */
export function autopilotProcessReactor(sender: TaskSender) {
  return {
    name: AUTOPILOT_PROCESS_REACTOR,
    description: 'queues the autopilot’s company runs and scheduled retries',
    handles: AUTOPILOT_TRIGGERS,
    async react(events: RecordedEvent[]): Promise<void> {
      for (const event of events) {
        for (const task of autopilotTasksFor(event as AutopilotTaskEvent & RecordedEvent)) {
          await sender.enqueue(task.queue, task.payload, task.options);
        }
      }
    },
  };
}
