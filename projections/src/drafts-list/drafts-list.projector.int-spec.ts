import { projectorTestbed } from '../runner/testing/projector-testbed';
import { draftsListProjector, draftsListTable } from './drafts-list.projector';

jest.setTimeout(30_000);

const { recorded, freshSchema, apply, rows, batchedAndSingly, reapplied } = projectorTestbed(
  draftsListProjector,
  draftsListTable,
  { category: 'draft', key: 'draftId', year: 2026, schemaVersion: 1 },
);

const saved = (draftId: string, userId: string, subject: string, extra: Record<string, unknown> = {}) =>
  recorded('DraftSaved', {
    draftId,
    userId,
    contactId: `contact-of-${userId}`,
    contactEmail: 'grace@navy.example',
    contactName: 'Grace Hopper',
    company: 'US Navy',
    subject,
    body: 'Hi Grace,<br>Coffee?',
    messageType: 'Connection Request',
    tone: 'Professional',
    source: 'manual',
    ...extra,
  });
const edited = (draftId: string, userId: string, subject: string, body: string) =>
  recorded('DraftEdited', { draftId, userId, subject, body });
const deleted = (draftId: string, userId: string) => recorded('DraftDeleted', { draftId, userId });
const sent = (draftId: string, userId: string) => recorded('DraftSent', { draftId, userId, messageId: 'm1' });

describe('drafts list projector', () => {
  it('keeps one row per draft with its owner, contact and content, keyed for pushes by owner', async () => {
    const schema = await freshSchema();
    const first = saved('d1', 'ada', 'Hello', { messageType: 'Follow-Up', tone: 'Casual', source: 'ai' });
    const { keys } = await apply(schema, [first, saved('d2', 'bob', 'Other')]);

    expect(keys).toEqual(['ada', 'bob']);
    expect(await rows(schema)).toEqual([
      {
        draft_id: 'd1',
        user_id: 'ada',
        contact_id: 'contact-of-ada',
        contact_email: 'grace@navy.example',
        contact_name: 'Grace Hopper',
        company: 'US Navy',
        subject: 'Hello',
        body: 'Hi Grace,<br>Coffee?',
        message_type: 'Follow-Up',
        tone: 'Casual',
        source: 'ai',
        created_at: first.metadata.recordedAt,
        updated_at: first.metadata.recordedAt,
        position: first.position,
      },
      expect.objectContaining({ draft_id: 'd2', user_id: 'bob', subject: 'Other' }),
    ]);
  });

  it('applies an edit’s subject and body and keeps the creation time', async () => {
    const schema = await freshSchema();
    const first = saved('d1', 'ada', 'Hello');
    const change = edited('d1', 'ada', 'Hi again', '<p>New</p>');
    await apply(schema, [first]);
    await apply(schema, [change]);
    expect(await rows(schema)).toEqual([
      expect.objectContaining({
        subject: 'Hi again',
        body: '<p>New</p>',
        created_at: first.metadata.recordedAt,
        updated_at: change.metadata.recordedAt,
        position: change.position,
      }),
    ]);
  });

  it('removes deleted and sent drafts', async () => {
    const schema = await freshSchema();
    await apply(schema, [saved('d1', 'ada', 'A'), saved('d2', 'ada', 'B'), saved('d3', 'ada', 'C')]);
    const { keys } = await apply(schema, [deleted('d1', 'ada'), sent('d3', 'ada')]);
    expect(keys).toEqual(['ada']);
    expect((await rows(schema)).map((row) => row.draft_id)).toEqual(['d2']);
  });

  it('lands the same rows whether a history comes in one batch or one event at a time', async () => {
    const history = [
      saved('d1', 'ada', 'A'),
      edited('d1', 'ada', 'A2', 'body'),
      saved('d2', 'ada', 'B'),
      sent('d1', 'ada'),
      saved('d3', 'bob', 'C'),
      edited('d3', 'bob', 'C2', 'x'),
      deleted('d2', 'ada'),
    ];
    const { batched, single } = await batchedAndSingly(history);
    expect(batched).toEqual(single);
    expect(batched).toEqual([expect.objectContaining({ draft_id: 'd3', subject: 'C2', body: 'x' })]);
  });

  it('never brings a deleted or sent draft back when older events are applied again', async () => {
    const history = [
      saved('d1', 'ada', 'A'),
      edited('d1', 'ada', 'A2', 'body'),
      deleted('d1', 'ada'),
      saved('d2', 'ada', 'B'),
      sent('d2', 'ada'),
    ];
    const { once, after } = await reapplied(history, [history[0], history[1], history[3]]);
    expect(once).toEqual([]);
    expect(after).toEqual([]);
  });
});
