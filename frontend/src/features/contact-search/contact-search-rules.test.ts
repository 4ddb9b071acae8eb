import { describe, expect, it } from 'vitest';
import {
  companySearchBody,
  companySearchProblem,
  contactSavePayload,
  contactsPerCompany,
  emptyForm,
  formFromHistory,
  formFromSavedSearch,
  progressLabel,
  saveSearchBody,
  contactSearchCompanies,
  selectionLimitMessage,
} from './contact-search-rules';
import { aContactResult, aHistoryEntry, aSavedSearch } from './testing/contact-search-factories';

describe('contact search rules', () => {
  it('names the missing input of each mode in the spec’s words', () => {
    expect(companySearchProblem('category', emptyForm())).toBe('Please select at least one category.');
    expect(companySearchProblem('company', { ...emptyForm(), companyName: '  ' })).toBe(
      'Please provide either a company name or job title.',
    );
    expect(companySearchProblem('company', { ...emptyForm(), jobTitle: 'Analyst' })).toBeNull();
  });

  it('sends a city only with its state, and place and size only in category mode', () => {
    const form = { ...emptyForm(), categories: ['Fintech'], city: 'Austin', companyName: 'Acme' };
    expect(companySearchBody('category', form, 2)).toEqual({
      mode: 'category',
      categories: ['Fintech'],
      offset: 20,
      limit: 10,
      location: 'United States',
    });
    expect(companySearchBody('company', { ...form, state: 'Texas', companySize: '1-10' }, 0)).toEqual({
      mode: 'company',
      company_name: 'Acme',
      offset: 0,
      limit: 10,
      location: 'United States',
    });
  });

  it('saves a category search under its categories and a company search under its name', () => {
    const form = { ...emptyForm(), categories: ['Fintech', 'Software'], companySize: '11-50' as const };
    expect(saveSearchBody('category', form)).toEqual({
      search_term: 'Fintech, Software',
      location: 'United States',
      company_size: '11-50',
    });
    expect(saveSearchBody('company', { ...form, jobTitle: 'Analyst' })).toEqual({
      search_term: 'Analyst',
      location: 'United States',
    });
    expect(saveSearchBody('company', form)).toBeNull();
  });

  it('loads a saved term of known category names as those categories, whatever their case', () => {
    const known = ['Fintech', 'Software', 'Data & Analytics'];
    expect(
      formFromSavedSearch(
        aSavedSearch({ search_term: 'fintech, Data & Analytics', company_size: '11-50' }),
        known,
      ),
    ).toEqual({
      mode: 'category',
      form: { ...emptyForm(), categories: ['Fintech', 'Data & Analytics'], companySize: '11-50' },
    });
    expect(formFromSavedSearch(aSavedSearch({ search_term: 'Fintech, Initech' }), known)).toEqual({
      mode: 'company',
      form: { ...emptyForm(), companyName: 'Fintech, Initech' },
    });
    expect(formFromSavedSearch(aSavedSearch({ search_term: 'Fintech' }), [])).toEqual({
      mode: 'company',
      form: { ...emptyForm(), companyName: 'Fintech' },
    });
  });

  it('puts a category search from the history back with its place and size', () => {
    expect(formFromHistory(aHistoryEntry())).toEqual({
      mode: 'category',
      form: {
        ...emptyForm(),
        categories: ['Fintech'],
        state: 'Texas',
        city: 'Austin',
        companySize: '51-200',
      },
    });
    expect(
      formFromHistory(aHistoryEntry({ kind: 'industry', search_term: 'robotics', company_size: 'many' })),
    ).toEqual({
      mode: 'company',
      form: { ...emptyForm(), companyName: 'robotics' },
    });
  });

  it('takes whole numbers of at least 1 contacts per company, at most 50', () => {
    expect(contactsPerCompany('10')).toBe(10);
    expect(contactsPerCompany('80')).toBe(50);
    expect(contactsPerCompany('0')).toBeNull();
    expect(contactsPerCompany('2.5')).toBeNull();
    expect(contactsPerCompany('')).toBeNull();
  });

  it('names the plan as the interface does in the selection limit', () => {
    expect(selectionLimitMessage('Free', 25)).toBe('Your Starter plan allows up to 25 companies per search.');
    expect(selectionLimitMessage('Basic', 50)).toBe('Your Growth plan allows up to 50 companies per search.');
    expect(selectionLimitMessage('Legacy', 3)).toBe('Your Legacy plan allows up to 3 companies per search.');
  });

  it("fills the save payload's defaults: unknown e-mail type, no tags, no connection, a null bad date", () => {
    const payload = contactSavePayload(
      aContactResult('Grace', 'Hopper', { email_type: '', verification_date: 'not a date', confidence: 0 }),
    );
    expect(payload).toMatchObject({
      where_met: 'Contact Search',
      email_type: 'unknown',
      tags: [],
      connection_strength: 0,
      verification_date: null,
      similarity_score: 0.85,
    });
  });

  it('labels each phase of the search', () => {
    expect(progressLabel(null)).toBe('Searching contacts');
    expect(progressLabel({ searchId: 's', phase: 'searching', done: 2, total: 5 })).toBe(
      'Searching contacts (2 of 5 companies)',
    );
    expect(progressLabel({ searchId: 's', phase: 'filtering', done: 0, total: 0 })).toBe(
      'Filtering contacts',
    );
    expect(progressLabel({ searchId: 's', phase: 'scoring', done: 4, total: 8 })).toBe(
      'Scoring contacts (4 of 8 contacts)',
    );
  });
});

describe('contact search companies', () => {
  it("sends a company's web domain from its address, so the finder can search a company the directory lacks", () => {
    const companies = contactSearchCompanies([
      { name: 'Stripe', url: 'https://www.stripe.com/jobs', jobTitle: 'Data Engineer', limit: '3' },
      { name: 'Acme', url: null, jobTitle: null, limit: '' },
      { name: 'Odd', url: 'mailto:jobs@odd.example', jobTitle: null, limit: '2' },
    ]);
    expect(companies).toEqual([
      { 'Company Name': 'Stripe', jobtitle: 'Data Engineer', limit: 3, domain: 'stripe.com' },
      { 'Company Name': 'Acme', limit: 10 },
      { 'Company Name': 'Odd', limit: 2 },
    ]);
  });
});
