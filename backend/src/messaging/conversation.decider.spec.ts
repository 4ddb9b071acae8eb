import { deciderSpec } from '../platform/testing/decider-spec';
import { conversationDecider, type ConversationCommand } from './conversation.decider';
import type { ConversationEvent, MessageQueued, ReplyReceived } from './conversation.events';
import { ConnectionRequestAlreadySent, MessageAlreadyFinished, MessageNotQueued } from './messaging.errors';

const given = deciderSpec(conversationDecider);

const ids = { contactId: 'contact-1', userId: 'ada' };
const queuedData = (
  messageId: string,
  extra: Partial<MessageQueued['data']> = {},
): MessageQueued['data'] => ({
  ...ids,
  messageId,
  draftId: null,
  messageType: 'Connection Request',
  subject: 'Hello',
  body: 'Hi Grace',
  toEmail: 'grace@navy.example',
  toName: 'Grace Hopper',
  fromEmail: 'ada@example.com',
  fromName: 'Ada Lovelace',
  attachments: [],
  tracked: true,
  ...extra,
});
const queued = (messageId: string, extra: Partial<MessageQueued['data']> = {}): ConversationEvent => ({
  type: 'MessageQueued',
  data: queuedData(messageId, extra),
});
const queue = (messageId: string, extra: Partial<MessageQueued['data']> = {}): ConversationCommand => ({
  type: 'QueueMessage',
  data: queuedData(messageId, extra),
});
const sentData = (messageId: string) => ({
  ...ids,
  messageId,
  smtpMessageId: `<${messageId}@app.test>`,
  transport: 'outbox' as const,
});
const sent = (messageId: string): ConversationEvent => ({ type: 'MessageSent', data: sentData(messageId) });
const markSent = (messageId: string): ConversationCommand => ({
  type: 'RecordMessageSent',
  data: sentData(messageId),
});
const failed = (messageId: string): ConversationEvent => ({
  type: 'MessageFailed',
  data: { ...ids, messageId, reason: '550 No such user' },
});
const markFailed = (messageId: string): ConversationCommand => ({
  type: 'RecordMessageFailed',
  data: { ...ids, messageId, reason: '550 No such user' },
});
const replyData = (replyId: string): ReplyReceived['data'] => ({
  ...ids,
  replyId,
  inReplyToMessageId: 'm1',
  fromEmail: 'grace@navy.example',
  fromName: 'Grace Hopper',
  subject: 'Re: Hello',
  content: 'Happy to chat.',
  receivedAt: '2026-01-02T10:00:00.000Z',
  source: 'simulated',
});

describe('conversation decider', () => {
  it('queues a first message to a contact', () => {
    given()
      .when(queue('m1'))
      .then([queued('m1')]);
  });

  it('queues one message once: the same message id again is a retry, not a second message', () => {
    given(queued('m1')).when(queue('m1')).then([]);
    given(queued('m1'), sent('m1')).when(queue('m1')).then([]);
  });

  it('refuses a second connection request while the first is queued or sent', () => {
    given(queued('m1'))
      .when(queue('m2'))
      .thenThrows(
        ConnectionRequestAlreadySent,
        'A connection request was already sent to grace@navy.example.',
      );
    given(queued('m1'), sent('m1')).when(queue('m2')).thenThrows(ConnectionRequestAlreadySent);
  });

  it('allows a new connection request after the earlier one failed', () => {
    given(queued('m1'), failed('m1'))
      .when(queue('m2'))
      .then([queued('m2')]);
  });

  it('allows follow-ups and thank-yous after a connection request', () => {
    given(queued('m1'), sent('m1'))
      .when(queue('m2', { messageType: 'Follow-Up' }))
      .then([queued('m2', { messageType: 'Follow-Up' })]);
    given(queued('m1'), sent('m1'), queued('m2', { messageType: 'Follow-Up' }))
      .when(queue('m3', { messageType: 'Thank You' }))
      .then([queued('m3', { messageType: 'Thank You' })]);
  });

  it('records a queued message as sent once; sent again changes nothing', () => {
    given(queued('m1'))
      .when(markSent('m1'))
      .then([sent('m1')]);
    given(queued('m1'), sent('m1')).when(markSent('m1')).then([]);
  });

  it('records a queued message as failed once; failed again changes nothing', () => {
    given(queued('m1'))
      .when(markFailed('m1'))
      .then([failed('m1')]);
    given(queued('m1'), failed('m1')).when(markFailed('m1')).then([]);
  });

  it('refuses a second, different outcome for a finished message', () => {
    given(queued('m1'), sent('m1')).when(markFailed('m1')).thenThrows(MessageAlreadyFinished);
    given(queued('m1'), failed('m1')).when(markSent('m1')).thenThrows(MessageAlreadyFinished);
  });

  it('refuses an outcome for a message that was never queued', () => {
    given().when(markSent('m9')).thenThrows(MessageNotQueued);
    given(queued('m1')).when(markFailed('m9')).thenThrows(MessageNotQueued);
  });

  it('records a reply once per reply id', () => {
    const reply: ConversationCommand = { type: 'RecordReplyReceived', data: replyData('r1') };
    given(queued('m1'), sent('m1'))
      .when(reply)
      .then([{ type: 'ReplyReceived', data: replyData('r1') }]);
    given(queued('m1'), sent('m1'), { type: 'ReplyReceived', data: replyData('r1') })
      .when(reply)
      .then([]);
  });
});
