import { describe, expect, it } from 'vitest';
import type { Matches } from './job-search.api';
import { appendNewCompanies, jobKey, matchRows, showingText, splitCompanyNames } from './job-search-rules';
import { aCompany } from './testing/job-search-factories';

describe('job search rules', () => {
  it('splits the company field on commas, trims and drops empties', () => {
    expect(splitCompanyNames(' Acme ,, Globex ,  ')).toEqual(['Acme', 'Globex']);
    expect(splitCompanyNames('   ')).toEqual([]);
  });

  it('keys a job by its lowercased, trimmed title and company', () => {
    expect(jobKey({ job_title: ' Data Analyst ', company_name: 'ACME' })).toBe('data analyst|acme');
  });

  it("says 'Showing x to y of z results' for a page", () => {
    expect(showingText(1, 23)).toBe('Showing 1 to 10 of 23 results');
    expect(showingText(3, 23)).toBe('Showing 21 to 23 of 23 results');
    expect(showingText(1, 0)).toBe('Showing 0 to 0 of 0 results');
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

  it('lists the matched fields best first, named for people, with their percentage and shared words', () => {
    expect(
      matchRows({
        skills: { score: 0.4, terms: ['sql', 'python'] },
        job_title: { score: 0.9, terms: ['data', 'analyst'] },
        job_overlap: { score: 0.555, terms: [] },
        role_skills: { score: 0.4, terms: ['tableau'] },
        // A field a newer server may add.
        ...({ some_new_field: { score: 0.2, terms: ['x'] } } as Matches),
      }),
    ).toEqual([
      { key: 'job_title', label: 'Job title', percent: '90%', terms: ['data', 'analyst'] },
      { key: 'job_overlap', label: 'Past roles', percent: '56%', terms: [] },
      { key: 'skills', label: 'Skills', percent: '40%', terms: ['sql', 'python'] },
      { key: 'role_skills', label: 'Resume', percent: '40%', terms: ['tableau'] },
      { key: 'some_new_field', label: 'Some new field', percent: '20%', terms: ['x'] },
    ]);
    expect(matchRows({})).toEqual([]);
  });
});
