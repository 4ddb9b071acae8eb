import { projectorTestbed } from '../runner/testing/projector-testbed';
import {
  outreachActivityTable,
  outreachMetricsContactsTable,
  outreachMetricsDailyTable,
  outreachMetricsDraftsTable,
  outreachMetricsMessagesTable,
  outreachMetricsProjector,
} from './outreach-metrics.projector';

jest.setTimeout(30_000);

const { recorded, freshSchema, apply, rows, rowsOf, batchedAndSingly, reapplied } = projectorTestbed(
  outreachMetricsProjector,
  outreachMetricsDailyTable,
  { category: 'outreach', key: 'userId', year: 2026, schemaVersion: 1 },
);

const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36';
const GOOGLE_PROXY =
  'Mozilla/5.0 (Windows NT 5.1; rv:11.0) Gecko Firefox/11.0 (via ggpht.com GoogleImageProxy)';

const of = (messageId: string, contactId = 'c1', userId = 'ada') => ({ messageId, contactId, userId });

const queued = (messageId: string, at: string, contactId = 'c1', userId = 'ada') =>
  recorded(
    'MessageQueued',
    {
      ...of(messageId, contactId, userId),
      draftId: null,
      messageType: 'connection_request',
      subject: `Hello ${messageId}`,
      body: '<p>Hi</p>',
      toEmail: `${contactId}@example.org`,
      toName: `Contact ${contactId}`,
      fromEmail: `${userId}@example.com`,
      fromName: userId,
      attachments: [],
      tracked: true,
    },
    at,
  );
const sent = (messageId: string, at: string, contactId = 'c1', userId = 'ada') =>
  recorded(
    'MessageSent',
    { ...of(messageId, contactId, userId), smtpMessageId: `<${messageId}@x>`, transport: 'outbox' },
    at,
  );
const failed = (messageId: string, at: string) =>
  recorded('MessageFailed', { ...of(messageId), reason: 'Daily limit reached' }, at);
const hit = (messageId: string, at: string, userAgent: string | null) => ({
  ...of(messageId),
  userAgent,
  ipPrefix: '203.0.113.0/24',
  method: 'GET',
  at,
});
const opened = (messageId: string, at: string, userAgent: string | null) =>
  recorded('MessageOpened', hit(messageId, at, userAgent), at);
const clicked = (messageId: string, at: string, userAgent: string | null) =>
  recorded('LinkClicked', { ...hit(messageId, at, userAgent), url: 'https://example.org/jobs' }, at);
const replied = (at: string, inReplyToMessageId: string | null, contactId = 'c1', userId = 'ada') =>
  recorded(
    'ReplyReceived',
    {
      contactId,
      userId,
      replyId: `reply-${at}`,
      inReplyToMessageId,
      fromEmail: `${contactId}@example.org`,
      fromName: `Contact ${contactId}`,
      subject: 'Re: Hello',
      content: 'Sure',
      receivedAt: at,
      source: 'simulated',
    },
    at,
  );
const draftSaved = (draftId: string, at: string) =>
  recorded(
    'DraftSaved',
    {
      draftId,
      userId: 'ada',
      contactId: 'c2',
      contactEmail: 'c2@example.org',
      contactName: 'Grace',
      company: 'Navy',
      subject: 'Draft',
      body: '<p>Hi</p>',
      messageType: 'connection_request',
      tone: 'Professional',
      source: 'manual',
    },
    at,
  );

/** Two messages on the 23rd, one opened by a person and answered, one opened only by a proxy; a failure on the 24th. */
const history = () => [
  queued('m1', '2026-11-23T09:59:00.000Z'),
  sent('m1', '2026-11-23T10:00:00.000Z'),
  queued('m2', '2026-11-23T10:59:00.000Z', 'c2'),
  sent('m2', '2026-11-23T11:00:00.000Z', 'c2'),
  opened('m2', '2026-11-23T11:00:02.000Z', GOOGLE_PROXY),
  opened('m1', '2026-11-24T08:00:00.000Z', CHROME),
  opened('m1', '2026-11-24T08:05:00.000Z', CHROME),
  clicked('m1', '2026-11-24T08:06:00.000Z', CHROME),
  replied('2026-11-25T12:00:00.000Z', 'm1'),
  queued('m3', '2026-11-24T09:00:00.000Z'),
  failed('m3', '2026-11-24T09:00:01.000Z'),
  draftSaved('d1', '2026-11-24T10:00:00.000Z'),
];

const day = (key: string, counts: Record<string, number>) =>
  expect.objectContaining({
    day_key: key,
    sent: 0,
    opened: 0,
    replied: 0,
    failed: 0,
    replies: 0,
    clicks: 0,
    drafts_created: 0,
    activities: 0,
    ...counts,
  });

