import { sql } from 'kysely';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database';
import { DemoDirectoryStatus } from '../demo-directory.status';
import type { DirectoryTables } from '../directory.tables';
import { DEMO_DIRECTORY_VERSION } from './demo-directory.generator';
import { compareDirectoryVersions, loadDemoDirectory } from './demo-directory.loader';

const OLD_VERSION = '2026-01-01.1';

describe('loading the demo directory', () => {
  let tdb: TestDatabase<DirectoryTables>;

  const count = async (table: keyof DirectoryTables) => {
    const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM ${sql.table(table)}`.execute(
      tdb.db,
    );
    return rows[0].n;
  };
  const meta = () => tdb.db.selectFrom('directory_meta').selectAll().executeTakeFirst();

  beforeAll(async () => {
    tdb = await createTestDatabase<DirectoryTables>();
    // A database holding an older data version: one company and its meta row.
    await tdb.db
      .insertInto('directory_companies')
      .values({
        company_id: 'c-old',
        company_name: 'Old Version Company',
        company_url: 'https://old-version.example',
        domain: 'old-version.example',
        linkedin_url: 'https://www.linkedin.example/company/old-version',
        city: 'Austin',
        state: 'Texas',
        country: 'United States',
        street: '1 Main Street',
        postcode: '73301',
        linkedin_followers: 1,
        employee_count_min: 1,
        employee_count_max: 10,
        employee_count_range: '1-10',
        industry_linkedin: 'Retail',
        industry_naics: '44',
        predicted_industry_naics_2022: '44',
        about_us: 'An old row.',
        sponsors_h1b: false,
        sponsors_j1: false,
      })
      .execute();
    await tdb.db
      .insertInto('directory_meta')
      .values({
        id: 'demo',
        version: OLD_VERSION,
        seed: 'old',
        companies: 1,
        people: 0,
        jobs: 0,
        loaded_at: '2026-01-01T00:00:00Z',
      })
      .execute();
  });

  afterAll(async () => {
    await tdb.drop();
  });

  it('orders data versions by date, then by number', () => {
    expect(compareDirectoryVersions('2026-11-23.2', '2026-11-23.10')).toBeLessThan(0);
    expect(compareDirectoryVersions('2026-11-24.1', '2026-11-23.9')).toBeGreaterThan(0);
    expect(compareDirectoryVersions(DEMO_DIRECTORY_VERSION, DEMO_DIRECTORY_VERSION)).toBe(0);
    expect(compareDirectoryVersions(OLD_VERSION, DEMO_DIRECTORY_VERSION)).toBeLessThan(0);
  });

  it('leaves the old version whole when a load fails half-way, and loads on the next try', async () => {
    // The companies and people are written before the jobs: make the jobs fail.
    await sql`
      CREATE FUNCTION refuse_jobs() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'disk full'; END $$
    `.execute(tdb.db);
    await sql`CREATE TRIGGER refuse_jobs BEFORE INSERT ON directory_jobs EXECUTE FUNCTION refuse_jobs()`.execute(
      tdb.db,
    );
    const status = new DemoDirectoryStatus(tdb.db, { DIRECTORY_PRELOAD: false });

    await expect(status.ready()).rejects.toThrow('disk full');
    expect(await meta()).toMatchObject({ version: OLD_VERSION, companies: 1 });
    expect([await count('directory_companies'), await count('directory_people')]).toEqual([1, 0]);

    await sql`DROP TRIGGER refuse_jobs ON directory_jobs`.execute(tdb.db);
    // Two processes starting at the same moment: one loads, the other waits for it and finds the version there.
    const both = await Promise.all([loadDemoDirectory(tdb.db), loadDemoDirectory(tdb.db)]);
    expect(both.map((load) => load.loaded).sort()).toEqual([false, true]);
    expect(both[0].loaded_at).toEqual(both[1].loaded_at);
    const loaded = await meta();
    expect(loaded).toMatchObject({ version: DEMO_DIRECTORY_VERSION });
    // The status whose load failed tries again rather than remembering the failure.
    await expect(status.ready()).resolves.toBeUndefined();
    expect(await count('directory_companies')).toBe(loaded?.companies);
    expect(await count('directory_people')).toBe(loaded?.people);
    expect(await count('directory_jobs')).toBe(loaded?.jobs);
    expect(
      await tdb.db.selectFrom('directory_companies').where('company_id', '=', 'c-old').selectAll().execute(),
    ).toEqual([]);
    expect(status.describe()).toEqual({
      demo: true,
      companies: loaded?.companies,
      people: loaded?.people,
      jobs: loaded?.jobs,
    });
  }, 120_000);

  it('keeps the rows of a newer version rather than loading an older one back', async () => {
    await tdb.db.updateTable('directory_meta').set({ version: '2099-01-01.1' }).execute();
    const before = await meta();

    const result = await loadDemoDirectory(tdb.db);

    expect(result).toMatchObject({ loaded: false, version: '2099-01-01.1' });
    expect(await meta()).toEqual(before);
  });
});
