import { Kysely, Migration, MigrationProvider, Migrator } from 'kysely';

/** Applies an ordered record of migrations; each owner keeps its own history table. */
export async function migrateToLatest(
  db: Kysely<unknown>,
  migrations: Record<string, Migration>,
  historyTable = 'kysely_migration',
): Promise<void> {
  const provider: MigrationProvider = { getMigrations: async () => migrations };
  const migrator = new Migrator({
    db,
    provider,
    migrationTableName: historyTable,
    migrationLockTableName: `${historyTable}_lock`,
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`, { cause: error });
  }
}
