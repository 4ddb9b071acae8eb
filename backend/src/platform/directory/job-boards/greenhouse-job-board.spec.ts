import { greenhouseBoardFixture } from '../testing/job-board-fixtures';
import { startJobBoardDouble, type JobBoardDouble } from '../testing/job-board-double';
import { GreenhouseJobBoard } from './greenhouse-job-board';

const now = new Date('2025-03-10T12:00:00.000Z');

describe('GreenhouseJobBoard against a local boards API', () => {
  let double: JobBoardDouble;
  beforeEach(async () => {
    double = await startJobBoardDouble();
    double.serve('greenhouse', 'acme', { kind: 'board', body: greenhouseBoardFixture(now) });
  });
  afterEach(() => double.close());

  it('asks for the board with its content and maps every job', async () => {
    const board = new GreenhouseJobBoard({ baseUrl: `${double.baseUrl}/`, timeoutMs: 2000 });

    const postings = await board.postings('Acme Payments', 'acme');

    expect(double.requests).toEqual([
      expect.objectContaining({ method: 'GET', path: '/v1/boards/acme/jobs', query: { content: 'true' } }),
    ]);
    expect(postings.map((posting) => posting.job_title)).toEqual([
      'Senior Software Engineer, Payments',
      'Data Analyst Intern',
      'Director of Engineering',
      'Account Executive',
    ]);
    expect(postings[0]).toEqual({
      job_id: 'greenhouse:4012345',
      company_name: 'Acme Payments',
      job_title: 'Senior Software Engineer, Payments',
      job_link: 'https://boards.greenhouse.example/acme/jobs/4012345',
      company_url: null,
      location: 'San Francisco, CA',
      seniority: 'senior',
      department: 'Engineering',
      description:
        'About the role\n\nBuild the ledger in TypeScript & PostgreSQL.\n\n- Design APIs\n- Own on-call\n\nR&D team',
      posted_at: new Date(now.getTime() - 2 * 60 * 60 * 1000).toISOString(),
      source: 'greenhouse',
    });
  });

  it('dates a job by its first publication, or by its last update when it has none', async () => {
    const postings = await new GreenhouseJobBoard({ baseUrl: double.baseUrl, timeoutMs: 2000 }).postings(
      'Acme Payments',
      'acme',
    );
    expect(postings.map((posting) => [posting.seniority, posting.posted_at])).toEqual([
      ['senior', '2025-03-10T10:00:00.000Z'],
      ['junior', '2025-03-08T12:00:00.000Z'],
      ['executive', '2025-02-28T12:00:00.000Z'],
      [null, '2025-01-24T12:00:00.000Z'],
    ]);
  });
});
