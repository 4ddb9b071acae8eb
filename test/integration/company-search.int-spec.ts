import { subscriptionStreamId } from '@outreach/backend/billing/subscription.events';
import {
  COMPANY_DIRECTORY,
  JOB_LISTINGS,
  type CompanyDirectory,
  type JobListings,
} from '@outreach/backend/platform/directory/directory.port';
import {
  OpenAiDouble,
  startOpenAiDouble,
} from '@outreach/backend/platform/language-model/testing/openai-double';
import type { Response } from 'supertest';
import { InProcessApp, startInProcessApp } from './testing/in-process-app';

jest.setTimeout(120_000);

interface Problem {
  loc: (string | number)[];
  msg: string;
}
interface AiCompanyBody {
  company_name: string;
  company_url: string;
  state: string | null;
  city: string | null;
  match_source: string;
}

const problems = (body: { detail: Problem[] }) => body.detail.map((p) => `${p.loc.join('.')}: ${p.msg}`);
const keyOf = (c: { company_name: string; company_url: string }) =>
  `${c.company_name.toLowerCase()}|${c.company_url
    .toLowerCase()
    .replace(/^https?:\/\//, '')
    .replace(/\/+$/, '')}`;

/**
 * Sends requests until one is refused with 429; `allowed` counts the ones let through before it, less the tokens
 * refilled meanwhile (one per 6 s), so a slow machine does not make the count flaky.
 */
async function untilLimited(send: () => Promise<Response>): Promise<{ allowed: number; limited: Response }> {
  const started = Date.now();
  for (let sent = 0; sent < 30; sent++) {
    const response = await send();
    if (response.status === 429) {
      const refilled = Math.floor((Date.now() - started) / 6_000);
      return { allowed: Math.max(0, sent - refilled), limited: response };
    }
    expect(response.status).toBe(200);
  }
  throw new Error('never limited');
}

