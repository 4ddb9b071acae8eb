import type { CommandBus } from '@nestjs/cqrs';
import type { PlanLimitsQuery } from '../plan-limits/queries/plan-limits.query';
import type { SearchHistoryQuery } from './queries/search-history.query';
import { commandMetadata } from '../platform/commands/command-metadata';
import { Decide } from '../platform/commands/decide.command';
import type { CompanyDirectory, CompanyQuery, DirectoryCompany } from '../platform/directory/directory.port';
import { EmbeddedLanguageModel } from '../platform/language-model/embedded-language-model';
import { OpenAiLanguageModel } from '../platform/language-model/openai-language-model';
import { OpenAiDouble, startOpenAiDouble } from '../platform/language-model/testing/openai-double';
import { AiCompanySearch } from './ai-company-search.service';
import { RecordCompanySearch } from './commands/record-company-search.command';
import { COMPANY_SEARCH_PURPOSE, composeOfflineCompanySearch } from './company-search-prompt';
import { AiCompanySearchFailed, MoreCompaniesFailed } from './company-search.errors';
import { savedSearchIdFor } from './saved-search-id';

const company = (name: string, industry: string, about: string): DirectoryCompany => {
  const domain = `${name.toLowerCase().replace(/\W+/g, '-')}.example`;
  return {
    company_id: domain,
    company_name: name,
    company_url: `https://${domain}`,
    domain,
    linkedin_url: `https://www.linkedin.com/company/${domain}`,
    city: 'Denver',
    state: 'Colorado',
    country: 'United States',
    street: '1 Main St',
    postcode: '80202',
    linkedin_followers: 100,
    employee_count_min: 11,
    employee_count_max: 50,
    employee_count_range: '11-50',
    industry_linkedin: industry,
    industry_naics: '5415',
    predicted_industry_naics_2022: '5415',
    about_us: about,
    sponsors_h1b: false,
    sponsors_j1: false,
  };
};

/** A small company directory over an array: text search by substring, ranked by how many fields match. */
class ArrayDirectory implements CompanyDirectory {
  constructor(private readonly companies: DirectoryCompany[]) {}

  searchCompanies(query: CompanyQuery) {
    const term = (query.search_term ?? '').toLowerCase();
    const score = (c: DirectoryCompany) =>
      [c.industry_linkedin, c.about_us, c.company_name].filter((text) => text.toLowerCase().includes(term))
        .length;
    const matching = this.companies.filter((c) => score(c) > 0).sort((a, b) => score(b) - score(a));
    return Promise.resolve({
      companies: matching.slice(query.offset, query.offset + query.limit),
      total: matching.length,
    });
  }
  companiesByName(names: string[]) {
    return Promise.resolve(
      names.flatMap((name) =>
        this.companies.filter((c) => c.company_name.toLowerCase() === name.toLowerCase()),
      ),
    );
  }
  categories() {
    return Promise.resolve([...new Set(this.companies.map((c) => c.industry_linkedin))].sort());
  }
  countries() {
    return Promise.resolve(['United States']);
  }
  states() {
    return Promise.resolve(['Colorado']);
  }
  cities() {
    return Promise.resolve(['Denver']);
  }
}

const directory = new ArrayDirectory([
  company('Ledger Lane', 'Fintech', 'Payments for small shops.'),
  company('Coin Harbor', 'Fintech', 'Card issuing for startups.'),
  company('Vault Nine', 'Fintech', 'Treasury software.'),
  company('Green Clinic', 'Healthcare', 'Primary care clinics.'),
]);

const recordingBus = () => {
  const executed: unknown[] = [];
  const bus = {
    execute: (command: unknown) => (executed.push(command), Promise.resolve({ checkpoint: '' })),
  };
  return { bus: bus as unknown as CommandBus, executed };
};

const meta = commandMetadata('ada');

