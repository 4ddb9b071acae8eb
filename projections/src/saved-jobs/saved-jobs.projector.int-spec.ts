import { projectorTestbed } from '../runner/testing/projector-testbed';
import { savedJobsProjector, savedJobsTable } from './saved-jobs.projector';

jest.setTimeout(30_000);

const { recorded, freshSchema, apply, rows, batchedAndSingly, reapplied } = projectorTestbed(
  savedJobsProjector,
  savedJobsTable,
  { category: 'savedjobs', key: 'userId', year: 2026, schemaVersion: 1 },
);

const keyOf = (title: string, company: string) => `${title.toLowerCase()}|${company.toLowerCase()}`;
const saved = (userId: string, title: string, company = 'Acme Analytics', url = 'https://acme.example') =>
  recorded('JobSaved', {
    userId,
    jobKey: keyOf(title, company),
    company_name: company,
    job_title: title,
    company_url: url,
  });
const removed = (userId: string, title: string, company = 'Acme Analytics') =>
  recorded('JobRemoved', { userId, jobKey: keyOf(title, company), company_name: company, job_title: title });

describe('saved jobs projector', () => {
  it('keeps one row per saved job with its owner and save time, keyed for pushes by owner', async () => {
    const schema = await freshSchema();
    const first = saved('ada', 'Data Analyst');
    const { keys } = await apply(schema, [first, saved('bob', 'Data Engineer', 'Beta Bank', '')]);

    expect(keys).toEqual(['ada', 'bob']);
    expect(await rows(schema)).toEqual([
      {
        saved_job_id: 'ada/data analyst|acme analytics',
        user_id: 'ada',
        job_key: 'data analyst|acme analytics',
        company_name: 'Acme Analytics',
        job_title: 'Data Analyst',
        company_url: 'https://acme.example',
        saved_at: first.metadata.recordedAt,
        position: first.position,
      },
      expect.objectContaining({ user_id: 'bob', job_title: 'Data Engineer', company_url: '' }),
    ]);
  });

  it('keeps the same job saved by two users apart', async () => {
    const schema = await freshSchema();
    await apply(schema, [saved('ada', 'Data Analyst'), saved('bob', 'Data Analyst')]);
    await apply(schema, [removed('ada', 'Data Analyst')]);
    expect((await rows(schema)).map((row) => row.user_id)).toEqual(['bob']);
  });

  it('removes a removed job, and a later save brings it back with the new save time', async () => {
    const schema = await freshSchema();
    await apply(schema, [saved('ada', 'Data Analyst'), saved('ada', 'Data Engineer')]);
    const { keys } = await apply(schema, [removed('ada', 'Data Analyst')]);
    expect(keys).toEqual(['ada']);
    expect((await rows(schema)).map((row) => row.job_title)).toEqual(['Data Engineer']);

    const again = saved('ada', 'Data Analyst');
    await apply(schema, [again]);
    expect(await rows(schema)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ job_title: 'Data Analyst', saved_at: again.metadata.recordedAt }),
      ]),
    );
  });

  it('lands the same rows whether a history comes in one batch or one event at a time', async () => {
    const history = [
      saved('ada', 'Data Analyst'),
      saved('ada', 'Data Engineer'),
      removed('ada', 'Data Analyst'),
      saved('bob', 'Nurse', 'Care Clinic'),
      saved('ada', 'Data Analyst'),
      removed('bob', 'Nurse', 'Care Clinic'),
    ];
    const { batched, single } = await batchedAndSingly(history);
    expect(batched).toEqual(single);
    expect(batched.map((row) => [row.user_id, row.job_title]).sort()).toEqual([
      ['ada', 'Data Analyst'],
      ['ada', 'Data Engineer'],
    ]);
  });

  it('never brings a removed job back, nor moves a save time, when older events are applied again', async () => {
    const history = [
      saved('ada', 'Data Analyst'),
      removed('ada', 'Data Analyst'),
      saved('ada', 'Data Engineer'),
    ];
    const { once, after } = await reapplied(history, [history[0], history[2]]);
    expect(once.map((row) => row.job_title)).toEqual(['Data Engineer']);
    expect(after).toEqual(once);
  });
});
