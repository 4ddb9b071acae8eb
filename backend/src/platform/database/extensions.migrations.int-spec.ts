import { sql } from 'kysely';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';

describe('platform migrations', () => {
  let tdb: TestDatabase;

  beforeAll(async () => {
    tdb = await createTestDatabase();
  });

  afterAll(async () => {
    await tdb.drop();
  });

  it('install pg_trgm in public before any projector runs, so projector generations need no database privilege', async () => {
    const { rows } = await sql<{ schema: string }>`
      SELECT n.nspname AS schema FROM pg_extension e JOIN pg_namespace n ON n.oid = e.extnamespace
      WHERE e.extname = 'pg_trgm'
    `.execute(tdb.db);
    expect(rows).toEqual([{ schema: 'public' }]);
  });
});
