import { randomUUID } from 'node:crypto';
import { conversationDecider } from '@outreach/backend/messaging/conversation.decider';
import { conversationStreamId } from '@outreach/backend/messaging/conversation.events';
import { commandMetadata } from '@outreach/backend/platform/commands/command-metadata';
import { executeCommand } from '@outreach/backend/platform/commands/execute-command';
import type { EventStore } from '@outreach/backend/platform/event-store/event-store.port';

/**
 * What the send pipeline records for one message of `userId` (signed up as `name`) to a new contact: queued, then
 * sent or failed, at `at`. Answers the checkpoint of the outcome, for the read model under test to catch up to.
 */
export async function recordDelivery(
  store: EventStore,
  sender: { userId: string; name: string },
  outcome: 'sent' | 'failed',
  at: Date,
): Promise<string> {
  const contactId = randomUUID();
  const messageId = randomUUID();
  const stream = conversationStreamId(contactId);
  const meta = () => commandMetadata(sender.userId, { now: at });
  const base = { contactId, userId: sender.userId, messageId };
  await executeCommand(
    store,
    stream,
    conversationDecider,
    {
      type: 'QueueMessage',
      data: {
        ...base,
        draftId: null,
        messageType: 'Follow-Up',
        subject: 'Hello',
        body: '<p>Hello</p>',
        toEmail: `${contactId}@contacts.example`,
        toName: 'A Contact',
        fromEmail: `${sender.name}@example.com`,
        fromName: sender.name,
        attachments: [],
        tracked: false,
      },
    },
    meta(),
  );
  const command =
    outcome === 'sent'
      ? ({
          type: 'RecordMessageSent',
          data: { ...base, smtpMessageId: `<${messageId}@app.test>`, transport: 'outbox' },
        } as const)
      : ({ type: 'RecordMessageFailed', data: { ...base, reason: 'Mailbox unavailable' } } as const);
  const { checkpoint } = await executeCommand(store, stream, conversationDecider, command, meta());
  return checkpoint;
}
