import { Kysely, sql, Transaction } from 'kysely';
import { COMPANY_COLUMNS, JOB_COLUMNS, PERSON_COLUMNS, type DirectoryTables } from '../directory.tables';
import {
  DEMO_DIRECTORY_SEED,
  DEMO_DIRECTORY_VERSION,
  generateDemoDirectory,
} from './demo-directory.generator';

export interface DemoDirectoryMeta {
  version: string;
  seed: string;
  companies: number;
  people: number;
  jobs: number;
  loaded_at: Date;
}

export interface DemoDirectoryLoad extends DemoDirectoryMeta {
  /** false when the database already held this version (or a newer one) and nothing was written. */
  loaded: boolean;
}

/** Rows per INSERT … SELECT FROM json_populate_recordset(…): one round trip each, a few MB of JSON. */
const CHUNK = 10_000;

const PERSON_ROW = ['person_id', 'company_id', ...PERSON_COLUMNS, 'verification_date'] as const;
const JOB_ROW = ['company_id', ...JOB_COLUMNS, 'posted_at'] as const;

async function insertAll(
  trx: Transaction<DirectoryTables>,
  table: keyof DirectoryTables,
  columns: readonly string[],
  rows: readonly object[],
): Promise<void> {
  const names = sql.join(columns.map((name) => sql.ref(name)));
  for (let start = 0; start < rows.length; start += CHUNK) {
    // One JSON parameter per chunk: PostgreSQL parses it faster than pg serialises a column array per field.
    await sql`
      INSERT INTO ${sql.table(table)} (${names})
      SELECT ${names} FROM json_populate_recordset(NULL::${sql.table(table)}, ${JSON.stringify(rows.slice(start, start + CHUNK))})
    `.execute(trx);
  }
}

async function currentMeta(db: Kysely<DirectoryTables>): Promise<DemoDirectoryMeta | undefined> {
  return db
    .selectFrom('directory_meta')
    .select(['version', 'seed', 'companies', 'people', 'jobs', 'loaded_at'])
    .where('id', '=', 'demo')
    .executeTakeFirst();
}

/**
 * Orders data versions `YYYY-MM-DD.N` (the date, then N as a number, so .10 follows .9); negative when `a` is
 * older than `b`.
 */
export function compareDirectoryVersions(a: string, b: string): number {
  const [dateA = '', nA = ''] = a.split('.');
  const [dateB = '', nB = ''] = b.split('.');
  if (dateA !== dateB) return dateA < dateB ? -1 : 1;
  return (Number(nA) || 0) - (Number(nB) || 0);
}

/**
 * Fills the directory tables with the demo directory in one transaction, unless they already hold this
 * version or a newer one. The advisory lock makes concurrent starts (several API processes, parallel test
 * files on one database) load once: the others wait, then find the version in place. An older process
 * starting during a rolling deploy keeps the newer rows rather than loading its own back.
 */
export async function loadDemoDirectory(
  db: Kysely<DirectoryTables>,
  options: { now?: Date; force?: boolean } = {},
): Promise<DemoDirectoryLoad> {
  return db.transaction().execute(async (trx) => {
    await sql`SELECT pg_advisory_xact_lock(hashtext('outreach.directory.demo-load'))`.execute(trx);
    const current = await currentMeta(trx);
    if (current && !options.force && compareDirectoryVersions(current.version, DEMO_DIRECTORY_VERSION) >= 0)
      return { ...current, loaded: false };

    const now = options.now ?? new Date();
    const data = generateDemoDirectory(now, DEMO_DIRECTORY_SEED);
    await sql`TRUNCATE directory_jobs, directory_people, directory_companies`.execute(trx);
    await insertAll(trx, 'directory_companies', COMPANY_COLUMNS, data.companies);
    await insertAll(trx, 'directory_people', PERSON_ROW, data.people);
    await insertAll(trx, 'directory_jobs', JOB_ROW, data.jobs);
    // The bulk inserts leave thousands of rows in the GIN indexes' pending lists (fastupdate), which every free-text,
    // name or job-title search then scans row by row until autovacuum merges them: merge them now.
    await sql`
      SELECT gin_clean_pending_list(i.indexrelid)
      FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid JOIN pg_am am ON am.oid = c.relam
      WHERE am.amname = 'gin'
        AND i.indrelid IN ('directory_companies'::regclass, 'directory_people'::regclass, 'directory_jobs'::regclass)
    `.execute(trx);
    const meta = {
      version: DEMO_DIRECTORY_VERSION,
      seed: DEMO_DIRECTORY_SEED,
      companies: data.companies.length,
      people: data.people.length,
      jobs: data.jobs.length,
      loaded_at: now,
    };
    await trx
      .insertInto('directory_meta')
      .values({ id: 'demo', ...meta, loaded_at: now.toISOString() })
      .onConflict((oc) => oc.column('id').doUpdateSet({ ...meta, loaded_at: now.toISOString() }))
      .execute();
    // Statistics of the filtered columns now, so the first searches are planned on the indexes rather than
    // after autovacuum; the whole tables' statistics would cost three times as long.
    await sql`
      ANALYZE directory_companies (industry_linkedin, country, state, city, employee_count_range, linkedin_followers),
        directory_people (company_id, seniority, department, email_type),
        directory_jobs (company_name, seniority, posted_at)
    `.execute(trx);
    return { ...meta, loaded: true };
  });
}
