import { recordedEvent } from '../platform/testing/recorded-event.factory';
import { registerEventSummaries, summarize } from '../platform/audit/event-summaries';
import {
  conversationEventSummaries,
  massSendEventSummaries,
  sendQuotaEventSummaries,
} from './messaging-event-summaries';

registerEventSummaries(conversationEventSummaries);
registerEventSummaries(sendQuotaEventSummaries);
registerEventSummaries(massSendEventSummaries);

const ids = { contactId: 'c1', userId: 'ada', messageId: 'm1' };

describe('messaging audit sentences', () => {
  it('says what was queued, sent, failed and answered without the message body', () => {
    expect(
      summarize(
        recordedEvent({
          type: 'MessageQueued',
          data: {
            ...ids,
            messageType: 'Connection Request',
            subject: 'Hello',
            body: 'secret body',
            toName: 'Grace Hopper',
            toEmail: 'grace@navy.example',
          },
        }),
      ),
    ).toBe('Connection Request "Hello" queued for Grace Hopper <grace@navy.example>');
    expect(
      summarize(
        recordedEvent({
          type: 'MessageSent',
          data: { ...ids, smtpMessageId: '<m1@app.test>', transport: 'outbox' },
        }),
      ),
    ).toBe('Message <m1@app.test> captured in the outbox (not delivered)');
    expect(
      summarize(
        recordedEvent({
          type: 'MessageSent',
          data: { ...ids, smtpMessageId: '<m1@app.test>', transport: 'smtp' },
        }),
      ),
    ).toBe('Message <m1@app.test> sent by SMTP');
    expect(
      summarize(recordedEvent({ type: 'MessageFailed', data: { ...ids, reason: '550 No such user' } })),
    ).toBe('Message m1 failed: 550 No such user');
    expect(
      summarize(
        recordedEvent({
          type: 'ReplyReceived',
          data: {
            ...ids,
            subject: 'Re: Hello',
            fromName: 'Grace Hopper',
            fromEmail: 'grace@navy.example',
            source: 'simulated',
          },
        }),
      ),
    ).toBe('Reply "Re: Hello" received from Grace Hopper <grace@navy.example> (simulated)');
  });

  it('names the day and message of each quota slot', () => {
    const slot = { userId: 'ada', day: '2026-01-02', messageId: 'm1' };
    expect(summarize(recordedEvent({ type: 'SendQuotaUsed', data: slot }))).toBe(
      'Daily send slot of 2026-01-02 used by message m1',
    );
    expect(summarize(recordedEvent({ type: 'SendQuotaReleased', data: slot }))).toBe(
      'Daily send slot of 2026-01-02 released by failed message m1',
    );
  });

  it('counts the drafts a mass send chose and those the cap held back', () => {
    expect(
      summarize(
        recordedEvent({ type: 'MassSendPlanned', data: { userId: 'ada', draftIds: ['d1', 'd2'], held: 3 } }),
      ),
    ).toBe('Mass send of 2 drafts planned; 3 held for the daily cap');
    expect(
      summarize(
        recordedEvent({ type: 'MassSendPlanned', data: { userId: 'ada', draftIds: ['d1'], held: 0 } }),
      ),
    ).toBe('Mass send of 1 draft planned; 0 held for the daily cap');
  });
});