/** Every call within the plan: the limit itself is tested in plan-limits.int-spec.ts. */
const withinLimits = { ensureAllowed: () => Promise.resolve() } as unknown as PlanLimitsQuery;
/** A search history in which the caller made a list of each term in `terms`. */
const historyOf = (...terms: string[]) =>
  ({
    listed: (_userId: string, term: string) => Promise.resolve(terms.includes(term)),
  }) as unknown as SearchHistoryQuery;

describe('AI company search through the OpenAI protocol', () => {
  let double: OpenAiDouble;
  const service = () =>
    new AiCompanySearch(
      new OpenAiLanguageModel({
        apiKey: 'sk-double',
        baseURL: double.baseURL,
        model: 'gpt-double',
        stream: true,
      }),
      directory,
      recordingBus().bus,
      withinLimits,
      historyOf(),
    );

  beforeAll(async () => {
    double = await startOpenAiDouble();
  });
  afterAll(async () => {
    await double.close();
  });

  it('reads a JSON answer and marks the companies the directory knows', async () => {
    double.behave({
      kind: 'answer',
      chunks: [
        '[{"name": "Ledger Lane", "url": "https://ledger-lane.example", "city": null},',
        ' {"name": "Stripe", "url": "stripe.com", "city": "South San Francisco", "state": "California",',
        ' "country": "United States", "industry": "Fintech", "about": "Payments.", "employee_count": 8000}]',
      ],
    });
    const { companies } = await service().search('ada', 'fintech', meta);
    expect(companies).toEqual([
      expect.objectContaining({ company_name: 'Ledger Lane', city: 'Denver', match_source: 'directory' }),
      expect.objectContaining({
        'Company Name': 'Stripe',
        'Company URL': 'https://stripe.com',
        employee_count: '8000',
        has_details: true,
        match_source: 'ai',
      }),
    ]);
    const sent = double.requests[double.requests.length - 1].body;
    expect(sent.temperature).toBe(0.2);
    expect(sent.messages?.[0]).toMatchObject({ role: 'system' });
    expect(sent.messages?.[0].content).toContain('JSON array');
    expect(sent.messages?.[1].content).toContain('fintech');
  });

  it('reads an answer in code fences', async () => {
    double.behave({
      kind: 'answer',
      chunks: ['```json\n[{"name": "Coin Harbor", "url": "https://coin-harbor.example"}]\n```'],
    });
    const { companies } = await service().search('ada', 'fintech', meta);
    expect(companies.map((c) => c.company_name)).toEqual(['Coin Harbor']);
  });

  it('fails the search with the spec’s text when the answer is not a JSON list', async () => {
    double.behave({ kind: 'answer', chunks: ['Sorry, ', 'I cannot list companies.'] });
    await expect(service().search('ada', 'fintech', meta)).rejects.toThrow(AiCompanySearchFailed);
    await expect(service().search('ada', 'fintech', meta)).rejects.toThrow(
      'Failed to perform company search.',
    );
    await expect(service().more('fintech', ['Ledger Lane - https://ledger-lane.example'])).rejects.toThrow(
      MoreCompaniesFailed,
    );
  });

  it('fails the search with the spec’s text when the model runs out of tokens mid-list', async () => {
    double.behave({
      kind: 'answer',
      chunks: ['[{"name": "Ledger Lane", "url": "https://le'],
      finish: 'length',
    });
    await expect(service().search('ada', 'fintech', meta)).rejects.toThrow(AiCompanySearchFailed);
    await expect(service().more('fintech', ['Vault Nine - https://vault-nine.example'])).rejects.toThrow(
      MoreCompaniesFailed,
    );
  });

  it('stops reading an answer far longer than a list of companies, and fails the search', async () => {
    const padding = `{"name": "Padding", "about": "${'x'.repeat(1_000)}"},`;
    double.behave({
      kind: 'answer',
      chunks: ['[', ...Array<string>(100).fill(padding), '{"name": "Last"}]'],
    });
    await expect(service().search('ada', 'fintech', meta)).rejects.toThrow(AiCompanySearchFailed);
  });

  it('answers at most ten companies however many the model lists', async () => {
    double.behave({
      kind: 'answer',
      chunks: [
        JSON.stringify(
          Array.from({ length: 25 }, (_, i) => ({ name: `Firm ${i}`, url: `firm${i}.example` })),
        ),
      ],
    });
    const { companies } = await service().search('ada', 'fintech', meta);
    expect(companies.map((c) => c.company_name)).toEqual(Array.from({ length: 10 }, (_, i) => `Firm ${i}`));
  });

  it('leaves out the existing companies the model names again, and tells it which they are', async () => {
    double.behave({
      kind: 'answer',
      chunks: [
        JSON.stringify([
          { name: 'LEDGER LANE', url: 'http://ledger-lane.example/' },
          { name: 'Vault Nine', url: 'https://vault-nine.example' },
          { name: 'Vault Nine', url: 'https://vault-nine.example/' },
        ]),
      ],
    });
    const { companies } = await service().more('fintech', ['Ledger Lane - https://ledger-lane.example']);
    expect(companies.map((c) => c.company_name)).toEqual(['Vault Nine']);
    const prompt = double.requests[double.requests.length - 1].body.messages?.[1].content;
    expect(prompt).toContain('Ledger Lane - https://ledger-lane.example');
  });
});

