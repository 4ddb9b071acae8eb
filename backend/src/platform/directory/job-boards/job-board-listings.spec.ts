import type { JobBoardProvider, JobBoardSetting } from '../../config/config';
import { DirectoryUnavailable, type JobListings, type JobPosting, type JobQuery } from '../directory.port';
import {
  ashbyBoardFixture,
  greenhouseBoardFixture,
  largeGreenhouseBoardFixture,
  leverPostingsFixture,
} from '../testing/job-board-fixtures';
import { startJobBoardDouble, type JobBoardDouble } from '../testing/job-board-double';
import { AshbyJobBoard } from './ashby-job-board';
import { GreenhouseJobBoard } from './greenhouse-job-board';
import type { JobBoard } from './job-board';
import { JobBoardListings, type JobBoardListingsOptions } from './job-board-listings';
import { applyJobQuery } from './job-filters';
import { LeverJobBoard } from './lever-job-board';

const now = new Date('2025-03-10T12:00:00.000Z');
const DAY = 24 * 60 * 60 * 1000;

const boards: JobBoardSetting[] = [
  { company_name: 'Acme Payments', provider: 'greenhouse', token: 'acme' },
  { company_name: 'Northwind', provider: 'lever', token: 'northwind' },
  { company_name: 'Globex', provider: 'ashby', token: 'globex' },
];

/** The embedded listings stand-in: answers from fixed demo postings and keeps the queries it got. */
class RecordingListings implements JobListings {
  readonly queries: JobQuery[] = [];
  constructor(private readonly postings: JobPosting[]) {}
  async searchJobs(query: JobQuery): Promise<JobPosting[]> {
    this.queries.push(query);
    const names = query.company_names.map((name) => name.toLowerCase());
    return applyJobQuery(
      this.postings.filter(
        (posting) => names.length === 0 || names.includes(posting.company_name.toLowerCase()),
      ),
      query,
    );
  }
}

function demoPosting(id: string, company_name: string, job_title: string, daysAgo: number): JobPosting {
  return {
    job_id: `demo:${id}`,
    company_name,
    job_title,
    job_link: `https://jobs.${company_name.toLowerCase()}.example/${id}`,
    company_url: `https://${company_name.toLowerCase()}.example`,
    location: 'Boston, MA',
    seniority: null,
    department: null,
    description: '',
    posted_at: new Date(now.getTime() - daysAgo * DAY).toISOString(),
    source: 'demo',
  };
}

const query = (overrides: Partial<JobQuery> = {}): JobQuery => ({
  company_names: [],
  date_posted: 'all',
  limit: 100,
  now,
  ...overrides,
});

