import { projectorTestbed } from '../runner/testing/projector-testbed';
import {
  companySearchesProjector,
  savedSearchesTable,
  searchHistoryTable,
} from './company-searches.projector';

jest.setTimeout(30_000);

const { recorded, freshSchema, apply, rows, rowsOf, batchedAndSingly, reapplied } = projectorTestbed(
  companySearchesProjector,
  searchHistoryTable,
  { category: 'searchhistory', key: 'userId', year: 2026, schemaVersion: 1 },
);

const performed = (userId: string, searchId: string, extra: Record<string, unknown> = {}) =>
  recorded('CompanySearchPerformed', {
    userId,
    searchId,
    kind: 'category',
    search_term: null,
    categories: ['Fintech', 'Software'],
    company_name: null,
    jobtitle: null,
    location: 'United States',
    state: 'Texas',
    city: null,
    company_size: '51-200',
    result_count: 42,
    at: '2026-01-01T00:00:00.000Z',
    ...extra,
  });
const saved = (userId: string, searchId: string, term: string) =>
  recorded('SearchSaved', { userId, searchId, search_term: term, location: null, company_size: null });

describe('company searches projector', () => {
  it('keeps each search with its owner, conditions and count, keyed for pushes by owner', async () => {
    const schema = await freshSchema();
    const first = performed('ada', 's1');
    const { keys } = await apply(schema, [
      first,
      performed('bob', 's2', { kind: 'industry', search_term: 'ai' }),
    ]);
    expect(keys).toEqual(['ada', 'bob']);
    expect(await rows(schema)).toEqual([
      {
        search_id: 's1',
        user_id: 'ada',
        kind: 'category',
        search_term: null,
        categories: ['Fintech', 'Software'],
        company_name: null,
        jobtitle: null,
        location: 'United States',
        state: 'Texas',
        city: null,
        company_size: '51-200',
        result_count: 42,
        created_at: first.metadata.recordedAt,
        position: first.position,
      },
      expect.objectContaining({ search_id: 's2', user_id: 'bob', kind: 'industry', search_term: 'ai' }),
    ]);
  });

  it('keeps saved searches in their own table', async () => {
    const schema = await freshSchema();
    const save = saved('ada', 'x1', 'fintech');
    await apply(schema, [save, performed('ada', 's1')]);
    expect(await rowsOf(schema, savedSearchesTable)).toEqual([
      {
        search_id: 'x1',
        user_id: 'ada',
        search_term: 'fintech',
        location: null,
        company_size: null,
        created_at: save.metadata.recordedAt,
        position: save.position,
      },
    ]);
  });

  it('lands the same rows whether a history comes in one batch or one event at a time', async () => {
    const history = [
      performed('ada', 's1'),
      saved('ada', 'x1', 'a'),
      performed('ada', 's2'),
      performed('bob', 's3'),
    ];
    const { batched, single } = await batchedAndSingly(history);
    expect(batched).toEqual(single);
    expect(batched.map((row) => row.search_id)).toEqual(['s1', 's2', 's3']);
  });

  it('changes nothing when events are applied again', async () => {
    const history = [performed('ada', 's1'), saved('ada', 'x1', 'a'), performed('ada', 's2')];
    const { once, after } = await reapplied(history, [history[0]]);
    expect(after).toEqual(once);
    expect(once).toHaveLength(2);
  });
});
