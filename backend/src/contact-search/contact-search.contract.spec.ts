import {
  MAX_COMPANIES_PER_SEARCH,
  MAX_CONTACTS_PER_SEARCH,
  searchContactsBody,
} from './contact-search.contract';

const problems = (body: unknown) => {
  const result = searchContactsBody.safeParse(body);
  return result.success
    ? []
    : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
};

describe('contact search request', () => {
  it('takes 10 contacts per company, the first page of 10, and no search id by default', () => {
    expect(searchContactsBody.parse({ companies: [{ 'Company Name': ' Acme Analytics ' }] })).toEqual({
      companies: [{ 'Company Name': 'Acme Analytics', jobtitle: null, limit: 10, domain: null }],
      offset: 0,
      limit: 10,
      search_id: undefined,
    });
  });

  it('accepts numbers sent as digits and a job title per company', () => {
    expect(
      searchContactsBody.parse({
        companies: [{ 'Company Name': 'Acme', jobtitle: ' Data Engineer ', limit: '3' }],
        offset: '20',
        limit: 50,
        search_id: '8c1c7a5e-0f6b-4b8e-9a57-8c9e9a3f4d11',
      }),
    ).toMatchObject({ companies: [{ jobtitle: 'Data Engineer', limit: 3 }], offset: 20, limit: 50 });
  });

  it('takes a web domain per company, from a bare domain or a web address', () => {
    const parsed = searchContactsBody.parse({
      companies: [
        { 'Company Name': 'Stripe', domain: 'https://www.Stripe.com/jobs' },
        { 'Company Name': 'Ramp', domain: 'ramp.com' },
      ],
    });
    expect(parsed.companies.map((company) => company.domain)).toEqual(['stripe.com', 'ramp.com']);
    expect(problems({ companies: [{ 'Company Name': 'Acme', domain: 'not a domain' }] })).toEqual([
      'companies.0.domain: domain must be a web domain such as acme.com',
    ]);
    expect(problems({ companies: [{ 'Company Name': 'Acme', domain: 42 }] })).toEqual([
      'companies.0.domain: domain must be text',
    ]);
  });

  it('asks for at least one company, whether the list is empty or missing', () => {
    expect(problems({ companies: [] })).toEqual([
      'companies: Please select at least one company before searching.',
    ]);
    expect(problems({})).toEqual(['companies: Please select at least one company before searching.']);
  });

  it('names each company whose contacts per company or name is wrong', () => {
    expect(
      problems({
        companies: [
          { 'Company Name': 'Acme', limit: 0 },
          { 'Company Name': ' ', limit: 51 },
          { 'Company Name': 'Beta', limit: 2.5 },
        ],
      }),
    ).toEqual([
      'companies.0.limit: Contacts per company must be at least 1.',
      'companies.1.Company Name: Company Name is required',
      'companies.1.limit: Contacts per company must be at most 50.',
      'companies.2.limit: Contacts per company must be a whole number.',
    ]);
  });

  it('refuses a page outside 1 to 50, a negative offset and a search id that is not a UUID', () => {
    expect(
      problems({ companies: [{ 'Company Name': 'Acme' }], offset: -1, limit: 0, search_id: 'abc' }),
    ).toEqual([
      'offset: offset must be at least 0',
      'limit: limit must be at least 1',
      'search_id: search_id must be a UUID',
    ]);
    expect(problems({ companies: [{ 'Company Name': 'Acme' }], limit: 51 })).toEqual([
      'limit: limit must be at most 50',
    ]);
  });

  it('bounds one request: at most 200 companies and 5000 contacts in all', () => {
    const companies = (count: number, limit: number) =>
      Array.from({ length: count }, (_, i) => ({ 'Company Name': `Company ${i + 1}`, limit }));
    expect(MAX_COMPANIES_PER_SEARCH).toBe(200);
    expect(MAX_CONTACTS_PER_SEARCH).toBe(5000);
    expect(problems({ companies: companies(200, 25) })).toEqual([]);
    expect(problems({ companies: companies(50, 50) })).toEqual([]);
    expect(problems({ companies: companies(201, 1) })).toEqual([
      'companies: A search may take at most 200 companies.',
    ]);
    expect(problems({ companies: companies(101, 50) })).toEqual([
      'companies: A search may ask for at most 5000 contacts in all; choose fewer companies or fewer contacts per company.',
    ]);
  });

  it('reports only the bad company, not the total, when a contacts per company is wrong', () => {
    expect(problems({ companies: [{ 'Company Name': 'Acme', limit: 'many' }] })).toEqual([
      'companies.0.limit: Contacts per company must be a number.',
    ]);
    expect(problems({ companies: [{ 'Company Name': 'Acme', limit: 1e9 }] })).toEqual([
      'companies.0.limit: Contacts per company must be at most 50.',
    ]);
  });

  it('refuses wrong types with a message naming the field, never a crash', () => {
    expect(problems({ companies: 'Acme' })).toEqual(['companies: companies must be a list of companies']);
    expect(problems({ companies: ['Acme'] })).toEqual([
      'companies.0: each company must be an object with a Company Name',
    ]);
    expect(problems({ companies: [{ 'Company Name': 42 }] })).toEqual([
      'companies.0.Company Name: Company Name is required',
    ]);
    expect(problems({ companies: [{ 'Company Name': 'Acme', jobtitle: ['x'] }] })).toEqual([
      'companies.0.jobtitle: jobtitle must be text',
    ]);
    expect(problems({ companies: [{ 'Company Name': 'Acme' }], offset: 1e308, limit: '1e3' })).toEqual([
      'offset: offset must be a whole number',
      'limit: limit must be at most 50',
    ]);
  });
});
