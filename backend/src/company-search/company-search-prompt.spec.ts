import type { CompanyFacts } from './ai-company';
import { parseCompanyList } from './ai-company';
import {
  COMPANY_SEARCH_PURPOSE,
  COMPANY_SEARCH_TEMPERATURE,
  companySearchRequest,
  composeOfflineCompanySearch,
} from './company-search-prompt';

const facts = (name: string, url = `https://${name.toLowerCase()}.example`): CompanyFacts => ({
  name,
  url,
  city: 'Austin',
  state: 'Texas',
  country: 'United States',
  industry: 'Fintech',
  about: `${name} moves money.`,
  employee_count: '11-50',
});

describe('the company search request', () => {
  it('asks for a JSON list at the spec’s temperature, naming the industry', () => {
    const request = companySearchRequest({ search_term: 'fintech', count: 10, exclude: [], candidates: [] });
    expect(request).toMatchObject({
      purpose: COMPANY_SEARCH_PURPOSE,
      temperature: COMPANY_SEARCH_TEMPERATURE,
    });
    expect(COMPANY_SEARCH_TEMPERATURE).toBe(0.2);
    expect(request.system).toContain('JSON array');
    for (const key of ['name', 'url', 'city', 'state', 'country', 'industry', 'about', 'employee_count']) {
      expect(request.system).toContain(`"${key}"`);
    }
    expect(request.prompt).toContain('fintech');
    expect(request.prompt).not.toContain('Do not list');
  });

  it('lists the companies not to name again', () => {
    const request = companySearchRequest({
      search_term: 'fintech',
      count: 10,
      exclude: ['Alpha - https://alpha.example'],
      candidates: [],
    });
    expect(request.prompt).toContain('- Alpha - https://alpha.example');
  });
});

describe('the offline company search answer', () => {
  it('is the directory’s matches as the JSON list a model is asked for, minus the excluded, at most count', () => {
    const request = companySearchRequest({
      search_term: 'fintech',
      count: 2,
      exclude: ['ALPHA - alpha.example/'],
      candidates: [facts('Alpha'), facts('Beta'), facts('Gamma'), facts('Delta')],
    });
    const answer = composeOfflineCompanySearch(request);
    expect(parseCompanyList(answer)).toEqual([facts('Beta'), facts('Gamma')]);
    expect(composeOfflineCompanySearch(request)).toBe(answer);
  });

  it('answers an empty list when the directory has no match', () => {
    const request = companySearchRequest({ search_term: 'zzz', count: 10, exclude: [], candidates: [] });
    expect(composeOfflineCompanySearch(request)).toBe('[]');
  });
});
