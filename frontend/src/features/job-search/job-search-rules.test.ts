import { describe, expect, it } from 'vitest';
import { appendNewCompanies, jobKey, splitCompanyNames } from './job-search-rules';
import { aCompany } from './testing/job-search-factories';

describe('job search rules', () => {
  it('splits the company field on commas, trims and drops empties', () => {
    expect(splitCompanyNames(' Acme ,, Globex ,  ')).toEqual(['Acme', 'Globex']);
    expect(splitCompanyNames('   ')).toEqual([]);
  });

  it('keys a job by its lowercased, trimmed title and company', () => {
    expect(jobKey({ job_title: ' Data Analyst ', company_name: 'ACME' })).toBe('data analyst|acme');
    // As the server keys a saved job: runs of spaces count as one.
    expect(jobKey({ job_title: 'Data  Analyst', company_name: 'Acme\u00a0 Co' })).toBe(
      'data analyst|acme co',
    );
  });

  it('appends only companies whose name and URL are new, ignoring case, scheme and trailing slash', () => {
    const shown = [aCompany('Acme', 'https://acme.example')];
    const more = [
      aCompany('ACME', 'http://acme.example/'),
      aCompany('Acme', 'https://acme-labs.example'),
      aCompany('Globex', 'globex.example'),
      aCompany('globex', 'https://globex.example'),
    ];

    expect(appendNewCompanies(shown, more).map((company) => company.company_url)).toEqual([
      'https://acme.example',
      'https://acme-labs.example',
      'globex.example',
    ]);
  });
});
