import type { RecordedEvent } from '../event-store/event-store.port';
import { humanizeEventType, registerEventSummaries, summarize } from './event-summaries';

const recorded = (type: string, data: unknown): RecordedEvent => ({
  streamId: 'thing-1',
  streamVersion: 0,
  position: '1',
  eventId: 'e1',
  type,
  data,
  metadata: {
    eventId: 'e1',
    actorUserId: null,
    correlationId: 'e1',
    causationId: null,
    recordedAt: '2026-01-01T00:00:00.000Z',
    schemaVersion: 1,
  },
});

describe('event summaries', () => {
  it('reads an event type nobody described as words', () => {
    expect(humanizeEventType('ClubSignupRecorded')).toBe('Club signup recorded');
    expect(humanizeEventType('SMTPMessageSent')).toBe('Smtp message sent');
    expect(summarize(recorded('WidgetPolished', {}))).toBe('Widget polished');
  });

  it('uses the sentence a context registered for its event type', () => {
    type GadgetEvent = { type: 'GadgetNamed'; data: { name: string } };
    registerEventSummaries<GadgetEvent>({ GadgetNamed: ({ data }) => `Gadget named '${data.name}'` });
    expect(summarize(recorded('GadgetNamed', { name: 'Sprocket' }))).toBe("Gadget named 'Sprocket'");
  });
});
