/**
 * Events of the message-tracking-<messageId> stream. A public contract: add types or versions, never reshape.
 * Raw facts only; whether a hit was a person is decided by the versioned classifier in the projector.
 */

export interface TrackingHitFacts {
  contactId: string;
  userId: string;
  messageId: string;
  /** As sent by the client, cut to 512 characters; null when absent. */
  userAgent: string | null;
  /** The client's network, never its address: '203.0.113.0/24' (IPv4) or '2001:db8:1::/48' (IPv6). */
  ipPrefix: string | null;
  /** HTTP method of the hit (GET, HEAD). */
  method: string;
  /** ISO time the hit arrived. */
  at: string;
}

export interface MessageOpened {
  type: 'MessageOpened';
  data: TrackingHitFacts;
}

export interface LinkClicked {
  type: 'LinkClicked';
  data: TrackingHitFacts & { url: string };
}

export type TrackingEvent = MessageOpened | LinkClicked;

export const TRACKING_EVENT_TYPES = ['MessageOpened', 'LinkClicked'] as const;

export const trackingStreamId = (messageId: string): string => `message-tracking-${messageId}`;
