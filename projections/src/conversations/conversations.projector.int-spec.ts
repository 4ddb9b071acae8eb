import { projectorTestbed } from '../runner/testing/projector-testbed';
import { conversationMessagesTable, conversationsProjector } from './conversations.projector';

jest.setTimeout(30_000);

const { recorded, freshSchema, apply, rows, batchedAndSingly, reapplied } = projectorTestbed(
  conversationsProjector,
  conversationMessagesTable,
  { category: 'conversation', key: 'contactId', actorUserId: 'ada', year: 2026, schemaVersion: 1 },
);

const queued = (messageId: string, extra: Record<string, unknown> = {}) =>
  recorded('MessageQueued', {
    contactId: 'c1',
    userId: 'ada',
    messageId,
    draftId: null,
    messageType: 'Connection Request',
    subject: 'Hello',
    body: 'Hi Grace<br>How are you?',
    toEmail: 'grace@navy.example',
    toName: 'Grace Hopper',
    fromEmail: 'ada@example.com',
    fromName: 'Ada Lovelace',
    attachments: [],
    tracked: true,
    ...extra,
  });
const sent = (messageId: string) =>
  recorded('MessageSent', {
    contactId: 'c1',
    userId: 'ada',
    messageId,
    smtpMessageId: `<${messageId}@app.test>`,
    transport: 'outbox',
  });
const failed = (messageId: string, reason: string) =>
  recorded('MessageFailed', { contactId: 'c1', userId: 'ada', messageId, reason });
const reply = (replyId: string, inReplyToMessageId: string | null) =>
  recorded('ReplyReceived', {
    contactId: 'c1',
    userId: 'ada',
    replyId,
    inReplyToMessageId,
    fromEmail: 'grace@navy.example',
    fromName: 'Grace Hopper',
    subject: 'Re: Hello',
    content: 'Happy to chat.',
    receivedAt: '2026-03-01T09:00:00.000Z',
    source: 'simulated',
  });

describe('conversations projector', () => {
  it('keeps a sent message with its sending time and a reply with its receiving time', async () => {
    const schema = await freshSchema();
    const out = sent('m1');
    const back = reply('r1', 'm1');
    const { keys } = await apply(schema, [queued('m1'), out, back]);
    expect(keys).toEqual(['ada']);
    expect(await rows(schema)).toEqual([
      expect.objectContaining({
        message_id: 'm1',
        direction: 'out',
        status: 'sent',
        message_type: 'Connection Request',
        content: 'Hi Grace<br>How are you?',
        to_email: 'grace@navy.example',
        at: out.metadata.recordedAt,
        failure_reason: null,
        position: out.position,
      }),
      expect.objectContaining({
        message_id: 'r1',
        direction: 'in',
        status: 'received',
        from_name: 'Grace Hopper',
        content: 'Happy to chat.',
        at: '2026-03-01T09:00:00.000Z',
        in_reply_to_message_id: 'm1',
      }),
    ]);
  });

  it('keeps what a message carries under its body, and none on a message queued before footers were recorded', async () => {
    const schema = await freshSchema();
    await apply(schema, [
      queued('m5', {
        footer: ['Best regards,', 'Ada Lovelace'],
        links: [{ name: 'GitHub', url: 'https://github.com/ada' }],
        attachments: [{ documentId: 'd1', filename: 'resume.pdf' }],
      }),
      queued('m6'),
      reply('r5', 'm5'),
    ]);
    const byId = Object.fromEntries((await rows(schema)).map((row) => [row.message_id, row]));
    expect(byId.m5).toMatchObject({
      footer: ['Best regards,', 'Ada Lovelace'],
      links: [{ name: 'GitHub', url: 'https://github.com/ada' }],
      attachments: [{ documentId: 'd1', filename: 'resume.pdf' }],
    });
    expect(byId.m6).toMatchObject({ footer: null, links: null, attachments: [] });
    expect(byId.r5).toMatchObject({ footer: null, links: null, attachments: null });
  });

  it('shows a queued message until it fails, then the failure reason', async () => {
    const schema = await freshSchema();
    await apply(schema, [queued('m2', { messageType: 'Follow-Up', draftId: 'd1' })]);
    expect((await rows(schema))[0]).toMatchObject({
      status: 'queued',
      draft_id: 'd1',
      message_type: 'Follow-Up',
    });
    await apply(schema, [failed('m2', '550 No such user')]);
    expect((await rows(schema))[0]).toMatchObject({ status: 'failed', failure_reason: '550 No such user' });
  });

  it('ends the same whether the history lands in one batch or one event at a time', async () => {
    const history = [queued('m3'), sent('m3'), reply('r3', 'm3'), queued('m4'), failed('m4', 'refused')];
    const { batched, single } = await batchedAndSingly(history);
    expect(single).toEqual(batched);
  });

  it('changes nothing when events are applied again', async () => {
    const history = [queued('m5'), sent('m5'), reply('r5', null)];
    const { once, after } = await reapplied(history, history.slice(0, 1));
    expect(after).toEqual(once);
  });
});
