import { summarize, registerEventSummaries } from '../platform/audit/event-summaries';
import { recordedEvent } from '../platform/testing/recorded-event.factory';
import { trackingEventSummaries } from './tracking-event-summaries';
import type { TrackingEvent } from './tracking.events';

registerEventSummaries<TrackingEvent>(trackingEventSummaries);

const facts = {
  contactId: 'c1',
  userId: 'u1',
  messageId: 'm1',
  userAgent: 'Mozilla/5.0 Chrome/124',
  ipPrefix: '203.0.113.0/24',
  method: 'GET',
  at: '2026-11-23T10:00:00.000Z',
};

describe('tracking event summaries', () => {
  it('says which message was opened and by what agent', () => {
    expect(
      summarize(recordedEvent({ type: 'MessageOpened', data: facts }, { streamId: 'message-tracking-m1' })),
    ).toBe('Message m1 opened (Mozilla/5.0 Chrome/124)');
    expect(
      summarize(
        recordedEvent({ type: 'MessageOpened', data: { ...facts, userAgent: null } }, { streamId: 'x' }),
      ),
    ).toBe('Message m1 opened (no user agent)');
  });

  it('says which link of which message was clicked', () => {
    const event = recordedEvent(
      { type: 'LinkClicked', data: { ...facts, url: 'https://example.org/jobs' } },
      { streamId: 'message-tracking-m1' },
    );
    expect(summarize(event)).toBe('Link https://example.org/jobs clicked in message m1');
  });
});
