/** Applies the write-side and projection-engine migrations to DATABASE_URL (compose's one-shot service). */
import type { Kysely } from 'kysely';
import '../src/contexts';
import { z } from 'zod';
import { createDatabase } from '../src/platform/database/database';
import { migrateToLatest } from '../src/platform/database/migrate';
import { writeSideMigrations } from '../src/platform/database/migrations';
import { projectionsMigrations } from '../../projections/src/runner/projections.migrations';

export async function migrateAll(databaseUrl: string): Promise<void> {
  const { db } = createDatabase(databaseUrl, 2);
  try {
    await migrateToLatest(db as Kysely<unknown>, writeSideMigrations());
    await migrateToLatest(db as Kysely<unknown>, projectionsMigrations, 'projections_migration');
  } finally {
    await db.destroy();
  }
}

if (require.main === module) {
  const parsed = z.object({ DATABASE_URL: z.url() }).safeParse(process.env);
  if (!parsed.success) {
    process.stderr.write('DATABASE_URL: must be set to a postgres:// URL\n');
    process.exit(2);
  }
  migrateAll(parsed.data.DATABASE_URL).then(
    () => process.stdout.write('migrations applied\n'),
    (error) => {
      process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
      process.exit(1);
    },
  );
}