describe('AI company search offline', () => {
  const offline = new EmbeddedLanguageModel(new Map([[COMPANY_SEARCH_PURPOSE, composeOfflineCompanySearch]]));

  it('answers from the directory’s best matches and records the search and a saved search', async () => {
    const { bus, executed } = recordingBus();
    const result = await new AiCompanySearch(offline, directory, bus, withinLimits, historyOf()).search(
      'ada',
      'fintech',
      meta,
    );
    expect(result.search_term).toBe('fintech');
    expect(result.companies.map((c) => c.company_name)).toEqual(['Ledger Lane', 'Coin Harbor', 'Vault Nine']);
    expect(result.companies.every((c) => c.match_source === 'directory' && c.has_details)).toBe(true);
    expect(executed).toEqual([expect.any(RecordCompanySearch), expect.any(Decide)]);
    expect((executed[0] as RecordCompanySearch).search).toMatchObject({ kind: 'industry', result_count: 3 });
    expect(executed[1]).toMatchObject({
      command: {
        type: 'SaveSearch',
        data: {
          userId: 'ada',
          searchId: savedSearchIdFor('ada', 'fintech', null, null),
          search_term: 'fintech',
          location: null,
          company_size: null,
        },
      },
    });
  });

  it('gives more of a list the caller made freely, and checks and records more of any other term as a new list', async () => {
    const checked: unknown[] = [];
    const limits = {
      ensureAllowed: (...args: unknown[]) => (checked.push(args), Promise.resolve()),
    } as unknown as PlanLimitsQuery;
    const existing = ['Ledger Lane - https://ledger-lane.example'];

    const { bus, executed } = recordingBus();
    const made = new AiCompanySearch(offline, directory, bus, limits, historyOf('fintech'));
    expect((await made.moreFor('ada', 'fintech', existing, meta)).companies.length).toBeGreaterThan(0);
    expect(checked).toEqual([]);
    expect(executed).toEqual([]);

    const fresh = new AiCompanySearch(offline, directory, bus, limits, historyOf());
    const { companies } = await fresh.moreFor('ada', 'fintech', existing, meta);
    expect(checked).toEqual([['ada', 'company_lists_limit', 1, new Date(meta.now)]]);
    expect(executed).toEqual([expect.any(RecordCompanySearch)]);
    expect((executed[0] as RecordCompanySearch).search).toMatchObject({
      kind: 'industry',
      search_term: 'fintech',
      result_count: companies.length,
    });
  });

  it('generates more without the existing ones', async () => {
    const { companies } = await new AiCompanySearch(
      offline,
      directory,
      recordingBus().bus,
      withinLimits,
      historyOf(),
    ).more('fintech', ['Ledger Lane - https://ledger-lane.example', 'Vault Nine - vault-nine.example']);
    expect(companies.map((c) => c.company_name)).toEqual(['Coin Harbor']);
  });
});
