import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { Kysely, Migration, sql } from 'kysely';
import { Client } from 'pg';
import { createDatabase } from '../database/database';
import { migrateToLatest } from '../database/migrate';
import { writeSideMigrations } from '../database/migrations';
import { TEST_SERVER_FILE } from './test-server';

export interface TestDatabase<DB = unknown> {
  url: string;
  db: Kysely<DB>;
  drop(): Promise<void>;
}

function adminUrl(): string {
  const server = JSON.parse(readFileSync(TEST_SERVER_FILE, 'utf8')) as { adminUrl: string };
  return server.adminUrl;
}

function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

/** A fresh, migrated database for one test file, on the machine's PostgreSQL or the embedded one. */
export async function createTestDatabase<DB = unknown>(
  extraMigrations: { migrations: Record<string, Migration>; historyTable: string }[] = [],
): Promise<TestDatabase<DB>> {
  const admin = adminUrl();
  const name = `t_${process.env.JEST_WORKER_ID ?? '0'}_${randomBytes(6).toString('hex')}`;
  const client = new Client({ connectionString: admin });
  await client.connect();
  await client.query(`CREATE DATABASE ${name}`);
  await client.end();

  const url = withDatabase(admin, name);
  const { db } = createDatabase<DB>(url, 20);
  await migrateToLatest(db as Kysely<unknown>, writeSideMigrations());
  for (const extra of extraMigrations) {
    await migrateToLatest(db as Kysely<unknown>, extra.migrations, extra.historyTable);
  }
  return {
    url,
    db,
    async drop() {
      await db.destroy();
      const cleanup = new Client({ connectionString: admin });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}

export { sql };
