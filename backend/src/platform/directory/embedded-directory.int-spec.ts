import { sql } from 'kysely';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';
import { DEMO_DIRECTORY_VERSION } from './demo/demo-directory.generator';
import { loadDemoDirectory } from './demo/demo-directory.loader';
import { US_REGIONS } from './demo/places';
import { DemoDirectoryStatus } from './demo-directory.status';
import type { DirectoryTables } from './directory.tables';
import { EmbeddedCompanyDirectory } from './embedded-company-directory';
import { EmbeddedJobListings } from './embedded-job-listings';
import { EmbeddedPeopleDirectory } from './embedded-people-directory';

const DAY = 86_400_000;

describe('embedded directory on PostgreSQL', () => {
  let tdb: TestDatabase<DirectoryTables>;
  let status: DemoDirectoryStatus;
  let companies: EmbeddedCompanyDirectory;
  let people: EmbeddedPeopleDirectory;
  let jobs: EmbeddedJobListings;
  let loadedAt: Date;

  const count = async (query: string) => {
    const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM ${sql.raw(query)}`.execute(
      tdb.db,
    );
    return rows[0].n;
  };

  beforeAll(async () => {
    tdb = await createTestDatabase<DirectoryTables>();
    status = new DemoDirectoryStatus(tdb.db, { DIRECTORY_PRELOAD: false });
    companies = new EmbeddedCompanyDirectory(tdb.db, status);
    people = new EmbeddedPeopleDirectory(tdb.db, status);
    jobs = new EmbeddedJobListings(tdb.db, status);
    // The first query loads the directory, as on an app started with DIRECTORY_PRELOAD=false.
    await companies.countries();
    const meta = await tdb.db.selectFrom('directory_meta').selectAll().executeTakeFirstOrThrow();
    loadedAt = meta.loaded_at;
  }, 120_000);

  afterAll(async () => {
    await tdb.drop();
  });

  describe('loading', () => {
    it('loads every row once and records the version and counts', async () => {
      const meta = await tdb.db.selectFrom('directory_meta').selectAll().executeTakeFirstOrThrow();
      expect(meta).toMatchObject({ id: 'demo', version: DEMO_DIRECTORY_VERSION });
      expect(await count('directory_companies')).toBe(meta.companies);
      expect(await count('directory_people')).toBe(meta.people);
      expect(await count('directory_jobs')).toBe(meta.jobs);
      expect(meta.companies).toBeGreaterThanOrEqual(5_000);
      expect(meta.people).toBeGreaterThanOrEqual(50_000);
      expect(meta.jobs).toBeGreaterThanOrEqual(20_000);
      expect(status.describe()).toEqual({
        demo: true,
        companies: meta.companies,
        people: meta.people,
        jobs: meta.jobs,
      });
    });

    it('skips a second load of the same version, also when two start at once', async () => {
      const before = await count('directory_people');
      const [first, second] = await Promise.all([loadDemoDirectory(tdb.db), loadDemoDirectory(tdb.db)]);
      expect([first.loaded, second.loaded]).toEqual([false, false]);
      expect(first.loaded_at).toEqual(loadedAt);
      expect(await count('directory_people')).toBe(before);

      const another = new DemoDirectoryStatus(tdb.db, { DIRECTORY_PRELOAD: true });
      await another.onModuleInit();
      expect(another.describe().people).toBe(before);
      const meta = await tdb.db.selectFrom('directory_meta').select('loaded_at').executeTakeFirstOrThrow();
      expect(meta.loaded_at).toEqual(loadedAt);
    });

    it("leaves nothing in the GIN indexes' pending lists, which every text search would scan row by row", async () => {
      // gin_clean_pending_list answers how many pending pages it had to merge: none after a load.
      const { rows } = await sql<{ index: string; pending_pages: number }>`
        SELECT c.relname AS index, gin_clean_pending_list(i.indexrelid)::int AS pending_pages
        FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid JOIN pg_am am ON am.oid = c.relam
        WHERE am.amname = 'gin' AND i.indrelid IN ('directory_companies'::regclass, 'directory_jobs'::regclass)
      `.execute(tdb.db);
      expect(rows.length).toBeGreaterThanOrEqual(3);
      expect(rows.filter((row) => row.pending_pages > 0)).toEqual([]);
    });
  });

  describe('companies', () => {
    it('filters by category, case-insensitively, and counts the whole result', async () => {
      const page = await companies.searchCompanies({
        categories: ['software development', 'Banking'],
        offset: 0,
        limit: 50,
      });
      expect(page.companies).toHaveLength(50);
      expect(new Set(page.companies.map((c) => c.industry_linkedin))).toEqual(
        new Set(['Software Development', 'Banking']),
      );
      expect(page.total).toBe(
        await count(`directory_companies WHERE industry_linkedin IN ('Software Development', 'Banking')`),
      );
    });

    it('pages without overlap and with the same total', async () => {
      const query = { categories: ['Retail'], country: 'United States' };
      const first = await companies.searchCompanies({ ...query, offset: 0, limit: 10 });
      const second = await companies.searchCompanies({ ...query, offset: 10, limit: 10 });
      const both = await companies.searchCompanies({ ...query, offset: 0, limit: 20 });
      expect(second.total).toBe(first.total);
      expect([...first.companies, ...second.companies]).toEqual(both.companies);
      const beyond = await companies.searchCompanies({ ...query, offset: first.total, limit: 10 });
      expect(beyond).toEqual({ companies: [], total: first.total });
    });

    it('ranks a free-text search: the exact name first, then companies matching every word', async () => {
      const [target] = (await companies.searchCompanies({ offset: 0, limit: 1 })).companies;
      const byName = await companies.searchCompanies({
        search_term: target.company_name.toUpperCase(),
        offset: 0,
        limit: 5,
      });
      expect(byName.companies[0].company_id).toBe(target.company_id);

      const analytics = await companies.searchCompanies({
        search_term: 'data analytics',
        offset: 0,
        limit: 10,
      });
      expect(analytics.total).toBeGreaterThan(10);
      for (const company of analytics.companies) {
        const text = `${company.company_name} ${company.industry_linkedin} ${company.about_us}`.toLowerCase();
        expect(text).toContain('data');
        expect(text).toMatch(/analytic/);
      }
      const nothing = await companies.searchCompanies({ search_term: 'zzqxv', offset: 0, limit: 10 });
      expect(nothing.total).toBe(0);
    });

    it('filters by a substring of the name, taking LIKE wildcards literally', async () => {
      const page = await companies.searchCompanies({ company_name: 'PEAK anal', offset: 0, limit: 50 });
      expect(page.total).toBeGreaterThan(0);
      expect(page.companies.every((c) => c.company_name.toLowerCase().includes('peak anal'))).toBe(true);
      expect((await companies.searchCompanies({ company_name: '%', offset: 0, limit: 5 })).total).toBe(0);
      expect((await companies.searchCompanies({ company_name: '_', offset: 0, limit: 5 })).total).toBe(0);
    });

    it('filters by country, state, city and size', async () => {
      const canada = await companies.searchCompanies({ country: 'canada', offset: 0, limit: 50 });
      expect(canada.total).toBeGreaterThan(0);
      expect(canada.companies.every((c) => c.country === 'Canada')).toBe(true);

      const austin = await companies.searchCompanies({
        country: 'United States',
        state: 'texas',
        city: 'AUSTIN',
        company_size: '51-200',
        offset: 0,
        limit: 50,
      });
      expect(austin.total).toBe(
        await count(
          `directory_companies WHERE state = 'Texas' AND city = 'Austin' AND employee_count_range = '51-200'`,
        ),
      );
      expect(austin.total).toBeGreaterThan(0);
      expect(
        austin.companies.every(
          (c) => c.state === 'Texas' && c.city === 'Austin' && c.employee_count_range === '51-200',
        ),
      ).toBe(true);
    });

    it('combines text, category and place', async () => {
      const page = await companies.searchCompanies({
        search_term: 'payments',
        categories: ['Financial Services'],
        state: 'California',
        offset: 0,
        limit: 50,
      });
      expect(page.total).toBeGreaterThan(0);
      expect(
        page.companies.every((c) => c.industry_linkedin === 'Financial Services' && c.state === 'California'),
      ).toBe(true);
    });

    it('finds companies by exact name in the order asked, leaving out unknown names', async () => {
      const { companies: some } = await companies.searchCompanies({
        categories: ['Legal Services'],
        offset: 0,
        limit: 2,
      });
      const found = await companies.companiesByName([
        some[1].company_name.toLowerCase(),
        'No Such Company',
        ` ${some[0].company_name.toUpperCase()} `,
      ]);
      expect(found.map((c) => c.company_id)).toEqual([some[1].company_id, some[0].company_id]);
      expect(found[0]).not.toHaveProperty('search_document');
    });

    it('lists categories containing the text, alphabetically, at most the limit', async () => {
      const all = await companies.categories('', 100);
      expect(all.length).toBeGreaterThanOrEqual(25);
      expect(all).toEqual([...all].sort());
      expect(await companies.categories('DATA', 50)).toEqual(['Data Infrastructure and Analytics']);
      const manufacturing = await companies.categories('manufacturing', 3);
      expect(manufacturing).toHaveLength(3);
      expect(manufacturing.every((name) => name.toLowerCase().includes('manufacturing'))).toBe(true);
    });

    it('lists countries, all 50 states and DC, and cities, distinct and sorted', async () => {
      expect(await companies.countries()).toEqual([
        'Canada',
        'Germany',
        'India',
        'United Kingdom',
        'United States',
      ]);
      const states = await companies.states('united states');
      expect(states).toEqual(US_REGIONS.map((region) => region.state).sort());
      expect(states).toHaveLength(51);
      expect(states).toContain('District of Columbia');
      const cities = await companies.cities('United States', 'Texas');
      expect(cities).toEqual([...new Set(cities)].sort());
      expect(cities).toContain('Austin');
      expect(await companies.cities('Canada', 'Texas')).toEqual([]);
    });
  });

  describe('people', () => {
    it('lists the people of a company by name or domain, best-known addresses first', async () => {
      const [company] = await companies.companiesByName([
        (await companies.searchCompanies({ company_size: '1001-5000', offset: 0, limit: 1 })).companies[0]
          .company_name,
      ]);
      const page = await people.findPeople({
        company_name: company.company_name.toLowerCase(),
        offset: 0,
        limit: 50,
      });
      expect(page.total).toBe(await count(`directory_people WHERE company_id = '${company.company_id}'`));
      expect(page.people.every((p) => p.company_name === company.company_name)).toBe(true);
      const confidences = page.people.map((p) => p.confidence);
      expect(confidences).toEqual([...confidences].sort((a, b) => b - a));
      const person = page.people.find((p) => p.verification_date !== null)!;
      expect(person.verification_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(person.sources[0]).toMatch(new RegExp(`^https://${company.domain.replace('.', '\\.')}/`));

      const byDomain = await people.findPeople({
        company_name: 'Unknown name',
        domain: `https://www.${company.domain}/about`,
        offset: 0,
        limit: 50,
      });
      expect(byDomain).toEqual(page);
      expect(people.describe()).toEqual({ provider: 'embedded' });
    });

    it('filters by seniority, department and e-mail type, and pages', async () => {
      const names = (
        await companies.searchCompanies({ company_size: '10001+', offset: 0, limit: 20 })
      ).companies.map((c) => c.company_name);
      const checked = { seniority: 0, department: 0, generic: 0 };
      for (const company_name of names) {
        const seniors = await people.findPeople({ company_name, seniority: 'senior', offset: 0, limit: 50 });
        expect(seniors.people.every((p) => p.seniority === 'senior')).toBe(true);
        checked.seniority += seniors.total;
        const hr = await people.findPeople({ company_name, department: 'hr', offset: 0, limit: 50 });
        expect(hr.people.every((p) => p.department === 'hr')).toBe(true);
        checked.department += hr.total;
        const generic = await people.findPeople({
          company_name,
          email_type: 'generic',
          offset: 0,
          limit: 50,
        });
        expect(generic.people.every((p) => p.email_type === 'generic')).toBe(true);
        checked.generic += generic.total;
      }
      expect(checked.seniority).toBeGreaterThan(0);
      expect(checked.department).toBeGreaterThan(0);
      expect(checked.generic).toBeGreaterThan(0);

      const all = await people.findPeople({ company_name: names[0], offset: 0, limit: 50 });
      const first = await people.findPeople({ company_name: names[0], offset: 0, limit: 5 });
      const second = await people.findPeople({ company_name: names[0], offset: 5, limit: 5 });
      expect([first.total, second.total]).toEqual([all.total, all.total]);
      expect([...first.people, ...second.people]).toEqual(all.people.slice(0, 10));
    });

    it('answers nothing for an unknown company', async () => {
      expect(await people.findPeople({ company_name: 'No Such Company', offset: 0, limit: 10 })).toEqual({
        people: [],
        total: 0,
      });
    });
  });

  describe('jobs', () => {
    const base = { company_names: [] as string[], date_posted: 'all' as const, limit: 200 };

    it('requires every word of the title, newest first, up to the limit', async () => {
      const found = await jobs.searchJobs({ ...base, job_title: 'SENIOR  engineer', now: loadedAt });
      expect(found).toHaveLength(200);
      expect(found.every((job) => /senior/i.test(job.job_title) && /engineer/i.test(job.job_title))).toBe(
        true,
      );
      const posted = found.map((job) => job.posted_at);
      expect(posted).toEqual([...posted].sort().reverse());
      expect(found[0]).toMatchObject({ source: 'demo', job_id: expect.stringMatching(/^demo:/) });
      expect(found[0].job_link).toMatch(/^https:\/\/jobs\.[a-z0-9-]+\.example\/\d+$/);
    });

    it('filters by company names, location and seniority', async () => {
      const names = (
        await companies.searchCompanies({ company_size: '10001+', offset: 0, limit: 3 })
      ).companies.map((c) => c.company_name);
      const atCompanies = await jobs.searchJobs({
        ...base,
        company_names: names.map((n) => n.toUpperCase()),
        now: loadedAt,
      });
      expect(atCompanies.length).toBe(
        await count(`directory_jobs WHERE company_name IN (${names.map((n) => `'${n}'`).join(', ')})`),
      );
      expect(new Set(atCompanies.map((job) => job.company_name))).toEqual(new Set(names));

      const remote = await jobs.searchJobs({
        ...base,
        location: 'remote',
        seniority: 'executive',
        now: loadedAt,
      });
      expect(remote.length).toBeGreaterThan(0);
      expect(remote.every((job) => job.location === 'Remote' && job.seniority === 'executive')).toBe(true);
      const texas = await jobs.searchJobs({ ...base, location: 'Texas', now: loadedAt });
      expect(texas.every((job) => job.location.endsWith(', Texas'))).toBe(true);
    });

    it('filters by date posted relative to the time given', async () => {
      const limit = 100_000;
      const today = await jobs.searchJobs({ ...base, limit, date_posted: 'today', now: loadedAt });
      const week = await jobs.searchJobs({ ...base, limit, date_posted: 'week', now: loadedAt });
      const all = await jobs.searchJobs({ ...base, limit, now: loadedAt });
      expect(today.length).toBeGreaterThan(0);
      expect(today.length).toBeLessThan(week.length);
      expect(week.length).toBeLessThan(all.length);
      expect(all.length).toBe(await count('directory_jobs'));
      expect(today.every((job) => loadedAt.getTime() - Date.parse(job.posted_at) <= DAY)).toBe(true);
      expect(week.every((job) => loadedAt.getTime() - Date.parse(job.posted_at) <= 7 * DAY)).toBe(true);
    });

    it("keeps each posting's age as the clock moves on, so a directory loaded long ago still has new jobs", async () => {
      const limit = 100_000;
      const atLoad = await jobs.searchJobs({ ...base, limit, date_posted: 'week', now: loadedAt });
      const now = new Date(loadedAt.getTime() + 90 * DAY);
      const later = await jobs.searchJobs({ ...base, limit, date_posted: 'week', now });
      expect(later.map((job) => job.job_id)).toEqual(atLoad.map((job) => job.job_id));
      expect(later.map((job) => Date.parse(job.posted_at))).toEqual(
        atLoad.map((job) => Date.parse(job.posted_at) + 90 * DAY),
      );
      expect(later.every((job) => now.getTime() - Date.parse(job.posted_at) <= 7 * DAY)).toBe(true);
    });
  });
});