/** Company search in one process over the demo directory and the offline language model. */
describe('company search', () => {
  let t: InProcessApp;
  const tokens: Record<string, string> = {};
  const as = (name: string) => ({
    get: (path: string) => t.api().get(path).set('Authorization', `Bearer ${tokens[name]}`),
    post: (path: string) => t.api().post(path).set('Authorization', `Bearer ${tokens[name]}`),
  });
  const projected = async () => t.projected('company-searches', await t.newestPosition());
  let category: string;

  beforeAll(async () => {
    // The test plays the clients' proxy on loopback, naming each client in X-Forwarded-For.
    t = await startInProcessApp({ DIRECTORY_PRELOAD: 'true', TRUST_PROXY: 'loopback' });
    for (const name of ['ada', 'bob', 'cy']) {
      const { userId, token } = await t.register(`${name}@example.com`);
      tokens[name] = token;
      // On Growth: these tests run more company searches than Starter's 3 company lists (plan-limits.int-spec.ts).
      await t.store.append(
        subscriptionStreamId(userId),
        [
          {
            type: 'SubscriptionStarted',
            data: {
              userId,
              idempotencyKey: null,
              gatewaySubscriptionId: `sub-${name}`,
              plan: 'Basic',
              cycle: 'monthly',
              priceCents: 500,
              billingPeriodStart: new Date().toISOString().slice(0, 10),
              nextBillingDate: new Date(Date.now() + 28 * 86_400_000).toISOString().slice(0, 10),
              paymentMethod: null,
            },
            metadata: { actorUserId: userId },
          },
        ],
        { expected: 'any' },
      );
    }
    const head = await t.newestPosition();
    await Promise.all(
      (['users-list', 'subscriptions'] as const).map((projection) => t.projected(projection, head)),
    );
    const { body } = await as('ada').get('/snowflake/categories');
    category =
      body.categories.find((c: { name: string }) => /software/i.test(c.name))?.name ??
      body.categories[0].name;
  });

  afterAll(async () => {
    await t?.close();
  });

  it('refuses anonymous callers on every signed-in call', async () => {
    const calls = [
      t.api().get('/snowflake/categories'),
      t.api().get('/snowflake/countries'),
      t.api().get('/snowflake/states/United States'),
      t.api().get('/snowflake/cities/United States/Texas'),
      t.api().get('/snowflake/user-states/United States'),
      t.api().get('/snowflake/user-cities/United States/Texas'),
      t
        .api()
        .post('/snowflake/search_companies')
        .send({ categories: ['Software'] }),
      t.api().get('/snowflake/search-history'),
      t.api().post('/perplexity/search').send({ search_term: 'software' }),
      t
        .api()
        .post('/perplexity/generate-more')
        .send({ search_term: 'software', existing_companies: ['A - a.example'] }),
      t.api().post('/perplexity/snowflake-match').send({ search_term: 'software' }),
      t
        .api()
        .post('/perplexity/companies/details')
        .send({ company_names: ['A'] }),
      t.api().get('/perplexity/saved-searches'),
      t.api().post('/perplexity/saved-searches').send({ search_term: 'software' }),
    ];
    for (const call of calls) expect((await call).status).toBe(401);
  });

  describe('pickers', () => {
    it('lists categories containing the search text, at most limit, alphabetically', async () => {
      const all = await as('ada').get('/snowflake/categories');
      expect(all.status).toBe(200);
      expect(all.body.categories.length).toBeGreaterThanOrEqual(25);
      expect(all.body.categories.length).toBeLessThanOrEqual(50);
      const some = await as('ada').get('/snowflake/categories').query({ search: 'an', limit: 3 });
      expect(some.body.categories.length).toBeLessThanOrEqual(3);
      for (const { name } of some.body.categories) expect(name.toLowerCase()).toContain('an');
      const names = some.body.categories.map((c: { name: string }) => c.name);
      expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    });

    it('refuses a limit outside 1 to 50, naming it', async () => {
      for (const limit of [0, 51, 'many']) {
        const response = await as('ada').get('/snowflake/categories').query({ limit });
        expect(response.status).toBe(400);
        expect(response.body.detail[0].loc).toEqual(['limit']);
      }
    });

    it('lists countries, states and cities, in both spellings', async () => {
      const countries = (await as('ada').get('/snowflake/countries')).body.countries;
      expect(countries).toEqual(expect.arrayContaining(['United States', 'Canada']));
      const states = (await as('ada').get('/snowflake/states/United States')).body.states;
      expect(states).toEqual(expect.arrayContaining(['Texas', 'California']));
      const cities = (await as('ada').get('/snowflake/cities/United States/Texas')).body.cities;
      expect(cities.length).toBeGreaterThan(0);
      expect((await as('ada').get('/snowflake/user-states/United States')).body.states).toEqual(
        states.map((state_name: string) => ({ state_name })),
      );
      expect((await as('ada').get('/snowflake/user-cities/United States/Texas')).body.cities).toEqual(
        cities.map((city_name: string) => ({ city_name })),
      );
    });
  });

  describe('POST /snowflake/search_companies', () => {
    const search = (body: Record<string, unknown>, name = 'cy') =>
      as(name).post('/snowflake/search_companies').send(body);

    it('finds companies of a category in a state, paged, without ids or sponsor flags, labelled demo', async () => {
      const first = await search({ categories: [category], state: 'California', limit: 5 });
      expect(first.status).toBe(200);
      expect(first.body).toMatchObject({ offset: 0, limit: 5, demo: true });
      expect(first.body.total).toBeGreaterThan(5);
      expect(first.body.companies).toHaveLength(5);
      for (const company of first.body.companies) {
        expect(company).toMatchObject({
          industry_linkedin: category,
          state: 'California',
          country: 'United States',
        });
        expect(company).not.toHaveProperty('company_id');
        expect(company).not.toHaveProperty('sponsors_h1b');
        expect(company).not.toHaveProperty('sponsors_j1');
        expect(company).toHaveProperty('employee_count_range');
        expect(company).toHaveProperty('about_us');
      }
      const second = await search({ categories: [category], state: 'California', limit: 5, offset: 5 });
      expect(second.body.total).toBe(first.body.total);
      const firstNames = first.body.companies.map((c: { company_name: string }) => c.company_name);
      for (const company of second.body.companies) expect(firstNames).not.toContain(company.company_name);
    });

    it('filters by city and company size', async () => {
      const city = (await as('ada').get('/snowflake/cities/United States/Texas')).body.cities[0];
      const { body } = await search({ categories: [category], state: 'Texas', city, limit: 50 });
      for (const company of body.companies) expect(company).toMatchObject({ state: 'Texas', city });
      const sized = await search({ categories: [category], company_size: '11-50', limit: 50 });
      expect(sized.body.companies.length).toBeGreaterThan(0);
      for (const company of sized.body.companies) expect(company.employee_count_range).toBe('11-50');
    });

    it('finds companies by part of their name', async () => {
      const { body: some } = await search({ categories: [category], limit: 1 });
      const part = some.companies[0].company_name.split(' ')[0];
      const { body } = await search({ company_name: part.toLowerCase(), mode: 'company', limit: 50 });
      expect(body.total).toBeGreaterThan(0);
      for (const company of body.companies)
        expect(company.company_name.toLowerCase()).toContain(part.toLowerCase());
    });

    it('finds companies with open jobs whose title matches', async () => {
      const { body } = await search({ jobtitle: 'Engineer', mode: 'company', limit: 10 });
      expect(body.total).toBeGreaterThan(0);
      const jobs = t.app.get<JobListings>(JOB_LISTINGS);
      for (const company of body.companies.slice(0, 3)) {
        const postings = await jobs.searchJobs({
          company_names: [company.company_name],
          job_title: 'Engineer',
          date_posted: 'all',
          limit: 5,
          now: new Date(),
        });
        expect(postings.length).toBeGreaterThan(0);
      }
    });

    it('refuses a city without a state, naming city', async () => {
      const response = await search({ categories: [category], city: 'Austin' });
      expect(response.status).toBe(400);
      expect(problems(response.body)).toEqual(['city: Choose a state before a city.']);
    });

    it('refuses a search with nothing to search by, in the words of the mode', async () => {
      const company = await search({ mode: 'company', company_name: '  ', jobtitle: '' });
      expect(company.status).toBe(400);
      expect(problems(company.body)).toEqual([
        'categories: Please provide either a company name or job title.',
      ]);
      const categoryMode = await search({ mode: 'category', categories: [] });
      expect(problems(categoryMode.body)).toEqual(['categories: Please select at least one category.']);
      expect(problems((await search({})).body)).toEqual(['categories: Please select at least one category.']);
    });

    it('refuses bad paging and sizes, naming the field', async () => {
      for (const [body, field] of [
        [{ categories: [category], limit: 0 }, 'limit'],
        [{ categories: [category], limit: 51 }, 'limit'],
        [{ categories: [category], offset: -1 }, 'offset'],
        [{ categories: [category], company_size: 'huge' }, 'company_size'],
        [{ categories: 'Software' }, 'categories'],
      ] as const) {
        const response = await search(body);
        expect(response.status).toBe(400);
        expect(response.body.detail.map((p: Problem) => p.loc[0])).toContain(field);
      }
    });
  });

  describe('search history', () => {
    it('keeps the newest 10 searches of the caller, newest first, and only first pages', async () => {
      for (let i = 1; i <= 12; i++) {
        const response = await as('ada')
          .post('/snowflake/search_companies')
          .send({ categories: [category], company_name: `zz-none-${i}`, limit: 1 });
        expect(response.status).toBe(200);
      }
      await as('ada')
        .post('/snowflake/search_companies')
        .send({ categories: [category], offset: 10 });
      await projected();
      const { body } = await as('ada').get('/snowflake/search-history');
      expect(body.searches).toHaveLength(10);
      expect(body.searches.map((s: { company_name: string }) => s.company_name)).toEqual(
        Array.from({ length: 10 }, (_, i) => `zz-none-${12 - i}`),
      );
      expect(body.searches[0]).toEqual({
        id: expect.any(String),
        kind: 'category',
        search_term: null,
        categories: [category],
        company_name: 'zz-none-12',
        jobtitle: null,
        location: 'United States',
        state: null,
        city: null,
        company_size: null,
        result_count: 0,
        created_at: expect.any(String),
      });
    });

    it('never shows one user another’s searches', async () => {
      await projected();
      const { body } = await as('bob').get('/snowflake/search-history');
      expect(body.searches).toEqual([]);
    });
  });

  describe('AI (industry) search, offline', () => {
    let found: AiCompanyBody[];

    it('answers companies from the directory and records the search and a saved search', async () => {
      const response = await as('bob').post('/perplexity/search').send({ search_term: '  software  ' });
      expect(response.status).toBe(200);
      expect(response.body.search_term).toBe('software');
      found = response.body.companies;
      expect(found.length).toBeGreaterThan(0);
      for (const company of found) {
        expect(company).toMatchObject({
          'Company Name': company.company_name,
          'Company URL': company.company_url,
          match_source: 'directory',
          has_details: true,
          needs_details: false,
        });
        for (const field of ['city', 'state', 'country', 'about_us', 'industry', 'employee_count']) {
          expect(company).toHaveProperty(field);
        }
      }
      await projected();
      const history = (await as('bob').get('/snowflake/search-history')).body.searches;
      expect(history[0]).toMatchObject({
        kind: 'industry',
        search_term: 'software',
        result_count: found.length,
      });
      const saved = (await as('bob').get('/perplexity/saved-searches')).body.saved_searches;
      expect(saved).toEqual([
        expect.objectContaining({ search_term: 'software', location: null, company_size: null }),
      ]);
    });

    it('refuses a blank term with the spec’s text', async () => {
      for (const body of [{ search_term: '   ' }, {}]) {
        const response = await as('bob').post('/perplexity/search').send(body);
        expect(response.status).toBe(400);
        expect(problems(response.body)).toEqual(['search_term: Please provide a company name.']);
      }
    });

    it('generates more companies, none of them among the existing by name and URL', async () => {
      const existing = found.map((c) => `${c.company_name.toUpperCase()} - ${c.company_url}/`);
      const response = await as('bob')
        .post('/perplexity/generate-more')
        .send({ search_term: 'software', existing_companies: existing });
      expect(response.status).toBe(200);
      expect(response.body.companies.length).toBeGreaterThan(0);
      const before = new Set(found.map(keyOf));
      for (const company of response.body.companies) expect(before.has(keyOf(company))).toBe(false);
    });

    it('refuses generate-more without a term or existing companies', async () => {
      for (const body of [
        { search_term: '', existing_companies: ['A - https://a.example'] },
        { search_term: 'software', existing_companies: [] },
        { search_term: 'software' },
      ]) {
        const response = await as('bob').post('/perplexity/generate-more').send(body);
        expect(response.status).toBe(400);
        expect(response.body.detail.map((p: Problem) => p.msg)).toEqual([
          'Search term or initial companies are missing.',
        ]);
      }
    });
  });

  describe('POST /perplexity/snowflake-match', () => {
    const match = (body: Record<string, unknown>) => as('cy').post('/perplexity/snowflake-match').send(body);

    it('ranks directory companies by the term, paged by offset and limit', async () => {
      const first = await match({ search_term: 'software', limit: 5 });
      expect(first.status).toBe(200);
      expect(first.body.companies).toHaveLength(5);
      expect(first.body.total).toBeGreaterThan(5);
      expect(typeof first.body.raw_response).toBe('string');
      for (const company of first.body.companies) expect(company.match_source).toBe('directory');
      const next = await match({ search_term: 'software', limit: 5, offset: 5 });
      expect(next.body.total).toBe(first.body.total);
      const names = new Set(first.body.companies.map((c: AiCompanyBody) => c.company_name));
      for (const company of next.body.companies) expect(names.has(company.company_name)).toBe(false);
    });

    it('answers up to 1000 by default and keeps to the location filter', async () => {
      const all = await match({ search_term: 'software' });
      expect(all.body.companies.length).toBe(Math.min(all.body.total, 1000));
      const inTexas = await match({ search_term: 'software', location_filter: { state: 'Texas' } });
      expect(inTexas.body.companies.length).toBeGreaterThan(0);
      expect(inTexas.body.total).toBeLessThan(all.body.total);
      for (const company of inTexas.body.companies) expect(company.state).toBe('Texas');
      const city = inTexas.body.companies[0].city;
      const inCity = await match({ search_term: 'software', location_filter: { state: 'Texas', city } });
      for (const company of inCity.body.companies) expect(company).toMatchObject({ state: 'Texas', city });
    });

    it('refuses a limit over 1000 and a blank term, naming the field', async () => {
      const tooMany = await match({ search_term: 'software', limit: 1001 });
      expect(tooMany.status).toBe(400);
      expect(problems(tooMany.body)).toEqual(['limit: limit must be at most 1000']);
      const blank = await match({ search_term: ' ' });
      expect(problems(blank.body)).toEqual(['search_term: Please provide a company name.']);
    });
  });

  describe('POST /perplexity/public/snowflake-match', () => {
    it('answers without sign-in, at most 10, then limits each client with a 429 and Retry-After', async () => {
      const publicMatch = (client: string, body: Record<string, unknown>) =>
        t.api().post('/perplexity/public/snowflake-match').set('X-Forwarded-For', client).send(body);
      const first = await publicMatch('203.0.113.7', { search_term: 'software', offset: 0, limit: 50 });
      expect(first.status).toBe(200);
      expect(first.body.companies).toHaveLength(10);
      expect(Object.keys(first.body.companies[0]).sort()).toEqual(
        ['city', 'company_name', 'company_url', 'country', 'description', 'state'].sort(),
      );
      const { allowed, limited } = await untilLimited(() =>
        publicMatch('203.0.113.7', { search_term: 'software', limit: 10 }),
      );
      expect(allowed).toBe(4);
      expect(limited.body.detail).toBe('Please wait before searching again.');
      expect(Number(limited.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(6);
      // Another client is not held back by the first.
      expect(
        (await publicMatch('198.51.100.9', { search_term: 'software', limit: 3 })).body.companies,
      ).toHaveLength(3);
    });

    it('limits one IPv6 /56 as one client, whichever of its addresses a request comes from', async () => {
      const publicMatch = (client: string) =>
        t
          .api()
          .post('/perplexity/public/snowflake-match')
          .set('X-Forwarded-For', client)
          .send({ search_term: 'software', limit: 1 });
      let i = 0;
      // Each request from another address of the same /56: a fresh bucket per address would never say 429.
      const { allowed, limited } = await untilLimited(() => publicMatch(`2001:db8:77:${++i}::${i}`));
      expect(allowed).toBe(5);
      expect(limited.body.detail).toBe('Please wait before searching again.');
      expect((await publicMatch('2001:db8:78::1')).status).toBe(200);
    });

    it('answers odd but valid terms and refuses bad fields with 400 naming them, never 500', async () => {
      let client = 0;
      const publicMatch = (body: unknown) =>
        t
          .api()
          .post('/perplexity/public/snowflake-match')
          .set('X-Forwarded-For', `198.18.7.${++client}`)
          .send(body as object);
      for (const search_term of [
        'ソフトウェア 開発',
        '!!!',
        'a',
        "o'reilly & (sons) | !x",
        '%_\\',
        '😀 data',
      ]) {
        const response = await publicMatch({ search_term, offset: 0, limit: 10 });
        expect(response.status).toBe(200);
        expect(response.body.companies.length).toBeLessThanOrEqual(10);
      }
      for (const [body, field] of [
        [{ search_term: 'x'.repeat(201) }, 'search_term'],
        [{ search_term: 'line\nbreak' }, 'search_term'],
        [{ search_term: ['software'] }, 'search_term'],
        [{ search_term: 'software', limit: 0 }, 'limit'],
        [{ search_term: 'software', limit: 1e12 }, 'limit'],
        [{ search_term: 'software', limit: 2.5 }, 'limit'],
        [{ search_term: 'software', offset: -1 }, 'offset'],
        [{ search_term: 'software', offset: 1001 }, 'offset'],
        [{ search_term: 'software', company_name: { $ne: 1 } }, 'company_name'],
      ] as const) {
        const response = await publicMatch(body);
        expect(response.status).toBe(400);
        expect(response.body.detail.map((p: Problem) => p.loc[0])).toEqual([field]);
      }
      expect((await publicMatch([{ search_term: 'software' }])).status).toBe(400);
    });

    it('refuses a blank term', async () => {
      const response = await t
        .api()
        .post('/perplexity/public/snowflake-match')
        .set('X-Forwarded-For', '192.0.2.44')
        .send({ search_term: '' });
      expect(response.status).toBe(400);
      expect(problems(response.body)).toEqual(['search_term: Please provide a company name.']);
    });
  });

  describe('POST /perplexity/companies/details', () => {
    it('answers details in the order asked, not_available for a company it does not hold', async () => {
      const { body: page } = await as('cy')
        .post('/perplexity/snowflake-match')
        .send({ search_term: 'software', limit: 2 });
      const [a, b] = page.companies as AiCompanyBody[];
      const response = await as('cy')
        .post('/perplexity/companies/details')
        .send({ company_names: [b.company_name, 'No Such Company Ltd', a.company_name.toLowerCase()] });
      expect(response.status).toBe(200);
      expect(
        response.body.companies.map((c: { company_name: string; detail_status: string }) => [
          c.company_name,
          c.detail_status,
        ]),
      ).toEqual([
        [b.company_name, 'loaded'],
        ['No Such Company Ltd', 'not_available'],
        [a.company_name, 'loaded'],
      ]);
      expect(Object.keys(response.body.companies[0]).sort()).toEqual(
        [
          'about_us',
          'city',
          'company_name',
          'company_url',
          'country',
          'detail_status',
          'employee_count',
          'industry',
          'linkedin_url',
          'state',
        ].sort(),
      );
      const directory = t.app.get<CompanyDirectory>(COMPANY_DIRECTORY);
      const [record] = await directory.companiesByName([b.company_name]);
      expect(response.body.companies[0]).toMatchObject({
        company_url: record.company_url,
        about_us: record.about_us,
        linkedin_url: record.linkedin_url,
        industry: record.industry_linkedin,
      });
    });

    it('reads a company outside the location filter as not available', async () => {
      const { body: page } = await as('cy')
        .post('/perplexity/snowflake-match')
        .send({ search_term: 'software', limit: 1, location_filter: { state: 'Texas' } });
      const name = page.companies[0].company_name;
      const elsewhere = await as('cy')
        .post('/perplexity/companies/details')
        .send({ company_names: [name], location_filter: { state: 'Vermont' } });
      expect(elsewhere.body.companies[0].detail_status).toBe('not_available');
      const there = await as('cy')
        .post('/perplexity/companies/details')
        .send({ company_names: [name], location_filter: { state: 'Texas' } });
      expect(there.body.companies[0].detail_status).toBe('loaded');
    });

    it('refuses no names or more than 50, naming company_names', async () => {
      for (const company_names of [[], Array.from({ length: 51 }, (_, i) => `C${i}`), 'Acme']) {
        const response = await as('cy').post('/perplexity/companies/details').send({ company_names });
        expect(response.status).toBe(400);
        expect(response.body.detail[0].loc).toEqual(['company_names']);
      }
    });
  });

  describe('saved searches', () => {
    it('saves a search once, answering the same entry when it is saved again', async () => {
      const first = await as('cy')
        .post('/perplexity/saved-searches')
        .send({ search_term: 'Data Analytics', location: 'Texas', company_size: '51-200' });
      expect(first.status).toBe(201);
      expect(first.body.saved_search).toEqual({
        id: expect.any(String),
        _id: first.body.saved_search.id,
        search_term: 'Data Analytics',
        location: 'Texas',
        company_size: '51-200',
        created_at: expect.any(String),
      });
      const again = await as('cy')
        .post('/perplexity/saved-searches')
        .send({ search_term: ' data analytics ', location: 'Texas', company_size: '51-200' });
      expect(again.status).toBe(201);
      expect(again.body.saved_search).toEqual(first.body.saved_search);
      const other = await as('cy').post('/perplexity/saved-searches').send({ search_term: 'Fintech' });
      expect(other.body.saved_search).toMatchObject({ location: null, company_size: null });
      await projected();
      const { body } = await as('cy').get('/perplexity/saved-searches');
      expect(body.saved_searches.map((s: { search_term: string }) => s.search_term)).toEqual([
        'Fintech',
        'Data Analytics',
      ]);
      expect(body.saved_searches[1]).toEqual(first.body.saved_search);
    });

    it('never shows one user another’s saved searches', async () => {
      await projected();
      const { body } = await as('ada').get('/perplexity/saved-searches');
      expect(body.saved_searches).toEqual([]);
    });

    it('refuses a blank term and an unknown size, naming the field', async () => {
      const blank = await as('cy').post('/perplexity/saved-searches').send({ search_term: '' });
      expect(blank.status).toBe(400);
      expect(problems(blank.body)).toEqual(['search_term: search_term is required']);
      const size = await as('cy')
        .post('/perplexity/saved-searches')
        .send({ search_term: 'x', company_size: 'big' });
      expect(size.status).toBe(400);
      expect(size.body.detail[0].loc).toEqual(['company_size']);
    });
  });
});

/** The AI search through an OpenAI-compatible server: what it answers and what an unreadable answer gives. */
describe('company search with a configured language model', () => {
  let t: InProcessApp;
  let double: OpenAiDouble;
  let token: string;
  const post = (path: string, body: Record<string, unknown>) =>
    t.api().post(path).set('Authorization', `Bearer ${token}`).send(body);

  beforeAll(async () => {
    double = await startOpenAiDouble();
    t = await startInProcessApp({
      OPENAI_API_KEY: 'sk-double',
      OPENAI_BASE_URL: double.baseURL,
      OPENAI_MODEL: 'gpt-double',
    });
    ({ token } = await t.register('ada@example.com'));
  });

  afterAll(async () => {
    await t?.close();
    await double?.close();
  });

  it('answers the companies the model lists in code fences', async () => {
    double.behave({
      kind: 'answer',
      chunks: [
        '```json\n[{"name": "Imaginary Robotics", "url": "imaginary-robotics.example", "city": "Boston",',
        ' "state": "Massachusetts", "about": "Robots."}]\n```',
      ],
    });
    const response = await post('/perplexity/search', { search_term: 'robotics' });
    expect(response.status).toBe(200);
    expect(response.body.companies).toEqual([
      expect.objectContaining({
        company_name: 'Imaginary Robotics',
        company_url: 'https://imaginary-robotics.example',
        match_source: 'ai',
        has_details: true,
      }),
    ]);
    expect(double.requests[double.requests.length - 1].body.temperature).toBe(0.2);
  });

  it('answers 502 with the spec’s texts when the model’s answer is not a JSON list', async () => {
    double.behave({ kind: 'answer', chunks: ['Here are some companies: Acme, Globex.'] });
    const search = await post('/perplexity/search', { search_term: 'robotics' });
    expect(search.status).toBe(502);
    expect(search.body.detail).toBe('Failed to perform company search.');
    const more = await post('/perplexity/generate-more', {
      search_term: 'robotics',
      existing_companies: ['Imaginary Robotics - https://imaginary-robotics.example'],
    });
    expect(more.status).toBe(502);
    expect(more.body.detail).toBe('Failed to generate more companies.');
  });
});
