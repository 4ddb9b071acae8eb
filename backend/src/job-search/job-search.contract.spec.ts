import { fetchJobsBody, updateSelectedJobsBody } from './job-search.contract';

const problemsOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[] }[] } }) =>
  result.error?.issues.map((issue) => issue.path.join('.'));

describe('job search request shapes', () => {
  it('reads an empty form as every job of every company, any seniority, any date', () => {
    expect(fetchJobsBody.parse({})).toEqual({
      job_title: undefined,
      location: undefined,
      seniority: undefined,
      date_posted: 'all',
      company_names: [],
    });
    expect(
      fetchJobsBody.parse({ job_title: '  ', location: null, seniority_level: '', date_posted: null }),
    ).toEqual(expect.objectContaining({ job_title: undefined, location: undefined, date_posted: 'all' }));
  });

  it('trims a list of company names, drops empties and repeats, and refuses a comma-separated text', () => {
    expect(
      fetchJobsBody.parse({ company_names: ['Acme', ' ', ' Beta Bank ', 'acme'] }).company_names,
    ).toEqual(['Acme', 'Beta Bank']);
    expect(problemsOf(fetchJobsBody.safeParse({ company_names: 'Acme, Beta Bank' }))).toEqual([
      'company_names',
    ]);
  });

  it('refuses more than 100 company names as sent, repeats counted, naming the field', () => {
    const hundred = Array.from({ length: 100 }, (_, index) => `Company ${index}`);
    expect(fetchJobsBody.parse({ company_names: hundred }).company_names).toEqual(hundred);
    expect(problemsOf(fetchJobsBody.safeParse({ company_names: [...hundred, 'COMPANY 7'] }))).toEqual([
      'company_names',
    ]);
    const many = Array.from({ length: 20_000 }, () => 'Acme');
    expect(problemsOf(fetchJobsBody.safeParse({ company_names: many }))).toEqual(['company_names']);
  });

  it('maps the form’s seniority and date words to the listings’ values', () => {
    expect(fetchJobsBody.parse({ seniority_level: 'Executive', date_posted: '3 Days' })).toEqual(
      expect.objectContaining({ seniority: 'executive', date_posted: '3days' }),
    );
    expect(fetchJobsBody.parse({ seniority_level: 'Any', date_posted: 'Past Month' })).toEqual(
      expect.objectContaining({ seniority: undefined, date_posted: 'month' }),
    );
  });

  it('names the field of an unknown choice, a long text or a bad company list', () => {
    expect(problemsOf(fetchJobsBody.safeParse({ seniority_level: 'Mid' }))).toEqual(['seniority_level']);
    expect(problemsOf(fetchJobsBody.safeParse({ date_posted: 'Yesterday' }))).toEqual(['date_posted']);
    expect(problemsOf(fetchJobsBody.safeParse({ job_title: 'x'.repeat(201) }))).toEqual(['job_title']);
    expect(problemsOf(fetchJobsBody.safeParse({ company_names: 3 }))).toEqual(['company_names']);
    expect(problemsOf(fetchJobsBody.safeParse({ company_names: ['ok', false] }))).toEqual([
      'company_names.1',
    ]);
    expect(fetchJobsBody.safeParse({ job_title: 'x'.repeat(200) }).success).toBe(true);
  });

  it('takes a saved job’s title and company as required, its web address as optional', () => {
    expect(
      updateSelectedJobsBody.parse({ jobs: [{ company_name: ' Acme ', job_title: 'Analyst' }] }),
    ).toEqual({
      jobs: [{ company_name: 'Acme', job_title: 'Analyst', company_url: '' }],
    });
    expect(problemsOf(updateSelectedJobsBody.safeParse({ jobs: [{ company_name: 'Acme' }] }))).toEqual([
      'jobs.0.job_title',
    ]);
    expect(problemsOf(updateSelectedJobsBody.safeParse({ jobs: [] }))).toEqual(['jobs']);
  });
});
