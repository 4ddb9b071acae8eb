import { leverPostingsFixture } from '../testing/job-board-fixtures';
import { startJobBoardDouble, type JobBoardDouble } from '../testing/job-board-double';
import { LeverJobBoard } from './lever-job-board';

const now = new Date('2025-03-10T12:00:00.000Z');

describe('LeverJobBoard against a local postings API', () => {
  let double: JobBoardDouble;
  beforeEach(async () => {
    double = await startJobBoardDouble();
    double.serve('lever', 'northwind', { kind: 'board', body: leverPostingsFixture(now) });
  });
  afterEach(() => double.close());

  it('asks for the postings as JSON and maps the categories, lists and creation time', async () => {
    const postings = await new LeverJobBoard({ baseUrl: double.baseUrl, timeoutMs: 2000 }).postings(
      'Northwind',
      'northwind',
    );

    expect(double.requests).toEqual([
      expect.objectContaining({ path: '/v0/postings/northwind', query: { mode: 'json' } }),
    ]);
    expect(postings[0]).toEqual({
      job_id: 'lever:5ac21346-8e0c-4494-8e7a-3eb92ff77902',
      company_name: 'Northwind',
      job_title: 'Staff Product Designer',
      job_link: 'https://jobs.lever.example/northwind/5ac21346-8e0c-4494-8e7a-3eb92ff77902',
      company_url: null,
      location: 'Austin, TX; Remote',
      seniority: 'senior',
      department: 'Product',
      description:
        "Shape how small businesses get paid.\n\nWhat you'll do\n- Lead design reviews\n- Ship & iterate\n\nWe sponsor visas.",
      posted_at: '2025-03-09T12:00:00.000Z',
      source: 'lever',
    });
  });

  it('falls back to the HTML description and to the team when a posting has no plain text or department', async () => {
    const [, support, head] = await new LeverJobBoard({ baseUrl: double.baseUrl, timeoutMs: 2000 }).postings(
      'Northwind',
      'northwind',
    );
    expect(support).toMatchObject({
      job_title: 'Junior Support Engineer',
      seniority: 'junior',
      department: 'Support',
      location: 'Denver, CO',
      description: 'Help customers debug integrations.',
      posted_at: '2025-03-05T12:00:00.000Z',
    });
    expect(head).toMatchObject({ seniority: 'executive', department: 'Marketing' });
  });
});
