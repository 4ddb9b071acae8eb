import { deciderSpec } from '../platform/testing/decider-spec';
import { contactMessageDecider } from './contact-message.decider';
import type { ContactMessageEvent } from './contact-message.events';
import { ContactMessageNotFound } from './contact-message.errors';

const given = deciderSpec(contactMessageDecider);

const data = {
  messageId: 'm-1',
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  subject: 'feedback' as const,
  message: 'The drafts read well, thank you.',
};
const received: ContactMessageEvent = { type: 'ContactMessageReceived', data };
const forwardedData = {
  messageId: 'm-1',
  to: 'support@example.com',
  transport: 'outbox' as const,
  smtpMessageId: '<x@app.test>',
};
const forwarded: ContactMessageEvent = { type: 'ContactMessageForwarded', data: forwardedData };

describe('contact message decider', () => {
  it('records a received message', () => {
    given().when({ type: 'ReceiveContactMessage', data }).then([received]);
  });

  it('records a message sent again under the same id only once', () => {
    given(received).when({ type: 'ReceiveContactMessage', data }).then([]);
  });

  it('records the forwarding to support once, however often forwarding runs', () => {
    given(received).when({ type: 'RecordContactMessageForwarded', data: forwardedData }).then([forwarded]);
    given(received, forwarded).when({ type: 'RecordContactMessageForwarded', data: forwardedData }).then([]);
  });

  it('refuses to forward a message that was never received', () => {
    given()
      .when({ type: 'RecordContactMessageForwarded', data: forwardedData })
      .thenThrows(ContactMessageNotFound);
  });
});
