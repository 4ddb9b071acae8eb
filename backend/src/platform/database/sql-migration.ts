import type { Kysely, Migration, RawBuilder } from 'kysely';

/** The statements of a migration written in SQL; each list runs in order, inside the migrator's transaction. */
export interface SqlMigrationSteps {
  up: readonly RawBuilder<unknown>[];
  down: readonly RawBuilder<unknown>[];
}

/** A write-side migration written as SQL statements rather than as code around them. */
export function sqlMigration({ up, down }: SqlMigrationSteps): Migration {
  return {
    up: (db: Kysely<unknown>) => runInOrder(db, up),
    down: (db: Kysely<unknown>) => runInOrder(db, down),
  };
}

async function runInOrder(db: Kysely<unknown>, statements: readonly RawBuilder<unknown>[]): Promise<void> {
  for (const statement of statements) await statement.execute(db);
}
