import { searchContactsBody } from './contact-search.schemas';

const problems = (body: unknown) => {
  const result = searchContactsBody.safeParse(body);
  return result.success
    ? []
    : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
};

describe('contact search request', () => {
  it('takes 10 contacts per company, the first page of 10, and no search id by default', () => {
    expect(searchContactsBody.parse({ companies: [{ 'Company Name': ' Acme Analytics ' }] })).toEqual({
      companies: [{ 'Company Name': 'Acme Analytics', jobtitle: null, limit: 10 }],
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

  it('asks for at least one company, whether the list is empty or missing', () => {
    expect(problems({ companies: [] })).toEqual([
      'companies: Please confirm at least one company before searching.',
    ]);
    expect(problems({})).toEqual(['companies: Please confirm at least one company before searching.']);
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
});
