import { loadConfig } from '../config/config';
import { jobListingsFromConfig, peopleDirectoryFromConfig } from './configured-adapters';
import type { JobListings, JobPosting, JobQuery, PeopleDirectory, PeoplePage } from './directory.port';
import { HunterPeopleDirectory } from './hunter/hunter-people-directory';
import { JobBoardListings } from './job-boards/job-board-listings';
import { startHunterDouble, type HunterDouble } from './testing/hunter-double';
import { greenhouseBoardFixture } from './testing/job-board-fixtures';
import { startJobBoardDouble, type JobBoardDouble } from './testing/job-board-double';

const base = { DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/outreach', JWT_SECRET: 'x'.repeat(32) };
const now = new Date('2025-03-10T12:00:00.000Z');

const embeddedPeople: PeopleDirectory = {
  findPeople: async (): Promise<PeoplePage> => ({ people: [], total: 0 }),
  describe: () => ({ provider: 'embedded' }),
};

class EmbeddedJobs implements JobListings {
  readonly queries: JobQuery[] = [];
  async searchJobs(query: JobQuery): Promise<JobPosting[]> {
    this.queries.push(query);
    return [];
  }
}

describe('directory adapters from the configuration', () => {
  let hunter: HunterDouble;
  let boards: JobBoardDouble;
  beforeEach(async () => {
    hunter = await startHunterDouble({ apiKey: 'key-1', domains: ['acme-payments.example'] });
    boards = await startJobBoardDouble();
  });
  afterEach(async () => {
    await hunter.close();
    await boards.close();
  });

  it('keeps the embedded people directory unchanged without HUNTER_API_KEY', () => {
    expect(peopleDirectoryFromConfig(loadConfig(base), embeddedPeople)).toBe(embeddedPeople);
  });

  it('searches people through Hunter at HUNTER_API_URL with HUNTER_API_KEY', async () => {
    const people = peopleDirectoryFromConfig(
      loadConfig({ ...base, HUNTER_API_KEY: 'key-1', HUNTER_API_URL: hunter.baseUrl }),
      embeddedPeople,
    );

    expect(people).toBeInstanceOf(HunterPeopleDirectory);
    expect(people.describe()).toEqual({ provider: 'hunter' });
    const page = await people.findPeople({
      company_name: 'Acme Payments',
      domain: 'acme-payments.example',
      offset: 0,
      limit: 2,
    });
    expect(page.people).toHaveLength(2);
    expect(hunter.requests[0].query).toMatchObject({ api_key: 'key-1', limit: '2' });
  });

  it('keeps the embedded job listings unchanged without JOB_BOARDS', () => {
    const embedded = new EmbeddedJobs();
    expect(jobListingsFromConfig(loadConfig(base), embedded)).toBe(embedded);
  });

  it('puts the configured boards in front of the embedded listings', async () => {
    boards.serve('greenhouse', 'acme', { kind: 'board', body: greenhouseBoardFixture(now) });
    const embedded = new EmbeddedJobs();
    const listings = jobListingsFromConfig(
      loadConfig({
        ...base,
        JOB_BOARDS: 'Acme Payments=greenhouse:acme,Northwind=lever:northwind',
        GREENHOUSE_API_URL: boards.baseUrl,
        LEVER_API_URL: boards.baseUrl,
        DIRECTORY_HTTP_TIMEOUT_SECONDS: '2',
      }),
      embedded,
    );

    expect(listings).toBeInstanceOf(JobBoardListings);
    const jobs = await listings.searchJobs({
      company_names: ['Acme Payments', 'Initech'],
      date_posted: 'all',
      limit: 10,
      now,
    });
    expect(jobs).toHaveLength(4);
    expect(boards.requests.map((request) => request.path)).toEqual(['/v1/boards/acme/jobs']);
    expect(embedded.queries.map((query) => query.company_names)).toEqual([['Initech']]);
  });
});
