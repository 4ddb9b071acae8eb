import { projectorTestbed } from '../runner/testing/projector-testbed';
import { contactSearchCountsTable, contactSearchUsageProjector } from './contact-search-usage.projector';

jest.setTimeout(30_000);

const { recorded, freshSchema, apply, rows, batchedAndSingly, reapplied } = projectorTestbed(
  contactSearchUsageProjector,
  contactSearchCountsTable,
  { category: 'searchhistory', key: 'userId', year: 2026, schemaVersion: 1 },
);

const searched = (userId: string, at: string) =>
  recorded(
    'ContactSearchPerformed',
    { userId, searchId: `s-${at}`, companies: ['Acme'], result_count: 3, at },
    at,
  );

describe('contact search usage projector', () => {
  it('counts each user’s searches per calendar month, keyed for pushes by user', async () => {
    const schema = await freshSchema();
    const { keys } = await apply(schema, [
      searched('ada', '2026-01-05T10:00:00.000Z'),
      searched('ada', '2026-01-31T23:59:59.000Z'),
      searched('bob', '2026-01-06T10:00:00.000Z'),
    ]);
    expect(keys).toEqual(['ada', 'bob']);
    const latest = searched('ada', '2026-02-01T00:00:00.000Z');
    await apply(schema, [latest]);
    expect(
      (await rows(schema)).map(({ user_id, month, searches }) => ({ user_id, month, searches })),
    ).toEqual([
      { user_id: 'ada', month: '2026-01', searches: 2 },
      { user_id: 'ada', month: '2026-02', searches: 1 },
      { user_id: 'bob', month: '2026-01', searches: 1 },
    ]);
  });

  it('counts the same whether a history comes in one batch or one event at a time', async () => {
    const history = [
      searched('ada', '2026-03-01T08:00:00.000Z'),
      searched('ada', '2026-03-02T08:00:00.000Z'),
      searched('ada', '2026-03-03T08:00:00.000Z'),
    ];
    const { batched, single } = await batchedAndSingly(history);
    expect(batched).toEqual(single);
    expect(batched.map((row) => row.searches)).toEqual([3]);
  });

  it('does not count a search twice when events are applied again', async () => {
    const history = [
      searched('ada', '2026-04-01T08:00:00.000Z'),
      searched('ada', '2026-04-02T08:00:00.000Z'),
    ];
    const { once, after } = await reapplied(history, history.slice(0, 1));
    expect(once.map((row) => row.searches)).toEqual([2]);
    expect(after).toEqual(once);
  });
});
