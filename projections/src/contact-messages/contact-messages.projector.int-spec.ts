import { projectorTestbed } from '../runner/testing/projector-testbed';
import { contactMessagesListTable, contactMessagesProjector } from './contact-messages.projector';

jest.setTimeout(30_000);

const { recorded, freshSchema, apply, rows, batchedAndSingly, reapplied } = projectorTestbed(
  contactMessagesProjector,
  contactMessagesListTable,
  { category: 'contactmessage', key: 'messageId', actorUserId: '', year: 2026, schemaVersion: 1 },
);

const received = (messageId: string, extra: Record<string, unknown> = {}) =>
  recorded('ContactMessageReceived', {
    messageId,
    name: `Visitor ${messageId}`,
    email: `${messageId}@example.com`,
    subject: 'support',
    message: 'I cannot find where to connect my Outlook account.',
    ...extra,
  });
const forwarded = (messageId: string) =>
  recorded('ContactMessageForwarded', {
    messageId,
    to: 'support@example.com',
    transport: 'outbox',
    smtpMessageId: `<${messageId}@app.test>`,
  });

describe('contact messages projector', () => {
  it('lists a received message with what the visitor wrote, not yet forwarded', async () => {
    const schema = await freshSchema();
    const event = received('m1', { subject: 'pricing', name: 'Ada Lovelace' });
    const { keys } = await apply(schema, [event]);
    expect(keys).toEqual(['m1']);
    expect(await rows(schema)).toEqual([
      {
        message_id: 'm1',
        name: 'Ada Lovelace',
        email: 'm1@example.com',
        subject: 'pricing',
        message: 'I cannot find where to connect my Outlook account.',
        received_at: event.metadata.recordedAt,
        forwarded_at: null,
        forwarded_to: null,
        position: event.position,
      },
    ]);
  });

  it('marks the message forwarded with the support address and the time', async () => {
    const schema = await freshSchema();
    await apply(schema, [received('m2')]);
    const sent = forwarded('m2');
    await apply(schema, [sent]);
    expect((await rows(schema))[0]).toMatchObject({
      forwarded_at: sent.metadata.recordedAt,
      forwarded_to: 'support@example.com',
      position: sent.position,
    });
  });

  it('ignores events it has already applied and leaves the same rows batched or one by one', async () => {
    const history = [received('a'), received('b'), forwarded('a'), received('c'), forwarded('c')];
    const { once, after } = await reapplied(history, history.slice(1, 3));
    expect(after).toEqual(once);
    expect(once.map((row) => [row.message_id, row.forwarded_to])).toEqual([
      ['a', 'support@example.com'],
      ['b', null],
      ['c', 'support@example.com'],
    ]);
    const { batched, single } = await batchedAndSingly(history);
    expect(batched).toEqual(single);
  });
});
