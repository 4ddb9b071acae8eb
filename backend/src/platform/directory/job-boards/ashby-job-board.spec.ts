import { ashbyBoardFixture } from '../testing/job-board-fixtures';
import { startJobBoardDouble, type JobBoardDouble } from '../testing/job-board-double';
import { AshbyJobBoard } from './ashby-job-board';

const now = new Date('2025-03-10T12:00:00.000Z');

describe('AshbyJobBoard against a local posting API', () => {
  let double: JobBoardDouble;
  beforeEach(async () => {
    double = await startJobBoardDouble();
    double.serve('ashby', 'globex', { kind: 'board', body: ashbyBoardFixture(now) });
  });
  afterEach(() => double.close());

  it('asks without compensation, maps the listed jobs and leaves the unlisted ones out', async () => {
    const postings = await new AshbyJobBoard({ baseUrl: double.baseUrl, timeoutMs: 2000 }).postings(
      'Globex',
      'globex',
    );

    expect(double.requests).toEqual([
      expect.objectContaining({
        path: '/posting-api/job-board/globex',
        query: { includeCompensation: 'false' },
      }),
    ]);
    expect(postings.map((posting) => posting.job_title)).toEqual([
      'Machine Learning Engineer',
      'Associate Product Manager',
      'VP of Sales',
    ]);
    expect(postings[0]).toEqual({
      job_id: 'ashby:0f2c1d3e-1111-4a5b-8c9d-000000000001',
      company_name: 'Globex',
      job_title: 'Machine Learning Engineer',
      job_link: 'https://jobs.ashby.example/globex/0f2c1d3e-1111-4a5b-8c9d-000000000001',
      company_url: null,
      location: 'Remote; New York, NY',
      seniority: null,
      department: 'Engineering',
      description: 'Train ranking models in Python.',
      posted_at: '2025-03-10T09:00:00.000Z',
      source: 'ashby',
    });
  });

  it('uses the HTML description and the team when the plain text and the department are empty', async () => {
    const postings = await new AshbyJobBoard({ baseUrl: double.baseUrl, timeoutMs: 2000 }).postings(
      'Globex',
      'globex',
    );
    expect(postings[1]).toMatchObject({
      seniority: 'junior',
      department: 'Growth',
      description: 'Run experiments & write specs.',
      posted_at: '2025-03-04T12:00:00.000Z',
    });
    expect(postings[2]).toMatchObject({ seniority: 'executive', posted_at: '2025-02-09T12:00:00.000Z' });
  });
});
