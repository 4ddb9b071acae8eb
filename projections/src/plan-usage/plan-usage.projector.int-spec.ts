import { projectorTestbed } from '../runner/testing/projector-testbed';
import { planUsageDaysTable, planUsageProjector } from './plan-usage.projector';

jest.setTimeout(30_000);

const { recorded, freshSchema, apply, rows, batchedAndSingly, reapplied } = projectorTestbed(
  planUsageProjector,
  planUsageDaysTable,
  { category: 'usage', key: 'userId', year: 2026, schemaVersion: 1 },
);

const contactSearch = (userId: string, at: string) =>
  recorded(
    'ContactSearchPerformed',
    { userId, searchId: `s-${at}`, companies: ['Acme'], result_count: 3, at },
    at,
  );
const companySearch = (userId: string, at: string) =>
  recorded(
    'CompanySearchPerformed',
    { userId, searchId: `c-${at}`, kind: 'industry', search_term: 'fintech', result_count: 5, at },
    at,
  );
const draftSaved = (userId: string, at: string) =>
  recorded('DraftSaved', { userId, draftId: `d-${at}`, contactId: 'c1', subject: 'Hi', body: 'Hello' }, at);
const slotUsed = (userId: string, day: string, messageId: string) =>
  recorded('SendQuotaUsed', { userId, day, messageId }, `${day}T10:00:00.000Z`);
const slotReleased = (userId: string, day: string, messageId: string, at: string) =>
  recorded('SendQuotaReleased', { userId, day, messageId }, at);

const counts = async (schema: string) =>
  (await rows(schema)).map(({ user_id, day, searches, company_lists, drafts, messages_sent }) => ({
    user_id,
    day,
    searches,
    company_lists,
    drafts,
    messages_sent,
  }));

describe('plan usage projector', () => {
  it('counts each user’s searches, company lists, drafts and messages per UTC day, keyed by user', async () => {
    const schema = await freshSchema();
    const { keys } = await apply(schema, [
      contactSearch('ada', '2026-01-05T10:00:00.000Z'),
      companySearch('ada', '2026-01-05T11:00:00.000Z'),
      draftSaved('ada', '2026-01-05T23:59:59.000Z'),
      slotUsed('ada', '2026-01-05', 'm1'),
      draftSaved('ada', '2026-01-06T00:00:00.000Z'),
      contactSearch('bob', '2026-01-05T12:00:00.000Z'),
    ]);
    expect(keys).toEqual(['ada', 'bob']);
    expect(await counts(schema)).toEqual([
      { user_id: 'ada', day: '2026-01-05', searches: 1, company_lists: 1, drafts: 1, messages_sent: 1 },
      { user_id: 'ada', day: '2026-01-06', searches: 0, company_lists: 0, drafts: 1, messages_sent: 0 },
      { user_id: 'bob', day: '2026-01-05', searches: 1, company_lists: 0, drafts: 0, messages_sent: 0 },
    ]);
  });

  it('gives a failed message’s slot back on the day it was taken', async () => {
    const schema = await freshSchema();
    await apply(schema, [slotUsed('ada', '2026-02-01', 'm1'), slotUsed('ada', '2026-02-01', 'm2')]);
    await apply(schema, [slotReleased('ada', '2026-02-01', 'm2', '2026-02-02T01:00:00.000Z')]);
    expect((await counts(schema)).map(({ day, messages_sent }) => ({ day, messages_sent }))).toEqual([
      { day: '2026-02-01', messages_sent: 1 },
    ]);
  });

  it('counts the same whether a history comes in one batch or one event at a time', async () => {
    const history = [
      contactSearch('ada', '2026-03-01T08:00:00.000Z'),
      draftSaved('ada', '2026-03-01T09:00:00.000Z'),
      slotUsed('ada', '2026-03-01', 'm1'),
      slotReleased('ada', '2026-03-01', 'm1', '2026-03-01T10:00:00.000Z'),
    ];
    const { batched, single } = await batchedAndSingly(history);
    expect(batched).toEqual(single);
    expect(batched.map(({ searches, drafts, messages_sent }) => [searches, drafts, messages_sent])).toEqual([
      [1, 1, 0],
    ]);
  });

  it('does not count an event twice when events are applied again', async () => {
    const history = [
      draftSaved('ada', '2026-04-01T08:00:00.000Z'),
      draftSaved('ada', '2026-04-01T09:00:00.000Z'),
    ];
    const { once, after } = await reapplied(history, history.slice(0, 1));
    expect(once.map((row) => row.drafts)).toEqual([2]);
    expect(after).toEqual(once);
  });
});
