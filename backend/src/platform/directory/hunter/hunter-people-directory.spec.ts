import { DirectoryUnavailable, type PeopleQuery } from '../directory.port';
import { startHunterDouble, type HunterDouble } from '../testing/hunter-double';
import { HunterPeopleDirectory } from './hunter-people-directory';

const API_KEY = 'hunter-secret-key-123';

const query = (overrides: Partial<PeopleQuery> = {}): PeopleQuery => ({
  company_name: 'Acme Payments',
  domain: 'acme-payments.example',
  offset: 0,
  limit: 10,
  ...overrides,
});

async function failureOf(promise: Promise<unknown>): Promise<DirectoryUnavailable> {
  const error = await promise.then(
    () => {
      throw new Error('expected the contact finder to fail');
    },
    (failure: unknown) => failure,
  );
  expect(error).toBeInstanceOf(DirectoryUnavailable);
  expect((error as DirectoryUnavailable).provider).toBe('hunter');
  expect((error as Error).message).not.toContain(API_KEY);
  return error as DirectoryUnavailable;
}

describe('HunterPeopleDirectory against a local domain search', () => {
  let double: HunterDouble;
  const directory = (overrides: { timeoutMs?: number; apiKey?: string } = {}) =>
    new HunterPeopleDirectory({ baseUrl: double.baseUrl, apiKey: API_KEY, timeoutMs: 2000, ...overrides });

  beforeEach(async () => {
    double = await startHunterDouble({ apiKey: API_KEY, domains: ['acme-payments.example'] });
  });
  afterEach(() => double.close());

  it('sends the domain, the key and the page, and maps every address to a person', async () => {
    const page = await directory().findPeople(query({ domain: ' Acme-Payments.example ' }));

    expect(double.requests).toEqual([
      expect.objectContaining({
        method: 'GET',
        path: '/v2/domain-search',
        query: { domain: 'acme-payments.example', api_key: API_KEY, limit: '10', offset: '0' },
      }),
    ]);
    expect(page.total).toBe(4);
    expect(page.people[0]).toEqual({
      first_name: 'Ada',
      last_name: 'Lovelace',
      email: 'ada.lovelace@acme-payments.example',
      job_title: 'Head of Engineering',
      position: 'Head of Engineering',
      seniority: 'executive',
      department: 'it',
      linkedin_url: 'https://www.linkedin.com/in/ada-lovelace-example',
      twitter: 'ada_example',
      phone: '+1 415 555 0100',
      company_name: 'Acme Payments',
      company_url: 'https://acme-payments.example',
      location: null,
      email_type: 'personal',
      confidence: 97,
      verification_status: 'valid',
      verification_date: '2024-05-02',
      sources: ['http://acme-payments.example/team', 'http://acme-payments.example/blog/ledger'],
      profile_text: 'Head of Engineering · it · executive',
    });
  });

  it('turns LinkedIn handles into profile URLs and leaves out values outside the known lists', async () => {
    const { people } = await directory().findPeople(query());
    const [, grace, generic, alan] = people;

    expect(grace).toMatchObject({
      linkedin_url: 'https://www.linkedin.com/in/grace-hopper-example',
      twitter: null,
      phone: null,
      verification_status: null,
      verification_date: null,
      sources: [],
      profile_text: 'Senior Technical Recruiter · hr · senior',
    });
    expect(generic).toMatchObject({
      first_name: '',
      last_name: '',
      job_title: '',
      email_type: 'generic',
      seniority: null,
      department: null,
      linkedin_url: null,
      verification_status: 'accept_all',
      profile_text: '',
    });
    expect(alan).toMatchObject({
      linkedin_url: 'https://www.linkedin.com/in/alan-turing-example',
      seniority: 'junior',
      department: null,
      verification_status: null,
      profile_text: 'Software Engineer · junior',
    });
  });

  it('passes seniority, department, address type and paging on to the search', async () => {
    const page = await directory().findPeople(
      query({ seniority: 'senior', department: 'hr', email_type: 'personal', offset: 0, limit: 500 }),
    );

    expect(double.requests[0].query).toEqual({
      domain: 'acme-payments.example',
      api_key: API_KEY,
      limit: '100',
      offset: '0',
      seniority: 'senior',
      department: 'hr',
      type: 'personal',
    });
    expect(page.people.map((person) => person.email)).toEqual(['grace.hopper@acme-payments.example']);
    expect(page.total).toBe(1);

    const second = await directory().findPeople(query({ offset: 2, limit: 1 }));
    expect(double.requests[1].query).toMatchObject({ offset: '2', limit: '1' });
    expect(second.people.map((person) => person.email)).toEqual(['careers@acme-payments.example']);
    expect(second.total).toBe(4);
  });

  it('does not send an address type the search does not know', async () => {
    await directory().findPeople(query({ email_type: 'unknown' }));
    expect(double.requests[0].query).not.toHaveProperty('type');
  });

  it('answers no people for a domain it has nothing on', async () => {
    await expect(directory().findPeople(query({ domain: 'unknown.example' }))).resolves.toEqual({
      people: [],
      total: 0,
    });
  });

  it("needs the company's domain and asks nothing without it", async () => {
    for (const domain of [undefined, '  ']) {
      const error = await failureOf(directory().findPeople(query({ domain })));
      expect(error.message).toBe("The contact finder needs the company's web domain.");
    }
    expect(double.requests).toEqual([]);
  });

  it.each([
    [401, 'The contact finder refused the API key.'],
    [429, "The contact finder's quota is used up; try again later."],
    [403, 'The contact finder is receiving too many requests; try again in a minute.'],
    [400, 'The contact finder (Hunter) could not search the domain acme-payments.example.'],
    [500, 'The contact finder (Hunter) failed (HTTP 500); try again later.'],
  ])('reports HTTP %s once, as "%s"', async (status, message) => {
    double.behave({ kind: 'status', status });
    const error = await failureOf(directory().findPeople(query()));
    expect(error.message).toBe(message);
    expect(double.requests).toHaveLength(1);
  });

  it('reports a key the service does not know as refused', async () => {
    const error = await failureOf(directory({ apiKey: 'wrong-key' }).findPeople(query()));
    expect(error.message).toBe('The contact finder refused the API key.');
  });

  it('gives up when the search answers after the time limit', async () => {
    double.behave({ kind: 'slow', delayMs: 2000 });
    const started = Date.now();
    const error = await failureOf(directory({ timeoutMs: 200 }).findPeople(query()));
    expect(Date.now() - started).toBeLessThan(1500);
    expect(error.message).toBe('The contact finder (Hunter) did not answer within 0.2 seconds.');
  });

  it('says so when the service cannot be reached', async () => {
    const root = double.baseUrl;
    await double.close();
    double = await startHunterDouble({ apiKey: API_KEY, domains: [] });
    const error = await failureOf(
      new HunterPeopleDirectory({ baseUrl: root, apiKey: API_KEY, timeoutMs: 2000 }).findPeople(query()),
    );
    expect(error.message).toBe('The contact finder (Hunter) could not be reached.');
  });

  it('stops reading an answer that passes the size limit, without the key in the error', async () => {
    let cancelled = false;
    const endless: typeof fetch = async () =>
      new Response(
        new ReadableStream<Uint8Array>({
          pull(controller) {
            controller.enqueue(new TextEncoder().encode(`{"data":{"emails":[${'{},'.repeat(10_000)}`));
          },
          cancel() {
            cancelled = true;
          },
        }),
        { status: 200 },
      );
    const error = await failureOf(
      new HunterPeopleDirectory({
        baseUrl: double.baseUrl,
        apiKey: API_KEY,
        timeoutMs: 5_000,
        maxBytes: 500_000,
        fetch: endless,
      }).findPeople(query()),
    );
    expect(error.message).toBe(
      'The contact finder (Hunter) sent an answer larger than 0.5 MB; it was not read.',
    );
    expect(cancelled).toBe(true);
  });

  it('describes itself as the hunter provider', () => {
    expect(directory().describe()).toEqual({ provider: 'hunter' });
  });
});
