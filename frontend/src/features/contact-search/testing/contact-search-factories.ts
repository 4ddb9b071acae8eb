import { http, HttpResponse, type JsonBodyType } from 'msw';
import { answerQueries, server } from '../../../testing/msw-server';
import type {
  CompanyResult,
  CompanySearchPage,
  ContactResult,
  ContactSearchPage,
  SearchCompaniesBody,
  SearchContactsBody,
  SavedSearch,
  SearchHistoryEntry,
  SelectedJob,
} from '../contact-search.api';

let sequence = 0;

export function anId(): string {
  sequence += 1;
  return `00000000-0000-4000-8000-${String(sequence).padStart(12, '0')}`;
}

export function aCompany(name: string, overrides: Partial<CompanyResult> = {}): CompanyResult {
  const domain = `${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}.example`;
  return {
    company_name: name,
    company_url: `https://${domain}`,
    domain,
    linkedin_url: `https://www.linkedin.com/company/${domain}`,
    city: 'Austin',
    state: 'Texas',
    country: 'United States',
    street: '1 Main Street',
    postcode: '73301',
    linkedin_followers: 1200,
    employee_count_min: 51,
    employee_count_max: 200,
    employee_count_range: '51-200',
    industry_linkedin: 'Software',
    industry_naics: 'Software Publishers',
    predicted_industry_naics_2022: 'Software Publishers',
    about_us: `${name} builds analytics software.`,
    ...overrides,
  };
}

export function aCompanyPage(companies: CompanyResult[], overrides: Partial<CompanySearchPage> = {}) {
  return { companies, total: companies.length, offset: 0, limit: 10, demo: true, ...overrides };
}

export function aContactResult(
  first: string,
  last: string,
  overrides: Partial<ContactResult> = {},
): ContactResult {
  const email = `${first}.${last}@acme-analytics.example`.toLowerCase();
  return {
    contact_id: anId(),
    saved: false,
    first_name: first,
    last_name: last,
    full_name: `${first} ${last}`,
    email_address: email,
    job_title: 'Engineering Manager',
    position: 'Engineering Manager',
    seniority: 'senior',
    department: 'it',
    company_name: 'Acme Analytics',
    company_url: 'https://acme-analytics.example',
    linkedin_url: `https://www.linkedin.com/in/${first.toLowerCase()}-${last.toLowerCase()}`,
    twitter: null,
    phone: null,
    location: 'Austin, Texas',
    email_type: 'personal',
    confidence: 92,
    verification_status: 'valid',
    verification_date: '2025-03-01',
    sources: ['https://acme-analytics.example/team'],
    total_score: 0.85,
    matches: { job_title: { score: 0.9, terms: ['engineering'] } },
    ...overrides,
  };
}

export function aContactPage(
  contacts: ContactResult[],
  overrides: Partial<ContactSearchPage> = {},
): ContactSearchPage {
  return {
    success: true,
    profile_known: true,
    contacts,
    total: contacts.length,
    offset: 0,
    limit: 10,
    detail: `Found ${contacts.length} contacts at 1 companies.`,
    demo: true,
    ...overrides,
  };
}

export function aHistoryEntry(overrides: Partial<SearchHistoryEntry> = {}): SearchHistoryEntry {
  return {
    id: anId(),
    kind: 'category',
    search_term: null,
    categories: ['Fintech'],
    company_name: null,
    jobtitle: null,
    location: 'United States',
    state: 'Texas',
    city: 'Austin',
    company_size: '51-200',
    result_count: 42,
    created_at: '2025-05-01T10:00:00.000Z',
    ...overrides,
  };
}

export function aSavedSearch(overrides: Partial<SavedSearch> = {}): SavedSearch {
  const id = anId();
  return {
    id,
    _id: id,
    search_term: 'Fintech',
    location: 'United States',
    company_size: null,
    created_at: '2025-05-01T10:00:00.000Z',
    ...overrides,
  };
}

export function aSavedJob(company: string, title: string): SelectedJob {
  return { company_name: company, job_title: title, company_url: '', saved_at: '2025-05-01T10:00:00.000Z' };
}

export const CATEGORY_NAMES = ['Data & Analytics', 'Fintech', 'Healthcare', 'Software'];

interface Lookups {
  planName?: string;
  history?: SearchHistoryEntry[];
  savedSearches?: SavedSearch[];
}

/**
 * What the screen reads on opening: categories (filtered by `search` as the server does), countries, states and
 * cities, the plan, the history and the saved searches. Returns the categories requests' query strings.
 */
export function answerLookups({
  planName = 'Pro',
  history = [],
  savedSearches = [],
}: Lookups = {}): URLSearchParams[] {
  const categoryRequests = answerQueries('/snowflake/categories', (params) => ({
    categories: CATEGORY_NAMES.filter((name) =>
      name.toLowerCase().includes((params.get('search') ?? '').toLowerCase()),
    ).map((name) => ({ name })),
  }));
  server.use(
    http.get('/snowflake/countries', () => HttpResponse.json({ countries: ['Canada', 'United States'] })),
    http.get('/snowflake/user-states/*', () =>
      HttpResponse.json({ states: [{ state_name: 'California' }, { state_name: 'Texas' }] }),
    ),
    http.get('/snowflake/user-cities/*', () =>
      HttpResponse.json({ cities: [{ city_name: 'Austin' }, { city_name: 'Dallas' }] }),
    ),
    http.get('/snowflake/states/*', () => HttpResponse.json({ states: ['Ontario', 'Quebec'] })),
    http.get('/settings/plan', () => HttpResponse.json({ plan_name: planName, searches_used: 0 })),
    http.get('/snowflake/search-history', () => HttpResponse.json({ searches: history })),
    http.get('/perplexity/saved-searches', () => HttpResponse.json({ saved_searches: savedSearches })),
  );
  return categoryRequests;
}

/** POST `path` answers what `respond` makes of each body; the bodies are recorded in arrival order. */
export function answerPosts<Body, T extends JsonBodyType>(path: string, respond: (body: Body) => T): Body[] {
  const bodies: Body[] = [];
  server.use(
    http.post(path, async ({ request }) => {
      const body = (await request.json()) as Body;
      bodies.push(body);
      return HttpResponse.json(respond(body));
    }),
  );
  return bodies;
}

export const answerCompanySearches = (respond: (body: SearchCompaniesBody) => CompanySearchPage) =>
  answerPosts('/snowflake/search_companies', respond);

export const answerContactSearches = (respond: (body: SearchContactsBody) => ContactSearchPage) =>
  answerPosts('/snowflake/search', respond);
