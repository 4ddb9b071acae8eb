import type { JobPosting, JobQuery } from '../directory.port';
import { applyJobQuery, matchesJobQuery } from './job-filters';

const now = new Date('2025-03-10T12:00:00.000Z');
const DAY = 24 * 60 * 60 * 1000;

function posting(overrides: Partial<JobPosting>): JobPosting {
  return {
    job_id: 'lever:1',
    company_name: 'Northwind',
    job_title: 'Senior Software Engineer',
    job_link: null,
    company_url: null,
    location: 'Austin, TX',
    seniority: 'senior',
    department: null,
    description: '',
    posted_at: now.toISOString(),
    source: 'lever',
    ...overrides,
  };
}

const query = (overrides: Partial<JobQuery> = {}): JobQuery => ({
  company_names: [],
  date_posted: 'all',
  limit: 50,
  now,
  ...overrides,
});

describe('job query filters', () => {
  it('needs every asked title word to begin a word of the title, in any case and order', () => {
    const job = posting({ job_title: 'Engineering Manager, Payments' });
    expect(matchesJobQuery(job, query({ job_title: 'payments engineer' }))).toBe(true);
    expect(matchesJobQuery(job, query({ job_title: 'ENGINEERING' }))).toBe(true);
    expect(matchesJobQuery(job, query({ job_title: 'gineer' }))).toBe(false);
    expect(matchesJobQuery(job, query({ job_title: 'payments designer' }))).toBe(false);
    expect(matchesJobQuery(job, query({ job_title: '  ' }))).toBe(true);
  });

  it('matches the location as a case-insensitive substring and the seniority exactly', () => {
    const job = posting({ location: 'Austin, TX; Remote', seniority: null });
    expect(matchesJobQuery(job, query({ location: 'remote' }))).toBe(true);
    expect(matchesJobQuery(job, query({ location: 'Denver' }))).toBe(false);
    expect(matchesJobQuery(job, query({ seniority: 'senior' }))).toBe(false);
    expect(matchesJobQuery(posting({ seniority: 'senior' }), query({ seniority: 'senior' }))).toBe(true);
  });

  it.each([
    ['today', 0.9, true],
    ['today', 1.1, false],
    ['3days', 2.9, true],
    ['3days', 3.1, false],
    ['week', 6.9, true],
    ['week', 7.1, false],
    ['month', 29.9, true],
    ['month', 30.1, false],
    ['all', 400, true],
  ] as const)('date_posted %s keeps a posting %s days old: %s', (date_posted, days, kept) => {
    const job = posting({ posted_at: new Date(now.getTime() - days * DAY).toISOString() });
    expect(matchesJobQuery(job, query({ date_posted }))).toBe(kept);
  });

  it('returns the newest matches first, at most the limit', () => {
    const jobs = [3, 1, 2].map((days) =>
      posting({ job_id: `lever:${days}`, posted_at: new Date(now.getTime() - days * DAY).toISOString() }),
    );
    expect(applyJobQuery(jobs, query({ limit: 2 })).map((job) => job.job_id)).toEqual(['lever:1', 'lever:2']);
  });
});