describe('outreach metrics projector', () => {
  it('counts sends, opens by a person and answers on the day of the send, the rest on their own day', async () => {
    const schema = await freshSchema();
    const { keys } = await apply(schema, history());
    expect(keys).toEqual(['ada']);
    expect(await rows(schema)).toEqual([
      day('ada|2026-11-23', { sent: 2, opened: 1, replied: 1, activities: 2 }),
      day('ada|2026-11-24', { failed: 1, clicks: 1, drafts_created: 1, activities: 4 }),
      day('ada|2026-11-25', { replies: 1, activities: 1 }),
    ]);
  });

  it('keeps a feed without machine opens, one opened entry per message', async () => {
    const schema = await freshSchema();
    await apply(schema, history());
    const feed = await rowsOf(schema, outreachActivityTable);
    const ordered = feed.sort((a, b) => a.position.localeCompare(b.position));
    expect(ordered.map((row) => [row.kind, row.contact_name, row.subject, row.detail])).toEqual([
      ['sent', 'Contact c1', 'Hello m1', null],
      ['sent', 'Contact c2', 'Hello m2', null],
      ['opened', 'Contact c1', 'Hello m1', null],
      ['clicked', 'Contact c1', 'Hello m1', 'https://example.org/jobs'],
      ['replied', 'Contact c1', 'Re: Hello', null],
      ['failed', 'Contact c1', 'Hello m3', 'Daily limit reached'],
      ['drafted', 'Grace', 'Draft', null],
    ]);
  });

  it("keeps each contact's latest send and reply", async () => {
    const schema = await freshSchema();
    await apply(schema, history());
    expect(await rowsOf(schema, outreachMetricsContactsTable)).toEqual([
      expect.objectContaining({
        contact_key: 'ada|c1',
        contact_name: 'Contact c1',
        last_sent_at: '2026-11-23T10:00:00.000Z',
        last_sent_message_id: 'm1',
        last_reply_at: '2026-11-25T12:00:00.000Z',
        last_reply_subject: 'Re: Hello',
      }),
      expect.objectContaining({
        contact_key: 'ada|c2',
        last_sent_at: '2026-11-23T11:00:00.000Z',
        last_reply_at: null,
      }),
    ]);
  });

  it('counts an open recorded before its send on the day of the send', async () => {
    const schema = await freshSchema();
    await apply(schema, [
      opened('m1', '2026-11-23T10:00:01.000Z', CHROME),
      sent('m1', '2026-11-23T10:00:00.000Z'),
    ]);
    expect(await rows(schema)).toEqual([day('ada|2026-11-23', { sent: 1, opened: 1, activities: 2 })]);
  });

  it("takes a reply naming no message as the answer to the contact's latest one, across batches", async () => {
    const schema = await freshSchema();
    await apply(schema, [sent('m1', '2026-11-20T10:00:00.000Z'), sent('m2', '2026-11-23T10:00:00.000Z')]);
    await apply(schema, [replied('2026-11-24T10:00:00.000Z', null)]);
    const messages = await rowsOf(schema, outreachMetricsMessagesTable);
    expect(messages.map((row) => [row.message_id, row.replied])).toEqual([
      ['m1', false],
      ['m2', true],
    ]);
  });

  it("never credits a reply to another user's message", async () => {
    const schema = await freshSchema();
    await apply(schema, [
      sent('bm', '2026-11-23T10:00:00.000Z', 'cb', 'bob'),
      replied('2026-11-24T10:00:00.000Z', 'bm'),
    ]);
    expect(await rows(schema)).toEqual([
      day('ada|2026-11-24', { replies: 1, activities: 1 }),
      day('bob|2026-11-23', { sent: 1, activities: 1 }),
    ]);
  });

  it('keeps when each draft opened and closed', async () => {
    const schema = await freshSchema();
    await apply(schema, [
      draftSaved('d1', '2026-11-23T10:00:00.000Z'),
      draftSaved('d2', '2026-11-23T11:00:00.000Z'),
      recorded('DraftSent', { draftId: 'd1', userId: 'ada', messageId: 'm1' }, '2026-11-24T10:00:00.000Z'),
      recorded('DraftDeleted', { draftId: 'd2', userId: 'ada' }, '2026-11-25T10:00:00.000Z'),
      draftSaved('d3', '2026-11-25T11:00:00.000Z'),
    ]);
    const drafts = await rowsOf(schema, outreachMetricsDraftsTable);
    expect(drafts.map((row) => [row.draft_id, row.closed_at])).toEqual([
      ['d1', '2026-11-24T10:00:00.000Z'],
      ['d2', '2026-11-25T10:00:00.000Z'],
      ['d3', null],
    ]);
  });

  it('lands the same in one batch as one event per batch', async () => {
    const { batched, single } = await batchedAndSingly(history());
    expect(single).toEqual(batched);
  });

  it('counts nothing twice when a batch is applied again', async () => {
    const events = history();
    const { once, after } = await reapplied(events, events.slice(4, 9));
    expect(after).toEqual(once);
    expect(once[0]).toEqual(expect.objectContaining({ sent: 2, opened: 1, replied: 1 }));
  });
});
