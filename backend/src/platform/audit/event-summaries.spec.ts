import { recordedEvent } from '../testing/recorded-event.factory';
import { humanizeEventType, registerEventSummaries, summarize } from './event-summaries';

const recorded = (type: string, data: unknown) => recordedEvent({ type, data });

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
