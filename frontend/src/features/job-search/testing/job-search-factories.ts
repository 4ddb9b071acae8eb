import type { AiCompany, JobResult, JobSearchResult, SavedJob, SavedSearch } from '../job-search.api';

export function aJob(overrides: Partial<JobResult> = {}): JobResult {
  return {
    job_id: 'job-1',
    company_name: 'Acme Analytics',
    job_title: 'Data Analyst',
    job_link: 'https://jobs.acme-analytics.example/1',
    company_url: 'https://acme-analytics.example',
    location: 'Austin, TX',
    posted_at: '2025-03-01T10:00:00Z',
    source: 'demo',
    score: 7.5,
    matches: { job_title: { score: 0.9, terms: ['data', 'analyst'] } },
    below_threshold: false,
    selected: false,
    ...overrides,
  };
}

/** `count` jobs with falling scores, as the server sorts them. */
export function someJobs(count: number): JobResult[] {
  return Array.from({ length: count }, (_, index) =>
    aJob({
      job_id: `job-${index + 1}`,
      job_title: `Analyst ${index + 1}`,
      job_link: `https://jobs.acme-analytics.example/${index + 1}`,
      score: Math.round((9.9 - index * 0.1) * 10) / 10,
    }),
  );
}

export function aJobSearchResult(overrides: Partial<JobSearchResult> = {}): JobSearchResult {
  const scored_jobs = overrides.scored_jobs ?? [aJob()];
  return {
    scored_jobs,
    total: scored_jobs.length,
    threshold: 5,
    filtered_out: { h1b: 0, j1: 0 },
    demo: false,
    profile_known: true,
    ...overrides,
  };
}

export function aSavedJob(overrides: Partial<SavedJob> = {}): SavedJob {
  return {
    company_name: 'Acme Analytics',
    job_title: 'Data Analyst',
    company_url: 'https://acme-analytics.example',
    saved_at: '2025-03-02T09:00:00Z',
    ...overrides,
  };
}

export function aCompany(name: string, url: string, overrides: Partial<AiCompany> = {}): AiCompany {
  return {
    'Company Name': name,
    'Company URL': url,
    company_name: name,
    company_url: url,
    city: 'Austin',
    state: 'TX',
    country: 'United States',
    about_us: `${name} builds payment tools.`,
    industry: 'Fintech',
    employee_count: '51-200',
    has_details: true,
    needs_details: false,
    match_source: 'directory',
    ...overrides,
  };
}

export function aSavedSearch(overrides: Partial<SavedSearch> = {}): SavedSearch {
  return {
    id: 's1',
    _id: 's1',
    search_term: 'fintech',
    location: null,
    company_size: null,
    created_at: '2025-03-01T08:00:00Z',
    ...overrides,
  };
}
