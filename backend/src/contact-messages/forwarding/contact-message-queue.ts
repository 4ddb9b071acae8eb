import type { RecordedEvent } from '../../platform/event-store/event-store.port';
import type { EnqueueOptions, TaskQueueSettings } from '../../platform/jobs/jobs.port';
import type { ContactMessageReceived } from '../contact-message.events';

export const FORWARD_CONTACT_MESSAGE_QUEUE = 'contact-message.forward';

export interface ForwardContactMessagePayload {
  messageId: string;
}

/** A mail server that is down for a while is waited out: 6 tries with doubling pauses, about an hour in all. */
export const FORWARD_CONTACT_MESSAGE_SETTINGS = {
  name: FORWARD_CONTACT_MESSAGE_QUEUE,
  retryLimit: 5,
  retryDelaySeconds: 60,
  retryBackoff: true,
  leaseSeconds: 120,
} as const satisfies TaskQueueSettings;

/** The task forwarding one received message; its key is the event's id, so a repeated event queues nothing new. */
export function forwardTaskFor(event: ContactMessageReceived & RecordedEvent): {
  queue: string;
  payload: ForwardContactMessagePayload;
  options: EnqueueOptions;
} {
  return {
    queue: FORWARD_CONTACT_MESSAGE_QUEUE,
    payload: { messageId: event.data.messageId },
    options: { key: `forward-contact-message:${event.eventId}` },
  };
}
