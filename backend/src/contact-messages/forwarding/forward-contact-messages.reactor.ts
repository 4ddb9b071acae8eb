import type { RecordedEvent } from '../../platform/event-store/event-store.port';
import type { TaskSender } from '../../platform/jobs/jobs.port';
import type { ContactMessageReceived } from '../contact-message.events';
import { forwardTaskFor } from './contact-message-queue';

export const FORWARD_CONTACT_MESSAGES_REACTOR = 'forward-contact-messages';

/**
 * The reactor (projections/src/runner/reactor.ts) that sends each received contact message on to support: it
 * queues one keyed forwarding task per message, worked by ForwardContactMessageRun where the jobs run. Delivery is
 * at least once; the key makes a repeated batch queue nothing, and the run itself sends a forwarded message never.
 */
export function forwardContactMessagesReactor(sender: TaskSender) {
  return {
    name: FORWARD_CONTACT_MESSAGES_REACTOR,
    description: 'sends each contact form message to the support address',
    handles: ['ContactMessageReceived'] as const,
    async react(events: RecordedEvent[]): Promise<void> {
      for (const event of events) {
        const task = forwardTaskFor(event as ContactMessageReceived & RecordedEvent);
        await sender.enqueue(task.queue, task.payload, task.options);
      }
    },
  };
}