describe('JobBoardListings', () => {
  let double: JobBoardDouble;
  let embedded: RecordingListings;
  const listings = (options: JobBoardListingsOptions = {}, timeoutMs = 2000) => {
    const http = { baseUrl: double.baseUrl, timeoutMs };
    const providers: Record<JobBoardProvider, JobBoard> = {
      greenhouse: new GreenhouseJobBoard(http),
      lever: new LeverJobBoard(http),
      ashby: new AshbyJobBoard(http),
    };
    return new JobBoardListings(boards, providers, embedded, options);
  };

  beforeEach(async () => {
    double = await startJobBoardDouble();
    double.serve('greenhouse', 'acme', { kind: 'board', body: greenhouseBoardFixture(now) });
    double.serve('lever', 'northwind', { kind: 'board', body: leverPostingsFixture(now) });
    double.serve('ashby', 'globex', { kind: 'board', body: ashbyBoardFixture(now) });
    embedded = new RecordingListings([
      demoPosting('1', 'Initech', 'Software Engineer', 1.5),
      demoPosting('2', 'Hooli', 'Senior Software Engineer', 4),
    ]);
  });
  afterEach(() => double.close());

  it('searches the board of a company that has one and the embedded listings for the others', async () => {
    const jobs = await listings().searchJobs(query({ company_names: ['northwind', 'Initech'] }));

    expect(embedded.queries.map((asked) => asked.company_names)).toEqual([['Initech']]);
    expect(double.requests.map((request) => request.path)).toEqual(['/v0/postings/northwind']);
    expect(jobs.map((job) => [job.company_name, job.job_title])).toEqual([
      ['Northwind', 'Staff Product Designer'],
      ['Initech', 'Software Engineer'],
      ['Northwind', 'Junior Support Engineer'],
      ['Northwind', 'Head of Marketing'],
    ]);
  });

  it('leaves the embedded listings alone when every asked company has a board', async () => {
    const jobs = await listings().searchJobs(query({ company_names: ['Globex'] }));
    expect(embedded.queries).toEqual([]);
    expect(jobs.every((job) => job.source === 'ashby')).toBe(true);
  });

  it('searches the embedded listings and every board when no company is named, newest first up to the limit', async () => {
    const jobs = await listings().searchJobs(query({ limit: 5 }));

    expect(embedded.queries).toHaveLength(1);
    expect(double.requests).toHaveLength(3);
    expect(jobs.map((job) => job.job_id)).toEqual([
      'greenhouse:4012345',
      'ashby:0f2c1d3e-1111-4a5b-8c9d-000000000001',
      'lever:5ac21346-8e0c-4494-8e7a-3eb92ff77902',
      'demo:1',
      'greenhouse:4012346',
    ]);
  });

  it('applies the title, location, seniority and date filters to board postings', async () => {
    const search = (overrides: Partial<JobQuery>) =>
      listings()
        .searchJobs(query(overrides))
        .then((jobs) => jobs.map((job) => job.job_title));

    expect(await search({ job_title: 'engineer' })).toEqual([
      'Senior Software Engineer, Payments',
      'Machine Learning Engineer',
      'Software Engineer',
      'Senior Software Engineer',
      'Junior Support Engineer',
      'Director of Engineering',
    ]);
    expect(await search({ location: 'new york' })).toEqual([
      'Machine Learning Engineer',
      'Data Analyst Intern',
      'VP of Sales',
    ]);
    expect(
      await search({ seniority: 'executive', company_names: ['Acme Payments', 'Globex', 'Northwind'] }),
    ).toEqual(['Director of Engineering', 'Head of Marketing', 'VP of Sales']);
    // The window includes its edge: the designer job was posted exactly 24 hours before now.
    expect(await search({ date_posted: 'today' })).toEqual([
      'Senior Software Engineer, Payments',
      'Machine Learning Engineer',
      'Staff Product Designer',
    ]);
    expect(await search({ date_posted: '3days', company_names: ['Acme Payments'] })).toEqual([
      'Senior Software Engineer, Payments',
      'Data Analyst Intern',
    ]);
  });

  it('fails the search, naming the provider and the company, when one asked board fails', async () => {
    double.serve('lever', 'northwind', { kind: 'status', status: 503 });

    const search = listings().searchJobs(query({ company_names: ['Acme Payments', 'Northwind'] }));

    await expect(search).rejects.toThrow(DirectoryUnavailable);
    await expect(search).rejects.toThrow(
      'Lever could not list the jobs of Northwind (HTTP 503); try again later.',
    );
  });

  it('reuses a fetched board until it is stale, and never keeps a failure', async () => {
    let clock = now.getTime();
    const cached = listings({ cacheTtlMs: 60_000, clock: () => clock });
    const acme = query({ company_names: ['Acme Payments'] });

    await cached.searchJobs(acme);
    await cached.searchJobs(query({ company_names: ['Acme Payments'], job_title: 'intern' }));
    expect(double.requests).toHaveLength(1);
    clock += 61_000;
    await cached.searchJobs(acme);
    expect(double.requests).toHaveLength(2);

    double.serve('greenhouse', 'acme', { kind: 'status', status: 500 });
    clock += 61_000;
    await expect(cached.searchJobs(acme)).rejects.toThrow(DirectoryUnavailable);
    double.serve('greenhouse', 'acme', { kind: 'board', body: greenhouseBoardFixture(now) });
    await expect(cached.searchJobs(acme)).resolves.toHaveLength(4);
    expect(double.requests).toHaveLength(4);
  });

  it('reads a board of 5,000 postings within the default size limit and filters it', async () => {
    const big = largeGreenhouseBoardFixture(now, 5_000);
    double.serve('greenhouse', 'acme', { kind: 'board', body: big });

    // About the size limit, not the timeout: a 10 MB answer may take over 2 s on a loaded machine.
    const found = await listings({}, 30_000).searchJobs(
      query({ company_names: ['Acme Payments'], job_title: 'senior data', date_posted: 'week', limit: 200 }),
    );

    expect(JSON.stringify(big).length).toBeGreaterThan(10_000_000);
    const recent = big.jobs.filter((job, i) => i % 10 === 0 && i % 60 <= 6);
    expect(found).toHaveLength(recent.length);
    expect(found.every((job) => job.job_title === 'Senior Data Engineer')).toBe(true);
    expect(found[0].description).toContain('You will design & run data pipelines in Python');
    expect(found[0].description).not.toMatch(/[<>]/);
  });

  it('fetches at most `concurrency` boards at once', async () => {
    let running = 0;
    let most = 0;
    const slowBoard: JobBoard = {
      provider: 'greenhouse',
      postings: async () => {
        running += 1;
        most = Math.max(most, running);
        await new Promise((resolve) => setTimeout(resolve, 20));
        running -= 1;
        return [];
      },
    };
    const many = Array.from({ length: 7 }, (_, index) => ({
      company_name: `Company ${index}`,
      provider: 'greenhouse' as const,
      token: `c${index}`,
    }));
    const providers = { greenhouse: slowBoard, lever: slowBoard, ashby: slowBoard };

    await new JobBoardListings(many, providers, embedded, { concurrency: 2 }).searchJobs(query());

    expect(most).toBe(2);
  });
});
