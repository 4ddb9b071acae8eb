import { companyKey, existingCompanyKey, firstJsonArray, parseCompanyList, toAiCompany } from './ai-company';

const acme = {
  name: 'Acme Analytics',
  url: 'https://acme-analytics.example',
  city: 'Austin',
  state: 'Texas',
  country: 'United States',
  industry: 'Data Analytics',
  about: 'Dashboards for retailers.',
  employee_count: 120,
};

describe('reading a model’s list of companies', () => {
  it('reads a bare JSON array', () => {
    expect(parseCompanyList(JSON.stringify([acme]))).toEqual([{ ...acme, employee_count: '120' }]);
  });

  it('reads an array inside code fences and prose', () => {
    const answer = `Here you go:\n\`\`\`json\n${JSON.stringify([acme], null, 2)}\n\`\`\`\nHope this helps [1].`;
    expect(parseCompanyList(answer)?.map((company) => company.name)).toEqual(['Acme Analytics']);
  });

  it('skips a bracket in prose before the array and brackets inside strings', () => {
    const answer = `[Note] the list: [{"name": "Bracket [Co]", "about": "Makes ] and [ signs"}]`;
    expect(firstJsonArray(answer)).toBe('[{"name": "Bracket [Co]", "about": "Makes ] and [ signs"}]');
    expect(parseCompanyList(answer)?.[0]).toMatchObject({
      name: 'Bracket [Co]',
      about: 'Makes ] and [ signs',
    });
  });

  it('reads lenient keys, adds a missing scheme and drops items without a name', () => {
    expect(
      parseCompanyList(
        JSON.stringify([
          { company_name: 'Beta', website: 'beta.example', description: 'B', employees: '11-50' },
          { url: 'https://nameless.example' },
          'not an object',
        ]),
      ),
    ).toEqual([
      {
        name: 'Beta',
        url: 'https://beta.example',
        city: null,
        state: null,
        country: null,
        industry: null,
        about: 'B',
        employee_count: '11-50',
      },
    ]);
  });

  it('answers null for an answer with no readable list', () => {
    expect(parseCompanyList('I cannot help with that.')).toBeNull();
    expect(parseCompanyList('[{"name": "Cut off", ')).toBeNull();
    expect(parseCompanyList('{"name": "Not a list"}')).toBeNull();
  });

  it('reads an empty list as no companies', () => {
    expect(parseCompanyList('[]')).toEqual([]);
  });

  it('skips citation brackets before the list, as Perplexity writes them', () => {
    const answer = `Based on [1] and [2], here they are:\n${JSON.stringify([acme])}`;
    expect(parseCompanyList(answer)?.map((company) => company.name)).toEqual(['Acme Analytics']);
    expect(parseCompanyList('See [1][2][3].')).toBeNull();
    expect(parseCompanyList('Sources: [1]. Nothing matched: []')).toEqual([]);
  });

  it('reads the list inside a wrapping object or array', () => {
    expect(parseCompanyList(JSON.stringify({ companies: [acme] }))?.map((c) => c.name)).toEqual([
      'Acme Analytics',
    ]);
    expect(parseCompanyList(JSON.stringify([[acme]]))?.map((c) => c.name)).toEqual(['Acme Analytics']);
  });

  it('keeps at most the given number of companies', () => {
    const many = Array.from({ length: 30 }, (_, i) => ({ name: `Company ${i}` }));
    expect(parseCompanyList(JSON.stringify(many), 12)).toHaveLength(12);
  });

  it('reads a hostile answer of unclosed brackets quickly, finding no list', () => {
    // Every '[' opens a candidate scanned to the end: unbounded, that is quadratic in the answer's length.
    const started = process.hrtime.bigint();
    expect(parseCompanyList('['.repeat(200_000))).toBeNull();
    expect(parseCompanyList(`${'[x '.repeat(50_000)}${JSON.stringify([acme])}`)).toBeNull();
    expect(Number(process.hrtime.bigint() - started) / 1e6).toBeLessThan(2_000);
  });
});

describe('telling companies apart', () => {
  it('ignores case, the scheme and a trailing slash', () => {
    expect(companyKey('Acme', 'https://Acme.example/')).toBe(companyKey(' acme ', 'http://acme.example'));
    expect(companyKey('Acme', 'https://acme.example')).not.toBe(
      companyKey('Acme', 'https://acme.example/jobs'),
    );
  });

  it('ignores runs of spaces inside a name', () => {
    expect(companyKey('Acme  Analytics', 'acme.example')).toBe(companyKey('Acme Analytics', 'acme.example'));
    expect(existingCompanyKey('Acme \u00a0Analytics - acme.example')).toBe(
      companyKey('Acme Analytics', 'acme.example'),
    );
  });

  it('reads "name - url" entries, names holding a dash included', () => {
    expect(existingCompanyKey('Acme - https://acme.example/')).toBe(companyKey('Acme', 'acme.example'));
    expect(existingCompanyKey('Smith - Jones - smith-jones.example')).toBe(
      companyKey('Smith - Jones', 'smith-jones.example'),
    );
    expect(existingCompanyKey('Smith - Jones')).toBe(companyKey('Smith - Jones', ''));
  });
});

describe('an AI-search company', () => {
  it('is completed from the directory’s record and says it came from there', () => {
    const company = toAiCompany(
      {
        name: 'Acme Analytics',
        url: '',
        city: null,
        state: null,
        country: null,
        industry: null,
        about: null,
        employee_count: null,
      },
      {
        company_id: 'c1',
        company_name: 'Acme Analytics',
        company_url: 'https://acme-analytics.example',
        domain: 'acme-analytics.example',
        linkedin_url: 'https://www.linkedin.com/company/acme-analytics',
        city: 'Austin',
        state: 'Texas',
        country: 'United States',
        street: '1 Main St',
        postcode: '73301',
        linkedin_followers: 10,
        employee_count_min: 51,
        employee_count_max: 200,
        employee_count_range: '51-200',
        industry_linkedin: 'Data Analytics',
        industry_naics: '518210',
        predicted_industry_naics_2022: '518210',
        about_us: 'Dashboards.',
        sponsors_h1b: false,
        sponsors_j1: false,
      },
    );
    expect(company).toEqual({
      'Company Name': 'Acme Analytics',
      'Company URL': 'https://acme-analytics.example',
      company_name: 'Acme Analytics',
      company_url: 'https://acme-analytics.example',
      city: 'Austin',
      state: 'Texas',
      country: 'United States',
      about_us: 'Dashboards.',
      industry: 'Data Analytics',
      employee_count: '51-200',
      has_details: true,
      needs_details: false,
      match_source: 'directory',
    });
  });

  it('needs details when the model gave no description or place', () => {
    const company = toAiCompany({
      name: 'Zed',
      url: 'https://zed.example',
      city: null,
      state: null,
      country: null,
      industry: null,
      about: 'Z',
      employee_count: null,
    });
    expect(company).toMatchObject({ has_details: false, needs_details: true, match_source: 'ai' });
  });
});
