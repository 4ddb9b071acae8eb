import type { EventSummaries } from '../platform/audit/event-summaries';
import type { TrackingEvent } from './tracking.events';

/** One sentence per tracking event for audit history; whether it was a person is the read model's call. */
export const trackingEventSummaries: EventSummaries<TrackingEvent> = {
  MessageOpened: ({ data }) => `Message ${data.messageId} opened (${data.userAgent ?? 'no user agent'})`,
  LinkClicked: ({ data }) => `Link ${data.url} clicked in message ${data.messageId}`,
};
